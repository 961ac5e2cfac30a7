#!/usr/bin/python3
"""Validate data/languages-ninth/ (the ninth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/ninth_check.py [--rerun]

The checks of fifth_check.check_set() (imported, not copied), as for the
seventh and eighth sets, which also hold `ls` lines (origin `glibc-ls`): 40
lines of three tab-separated columns per file (UTF-8, no carriage return),
stripped sources of 1..80 characters without a tab, origin `hand`,
`glibc-date` or `glibc-ls`, well-formed targets of real dates
(langcommon.check_target), weekday agreement (langcommon.WeekdayFinder), the
one-reading rule and no two-digit year (fifth_check.problems()), no source twice
across all files, no full date twice in one file, 4..6 no-date lines per
language, provenance.tsv matching the files row by row with a register named
for every hand row and a well-formed command for every machine row, and no
overlap with the earlier sets (every other data/languages* and data/real*
directory, the eighth included; compared by program, never printed).  Added
here, as eighth_check does (its exact_counts() is imported): exactly 32 `hand`,
4 `glibc-date` and 4 `glibc-ls` lines per language, and per language 16 full
dates, 9 months + years, 10 days + months and 5 lines without a date; and no
month + year or day + month twice in one file.  With --rerun every `date` and
`ls` command of provenance.tsv is run again (in a temporary directory for `ls`,
as seventh_check.rerun_ls does) and must print its source.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import seventh_check                         # noqa: E402
import eighth_check                          # noqa: E402

THIS = 'languages-ninth'


def counts_and_repeats_of(this):
    """eighth_check's exact counts, and no target of any kind twice in the file (data/THIS)."""
    def counts_and_repeats(lang, counts, lines):
        errs = eighth_check.exact_counts(lang, counts, lines)
        rows = L.read_rows(os.path.join(fifth_check.DATA, this, lang + '.tsv'), 3)
        seen = set()
        for n, row in rows:
            if len(row) == 3 and row[1]:
                if row[1] in seen:
                    errs.append('line %d: target %s twice in the file' % (n, row[1]))
                seen.add(row[1])
        return errs
    return counts_and_repeats


def check(this):
    """The checks above on data/THIS (the ninth set's, and the later sets' built alike); exits
    1 on any error."""
    errs = fifth_check.check_set(
        this, {'hand': None, 'glibc-date': fifth_check.DATE_COMMAND,
               'glibc-ls': (seventh_check.LS_CMD, seventh_check.rerun_ls)},
        counts_and_repeats_of(this), '--rerun' in sys.argv)
    sys.exit(1 if errs else 0)


def main():
    check(THIS)


if __name__ == '__main__':
    main()
