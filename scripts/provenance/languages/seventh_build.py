#!/usr/bin/python3
"""Build data/languages-seventh/ (the seventh multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/seventh_build.py [--dry-run]

Deterministic (seed `seventh-20261205`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines and
`date` and `ls` formats of seventh_hand.py (32 hand lines, 4 `date` lines, 4 `ls`
lines).  Every date is drawn by the seeded generator (1900..2045; 1900..2015 for
templates marked 'past', 1995..2045 for those marked 'recent'; 1902..2024 for the
`ls` lines, so that an `ls` line of a file dated then prints its year whenever it
is run again); the target is the drawn date restricted to the fields the line
writes, never computed by a date parser.  A draw is repeated when the line breaks
a rule of seventh_check (fifth_check.problems(), a source already used here or in
an earlier set, a full date already in the file or in the language's file of an
earlier set).  --dry-run prints the counts and writes nothing.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import seventh_hand as H                     # noqa: E402

SEED = 'seventh-20261205'
OUT = os.path.join(L.ROOT, 'data', 'languages-seventh')
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))


def draw(rng, opts):
    dt = S.draw_day(rng, *S.span(opts, ('ls', 'past', 'recent')))
    if opts.get('dmin') and dt.day < opts['dmin']:
        dt = dt.replace(day=opts['dmin'])
    h = S.draw_hour(rng, opts, ('pm', 'am', 'eve'))
    mi = S.draw_minute(rng)
    s = rng.randint(0, 59)
    dur = rng.choice((30, 45, 60, 60, 90, 120))
    return dt, (h, mi, s, dur)


def render(lang, tmpl, opts, dt, tm):
    h, mi, s, dur = tm
    extra = dict(S.end_fields(h, mi, dur), SS='%02d' % s, do=str(dt.day))
    return S.render(tmpl, S.fields(H, lang, dt, h, mi, extra), opts)


def build():
    return S.build_set('languages-seventh', SEED, lambda lf, rng: S.fill_language(
        lf, H.LANGS[lf.lang], HAND_COUNTS, lambda opts: draw(rng, opts), render,
        S.weekday_fits))


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
