#!/usr/bin/env python3
"""Inputs for timing `dates translate` on real strings and on a repeating column (issue 24).

    /usr/bin/python3 scripts/bench/column_inputs.py OUT_DIR [--lines 100000] [--distinct 0.1]

writes two files of --lines lines each, from the sources of the independent real-world set
(data/real-world/real-world.tsv, times.tsv, ambiguous.tsv and columns.tsv; nothing the model was
trained on):

  OUT_DIR/distinct.txt  the sources in order, repeated until there are --lines, each repeat k
                        made distinct by moving every four-digit year 1900..2099 by k years
                        (within that range), or else the last two-digit number after a date
                        separator by k (mod 100): the same shapes, other dates, so that reading a
                        line once does not answer its repeats. Lines with neither repeat
                        unchanged; the script prints the share of distinct lines.
  OUT_DIR/column.txt    a column in which a share --distinct of the rows are distinct: the first
                        lines * distinct lines of distinct.txt, each repeated 1 / distinct times,
                        shuffled (seed 24).

Then time, e.g. (README, "Reading a column"):

    /usr/bin/time -f '%e s' build/app/dates translate --threads 1 < OUT_DIR/distinct.txt > /dev/null
"""
import argparse
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = ["real-world.tsv", "times.tsv", "ambiguous.tsv", "columns.tsv"]
YEAR = re.compile(r"(?<!\d)(19\d\d|20\d\d)(?!\d)")
# The last two-digit number after a date separator, not part of a time: `03/04/15`, `7 4 76`.
TWO_DIGITS = re.compile(r"(?<=[/.\- ])(\d\d)(?![\d:])(?!.*(?<![\d:])\d\d(?![\d:]))")


def sources():
    lines = []
    for name in SOURCES:
        text = (ROOT / "data" / "real-world" / name).read_text(encoding="utf-8")
        for line in text.splitlines():
            fields = line.split("\t")
            # columns.tsv: column id first, then the source.
            lines.append(fields[1] if name == "columns.tsv" else fields[0])
    return lines


def moved(line, k):
    if YEAR.search(line):
        return YEAR.sub(lambda m: str(1900 + (int(m.group(1)) - 1900 + k) % 200), line)
    return TWO_DIGITS.sub(lambda m: f"{(int(m.group(1)) + k) % 100:02}", line, count=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out_dir", type=pathlib.Path)
    parser.add_argument("--lines", type=int, default=100000)
    parser.add_argument("--distinct", type=float, default=0.1)
    arguments = parser.parse_args()
    base = sources()
    distinct = []
    k = 0
    while len(distinct) < arguments.lines:
        distinct += [moved(line, k) for line in base]
        k += 1
    distinct = distinct[:arguments.lines]
    kept = distinct[:int(arguments.lines * arguments.distinct)]
    repeats = round(1 / arguments.distinct)
    column = [line for line in kept for _ in range(repeats)][:arguments.lines]
    random.Random(24).shuffle(column)
    arguments.out_dir.mkdir(parents=True, exist_ok=True)
    (arguments.out_dir / "distinct.txt").write_text("\n".join(distinct) + "\n", encoding="utf-8")
    (arguments.out_dir / "column.txt").write_text("\n".join(column) + "\n", encoding="utf-8")
    print(f"{arguments.out_dir}/distinct.txt: {len(distinct)} lines from {len(base)} real-world "
          f"sources, {len(set(distinct))} distinct ({len(set(distinct)) / len(distinct):.1%})")
    print(f"{arguments.out_dir}/column.txt: {len(column)} lines, {len(set(column))} distinct "
          f"({len(set(column)) / len(column):.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
