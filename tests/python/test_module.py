"""dates (the Python module) against `dates translate`, and its errors and threads."""

import json
import subprocess
import threading
import time

import pytest

import dates
from conftest import MODEL, real_world_inputs


@pytest.mark.parametrize("name", ["real-world.tsv", "times.tsv"])
def test_answers_equal_translate_jsonl_field_for_field(model, dates_binary, name):
    inputs = real_world_inputs(name)
    # Standard input written at once: one column under --order auto, as normalize() reads it.
    run = subprocess.run(
        [dates_binary, "translate", "--checkpoint", str(MODEL), "--format", "jsonl"],
        input="\n".join(inputs) + "\n", capture_output=True, text=True, check=True,
    )
    expected = [json.loads(line) for line in run.stdout.splitlines()]
    results = model.normalize(inputs)
    assert len(results) == len(expected) == len(inputs)
    for text, result, line in zip(inputs, results, expected):
        got = result.as_dict()
        got["input"] = text
        assert line.pop("input") == text
        for field in ("output", "date", "time", "offset", "calendar", "order", "marks", "error",
                      "withheld"):
            assert got[field] == line.get(field, ""), (text, field)
        # JSON carries 15 significant digits.
        assert got["probability"] == pytest.approx(line["probability"], rel=1e-12, abs=1e-15), text
        assert len(got["nbest"]) == len(line["nbest"]), text
        for mine, theirs in zip(got["nbest"], line["nbest"]):
            assert mine["output"] == theirs["output"] and mine["marks"] == theirs["marks"], text
            assert mine["probability"] == pytest.approx(theirs["probability"], rel=1e-12, abs=1e-15)


def test_one_input_and_its_parts(model):
    result = model.normalize_one("Thu Sep 25 10:36:28 BRST 2003")
    assert (result.output, result.date, result.time, result.offset) == (
        "2003-09-25T10:36:28-02:00", "2003-09-25", "10:36:28", "-02:00")
    assert 0.5 < result.probability <= 1.0 and result.error == "" and not result.has_warning
    assert result.nbest[0].output == result.output
    assert model.normalize_one("Thu Sep 25 10:36:28 BRST 2003", output="date").output == "2003-09-25"


def test_a_guess_is_withheld_unless_kept(model):
    # Finnish (maaliskuuta: March) is no language of the model: a doubted reading naming a month
    # the text does not write is withheld; keep_guesses gives it as read.
    kept = model.normalize_one("3. maaliskuuta 2015", keep_guesses=True)
    judged = model.normalize_one("3. maaliskuuta 2015")
    if "low-confidence" in kept.marks and "unknown-month" in kept.marks:
        assert (judged.output, judged.date, judged.withheld) == ("", "", kept.output)
        assert judged.marks == ["low-confidence", "unknown-month", "no-date"]
    else:
        assert (judged.output, judged.withheld) == (kept.output, "")
    assert kept.withheld == "" and kept.output != ""


def test_a_call_is_a_column(model):
    # 25/04/2015 fits day first only: it decides the column, and 3/4/15 is 3 April.
    first, second = model.normalize(["3/4/15", "25/04/2015"])
    assert (first.output, first.order) == ("2015-04-03", "dmy")
    assert "ambiguous" in first.marks and second.output == "2015-04-25"
    assert model.normalize(["3/4/15"], order="mdy")[0].output == "2015-03-04"
    _, summary = model.normalize_column(["3/4/15", "25/04/2015"])
    assert summary["order"] == "dmy" and summary["decided"] and summary["decided_by"] == 1


def test_pieces_of_a_column_read_as_the_whole(model):
    # The day-first evidence is all in the second piece: read alone, the first piece would be
    # month first.
    whole = ["3/4/15", "5/6/2001", "7/8/99", "31/12/1999", "13/01/2020", "1/2/03"]
    pieces = [whole[:3], whole[3:]]
    votes = [model.column_votes(piece) for piece in pieces]
    assert [sum(c) for c in zip(*votes)] == model.column_votes(whole)
    summary = model.decide_column([sum(c) for c in zip(*votes)])
    assert summary["order"] == "dmy" and summary["decided_by"] == 2
    alone = [r.output for r in model.normalize(pieces[0])]
    assert alone[0] == "2015-03-04"  # the piece alone: the model's default, month first
    read = [r.as_dict() for piece in pieces
            for r in model.normalize(piece, column_order=summary["order"])]
    assert read == [r.as_dict() for r in model.normalize(whole)]


def test_a_columns_repeats_are_read_once_and_every_row_votes(model):
    # Three day-first rows of one text against two month-first texts: by rows day first wins
    # (3 votes to 2); counted by distinct texts month first would (1 to 2).
    column = ["25/04/2015", "04/25/2015", "25/04/2015", "12/25/2015", "25/04/2015", "3/4/15"]
    results, indices = model.normalize_distinct(column)
    assert indices == [0, 1, 0, 2, 0, 3]
    assert [r.output for r in results] == ["2015-04-25", "2015-04-25", "2015-12-25", "2015-04-03"]
    # Each distinct text reads as it does in a day-first column decided beforehand.
    alone = model.normalize(["25/04/2015", "04/25/2015", "12/25/2015", "3/4/15"], column_order="dmy")
    assert [r.as_dict() for r in results] == [r.as_dict() for r in alone]
    rows, summary = model.normalize_column(column)
    assert summary["order"] == "dmy" and summary["decided_by"] == 3 and summary["inconsistent"] == 2
    assert [r.as_dict() for r in rows] == [results[k].as_dict() for k in indices]
    # A repeated text shares its (read-only) Result: a million rows are not a million objects.
    assert rows[0] is rows[2] is rows[4] and rows[0] is not rows[1]
    with pytest.raises(AttributeError):
        rows[0].output = "1999-01-01"
    assert model.normalize_distinct([]) == ([], [])


def test_errors_name_the_item_or_the_option(model, tmp_path):
    with pytest.raises(TypeError, match=r"item 1 is 3 \(a int\), expected str"):
        model.normalize(["3 march 2015", 3])
    with pytest.raises(TypeError, match="normalize_one"):
        model.normalize("3 march 2015")
    with pytest.raises(TypeError, match="expected str"):
        model.normalize_one(None)
    with pytest.raises(ValueError, match="item 0 .*UTF-8"):
        model.normalize(["\ud800"])
    with pytest.raises(ValueError, match="order"):
        model.normalize(["3/4/15"], order="dym")
    with pytest.raises(ValueError, match="threads"):
        model.normalize(["3/4/15"], threads=0)
    with pytest.raises(ValueError, match="column_order"):
        model.normalize(["3/4/15"], order="mdy", column_order="dmy")
    with pytest.raises(ValueError, match="column votes"):
        model.decide_column([1, 2, 3])
    missing = tmp_path / "no-such-model"
    with pytest.raises(ValueError, match="no-such-model"):
        dates.load(missing)
    bad = tmp_path / "model.safetensors"
    bad.write_bytes(b"not a safetensors file")
    with pytest.raises(ValueError, match="model.safetensors"):
        dates.load(bad)


def test_a_model_is_not_pickled(model):
    import pickle

    with pytest.raises(TypeError, match="not sent between processes"):
        pickle.dumps(model)


def test_refused_inputs_come_back_with_their_error(model):
    empty, long = model.normalize(["", "9" * 5000])
    assert empty.output == "" and empty.error and empty.marks == ["unreadable"]
    assert long.error and long.marks == ["too-long"] and long.nbest == []


def test_threads_share_one_model_and_get_the_answers_alone(model):
    inputs = real_world_inputs("real-world.tsv")
    slices = [inputs[i::4] for i in range(4)]
    alone = [[r.as_dict() for r in model.normalize(s)] for s in slices]
    together = [None] * 4

    def read(k):
        together[k] = [r.as_dict() for r in model.normalize(slices[k])]

    threads = [threading.Thread(target=read, args=(k,)) for k in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert together == alone


def test_the_gil_is_released_while_decoding(model):
    # A Python thread notes the time while the main thread decodes. With the GIL held for the
    # whole call it could note nothing inside the call but at its edges (a switch just before it
    # or just after it returns), so only the middle 80% of the call is counted.
    # Distinct inputs (repeats would be read once): 20,000 dates, about 0.4 s to decode.
    months = ["january", "march", "may", "july", "august", "october", "december"]
    inputs = [f"{day} {month} {year}" for day in range(1, 29) for month in months
              for year in range(1800, 1930)][:20000]
    model.normalize(inputs[:10])
    stamps = []
    done = threading.Event()

    def note():
        while not done.is_set():
            stamps.append(time.perf_counter())

    noter = threading.Thread(target=note)
    noter.start()
    try:
        time.sleep(0.01)
        start = time.perf_counter()
        model.normalize(inputs)
        end = time.perf_counter()
    finally:
        done.set()
        noter.join()
    margin = 0.1 * (end - start)
    inside = sum(1 for stamp in stamps if start + margin < stamp < end - margin)
    assert end - start > 0.05, "the call is too short to tell"
    assert inside > 100


def test_help_says_what_the_module_does():
    assert "ISO 8601" in dates.__doc__ and dates.__version__
    assert "column" in dates.Model.normalize.__doc__
    assert "output" in dates.Result.__doc__
