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
import seventh_hand as H                     # noqa: E402

SEED = 'seventh-20261205'
OUT = os.path.join(L.ROOT, 'data', 'languages-seventh')
KIND_TARGET = {'full': '%04d-%02d-%02d', 'month': '%04d-%02d',
               'noyear': 'XXXX-%02d-%02d'}
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))
ENV = {'PATH': '/usr/bin:/bin'}


ROMAN = 'I II III IV V VI VII VIII IX X XI XII'.split()
NATIVE = {'arab': 0x0660, 'persian': 0x06F0, 'deva': 0x0966, 'thai': 0x0E50,
          'full': 0xFF10}
KEEP_OPEN, KEEP_CLOSE = '\u27e6', '\u27e7'


def native(s, which):
    """Native digits outside the brackets, which are dropped."""
    base = NATIVE[which]
    out, keep = [], False
    for c in s:
        if c == KEEP_OPEN:
            keep = True
        elif c == KEEP_CLOSE:
            keep = False
        elif '0' <= c <= '9' and not keep:
            out.append(chr(base + ord(c) - 48))
        else:
            out.append(c)
    return ''.join(out)


def upper(s, lang):
    if lang == 'tr':
        return s.replace('i', 'İ').replace('ı', 'I').upper()
    if lang == 'el':
        s = unicodedata.normalize('NFD', s.upper())
        s = s.replace('\u0301', '')
        return unicodedata.normalize('NFC', s)
    return s.upper()


def draw(rng, opts):
    if opts.get('ls'):
        lo, hi = 1902, 2024
    elif opts.get('past'):
        lo, hi = 1900, 2015
    elif opts.get('recent'):
        lo, hi = 1995, 2045
    else:
        lo, hi = 1900, 2045
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 31).toordinal()
    dt = datetime.date.fromordinal(rng.randint(start, end))
    if opts.get('dmin') and dt.day < opts['dmin']:
        dt = dt.replace(day=opts['dmin'])
    if opts.get('pm'):
        h = rng.randint(13, 18)
    elif opts.get('am'):
        h = rng.randint(8, 11)
    elif opts.get('eve'):
        h = rng.randint(17, 19)
    else:
        h = rng.randint(8, 21)
    mi = rng.choice(range(0, 60, 5)) if rng.random() < 0.7 else rng.randint(0, 59)
    s = rng.randint(0, 59)
    dur = rng.choice((30, 45, 60, 60, 90, 120))
    return dt, (h, mi, s, dur)


def fields(lang, dt, tm):
    h, mi, s, dur = tm
    eh, emi = divmod(h * 60 + mi + dur, 60)
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d), 'dd': '%02d' % d,
         'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi, 'SS': '%02d' % s,
         'HE': '%02d' % eh, 'hE': str(eh), 'ME': '%02d' % emi,
         'h12': str(h - 12 if h > 12 else h), 'h12E': str(eh - 12 if eh > 12 else eh),
         'mr': ROMAN[m - 1], 'Yh': L.han_year(y), 'mh': L.han_num(m),
         'dh': L.han_num(d), 'do': str(d)}
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
    elif KEEP_OPEN in s:
        s = s.replace(KEEP_OPEN, '').replace(KEEP_CLOSE, '')
    return s.strip()


def stamp(dt, tm):
    return '%s %02d:%02d:00' % (dt.isoformat(), tm[0], tm[1])


def run_date(loc, fmt, dt, tm):
    st = stamp(dt, tm)
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    out = subprocess.run(['date', '-d', st, '+' + fmt], env=env,
                         capture_output=True, check=True).stdout
    where = 'LC_ALL=%s.UTF-8 TZ=UTC date -d %s %s' % (
        loc, shlex.quote(st), shlex.quote('+' + fmt))
    if not where.startswith("LC_ALL=%s.UTF-8 TZ=UTC date -d '" % loc):
        raise ValueError(where)
    return out.decode('utf-8').rstrip('\n').strip(), where


def ls_args(style):
    if style is None:
        return []
    return ['--time-style=' + style]


def ls_where(loc, style, st):
    args = ' '.join(shlex.quote(a) for a in ['-l'] + ls_args(style))
    return "touch -d '%s' f && LC_ALL=%s.UTF-8 TZ=UTC ls %s f" % (st, loc, args)


def run_ls(loc, style, st):
    """The date part of `ls -l` on an empty file f touched to st."""
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['touch', '-d', st, 'f'], env=env, cwd=tmp, check=True)
        out = subprocess.run(['ls', '-l'] + ls_args(style) + ['f'], env=env, cwd=tmp,
                             capture_output=True, check=True).stdout
    return ls_date(out.decode('utf-8'))


def ls_date(line):
    """The columns between the size and the file name f of one `ls -l` line."""
    import re
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$', line.rstrip('\n'))
    return m.group(1).strip() if m else None


_FINDERS = {}


def weekdays_found(lang, src):
    if lang not in _FINDERS:
        _FINDERS[lang] = L.WeekdayFinder(lang)
    return _FINDERS[lang].find(src)


def weekday_check(lang, src, writes_weekday, wd, what):
    """True if the weekdays found in src are all the written one.  A weekday
    found in a line that writes none is an error of the template (it would
    bias the draws), not a reason to draw again."""
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


def build():
    rng = random.Random(SEED)
    old_sources, old_dates = fifth_check.earlier_sets('languages-seventh')
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
                for _ in range(400):
                    dt, tm = draw(rng, opts)
                    if kind == 'noyear' and dt.month == 2 and dt.day == 29:
                        continue
                    src = render(lang, tmpl, opts, dt, tm)
                    tgt = target(kind, dt)
                    if not weekday_check(lang, src, '{W' in tmpl, dt.weekday(), tmpl):
                        continue
                    if lf.fits(src, tgt):
                        lf.take(src, tgt, 'hand', 'hand: ' + reg)
                        break
                else:
                    raise SystemExit('%s: template %r never fits: %r %s' % (
                        lang, tmpl, src, fifth_check.problems(src, tgt, lang)))
        for reg, src in spec['none']:
            weekday_check(lang, src, False, None, src)
            if not lf.fits(src, ''):
                raise SystemExit('%s: no-date line %r does not fit: %s' % (
                    lang, src, fifth_check.problems(src, '', lang)))
            lf.take(src, '', 'hand', 'hand: ' + reg)
        for loc, fmt, kind in spec['date']:
            for _ in range(400):
                dt, tm = draw(rng, {})
                if kind == 'noyear' and dt.month == 2 and dt.day == 29:
                    continue
                src, where = run_date(loc, fmt, dt, tm)
                tgt = target(kind, dt)
                if not weekday_check(lang, src, '%A' in fmt or '%a' in fmt,
                                     dt.weekday(), fmt):
                    continue
                if lf.fits(src, tgt):
                    lf.take(src, tgt, 'glibc-date', where)
                    break
            else:
                raise SystemExit('%s: format %r never fits: %r %s' % (
                    lang, fmt, src, fifth_check.problems(src, tgt, lang)))
        for loc, style, kind in spec['ls']:
            for _ in range(400):
                dt, tm = draw(rng, {'ls': True})
                if kind == 'noyear' and dt.month == 2 and dt.day == 29:
                    continue
                st = stamp(dt, tm)
                src = run_ls(loc, style, st)
                if not src:
                    raise SystemExit('%s: ls %r printed no date' % (lang, style))
                tgt = target(kind, dt)
                wd = bool(style and ('%A' in style or '%a' in style))
                if not weekday_check(lang, src, wd, dt.weekday(), style):
                    continue
                if lf.fits(src, tgt):
                    lf.take(src, tgt, 'glibc-ls', ls_where(loc, style, st))
                    break
            else:
                raise SystemExit('%s: ls style %r never fits: %r %s' % (
                    lang, style, src, fifth_check.problems(src, tgt, lang)))
        files[lang] = lf.rows
    return files, prov


def main():
    L.build_main(build, OUT)


if __name__ == '__main__':
    main()
