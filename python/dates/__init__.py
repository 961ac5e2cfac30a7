"""Read dates as people write them, as ISO 8601, with a trained model.

    >>> import dates
    >>> model = dates.load()                      # the default model, as `dates translate` finds it
    >>> model.normalize_one("Thu Sep 25 10:36:28 BRST 2003").output
    '2003-09-25T10:36:28-02:00'
    >>> [r.output for r in model.normalize(["3/4/15", "25/04/2015"])]   # one column: day first
    ['2015-04-03', '2015-04-25']

The answers are those of `dates translate --format jsonl` for the same model, inputs and
options: the same outputs, probabilities and marks. A Result carries output, date, time,
offset, calendar, order, probability, marks, nbest and error; Result.has_warning says whether an output
must be checked by hand.

pandas: dates.to_iso(series) reads a column (index kept, NA in and NA out, its convention
inferred as one column). Dask: dates.dask.to_iso(dask_series) reads a column spread over
partitions and machines, each worker loading the model once.

The GIL is released while a model decodes; a model may be shared between threads (their calls
take turns on it).
"""

from __future__ import annotations

import os
from typing import Optional

from . import _native
from ._native import Candidate, Model, Result
from ._pandas import iso_to_datetime, to_iso
from ._paths import INSTALLED_MODEL

__version__: str = _native.__version__

__all__ = ["Candidate", "Model", "Result", "iso_to_datetime", "load", "to_iso", "__version__"]


def load(path: Optional[str | os.PathLike] = None, compute_type: str = "auto") -> Model:
    """Loads a model: `path` is a run directory (holding model.safetensors) or a model file.

    None: the model `dates translate` reads without --checkpoint: $DATES_MODEL, else
    checkpoints/student in the working directory, else the model installed with this package.
    compute_type: "auto" (int8 products on a CPU with AVX2 or AVX-512, else float32), "float32"
    (the readings of LibTorch) or "int8", as translate's --compute-type.

    Raises ValueError naming the file and what is wrong with it.
    """
    if path is None:
        return _native.load_default(INSTALLED_MODEL, compute_type)
    return _native.load(os.fspath(path), compute_type)
