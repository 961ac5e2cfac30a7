#!/usr/bin/env python3
"""Checks the reading rule of numeric dates (lib/include/dates/data/reading_order.h) against an
independent reader, python-dateutil's `parse`, on the numeric lines of a real-world split.

Usage: /usr/bin/python3 scripts/checks/check_reading_rule.py [data/real/test.tsv]

For each `a/b/c` or `a-b-c` source of the "numeric" family, dateutil reads it with the line's
convention (mdy: default; dmy: dayfirst=True; ymd: yearfirst=True) and must give the target,
except where the rule documents that it differs:
  * a year first (four digits, or two above 31) is year-month-day under every convention
    (dateutil's dayfirst reads 2003/09/05 as 9 May and 81/12/05 as 12 May);
  * where the convention's reading is not a real date the rule takes the next reading that is
    (dateutil raises: `09/02/29` with yearfirst names 2009-02-29);
  * two-digit years pivot at 69 (POSIX) where dateutil keeps them within 50 years of today, so
    only the last two digits of the year are compared for them.
Exits 1 and lists the disagreements if there is any other.
"""
import datetime
import re
import sys

from dateutil import parser

FLAGS = {"mdy": {}, "dmy": {"dayfirst": True}, "ymd": {"yearfirst": True}}


def main(path):
    checked = skipped = fallbacks = 0
    wrong = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            source, target, family, order = line.rstrip("\n").split("\t")
            match = re.fullmatch(r"(\d+)([/-])(\d+)\2(\d+)", source)
            if family != "numeric" or not match:
                continue
            first, _, _, last = match.groups()
            if len(first) == 4 or int(first) > 31:
                skipped += 1  # year first: documented difference under dayfirst
                continue
            try:
                read = parser.parse(source, default=datetime.datetime(1, 1, 1), **FLAGS[order])
            except (ValueError, OverflowError):
                fallbacks += 1  # the convention's reading is impossible: documented fallback
                continue
            got = read.date().isoformat()
            two_digit_year = max(len(part) for part in match.group(1, 3, 4)) <= 2
            same = got[2:] == target[2:] if two_digit_year else got == target
            checked += 1
            if not same:
                wrong.append((source, order, target, got))
    print(f"{checked} numeric dates compared with dateutil, {len(wrong)} disagree; skipped as "
          f"documented: {skipped} year first, {fallbacks} where dateutil finds no date")
    for source, order, target, got in wrong[:20]:
        print(f"  {source!r} ({order}): ours {target}, dateutil {got}")
    if checked < 100:
        print("too few numeric lines to check")
        return 1
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "data/real/test.tsv"))
