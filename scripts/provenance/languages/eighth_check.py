#!/usr/bin/python3
"""Validate data/languages-eighth/ (the eighth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/eighth_check.py [--rerun]

The checks of fifth_check.check_set() (imported, not copied), as for the
seventh set, which also holds `ls` lines (origin `glibc-ls`): 40 lines of
three tab-separated columns per file (UTF-8, no carriage return), stripped
sources of 1..80 characters without a tab, origin `hand`, `glibc-date` or
`glibc-ls`, well-formed targets of real dates (langcommon.check_target),
weekday agreement (langcommon.WeekdayFinder), the one-reading rule and no
two-digit year (fifth_check.problems()), no source twice across all files, no
full date twice in one file, 4..6 no-date lines per language, provenance.tsv
matching the files row by row with a register named for every hand row and a
well-formed command for every machine row, and no overlap with the earlier
sets (every other data/languages* and data/real* directory, the seventh
included; compared by program, never printed).  Added here: exactly 32
`hand`, 4 `glibc-date` and 4 `glibc-ls` lines per language, and per language
16 full dates, 9 months + years, 10 days + months and 5 lines without a date.
With --rerun every `date` and `ls` command of provenance.tsv is run again (in
a temporary directory for `ls`, as seventh_check.rerun_ls does) and must print
its source.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fifth_check                           # noqa: E402
import seventh_check                         # noqa: E402

PER_LANG = {'hand': 32, 'glibc-date': 4, 'glibc-ls': 4}
PER_KIND = {'full': 16, 'month': 9, 'no year': 10, 'none': 5}


def exact_counts(lang, counts, lines):
    errs = ['%d %s lines, not %d' % (counts[o], o, k)
            for o, k in PER_LANG.items() if counts[o] != k]
    errs += ['%d %s lines, not %d' % (counts[k], k, n)
             for k, n in PER_KIND.items() if counts[k] != n]
    return errs


def main():
    errs = fifth_check.check_set(
        'languages-eighth', {'hand': None, 'glibc-date': fifth_check.DATE_COMMAND,
                             'glibc-ls': (seventh_check.LS_CMD, seventh_check.rerun_ls)},
        exact_counts, '--rerun' in sys.argv)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
