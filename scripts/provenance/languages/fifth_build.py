#!/usr/bin/python3
"""Build data/languages-fifth/ (the fifth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/fifth_build.py [--dry-run]

Deterministic (seed "fifth-20261205"), standard library only.  Hand lines
come from the templates of fifth_hand.py filled with drawn dates (the
target is computed from the drawn date, never typed); glibc-date lines are
the output of `date -d` under the language's locale (fifth_hand.GLIBC).
A drawn date is drawn again when the line breaks a rule of
fifth_check.problems(), when its source is already used (here or in an
earlier set), when its full date is already in the file or in the same
language's file of an earlier set.  Earlier sets are read by program only.
"""
import datetime
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check as C                      # noqa: E402
import fifth_hand as H                       # noqa: E402

SEED = 'fifth-20261205'
OUT = os.path.join(L.ROOT, 'data', 'languages-fifth')
HAND_COUNTS = {'my': 8, 'dm': 8, 'full': 10}
MINUTES = [0, 0, 0, 5, 10, 15, 15, 20, 30, 30, 40, 45, 45, 50]


def draw(rng, flags, kind):
    lo, hi = flags.get('years', (1900, 2045))
    y = rng.randint(lo, hi)
    m = rng.randint(1, 12)
    last = (datetime.date(y + (m == 12), m % 12 + 1, 1) -
            datetime.timedelta(days=1)).day
    if kind == 'dm' and m == 2:
        last = 28
    d = rng.randint(flags.get('dmin', 1), last)
    hh = rng.randint(*flags.get('hours', (8, 21)))
    mi = rng.choice(MINUTES)
    return datetime.datetime(y, m, d, hh, mi)


def target(kind, t):
    if kind == 'full':
        return '%04d-%02d-%02d' % (t.year, t.month, t.day)
    if kind == 'my':
        return '%04d-%02d' % (t.year, t.month)
    if kind == 'dm':
        return 'XXXX-%02d-%02d' % (t.month, t.day)
    return ''


def run_date(loc, t, fmt):
    when = t.strftime('%Y-%m-%d %H:%M:00')
    env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': 'UTC'}
    out = subprocess.run(['date', '-d', when, '+' + fmt], env=env,
                         capture_output=True, check=True).stdout
    src = out.decode('utf-8').rstrip('\n').strip()
    where = 'LC_ALL=%s.UTF-8 TZ=UTC date -d %s %s' % (
        loc, shlex.quote(when), shlex.quote('+' + fmt))
    return src, where


def main():
    dry = '--dry-run' in sys.argv
    old_sources, old_dates = C.earlier_sets()
    used = set()
    files, prov = {}, []
    for lang in L.LANGS:
        if lang not in H.LANGS:
            print('no templates for %s' % lang, file=sys.stderr)
            continue
        spec = H.LANGS[lang]
        rng = random.Random('%s:%s' % (SEED, lang))
        language_file = L.LanguageFile(lang, C.problems, used, old_sources, old_dates, prov)
        ok, add, rows = language_file.fits, language_file.take, language_file.rows

        # glibc-date lines
        for loc, fmt, kind in H.GLIBC[lang]:
            for _ in range(500):
                t = draw(rng, {}, kind)
                src, where = run_date(loc, t, fmt)
                tgt = target(kind, t)
                if kind in ('full', 'my') and \
                        str(t.year) not in L.ascii_digits(src):
                    raise SystemExit('%s %s %r: no 4-digit year in %r'
                                     % (lang, loc, fmt, src))
                if ok(src, tgt):
                    add(src, tgt, 'glibc-date', where)
                    break
            else:
                raise SystemExit('%s: no line for %r' % (lang, fmt))
        # hand lines with dates
        for kind, count in HAND_COUNTS.items():
            temps = [x for x in spec['T'] if x[0] == kind]
            if not temps:
                raise SystemExit('%s: no %s templates' % (lang, kind))
            for i in range(count):
                tp = temps[i % len(temps)]
                _, reg, text = tp[:3]
                flags = tp[3] if len(tp) > 3 else {}
                for _ in range(500):
                    t = draw(rng, flags, kind)
                    src = text.format_map(H.fields(lang, t))
                    tgt = target(kind, t)
                    if ok(src, tgt):
                        add(src, tgt, 'hand', 'hand: %s' % reg)
                        break
                else:
                    raise SystemExit('%s: no line for %r' % (lang, text))
        # hand lines without a date
        for reg, src in spec['N']:
            if not ok(src, ''):
                raise SystemExit('%s: bad no-date line %r: %s' % (
                    lang, src, C.problems(src, '', lang)))
            add(src, '', 'hand', 'hand: %s' % reg)
        files[lang] = rows
    if dry:
        for lang, rows in files.items():
            for r in rows:
                print('%s\t%s' % (lang, '\t'.join(r)))
        return
    L.write_set(OUT, files, prov)
    print('wrote %d files, %d lines' % (len(files),
                                         sum(map(len, files.values()))))


if __name__ == '__main__':
    main()
