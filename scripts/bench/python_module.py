#!/usr/bin/env python3
"""What the Python module costs beside `dates translate`, and how the Dask recipe scales (issue 26).

    PYTHONPATH=build/python /usr/bin/python3 scripts/bench/python_module.py \
        [--dates build/app/dates] [--checkpoint checkpoints/student] [--lines 10000] \
        [--dask-lines 40000] [--repeats 3]

Inputs: scripts/bench/column_inputs.py --generated 0.5 (real-world sources made distinct, half
generated lines), in a temporary directory.

1. Calling from Python: `dates translate --threads 1` on the --lines lines (standard input, TSV
   to /dev/null), less the same command on one line (start-up and model load), against
   Model.normalize(lines, threads=1) timed in this process with the model loaded once, and
   dates.to_iso on a pandas Series of the lines. Interleaved, medians of --repeats.
2. A column with repeats: column_inputs.py's column (--column-lines rows, 10% distinct, as
   issue 25's bench): `dates translate --threads 1` on it (start-up subtracted as above) against
   Model.normalize, dates.to_iso (errors "mark" and "coerce") and, for reference, pandas' own
   pd.to_datetime(errors="coerce") (python-dateutil under it for mixed formats, each distinct
   string once: its cache). Interleaved, medians of --repeats.
3. Dask: dates.dask.to_iso on --dask-lines lines in 8 partitions, on a LocalCluster of 1 and then
   2 worker processes (one thread each), each cluster warmed up first (every worker has loaded
   the model); the time of the votes pass and of computing the read frame, medians of --repeats.

Run it on a quiet machine: every figure is a wall-clock time.
"""
import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
# scripts/bench/distributed.py (the training benchmark) would shadow Dask's `distributed`.
sys.path[:] = [entry for entry in sys.path if pathlib.Path(entry or ".").resolve() != HERE]


def wall(command, stdin_path):
    with open(stdin_path, "rb") as stdin:
        start = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)
        return time.perf_counter() - start


def bench_calls(args, lines, distinct_path, one_line_path):
    import pandas as pd

    import dates

    model = dates.load(args.checkpoint)
    model.normalize(lines[:100])  # first-call set-up (worker threads, buffers)
    translate = [args.dates, "translate", "--checkpoint", args.checkpoint, "--threads", "1"]
    series = pd.Series(lines)
    times = {"translate": [], "translate_startup": [], "normalize": [], "to_iso": []}
    for _ in range(args.repeats):
        times["translate"].append(wall(translate, distinct_path))
        times["translate_startup"].append(wall(translate, one_line_path))
        start = time.perf_counter()
        model.normalize(lines, threads=1)
        times["normalize"].append(time.perf_counter() - start)
        start = time.perf_counter()
        dates.to_iso(series, model)
        times["to_iso"].append(time.perf_counter() - start)
    median = {key: statistics.median(values) for key, values in times.items()}
    decode = median["translate"] - median["translate_startup"]
    print(f"calls: {len(lines)} lines, medians of {args.repeats}")
    print(f"  dates translate --threads 1     {median['translate']:.3f} s "
          f"(one line: {median['translate_startup']:.3f} s; the lines less that: {decode:.3f} s, "
          f"{len(lines) / decode:,.0f} lines/s)")
    print(f"  Model.normalize(threads=1)      {median['normalize']:.3f} s "
          f"({len(lines) / median['normalize']:,.0f} lines/s, {median['normalize'] / decode:.3f}x "
          "translate's)")
    print(f"  dates.to_iso(Series)            {median['to_iso']:.3f} s "
          f"({len(lines) / median['to_iso']:,.0f} lines/s, {median['to_iso'] / decode:.3f}x)")


def quietly(function, *args, **kwargs):
    """function(*args, **kwargs) without its warnings (dateutil warns of every zone it drops)."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return function(*args, **kwargs)


def bench_column(args, rows, column_path, one_line_path):
    import pandas as pd

    import dates

    model = dates.load(args.checkpoint)
    model.normalize(rows[:100])
    translate = [args.dates, "translate", "--checkpoint", args.checkpoint, "--threads", "1"]
    series = pd.Series(rows, dtype="string")
    calls = {
        "normalize": lambda: model.normalize(rows, threads=1),
        "to_iso": lambda: dates.to_iso(series, model),
        "to_iso_coerce": lambda: dates.to_iso(series, model, errors="coerce"),
        "pd.to_datetime": lambda: quietly(pd.to_datetime, series, errors="coerce"),
    }
    times = {"translate": [], "translate_startup": [], **{name: [] for name in calls}}
    for _ in range(args.repeats):
        times["translate"].append(wall(translate, column_path))
        times["translate_startup"].append(wall(translate, one_line_path))
        for name, call in calls.items():
            start = time.perf_counter()
            call()
            times[name].append(time.perf_counter() - start)
    median = {key: statistics.median(values) for key, values in times.items()}
    decode = median["translate"] - median["translate_startup"]
    print(f"column: {len(rows)} rows, {len(set(rows))} distinct, medians of {args.repeats}")
    print(f"  dates translate --threads 1     {median['translate']:.3f} s "
          f"(less its one-line call: {decode:.3f} s, {len(rows) / decode:,.0f} rows/s)")
    for name in calls:
        print(f"  {name:<31} {median[name]:.3f} s ({len(rows) / median[name]:,.0f} rows/s, "
              f"{median[name] / decode:.3f}x translate's)")


def load_model_count(path):
    """On a worker: load the model if not yet, and say how many this process holds."""
    import dates.dask

    dates.dask.worker_model(path)
    return dates.dask.loads_in_this_process()


def bench_dask(args, lines):
    import dask.dataframe as dd
    import distributed
    import pandas as pd

    import dates.dask

    column = dd.from_pandas(pd.Series(lines, name="when"), npartitions=8)
    warm = dd.from_pandas(pd.Series(lines[:64], name="when"), npartitions=8)
    print(f"dask: {len(lines)} lines in 8 partitions, medians of {args.repeats}")
    for workers in (1, 2):
        cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1,
                                           processes=True, dashboard_address=None)
        with distributed.Client(cluster) as client:
            read, _ = dates.dask.to_iso(warm, args.checkpoint)
            read.compute()
            loaded = client.run(load_model_count, args.checkpoint)
            votes, reads = [], []
            for _ in range(args.repeats):
                start = time.perf_counter()
                read, _ = dates.dask.to_iso(column, args.checkpoint)
                votes.append(time.perf_counter() - start)
                start = time.perf_counter()
                read.compute()
                reads.append(time.perf_counter() - start)
        cluster.close()
        assert set(loaded.values()) == {1}, f"models loaded by the workers: {loaded}"
        total = statistics.median(votes) + statistics.median(reads)
        print(f"  {workers} worker{'s' if workers > 1 else ' '}  votes {statistics.median(votes):.3f} s, "
              f"read {statistics.median(reads):.3f} s: {len(lines) / total:,.0f} rows/s")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dates", default=str(ROOT / "build" / "app" / "dates"))
    parser.add_argument("--checkpoint", default=str(ROOT / "checkpoints" / "student"))
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--column-lines", type=int, default=100000)
    parser.add_argument("--dask-lines", type=int, default=40000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        lines_needed = max(args.lines, args.dask_lines, args.column_lines)
        subprocess.run([sys.executable, str(HERE / "column_inputs.py"), scratch, "--lines",
                        str(lines_needed), "--generated", "0.5", "--dates", args.dates],
                       check=True, stdout=subprocess.DEVNULL)
        column_rows = pathlib.Path(scratch, "column.txt").read_text(encoding="utf-8").splitlines()
        column_rows = column_rows[: args.column_lines]
        column_path = pathlib.Path(scratch, "column-rows.txt")
        column_path.write_text("\n".join(column_rows) + "\n", encoding="utf-8")
        all_lines = pathlib.Path(scratch, "distinct.txt").read_text(encoding="utf-8").splitlines()
        lines = all_lines[: args.lines]
        distinct_path = pathlib.Path(scratch, "calls.txt")
        distinct_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        one_line_path = pathlib.Path(scratch, "one.txt")
        one_line_path.write_text(lines[0] + "\n", encoding="utf-8")
        print(f"machine: {os.cpu_count()} CPUs; python {sys.version.split()[0]}")
        bench_calls(args, lines, distinct_path, one_line_path)
        bench_column(args, column_rows, column_path, one_line_path)
        bench_dask(args, all_lines[: args.dask_lines])


if __name__ == "__main__":
    main()
