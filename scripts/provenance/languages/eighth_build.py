#!/usr/bin/python3
"""Build data/languages-eighth/ (the eighth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/eighth_build.py [--dry-run]

Deterministic (seed `eighth-20261206`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines and
`date` and `ls` formats of eighth_hand.py (32 hand lines, 4 `date` lines, 4 `ls`
lines).  Every date is drawn by the seeded generator (1900..2045; a template may
name its own range of years, e.g. 1900..1990 for dates of birth, 1900..2015 for
chronologies, 1995..2045 for bills, deadlines and bylines; 1902..2024 for the
`ls` lines, so that an `ls` line of a file dated then prints its year whenever
it is run again); the target is the drawn date restricted to the fields the line
writes, never computed by a date parser.  A draw is repeated when the line breaks
a rule of eighth_check (fifth_check.problems(), a source already used here or in
an earlier set, a full date already in the file or in the language's file of an
earlier set).  A line longer than 80 characters, or fixed text that
langcommon.WeekdayFinder reads as a weekday, stops the build instead (so that no
draw is biased towards short month names or one weekday).  --dry-run prints the
counts and writes nothing.
"""
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import setbuild as S                         # noqa: E402
import eighth_hand as H                      # noqa: E402

SEED = 'eighth-20261206'
OUT = os.path.join(L.ROOT, 'data', 'languages-eighth')
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))
TRIES = 500

# Weekdays (0 = Monday) of offices for templates marked 'workday' (auctions,
# tenders): Sunday..Thursday in Israel and the Arab states, Saturday..Wednesday
# in Iran, Monday..Friday elsewhere.
WORKDAYS = {'he': (6, 0, 1, 2, 3), 'ar': (6, 0, 1, 2, 3), 'fa': (5, 6, 0, 1, 2)}


def draw(rng, opts, lang=None):
    """A date of the template's years and a time: (hour, minute, duration).
    Options: 'am' 8..11 h, 'pm' 13..18 h, 'eve' 17..19 h, 'office' 9..16 h,
    'q' minutes in quarters of an hour (also 'office'), 'workday' a working
    day of the language's country (the date is drawn again until it is one)."""
    lo, hi = S.span(opts, ('ls',), opts.get('years', (1900, 2045)))
    while True:
        dt = S.draw_day(rng, lo, hi)
        if not opts.get('workday') or dt.weekday() in WORKDAYS.get(lang, range(5)):
            break
    h = S.draw_hour(rng, opts, ('pm', 'am', 'eve', 'office'))
    if opts.get('q') or opts.get('office'):
        mi = rng.choice((0, 15, 30, 45))
    else:
        mi = S.draw_minute(rng)
    dur = rng.choice((30, 45, 60, 60, 90, 120))
    return dt, (h, mi, dur)


def render(lang, tmpl, opts, dt, tm, blank_weekdays=False):
    """The line of a template.  With blank_weekdays the weekday fields are empty
    (to check that the fixed text names no weekday)."""
    h, mi, dur = tm
    return S.render(tmpl, S.fields(H, lang, dt, h, mi, S.end_fields(h, mi, dur),
                                   blank_weekdays, hook_weekday=False), opts)


def checked_render(lang, tmpl, opts, dt, tm):
    """render, after fixed_text_check of the line with its weekdays left out."""
    S.fixed_text_check(lang, render(lang, tmpl, opts, dt, tm, True), tmpl)
    return render(lang, tmpl, opts, dt, tm)


def no_weekday(fmt):
    return fmt.replace('%A', '').replace('%a', '')


def date_maker(lang, loc, fmt):
    """S.date_maker, after fixed_text_check of the format's line without its weekday."""
    def make(dt, tm):
        st = S.stamp(dt, tm)
        src, where = S.run_date(loc, fmt, st)
        S.fixed_text_check(lang, S.run_date(loc, no_weekday(fmt), st)[0], fmt)
        return src, where
    return make


def ls_maker(lang, loc, style):
    """S.ls_maker, after fixed_text_check of the style's line without its weekday
    (of the line itself for the default style)."""
    make_ls = S.ls_maker(lang, loc, style)

    def make(dt, tm):
        src, where = make_ls(dt, tm)
        if style:
            S.fixed_text_check(lang, S.run_ls(loc, no_weekday(style), S.stamp(dt, tm)) or '',
                               style)
        else:
            S.fixed_text_check(lang, src, 'ls -l')
        return src, where
    return make


def fit_or_stop(lf, lang, src, tgt, what):
    """True when the line fits; stops on a length problem (not a reason to
    draw again: it would bias the draws)."""
    probs = fifth_check.problems(src, tgt, lang)
    if any('longer than 80' in p for p in probs):
        raise SystemExit('%s: %r gives a line over 80 characters: %r' % (lang, what, src))
    return lf.fits(src, tgt)


def accept(lf, writes_weekday, what):
    """S.take_drawn's accept: stops on a weekday other than the drawn date's; the
    target is new to the file and the line fits."""
    def ok(dt, src, tgt):
        found = S.weekdays_found(lf.lang, src)
        if writes_weekday and any(w != dt.weekday() for w in found):
            raise SystemExit('%s: %r reads another weekday in %r' % (lf.lang, what, src))
        return S.fresh_target(lf, tgt) and fit_or_stop(lf, lf.lang, src, tgt, what)
    return ok


def check_lengths():
    """Stops the build when a template can give a line over 80 characters on
    some day of the year (whatever the draw), so that no redraw is biased
    towards short month or weekday names."""
    days = [datetime.date(2031, 1, 1) + datetime.timedelta(n) for n in range(365)]
    errs = []
    for lang in L.LANGS:
        for kind, _ in HAND_COUNTS:
            for _, tmpl, opts in H.LANGS[lang][kind]:
                longest = max((render(lang, tmpl, opts, dt, (21, 55, 120)) for dt in days),
                              key=len)
                if len(longest) > 80:
                    errs.append('%s: %r can give %d characters: %r' % (
                        lang, tmpl, len(longest), longest))
    if errs:
        raise SystemExit('\n'.join(errs))


def build():
    check_lengths()
    return S.build_set('languages-eighth', SEED, lambda lf, rng: S.fill_language(
        lf, H.LANGS[lf.lang], HAND_COUNTS, lambda opts: draw(rng, opts, lf.lang),
        checked_render, accept, tries=TRIES, makers=(date_maker, ls_maker),
        undated_fits=lambda src, tgt: fit_or_stop(lf, lf.lang, src, tgt, src)))


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
