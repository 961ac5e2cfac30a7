#!/usr/bin/python3
"""Harvest the real-world date evaluation set.

    /usr/bin/python3 scripts/provenance/real_world/harvest.py            # all origins
    /usr/bin/python3 scripts/provenance/real_world/harvest.py --dry-run  # print, write nothing

Writes data/real-world/real-world.tsv and data/real-world/ambiguous.tsv.
Each origin's lines are produced by one function below; the expected target
of every line is computed from how the line was obtained (the regex groups of
a changelog or man page phrase, the date given to `date -d`, the value given
to a Python function, or written by hand in curated.py), never by a date
parsing library.  check.py then compares every line with python3-dateutil.

Runs on Debian with the files under /usr/share/doc and /usr/share/man of the
machine it was harvested on; system-commands lines come from running the
commands (date, ls, stat, find, tar, unzip, git, python3, openssl, zdump).
"""
import glob
import gzip
import hashlib
import os
import re
import sys
import collections

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common                    # noqa: E402
import patterns                  # noqa: E402


def h(s):
    return hashlib.sha1(s.encode('utf-8')).hexdigest()


def year_of(target):
    return target[:4]


def spread(cands, quota, max_per_shape=None):
    """Pick `quota` candidates spread over shapes and years, deterministically.

    cands: list of dicts with 'phrase', 'target'.  Shapes are visited round
    robin, most frequent first; inside a shape candidates are taken in sha1
    order of the phrase, preferring a year not taken yet."""
    by_shape = collections.defaultdict(list)
    for c in cands:
        by_shape[patterns.shape(c['phrase'])].append(c)
    for v in by_shape.values():
        v.sort(key=lambda c: h(c['phrase']))
    shapes = sorted(by_shape, key=lambda s: (-len(by_shape[s]), s))
    picked, years, phrases = [], set(), set()
    taken = collections.Counter()
    progress = True
    while len(picked) < quota and progress:
        progress = False
        for s in shapes:
            if len(picked) >= quota:
                break
            if max_per_shape and taken[s] >= max_per_shape:
                continue
            pool = [c for c in by_shape[s] if c['phrase'] not in phrases]
            if not pool:
                continue
            fresh = [c for c in pool if year_of(c['target']) not in years]
            c = (fresh or pool)[0]
            picked.append(c)
            phrases.add(c['phrase'])
            years.add(year_of(c['target']))
            taken[s] += 1
            progress = True
    return picked


def weekday_ok(source, target):
    if not re.match(r'\d{4}-\d\d-\d\d$', target):
        return True
    return all(w == common.weekday_name(target)
               for w in common.weekdays_in(source))


# ---------------------------------------------------------------- changelogs

CHANGELOG_GLOB = ('/usr/share/doc/*/changelog*.gz',)

# class -> how many phrases to take (trailer = ' -- Name <mail>  DATE' lines)
CHANGELOG_QUOTA = {
    'rfc2822/trailer': 18, 'rfc2822': 4, 'ctime': 14, 'iso': 14,
    'iso_short': 3, 'slash_ymd': 7, 'dot_ymd': 4, 'mdy': 20, 'dmy': 16,
    'dmy_dash': 6, 'dmy2': 4, 'ymd_mon': 4, 'month_year': 7,
    'month_day': 7, 'numeric': 6, 'ym_mon': 2,
}
NO_DATE_VERSIONS = 9
AMBIG_QUOTA_CHANGELOG = 10

# Phrases rejected on review (the context shows they are not dates, or the
# phrase is cut from a longer expression), see README.
CHANGELOG_REJECT = {
    '2  Jan 1996',          # '1.2.1 -> 1.2.2  Jan 1996': the 2 is a version
    'Sun May 20 17:46:39',  # strace test output, year 318857
    'Sat Nov  7 09:46:39', 'Sun Jul  5 01:46:39', 'Sat Jan 25 17:46:39',
    'Fri Sep 27 01:46:39',
    'Nov 18 14:48:36',      # from 'Do Nov 18 14:48:36 CET 2004' (German)
    'Jul 30 05:47:43',      # from 'Lun Jul 30 05:47:43 CEST 2001' (French)
    'Apr 20 00:22:37',      # from 'The Apr 20 ...' (taken whole, see extras)
    '2021.1.1',             # debian-archive-keyring version, not a date
    '8.2.2207',             # vim patch number
}

# Phrases that the regular expressions do not take whole, copied by hand
# from the named file (the target written by hand, weekday checked).
CHANGELOG_EXTRA = [
    ('Fri May 20 ??:??:?? 2005', '2005-05-20', '/usr/share/doc/bc/changelog.gz'),
    ('The Apr 20 00:22:37 HKT 2004', '2004-04-20',
     '/usr/share/doc/libxslt1-dev/changelog.gz'),   # 'The' typed for 'Tue'
    ('Lun Jul 30 05:47:43 CEST 2001', None, None),  # placeholder, dropped
]
CHANGELOG_EXTRA = [e for e in CHANGELOG_EXTRA if e[1]]

# yyyy.m.d that follows one of these is a version (certifi, qhull, ...)
DOT_VERSION = re.compile(r'(?i)(?:(?:version|qhull|certifi|certify)\W*(?:to\s*)?'
                         r'|<<\s*|=\s*)$')

DEBIAN_HEADER = re.compile(r'^[a-z0-9][a-z0-9.+-]+ \(([^()\s]+)\) [^;]+; *urgency=')


def iter_changelog_lines():
    files = sorted(set(f for g in CHANGELOG_GLOB for f in glob.glob(g)))
    for f in files:
        try:
            text = gzip.open(f).read().decode('utf-8', 'replace')
        except (OSError, EOFError):
            continue
        for i, line in enumerate(text.split('\n'), 1):
            yield f, i, line


def numeric_ok(phrase):
    """Numeric phrases from changelogs: '.' only as dd.mm.yyyy (the other
    dotted triples are nearly all version numbers)."""
    m = re.match(r'(\d+)([/.-])(\d+)\2(\d+)$', phrase)
    return m and (m.group(2) != '.' or (len(m.group(4)) == 4 and
                                         len(m.group(1)) == 2 == len(m.group(3))))


def harvest_changelogs():
    cands = collections.defaultdict(list)
    ambiguous, versions = [], []
    seen = set()
    for f, i, line in iter_changelog_lines():
        if not any(ch.isdigit() for ch in line):
            continue
        where = '%s:%d' % (f, i)
        mh = DEBIAN_HEADER.match(line)
        if mh:
            versions.append({'phrase': mh.group(1), 'where': where})
        trailer = line.startswith(' -- ')
        for name, phrase, _, t in patterns.find_best(line):
            phrase = phrase.strip()
            if phrase in seen or phrase in CHANGELOG_REJECT:
                continue
            if name == 'numeric':
                m = re.match(r'(\d+)([/.-])(\d+)\2(\d+)$', phrase)
                if not numeric_ok(phrase):
                    continue
                r = patterns.numeric_readings(m.group(1), m.group(3),
                                              m.group(4))
                if len(r) == 2 and re.match(r'(\d\d?)[/.-](\d\d?)[/.-](\d{4}|\d\d)$', phrase) \
                        and int(m.group(1)) <= 12 and int(m.group(3)) <= 12 \
                        and int(m.group(1)) != int(m.group(3)) and \
                        (len(m.group(4)) == 4 or len(m.group(1)) == 1):
                    seen.add(phrase)
                    ambiguous.append({'phrase': phrase, 'mf': r[0], 'df': r[1],
                                      'where': where, 'line': line})
                    continue
            if not isinstance(t, str) or not weekday_ok(phrase, t):
                continue
            if name == 'dot_ymd' and (mh or DOT_VERSION.search(
                    line[:line.find(phrase)])):
                continue        # a calendar-like version number
            key = name + ('/trailer' if trailer and name == 'rfc2822' else '')
            if key not in CHANGELOG_QUOTA:
                continue
            seen.add(phrase)
            cands[key].append({'phrase': phrase, 'target': t, 'where': where,
                               'line': line})
    out = []
    for key, quota in CHANGELOG_QUOTA.items():
        for c in spread(cands[key], quota,
                        max_per_shape=4 if key == 'rfc2822/trailer' else None):
            c['class'] = key
            out.append(c)
    amb = spread([dict(a, target=a['mf']) for a in ambiguous],
                 AMBIG_QUOTA_CHANGELOG)
    return out, amb, versions


def version_is_no_date(v):
    """A version string none of whose numeric triples reads as a date."""
    for m in re.finditer(r'(?<![\d])(\d+)([/.-])(\d+)\2(\d+)(?![\d])', v):
        a, b, y = m.group(1), m.group(3), m.group(4)
        if len(y) in (2, 4) and patterns.numeric_readings(a, b, y):
            return False
        if len(a) == 4 and patterns.numeric_readings(b, y, a) \
                if len(y) <= 2 else False:
            return False
    if re.search(r'(?<!\d)(19|20)\d\d[01]\d[0-3]\d(?!\d)', v):
        return False                    # snapshot dates like git20220407
    return True


def changelog_records():
    out, amb, versions = harvest_changelogs()
    recs = []
    for c in out:
        recs.append((c['phrase'], c['target'], 'debian-changelog',
                     '%s (%s)' % (c['where'], c['class'])))
    for phrase, target, f in CHANGELOG_EXTRA:
        recs.append((phrase, target, 'debian-changelog', f + ' (by hand)'))
    vs = [dict(v, target='') for v in versions
          if version_is_no_date(v['phrase'])]
    seen = set()
    uniq = []
    for v in vs:
        if v['phrase'] not in seen:
            seen.add(v['phrase'])
            uniq.append(v)
    for v in spread(uniq, NO_DATE_VERSIONS):
        recs.append((v['phrase'], '', 'debian-changelog',
                     '%s (package version in an entry header)' % v['where']))
    arecs = [(a['phrase'], a['mf'], a['df'], 'debian-changelog', a['where'])
             for a in amb]
    return recs, arecs


# ----------------------------------------------------------------- man pages

MAN_GLOB = '/usr/share/man/man[1-8]/*'     # English pages only

ROFF = [(r'\\\[aq\]|\\\(aq|\\\*\(Aq', "'"), (r'\\\(lq|\\\(rq|\\\*\(lq|\\\*\(rq', '"'),
        (r'\\\(en|\\\(em', '-'), (r'\\-', '-'), (r'\\&', ''), (r'\\ ', ' '),
        (r'\\f(?:\(..|\[[^]]*\]|.)', ''), (r'\\[\^|:/,]', ''), (r'\\e', '\\\\'),
        (r'\\\(.. ?', ''), (r'\\\*\(..|\\\*.', '')]


def render_roff(s):
    for a, b in ROFF:
        s = re.sub(a, b, s)
    return s


def roff_args(line):
    """Arguments of a request line like .TH name 1 "date" "source"."""
    out, cur, q, i = [], '', False, 0
    while i < len(line):
        ch = line[i]
        if ch == '\\' and i + 1 < len(line):
            cur += line[i:i + 2]
            i += 2
            continue
        if ch == '"':
            if q and i + 1 < len(line) and line[i + 1] == '"':
                cur += '"'
                i += 2
                continue
            q = not q
        elif ch in ' \t' and not q:
            if cur:
                out.append(cur)
            cur = ''
        else:
            cur += ch
        i += 1
    if cur:
        out.append(cur)
    return out


MAN_HEADER_QUOTA = 40
MAN_BODY_QUOTA = {
    'rfc2822': 5, 'ctime': 8, 'iso': 9, 'slash_ymd': 2, 'mdy': 8, 'dmy': 8,
    'dmy2': 3, 'month_year': 3, 'month_day': 8, 'ymd_mon': 2,
    'numeric': 2, 'dmy_dash': 1,
}
# .TH date fields that hold no date, picked by hand from all such fields
# (the others are one-word manual names or parse artifacts of broken .TH
# lines, like 'Manual' from git-update-server-info.1 and 'Revision-' from
# lsof.8's unexpanded string)
MAN_HEADER_NODATE = ['xkeyboard-config 2.35.1', 'libX11 1.8.4', 'systemd 252',
                     'version 1.60', 'pygettext 1.4', 'squeeze', 'xev 1.2.3',
                     'Debian GNU/Linux', 'Shell script analysis tool']
# .TH date fields left out: a version number in them reads as a date too
MAN_HEADER_REJECT = {'LVM TOOLS 2.03.16(2) (2022-05-18)'}
MAN_REJECT = {
    '2001/12/11',        # part of a URL
    '2016/09/01',        # part of a URL
    '1997/01/01',        # part of a URL
    '07 mar 2014',       # from 'ven 07 mar 2014 00:26:01 CET' (French)
}
# Phrases taken whole by hand from the named page (see README).
MAN_EXTRA = [
    ('Sunday, July 3, 10:02', 'XXXX-07-03', 'man3/printf.3.gz:1118'),
    ('2003 10:36:28 EDT 25 Sep Thu', '2003-09-25',
     'man1/gcloud_topic_datetimes.1.gz:70'),
    ('Thu Sep 25 10:36:28', 'XXXX-09-25', 'man1/gcloud_topic_datetimes.1.gz:82'),
    ('Thu Sep 10:36:28', '', 'man1/gcloud_topic_datetimes.1.gz:83'),
    ('Thu 10:36:28', '', 'man1/gcloud_topic_datetimes.1.gz:84'),
    ('Berkeley 6/29/88', '1988-06-29', 'man1/more.1.gz:244'),
    ('v5.41\t16 Apr 00', None, None),
    ('March 1984 and Oct 84', None, None),
    ('Oct 84', '1984-10', 'man1/ptop.1.gz:82'),
    ('23rd February 2000', '2000-02-23', 'man1/man.1.gz:1290'),
    ('Dec 23 1992', '1992-12-23', 'man1/man.1.gz:1287'),
    ('2004-04-28+22:22:05.0', '2004-04-28', 'man1/find.1.gz:1544'),
    ('Sat Nov 04 12:02:33 EST 1989', '1989-11-04', 'man1/find.1.gz:1564'),
    ('12/31/99', '1999-12-31', 'man1/date.1.gz:179'),
    ('11:11:04 PM', '', 'man1/date.1.gz:146'),
    ('23:13:48', '', 'man1/date.1.gz:182'),
    ('Thu 2017-09-21 16:08:56 CEST', '2017-09-21', 'man1/timedatectl.1.gz:462'),
    ('ven 07 mar 2014 00:26:01 CET', None, None),   # French, not English
    ('Mo 2015-03-30 14:20:38 CEST', None, None),    # German weekday
    ('Valid from: Thu Jun 24 18:01:13 PDT 2016', '2016-06-24',
     'man1/keytool.1.gz:2810'),
    ('2017 Oct 27 01:00', '2017-10-27', 'man8/zic.8.gz:476'),
    ('1853 Jul 16', '1853-07-16', 'man8/zic.8.gz:717'),
    ('2016\tDec\t31\t23:59:60', None, None),        # has tabs
    ('2016 Dec 31 23:59:60', '2016-12-31', 'man8/zic.8.gz:625 (tabs as spaces)'),
    ('1945-08-14 13:30 -0930 HPT', '1945-08-14', 'man8/zdump.8.gz:165 (tabs as spaces)'),
    ('May 4 12:00:00 2015 +1', '2015-05-04', 'man7/ALTER_ROLE.7.gz:270'),
    ('midday on 4th May 2015', '2015-05-04', 'man7/ALTER_ROLE.7.gz:263'),
    ('2525-08-14 07:11:05', '2525-08-14', 'man8/hwclock.8.gz:182'),
    ('12-11-23', None, None),   # systemd reads it as 2012-11-23: yymmdd, ambiguous
    ('Wed Jun 30 21:49:08 1993\\n', '1993-06-30', 'man3/ctime.3.gz:92'),
    ('40 October', '', 'man3/ctime.3.gz:196'),
    ('2106-02-07 06:28:16 UTC', '2106-02-07', 'man1/gzip.1.gz:285'),
    ('Timestamp userspace: Thu 2019-03-14 23:28:07 CET', '2019-03-14',
     'man1/systemd-analyze.1.gz:177'),
    ('February 29', 'XXXX-02-29', 'man3/tzset.3.gz:127'),
    ('00:59:60', '', 'man8/zic.8.gz:416'),
    ('*-02-29 00:00:00', None, None),
]
MAN_EXTRA = [e for e in MAN_EXTRA if e[1] is not None]


def iter_man_pages():
    for f in sorted(glob.glob(MAN_GLOB)):
        try:
            if f.endswith('.gz'):
                raw = gzip.open(f).read()
            else:
                with open(f, 'rb') as fh:
                    raw = fh.read()
        except (OSError, EOFError):
            continue
        yield f, raw.decode('utf-8', 'replace')


def man_header_date(line):
    a = roff_args(line)
    if not a:
        return None
    if a[0] == '.TH' and len(a) > 3:
        return render_roff(a[3]).strip()
    if a[0] == '.Dd' and len(a) > 1:
        return render_roff(' '.join(a[1:])).strip()
    return None


def harvest_man_pages():
    headers = {}
    body = collections.defaultdict(list)
    seen = set()
    for f, text in iter_man_pages():
        short = f.replace('/usr/share/man/', '')
        for i, line in enumerate(text.split('\n'), 1):
            if line.startswith(('.TH', '.Dd')):
                d = man_header_date(line)
                if d and d not in headers:
                    headers[d] = '%s:%d' % (short, i)
                continue
            if line.startswith(('.\\"', "'\\\"", '.so')) or \
                    not any(ch.isdigit() for ch in line):
                continue
            r = render_roff(line)
            for name, phrase, _, t in patterns.find_best(r):
                phrase = phrase.strip()
                if phrase in seen or phrase in MAN_REJECT or \
                        name not in MAN_BODY_QUOTA:
                    continue
                if name == 'numeric' and (not isinstance(t, str) or
                                          not numeric_ok(phrase)):
                    continue
                if '\t' in phrase:
                    continue
                if not isinstance(t, str) or not weekday_ok(phrase, t):
                    continue
                seen.add(phrase)
                body[name].append({'phrase': phrase, 'target': t,
                                   'where': '%s:%d' % (short, i), 'line': r})
    return headers, body


def man_header_target(d):
    """Target of a .TH/.Dd date field: the one date phrase in it, '' when it
    holds no digits of a date at all (a version or a word), None to skip."""
    if re.search(r'[^\x00-\x7f]', d) or '\\' in d or len(d) > 80 or not d:
        return None
    found = [(n, p, t) for n, p, _, t in patterns.find_best(d)
             if isinstance(t, str)]
    if len(found) == 1:
        n, p, t = found[0]
        if n == 'numeric' and d != p:
            return None
        return t
    if found:
        return None
    if re.fullmatch(r'[A-Za-z][\w.+/-]*(?: [\w.+/-]+)*', d) and \
            not re.search(r'\b\d{4}\b', d) and version_is_no_date(d):
        return ''
    return None


def man_records():
    headers, body = harvest_man_pages()
    recs, amb = [], []
    dated, nodate = [], []
    for d, where in headers.items():
        m = re.fullmatch(r'(\d\d)/(\d\d)/(\d{4})', d)
        if m and patterns.numeric_readings(m.group(1), m.group(2),
                                           m.group(3)).__len__() == 2:
            r = patterns.numeric_readings(m.group(1), m.group(2), m.group(3))
            amb.append((d, r[0], r[1], 'man-pages', where + ' (.TH date)'))
            continue
        t = man_header_target(d)
        if t is None or d in MAN_HEADER_REJECT:
            continue
        if not weekday_ok(d, t):
            continue
        (dated if t else nodate).append({'phrase': d, 'target': t or '0000',
                                         'where': where})
    for c in spread(dated, MAN_HEADER_QUOTA):
        recs.append((c['phrase'], c['target'], 'man-pages',
                     '%s (.TH/.Dd date field)' % c['where']))
    for c in [c for c in nodate if c['phrase'] in MAN_HEADER_NODATE]:
        recs.append((c['phrase'], '', 'man-pages',
                     '%s (.TH date field holding no date)' % c['where']))
    for name, quota in MAN_BODY_QUOTA.items():
        for c in spread(body[name], quota):
            recs.append((c['phrase'], c['target'], 'man-pages',
                         '%s (text, %s)' % (c['where'], name)))
    for phrase, target, where in MAN_EXTRA:
        recs.append((phrase, target, 'man-pages', where + ' (by hand)'))
    return recs, amb


# ----------------------------------------------------------- system commands

import datetime as _dt          # noqa: E402
import shutil                   # noqa: E402
import subprocess               # noqa: E402
import tempfile                 # noqa: E402

# Dates given to the tools (none in a daylight-saving gap).
DATES = [
    '1066-10-14 09:00:00', '1215-06-15 11:45:00', '1492-10-12 05:30:00',
    '1582-10-15 18:00:00', '1605-11-05 23:59:59', '1700-03-01 00:00:00',
    '1776-07-04 14:10:00', '1815-06-18 19:30:00', '1848-02-29 08:08:08',
    '1869-11-17 12:00:00', '1900-02-28 23:30:00', '1903-12-17 10:35:00',
    '1912-04-15 05:20:00', '1929-10-29 16:00:00', '1945-05-08 23:01:00',
    '1957-10-04 19:28:34', '1969-07-20 20:17:40', '1970-01-01 00:00:00',
    '1972-06-30 23:59:59', '1986-01-28 16:39:13', '1989-11-09 18:53:00',
    '1991-08-25 12:34:56', '1995-08-24 07:00:00', '1999-12-31 23:59:59',
    '2000-01-01 00:00:01', '2000-02-29 12:00:00', '2001-09-09 01:46:40',
    '2003-09-25 10:36:28', '2004-02-29 21:15:00', '2008-08-08 08:08:08',
    '2011-03-11 14:46:23', '2012-12-21 11:11:00', '2016-12-31 23:59:59',
    '2019-04-10 13:07:00', '2020-03-11 17:45:10', '2024-02-29 06:30:00',
    '2038-01-19 03:14:07', '2069-07-20 20:17:00', '2100-12-31 18:00:00',
    '2222-02-22 22:22:22', '2500-06-15 09:45:00', '2999-12-31 23:59:59',
    '1000-01-01 12:00:00', '1234-05-17 15:00:00', '1888-03-12 04:00:00',
    '1914-06-28 10:50:00', '1963-11-22 12:30:00', '1977-05-25 19:00:00',
    '1983-09-26 00:40:00', '1997-08-31 04:00:00', '2005-07-13 16:20:00',
    '2014-10-23 08:00:00', '2022-06-21 09:13:00', '2031-03-14 15:09:26',
]

ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata',
         'Australia/Adelaide', 'America/Sao_Paulo', 'Pacific/Kiritimati',
         'Asia/Kathmandu', 'Pacific/Pago_Pago', 'Europe/London']

# (date +FORMAT or option list, kind) kind: 'full', 'noyear', 'month', 'none',
# 'num' (numeric day/month: ambiguous when day <= 12 and day != month)
DATE_FORMATS = [
    (['+%a %b %e %H:%M:%S %Z %Y'], 'full'), (['+%c'], 'full'),
    (['+%F %T'], 'full'), (['+%F'], 'full'), (['+%Y%m%d'], 'full'),
    (['+%Y%m%dT%H%M%S'], 'full'), (['+%A, %B %d, %Y'], 'full'),
    (['-R'], 'full'), (['+%d/%b/%Y:%H:%M:%S %z'], 'full'),
    (['+%B %-d, %Y'], 'full'), (['+%-d %B %Y'], 'full'),
    (['+%d %b %Y'], 'full'), (['+%e-%b-%Y'], 'full'),
    (['+%d-%b-%y'], 'full'), (['+%Y-%m-%dT%H:%M:%S%:z'], 'full'),
    (['+%Y.%m.%d'], 'full'), (['+%Y/%m/%d %H:%M'], 'full'),
    (['+%d.%m.%Y'], 'num'), (['+%m/%d/%Y %I:%M:%S %p'], 'num'),
    (['+%D'], 'num'), (['+%x'], 'num'), (['+%x %X'], 'num'),
    (['+%a %d %b %Y %r %Z'], 'full'), (['+%A %-d %B %Y'], 'full'),
    (['+%b %d, %Y %l:%M %p'], 'full'), (['+%Y-%b-%d'], 'full'),
    (['+%d%b%Y'], 'full'), (['+%b %-d %Y'], 'full'),
    (['+%a %b %d %T %Y'], 'full'), (['+%A, %d-%b-%y %T %Z'], 'full'),
    (['+%Y-%m-%d %H:%M:%S.%N'], 'full'), (['+%d/%m/%Y'], 'num'),
    (['+%-m/%-d/%Y'], 'num'), (['+%Y-%m-%d %Hh%M'], 'full'),
    (['+%B %Y'], 'month'), (['+%b %Y'], 'month'), (['+%Y-%m'], 'month'),
    (['+%m/%Y'], 'month'), (['+%B, %Y'], 'month'),
    (['+%b %e %H:%M'], 'noyear'), (['+%b %e %T'], 'noyear'),
    (['+%d %B'], 'noyear'), (['+%B %-d'], 'noyear'),
    (['+%A, %B %-d'], 'noyear'), (['+%a %b %e'], 'noyear'),
    (['+%-d %b, %H:%M'], 'noyear'),
    (['+%T'], 'none'), (['+%r'], 'none'), (['+%I:%M %p'], 'none'),
    (['+%T %Z'], 'none'),
    (['--rfc-3339=date'], 'full'), (['--rfc-3339=seconds'], 'full'),
    (['--rfc-3339=ns'], 'full'), (['-I'], 'full'), (['-Ihours'], 'full'),
    (['-Iminutes'], 'full'), (['-Iseconds'], 'full'), (['-Ins'], 'full'),
    (['--rfc-email'], 'full'), ([], 'full'),
]


def run(cmd, env=None, **kw):
    e = dict(os.environ, LC_ALL='C', LANG='C')
    e.pop('LANGUAGE', None)
    if env:
        e.update(env)
    return subprocess.run(cmd, env=e, check=True, capture_output=True,
                          text=True, **kw).stdout


def expect(kind, y, m, d):
    if kind in ('full', 'num'):
        return common.full(y, m, d)
    if kind == 'noyear':
        return common.no_year(m, d)
    if kind == 'month':
        return common.year_month(y, m)
    return ''


def date_lines():
    """`date -d` with every format, dates and zones taken round robin."""
    recs, amb = [], []
    for i, (fmt, kind) in enumerate(DATE_FORMATS):
        for k in range(2 if kind in ('full', 'num') else 1):
            j = (i * 7 + k * 23) % len(DATES)
            when = DATES[j]
            if two_digit_year(fmt) and re.search(r'%[aA]', ' '.join(fmt)):
                # a weekday next to a two-digit year must fit the year as
                # written (the pivot): take a date in 1969..2068
                while not 1969 <= int(when[:4]) <= 2068:
                    j = (j + 1) % len(DATES)
                    when = DATES[j]
            tz = ZONES[(i + k * 3) % len(ZONES)]
            y, mo, d = (int(x) for x in when[:10].split('-'))
            if two_digit_year(fmt):
                y = common.pivot(y % 100)      # the year as written
            cmd = ['date', '-d', when] + fmt
            out = run(cmd, env={'TZ': tz}).strip()
            # the tool read the date we meant:
            assert run(['date', '-d', when, '+%F'], env={'TZ': tz}).strip() \
                == when[:10], when
            how = "TZ=%s LC_ALL=C %s" % (tz, ' '.join(
                "'%s'" % a if (' ' in a or '%' in a) else a for a in cmd))
            if kind == 'num' and d <= 12 and d != mo:
                mf, df = ambiguous_readings(out)
                if (mf, df) != ((common.full(y, mo, d), common.full(y, d, mo))
                                if fmt_month_first(fmt) else
                                (common.full(y, d, mo), common.full(y, mo, d))):
                    raise SystemExit('ambiguous readings wrong: %s' % out)
                amb.append((out, mf, df, 'system-commands', how))
                continue
            recs.append((out, expect(kind, y, mo, d), 'system-commands', how))
    # numeric dates whose day is <= 12: they go to ambiguous.tsv
    for i, fmt in enumerate(AMBIG_FORMATS):
        cands = [w for w in DATES if int(w[8:10]) <= 12 and
                 int(w[8:10]) != int(w[5:7])]
        when = cands[(i * 5) % len(cands)]
        tz = ZONES[i % len(ZONES)]
        y, mo, d = (int(x) for x in when[:10].split('-'))
        if two_digit_year(fmt):
            y = common.pivot(y % 100)
        cmd = ['date', '-d', when] + fmt
        out = run(cmd, env={'TZ': tz}).strip()
        how = "TZ=%s LC_ALL=C %s" % (tz, ' '.join(
            "'%s'" % a if (' ' in a or '%' in a) else a for a in cmd))
        mf, df = ambiguous_readings(out)
        want = ((common.full(y, mo, d), common.full(y, d, mo))
                if fmt_month_first(fmt) else
                (common.full(y, d, mo), common.full(y, mo, d)))
        if (mf, df) != want:
            raise SystemExit('ambiguous readings wrong: %s' % out)
        amb.append((out, mf, df, 'system-commands', how))
    return recs, amb


AMBIG_FORMATS = [['+%d/%m/%Y'], ['+%m/%d/%Y'], ['+%D'], ['+%x'], ['+%d.%m.%y'],
                 ['+%m-%d-%Y %H:%M'], ['+%d-%m-%Y'], ['+%-d/%-m/%y'],
                 ['+%d %m %Y'], ['+%m/%d/%y %I:%M %p'],
                 ['+%d.%m.%Y %H:%M:%S'], ['+%-m/%-d/%Y %-I:%M:%S %p']]


def two_digit_year(fmt):
    f = ' '.join(fmt)
    return '%y' in f or '%D' in f or '%x' in f


def fmt_month_first(fmt):
    f = ' '.join(fmt)
    return bool(re.search(r'%-?m[/. -]%-?d', f)) or '%D' in f or '%x' in f


def ambiguous_readings(s):
    m = re.search(r'(\d{1,2})([/. -])(\d{1,2})\2(\d{4}|\d\d)', s)
    a, b, y = int(m.group(1)), int(m.group(3)), m.group(4)
    yy = int(y) if len(y) == 4 else common.pivot(y)
    return common.full(yy, a, b), common.full(yy, b, a)


def tz_conversion_lines():
    """date -u -d 'DATE +-OFFSET': the printed (UTC) date is the target."""
    recs = []
    cases = [('1999-12-31 19:00 -0500', '+%F %T %Z'),
             ('2010-01-01 01:30:00 +1400', '-R'),
             ('2003-09-25 23:30 -0300', '--rfc-3339=seconds'),
             ('1970-01-01 00:30 +0100', '+%a %b %e %T %Z %Y'),
             ('2016-02-28 22:00 -0800', '+%d %B %Y %H:%M %Z')]
    for when, fmt in cases:
        out = run(['date', '-u', '-d', when, fmt]).strip()
        base = _dt.datetime.strptime(when[:16], '%Y-%m-%d %H:%M')
        off = when[-5:]
        sign = 1 if off[0] == '+' else -1
        delta = _dt.timedelta(hours=int(off[1:3]), minutes=int(off[3:5]))
        utc = base - sign * delta
        recs.append((out, utc.strftime('%Y-%m-%d'), 'system-commands',
                     "date -u -d '%s' '%s'" % (when, fmt)))
    return recs


def touch(path, when, tz='UTC'):
    run(['touch', '-d', when, path], env={'TZ': tz})


LS_LINE = re.compile(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+(\S+)$')


def ls_lines(tmp):
    """ls -l with each --time-style, on files touched to known dates."""
    recs = []
    now = _dt.datetime.now()
    # files of the last six months (ls shows them without the year), at
    # fixed times of day so that a rerun on the same day gives the same text
    recent = [_dt.datetime.combine((now - _dt.timedelta(days=n)).date(),
                                   _dt.time(hh, mm, ss))
              for n, hh, mm, ss in ((3, 6, 21, 12), (17, 16, 5, 44),
                                    (41, 9, 47, 3), (75, 23, 10, 59),
                                    (120, 13, 33, 30), (9, 0, 58, 1),
                                    (150, 18, 2, 27))]
    olds = ['1991-08-25 12:34:56', '2003-09-25 10:36:28', '1986-01-28 16:39:13',
            '2012-12-21 11:11:00', '1977-05-25 19:00:00', '2019-04-10 13:07:00',
            '2008-08-08 08:08:08', '1999-12-31 23:59:59']
    styles = [(None, 'noyear', 'recent'), (None, 'full', 'old'),
              ('full-iso', 'full', 'old'), ('full-iso', 'full', 'recent'),
              ('long-iso', 'full', 'old'), ('long-iso', 'full', 'recent'),
              ('iso', 'full', 'old'), ('iso', 'noyear', 'recent'),
              ('+%d.%m.%Y %H:%M', 'num', 'old'), ('+%Y%m%d-%H%M', 'full', 'old'),
              ('+%b %d %Y', 'full', 'old'), ('+%e %b %H:%M', 'noyear', 'recent'),
              (None, 'noyear', 'recent'), (None, 'full', 'old'),
              ('iso', 'noyear', 'recent')]
    ri = oi = 0
    for n, (style, kind, age) in enumerate(styles):
        if age == 'recent':
            when = recent[ri % len(recent)]
            ri += 1
            wstr = when.strftime('%Y-%m-%d %H:%M:%S')
        else:
            wstr = olds[oi % len(olds)]
            oi += 1
        y, mo, d = (int(x) for x in wstr[:10].split('-'))
        if style == 'iso' and kind == 'noyear' and d <= 12 and d != mo:
            continue                    # 'MM-DD hh:mm' would be ambiguous
        if style and style.startswith('+%d.%m') and d <= 12 and d != mo:
            continue
        name = os.path.join(tmp, 'file%02d.txt' % n)
        open(name, 'w').close()
        touch(name, wstr)
        cmd = ['ls', '-l'] + (['--time-style=' + style] if style else []) + \
            [name]
        line = run(cmd, env={'TZ': 'UTC'}).rstrip('\n')
        m = LS_LINE.match(line)
        stamp = m.group(1)
        how = "TZ=UTC LC_ALL=C %s (file touched to %s; date columns)" % (
            ' '.join("'%s'" % a if ' ' in a or '%' in a else a
                     for a in cmd).replace(tmp, 'DIR'), wstr)
        recs.append((stamp, expect(kind, y, mo, d), 'system-commands', how))
        if n in (1, 3):                 # two whole lines of ls -l output
            whole = line.replace(tmp + '/', '')
            recs.append((whole, expect(kind, y, mo, d), 'system-commands',
                         how.replace('date columns', 'whole line, directory '
                                     'removed')))
    return recs


def stat_find_tar_zip_lines(tmp):
    recs = []
    cases = [('1957-10-04 19:28:34', 'UTC'), ('2011-03-11 14:46:23', 'Asia/Tokyo'),
             ('1989-11-09 18:53:00', 'Europe/Berlin'),
             ('2020-03-11 17:45:10', 'America/New_York'),
             ('2001-09-09 01:46:40', 'UTC'), ('1995-08-24 07:00:00', 'Asia/Kolkata')]
    for n, (when, tz) in enumerate(cases):
        name = os.path.join(tmp, 'f%d.dat' % n)
        open(name, 'w').close()
        touch(name, when, tz)
        y, mo, d = (int(x) for x in when[:10].split('-'))
        t = common.full(y, mo, d)
        env = {'TZ': tz}
        hows = []
        if n == 0:
            out = run(['stat', name], env=env)
            line = [l for l in out.split('\n') if l.startswith('Modify:')][0]
            hows.append((line.strip(), 'stat FILE (the Modify: line)'))
        if n in (1, 2):
            hows.append((run(['stat', '-c', '%y', name], env=env).strip(),
                         "stat -c %y FILE"))
        fmts = {0: ['%t'], 1: ['%T+'], 2: ['%Tc'], 3: ['%t', '%TD'],
                4: ['%TY-%Tm-%Td %TH:%TM'], 5: ['%Td/%Tb/%TY']}[n]
        for f in fmts:
            out = run(['find', name, '-printf', f], env=env).strip()
            if f == '%TD' and d <= 12 and d != mo:
                continue
            hows.append((out, "find FILE -printf '%s'" % f))
        for s, how in hows:
            recs.append((s, t, 'system-commands',
                         'TZ=%s LC_ALL=C %s (file touched to %s)' % (tz, how, when)))
    # tar and unzip listings
    cases = [('1983-09-26 00:40:00', 'notes.txt'), ('2014-10-23 08:00:00', 'a.c'),
             ('1999-12-31 23:59:00', 'y2k.log')]
    files = []
    for when, base in cases:
        name = os.path.join(tmp, base)
        open(name, 'w').write('x\n')
        touch(name, when)
        files.append(base)
    run(['tar', '--owner=0', '--group=0', '--numeric-owner', '-cf',
         os.path.join(tmp, 'a.tar')] + files, cwd=tmp)
    out = run(['tar', '-tvf', os.path.join(tmp, 'a.tar')], env={'TZ': 'UTC'})
    for (when, base), line in zip(cases, out.strip().split('\n')):
        m = re.match(r'^\S+\s+\S+\s+\d+\s+(.*?)\s+' + re.escape(base) + '$',
                     line)
        y, mo, d = (int(x) for x in when[:10].split('-'))
        recs.append((m.group(1), common.full(y, mo, d), 'system-commands',
                     'TZ=UTC tar -tvf a.tar (file touched to %s; date columns)'
                     % when))
        if base == 'notes.txt':
            recs.append((line.strip(), common.full(y, mo, d),
                         'system-commands',
                         'TZ=UTC tar -tvf a.tar (file touched to %s; whole line)'
                         % when))
    run(['zip', '-q', '-X', os.path.join(tmp, 'a.zip')] + files, cwd=tmp,
        env={'TZ': 'UTC'})
    for opt, label in (([], 'zipinfo a.zip'), (['-T'], 'zipinfo -T a.zip')):
        out = run(['zipinfo'] + opt + [os.path.join(tmp, 'a.zip')],
                  env={'TZ': 'UTC'})
        for when, base in cases:
            y, mo, d = (int(x) for x in when[:10].split('-'))
            if not opt and y % 100 <= 31:
                continue        # 'yy-Mon-dd' reads as 'dd-Mon-yy' too
            line = [l for l in out.split('\n') if l.endswith(' ' + base)][0]
            f = line.split()
            stamp = ' '.join(f[-3:-1]) if not opt else f[-2]
            recs.append((stamp, common.full(y, mo, d), 'system-commands',
                         'TZ=UTC %s (file touched to %s; date, time)'
                         % (label, when)))
    return recs


GIT_DATES = [('2003-09-25T10:36:28', '-0300'), ('1997-08-29T02:14:00', '-0400'),
             ('2012-02-29T23:45:00', '+0530'), ('1971-11-15T09:00:00', '+0000'),
             ('2025-12-24T18:00:00', '+0100'), ('2038-01-19T03:14:07', '+1300'),
             ('2019-07-16T13:32:00', '-0700'), ('2005-04-07T22:13:13', '+0200')]
GIT_FORMATS = ['default', 'rfc', 'iso', 'iso-strict', 'short', 'local',
               'format:%d.%m.%Y %H:%M', 'format:%A %-d %B %Y',
               'format:%b %d, %Y', 'human', 'format-local:%F %T %Z', 'rfc',
               'iso', 'default']


def git_lines(tmp):
    recs = []
    repo = os.path.join(tmp, 'repo')
    os.mkdir(repo)
    env = {'GIT_CONFIG_GLOBAL': '/dev/null', 'GIT_CONFIG_SYSTEM': '/dev/null',
           'HOME': tmp, 'TZ': 'UTC'}
    run(['git', 'init', '-q', repo], env=env)
    commits = []
    for n, (when, off) in enumerate(GIT_DATES):
        e = dict(env, GIT_AUTHOR_DATE=when + ' ' + off,
                 GIT_COMMITTER_DATE=when + ' ' + off,
                 GIT_AUTHOR_NAME='A', GIT_AUTHOR_EMAIL='a@example.org',
                 GIT_COMMITTER_NAME='A', GIT_COMMITTER_EMAIL='a@example.org')
        run(['git', '-C', repo, 'commit', '-q', '--allow-empty', '-m',
             'c%d' % n], env=e)
        commits.append(run(['git', '-C', repo, 'rev-parse', 'HEAD'],
                           env=env).strip())
    now = _dt.datetime.now(_dt.timezone.utc)
    for n, fmt in enumerate(GIT_FORMATS):
        k = n % len(GIT_DATES)
        when, off = GIT_DATES[k]
        base = _dt.datetime.strptime(when, '%Y-%m-%dT%H:%M:%S')
        sign = 1 if off[0] == '+' else -1
        tzo = _dt.timezone(sign * _dt.timedelta(hours=int(off[1:3]),
                                                minutes=int(off[3:])))
        aware = base.replace(tzinfo=tzo)
        if fmt in ('local',) or fmt.startswith('format-local'):
            shown = aware.astimezone(_dt.timezone.utc)   # TZ=UTC
        else:
            shown = aware
        kind = 'full'
        if fmt == 'human':
            # git shows 'Mon DD YYYY' for dates older than a year; this one is
            # within the current year only if so: keep the test honest
            if abs((now - aware).days) < 300:
                kind = 'noyear-or-relative'
        if kind != 'full':
            continue
        out = run(['git', '-C', repo, 'log', '-1', '--date=' + fmt,
                   '--format=%ad', commits[k]], env=env).strip()
        recs.append((out, shown.strftime('%Y-%m-%d'), 'system-commands',
                     "TZ=UTC git log -1 --date='%s' --format=%%ad (commit dated "
                     "%s %s)" % (fmt, when, off)))
    # two real commits of this repository
    out = run(['git', '-C', common.ROOT, 'log', '--reverse', '--date=rfc',
               '--format=%ad|%aI'], env={'TZ': 'UTC'}).strip().split('\n')
    for line in (out[0], out[-1])[:1]:
        ad, ci = line.split('|')
        recs.append((ad, ci[:10], 'system-commands',
                     'git -C /work/main log --reverse --date=rfc --format=%ad '
                     '(first commit; target from %aI)'))
    return recs


PY_SNIPPETS = [
    # (python expression printing one line, target)
    ("email.utils.formatdate(calendar.timegm((2003,9,25,10,36,28)), usegmt=True)",
     '2003-09-25'),
    ("email.utils.formatdate(calendar.timegm((1994,11,6,8,49,37)))", '1994-11-06'),
    ("email.utils.format_datetime(datetime.datetime(1996,12,19,16,39,57,"
     "tzinfo=datetime.timezone(datetime.timedelta(hours=-8))))", '1996-12-19'),
    ("email.utils.format_datetime(datetime.datetime(2032,2,29,6,0,"
     "tzinfo=datetime.timezone(datetime.timedelta(hours=5,minutes=45))))",
     '2032-02-29'),
    ("http.cookiejar.time2netscape(calendar.timegm((2037,12,31,23,55,55)))",
     '2037-12-31'),
    ("http.cookiejar.time2isoz(calendar.timegm((1988,10,30,1,0,0)))", '1988-10-30'),
    ("time.asctime((1993,6,30,21,49,8,2,181,0))", '1993-06-30'),
    ("datetime.date(1987,3,2).ctime()", '1987-03-02'),
    ("datetime.datetime(2015,10,21,16,29).isoformat()", '2015-10-21'),
    ("datetime.datetime(1985,4,12,23,20,50,520000).isoformat()", '1985-04-12'),
    ("datetime.datetime(1937,1,1,12,0,27,870000,tzinfo=datetime.timezone("
     "datetime.timedelta(minutes=20))).isoformat()", '1937-01-01'),
    ("datetime.datetime(2009,2,13,23,31,30,tzinfo=datetime.timezone.utc)"
     ".isoformat(sep=' ', timespec='minutes')", '2009-02-13'),
    ("str(datetime.datetime(1998,7,12,21,5,0,123))", '1998-07-12'),
    ("str(datetime.date(1066,10,14))", '1066-10-14'),
    ("datetime.date(2006,6,6).strftime('%A %d %B %Y')", '2006-06-06'),
    ("datetime.datetime(1998,1,15,9,5).strftime('%d/%m/%y %H:%M')", '1998-01-15'),
    ("datetime.datetime(2010,8,30,7,9,3).strftime('%Y%m%d%H%M%S')", '2010-08-30'),
    ("logging.Formatter().formatTime(logging.makeLogRecord({'created': "
     "calendar.timegm((2021,7,26,19,4,33)), 'msecs': 250}))", '2021-07-26'),
    ("xmlrpc.client.DateTime(datetime.datetime(1998,7,17,14,8,55)).value",
     '1998-07-17'),
    ("H().date_time_string(calendar.timegm((2000,1,1,0,0,0)))", '2000-01-01'),
    ("http_log_date(calendar.timegm((2019,11,28,13,55,36)))", '2019-11-28'),
    ("calendar.month(2003,9).splitlines()[0].strip()", '2003-09'),
    ("calendar.month(1752,9).splitlines()[0].strip()", '1752-09'),
    ("calendar.TextCalendar().formatmonthname(2024,2,0)", '2024-02'),
    ("time.strftime('%c', (1979,1,26,18,30,0,4,26,0))", '1979-01-26'),
    ("time.strftime('%x', (1979,1,31,18,30,0,2,31,0))", '1979-01-31'),
    ("datetime.datetime(1999,12,31,23,59,59).strftime('%Y-%m-%dT%H:%M:%S.000Z')",
     '1999-12-31'),
    ("datetime.time(10,36,28).isoformat()", ''),
    ("str(datetime.timedelta(days=3, hours=4, minutes=5))", ''),
    ("str(datetime.datetime(2003,9,25) - datetime.datetime(2003,1,1))", ''),
]

PY_PRELUDE = ('import calendar, datetime, email.utils, http.cookiejar, '
              'http.server, logging, time, xmlrpc.client\n'
              'import unittest.mock\n'
              'class H(http.server.BaseHTTPRequestHandler):\n'
              '    def __init__(self):\n'
              '        pass\n'
              'def http_log_date(ts):\n'
              '    with unittest.mock.patch("time.time", return_value=ts):\n'
              '        return H().log_date_time_string()\n')


def python_lines():
    recs = []
    for expr, target in PY_SNIPPETS:
        out = run(['/usr/bin/python3', '-c', PY_PRELUDE + 'print(%s)' % expr],
                  env={'TZ': 'UTC'}).strip()
        recs.append((out, target, 'system-commands',
                     'TZ=UTC /usr/bin/python3 -c "print(%s)"' % expr))
    return recs


def openssl_lines():
    """notBefore/notAfter of a few CA certificates, printed twice: the
    default form gives the source, -dateopt iso_8601 the target."""
    recs = []
    certs = sorted(glob.glob('/usr/share/ca-certificates/mozilla/*.crt'))
    picked = [c for c in certs if h(c)[:1] in '01'][:4]
    for n, c in enumerate(picked):
        opt = '-startdate' if n % 2 == 0 else '-enddate'
        a = run(['openssl', 'x509', '-noout', opt, '-in', c]).strip()
        b = run(['openssl', 'x509', '-noout', opt, '-dateopt', 'iso_8601',
                 '-in', c]).strip()
        target = b.split('=', 1)[1][:10]
        src = a if n < 2 else a.split('=', 1)[1]
        recs.append((src, target, 'system-commands',
                     'openssl x509 -noout %s -in %s (target from -dateopt '
                     'iso_8601)' % (opt, c)))
    return recs


def zdump_lines():
    recs = []
    for zone, year in (('Asia/Kolkata', 1942), ('America/Chicago', 1883),
                       ('Europe/Moscow', 1919), ('Australia/Lord_Howe', 2031)):
        out = run(['zdump', '-v', '-c', '%d,%d' % (year, year + 1), zone])
        line = [l for l in out.split('\n') if ' UT = ' in l][0]
        left, right = line.split(' UT = ')
        ut = left[len(zone):].strip() + ' UT'
        local = right.split(' isdst=')[0].strip()
        for s in (ut, local):
            found = [(n, p, t) for n, p, _, t in patterns.find_best(s)]
            assert len(found) == 1 and s.startswith(found[0][1]), (s, found)
            recs.append((s, found[0][2], 'system-commands',
                         "zdump -v -c %d,%d %s (first transition line, one of "
                         "its two date-times)" % (year, year + 1, zone)))
    return recs


def misc_lines():
    """Version banners and log files of this machine."""
    recs = []
    v = run(['openssl', 'version']).strip().split(' (Library')[0]
    m = re.search(r'(\d{1,2}) (\w{3}) (\d{4})$', v)
    recs.append((v, common.full(m.group(3), common.month_number(m.group(2)),
                                m.group(1)), 'system-commands', 'openssl version'))
    b = run(['openssl', 'version', '-b']).strip()
    m = re.search(r'(\w{3}) +(\d{1,2}) [\d:]+ (\d{4})', b)
    recs.append((b, common.full(m.group(3), common.month_number(m.group(1)),
                                m.group(2)), 'system-commands', 'openssl version -b'))
    pv = run(['/usr/bin/python3', '-c', 'import sys; print(sys.version)']).strip()
    m = re.search(r'(\w{3}) +(\d{1,2}) (\d{4})', pv)
    recs.append((pv, common.full(m.group(3), common.month_number(m.group(1)),
                                 m.group(2)), 'system-commands',
                 "/usr/bin/python3 -c 'import sys; print(sys.version)'"))
    u = run(['unzip', '-v']).split('\n')[0].split(', by')[0]
    recs.append((u, '2009-04-20', 'system-commands',
                 'unzip -v (first line, up to ", by")'))
    z = [l for l in run(['zip', '-v']).split('\n') if 'This is Zip' in l][0]
    z = z.split(', by')[0].strip()
    recs.append((z, '2008-07-05', 'system-commands',
                 'zip -v (the "This is Zip" line, up to ", by")'))
    c = [l for l in run(['curl', '--version']).split('\n')
         if l.startswith('Release-Date')][0].split(',')[0]
    recs.append((c, c.split(': ')[1], 'system-commands',
                 'curl --version (Release-Date line, up to the comma)'))
    s = ' '.join(run(['sqlite3', '--version']).split()[:3])
    recs.append((s, s.split()[1], 'system-commands',
                 'sqlite3 --version (first three fields)'))
    for cmd, how in ((['git', '--version'], 'git --version'),
                     (['cmake', '--version'], 'cmake --version (first line)'),
                     (['gcc', '--version'], 'gcc --version (first line)')):
        recs.append((run(cmd).split('\n')[0].strip(), '', 'system-commands', how))
    up = run(['uptime']).strip()
    up = re.sub(r'\s+', ' ', up)
    recs.append((up, '', 'system-commands', 'uptime (spaces squeezed)'))
    # log files
    for path, rx, n in (('/var/log/dpkg.log', r'^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)', 1),
                        ('/var/log/apt/history.log', r'^(Start-Date: (\d{4}-\d\d-\d\d)  [\d:]+)', 1)):
        try:
            lines = open(path, errors='replace').read().split('\n')
        except OSError:
            continue
        for l in lines:
            m = re.match(rx, l)
            if m:
                s = m.group(1)
                recs.append((s, re.search(r'\d{4}-\d\d-\d\d', s).group(0),
                             'system-commands', '%s (first matching line)' % path))
                break
    return recs


def sqlite_lines():
    recs = []
    for q, t in (("select datetime(1064486188, 'unixepoch')", '2003-09-25'),
                 ("select strftime('%d.%m.%Y %H:%M', '1983-07-14 10:00')", '1983-07-14'),
                 ("select date('2024-02-28', '+1 day')", '2024-02-29'),
                 ("select julianday('2000-01-01 12:00')", '')):
        out = run(['sqlite3', ':memory:', q]).strip()
        recs.append((out, t, 'system-commands', 'sqlite3 :memory: "%s"' % q))
    return recs


def system_records():
    tmp = tempfile.mkdtemp(prefix='rw-harvest-')
    try:
        recs, amb = date_lines()
        recs += tz_conversion_lines()
        recs += ls_lines(tmp)
        recs += stat_find_tar_zip_lines(tmp)
        recs += git_lines(tmp)
        recs += python_lines()
        recs += openssl_lines()
        recs += zdump_lines()
        recs += misc_lines()
        recs += sqlite_lines()
    finally:
        shutil.rmtree(tmp)
    return recs, amb


# ------------------------------------------------------------------ assembly

import curated                  # noqa: E402

TARGET_RE = re.compile(r'^(\d{4}-\d\d-\d\d|XXXX-\d\d-\d\d|\d{4}-\d\d|)$')
PROVENANCE_TSV = os.path.join(common.DATA, 'provenance.tsv')


def clean(recs, width, log):
    """Strip sources, drop what breaks the file's rules, drop duplicates."""
    out, seen = [], set()
    for r in recs:
        src = r[0].strip()
        reason = None
        if '\t' in src or '\n' in src:
            reason = 'tab or newline'
        elif not src or len(src) > 80:
            reason = 'empty or longer than 80 characters'
        elif src in seen:
            reason = 'duplicate source'
        elif any(not TARGET_RE.match(t) for t in r[1:width]):
            reason = 'bad target %r' % (r[1:width],)
        elif any(not weekday_ok(src, t) for t in r[1:width] if t):
            reason = 'weekday does not fit the date'
        if reason:
            log.append('dropped (%s): %r [%s]' % (reason, src, r[-1]))
            continue
        seen.add(src)
        out.append((src,) + tuple(r[1:]))
    return out


def main():
    dry = '--dry-run' in sys.argv
    log = []
    cl, cl_amb = changelog_records()
    mp, mp_amb = man_records()
    sy, sy_amb = system_records()
    sp = [(s, t, 'specifications', n) for s, t, n in curated.SPECIFICATIONS]
    hw = [(s, t, 'handwritten', n) for s, t, n in curated.HANDWRITTEN]
    sp_amb = [(s, a, b, 'specifications', n) for s, a, b, n in
              curated.SPEC_AMBIGUOUS]
    hw_amb = [(s, a, b, 'handwritten', n) for s, a, b, n in
              curated.HAND_AMBIGUOUS]
    main_rows = clean(cl + mp + sy + sp + hw, 2, log)
    amb_rows = clean(cl_amb + mp_amb + sy_amb + sp_amb + hw_amb, 3, log)
    # a source may not be in both files
    main_src = set(r[0] for r in main_rows)
    amb_rows = [r for r in amb_rows if r[0] not in main_src]
    for line in log:
        print(line, file=sys.stderr)
    counts = collections.Counter(r[2] for r in main_rows)
    acounts = collections.Counter(r[3] for r in amb_rows)
    print('real-world.tsv', len(main_rows), dict(counts))
    print('ambiguous.tsv', len(amb_rows), dict(acounts))
    if dry:
        for r in main_rows:
            print('\t'.join(r[:3]))
        return
    os.makedirs(common.DATA, exist_ok=True)
    with open(common.MAIN_TSV, 'w', encoding='utf-8') as f:
        for s, t, o, _ in main_rows:
            f.write('%s\t%s\t%s\n' % (s, t, o))
    with open(common.AMBIG_TSV, 'w', encoding='utf-8') as f:
        for s, a, b, o, _ in amb_rows:
            f.write('%s\t%s\t%s\t%s\n' % (s, a, b, o))
    with open(PROVENANCE_TSV, 'w', encoding='utf-8') as f:
        for s, _, o, how in main_rows:
            f.write('%s\t%s\t%s\t%s\n' % ('real-world.tsv', s, o,
                                          how.replace('\t', ' ')))
        for s, _, _, o, how in amb_rows:
            f.write('%s\t%s\t%s\t%s\n' % ('ambiguous.tsv', s, o,
                                          how.replace('\t', ' ')))


if __name__ == '__main__':
    main()
