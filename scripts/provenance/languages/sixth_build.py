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
import datetime
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import sixth_hand as H                       # noqa: E402

SEED = 'sixth-20261205'
OUT = os.path.join(L.ROOT, 'data', 'languages-sixth')
KIND_TARGET = {'full': '%04d-%02d-%02d', 'month': '%04d-%02d',
               'noyear': 'XXXX-%02d-%02d'}
# Hand lines per language and kind, and the no-date lines.
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))


ROMAN = 'I II III IV V VI VII VIII IX X XI XII'.split()
NATIVE = {'arab': 0x0660, 'persian': 0x06F0, 'deva': 0x0966, 'thai': 0x0E50,
          'full': 0xFF10}


def native(s, which):
    base = NATIVE[which]
    return ''.join(chr(base + ord(c) - 48) if '0' <= c <= '9' else c
                   for c in s)


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
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 31).toordinal()
    dt = datetime.date.fromordinal(rng.randint(start, end))
    if opts.get('pm'):
        h = rng.randint(13, 18)
    else:
        h = rng.randint(8, 21)
    mi = rng.choice(range(0, 60, 5)) if rng.random() < 0.7 else \
        rng.randint(0, 59)
    return dt, h, mi


def fields(lang, dt, h, mi):
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d),
         'dd': '%02d' % d, 'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi,
         'h12': str(h - 12 if h > 12 else h),
         'mr': ROMAN[m - 1], 'Yh': L.han_year(y), 'mh': L.han_num(m), 'dh': L.han_num(d)}
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
        s = native(s, opts['digits'])
    return s.strip()


def run_date(loc, fmt, dt, h, mi):
    stamp = '%s %02d:%02d:00' % (dt.isoformat(), h, mi)
    env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': 'UTC'}
    out = subprocess.run(['date', '-d', stamp, '+' + fmt], env=env,
                         capture_output=True, check=True).stdout
    where = 'LC_ALL=%s.UTF-8 TZ=UTC date -d %s %s' % (
        loc, shlex.quote(stamp), shlex.quote('+' + fmt))
    if not where.startswith("LC_ALL=%s.UTF-8 TZ=UTC date -d '" % loc):
        raise ValueError(where)
    return out.decode('utf-8').rstrip('\n').strip(), where


_FINDERS = {}


def weekdays_found(lang, src):
    if lang not in _FINDERS:
        _FINDERS[lang] = L.WeekdayFinder(lang)
    return _FINDERS[lang].find(src)


def weekday_check(lang, src, writes_weekday, wd, what):
    """True if the weekdays found in src are exactly the written one.  A
    weekday found in a line that writes none is an error of the template
    (it would bias the draws), not a reason to draw again."""
    found = weekdays_found(lang, src)
    if not writes_weekday:
        if found:
            raise SystemExit('%s: %r reads a weekday in %r' % (lang, what,
                                                               src))
        return True
    # A written weekday is the drawn date's by construction; a short name
    # the finder does not look for (Dutch 'wo' inside a line) is let pass.
    return all(w == wd for w in found)


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
                    if kind == 'noyear' and dt.month == 2 and dt.day == 29:
                        continue
                    src = render(lang, tmpl, opts, dt, h, mi)
                    tgt = KIND_TARGET[kind] % (
                        (dt.year, dt.month, dt.day) if kind == 'full' else
                        (dt.year, dt.month) if kind == 'month' else
                        (dt.month, dt.day))
                    if not weekday_check(lang, src, '{W' in tmpl,
                                         dt.weekday(), tmpl):
                        continue
                    if fits(src, tgt):
                        take(src, tgt, 'hand', 'hand: ' + reg)
                        break
                else:
                    raise SystemExit('%s: template %r never fits: %r %s' %
                                     (lang, tmpl, src, fifth_check.problems(
                                         src, tgt, lang)))
        for reg, src in spec['none']:
            weekday_check(lang, src, False, None, src)
            if not fits(src, ''):
                raise SystemExit('%s: no-date line %r does not fit: %s' % (
                    lang, src, fifth_check.problems(src, '', lang)))
            take(src, '', 'hand', 'hand: ' + reg)
        for loc, fmt, kind in spec['date']:
            for _ in range(400):
                dt, h, mi = draw(rng, {})
                if kind == 'noyear' and dt.month == 2 and dt.day == 29:
                    continue
                src, where = run_date(loc, fmt, dt, h, mi)
                tgt = KIND_TARGET[kind] % (
                    (dt.year, dt.month, dt.day) if kind == 'full' else
                    (dt.year, dt.month) if kind == 'month' else
                    (dt.month, dt.day))
                if not weekday_check(lang, src, '%A' in fmt or '%a' in fmt,
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
