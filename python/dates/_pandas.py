"""dates.to_iso: a pandas column read as ISO 8601, in the spirit of pd.to_datetime."""

from __future__ import annotations

from typing import Any, Optional

from . import _native

# The columns of to_iso(errors="mark"), in order.
FRAME_COLUMNS = [
    "output", "date", "time", "offset", "calendar", "order", "probability", "marks", "error",
    "withheld",
]

# Marks after which an output is one to check by hand (Result.has_warning): errors="coerce"
# gives NA for them, errors="raise" raises.
WARNING_MARKS = frozenset(
    [
        "low-confidence",
        "ambiguous",
        "unknown-characters",
        "not-a-date",
        "misread",
        "unknown-month",
        "cut-off",
    ]
)


def _is_missing(value: Any) -> bool:
    import pandas as pd

    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):  # a list or an array: not a scalar NA
        return False


def _model(model: Optional[_native.Model]) -> _native.Model:
    if model is not None:
        if not isinstance(model, _native.Model):
            raise TypeError(f"to_iso: model must be a dates.Model (dates.load()), found {type(model).__name__}")
        return model
    from . import load

    return load()


def _stands_by(result: _native.Result) -> bool:
    """Read, a date found, and no warning mark: an output the model stands by."""
    return not result.error and bool(result.output) and not (WARNING_MARKS & set(result.marks))


def frame_of(results: list, index: Any, readable: list) -> "Any":
    """The errors="mark" DataFrame: one row per index label; NA rows where readable[i] is False."""
    import numpy as np
    import pandas as pd

    columns: dict = {name: [] for name in FRAME_COLUMNS}
    answers = iter(results)
    for is_read in readable:
        if not is_read:
            for name in FRAME_COLUMNS:
                columns[name].append(np.nan if name == "probability" else pd.NA)
            continue
        result = next(answers)
        columns["output"].append(result.output)
        columns["date"].append(result.date)
        columns["time"].append(result.time)
        columns["offset"].append(result.offset)
        columns["calendar"].append(result.calendar)
        columns["order"].append(result.order)
        columns["probability"].append(result.probability)
        columns["marks"].append(",".join(result.marks))
        columns["error"].append(result.error)
        columns["withheld"].append(result.withheld)
    data = {
        name: pd.array(values, dtype="float64" if name == "probability" else "string")
        for name, values in columns.items()
    }
    return pd.DataFrame(data, index=index)


def iso_to_datetime(outputs: "Any") -> "Any":
    """ISO outputs (a string Series, NA allowed) as datetime64: complete dates only (partial
    dates such as XXXX-09-25 or 2003-09, and dates outside pandas' range, are NaT). When some
    output has an offset the column is in UTC (datetime64[ns, UTC]): outputs with an offset are
    converted, and outputs without one are taken as UTC, as pd.to_datetime(utc=True) does."""
    import pandas as pd

    complete = outputs.where(outputs.str.match(r"^\d{4}-\d{2}-\d{2}", na=False))
    has_offset = bool(complete.str.contains(r"(?:Z|[+-]\d{2}:\d{2})$", regex=True, na=False).any())
    return pd.to_datetime(complete.astype(object), errors="coerce", utc=has_offset)


def to_iso(
    values: Any,
    model: Optional[_native.Model] = None,
    *,
    errors: str = "mark",
    datetime: bool = False,
    order: str = "auto",
    output: Optional[str] = None,
    min_confidence: Optional[float] = None,
    keep_guesses: bool = False,
    threads: int = 1,
    batch_size: int = 256,
    column_order: Optional[str] = None,
) -> Any:
    """Reads a column of date strings (a pandas Series, or a list) as ISO 8601.

    The column is read as one, as `dates translate --order auto` reads a file: its rows whose
    digits decide (25/04/2015) choose the convention that reads the others (3/4/15). The index
    is kept; NA (None, NaN, pd.NA) in is NA out and is not read; an item that is neither a str
    nor NA is a TypeError naming its index label.

    errors:
      "mark"   (default) a DataFrame with the columns output, date, time, offset, calendar, order,
               probability, marks (comma-separated), error and withheld (a guess's reading, see
               keep_guesses), as translate --format jsonl.
      "coerce" a Series of outputs, NA where the input was refused, held no date, or its output
               has a warning mark (low-confidence, ambiguous, unknown-characters, not-a-date,
               misread, unknown-month, cut-off): only the outputs the model stands by.
      "raise"  a Series of outputs; ValueError at the first row that "coerce" would make NA,
               naming its index label, input and marks.
    datetime: True adds a datetime64 column "datetime" (errors="mark") or returns datetime64
      instead of strings (see iso_to_datetime: partial dates are NaT; a column with offsets is
      in UTC).
    keep_guesses: give guesses as read (doubted outputs of a month, day or year written nowhere);
      by default they are withheld or cut (see normalize).
    model: a loaded dates.Model (default: dates.load()); the other options are normalize()'s.
    """
    import pandas as pd

    if errors not in ("mark", "coerce", "raise"):
        raise ValueError(f'to_iso: errors must be "mark", "coerce" or "raise", found {errors!r}')
    if isinstance(values, pd.DataFrame):
        raise TypeError("to_iso: reads one column: pass a Series (frame[\"name\"]), found a DataFrame")
    series = values if isinstance(values, pd.Series) else pd.Series(values)
    readable: list = []
    texts: list = []
    for label, value in series.items():
        if isinstance(value, str):
            readable.append(True)
            texts.append(value)
        elif _is_missing(value):
            readable.append(False)
        else:
            raise TypeError(
                f"to_iso: the item at index {label!r} is {value!r} (a {type(value).__name__}), "
                "expected str or NA"
            )
    reader = _model(model)
    results = reader.normalize(
        texts,
        order=order,
        output=output,
        min_confidence=min_confidence,
        keep_guesses=keep_guesses,
        threads=threads,
        batch_size=batch_size,
        column_order=column_order,
    )
    if errors == "mark":
        frame = frame_of(results, series.index, readable)
        if datetime:
            frame["datetime"] = iso_to_datetime(frame["output"])
        return frame

    outputs: list = []
    answers = iter(results)
    for label, is_read, text in zip(series.index, readable, _texts_by_row(readable, texts)):
        if not is_read:
            outputs.append(pd.NA)
            continue
        result = next(answers)
        if _stands_by(result):
            outputs.append(result.output)
            continue
        if errors == "raise":
            why = result.error or ("no date" if not result.output else ", ".join(result.marks))
            raise ValueError(
                f"to_iso: the item at index {label!r}, {text!r}, reads as {result.output!r} ({why}); "
                'errors="coerce" makes such rows NA, errors="mark" shows them'
            )
        outputs.append(pd.NA)
    column = pd.Series(pd.array(outputs, dtype="string"), index=series.index, name=series.name)
    return iso_to_datetime(column) if datetime else column


def _texts_by_row(readable: list, texts: list):
    """The text of each row (None for the NA rows), in row order."""
    it = iter(texts)
    for is_read in readable:
        yield next(it) if is_read else None
