#!/usr/bin/python3
"""Build data/languages-fourth/ (the fourth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/fourth_build.py [--dry-run]

Per language 40 lines: up to 2 man-page header dates (fourth_manpages.py;
each takes the place of one of the 16 formats), 16 glibc `date` lines
(fourth_specs.py), 2 `ls -l`
lines (one old file, printed with its year; one of the last six months,
printed without), 22 hand-written lines (fourth_hand.py: 18 dated
templates, the first 8 templates used twice with another date, and 4
no-date lines).  Targets are the dates given to `date -d` / `touch -d` or
drawn for the template; never computed by a date parser.  Deterministic
(seed below) except for the recent ls line, whose date depends on the build
day (this is printed with no year, so only its day and month count).
A drawn date is drawn again when the line breaks a rule of
fourth_check.problems(), when its full date is already in the language
file, or when it is a full date of the same language's file of an earlier
set (data/languages, -holdout, -fresh; compared by program only).
"""
import calendar
import collections
import datetime
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fourth_check as C                     # noqa: E402
import fourth_specs as S                     # noqa: E402
import fourth_hand as H                      # noqa: E402
import fourth_manpages as MP                 # noqa: E402

SEED = 'fourth-20261203'
OUT = C.FOURTH
ROMAN = 'I II III IV V VI VII VIII IX X XI XII'.split()
DIGITS = {'ar': 0x0660, 'fa': 0x06F0, 'hi': 0x0966, 'th': 0x0E50,
          'fw': 0xFF10}


def upper(s, lang):
    if lang == 'tr':
        s = s.replace('i', 'İ')
    s = s.upper()
    if lang == 'el':
        s = unicodedata.normalize('NFD', s).replace('\u0301', '')
        s = unicodedata.normalize('NFC', s)
    return s


def draw_year(rng):
    r = rng.random()
    if r < 0.25:
        return rng.randint(1900, 1949)
    if r < 0.55:
        return rng.randint(1950, 1999)
    if r < 0.8:
        return rng.randint(2000, 2025)
    return rng.randint(2026, 2045)


def draw_date(rng, month):
    y = draw_year(rng)
    d = rng.randint(1, calendar.monthrange(y, month)[1])
    return datetime.date(y, month, d)


def kind_of_fmt(fmt):
    day = re.search(r'%[-]?[dOe]?[de]|%O[de]', fmt) is not None
    year = re.search(r'%O?Y', fmt) is not None
    return day, year


def target(dt, day, year):
    if day and year:
        return dt.isoformat()
    if year:
        return dt.strftime('%Y-%m')
    if day:
        return dt.strftime('XXXX-%m-%d')
    raise ValueError('no day nor year')


def run_date(loc, tz, dt, hh, mi, fmt):
    when = '%s %02d:%02d:00' % (dt.isoformat(), hh, mi)
    cmd = ['date', '-d', when, '+' + fmt]
    env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': tz}
    out = subprocess.run(cmd, env=env, capture_output=True, check=True)
    src = out.stdout.decode('utf-8').rstrip('\n').strip()
    where = 'LC_ALL=%s.UTF-8 TZ=%s %s' % (loc, tz, ' '.join(
        shlex.quote(c) for c in cmd))
    return src, where


def run_ls(loc, tz, stamp):
    with tempfile.TemporaryDirectory() as tmp:
        f = os.path.join(tmp, 'f')
        env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': tz}
        subprocess.run(['touch', '-d', stamp, f], env=env, check=True)
        out = subprocess.run(['ls', '-l', 'f'], env=env, cwd=tmp,
                             capture_output=True, check=True)
    src = C.ls_date(out.stdout.decode('utf-8'))
    where = "touch -d '%s' f && LC_ALL=%s.UTF-8 TZ=%s ls -l f" % (
        stamp, loc, tz)
    return src, where


def fill(lang, tpl, dt):
    tables = H.L[lang]['TABLES']
    digits = None
    m = re.match(r'^@(\w+)\|', tpl)
    if m:
        digits, tpl = m.group(1), tpl[m.end():]
    day = any(k in tpl for k in ('{d}', '{dd}', '{dh}', '{FIRST}'))
    year = any(k in tpl for k in ('{Y}', '{Yh}'))
    if '{FIRST}' in tpl:
        dt = dt.replace(day=1)
    vals = {'d': str(dt.day), 'dd': '%02d' % dt.day, 'm': str(dt.month),
            'mm': '%02d' % dt.month, 'Y': str(dt.year),
            'mr': ROMAN[dt.month - 1], 'Yh': L.han_year(dt.year),
            'mh': L.han_num(dt.month), 'dh': L.han_num(dt.day), 'FIRST': ''}
    for k, v in tables.items():
        if k.startswith('M'):
            vals[k] = v[dt.month - 1]
        elif k.startswith('W'):
            vals[k] = v[dt.weekday()]
    for k in list(vals):
        vals[k + 'U'] = upper(vals[k], lang)
    src = tpl.format(**vals)
    if digits:
        base = DIGITS[digits]
        src = ''.join(chr(base + int(c)) if c.isdigit() and c.isascii()
                      else c for c in src)
    return src.strip(), target(dt, day, year), dt


def main():
    dry = '--dry-run' in sys.argv
    rng = random.Random(SEED)
    old_sources, old_dates = C.earlier_sets()
    seen = set()
    files = {}
    prov = []
    counts = collections.OrderedDict()
    today = datetime.date.today()
    bad = []
    for li, lang in enumerate(L.LANGS):
        rows = []
        used = set(old_dates[lang])
        month = li % 12

        def ok(src, tgt):
            if not src or src in seen or src in old_sources:
                return False
            if L.FULL_RE.match(tgt) and tgt in used:
                return False
            if '%' in src or (lang == 'fr' and 'jui ' in src):
                return False
            return not C.problems(src, tgt, lang)

        def add(src, tgt, origin, where):
            seen.add(src)
            if L.FULL_RE.match(tgt):
                used.add(tgt)
            rows.append((src, tgt, origin))
            prov.append(('%s.tsv' % lang, src, origin, where))

        # man pages: up to two header dates (one full date, one other)
        cands = MP.candidates(lang, old_sources, old_dates)
        rng.shuffle(cands)
        picked = []
        for want_full in (True, False):
            for path, n, p, t in cands:
                if bool(L.FULL_RE.match(t)) == want_full and ok(p, t) and \
                        p not in [x[2] for x in picked]:
                    picked.append((path, n, p, t))
                    break
        for path, n, p, t in picked:
            add(p, t, 'manpage', '%s:%d' % (path, n))
        fmts = list(S.FORMATS[lang])
        for k in (8, 6)[:len(picked)]:
            del fmts[k]
        locs = S.LOCALES[lang]
        for i, fmt in enumerate(fmts):
            loc, tz = locs[i % len(locs)]
            day, year = kind_of_fmt(fmt)
            for _ in range(200):
                month = month % 12 + 1
                dt = draw_date(rng, month)
                hh, mi = rng.randint(0, 23), rng.randint(0, 59)
                src, where = run_date(loc, tz, dt, hh, mi, fmt)
                tgt = target(dt, day, year)
                if ok(src, tgt):
                    add(src, tgt, 'glibc-date', where)
                    break
            else:
                sys.exit('%s: no date for %r' % (lang, fmt))
        # ls: an old file (year printed), a file of the last six months
        for j, recent in enumerate((False, True)):
            loc, tz = locs[(li + j) % len(locs)]
            for _ in range(200):
                if recent:
                    dt = today - datetime.timedelta(days=rng.randint(20, 170))
                else:
                    month = month % 12 + 1
                    dt = draw_date(rng, month)
                stamp = '%s %02d:%02d' % (dt.isoformat(), rng.randint(0, 23),
                                          rng.randint(0, 59))
                src, where = run_ls(loc, tz, stamp)
                tgt = dt.strftime('XXXX-%m-%d') if recent else dt.isoformat()
                if src and ok(src, tgt):
                    add(src, tgt, 'glibc-ls', where)
                    break
            else:
                sys.exit('%s: no ls line' % lang)
        spec = H.L[lang]
        tpls = spec['T'] + spec['T'][:8]
        for reg, tpl in tpls:
            for _ in range(500):
                month = month % 12 + 1
                src, tgt, dt = fill(lang, tpl, draw_date(rng, month))
                if reg in ('form', 'in a sentence') and dt.year > 2024:
                    continue            # dates of birth: not in the future
                if ok(src, tgt):
                    add(src, tgt, 'hand', 'hand: ' + reg)
                    break
            else:
                sys.exit('%s: no date for %r' % (lang, tpl))
        for reg, src in spec['NONE']:
            if not ok(src, ''):
                bad.append('%s: no-date line refused: %r %s%s' % (
                    lang, src, C.problems(src, '', lang),
                    ' (in an earlier set)' if src in old_sources else ''))
            add(src, '', 'hand', 'hand: ' + reg + ' (no date)')
        files[lang] = rows
        counts[lang] = collections.Counter(o for _, _, o in rows)
    if bad:
        sys.exit('\n'.join(map(str, bad)))
    if dry:
        for lang, c in counts.items():
            print(lang, len(files[lang]), dict(c))
        return
    os.makedirs(OUT, exist_ok=True)
    for lang, rows in files.items():
        with open(os.path.join(OUT, '%s.tsv' % lang), 'w',
                  encoding='utf-8') as f:
            for r in rows:
                f.write('\t'.join(r) + '\n')
    with open(os.path.join(OUT, 'provenance.tsv'), 'w', encoding='utf-8') as f:
        for r in prov:
            f.write('\t'.join(r) + '\n')
    for lang, c in counts.items():
        print(lang, len(files[lang]), dict(c))


if __name__ == '__main__':
    main()
