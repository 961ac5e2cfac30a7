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


def _by_row(distinct: list, codes: "Any", missing: Any) -> "Any":
    """An object array a row: distinct[codes[i]], and `missing` where codes[i] is -1 (an NA row)."""
    import numpy as np

    values = np.empty(len(distinct) + 1, dtype=object)
    values[: len(distinct)] = distinct
    values[-1] = missing
    return values[codes]


def frame_of(results: list, codes: "Any", index: Any) -> "Any":
    """The errors="mark" DataFrame, one row per index label: row i is results[codes[i]], or NA
    where codes[i] is -1. Each distinct result's fields are taken once (a column of a million rows
    and a thousand distinct texts costs a thousand)."""
    import numpy as np
    import pandas as pd

    fields = {
        "output": [result.output for result in results],
        "date": [result.date for result in results],
        "time": [result.time for result in results],
        "offset": [result.offset for result in results],
        "calendar": [result.calendar for result in results],
        "order": [result.order for result in results],
        "marks": [",".join(result.marks) for result in results],
        "error": [result.error for result in results],
        "withheld": [result.withheld for result in results],
    }
    data = {}
    for name in FRAME_COLUMNS:
        if name == "probability":
            probabilities = np.append(np.array([r.probability for r in results], dtype="float64"), np.nan)
            data[name] = pd.array(probabilities[codes], dtype="float64")
        else:
            data[name] = pd.array(_by_row(fields[name], codes, pd.NA), dtype="string")
    return pd.DataFrame(data, index=index)


def _read_column(series: "Any", reader: _native.Model, options: dict) -> tuple:
    """(the distinct results, a code a row: its result's index, -1 for NA): the Series' str items
    read as one column, each distinct text once; NA (None, NaN, pd.NA, NaT) is not read, and an
    item that is neither a str nor NA is a TypeError naming its index label."""
    import numpy as np
    import pandas as pd

    values = series.to_numpy(dtype=object)
    missing = series.isna().to_numpy(dtype=bool)
    if not isinstance(series.dtype, pd.StringDtype):
        is_text = np.fromiter((isinstance(value, str) for value in values), dtype=bool, count=len(values))
        wrong = ~is_text & ~missing
        if wrong.any():
            row = int(np.argmax(wrong))
            label, value = series.index[row], values[row]
            raise TypeError(
                f"to_iso: the item at index {label!r} is {value!r} (a {type(value).__name__}), "
                "expected str or NA"
            )
    results, of_text = reader.normalize_distinct(values[~missing].tolist(), **options)
    codes = np.full(len(values), -1, dtype=np.intp)
    codes[~missing] = np.asarray(of_text, dtype=np.intp)
    return results, codes


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
    results, codes = _read_column(
        series,
        _model(model),
        {
            "order": order,
            "output": output,
            "min_confidence": min_confidence,
            "keep_guesses": keep_guesses,
            "threads": threads,
            "batch_size": batch_size,
            "column_order": column_order,
        },
    )
    if errors == "mark":
        frame = frame_of(results, codes, series.index)
        if datetime:
            frame["datetime"] = iso_to_datetime(frame["output"])
        return frame

    import numpy as np

    stands_by = np.array([_stands_by(result) for result in results] + [True], dtype=bool)
    if errors == "raise":
        refused = (codes >= 0) & ~stands_by[codes]
        if refused.any():
            row = int(np.argmax(refused))
            result = results[codes[row]]
            why = result.error or ("no date" if not result.output else ", ".join(result.marks))
            raise ValueError(
                f"to_iso: the item at index {series.index[row]!r}, {series.iloc[row]!r}, reads as "
                f"{result.output!r} ({why}); "
                'errors="coerce" makes such rows NA, errors="mark" shows them'
            )
    outputs = [result.output if stands else pd.NA for result, stands in zip(results, stands_by)]
    column = pd.Series(
        pd.array(_by_row(outputs, codes, pd.NA), dtype="string"), index=series.index, name=series.name
    )
    return iso_to_datetime(column) if datetime else column
