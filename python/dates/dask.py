"""dates.dask: a column bigger than one machine, read with Dask as `dates translate` reads a file.

    from dask.distributed import Client, LocalCluster
    import dask.dataframe as dd
    import dates.dask

    client = Client(LocalCluster(n_workers=2, threads_per_worker=1))  # or Client("tcp://host:8786")
    frame = dd.read_csv("big-*.csv", dtype={"when": "string"})
    read, column = dates.dask.to_iso(frame["when"])   # column: the convention, as a dict
    read.to_parquet("read/")                            # output, date, time, ... per row

A column is one column however it is partitioned: under order "auto" each partition's rows vote
first (column_votes: no decoding), the votes are added and decided once, and every partition is
then read by that convention (normalize(column_order=...)), so the answers are those of one
normalize() call, or one `dates translate` run, on the whole column.

Each worker process loads the model once (a per-process cache keyed by path and compute type),
not once a partition or a row. On a multi-machine cluster every worker must find the model: at
the same path, or installed with the package (path=None finds it as dates.load() does).
"""

from __future__ import annotations

import os
import threading
from typing import Any, Optional

from . import _pandas

_models: dict = {}
_models_lock = threading.Lock()


def worker_model(path: Optional[str] = None, compute_type: str = "auto"):
    """The model of this process, loaded on its first use (path None: the default model)."""
    key = (None if path is None else os.fspath(path), compute_type)
    with _models_lock:
        model = _models.get(key)
        if model is None:
            from . import load

            model = load(key[0], compute_type)
            _models[key] = model
        return model


def loads_in_this_process() -> int:
    """How many models this process has loaded (the tests check it stays one per worker)."""
    with _models_lock:
        return len(_models)


def _partition_votes(partition: Any, path: Optional[str], compute_type: str) -> list:
    texts = [value for value in partition if isinstance(value, str)]
    return worker_model(path, compute_type).column_votes(texts)


def _decide(votes: list, path: Optional[str], compute_type: str) -> dict:
    total = [sum(counts) for counts in zip(*votes)]  # [] for a column without partitions
    return worker_model(path, compute_type).decide_column(total)


def _read_partition(partition: Any, path: Optional[str], compute_type: str, options: dict) -> Any:
    return _pandas.to_iso(partition, worker_model(path, compute_type), errors="mark", **options)


def decide_column(column: Any, path: Optional[str] = None, *, compute_type: str = "auto") -> dict:
    """The convention a Dask Series of date strings is read by under order "auto": each
    partition's votes, added and decided once (a dict: order, decided, decided_by, inconsistent,
    read_by_order, text). Computes the votes now (reads the column once; nothing is decoded)."""
    import dask

    votes = [dask.delayed(_partition_votes)(part, path, compute_type) for part in column.to_delayed()]
    return dask.delayed(_decide)(votes, path, compute_type).compute()


def to_iso(
    column: Any,
    path: Optional[str] = None,
    *,
    order: str = "auto",
    compute_type: str = "auto",
    output: Optional[str] = None,
    min_confidence: Optional[float] = None,
    keep_guesses: bool = False,
    batch_size: int = 256,
) -> tuple:
    """Reads a Dask Series of date strings: (a lazy Dask DataFrame with dates.to_iso's
    errors="mark" columns and the column's index, the column's convention as a dict).

    Under order "auto" the convention is decided first from the whole column's votes
    (decide_column, computed now); the reading itself stays lazy (compute it, or write it with
    to_parquet / to_csv). Each partition decodes on one thread of its worker (threads=1): give
    a worker one thread per core it may use.
    """
    import pandas as pd

    if order == "auto":
        column_convention = decide_column(column, path, compute_type=compute_type)
        column_order = column_convention["order"]
    else:
        column_convention = {"order": order}
        column_order = None
    options = {
        "order": order,
        "output": output,
        "min_confidence": min_confidence,
        "keep_guesses": keep_guesses,
        "threads": 1,
        "batch_size": batch_size,
        "column_order": column_order,
    }
    import numpy as np

    meta = _pandas.frame_of([], np.empty(0, dtype=np.intp), pd.Index([], dtype=column.index.dtype))
    read = column.map_partitions(_read_partition, path, compute_type, options, meta=meta)
    return read, column_convention
