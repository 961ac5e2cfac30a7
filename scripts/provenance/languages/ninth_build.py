#!/usr/bin/python3
"""Build data/languages-ninth/ (the ninth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/ninth_build.py [--dry-run]

Deterministic (seed `ninth-20261206`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines and
`date` and `ls` formats of ninth_hand.py (32 hand lines, 4 `date` lines, 4 `ls`
lines).  Every date is drawn by the seeded generator, uniformly (1900..2045;
1900..1990 for templates marked 'birth', 1900..2015 for 'past', 1995..2045 for
'recent'; 1902..2024 for the `ls` lines, so that an `ls` line of a file dated
then prints its year whenever it is run again); times 8:00..21:59 (13..18 h for
'pm').  The target is the drawn date restricted to the fields the line writes,
never computed by a date parser and never typed.  A draw is repeated when the
line breaks a rule of ninth_check (fifth_check.problems(), a source already used
here or in an earlier set, a target already in the file, a full date in the
language's file of an earlier set).  The build stops (rather than drawing again)
when a template's fixed text reads as a weekday or when a template could give a
line over 80 characters on some day of the year, so that no draw is biased
towards a weekday or towards short names.  --dry-run prints the counts and
writes nothing.
"""
import datetime
import os
import random
import shlex
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import ninth_hand as H                       # noqa: E402

SEED = 'ninth-20261206'
OUT = os.path.join(L.ROOT, 'data', 'languages-ninth')
KIND_TARGET = {'full': '%04d-%02d-%02d', 'month': '%04d-%02d', 'noyear': 'XXXX-%02d-%02d'}
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))
ENV = {'PATH': '/usr/bin:/bin'}
ROMAN = 'I II III IV V VI VII VIII IX X XI XII'.split()
NATIVE = {'arab': 0x0660, 'persian': 0x06F0, 'deva': 0x0966, 'thai': 0x0E50,
          'full': 0xFF10}


def native(s, which):
    base = NATIVE[which]
    return ''.join(chr(base + ord(c) - 48) if '0' <= c <= '9' else c for c in s)


def upper(s, lang):
    if lang == 'tr':
        return s.replace('i', 'İ').replace('ı', 'I').upper()
    if lang == 'el':
        s = unicodedata.normalize('NFD', s.upper()).replace('\u0301', '')
        return unicodedata.normalize('NFC', s)
    return s.upper()


def span(opts):
    if opts.get('ls'):
        return 1902, 2024
    if opts.get('birth'):
        return 1900, 1990
    if opts.get('past'):
        return 1900, 2015
    if opts.get('recent'):
        return 1995, 2045
    return 1900, 2045


def draw(rng, opts):
    lo, hi = span(opts)
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 31).toordinal()
    dt = datetime.date.fromordinal(rng.randint(start, end))
    h = rng.randint(13, 18) if opts.get('pm') else rng.randint(8, 21)
    mi = rng.choice(range(0, 60, 5)) if rng.random() < 0.7 else rng.randint(0, 59)
    return dt, (h, mi)


def fields(lang, dt, tm):
    h, mi = tm
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d), 'dd': '%02d' % d,
         'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi,
         'h12': str(h - 12 if h > 12 else h), 'mr': ROMAN[m - 1],
         'Yh': L.han_year(y), 'mh': L.han_num(m), 'dh': L.han_num(d)}
    for k, names in H.MONTHS.get(lang, {}).items():
        n = names[m - 1]
        f['M' + k], f['M' + k + 'C'] = n, n[:1].upper() + n[1:]
        f['M' + k + 'U'] = upper(n, lang)
    for k, names in H.WEEKDAYS.get(lang, {}).items():
        n = names[wd]
        f['W' + k], f['W' + k + 'C'] = n, n[:1].upper() + n[1:]
        f['W' + k + 'U'] = upper(n, lang)
    hook = H.EXTRA.get(lang)
    if hook:
        f.update(hook(y, m, d, wd, h, mi))
    return f


def render(lang, tmpl, opts, dt, tm):
    s = tmpl.format(**fields(lang, dt, tm))
    if opts.get('digits'):
        s = native(s, opts['digits'])
    return s.strip()


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


def stamp(dt, tm):
    return '%s %02d:%02d:00' % (dt.isoformat(), tm[0], tm[1])


def run_date(loc, fmt, dt, tm):
    st = stamp(dt, tm)
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    out = subprocess.run(['date', '-d', st, '+' + fmt], env=env,
                         capture_output=True, check=True).stdout
    where = 'LC_ALL=%s.UTF-8 TZ=UTC date -d %s %s' % (
        loc, shlex.quote(st), shlex.quote('+' + fmt))
    return out.decode('utf-8').rstrip('\n').strip(), where


def ls_args(style):
    return [] if style is None else ['--time-style=' + style]


def ls_where(loc, style, st):
    args = ' '.join(shlex.quote(a) for a in ['-l'] + ls_args(style))
    return "touch -d '%s' f && LC_ALL=%s.UTF-8 TZ=UTC ls %s f" % (st, loc, args)


def ls_date(line):
    import re
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$', line.rstrip('\n'))
    return m.group(1).strip() if m else None


def run_ls(loc, style, st):
    """The date part of `ls -l` on an empty file f touched to st."""
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['touch', '-d', st, 'f'], env=env, cwd=tmp, check=True)
        out = subprocess.run(['ls', '-l'] + ls_args(style) + ['f'], env=env, cwd=tmp,
                             capture_output=True, check=True).stdout
    return ls_date(out.decode('utf-8'))


_FINDERS = {}


def weekdays_found(lang, src):
    if lang not in _FINDERS:
        _FINDERS[lang] = L.WeekdayFinder(lang)
    return _FINDERS[lang].find(src)


def weekday_check(lang, src, writes_weekday, wd, what):
    """True if the weekdays found in src are all the written one.  A weekday
    found in a line that writes none stops the build (it would bias the draws)."""
    found = weekdays_found(lang, src)
    if not writes_weekday:
        if found:
            raise SystemExit('%s: %r reads a weekday in %r' % (lang, what, src))
        return True
    return all(w == wd for w in found)


def target(kind, dt):
    return KIND_TARGET[kind] % (
        (dt.year, dt.month, dt.day) if kind == 'full' else
        (dt.year, dt.month) if kind == 'month' else (dt.month, dt.day))


def take_drawn(lf, rng, lang, kind, opts, make, writes_weekday, what, origin):
    """Draws dates until make(dt, tm) -> (src, where) gives a line that fits."""
    for _ in range(400):
        dt, tm = draw(rng, opts)
        if kind == 'noyear' and dt.month == 2 and dt.day == 29:
            continue
        src, where = make(dt, tm)
        if not src:
            raise SystemExit('%s: %r printed nothing' % (lang, what))
        tgt = target(kind, dt)
        if not weekday_check(lang, src, writes_weekday, dt.weekday(), what):
            continue
        if kind != 'full' and any(r[1] == tgt for r in lf.rows):
            continue            # no month + year or day + month twice in a file
        if lf.fits(src, tgt):
            lf.take(src, tgt, origin, where)
            return
    raise SystemExit('%s: %r never fits: %r %s' % (
        lang, what, src, fifth_check.problems(src, tgt, lang)))


def build():
    rng = random.Random(SEED)
    old_sources, old_dates = fifth_check.earlier_sets('languages-ninth')
    used = set()
    files = {}
    prov = []
    for lang in L.LANGS:
        spec = H.LANGS[lang]
        lf = L.LanguageFile(lang, fifth_check.problems, used, old_sources, old_dates, prov)
        for kind, count in HAND_COUNTS:
            tmpls = spec[kind]
            for i in range(count):
                reg, tmpl, opts = tmpls[i % len(tmpls)]
                long_line = longest(lang, tmpl, opts)
                if len(long_line) > 80:
                    raise SystemExit('%s: template %r can give %d characters: %r' % (
                        lang, tmpl, len(long_line), long_line))
                take_drawn(lf, rng, lang, kind, opts,
                           lambda dt, tm: (render(lang, tmpl, opts, dt, tm), 'hand: ' + reg),
                           '{W' in tmpl, tmpl, 'hand')
        for reg, src in spec['none']:
            weekday_check(lang, src, False, None, src)
            if not lf.fits(src, ''):
                raise SystemExit('%s: no-date line %r does not fit: %s' % (
                    lang, src, fifth_check.problems(src, '', lang)))
            lf.take(src, '', 'hand', 'hand: ' + reg)
        for loc, fmt, kind in spec['date']:
            take_drawn(lf, rng, lang, kind, {},
                       lambda dt, tm: run_date(loc, fmt, dt, tm),
                       '%A' in fmt or '%a' in fmt, fmt, 'glibc-date')
        for loc, style, kind in spec['ls']:
            def make(dt, tm):
                st = stamp(dt, tm)
                return run_ls(loc, style, st), ls_where(loc, style, st)
            take_drawn(lf, rng, lang, kind, {'ls': True}, make,
                       bool(style and ('%A' in style or '%a' in style)), style, 'glibc-ls')
        files[lang] = lf.rows
    return files, prov


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
