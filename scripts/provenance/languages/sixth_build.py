#!/usr/bin/python3
"""Build data/languages-sixth/ (the sixth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/sixth_build.py [--dry-run]

Deterministic (seed `sixth-20261205`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines
and `date` formats of sixth_hand.py.  Every date is drawn by the seeded
generator (1900..2045; 1900..2015 for templates marked 'past'); the target
is the drawn date restricted to the fields the line writes, never computed
by a date parser.  A draw is repeated when the line breaks a rule of
sixth_check (fifth_check.problems(), a source already used here or in an
earlier set, a full date already in the file or in the language's file of
an earlier set).  --dry-run prints the counts and writes nothing.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import setbuild as S                         # noqa: E402
import sixth_hand as H                       # noqa: E402

SEED = 'sixth-20261205'
OUT = os.path.join(L.ROOT, 'data', 'languages-sixth')
# Hand lines per language and kind, and the no-date lines.
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))


# Registers of the last decades only (no e-mail in 1905).
RECENT = ('e-mail', 'social', 'shipping', 'delivery', 'flight', 'train',
          'product',
          'bus', 'ferry')


def draw(rng, opts):
    lo, hi = (1900, 2015) if opts.get('past') else (1900, 2045)
    if opts.get('recent'):
        lo = 1995
    if opts.get('future'):
        lo, hi = 2027, 2045
    dt = S.draw_day(rng, lo, hi)
    h = S.draw_hour(rng, opts, ('pm',))
    return dt, h, S.draw_minute(rng)


def fields(lang, dt, h, mi):
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d),
         'dd': '%02d' % d, 'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi,
         'h12': str(h - 12 if h > 12 else h),
         'mr': S.ROMAN[m - 1], 'Yh': L.han_year(y), 'mh': L.han_num(m), 'dh': L.han_num(d)}
    for k, names in H.MONTHS.get(lang, {}).items():
        f['M' + k] = names[m - 1]
        f['M' + k + 'C'] = names[m - 1][:1].upper() + names[m - 1][1:]
    for k, names in H.WEEKDAYS.get(lang, {}).items():
        f['W' + k] = names[wd]
    hook = H.EXTRA.get(lang)
    if hook:
        f.update(hook(y, m, d, wd, h, mi))
    return f


def render(lang, tmpl, opts, dt, h, mi):
    s = tmpl.format(**fields(lang, dt, h, mi))
    if opts.get('digits'):
        s = S.native(s, opts['digits'], brackets=False)
    return s.strip()


def build():
    rng = random.Random(SEED)
    old_sources, old_dates = fifth_check.earlier_sets('languages-sixth')
    used = set()
    files = {}
    prov = []
    for lang in L.LANGS:
        spec = H.LANGS[lang]
        language_file = L.LanguageFile(lang, fifth_check.problems, used, old_sources, old_dates, prov)
        fits, take, rows = language_file.fits, language_file.take, language_file.rows

        for kind, count in HAND_COUNTS:
            tmpls = spec[kind]
            for i in range(count):
                t = tmpls[i % len(tmpls)]
                reg, tmpl = t[0], t[1]
                opts = dict(t[2]) if len(t) > 2 else {}
                if reg.startswith(RECENT):
                    opts['recent'] = True
                for _ in range(400):
                    dt, h, mi = draw(rng, opts)
                    if S.skip_draw(kind, dt):
                        continue
                    src = render(lang, tmpl, opts, dt, h, mi)
                    tgt = S.target(kind, dt)
                    if not S.weekday_check(lang, src, '{W' in tmpl,
                                           dt.weekday(), tmpl):
                        continue
                    if fits(src, tgt):
                        take(src, tgt, 'hand', 'hand: ' + reg)
                        break
                else:
                    raise SystemExit('%s: template %r never fits: %r %s' %
                                     (lang, tmpl, src, fifth_check.problems(
                                         src, tgt, lang)))
        S.take_undated(language_file, spec['none'])
        for loc, fmt, kind in spec['date']:
            for _ in range(400):
                dt, h, mi = draw(rng, {})
                if S.skip_draw(kind, dt):
                    continue
                src, where = S.run_date(loc, fmt, S.stamp(dt, (h, mi)))
                tgt = S.target(kind, dt)
                if not S.weekday_check(lang, src, '%A' in fmt or '%a' in fmt,
                                       dt.weekday(), fmt):
                    continue
                if fits(src, tgt):
                    take(src, tgt, 'glibc-date', where)
                    break
            else:
                raise SystemExit('%s: format %r never fits: %r %s' % (
                    lang, fmt, src, fifth_check.problems(src, tgt, lang)))
        files[lang] = rows
    return files, prov


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
