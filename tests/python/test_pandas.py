"""dates.to_iso: a pandas column in, ISO out, in the spirit of pd.to_datetime."""

import numpy as np
import pandas as pd
import pytest

import dates


@pytest.fixture(scope="module")
def column():
    # Index labels out of order and not 0..n-1; NA of three kinds; one day-first row decides.
    return pd.Series(
        ["3/4/15", None, "25/04/2015", np.nan, "Thu Sep 25 10:36:28 BRST 2003", pd.NA, "hello",
         "sept 25"],
        index=[30, 10, 20, 50, 40, 70, 60, 80], name="when",
    )


def test_mark_gives_every_field_and_keeps_the_index(model, column):
    frame = dates.to_iso(column, model)
    assert list(frame.index) == list(column.index)
    assert list(frame.columns) == ["output", "date", "time", "offset", "calendar", "order",
                                   "probability", "marks", "error", "withheld"]
    assert frame.loc[30, "output"] == "2015-04-03" and frame.loc[30, "order"] == "dmy"
    assert "ambiguous" in frame.loc[30, "marks"].split(",")
    assert frame.loc[40, "offset"] == "-02:00" and frame.loc[40, "time"] == "10:36:28"
    for label in (10, 50, 70):  # NA in, NA out, never read
        assert frame.loc[label, ["output", "marks", "error"]].isna().all()
        assert np.isnan(frame.loc[label, "probability"])
    # The same answers as normalize() on the column's strings, read as one column.
    texts = [v for v in column if isinstance(v, str)]
    results = model.normalize(texts)
    assert list(frame["output"].dropna()) == [r.output for r in results]
    assert list(frame["withheld"].dropna()) == [r.withheld for r in results]


def test_coerce_keeps_only_what_the_model_stands_by(model, column):
    read = dates.to_iso(column, model, errors="coerce")
    assert isinstance(read, pd.Series) and read.name == "when" and list(read.index) == list(column.index)
    results = dict(zip([30, 20, 40, 60, 80], model.normalize(
        ["3/4/15", "25/04/2015", "Thu Sep 25 10:36:28 BRST 2003", "hello", "sept 25"])))
    for label, result in results.items():
        if result.has_warning or not result.output:
            assert pd.isna(read.loc[label]), label
        else:
            assert read.loc[label] == result.output, label
    assert pd.isna(read.loc[30])  # ambiguous: a warning
    assert read.loc[20] == "2015-04-25"
    assert pd.isna(read.loc[60])  # no date


def test_raise_names_the_row(model, column):
    with pytest.raises(ValueError, match=r"index 30, '3/4/15'.*ambiguous"):
        dates.to_iso(column, model, errors="raise")
    clean = pd.Series(["25/04/2015", None, "2015-04-26"], index=["a", "b", "c"])
    read = dates.to_iso(clean, model, errors="raise")
    assert list(read.fillna("NA")) == ["2015-04-25", "NA", "2015-04-26"]


def test_datetime_columns(model):
    naive = dates.to_iso(pd.Series(["25/04/2015", "sept 25", None]), model, errors="mark",
                         datetime=True)
    assert str(naive["datetime"].dtype) == "datetime64[ns]"
    assert naive["datetime"][0] == pd.Timestamp("2015-04-25")
    assert pd.isna(naive["datetime"][1]) and pd.isna(naive["datetime"][2])  # partial date; NA
    aware = dates.to_iso(pd.Series(["Thu Sep 25 10:36:28 BRST 2003", "25/04/2015"]), model,
                         errors="coerce", datetime=True)
    assert str(aware.dtype) == "datetime64[ns, UTC]"
    assert aware[0] == pd.Timestamp("2003-09-25T12:36:28Z")


def test_a_column_with_repeats_reads_each_row_as_normalize_does(model):
    # Repeats, NA of four kinds between them, a day-first row that decides only by its repeats
    # (3 rows against 2 month-first texts), and labels that are not positions.
    values = ["25/04/2015", None, "04/25/2015", "25/04/2015", np.nan, "12/25/2015", pd.NA,
              "25/04/2015", "3/4/15", pd.NaT, "hello", "3/4/15"]
    series = pd.Series(values, index=[f"r{i}" for i in range(len(values))], dtype=object)
    frame = dates.to_iso(series, model)
    texts = [v for v in values if isinstance(v, str)]
    expected = iter(model.normalize(texts))  # row by row, the column read as one
    for label, value in series.items():
        row = frame.loc[label]
        if not isinstance(value, str):
            assert row[["output", "marks", "error"]].isna().all() and np.isnan(row["probability"])
            continue
        result = next(expected)
        assert row["output"] == result.output and row["order"] == result.order, label
        assert row["marks"] == ",".join(result.marks) and row["probability"] == result.probability
    assert frame.loc["r8", "output"] == "2015-04-03" and frame.loc["r11", "output"] == "2015-04-03"
    assert frame.loc["r2", "marks"] == "inconsistent"
    coerced = dates.to_iso(series, model, errors="coerce")
    assert list(coerced.fillna("NA")) == [
        "2015-04-25", "NA", "2015-04-25", "2015-04-25", "NA", "2015-12-25", "NA", "2015-04-25",
        "NA", "NA", "NA", "NA"]  # 3/4/15 ambiguous, hello no date
    with pytest.raises(ValueError, match=r"index 'r8', '3/4/15'.*ambiguous"):
        dates.to_iso(series, model, errors="raise")
    with pytest.raises(TypeError, match=r"index 'r2' is 7 \(a int\)"):
        dates.to_iso(pd.Series(["3/4/15", None, 7, 7.5], index=["r0", "r1", "r2", "r3"]), model)
    strings = dates.to_iso(series.astype("string"), model)  # pandas' string dtype reads the same
    pd.testing.assert_frame_equal(strings, frame)


def test_bad_items_and_options(model):
    with pytest.raises(TypeError, match=r"index 'b' is 3 \(a int\)"):
        dates.to_iso(pd.Series(["3 march 2015", 3], index=["a", "b"]), model)
    with pytest.raises(ValueError, match="errors must be"):
        dates.to_iso(pd.Series(["3 march 2015"]), model, errors="ignore")
    with pytest.raises(ValueError, match="order"):
        dates.to_iso(pd.Series(["3/4/15"]), model, order="dym")
    with pytest.raises(TypeError, match="DataFrame"):
        dates.to_iso(pd.DataFrame({"a": ["3/4/15"]}), model)
    with pytest.raises(TypeError, match="dates.Model"):
        dates.to_iso(pd.Series(["3/4/15"]), "checkpoints/student")
