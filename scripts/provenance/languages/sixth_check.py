#!/usr/bin/python3
"""Validate data/languages-sixth/ (the sixth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/sixth_check.py [--rerun]

The checks of fifth_check.main(), run on this directory (imported, not
copied): 40 lines of three tab-separated columns per file (UTF-8, no
carriage return), stripped sources of 1..80 characters without a tab,
origin `hand` or `glibc-date`, well-formed targets of real dates
(langcommon.check_target), weekday agreement (langcommon.WeekdayFinder),
the one-reading rule and no two-digit year (fifth_check.problems(), which
is fourth_check.problems() plus the two-digit-year check), no source twice
across all files, no full date twice in one file, 4..6 no-date lines per
language, provenance.tsv matching the files row by row, and no overlap
with the earlier sets: no source of any .tsv file of data/languages*
(other than this directory) or data/real* is a source here, and no full
date of a language file of an earlier multilingual set is a full date of
the same language's file here (compared by program, never printed).  With
--rerun every `date` command of provenance.tsv is run again and must print
its source.  Added here: at least 30 `hand` lines and at most 10
`glibc-date` lines per language, and a register named for every hand row
of provenance.tsv.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402

SIXTH = os.path.join(L.ROOT, 'data', 'languages-sixth')
DATA = os.path.join(L.ROOT, 'data')


def earlier_dirs():
    """Every data/languages* and data/real* directory but this one."""
    return sorted(os.path.join(DATA, d) for d in os.listdir(DATA)
                  if (d.startswith('languages') or d.startswith('real'))
                  and d != 'languages-sixth'
                  and os.path.isdir(os.path.join(DATA, d)))


def problems(src, target, lang):
    return fifth_check.problems(src, target, lang)


def extra_checks():
    errs = []
    for lang in L.LANGS:
        path = os.path.join(SIXTH, lang + '.tsv')
        if not os.path.exists(path):
            continue            # reported by fifth_check.main()
        rows = [r for _, r in L.read_rows(path, 3)]
        hand = sum(1 for r in rows if len(r) == 3 and r[2] == 'hand')
        glibc = sum(1 for r in rows if len(r) == 3 and r[2] == 'glibc-date')
        if hand < 30:
            errs.append('%s.tsv: %d hand lines, under 30' % (lang, hand))
        if glibc > 10:
            errs.append('%s.tsv: %d glibc-date lines, over 10' % (lang,
                                                                  glibc))
    prov = os.path.join(SIXTH, 'provenance.tsv')
    if os.path.exists(prov):
        for n, row in L.read_rows(prov, 4):
            if len(row) == 4 and row[2] == 'hand' and \
                    len(row[3]) <= len('hand: '):
                errs.append('provenance.tsv:%d: no register named' % n)
    return errs


def main():
    # fifth_check.main() reads its directory and the earlier sets through
    # these module globals: point them at this set.
    fifth_check.FIFTH = SIXTH
    fifth_check.earlier_dirs = earlier_dirs
    errs = extra_checks()
    try:
        fifth_check.main()
    except SystemExit as e:
        code = e.code
    else:
        code = 0
    for e in errs:
        print(e)
    print('%d errors in the additional checks (hand >= 30, glibc <= 10, '
          'registers)' % len(errs))
    sys.exit(1 if (code or errs) else 0)


if __name__ == '__main__':
    main()
