#!/usr/bin/python3
"""Validate data/languages-sixth/ (the sixth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/sixth_check.py [--rerun]

The checks of fifth_check.check_set() (imported, not copied): 40 lines of
three tab-separated columns per file (UTF-8, no carriage return), stripped
sources of 1..80 characters without a tab, origin `hand` or `glibc-date`,
well-formed targets of real dates (langcommon.check_target), weekday
agreement (langcommon.WeekdayFinder), the one-reading rule and no two-digit
year (fifth_check.problems(), which is fourth_check.problems() plus the
two-digit-year check), no source twice across all files, no full date twice
in one file, 4..6 no-date lines per language, provenance.tsv matching the
files row by row with a register named for every hand row, and no overlap
with the earlier sets: no source of any .tsv file of data/languages* (other
than this directory) or data/real* is a source here, and no full date of a
language file of an earlier multilingual set is a full date of the same
language's file here (compared by program, never printed).  With --rerun
every `date` command of provenance.tsv is run again and must print its
source.  Added here: at least 30 `hand` lines and at most 10 `glibc-date`
lines per language.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fifth_check                           # noqa: E402


def counts_of_origins(lang, counts, lines):
    errs = []
    if counts['hand'] < 30:
        errs.append('%d hand lines, under 30' % counts['hand'])
    if counts['glibc-date'] > 10:
        errs.append('%d glibc-date lines, over 10' % counts['glibc-date'])
    return errs


def main():
    errs = fifth_check.check_set(
        'languages-sixth', {'hand': None, 'glibc-date': fifth_check.DATE_COMMAND},
        counts_of_origins, '--rerun' in sys.argv)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
