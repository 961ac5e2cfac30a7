#!/usr/bin/python3
"""Build data/languages-tenth/ (the tenth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/tenth_build.py [--dry-run]

Deterministic (seed `tenth-20261206-blind`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines and
`date` and `ls` formats of tenth_hand.py (32 hand lines, 4 `date` lines, 4 `ls`
lines).  Every date is drawn by the seeded generator, uniformly (1900..2045;
1900..1990 for templates marked 'birth', 1900..2015 for 'past', 1995..2045 for
'recent'; 1902..2024 for the `ls` lines, so that an `ls` line of a file dated
then prints its year whenever it is run again); times 8:00..21:59 (13..18 h for
'pm').  The target is the drawn date restricted to the fields the line writes,
never computed by a date parser and never typed.  A draw is repeated when the
line breaks a rule of tenth_check (fifth_check.problems(), a source already used
here or in an earlier set, a target already in the file, a full date in the
language's file of an earlier set).  The build stops (rather than drawing again)
when a template's fixed text reads as a weekday or when a template could give a
line over 80 characters on some day of the year, so that no draw is biased
towards a weekday or towards short names.  --dry-run prints the counts and
writes nothing.
"""
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import tenth_hand as H                       # noqa: E402

SEED = 'tenth-20261206-blind'
OUT = os.path.join(L.ROOT, 'data', 'languages-tenth')
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))


def draw(rng, opts):
    dt = S.draw_day(rng, *S.span(opts, ('ls', 'birth', 'past', 'recent')))
    h = S.draw_hour(rng, opts, ('pm',))
    return dt, (h, S.draw_minute(rng))


def render(lang, tmpl, opts, dt, tm):
    h, mi = tm
    return S.render(tmpl, S.fields(H, lang, dt, h, mi), opts, brackets=False)


def longest(lang, tmpl, opts):
    """The longest line the template gives on any day of a common and a leap year."""
    best = ''
    for year in (2031, 2032):
        dt = datetime.date(year, 1, 1)
        while dt.year == year:
            for tm in ((12, 45), (21, 45), (18, 45)):
                s = render(lang, tmpl, opts, dt, tm)
                if len(s) > len(best):
                    best = s
            dt += datetime.timedelta(days=1)
    return best


def check_length(lang, tmpl, opts):
    long_line = longest(lang, tmpl, opts)
    if len(long_line) > 80:
        raise SystemExit('%s: template %r can give %d characters: %r' % (
            lang, tmpl, len(long_line), long_line))


def accept(lf, writes_weekday, what):
    """S.take_drawn's accept: a line (stops on an empty one) whose weekdays pass
    S.weekday_check, whose target is new to the file, and that fits."""
    def ok(dt, src, tgt):
        if not src:
            raise SystemExit('%s: %r printed nothing' % (lf.lang, what))
        return (S.weekday_check(lf.lang, src, writes_weekday, dt.weekday(), what)
                and S.fresh_target(lf, tgt) and lf.fits(src, tgt))
    return ok


def build():
    return S.build_set('languages-tenth', SEED, lambda lf, rng: S.fill_language(
        lf, H.LANGS[lf.lang], HAND_COUNTS, lambda opts: draw(rng, opts), render, accept,
        labels=('%r',) * 3, template_check=check_length))


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
