#!/usr/bin/python3
"""Validate data/languages/ (the multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/check.py [--rerun] [--verbose]
        [--dir DIR] [--profile first|holdout]

--dir DIR checks another directory laid out the same way (default
data/languages).  --profile sets the quotas; it defaults to 'first' for
data/languages and to 'holdout' for any other directory (the held-out set
data/languages-holdout/): 25..30 lines per language, hand-written lines at
least a half, glibc lines at most a third, no-date lines at most 10%;
ambiguous.tsv and other-calendars.tsv may be absent; and no source may be a
source of data/languages/, no full date a full date of the same language
file there, no glibc-date format one that glibc_specs.py gives the language
(the first set is compared by the program; its lines are not printed).

Checks, and prints FILE:LINE: message for every problem (exit status 1):
  * every file: UTF-8, newline at the end, no header, the right number of
    tab-separated columns; sources stripped, non-empty, at most 80
    characters, each source once across all files; known origin, language
    and calendar;
  * targets: 'YYYY-MM-DD', 'XXXX-MM-DD', 'YYYY-MM' or empty, a real date,
    years 1000..2999; other-calendars.tsv and the readings of
    ambiguous.tsv are full dates;
  * weekdays: every weekday name found in a source (glibc's day and abday
    names of the language's locales, read with `locale -k LC_TIME`, plus the
    extra forms of langcommon.EXTRA_WEEKDAYS; CJK patterns such as (火),
    星期二, (화)) agrees with a full-date target; two different weekdays in
    one source are refused; no weekday next to an ambiguous date;
  * numeric dates (native digits made ASCII, bidi marks removed): in a
    language file every day/month/year group has at most one reading
    (month first, day first, two-digit year first) and it is the target; a
    no-date line holds no group with a reading; a day.month pair without a
    year that reads two ways is refused; ambiguous.tsv holds exactly one
    group, day and month <= 12 and different, and both readings are
    recomputed;
  * no full date twice in one language file;
  * per language: at least 45 lines, hand-written lines at least a third,
    glibc lines (date + ls) at most a half, no-date lines at most 10%;
  * other calendars: the year (and for Persian and Hebrew dates the whole
    date) is converted again: Buddhist era = Gregorian + 543, Japanese eras,
    Minguo = Gregorian - 1911, Solar Hijri and Hebrew with python3-convertdate
    (and hdate(1) / jdate(1) where installed) -- skipped with a note when
    those are missing;
  * provenance.tsv has exactly one row for every data line (file, source,
    origin);
  * --rerun runs every glibc-date command of provenance.tsv again and
    compares its output with the source (needs locales-all; commands whose
    locale is missing are skipped with a note).
"""
import collections
import datetime
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import langcommon as L                       # noqa: E402

errors = []
notes = []


def err(name, n, msg, src=None):
    if src is not None:
        msg += ': %r' % src
    errors.append('%s:%d: %s' % (name, n, msg))


def read(name, ncols, optional=False):
    path = os.path.join(L.DATA, name)
    if not os.path.exists(path):
        if optional:
            return []
        errors.append('%s: missing' % name)
        return []
    with open(path, 'rb') as f:
        raw = f.read()
    try:
        text = raw.decode('utf-8')
    except UnicodeDecodeError as e:
        errors.append('%s: not UTF-8: %s' % (name, e))
        return []
    if text and not text.endswith('\n'):
        errors.append('%s: no newline at end of file' % name)
    lines = text.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    rows = []
    for n, line in enumerate(lines, 1):
        parts = line.split('\t')
        if len(parts) != ncols:
            err(name, n, '%d columns, expected %d' % (len(parts), ncols), line)
            continue
        rows.append((n, parts))
    return rows


def check_source(name, n, src, seen):
    if src != src.strip():
        err(name, n, 'source not stripped', src)
    if not src:
        err(name, n, 'empty source')
    if len(src) > 80:
        err(name, n, 'source longer than 80 characters', src)
    if '\r' in src or '\n' in src:
        err(name, n, 'control character in source', src)
    if src in seen:
        err(name, n, 'duplicate source (also %s)' % seen[src], src)
    else:
        seen[src] = '%s:%d' % (name, n)


_finders = {}


def finder(lang):
    if lang not in _finders:
        _finders[lang] = L.WeekdayFinder(lang)
    return _finders[lang]


def check_weekdays(name, n, src, target, lang, verbose):
    found = finder(lang).find(src)
    if verbose and found:
        print('%s:%d: weekdays %s in %r' % (
            name, n, [L.WEEKDAYS_EN[w] for w in found], src))
    if len(set(found)) > 1:
        err(name, n, 'two different weekdays %s' % (
            [L.WEEKDAYS_EN[w] for w in found]), src)
    if found and target and L.FULL_RE.match(target):
        want = L.weekday_of(target)
        for w in found:
            if w != want:
                err(name, n, '%s is a %s, the source says %s' % (
                    target, L.WEEKDAYS_EN[want], L.WEEKDAYS_EN[w]), src)
    return found


def check_numeric(name, n, src, target):
    for text, a, b, y, r in L.numeric_groups(src):
        if not target and r:
            err(name, n, 'no-date line, but %r reads as %s' % (text, r), src)
        elif target and len(r) > 1:
            err(name, n, '%r has readings %s: belongs in ambiguous.tsv'
                % (text, r), src)
        elif target and len(r) == 1 and L.FULL_RE.match(target) and \
                r[0] != target:
            err(name, n, '%r reads as %s, not %s' % (text, r[0], target),
                src)
    if target.startswith('XXXX-'):
        mm, dd = int(target[5:7]), int(target[8:10])
        s = L.ascii_digits(src).translate(L.BIDI)
        for m in L.NUMERIC_DM.finditer(s):
            a, b = int(m.group(1)), int(m.group(3))
            if {a, b} == {mm, dd} and a != b and a <= 12 and b <= 12:
                err(name, n, '%r reads two ways (day.month or month.day)'
                    % m.group(0), src)


# ------------------------------------------------------- other calendars
JA_ERAS = {'令和': 2018, '平成': 1988, '昭和': 1925, '大正': 1911, '明治': 1867,
           'R': 2018, 'H': 1988, 'S': 1925, 'T': 1911, 'M': 1867}
HAN = {'〇': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
       '八': 8, '九': 9}


def han_number(s):
    if s == '元':
        return 1
    if s.isdigit():
        return int(s)
    total, cur = 0, 0
    for ch in s:
        if ch == '十':
            total += (cur or 1) * 10
            cur = 0
        else:
            cur = HAN[ch]
    return total + cur


HEB = {'א': 1, 'ב': 2, 'ג': 3, 'ד': 4, 'ה': 5, 'ו': 6, 'ז': 7, 'ח': 8,
       'ט': 9, 'י': 10, 'כ': 20, 'ל': 30, 'מ': 40, 'נ': 50, 'ס': 60, 'ע': 70,
       'פ': 80, 'צ': 90, 'ק': 100, 'ר': 200, 'ש': 300, 'ת': 400}
HEB_MONTHS = {'ניסן': 1, 'אייר': 2, 'סיון': 3, 'סיוון': 3, 'תמוז': 4,
              'אב': 5, 'אלול': 6, 'תשרי': 7, 'חשון': 8, 'חשוון': 8,
              'כסלו': 9, 'טבת': 10, 'שבט': 11, 'אדר': 12, 'אדר א': 12,
              'אדר ב': 13}
HDATE_MONTHS = {1: 'Nisan', 2: 'Iyyar', 3: 'Sivan', 4: 'Tammuz', 5: 'Av',
                6: 'Elul', 7: 'Tishrei', 8: 'Cheshvan', 9: 'Kislev',
                10: 'Tevet', 11: "Sh'vat", 12: 'Adar', 13: 'Adar II'}
FA_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر',
             'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']


def heb_number(s):
    return sum(HEB.get(ch, 0) for ch in s)


def check_other(name, n, src, target, lang, cal):
    """Convert the calendar date of src again; None or an error message."""
    s = L.ascii_digits(src)
    g = datetime.date.fromisoformat(target if len(target) == 10
                                    else target + '-01')
    if cal == 'buddhist':
        m = re.search(r'(?<!\d)(25\d\d|24\d\d)(?!\d)', s)
        if m:
            return None if int(m.group(1)) - 543 == g.year else \
                'Buddhist year %s is not %d' % (m.group(1), g.year + 543)
        m = re.search(r'(?<!\d)(\d\d)$', s.strip())
        if m and (2500 + int(m.group(1))) - 543 == g.year:
            return None
        return 'no Buddhist-era year found'
    if cal == 'roc':
        m = re.search(r'民國(\d+|元)年', s) or re.match(r'(\d{2,3})/', s)
        if not m:
            return 'no Minguo year found'
        y = 1 if m.group(1) == '元' else int(m.group(1))
        return None if y + 1911 == g.year else \
            'Minguo year %d is not %d' % (y, g.year - 1911)
    if cal == 'japanese':
        m = re.search(r'(令和|平成|昭和|大正|明治)([0-9〇一二三四五六七八九十]+|元)年', s) \
            or re.match(r'([RHSTM])(\d+)\.', s) \
            or re.match(r'([RHSTM])(\d+)年', s)
        if not m:
            return 'no era year found'
        y = JA_ERAS[m.group(1)] + han_number(m.group(2))
        return None if y == g.year else 'era year gives %d, not %d' % (
            y, g.year)
    if cal == 'persian':
        try:
            from convertdate import persian
        except ImportError:
            notes.append('python3-convertdate missing: Solar Hijri dates '
                         'not converted again')
            return None
        m = re.search(r'(\d{4})/(\d{1,2})/(\d{1,2})', s)
        if m:
            y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        else:
            m = re.search(r'(\d{1,2})\s+(%s)\s+(\d{4})' % '|'.join(FA_MONTHS),
                          s)
            if not m:
                return 'no Solar Hijri date found'
            y, mo, d = int(m.group(3)), FA_MONTHS.index(m.group(2)) + 1, \
                int(m.group(1))
        got = datetime.date(*persian.to_gregorian(y, mo, d))
        if got != g:
            return 'Solar Hijri %d/%d/%d is %s (convertdate)' % (y, mo, d,
                                                                   got)
        if shutil.which('jdate') and y >= 1349:     # jdate is wrong before 1970
            out = subprocess.run(['jdate', '-g', '%d/%02d/%02d' % (y, mo, d)],
                                 capture_output=True, text=True).stdout
            want = g.strftime('%b %d')
            if want not in out or str(g.year) not in out:
                return 'jdate -g gives %r' % out.strip()
        return None
    if cal == 'hebrew':
        try:
            from convertdate import hebrew
        except ImportError:
            notes.append('python3-convertdate missing: Hebrew dates not '
                         'converted again')
            return None
        t = s.replace('״', '').replace('׳', '').replace('"', '').replace(
            "'", '')
        m = re.match(r'(\S+)\s+ב(\S+(?:\s[אב](?=\s))?)\s+(\S+)$', t)
        if not m:
            return 'cannot read the Hebrew date'
        d = heb_number(m.group(1))
        mo = HEB_MONTHS.get(m.group(2))
        y = 5000 + heb_number(m.group(3))
        if mo is None:
            return 'unknown Hebrew month %r' % m.group(2)
        got = datetime.date(*hebrew.to_gregorian(y, mo, d))
        if got != g:
            return 'Hebrew %d %d %d is %s (convertdate)' % (d, mo, y, got)
        if shutil.which('hdate'):
            out = subprocess.run(['hdate', '-q', str(g.day), str(g.month),
                                  str(g.year)], capture_output=True,
                                 text=True).stdout
            if '%d %s %d' % (d, HDATE_MONTHS[mo], y) not in out:
                return 'hdate gives %r' % out.strip()
        return None
    return 'unknown calendar %r' % cal


# ------------------------------------------------------------------ rerun
def rerun(where, src):
    """Run a provenance command of glibc-date again; None or a message."""
    m = re.match(r'^(?:.*printed by: )?LC_ALL=(\S+) TZ=(\S+) (date .*)$',
                 where)
    if not m:
        return 'cannot read the command %r' % where
    loc, tz, cmd = m.group(1), m.group(2), shlex.split(m.group(3))
    env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc, 'TZ': tz}
    r = subprocess.run(cmd, env=env, capture_output=True)
    if r.stderr:
        return 'skip: ' + r.stderr.decode('utf-8', 'replace').strip()
    out = r.stdout.decode('utf-8').rstrip('\n').strip()
    return None if out == src else 'prints %r' % out


PROFILES = {
    # lines at least, at most; hand at least (fraction); glibc at most
    'first': dict(min_lines=45, max_lines=None, hand=(1, 3), glibc=(1, 2)),
    'holdout': dict(min_lines=25, max_lines=30, hand=(1, 2), glibc=(1, 3)),
}


def parse_args():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--rerun', action='store_true')
    ap.add_argument('--verbose', action='store_true')
    ap.add_argument('--dir', help='directory to check (default %s)'
                    % os.path.relpath(L.DATA, L.ROOT))
    ap.add_argument('--profile', choices=sorted(PROFILES))
    args = ap.parse_args()
    first_dir = L.DATA
    if args.dir:
        L.DATA = os.path.abspath(args.dir)
    if not args.profile:
        args.profile = 'first' if os.path.realpath(L.DATA) == \
            os.path.realpath(first_dir) else 'holdout'
    args.first_dir = first_dir
    return args


def first_set(first_dir):
    """Sources of the first set, its full dates per language, its glibc
    formats per language (compared, never printed)."""
    sources, dates = set(), collections.defaultdict(set)
    for lang in L.LANGS:
        path = os.path.join(first_dir, '%s.tsv' % lang)
        if os.path.exists(path):
            for _, row in L.read_rows(path, 3):
                sources.add(row[0])
                if len(row) > 1 and L.FULL_RE.match(row[1]):
                    dates[lang].add(row[1])
    for name in ('ambiguous.tsv', 'other-calendars.tsv'):
        path = os.path.join(first_dir, name)
        if os.path.exists(path):
            for _, row in L.read_rows(path, 5):
                sources.add(row[0])
    try:
        import glibc_specs
        fmts = {lang: {f for _, f, _ in v}
                for lang, v in glibc_specs.DATE.items()}
    except ImportError:
        fmts = {}
    return sources, dates, fmts


def main():
    args = parse_args()
    verbose = args.verbose
    do_rerun = args.rerun
    prof = PROFILES[args.profile]
    holdout = args.profile == 'holdout'
    if holdout:
        first_sources, first_dates, first_fmts = first_set(args.first_dir)
    seen = {}
    data_lines = {}             # (file, source) -> origin
    stats = collections.OrderedDict()

    for lang in L.LANGS:
        name = '%s.tsv' % lang
        rows = read(name, 3)
        dates = {}
        st = collections.Counter()
        for n, (src, target, origin) in rows:
            check_source(name, n, src, seen)
            data_lines[(name, src)] = origin
            if origin not in L.ORIGINS:
                err(name, n, 'unknown origin %r' % origin, src)
            e = L.check_target(target)
            if e:
                err(name, n, e, src)
                continue
            st[origin] += 1
            st['kind ' + L.kind(target)] += 1
            check_weekdays(name, n, src, target, lang, verbose)
            check_numeric(name, n, src, target)
            if holdout:
                s = L.ascii_digits(src).translate(L.BIDI)
                for m in re.finditer(r'(?<![\d.,/:\-])(\d{1,2})-(\d{1,2})'
                                     r'(?![\d:/]|[.\-]\d)', s):
                    a, b = int(m.group(1)), int(m.group(2))
                    if a <= 12 and b <= 12 and a != b:
                        err(name, n, '%r reads two ways (day-month or '
                            'month-day)' % m.group(0), src)
            if holdout and src in first_sources:
                err(name, n, 'source is in the first set', src)
            if holdout and target in first_dates[lang]:
                err(name, n, 'full date %s is a date of the first set\'s %s'
                    % (target, name), src)
            if L.FULL_RE.match(target):
                if target in dates:
                    err(name, n, 'date %s already at line %d' % (
                        target, dates[target]), src)
                dates.setdefault(target, n)
        total = sum(st[o] for o in L.ORIGINS)
        stats[lang] = (total, st)
        frac = {(1, 2): 'a half', (1, 3): 'a third'}
        if total < prof['min_lines']:
            errors.append('%s: %d lines, at least %d wanted' % (
                name, total, prof['min_lines']))
        if prof['max_lines'] and total > prof['max_lines']:
            errors.append('%s: %d lines, at most %d wanted' % (
                name, total, prof['max_lines']))
        hn, hd = prof['hand']
        if total and st['hand'] * hd < total * hn:
            errors.append('%s: %d hand-written lines of %d, less than %s'
                          % (name, st['hand'], total, frac[prof['hand']]))
        gn, gd = prof['glibc']
        if total and (st['glibc-date'] + st['glibc-ls']) * gd > total * gn:
            errors.append('%s: %d glibc lines of %d, more than %s' % (
                name, st['glibc-date'] + st['glibc-ls'], total,
                frac[prof['glibc']]))
        if total and st['kind none'] * 10 > total:
            errors.append('%s: %d no-date lines of %d, more than 10%%' % (
                name, st['kind none'], total))

    name = 'ambiguous.tsv'
    amb = collections.Counter()
    for n, (src, mf, df, lang, origin) in read(name, 5, optional=holdout):
        check_source(name, n, src, seen)
        data_lines[(name, src)] = origin
        if lang not in L.LANGS:
            err(name, n, 'unknown language %r' % lang, src)
            continue
        if origin not in L.ORIGINS:
            err(name, n, 'unknown origin %r' % origin, src)
        for t in (mf, df):
            e = L.check_target(t)
            if e or not L.FULL_RE.match(t):
                err(name, n, e or 'readings must be full dates', src)
        if finder(lang).find(src):
            err(name, n, 'a weekday next to an ambiguous date', src)
        groups = L.numeric_groups(src)
        if len(groups) != 1:
            err(name, n, '%d numeric date groups, expected 1' % len(groups),
                src)
            continue
        r = L.ambiguous_readings(src)
        if r is None:
            err(name, n, 'day and month must be <= 12 and differ', src)
        elif (mf, df) != r:
            err(name, n, 'readings should be %s' % (r,), src)
        elif len(groups[0][4]) != 2:
            err(name, n, 'also a year-first reading %s' % groups[0][4], src)
        amb[lang] += 1

    name = 'other-calendars.tsv'
    cals = collections.Counter()
    for n, (src, target, lang, cal, origin) in read(name, 5,
                                                    optional=holdout):
        check_source(name, n, src, seen)
        data_lines[(name, src)] = origin
        if lang not in L.LANGS:
            err(name, n, 'unknown language %r' % lang, src)
            continue
        if cal not in L.CALENDARS:
            err(name, n, 'unknown calendar %r' % cal, src)
            continue
        if origin not in L.ORIGINS:
            err(name, n, 'unknown origin %r' % origin, src)
        e = L.check_target(target)
        if not e and not L.FULL_RE.match(target) and not (
                cal in ('buddhist', 'japanese', 'roc') and
                re.match(r'^\d{4}-\d\d$', target)):
            e = 'target must be a full date (or a month, for calendars ' \
                'whose months are the Gregorian ones)'
        if e:
            err(name, n, e, src)
            continue
        check_weekdays(name, n, src, target, lang, verbose)
        e = check_other(name, n, src, target, lang, cal)
        if e:
            err(name, n, e, src)
        cals[(lang, cal)] += 1

    name = 'provenance.tsv'
    prov = {}
    reruns = skipped = 0
    for n, (f, src, origin, where) in read(name, 4):
        key = (f, src)
        if key in prov:
            err(name, n, 'second row for %s' % f, src)
        prov[key] = n
        if key not in data_lines:
            err(name, n, 'no such line in %s' % f, src)
        elif data_lines[key] != origin:
            err(name, n, 'origin %s, the data file says %s' % (
                origin, data_lines[key]), src)
        if not where.strip():
            err(name, n, 'where is empty', src)
        if holdout and origin == 'glibc-date' and key in data_lines:
            m = re.search(r" date -d (?:'[^']*'|\S+)(?: (.*))?$", where)
            fmt = shlex.split(m.group(1))[0][1:] if m and m.group(1) \
                else None
            lang = f[:-4]
            if m and fmt in set(first_fmts.get(lang, ())) | {None}:
                err(name, n, 'format %r is one of the first set (%s)'
                    % (fmt, lang), src)
        if do_rerun and (origin == 'glibc-date' or
                         (origin == 'messages' and 'printed by' in where)):
            e = rerun(where, src)
            if e and e.startswith('skip'):
                skipped += 1
            elif e:
                err(name, n, e, src)
            else:
                reruns += 1
    for key in data_lines:
        if key not in prov:
            errors.append('provenance.tsv: no row for %s %r' % key)

    # ------------------------------------------------------------ summary
    print('| lang | lines | glibc-date | glibc-ls | manpage | doc | messages | '
          'hand | full | month | no year | none | ambiguous |')
    print('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    tot = collections.Counter()
    for lang, (total, st) in stats.items():
        cells = [st[o] for o in L.ORIGINS] + [
            st['kind full'], st['kind month'], st['kind no year'],
            st['kind none'], amb[lang]]
        print('| %s | %d | %s |' % (lang, total, ' | '.join(map(str, cells))))
        tot['lines'] += total
        for i, c in enumerate(cells):
            tot[i] += c
    print('| all | %d | %s |' % (tot['lines'], ' | '.join(
        str(tot[i]) for i in range(len(L.ORIGINS) + 5))))
    print()
    print('other-calendars.tsv: ' + ', '.join(
        '%s %s %d' % (lang, cal, c) for (lang, cal), c in sorted(cals.items())))
    if do_rerun:
        print('rerun: %d glibc commands print their source again, %d skipped'
              % (reruns, skipped))
    print('checked %s (profile %s)' % (os.path.relpath(L.DATA, L.ROOT),
                                       args.profile))
    for note in sorted(set(notes)):
        print('note: ' + note)
    for e in errors:
        print(e)
    print('%d errors' % len(errors))
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
