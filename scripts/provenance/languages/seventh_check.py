#!/usr/bin/python3
"""Validate data/languages-seventh/ (the seventh multilingual set).

    /usr/bin/python3 scripts/provenance/languages/seventh_check.py [--rerun]

The checks of fifth_check.check_set() (imported, not copied), for a set
that also holds `ls` lines (origin `glibc-ls`): 40 lines of three
tab-separated columns per file (UTF-8, no carriage return), stripped sources
of 1..80 characters without a tab, origin `hand`, `glibc-date` or
`glibc-ls`, well-formed targets of real dates (langcommon.check_target),
weekday agreement (langcommon.WeekdayFinder), the one-reading rule and no
two-digit year (fifth_check.problems()), no source twice across all files,
no full date twice in one file, 4..6 no-date lines per language,
provenance.tsv matching the files row by row with a register named for every
hand row and a well-formed command for every machine row, and no overlap
with the earlier sets (compared by program, never printed).  Added here:
exactly 32 `hand`, 4 `glibc-date` and 4 `glibc-ls` lines per language.
With --rerun every `date` and `ls` command of provenance.tsv is run again
(in a temporary directory for `ls`) and must print its source.
"""
import itertools
import os
import re
import shlex
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fifth_check                           # noqa: E402

PER_LANG = {'hand': 32, 'glibc-date': 4, 'glibc-ls': 4}
LS_CMD = re.compile(r"^touch -d '([^']+)' f && (LC_ALL=\S+ TZ=\S+ ls -l .*f)$")


def ls_date(line):
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$', line.rstrip('\n'))
    return m.group(1).strip() if m else None


def rerun_ls(where, src):
    m = LS_CMD.match(where)
    if not m:
        return 'cannot read the ls command %r' % where
    ls = shlex.split(m.group(2))
    # the command's leading NAME=VALUE words (LC_ALL, TZ) are touch's environment too
    environment = list(itertools.takewhile(lambda word: '=' in word, ls))
    with tempfile.TemporaryDirectory() as tmp:
        fifth_check.run_command(environment + ['touch', '-d', m.group(1), 'f'], cwd=tmp)
        got = ls_date(fifth_check.run_command(ls, cwd=tmp))
    return None if got == src else 'ls prints %r' % got


def exact_counts(lang, counts, lines):
    return ['%d %s lines, not %d' % (counts[o], o, k)
            for o, k in PER_LANG.items() if counts[o] != k]


def main():
    errs = fifth_check.check_set(
        'languages-seventh', {'hand': None, 'glibc-date': fifth_check.DATE_COMMAND,
                              'glibc-ls': (LS_CMD, rerun_ls)},
        exact_counts, '--rerun' in sys.argv)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
