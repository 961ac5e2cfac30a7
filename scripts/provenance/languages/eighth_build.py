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
import eighth_hand as H                      # noqa: E402

SEED = 'eighth-20261206'
OUT = os.path.join(L.ROOT, 'data', 'languages-eighth')
KIND_TARGET = {'full': '%04d-%02d-%02d', 'month': '%04d-%02d',
               'noyear': 'XXXX-%02d-%02d'}
# Hand lines per language and kind (the no-date lines come after them).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))
ENV = {'PATH': '/usr/bin:/bin'}
TRIES = 500

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


def cap(s):
    return s[:1].upper() + s[1:]


def year_range(opts):
    if opts.get('ls'):
        return 1902, 2024
    return opts.get('years', (1900, 2045))


# Weekdays (0 = Monday) of offices for templates marked 'workday' (auctions,
# tenders): Sunday..Thursday in Israel and the Arab states, Saturday..Wednesday
# in Iran, Monday..Friday elsewhere.
WORKDAYS = {'he': (6, 0, 1, 2, 3), 'ar': (6, 0, 1, 2, 3), 'fa': (5, 6, 0, 1, 2)}


def draw(rng, opts, lang=None):
    """A date of the template's years and a time: (hour, minute, duration).
    Options: 'am' 8..11 h, 'pm' 13..18 h, 'eve' 17..19 h, 'office' 9..16 h,
    'q' minutes in quarters of an hour (also 'office'), 'workday' a working
    day of the language's country (the date is drawn again until it is one)."""
    lo, hi = year_range(opts)
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 31).toordinal()
    while True:
        dt = datetime.date.fromordinal(rng.randint(start, end))
        if not opts.get('workday') or dt.weekday() in WORKDAYS.get(lang, range(5)):
            break
    if opts.get('pm'):
        h = rng.randint(13, 18)
    elif opts.get('am'):
        h = rng.randint(8, 11)
    elif opts.get('eve'):
        h = rng.randint(17, 19)
    elif opts.get('office'):
        h = rng.randint(9, 16)
    else:
        h = rng.randint(8, 21)
    if opts.get('q') or opts.get('office'):
        mi = rng.choice((0, 15, 30, 45))
    else:
        mi = rng.choice(range(0, 60, 5)) if rng.random() < 0.7 else rng.randint(0, 59)
    dur = rng.choice((30, 45, 60, 60, 90, 120))
    return dt, (h, mi, dur)


def fields(lang, dt, tm, blank_weekdays=False):
    """The values a template may name.  With blank_weekdays the weekday fields
    are empty (to check that the fixed text names no weekday)."""
    h, mi, dur = tm
    eh, emi = divmod(h * 60 + mi + dur, 60)
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d), 'dd': '%02d' % d,
         'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi,
         'HE': '%02d' % eh, 'hE': str(eh), 'ME': '%02d' % emi,
         'h12': str(h - 12 if h > 12 else h), 'h12E': str(eh - 12 if eh > 12 else eh),
         'mr': ROMAN[m - 1], 'Yh': L.han_year(y), 'mh': L.han_num(m),
         'dh': L.han_num(d)}
    for k, names in H.MONTHS.get(lang, {}).items():
        n = names[m - 1]
        f['M' + k], f['M' + k + 'C'], f['M' + k + 'U'] = n, cap(n), upper(n, lang)
    for k, names in H.WEEKDAYS.get(lang, {}).items():
        n = '' if blank_weekdays else names[wd]
        f['W' + k], f['W' + k + 'C'], f['W' + k + 'U'] = n, cap(n), upper(n, lang)
    hook = H.EXTRA.get(lang)
    if hook:
        f.update(hook(y, m, d, h, mi))
    return f


def render(lang, tmpl, opts, dt, tm, blank_weekdays=False):
    s = tmpl.format(**fields(lang, dt, tm, blank_weekdays))
    if opts.get('digits'):
        s = native(s, opts['digits'])
    else:
        s = s.replace(KEEP_OPEN, '').replace(KEEP_CLOSE, '')
    return s.strip()


def stamp(dt, tm):
    return '%s %02d:%02d:00' % (dt.isoformat(), tm[0], tm[1])


def run_date(loc, fmt, st):
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
    """The columns between the size and the file name f of one `ls -l` line."""
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


def fixed_text_check(lang, fixed, what):
    """Stops the build when the text around the weekday (or a line without
    one) reads as a weekday: a draw would be biased, or the line wrong."""
    if weekdays_found(lang, fixed):
        raise SystemExit('%s: %r reads a weekday in %r' % (lang, what, fixed))


def target(kind, dt):
    return KIND_TARGET[kind] % (
        (dt.year, dt.month, dt.day) if kind == 'full' else
        (dt.year, dt.month) if kind == 'month' else (dt.month, dt.day))


def fit_or_stop(lf, lang, src, tgt, what):
    """True when the line fits; stops on a length problem (not a reason to
    draw again: it would bias the draws)."""
    probs = fifth_check.problems(src, tgt, lang)
    if any('longer than 80' in p for p in probs):
        raise SystemExit('%s: %r gives a line over 80 characters: %r' % (lang, what, src))
    return lf.fits(src, tgt)


def fresh_target(lf, tgt):
    """True when no line of the file has this target yet (a month + year or a
    day + month is not repeated either; full dates are LanguageFile's rule)."""
    return not tgt or tgt not in {t for _, t, _ in lf.rows}


def skip_draw(kind, dt):
    return kind == 'noyear' and dt.month == 2 and dt.day == 29


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
    rng = random.Random(SEED)
    old_sources, old_dates = fifth_check.earlier_sets('languages-eighth')
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
                writes_weekday = '{W' in tmpl
                for _ in range(TRIES):
                    dt, tm = draw(rng, opts, lang)
                    if skip_draw(kind, dt):
                        continue
                    src = render(lang, tmpl, opts, dt, tm)
                    fixed_text_check(lang, render(lang, tmpl, opts, dt, tm, True), tmpl)
                    tgt = target(kind, dt)
                    found = weekdays_found(lang, src)
                    if writes_weekday and any(w != dt.weekday() for w in found):
                        raise SystemExit('%s: %r reads another weekday in %r' % (
                            lang, tmpl, src))
                    if fresh_target(lf, tgt) and fit_or_stop(lf, lang, src, tgt, tmpl):
                        lf.take(src, tgt, 'hand', 'hand: ' + reg)
                        break
                else:
                    raise SystemExit('%s: template %r never fits: %r %s' % (
                        lang, tmpl, src, fifth_check.problems(src, tgt, lang)))
        for reg, src in spec['none']:
            fixed_text_check(lang, src, src)
            if not fit_or_stop(lf, lang, src, '', src):
                raise SystemExit('%s: no-date line %r does not fit: %s' % (
                    lang, src, fifth_check.problems(src, '', lang)))
            lf.take(src, '', 'hand', 'hand: ' + reg)
        for loc, fmt, kind in spec['date']:
            writes_weekday = '%A' in fmt or '%a' in fmt
            for _ in range(TRIES):
                dt, tm = draw(rng, {})
                if skip_draw(kind, dt):
                    continue
                st = stamp(dt, tm)
                src, where = run_date(loc, fmt, st)
                fixed_text_check(lang, run_date(
                    loc, fmt.replace('%A', '').replace('%a', ''), st)[0], fmt)
                tgt = target(kind, dt)
                found = weekdays_found(lang, src)
                if writes_weekday and any(w != dt.weekday() for w in found):
                    raise SystemExit('%s: %r reads another weekday in %r' % (lang, fmt, src))
                if fresh_target(lf, tgt) and fit_or_stop(lf, lang, src, tgt, fmt):
                    lf.take(src, tgt, 'glibc-date', where)
                    break
            else:
                raise SystemExit('%s: format %r never fits: %r %s' % (
                    lang, fmt, src, fifth_check.problems(src, tgt, lang)))
        for loc, style, kind in spec['ls']:
            writes_weekday = bool(style and ('%A' in style or '%a' in style))
            for _ in range(TRIES):
                dt, tm = draw(rng, {'ls': True})
                if skip_draw(kind, dt):
                    continue
                st = stamp(dt, tm)
                src = run_ls(loc, style, st)
                if not src:
                    raise SystemExit('%s: ls %r printed no date' % (lang, style))
                if style:
                    fixed_text_check(lang, run_ls(
                        loc, style.replace('%A', '').replace('%a', ''), st) or '', style)
                else:
                    fixed_text_check(lang, src, 'ls -l')
                tgt = target(kind, dt)
                found = weekdays_found(lang, src)
                if writes_weekday and any(w != dt.weekday() for w in found):
                    raise SystemExit('%s: %r reads another weekday in %r' % (lang, style, src))
                if fresh_target(lf, tgt) and fit_or_stop(lf, lang, src, tgt, style):
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
