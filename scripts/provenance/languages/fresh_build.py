#!/usr/bin/python3
"""Build data/languages-fresh/ (the third, fresh multilingual set).

    /usr/bin/python3 scripts/provenance/languages/fresh_build.py [--dry-run]

Same conventions as build.py / build_holdout.py (whose helpers it uses),
other material: the glibc formats, `ls` locales, man-page phrases and
catalog entries of fresh_specs.py and the hand-written lines of
fresh_hand.py.  Writes <lang>.tsv, other-calendars.tsv and provenance.tsv
in data/languages-fresh/.

The first set (data/languages/) and the held-out set
(data/languages-holdout/) are read by the program only, never printed: no
source of either may appear here, and dates are drawn (fixed seed) that are
not a full date of either set's file of the language.  It refuses a glibc
format that glibc_specs.DATE gives the language or that the held-out
README lists, a man page file that picks.MAN uses, a catalog entry that
picks.MESSAGES uses, a weekday that does not fit, and a numeric date with a
second reading.  Targets are never computed by a date parser: they are the
date given to `date`/`touch`, or written by hand with the line; other
calendars are converted with python3-convertdate (Solar Hijri, Hebrew) or
by era arithmetic.
"""
import collections
import datetime
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import langcommon as L                       # noqa: E402
import build as B                            # noqa: E402
import glibc_specs                           # noqa: E402
import picks                                 # noqa: E402
import fresh_specs as S                      # noqa: E402
import fresh_hand as H                       # noqa: E402

SEED = 'fresh-20261203'
OUT = os.path.join(L.ROOT, 'data', 'languages-fresh')
PREV_DIRS = [os.path.join(L.ROOT, 'data', 'languages'),
             os.path.join(L.ROOT, 'data', 'languages-holdout')]
# generic formats of the held-out set (its README)
HOLDOUT_FMTS = {'%d %B %Y', '%-d %b', '%A, %d %B', '%e %b %y', '%x %X',
                '%a %e %b %Y', '%y年%-m月%-d日', '%Y.%-m.%-d(%a)',
                '%-m월 %-d일 %A', '%y년 %-m월 %-d일 (%a)'}
WANT = 30


def previous_sets():
    """(every source of both earlier sets, {lang: their full dates})."""
    sources, dates = set(), collections.defaultdict(set)
    for d in PREV_DIRS:
        for path in glob.glob(os.path.join(d, '*.tsv')):
            name = os.path.basename(path)
            if name == 'provenance.tsv':
                continue
            with open(path, encoding='utf-8') as f:
                for line in f:
                    row = line.rstrip('\n').split('\t')
                    sources.add(row[0])
                    lang = name[:-4]
                    if lang in L.LANGS and len(row) > 1 and \
                            L.FULL_RE.match(row[1]):
                        dates[lang].add(datetime.date.fromisoformat(row[1]))
    return sources, dates


DM_ANY = re.compile(r'(?<![\d./:\-])(\d{1,2})\.?\s?[./]\s?(\d{1,2})(?![\d:]|[./]\d)')
MD_HYPHEN = re.compile(r'(?<![\d.,/:\-])(\d{1,2})-(\d{1,2})(?![\d:/]|[.\-]\d)')


def reads_one_way(src, target):
    if not B.numeric_ok(src, target, ''):
        return False
    s = L.ascii_digits(src).translate(L.BIDI)
    for m in MD_HYPHEN.finditer(s):
        a, b = int(m.group(1)), int(m.group(2))
        if a <= 12 and b <= 12 and a != b:
            return False
    # stricter than build.py: any day/month pair (`8/7 1960`, `3. 4.`) whose
    # numbers are both 1..12 and differ is refused, whatever follows it
    for m in DM_ANY.finditer(s):
        a, b = int(m.group(1)), int(m.group(2))
        if 1 <= a <= 12 and 1 <= b <= 12 and a != b:
            return False
    return True


_finders = {}


def weekday_ok(src, target, lang):
    if lang not in _finders:
        _finders[lang] = L.WeekdayFinder(lang)
    found = _finders[lang].find(src)
    if len(set(found)) > 1:
        return False
    if found and L.FULL_RE.match(target):
        return all(w == L.weekday_of(target) for w in found)
    return True


def refuse_reuse(lang):
    used_fmts = {f for _, f, _ in glibc_specs.DATE.get(lang, [])}
    for loc, fmt in S.DATE[lang]:
        if fmt in used_fmts or fmt in HOLDOUT_FMTS:
            raise SystemExit('%s: format %r is used by an earlier set'
                             % (lang, fmt))
    used_files = {w.rpartition(':')[0] for w, *_ in picks.MAN.get(lang, [])}
    for where, _, _ in S.MAN.get(lang, []):
        if where.rpartition(':')[0] in used_files:
            raise SystemExit('%s: %s is used by the first set' % (lang, where))
    used_msgs = {(x[1], x[2]) for x in picks.MESSAGES.get(lang, [])}
    for item in S.MESSAGES.get(lang, []):
        if any(item[1] == p and item[2].startswith(k) or
               item[1] == p and k.startswith(item[2])
               for p, k in used_msgs):
            raise SystemExit('%s: %s %r is used by the first set'
                             % (lang, item[1], item[2]))


def draw_and_run(lang, loc, fmt, drawer, taken, rng, tz):
    y, m, d, yy, era = B.fields(loc, fmt)
    if era or B.calendar_of(lang, loc, fmt):
        raise SystemExit('%s %s: an era format' % (loc, fmt))
    for attempt in range(400):
        date = drawer.draw('', yy)
        when = '%s %02d:%02d:%02d' % (date.isoformat(), rng.randint(0, 23),
                                      rng.randint(0, 59), rng.randint(0, 59))
        text, shown = B.run_date(loc, tz, when, fmt)
        src = text.strip()
        target = B.target_for(date, y, m, d)
        if len(src) > 80 or '\t' in src:
            raise SystemExit('too long: %r' % src)
        if not reads_one_way(src, target) or src in taken or \
                not weekday_ok(src, target, lang):
            drawer.used.discard(date)
            continue
        return src, target, shown
    raise SystemExit('no date fits %s %s' % (loc, fmt))


def glibc_date_lines(lang, drawer, taken):
    out = []
    tzs = glibc_specs.TZ[lang]
    rng = random.Random('%s-tz-%s' % (SEED, lang))
    for loc, fmt in S.DATE[lang]:
        tz = tzs[rng.randrange(len(tzs))]
        src, target, shown = draw_and_run(lang, loc, fmt, drawer, taken, rng,
                                          tz)
        taken.add(src)
        out.append(dict(src=src, target=target, origin='glibc-date',
                        where=shown))
    return out


def messages_fmt_lines(lang, drawer, taken):
    out = []
    rng = random.Random('%s-msg-%s' % (SEED, lang))
    for _, path, msgid_start, loc in S.MESSAGES.get(lang, []):
        k, v = B.msgstr(path, msgid_start)
        fmt = v.strip()
        tz = glibc_specs.TZ[lang][0]
        src, target, shown = draw_and_run(lang, loc, fmt, drawer, taken, rng,
                                          tz)
        taken.add(src)
        where = ('format %r, msgstr of msgid %r in %s, printed by: %s'
                 % (fmt, k.split('\x04')[-1][:40], path, shown))
        out.append(dict(src=src, target=target, origin='messages',
                        where=where))
    return out


def glibc_ls_line(lang, drawer, taken):
    loc, kind = S.LS[lang]
    rng = random.Random('%s-ls-%s' % (SEED, lang))
    for attempt in range(100):
        if kind == 'old':
            dt = drawer.draw('')
            if dt >= B.NOW - datetime.timedelta(days=200):
                drawer.used.discard(dt)
                continue
        else:
            dt = B.NOW - datetime.timedelta(days=rng.randint(10, 170))
            if dt in drawer.used:
                continue
            drawer.used.add(dt)
        t = '%s %02d:%02d' % (dt.isoformat(), rng.randint(0, 23),
                              rng.randint(0, 59))
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'f00')
            open(path, 'w').close()
            subprocess.run(['touch', '-d', t, path], check=True,
                           env={'PATH': '/usr/bin:/bin', 'TZ': 'UTC'})
            env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8',
                   'TZ': 'UTC'}
            res = subprocess.run(['ls', '-l'], cwd=tmp, env=env,
                                 capture_output=True, check=True)
        for line in res.stdout.decode('utf-8').splitlines():
            mm = B.LS_LINE.match(line)
            if mm:
                src = mm.group(1).strip()
                break
        else:
            raise SystemExit('%s: cannot read ls output' % lang)
        has_year = str(dt.year) in L.ascii_digits(src)
        if (kind == 'old') != has_year:
            raise SystemExit('%s: ls printed no/unexpected year for %s'
                             % (lang, dt))
        target = dt.isoformat() if has_year else \
            'XXXX-%02d-%02d' % (dt.month, dt.day)
        if src in taken or not reads_one_way(src, target):
            drawer.used.discard(dt)
            continue
        taken.add(src)
        where = ("touch -d '%s' f00 (TZ=UTC); LC_ALL=%s.UTF-8 TZ=UTC ls -l"
                 " (the date columns of f00's line)" % (t, loc))
        return [dict(src=src, target=target, origin='glibc-ls', where=where)]
    raise SystemExit('%s: no ls date fits' % lang)


def manpage_lines(lang):
    out = []
    for where, phrase, target in S.MAN.get(lang, []):
        line = B.man_line(where)
        if phrase not in line:
            raise SystemExit('%s: phrase not on the line' % where)
        out.append(dict(src=phrase, target=target, origin='manpage',
                        where=where))
    return out


def marks(s):
    for k, v in H.MARKS.items():
        s = s.replace(k, v)
    return s


def hand_lines(lang):
    out = []
    for src, target, note in B.parse_block(H.HAND.get(lang, ''), 3):
        out.append(dict(src=marks(src), target=target, origin='hand',
                        where='hand: ' + note))
    return out


# ------------------------------------------------------- other calendars
FA_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر',
             'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']
HEB = {'א': 1, 'ב': 2, 'ג': 3, 'ד': 4, 'ה': 5, 'ו': 6, 'ז': 7, 'ח': 8,
       'ט': 9, 'י': 10, 'כ': 20, 'ל': 30, 'מ': 40, 'נ': 50, 'ס': 60, 'ע': 70,
       'פ': 80, 'צ': 90, 'ק': 100, 'ר': 200, 'ש': 300, 'ת': 400}
# convertdate.hebrew: Nisan = 1 ... Adar (Adar I in a leap year) = 12,
# Adar II = 13
HEB_MONTHS = {'ניסן': 1, 'אייר': 2, 'סיון': 3, 'סיוון': 3, 'תמוז': 4, 'אב': 5,
              'אלול': 6, 'תשרי': 7, 'חשון': 8, 'חשוון': 8, 'כסלו': 9,
              'טבת': 10, 'שבט': 11, 'אדר': 12, 'אדר א': 12, 'אדר ב': 13}
JA_ERAS = {'令和': 2018, '平成': 1988, '昭和': 1925, '大正': 1911, '明治': 1867,
           'R': 2018, 'H': 1988, 'S': 1925, 'T': 1911, 'M': 1867}
TH_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน',
             'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม']
TH_AB = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.',
         'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.']
AR_HIJRI = {'محرم': 1, 'صفر': 2, 'ربيع الأول': 3, 'ربيع الآخر': 4,
            'جمادى الأولى': 5, 'جمادى الآخرة': 6, 'رجب': 7, 'شعبان': 8,
            'رمضان': 9, 'شوال': 10, 'ذو القعدة': 11, 'ذي القعدة': 11,
            'ذو الحجة': 12, 'ذي الحجة': 12}


def other_target(src, cal):
    """The Gregorian date of a calendar date written by hand (and how)."""
    s = L.ascii_digits(src).translate(L.BIDI)
    if cal == 'persian':
        from convertdate import persian
        m = re.search(r'(\d{4})/(\d{1,2})/(\d{1,2})', s)
        if m:
            y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        else:
            m = re.search(r'(\d{1,2})\s+(%s)\s+(\d{4})' % '|'.join(FA_MONTHS),
                          s)
            y, mo, d = int(m.group(3)), FA_MONTHS.index(m.group(2)) + 1, \
                int(m.group(1))
        g = datetime.date(*persian.to_gregorian(y, mo, d))
        return g.isoformat(), 'convertdate.persian.to_gregorian(%d, %d, %d)' \
            % (y, mo, d)
    if cal == 'hebrew':
        from convertdate import hebrew
        t = s.replace('״', '').replace('׳', '')
        m = re.match(r'(\S+)\s+ב(\S+(?:\s[אב](?=\s))?)\s+(\S+)$', t)
        d = sum(HEB[c] for c in m.group(1))
        mo = HEB_MONTHS[m.group(2)]
        y = 5000 + sum(HEB[c] for c in m.group(3))
        g = datetime.date(*hebrew.to_gregorian(y, mo, d))
        return g.isoformat(), 'convertdate.hebrew.to_gregorian(%d, %d, %d)' \
            % (y, mo, d)
    if cal == 'japanese':
        m = re.search(r'(令和|平成|昭和|大正|明治)(\d+|元)年(\d+)月(\d+)日', s) \
            or re.match(r'([RHSTM])(\d+)\.(\d+)\.(\d+)', s)
        n = 1 if m.group(2) == '元' else int(m.group(2))
        y = JA_ERAS[m.group(1)] + n
        g = datetime.date(y, int(m.group(3)), int(m.group(4)))
        return g.isoformat(), '%s year %d = %d' % (m.group(1), n, y)
    if cal == 'roc':
        m = re.search(r'民國(\d+|元)年(\d+)月(?:(\d+)日)?', s) or \
            re.match(r'(\d{2,3})/(\d\d)/(\d\d)', s)
        n = 1 if m.group(1) == '元' else int(m.group(1))
        y = n + 1911
        if m.group(3):
            return datetime.date(y, int(m.group(2)), int(m.group(3))) \
                .isoformat(), 'Minguo %d + 1911 = %d' % (n, y)
        return '%04d-%02d' % (y, int(m.group(2))), \
            'Minguo %d + 1911 = %d' % (n, y)
    if cal == 'buddhist':
        names = '|'.join(re.escape(x) for x in TH_MONTHS + TH_AB)
        m = re.search(r'(?:(\d{1,2})\s+)?(?:เดือน)?(%s)\s+(?:พ\.ศ\.\s+)?(\d{4}|\d\d)'
                      % names, s)
        mon = m.group(2)
        mo = (TH_MONTHS.index(mon) if mon in TH_MONTHS else
              TH_AB.index(mon)) + 1
        be = int(m.group(3))
        if be < 100:
            be += 2500
        y = be - 543
        if m.group(1):
            return datetime.date(y, mo, int(m.group(1))).isoformat(), \
                'B.E. %d - 543 = %d' % (be, y)
        return '%04d-%02d' % (y, mo), 'B.E. %d - 543 = %d' % (be, y)
    raise ValueError(cal)


def islamic_lines():
    from convertdate import islamic
    out = []
    for src, target, note in H.ISLAMIC:
        s = L.ascii_digits(src)
        m = re.search(r'(\d{1,2})\s+(%s)\s*(\d{4})' % '|'.join(AR_HIJRI), s)
        d, mo, y = int(m.group(1)), AR_HIJRI[m.group(2)], int(m.group(3))
        tab = datetime.date(*islamic.to_gregorian(y, mo, d))
        diff = (datetime.date.fromisoformat(target) - tab).days
        where = ('hand: %s; target is the published (Umm al-Qura / '
                 'announced) date; convertdate.islamic.to_gregorian(%d, %d, '
                 '%d) (tabular) gives %s (%+d day)' % (note, y, mo, d, tab,
                                                       diff))
        if abs(diff) > 2:
            raise SystemExit('islamic: %r is %d days off' % (src, diff))
        out.append((src, target, 'ar', 'islamic', 'hand', where))
    return out


def main():
    dry = '--dry-run' in sys.argv
    prev_sources, prev_dates = previous_sets()
    taken = set(prev_sources)
    per_lang, prov, problems = {}, [], []
    for lang in L.LANGS:
        refuse_reuse(lang)
        fixed = manpage_lines(lang) + hand_lines(lang)
        for x in fixed:
            d = x['target']
            if L.FULL_RE.match(d) and \
                    datetime.date.fromisoformat(d) in prev_dates[lang]:
                problems.append('%s: a fixed line\'s date %s is a date of an '
                                'earlier set' % (lang, d))
        used = {datetime.date.fromisoformat(x['target']) for x in fixed
                if L.FULL_RE.match(x['target'])}
        drawer = B.Drawer(lang, used | prev_dates[lang])
        drawer.rng = random.Random('%s-%s' % (SEED, lang))
        for x in fixed:
            if x['src'] in taken:     # the line is not printed: it may be
                problems.append(       # a line of an earlier set
                    '%s: hand/man line %d (of its kind) is in an earlier set '
                    'or twice' % (lang, fixed.index(x) + 1))
            taken.add(x['src'])
        lines = glibc_date_lines(lang, drawer, taken)
        lines += glibc_ls_line(lang, drawer, taken)
        lines += [x for x in fixed if x['origin'] == 'manpage']
        lines += messages_fmt_lines(lang, drawer, taken)
        lines += [x for x in fixed if x['origin'] == 'hand']
        seen, dates = set(), set()
        for x in lines:
            src, t = x['src'], x['target']
            e = L.check_target(t)
            if e:
                problems.append('%s: %r: %s' % (lang, src, e))
            if src != src.strip() or len(src) > 80 or '\t' in src:
                problems.append('%s: bad source %r' % (lang, src))
            if src in seen:
                problems.append('%s: %r twice' % (lang, src))
            seen.add(src)
            if L.FULL_RE.match(t):
                if t in dates:
                    problems.append('%s: date %s twice' % (lang, t))
                dates.add(t)
            if not reads_one_way(src, t):
                problems.append('%s: %r: numeric date does not read %s only'
                                % (lang, src, t or 'no date'))
            if not weekday_ok(src, t, lang):
                problems.append('%s: %r: weekday does not fit %s'
                                % (lang, src, t))
            prov.append(('%s.tsv' % lang, src, x['origin'], x['where']))
        c = collections.Counter(x['origin'] for x in lines)
        none = sum(1 for x in lines if not x['target'])
        if len(lines) != WANT:
            problems.append('%s: %d lines, %d wanted' % (lang, len(lines),
                                                         WANT))
        if c['hand'] * 2 < len(lines) or c['hand'] < 10:
            problems.append('%s: only %d hand lines' % (lang, c['hand']))
        if (c['glibc-date'] + c['glibc-ls']) * 3 > len(lines):
            problems.append('%s: too many glibc lines' % lang)
        if none * 10 > len(lines) or none < 1:
            problems.append('%s: %d no-date lines' % (lang, none))
        per_lang[lang] = [(x['src'], x['target'], x['origin'])
                          for x in lines]
        print('%s: %d lines, %s, none %d' % (lang, len(lines), ', '.join(
            '%s %d' % (o, c[o]) for o in L.ORIGINS), none))

    other = []
    for src, lang, cal, note in H.OTHER:
        src = marks(src)
        target, how = other_target(src, cal)
        if not weekday_ok(src, target, lang):
            problems.append('other: %r: weekday does not fit %s'
                            % (src, target))
        other.append((src, target, lang, cal, 'hand', note + '; ' + how))
    other += islamic_lines()
    for r in other:
        if r[0] in taken:
            problems.append('other-calendars: line %d is in an earlier set '
                            'or twice' % (other.index(r) + 1))
        taken.add(r[0])
        if not weekday_ok(r[0], r[1], r[2]):
            problems.append('other: %r: weekday does not fit' % r[0])
        prov.append(('other-calendars.tsv', r[0], r[4], r[5]))
    print('other-calendars: %s' % ', '.join(
        '%s %d' % kv for kv in sorted(collections.Counter(
            r[3] for r in other).items())))
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    if dry:
        return
    os.makedirs(OUT, exist_ok=True)

    def write(name, rows):
        with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
            for r in rows:
                f.write('\t'.join(r) + '\n')
    for lang, rows in per_lang.items():
        write('%s.tsv' % lang, rows)
    write('other-calendars.tsv', [r[:5] for r in other])
    write('provenance.tsv', prov)


if __name__ == '__main__':
    main()
