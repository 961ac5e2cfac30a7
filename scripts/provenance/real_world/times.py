#!/usr/bin/python3
"""Build data/real-world/times.tsv: real-world date strings that write a time.

    /usr/bin/python3 scripts/provenance/real_world/times.py            # write the files
    /usr/bin/python3 scripts/provenance/real_world/times.py --dry-run  # print, write nothing

Writes data/real-world/times.tsv (source, target, origin, zone) and
data/real-world/times-provenance.tsv (source, origin, where it came from).

Two parts:
  a. every line of real-world.tsv whose source writes a time of day, with the
     date-time target: the date part is real-world.tsv's target, the time and
     the offset are read from the source with the regular expressions below
     (TIME_RE, ZONE_RE) or, for the forms they do not read, written by hand in
     EXISTING_BY_HAND;
  b. new lines: /var/log files and `last` (system-logs), the output of date,
     node, java, tclsh, perl and sqlite3 run here on values chosen here
     (command-outputs), format specifications' examples
     (specifications-times) and strings written by hand (handwritten-times).
The target of a new line is computed from the value given to the command
(the local wall time and the offset of the zone come from Python's zoneinfo,
i.e. the tz database, and are checked against what the command printed), from
the groups of a regular expression (logs), or written by hand; never by a
date-parsing library.  check_times.py re-verifies everything and compares
the wall times with python3-dateutil.

Standard library only (plus the tools named above).  Nothing here reads the
project's generator (lib/, app/, configs/) or its training data.
"""
import collections
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile
import zoneinfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common                    # noqa: E402
from common import DATA, MAIN_TSV  # noqa: E402

TIMES_TSV = os.path.join(DATA, 'times.tsv')
TIMES_PROV = os.path.join(DATA, 'times-provenance.tsv')
TIMES_HAND = os.path.join(DATA, 'times-hand-checked.tsv')

NEW_ORIGINS = ('system-logs', 'command-outputs', 'specifications-times',
               'handwritten-times')
ORIGINS = common.ORIGINS + NEW_ORIGINS
ZONE_KINDS = ('none', 'numeric', 'utc', 'abbreviation', 'unknown')

# The project's one table of zone abbreviations (offset of the usual meaning).
TABLE_TEXT = """
UTC Z, GMT Z, UT Z, UCT Z, WET Z, Z Z; EST -05:00, EDT -04:00, CST -06:00,
CDT -05:00, MST -07:00, MDT -06:00, PST -08:00, PDT -07:00, AKST -09:00,
AKDT -08:00, HST -10:00, HDT -09:00, AST -04:00, ADT -03:00, NST -03:30,
NDT -02:30; BST +01:00, IST +05:30, WEST +01:00, CET +01:00, CEST +02:00,
MET +01:00, MEST +02:00, EET +02:00, EEST +03:00, MSK +03:00, MSD +04:00,
TRT +03:00, IDT +03:00, IRST +03:30, GST +04:00, AFT +04:30, PKT +05:00,
NPT +05:45; ICT +07:00, WIB +07:00, WITA +08:00, WIT +09:00, SGT +08:00,
HKT +08:00, PHT +08:00, MYT +08:00, AWST +08:00, JST +09:00, KST +09:00,
ACST +09:30, ACDT +10:30, AEST +10:00, AEDT +11:00, ChST +10:00, NZST +12:00,
NZDT +13:00; BRT -03:00, BRST -02:00, ART -03:00, CLT -04:00, CLST -03:00,
COT -05:00, PET -05:00, VET -04:00, UYT -03:00, SST -11:00; SAST +02:00,
CAT +02:00, EAT +03:00, WAT +01:00
"""
TABLE = dict(tuple(e.split()) for e in re.split(r'[,;]', TABLE_TEXT)
             if e.strip())
UTC_WORDS = ('Z', 'UTC', 'GMT', 'UT')


# ----------------------------------------------------------- canonical form

def offset_str(minutes):
    """Offset in minutes east of UTC -> 'Z' or '+hh:mm'."""
    if minutes == 0:
        return 'Z'
    sign = '+' if minutes > 0 else '-'
    minutes = abs(minutes)
    return '%s%02d:%02d' % (sign, minutes // 60, minutes % 60)


def numeric_offset(text):
    """'-0700', '+05:30', '-03', '+1', 'UTC+8', 'GMT-0300' -> '±hh:mm' or 'Z'."""
    m = re.fullmatch(r'(?:UTC|GMT|UT)?([+-])(\d{1,2})(?::?(\d\d))?', text)
    if not m:
        raise ValueError('not a numeric offset: %r' % text)
    h, mi = int(m.group(2)), int(m.group(3) or 0)
    if h > 14 or mi > 59:
        raise ValueError('offset out of range: %r' % text)
    total = h * 60 + mi
    return offset_str(-total if m.group(1) == '-' else total)


def zone_kind_and_offset(token):
    """A written zone token -> (kind, offset or None)."""
    if token is None:
        return 'none', None
    if token in UTC_WORDS:
        return 'utc', 'Z'
    if re.fullmatch(r'(?:UTC|GMT|UT)?[+-]\d{1,2}(?::?\d\d)?', token):
        return 'numeric', numeric_offset(token)
    if token in TABLE:
        return 'abbreviation', TABLE[token]
    return 'unknown', None


def render(date, h=None, mi=None, s=None, frac=None, offset=None):
    """date ('' / 'YYYY-MM-DD' / 'XXXX-MM-DD') + the written time fields."""
    if not date:
        return ''
    if h is None:
        return date
    out = '%sT%02d:%02d' % (date, h, mi)
    if s is not None:
        out += ':%02d' % s
        if frac:
            out += '.' + frac
    if offset:
        out += offset
    return out


def valid_time(h, mi, s=None):
    return 0 <= h <= 23 and 0 <= mi <= 59 and (s is None or 0 <= s <= 60)


def twelve(h, ampm):
    """12-hour clock -> 24 (None if the hour cannot be on a 12-hour clock)."""
    if not 1 <= h <= 12:
        return None
    if ampm == 'a':
        return 0 if h == 12 else h
    return 12 if h == 12 else h + 12


# ------------------------------------------------ part a: real-world.tsv lines

TIME_RE = re.compile(
    r'(?<!\d)(?P<h>\d{1,2}):(?P<m>\d\d)(?::(?P<s>\d\d)(?:[.,](?P<f>\d{1,10}))?)?'
    r'(?:\s?(?P<ap>[AaPp])\.?\s?[Mm]\.?(?![A-Za-z]))?(?![\d:])')
ZONE_RE = re.compile(
    r'(?<![A-Za-z+-])((?:UTC|GMT)[+-]\d{1,2}(?::?\d\d)?|[+-]\d\d(?::?\d\d)?|[+-]\d(?!\d)'
    r'|Z|UTC|GMT|UT|' + '|'.join(sorted((k for k in TABLE if len(k) > 1),
                                       key=len, reverse=True)) +
    r'|LMT|HPT|ET|TZ-6)(?![\w])')

# Lines of real-world.tsv that write no time of day although TIME_RE or the
# selection pattern finds digits like one (durations, an IPv6 address) or
# whose time is not a time of day.
EXISTING_SKIP = {
    '3 days, 4:05:00': 'a duration (timedelta), not a time of day',
    '267 days, 0:00:00': 'a duration (timedelta), not a time of day',
    '2001:db8::ff00:42:8329': 'an IPv6 address',
    'P3Y6M4DT12H30M5S': 'a duration',
    '2011-12-03+01:00': 'a date with an offset (ISO_OFFSET_DATE): no time',
    'Fri May 20 ??:??:?? 2005': 'the time is not written (??:??:??)',
    'party @ mine sat 23rd nov 2019 from 8': '"from 8": no clock time '
    'written (8 a.m.? 8 p.m.?)',
}

# source -> (time fields, zone token written): forms TIME_RE does not read,
# or whose zone ZONE_RE would not find; written by hand from the source.
# fields: (h, m, s, frac) with None for what is not written.
EXISTING_BY_HAND = {
    '20240229T063000': ((6, 30, 0, None), None),
    '2011:07:14 09:41:07': ((9, 41, 7, None), None),     # EXIF
    '16051105T235959': ((23, 59, 59, None), None),
    '20190410-1307': ((13, 7, None, None), None),
    '1957-10-04 19h28': ((19, 28, None, None), None),
    '2100-12-31 18h00': ((18, 0, None, None), None),
    '1066-10-14T09+09:14': ((9, 0, None, None), '+09:14'),
    '1999-12-31T23+05:45': ((23, 0, None, None), '+05:45'),
    '19830926.004000': ((0, 40, 0, None), None),
    '20141023.080000': ((8, 0, 0, None), None),
    '19991231.235900': ((23, 59, 0, None), None),
    '20100830070903': ((7, 9, 3, None), None),
    'Fri, 21 Nov 1997 09(comment):   55  :  06 -0600': ((9, 55, 6, None), '-0600'),
    '19850412T101530': ((10, 15, 30, None), None),
    '19850412T101530Z': ((10, 15, 30, None), 'Z'),
    '19850412T101530+0400': ((10, 15, 30, None), '+0400'),
    '19980119T070000Z': ((7, 0, 0, None), 'Z'),
    'TZID=America/New_York:19980119T020000': ((2, 0, 0, None), 'America/New_York'),
    '19980118T230000': ((23, 0, 0, None), None),
    "D:199812231952-08'00'": ((19, 52, None, None), '-08:00'),
    '19851106210627.3Z': ((21, 6, 27, '3'), 'Z'),
    '11h30m on 3 March 2015': ((11, 30, None, None), None),
    'meeting moved to Tues 3/19/2024 @ 2pm': ((14, 0, None, None), None),
    'Deadline: Fri 13 Dec 2019, 5pm': ((17, 0, None, None), None),
    '3pm, 12 Aug 2022': ((15, 0, None, None), None),
    '7.45pm Tuesday 16 Feb 2010': ((19, 45, None, None), None),
    '0900hrs 6 June 1944': ((9, 0, None, None), None),
    '1400Z 18 MAR 2021': ((14, 0, None, None), 'Z'),
    '18/03/2021 @ 14h': ((14, 0, None, None), None),
    'Mar 18 2021 2:00:00:000PM': ((14, 0, 0, '000'), None),
    'by 5pm Jan 15th': ((17, 0, None, None), None),
    'midday on 4th May 2015': ((12, 0, None, None), None),
    'quarter to 9': ((8, 45, None, None), None),
    'half past ten': ((10, 30, None, None), None),
    '<13>Feb  5 17:32:18 10.0.0.99 Use the BFG!': ((17, 32, 18, None), None),
    '3.11.2 (main, Apr 28 2025, 14:11:48) [GCC 12.2.0]': ((14, 11, 48, None), None),
    "<34>Oct 11 22:14:15 mymachine su: 'su root' failed for lonvick on /dev/pts/8":
        ((22, 14, 15, None), None),
}
# A fraction of ten digits (find's %t and %T+) is cut to nine.
MAX_FRAC = 9

SELECT_RE = re.compile(r'\d:\d\d|\d\s*[ap]\.?m\b|noon|midnight|midday|'
                       r'T\d{4,6}|\d[hH]\d*|\d{8}\.?\d{6}|\d{8}-\d{4}|'
                       r'quarter to|half past|\d{4}Z', re.I)


def read_existing(src):
    """(h, m, s, frac, zone token) read from a real-world.tsv source."""
    if src in EXISTING_BY_HAND:
        (h, mi, s, f), tok = EXISTING_BY_HAND[src]
        return h, mi, s, f, tok
    m = TIME_RE.search(src)
    if not m:
        raise ValueError('no time found in %r' % src)
    h, mi = int(m['h']), int(m['m'])
    s = int(m['s']) if m['s'] else None
    f = m['f'][:MAX_FRAC] if m['f'] else None
    if m['ap']:
        h = twelve(h, m['ap'].lower())
    z = ZONE_RE.search(src, m.end())
    return h, mi, s, f, (z.group(1) if z else None)


def part_a():
    rows, skipped = [], []
    for src, target, origin in common.read_tsv(MAIN_TSV, 3):
        if not SELECT_RE.search(src):
            continue
        if src in EXISTING_SKIP:
            skipped.append((src, EXISTING_SKIP[src]))
            continue
        h, mi, s, f, tok = read_existing(src)
        if tok and '/' in tok:
            kind, off = 'unknown', None
        else:
            kind, off = zone_kind_and_offset(tok)
        if h is None or not valid_time(h, mi, s):
            t = target
        else:
            t = render(target, h, mi, s, f, off)
        rows.append((src, t, origin, kind, 'real-world.tsv (%s)' % origin))
    return rows, skipped


# ------------------------------------------------------- running commands

def run(cmd, tz=None, stdin=None):
    env = dict(os.environ, LC_ALL='C', LANG='C')
    env.pop('LANGUAGE', None)
    if tz:
        env['TZ'] = tz
    r = subprocess.run(cmd, env=env, input=stdin, capture_output=True,
                       text=True, check=True)
    return r.stdout


def zinfo(tz):
    return datetime.timezone.utc if tz in ('UTC', None) else zoneinfo.ZoneInfo(tz)


def local_offset_minutes(tz, wall):
    """Offset (minutes east) of zone tz at local wall time `wall` (naive)."""
    aware = wall.replace(tzinfo=zinfo(tz))
    return int(aware.utcoffset().total_seconds() / 60)   # toward zero, as date(1) prints


def abbr_line_ok(tok, tz, wall):
    """A printed table abbreviation is kept only when the table's offset is
    the zone's real offset at that time (so the target is also true)."""
    kind, off = zone_kind_and_offset(tok)
    if kind != 'abbreviation':
        return True
    return off == offset_str(local_offset_minutes(tz, wall))


def prec_fields(wall, prec):
    """prec: 'h', 'm', 's' or 1..9 (fraction digits)."""
    h, mi, s = wall.hour, wall.minute, wall.second
    if prec == 'h':
        return h, 0, None, None
    if prec == 'm':
        return h, mi, None, None
    if prec == 's':
        return h, mi, s, None
    frac = '%06d' % wall.microsecond + '000'
    return h, mi, s, frac[:prec]


# --------------------------------------------------- part b: system-logs

def system_logs():
    out = []
    seen = set()

    def take(line, where, limit, rx, key=None):
        m = rx.search(line)
        if not m:
            return False
        k = key(m) if key else line
        if k in seen or len(line) > 80:
            return False
        seen.add(k)
        d = common.full(m['y'], m['mo'], m['d'])
        t = render(d, int(m['h']), int(m['mi']), int(m['s']))
        out.append((line, t, 'system-logs', 'none', where))
        return True

    iso = re.compile(r'(?P<y>\d{4})-(?P<mo>\d\d)-(?P<d>\d\d) +(?P<h>\d\d):'
                     r'(?P<mi>\d\d):(?P<s>\d\d)')
    # dpkg.log: whole lines, one per distinct action word, 8 days apart
    path = '/var/log/dpkg.log'
    days = collections.Counter()
    actions = set()
    with open(path, encoding='utf-8', errors='replace') as f:
        for i, line in enumerate(f, 1):
            line = line.rstrip('\n').strip()
            m = iso.match(line)
            if not m or len(line) > 80:
                continue
            act = line.split()[2]
            key = (act, m['y'] + m['mo'] + m['d'])
            if key in actions or days[key[1]] >= 2:
                continue
            actions.add(key)
            days[key[1]] += 1
            take(line, '%s:%d' % (path, i), None, iso)
    # alternatives.log: the prefix 'update-alternatives DATE TIME:'
    path = '/var/log/alternatives.log'
    n = 0
    with open(path, encoding='utf-8', errors='replace') as f:
        for i, line in enumerate(f, 1):
            m = re.match(r'update-alternatives \S+ \S+:', line)
            if m and n < 6 and line[:m.end()] not in seen:
                day = line[20:30]
                if sum(1 for s in seen if day in s) >= 2:
                    continue
                if take(m.group(0), '%s:%d (prefix)' % (path, i), None, iso):
                    n += 1
    # apt/history.log and apt/term.log: End-Date / Log started / Log ended
    for path, words in (('/var/log/apt/history.log', ('End-Date:',)),
                        ('/var/log/apt/term.log', ('Log started:', 'Log ended:'))):
        n = collections.Counter()
        with open(path, encoding='utf-8', errors='replace') as f:
            for i, line in enumerate(f, 1):
                line = line.rstrip('\n').strip()
                for w in words:
                    if line.startswith(w) and n[w] < 5:
                        if take(line, '%s:%d' % (path, i), None, iso):
                            n[w] += 1
    # last(1): the 'wtmp begins' line
    line = run(['last', '-F']).strip().split('\n')[-1].strip()
    m = re.match(r'wtmp begins (?:\w{3}) (?P<mon>\w{3}) +(?P<d>\d+) (?P<h>\d\d):'
                 r'(?P<mi>\d\d):(?P<s>\d\d) (?P<y>\d{4})$', line)
    if m:
        d = common.full(m['y'], common.month_number(m['mon']), m['d'])
        out.append((line, render(d, int(m['h']), int(m['mi']), int(m['s'])),
                    'system-logs', 'none', 'LC_ALL=C last -F (last line)'))
    return out


# ------------------------------------------------- part b: command-outputs

def ambiguous_numeric(src):
    """A numeric d/m/y group with day and month <= 12 and different (or any
    group with more than one reading): such lines are left out."""
    from patterns import numeric_readings
    for m in re.finditer(r'(?<![\d.,/:-])(\d{1,2})([/.\- ])(\d{1,2})\2(\d{4}|\d\d)'
                         r'(?![\d:/]|\.\d|-\d)', src):
        if len(numeric_readings(m.group(1), m.group(3), m.group(4))) > 1:
            return True
    return False


class Wall:
    """A local wall time given to a command: datetime + 9 fraction digits."""

    def __init__(self, text):
        m = re.fullmatch(r'(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?',
                         text)
        self.text = text
        self.nanos = (m.group(7) or '').ljust(9, '0')
        self.dt = datetime.datetime(*(int(x) for x in m.groups()[:5]),
                                    int(m.group(6) or 0),
                                    int(self.nanos[:6]))

    def date(self, noyear=False):
        d = self.dt
        return ('XXXX-%02d-%02d' % (d.month, d.day) if noyear else
                common.full(d.year, d.month, d.day))

    def fields(self, prec):
        d = self.dt
        if prec == 'h':
            return d.hour, 0, None, None
        if prec == 'm':
            return d.hour, d.minute, None, None
        if prec == 's':
            return d.hour, d.minute, d.second, None
        if prec == 'trim':          # Java ISO formatters: trailing zeros cut
            f = self.nanos.rstrip('0')
            if d.second == 0 and not f:
                return d.hour, d.minute, 0, None
            return d.hour, d.minute, d.second, (f or None)
        return d.hour, d.minute, d.second, self.nanos[:prec]


def printed_precision(src):
    """How much of the time a java.time formatter printed (its toString
    methods drop ':00' seconds and print fractions in groups of three digits,
    the ISO formatters trim trailing zeros): read from the printed text; the
    digits themselves come from the value given."""
    m = re.search(r'\d:\d\d:\d\d[.,](\d+)', src)
    if m:
        return len(m.group(1))
    return 's' if re.search(r'\d:\d\d:\d\d', src) else 'm'


def target_for(wall, prec, kind_tok, tz, noyear=False):
    """(target, zone kind) of a line printed for `wall` in zone `tz`.
    kind_tok: None (no zone printed), ('num',) (a numeric offset printed, its
    value the zone's offset) or ('tok', token) (the printed token)."""
    h, mi, s, f = wall.fields(prec)
    date = wall.date(noyear)
    if kind_tok is None:
        return render(date, h, mi, s, f), 'none'
    if kind_tok[0] == 'num':
        return render(date, h, mi, s, f,
                      offset_str(local_offset_minutes(tz, wall.dt))), 'numeric'
    tok = kind_tok[1]
    kind, off = zone_kind_and_offset(tok)
    if kind == 'numeric':
        assert off == offset_str(local_offset_minutes(tz, wall.dt)), (tok, tz)
    if kind == 'utc':
        assert local_offset_minutes(tz, wall.dt) == 0, (tok, tz)
    return render(date, h, mi, s, f, off), kind


# `date -d WALL +FORMAT` in zone TZ.  (format, precision, zone printed, no year)
# zone printed: None, 'num' (%z, %:z, %:::z) or 'abbr' (%Z)
DATE_FORMATS = [
    ('+%Y-%m-%d %H:%M:%S.%N %z', 9, 'num', False),
    ('+%Y-%m-%dT%H:%M:%S.%3N%:z', 3, 'num', False),
    ('+%Y-%m-%d %H:%M:%S.%6N', 6, None, False),
    ('+%H:%M:%S.%2N %d %b %Y', 2, None, False),
    ('+%a %b %e %r %Z %Y', 's', 'abbr', False),
    ('+%I:%M %p on %B %d, %Y', 'm', None, False),
    ('+%A %d %B %Y, %l:%M%P', 'm', None, False),
    ('+%d %b %Y %H:%M:%S %Z', 's', 'abbr', False),
    ('+%Y-%m-%dT%H:%M:%S%:::z', 's', 'num', False),
    ('+%Y%m%dT%H%M%S%z', 's', 'num', False),
    ('+%b %d %H:%M:%S', 's', None, True),
    ('+%H:%M %d.%m.%Y', 'm', None, False),
    ('+%d/%m/%Y %H.%M', 'm', None, False),
    ('+%Y-%m-%d %Hh%M', 'm', None, False),
    ('+%T %Z %F', 's', 'abbr', False),
    ('+%c %Z', 's', 'abbr', False),
    ('+%e %B %Y at %I %p', 'h', None, False),
    ('+%Y-%m-%d %I:%M:%S.%3N %p %Z', 3, 'abbr', False),
    ('+%B %-d, %Y %-I:%M:%S %p %z', 's', 'num', False),
    ('+%a, %d %b %Y %T %Z', 's', 'abbr', False),
    ('-Ihours', 'h', 'num', False),
    ('+%Y-%m-%dT%H:%M%z', 'm', 'num', False),
    ('+%m/%d/%Y %I:%M %p', 'm', None, False),
    ('+%d-%b-%Y %H:%M:%S.%1N', 1, None, False),
    ('+%Y-%m-%d %H:%M:%S.%4N', 4, None, False),
    ('+%FT%T.%5N%:z', 5, 'num', False),
    ('+%F %T.%7N', 7, None, False),
    ('+%F %T,%8N', 8, None, False),
    ('+%k:%M %Z, %a %d %b %Y', 'm', 'abbr', False),
    ('+%a %d %b %Y %I:%M:%S %p %Z', 's', 'abbr', False),
]

DATE_WALLS = [
    ('America/St_Johns', '2003-09-25 10:36:28.123456789'),
    ('Asia/Kathmandu', '2015-04-25 11:56:26.987654321'),
    ('America/Los_Angeles', '1989-10-17 17:04:15.25'),
    ('America/Chicago', '2021-02-15 03:30:00.000001'),
    ('America/Denver', '1999-12-31 23:59:59.999999999'),
    ('Pacific/Honolulu', '2023-08-08 15:30:45.0625'),
    ('America/Anchorage', '2018-11-30 08:29:28.31'),
    ('Asia/Tokyo', '2011-03-11 14:46:18.4'),
    ('Asia/Seoul', '2002-06-22 20:30:00.75'),
    ('Asia/Hong_Kong', '1997-07-01 00:00:00.001'),
    ('Asia/Jakarta', '2004-12-26 07:58:53.5'),
    ('Asia/Karachi', '2005-10-08 08:50:38.06'),
    ('Europe/Moscow', '2014-02-23 20:14:00.5'),
    ('Europe/Lisbon', '2017-06-17 14:43:00.2'),
    ('Europe/Helsinki', '2022-11-19 16:20:10.123'),
    ('Africa/Johannesburg', '2010-07-11 20:30:00.02'),
    ('Africa/Nairobi', '2013-09-21 12:38:00.7'),
    ('Africa/Lagos', '2020-10-20 18:45:30.333'),
    ('Australia/Sydney', '2000-09-15 19:00:00.9'),
    ('Australia/Perth', '2016-03-14 09:26:53.58'),
    ('Australia/Darwin', '1974-12-25 03:30:00.5'),
    ('Pacific/Auckland', '2011-02-22 12:51:42.8'),
    ('America/Halifax', '2022-09-24 03:00:00.5'),
    ('Asia/Tehran', '2017-11-12 21:48:16.5'),
    ('Asia/Kabul', '2015-10-26 13:39:00.25'),
    ('America/Caracas', '2016-05-01 13:30:00.125'),
    ('Pacific/Guam', '2002-12-08 18:30:00.5'),
    ('Asia/Kolkata', '2008-11-26 21:30:00.05'),
    ('Europe/London', '2012-07-27 21:00:00.123456'),
    ('Europe/Berlin', '1989-11-09 18:53:00.5'),
    ('America/New_York', '2001-09-13 08:46:40.123'),
    ('UTC', '1969-07-21 02:56:15.0'),
    ('America/Sao_Paulo', '2014-07-08 17:23:00.5'),
    ('Asia/Dubai', '2010-01-04 20:15:00.25'),
    ('Pacific/Chatham', '2019-11-23 23:59:59.5'),
    ('America/St_Johns', '2019-01-17 06:05:04.5'),
    ('Australia/Sydney', '2020-01-26 23:15:00.0'),
    ('Pacific/Tongatapu', '2021-01-15 17:10:00.0'),
    ('America/Havana', '2016-11-25 22:29:00.5'),
]

# Dates whose zone abbreviation is historical (outside the table), or LMT.
DATE_HISTORIC = [
    ('America/New_York', '1944-06-06 09:00:00'),
    ('Europe/London', '1944-06-06 06:30:00'),
    ('Pacific/Honolulu', '1945-09-02 09:04:00'),
    ('America/Chicago', '1943-03-15 12:00:00'),
    ('Europe/Paris', '1900-07-14 10:00:00'),
    ('Europe/Dublin', '1905-03-17 12:00:00'),
    ('America/Halifax', '1944-06-06 12:00:00'),
    ('Europe/Berlin', '1947-06-15 12:00:00'),
    ('Asia/Tokyo', '1950-07-01 12:00:00'),
    ('Asia/Seoul', '1988-09-17 10:30:00'),
    ('Pacific/Auckland', '1920-11-11 11:00:00'),
    ('Africa/Monrovia', '1960-01-01 12:00:00'),
    ('Europe/Moscow', '1900-01-01 12:00:00'),
    ('America/Los_Angeles', '1870-05-10 12:00:00'),
    ('Europe/Amsterdam', '1935-01-01 12:00:00'),
    ('Asia/Kolkata', '1880-03-01 12:00:00'),
    ('Europe/Istanbul', '1999-08-17 03:01:00'),
]
DATE_HISTORIC_FORMATS = ['+%a %b %e %H:%M:%S %Z %Y', '+%d %b %Y %H:%M %Z',
                         '+%Y-%m-%d %H:%M:%S %Z']


def date_lines():
    out = []
    for i, (fmt, prec, zone, noyear) in enumerate(DATE_FORMATS):
        for j in range(3):
            tz, wtext = DATE_WALLS[(i * 3 + j * 13) % len(DATE_WALLS)]
            out.extend(one_date(tz, wtext, fmt, prec, zone, noyear))
    for i, (tz, wtext) in enumerate(DATE_HISTORIC):
        fmt = DATE_HISTORIC_FORMATS[i % len(DATE_HISTORIC_FORMATS)]
        out.extend(one_date(tz, wtext, fmt, 's' if ':%S' in fmt else 'm',
                            'abbr', False))
    return out


def one_date(tz, wtext, fmt, prec, zone, noyear):
    wall = Wall(wtext)
    src = run(['date', '-d', wtext, fmt], tz=tz).strip()
    # the command itself confirms the wall time and offset it used
    check = run(['date', '-d', wtext, '+%F %T %z'], tz=tz).strip()
    assert check[:19] == wall.dt.strftime('%Y-%m-%d %H:%M:%S'), (check, wtext)
    assert numeric_offset(check[20:]) == offset_str(
        local_offset_minutes(tz, wall.dt)), (check, tz)
    if zone == 'abbr':
        tok = run(['date', '-d', wtext, '+%Z'], tz=tz).strip()
        if not abbr_line_ok(tok, tz, wall.dt):
            return []            # e.g. Cuba's CST: not the table's meaning
        kt = ('tok', tok)
    else:
        kt = ('num',) if zone else None
    t, kind = target_for(wall, prec, kt, tz, noyear)
    cmd = "TZ=%s LC_ALL=C date -d '%s' '%s'" % (tz, wtext, fmt)
    return [(src, t, 'command-outputs', kind, cmd)]


# node: (method expression on d, precision, zone printed)
# zone printed: None, 'utc', 'num' (toString's GMT-0400), 'tok' (last token),
# 'long' (a long zone name: unknown)
NODE_METHODS = [
    ('d.toString()', 's', 'num'),
    ('d.toUTCString()', 's', 'utcwall'),
    ('d.toISOString()', 3, 'utcwall'),
    ("d.toLocaleString('en-US', {timeZone: TZ})", 's', None),
    ("d.toLocaleString('en-GB', {timeZone: TZ})", 's', None),
    ("d.toLocaleString('en-US', {timeZone: TZ, timeZoneName: 'short'})", 's', 'tok'),
    ("d.toLocaleString('en-US', {timeZone: TZ, timeZoneName: 'long'})", 's', 'long'),
    ("d.toLocaleString('en-US', {timeZone: TZ, timeZoneName: 'shortGeneric'})", 's', 'tok'),
    ("d.toLocaleString('en-US', {timeZone: TZ, timeZoneName: 'longOffset'})", 's', 'tok'),
    ("d.toLocaleString('en-GB', {timeZone: TZ, dateStyle: 'full', timeStyle: 'long'})", 's', 'tok'),
    ("d.toLocaleString('en-US', {timeZone: TZ, dateStyle: 'full', timeStyle: 'full'})", 's', 'long'),
    ("d.toLocaleString('en-US', {timeZone: TZ, dateStyle: 'medium', timeStyle: 'short'})", 'm', None),
    ("d.toLocaleString('en-US', {timeZone: TZ, month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit'})", 'm', 'noyear'),
    ("d.toLocaleString('en-US', {timeZone: TZ, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3})", 3, None),
    ("d.toLocaleString('en-CA', {timeZone: TZ})", 's', None),
    ("d.toLocaleString('en-AU', {timeZone: TZ})", 's', None),
    ("d.toLocaleString('en-IN', {timeZone: TZ})", 's', None),
    ("d.toLocaleString('en-US', {timeZone: TZ, weekday: 'long', hour: 'numeric', hour12: true, day: 'numeric', month: 'short', year: 'numeric'})", 'h', None),
]

# instants (UTC) and zones for node and java
INSTANTS = [
    ('2003-09-25 14:36:28.123', 'America/New_York'),
    ('2016-02-29 05:45:00.5', 'Asia/Kolkata'),
    ('1995-06-13 22:05:13.25', 'Europe/London'),
    ('2024-12-31 16:00:00.0', 'Asia/Tokyo'),
    ('2019-03-17 09:30:59.999', 'America/Los_Angeles'),
    ('2021-07-14 20:15:00.75', 'Europe/Paris'),
    ('2008-08-08 12:08:08.008', 'Asia/Shanghai'),
    ('2012-12-21 11:11:11.1', 'Australia/Sydney'),
    ('2030-05-18 23:20:00.0', 'America/Sao_Paulo'),
    ('1999-12-31 23:59:59.0', 'UTC'),
    ('2017-10-13 02:30:45.6', 'Asia/Kathmandu'),
    ('2022-11-20 16:00:00.25', 'Asia/Dubai'),
    ('2014-04-15 03:07:09.05', 'America/Chicago'),
    ('2010-10-16 08:45:30.5', 'Africa/Johannesburg'),
    ('2026-01-31 19:19:19.19', 'Pacific/Auckland'),
    ('2001-05-19 15:00:00.0', 'America/Denver'),
    ('2018-09-30 21:21:21.0', 'Europe/Moscow'),
    ('2005-11-14 06:06:06.6', 'America/St_Johns'),
]


def local_wall(instant_text, tz):
    w = Wall(instant_text)
    aware = w.dt.replace(tzinfo=datetime.timezone.utc).astimezone(zinfo(tz))
    nw = Wall(aware.strftime('%Y-%m-%d %H:%M:%S') + '.' + w.nanos)
    return w, nw


NODE_SCRIPT = r"""
const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const out = [];
for (const [ms, TZ, expr] of cases) {
  const d = new Date(ms);
  const check = new Intl.DateTimeFormat('en-US', {timeZone: TZ, hourCycle: 'h23',
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit',
    minute: '2-digit', second: '2-digit'}).format(d);
  out.push([eval(expr), check]);
}
console.log(JSON.stringify(out));
"""


def node_lines():
    out = []
    by_tz = collections.defaultdict(list)
    for i, (meth, prec, zone) in enumerate(NODE_METHODS):
        for j in range(2):
            inst, tz = INSTANTS[(i * 2 + j * 7) % len(INSTANTS)]
            by_tz[tz].append((inst, meth, prec, zone))
    for tz in sorted(by_tz):
        cases = by_tz[tz]
        payload = []
        for inst, meth, prec, zone in cases:
            w = Wall(inst)
            ms = int(w.dt.replace(tzinfo=datetime.timezone.utc).timestamp()
                     * 1000 + 0.5)
            payload.append([ms, tz, meth.replace('TZ', repr(tz))])
        res = json.loads(run(['node', '-e', NODE_SCRIPT], tz=tz,
                             stdin=json.dumps(payload)))
        for (inst, meth, prec, zone), (src, check) in zip(cases, res):
            w, lw = local_wall(inst, tz)
            want = lw.dt.strftime('%m/%d/%Y, %H:%M:%S')
            assert check == want, (check, want)
            src = src.strip()
            if zone == 'utcwall':
                t, kind = target_for(w, prec, ('tok', 'Z'), 'UTC')
            elif zone == 'tok':
                t, kind = target_for(lw, prec, ('tok', src.split()[-1]), tz)
            elif zone == 'num':
                t, kind = target_for(lw, prec, ('num',), tz)
            elif zone == 'long':
                t, kind = render(lw.date(), *lw.fields(prec)), 'unknown'
            else:
                t, kind = target_for(lw, prec, None, tz, zone == 'noyear')
            if zone == 'tok' and kind == 'abbreviation' and \
                    not abbr_line_ok(src.split()[-1], tz, lw.dt):
                continue
            cmd = ("TZ=%s node -e 'd = new Date(Date.UTC(%s)); "
                   "console.log(%s)'" % (tz, inst, meth.replace('TZ', repr(tz))))
            out.append((src, t, 'command-outputs', kind, cmd))
    return out


JAVA_SRC = r"""
import java.time.*; import java.time.format.*; import java.util.*; import java.io.*;
public class TimesProbe {
  public static void main(String[] a) throws Exception {
    BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = r.readLine()) != null) {
      String[] p = line.split(" ", 3);
      long ms = Long.parseLong(p[0]); int nanoExtra = 0; String tz = p[1]; String m = p[2];
      TimeZone.setDefault(TimeZone.getTimeZone(tz));
      Instant in = Instant.ofEpochMilli(ms);
      ZonedDateTime z = ZonedDateTime.ofInstant(in, ZoneId.of(tz));
      String s;
      switch (m) {
        case "Date.toString": s = new Date(ms).toString(); break;
        case "ZonedDateTime.toString": s = z.toString(); break;
        case "RFC_1123_DATE_TIME": s = DateTimeFormatter.RFC_1123_DATE_TIME.format(z); break;
        case "ISO_OFFSET_DATE_TIME": s = DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(z); break;
        case "ISO_LOCAL_DATE_TIME": s = DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(z); break;
        case "Instant.toString": s = in.toString(); break;
        case "LocalDateTime.toString": s = z.toLocalDateTime().toString(); break;
        case "OffsetDateTime.toString": s = z.toOffsetDateTime().toString(); break;
        default: s = DateTimeFormatter.ofPattern(m, Locale.US).format(z);
      }
      System.out.println(s + "\t" + z.toLocalDateTime().withNano(0));
    }
  }
}
"""

# (method or DateTimeFormatter pattern, precision, zone printed)
JAVA_METHODS = [
    ('Date.toString', 's', 'tok4'),
    ('ZonedDateTime.toString', 'trim', 'num'),
    ('RFC_1123_DATE_TIME', 's', 'rfc'),
    ('ISO_OFFSET_DATE_TIME', 'trim', 'num'),
    ('ISO_LOCAL_DATE_TIME', 'trim', None),
    ('Instant.toString', 'trim', 'utcwall'),
    ('LocalDateTime.toString', 'trim', None),
    ('OffsetDateTime.toString', 'trim', 'num'),
    ('yyyy-MM-dd HH:mm:ss VV', 's', 'long'),
    ("EEEE, MMMM d, yyyy 'at' h:mm a zzzz", 'm', 'long'),
    ('dd MMM yyyy HH:mm:ss.SSS z', 3, 'toklast'),
    ('MMM d, yyyy h:mm:ss a O', 's', 'toklast'),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSSSSxxx", 6, 'num'),
    ("yyyy.MM.dd G 'at' HH:mm:ss z", 's', 'toklast'),
    ("EEE, d MMM yyyy HH:mm:ss Z", 's', 'num'),
    ("hh 'o''clock' a, zzzz", 'h', 'skip'),
    ("h:mm a 'on' EEEE, d MMMM uuuu", 'm', None),
]

JAVA_ZONES = ['Asia/Kolkata', 'America/Sao_Paulo', 'Asia/Kathmandu',
              'Asia/Tehran', 'Asia/Dubai', 'Asia/Singapore', 'Europe/Istanbul',
              'America/Argentina/Buenos_Aires', 'America/Santiago',
              'America/Bogota', 'America/Lima', 'America/Caracas',
              'America/Montevideo', 'Pacific/Pago_Pago', 'Asia/Kuala_Lumpur',
              'Asia/Bangkok', 'Asia/Makassar', 'Asia/Jayapura',
              'Asia/Jerusalem', 'Asia/Kabul', 'Pacific/Guam', 'UTC',
              'Asia/Manila', 'Europe/Athens', 'America/Anchorage',
              'America/Halifax', 'Africa/Lagos', 'Africa/Maputo']


def java_lines():
    cases = []
    for i, z in enumerate(JAVA_ZONES):        # Date.toString in many zones
        inst = INSTANTS[i % len(INSTANTS)][0]
        cases.append((inst, z, JAVA_METHODS[0]))
    for i, meth in enumerate(JAVA_METHODS[1:], 1):
        for j in range(2):
            inst, tz = INSTANTS[(i * 3 + j * 5) % len(INSTANTS)]
            if meth[0] == 'Instant.toString' and j:
                continue
            cases.append((inst, tz, meth))
    tmp = tempfile.mkdtemp()
    path = os.path.join(tmp, 'TimesProbe.java')
    with open(path, 'w') as f:
        f.write(JAVA_SRC)
    lines = []
    for inst, tz, meth in cases:
        w = Wall(inst)
        ms = int(w.dt.replace(tzinfo=datetime.timezone.utc).timestamp() * 1000
                 + 0.5)
        lines.append('%d %s %s' % (ms, tz, meth[0]))
    res = run(['java', path], stdin='\n'.join(lines) + '\n').rstrip('\n')
    out = []
    for (inst, tz, (meth, prec, zone)), line in zip(cases, res.split('\n')):
        src, check = line.split('\t')
        w, lw = local_wall(inst, tz)
        if prec == 'trim':
            prec = printed_precision(src)
        assert check.replace('T', ' ')[:19] == lw.text[:19] or \
            check == lw.dt.strftime('%Y-%m-%dT%H:%M'), (check, lw.text)
        src = src.strip()
        if zone == 'skip':
            continue
        if zone == 'utcwall':
            t, kind = target_for(w, prec, ('tok', 'Z'), 'UTC')
        elif zone in ('tok4', 'toklast'):
            tok = src.split()[4 if zone == 'tok4' else -1]
            if not abbr_line_ok(tok, tz, lw.dt):
                continue
            t, kind = target_for(lw, prec, ('tok', tok), tz)
        elif zone == 'rfc':
            tok = src.split()[-1]
            t, kind = target_for(lw, prec, ('tok', tok) if tok == 'GMT'
                                 else ('num',), tz)
        elif zone == 'num':
            t, kind = target_for(lw, prec, ('num',), tz)
        elif zone == 'long':
            t, kind = render(lw.date(), *lw.fields(prec)), 'unknown'
        else:
            t, kind = target_for(lw, prec, None, tz)
        if zone == 'num' and src.endswith('Z'):
            kind = 'utc'
        cmd = ('java: %s of Instant %sZ in %s' % (
            meth if '.' in meth or '_' in meth else
            'DateTimeFormatter.ofPattern("%s", Locale.US)' % meth, inst, tz))
        out.append((src, t, 'command-outputs', kind, cmd))
    return out


# tclsh: clock format SECONDS -format FMT -timezone :TZ
TCL_CASES = [
    ('%a %b %d %H:%M:%S %Z %Y', 's', 'abbr', 'America/New_York', '2003-09-25 14:36:28'),
    ('%a %b %d %H:%M:%S %Z %Y', 's', 'abbr', 'Asia/Tokyo', '1995-01-16 20:46:52'),
    ('%a %b %d %H:%M:%S %Z %Y', 's', 'abbr', 'Europe/Helsinki', '2012-06-15 09:00:00'),
    ('%Y-%m-%d %H:%M:%S %z', 's', 'num', 'Asia/Kolkata', '2019-07-22 09:13:12'),
    ('%Y-%m-%d %H:%M:%S %z', 's', 'num', 'America/Sao_Paulo', '2007-02-14 03:30:00'),
    ('%A, %B %d, %Y %I:%M:%S %p', 's', None, 'America/Chicago', '2006-08-16 04:05:06'),
    ('%A, %B %d, %Y %I:%M:%S %p', 's', None, 'Australia/Adelaide', '2023-10-31 13:30:00'),
    ('%d %b %Y %H:%M %Z', 'm', 'abbr', 'Europe/Lisbon', '2004-07-04 19:45:00'),
    ('%d %b %Y %H:%M %Z', 'm', 'abbr', 'America/Halifax', '2015-01-25 12:00:00'),
    ('%Y%m%dT%H%M%SZ', 's', 'utcwall', 'UTC', '2028-02-29 12:34:56'),
    ('%H:%M:%S %Z on %d %B %Y', 's', 'abbr', 'Europe/Moscow', '1991-08-19 03:00:00'),
    ('%Y-%m-%dT%H:%M:%S%z', 's', 'num', 'Asia/Kathmandu', '2021-05-29 00:15:00'),
]


def tcl_lines():
    out = []
    script = []
    for fmt, prec, zone, tz, inst in TCL_CASES:
        secs = int(Wall(inst).dt.replace(tzinfo=datetime.timezone.utc).timestamp())
        script.append('puts [clock format %d -format {%s} -timezone :%s]'
                      % (secs, fmt, tz))
    res = run(['tclsh'], stdin='\n'.join(script) + '\n').rstrip('\n').split('\n')
    for (fmt, prec, zone, tz, inst), src, cmd in zip(TCL_CASES, res, script):
        w, lw = local_wall(inst, tz)
        if zone == 'utcwall':
            t, kind = target_for(w, prec, ('tok', 'Z'), 'UTC')
        elif zone == 'abbr':
            tok = re.search(r'(?<= )([A-Z]{3,5})(?= |$)', src).group(1)
            if not abbr_line_ok(tok, tz, lw.dt):
                continue
            t, kind = target_for(lw, prec, ('tok', tok), tz)
        elif zone == 'num':
            t, kind = target_for(lw, prec, ('num',), tz)
        else:
            t, kind = target_for(lw, prec, None, tz)
        out.append((src.strip(), t, 'command-outputs', kind,
                    'tclsh: ' + cmd + '  (instant %s UTC)' % inst))
    return out


# perl: scalar localtime / gmtime and POSIX::strftime, epoch seconds given
PERL_CASES = [
    ('print scalar localtime(S)', 's', None, 'America/Denver', '1996-03-10 18:50:00'),
    ('print scalar localtime(S)', 's', None, 'Asia/Singapore', '2015-08-09 00:00:01'),
    ('print scalar gmtime(S)', 's', None, 'UTC', '2038-01-19 03:14:07'),
    ('use POSIX; print strftime("%Y-%m-%d %H:%M:%S %z", localtime(S))', 's', 'num', 'Europe/Berlin', '2006-07-09 20:00:00'),
    ('use POSIX; print strftime("%a, %d %b %Y %H:%M:%S %Z", localtime(S))', 's', 'abbr', 'Australia/Sydney', '2009-03-27 22:18:40'),
    ('use POSIX; print strftime("%a, %d %b %Y %H:%M:%S %Z", localtime(S))', 's', 'abbr', 'America/Los_Angeles', '2010-12-24 23:59:00'),
    ('use POSIX; print strftime("%m/%d/%y %I:%M %p", localtime(S))', 'm', None, 'America/New_York', '2012-10-30 00:30:00'),
    ('use POSIX; print strftime("%H:%M, %e %B %Y", gmtime(S))', 'm', 'none-utc', 'UTC', '1986-04-26 01:23:40'),
    ('use POSIX; print strftime("%d.%m.%Y um %H:%M Uhr", localtime(S))', 'm', None, 'Europe/Vienna', '2019-05-18 22:00:00'),
    ('use POSIX; print strftime("%Y-%m-%dT%H:%M:%SZ", gmtime(S))', 's', 'utcwall', 'UTC', '2025-07-16 08:07:06'),
]


def perl_lines():
    out = []
    for code, prec, zone, tz, inst in PERL_CASES:
        secs = int(Wall(inst).dt.replace(tzinfo=datetime.timezone.utc).timestamp())
        prog = code.replace('(S)', '(%d)' % secs)
        src = run(['perl', '-e', prog], tz=tz).strip()
        w, lw = local_wall(inst, tz)
        if zone == 'utcwall':
            t, kind = target_for(w, prec, ('tok', 'Z'), 'UTC')
        elif zone == 'abbr':
            tok = src.split()[-1]
            if not abbr_line_ok(tok, tz, lw.dt):
                continue
            t, kind = target_for(lw, prec, ('tok', tok), tz)
        elif zone == 'num':
            t, kind = target_for(lw, prec, ('num',), tz)
        else:
            t, kind = target_for(lw, prec, None, tz)
        out.append((src, t, 'command-outputs', kind,
                    "TZ=%s perl -e '%s'  (instant %s UTC)" % (tz, prog, inst)))
    return out


# sqlite3 :memory: queries; target from datetime arithmetic on the values
SQLITE_CASES = [
    ("datetime('2003-09-25 10:36:28', '+90 minutes')", '2003-09-25 10:36:28', 90, 's'),
    ("datetime('2000-02-28 23:30', '+1 hour')", '2000-02-28 23:30:00', 60, 's'),
    ("datetime(1234567890, 'unixepoch')", '2009-02-13 23:31:30', 0, 's'),
    ("datetime(2451545.0)", '2000-01-01 12:00:00', 0, 's'),
    ("strftime('%Y-%m-%dT%H:%M:%f', '2012-06-30 23:59:59.5')", '2012-06-30 23:59:59.5', 0, 3),
    ("strftime('%d/%m/%Y %H:%M', '2024-02-29 18:45')", '2024-02-29 18:45:00', 0, 'm'),
    ("datetime('1999-12-31 23:59:59', '+1 second')", '1999-12-31 23:59:59', 1 / 60, 's'),
    ("strftime('%Y-%m-%d %H:%M:%f', '2017-08-21 18:26:40.125', '+2 days')", '2017-08-21 18:26:40.125', 2 * 1440, 3),
    ("datetime('2021-03-14 01:59:59', '+1 minute', 'start of day', '+13 hours')", '2021-03-14 13:00:00', 0, 's'),
    ("datetime('1582-10-15 00:00:00', '-1 second')", '1582-10-15 00:00:00', -1 / 60, 's'),
]


def sqlite_lines():
    out = []
    for expr, start, minutes, prec in SQLITE_CASES:
        src = run(['sqlite3', ':memory:', 'SELECT %s;' % expr]).strip()
        w = Wall(start)
        dt = w.dt + datetime.timedelta(minutes=minutes)
        nw = Wall(dt.strftime('%Y-%m-%d %H:%M:%S') + '.' + w.nanos)
        t, kind = target_for(nw, prec, None, 'UTC')
        out.append((src, t, 'command-outputs', kind,
                    "sqlite3 :memory: \"SELECT %s;\"" % expr))
    return out


# ------------------------------------------ part b: specifications-times
# (source, target, zone kind, document).  Written from the documents as they
# print them; 'format of ..., example value chosen here' where only a format
# is defined.
SPECIFICATIONS_TIMES = [
    ('INTERNALDATE "17-Jul-1996 02:44:25 -0700"', '1996-07-17T02:44:25-07:00', 'numeric', 'RFC 3501 6.4.5 FETCH response example'),
    ('Date: Mon, 7 Feb 1994 21:52:25 -0800 (PST)', '1994-02-07T21:52:25-08:00', 'numeric', 'RFC 3501 6.3.11 APPEND example message'),
    ('Received: from node.example by x.y.test; 21 Nov 1997 10:01:22 -0600', '1997-11-21T10:01:22-06:00', 'numeric', 'RFC 5322 A.4 trace fields'),
    ('for <mary@example.net>;  21 Nov 1997 10:05:43 -0600', '1997-11-21T10:05:43-06:00', 'numeric', 'RFC 5322 A.4 trace fields (end of a folded Received field)'),
    ('2002-10-10T12:00:00-05:00', '2002-10-10T12:00:00-05:00', 'numeric', 'W3C XML Schema 1.1 part 2, dateTime (timezone example)'),
    ('2002-10-10T17:00:00Z', '2002-10-10T17:00:00Z', 'utc', 'W3C XML Schema 1.1 part 2, dateTime'),
    ('2002-10-10T12:00:00Z', '2002-10-10T12:00:00Z', 'utc', 'W3C XML Schema 1.1 part 2, dateTime'),
    ('2001-10-26T21:32:52', '2001-10-26T21:32:52', 'none', 'W3C XML Schema 1.1 part 2, dateTime lexical examples'),
    ('2001-10-26T21:32:52+02:00', '2001-10-26T21:32:52+02:00', 'numeric', 'W3C XML Schema 1.1 part 2, dateTime lexical examples'),
    ('2001-10-26T19:32:52Z', '2001-10-26T19:32:52Z', 'utc', 'W3C XML Schema 1.1 part 2, dateTime lexical examples'),
    ('2001-10-26T19:32:52+00:00', '2001-10-26T19:32:52Z', 'numeric', 'W3C XML Schema 1.1 part 2, dateTime lexical examples'),
    ('2001-10-26T21:32:52.12679', '2001-10-26T21:32:52.12679', 'none', 'W3C XML Schema 1.1 part 2, dateTime lexical examples'),
    ('2001-10-26T21:32', '2001-10-26T21:32', 'none', 'W3C XML Schema 1.1 part 2, dateTime (invalid there: no seconds)'),
    ('2001-10-26T25:32:52+02:00', '2001-10-26', 'numeric', 'W3C XML Schema 1.1 part 2, dateTime (invalid: hour 25)'),
    ('1999-05-31T13:20:00-05:00', '1999-05-31T13:20:00-05:00', 'numeric', 'W3C XML Schema 1.0 part 2, 3.2.7 dateTime'),
    ('Mon Jan  2 15:04:05 2006', '2006-01-02T15:04:05', 'none', 'Go time package, ANSIC layout'),
    ('Mon Jan  2 15:04:05 MST 2006', '2006-01-02T15:04:05-07:00', 'abbreviation', 'Go time package, UnixDate layout'),
    ('Mon Jan 02 15:04:05 -0700 2006', '2006-01-02T15:04:05-07:00', 'numeric', 'Go time package, RubyDate layout'),
    ('02 Jan 06 15:04 MST', '2006-01-02T15:04-07:00', 'abbreviation', 'Go time package, RFC822 layout'),
    ('02 Jan 06 15:04 -0700', '2006-01-02T15:04-07:00', 'numeric', 'Go time package, RFC822Z layout'),
    ('Monday, 02-Jan-06 15:04:05 MST', '2006-01-02T15:04:05-07:00', 'abbreviation', 'Go time package, RFC850 layout'),
    ('Mon, 02 Jan 2006 15:04:05 MST', '2006-01-02T15:04:05-07:00', 'abbreviation', 'Go time package, RFC1123 layout'),
    ('Mon, 02 Jan 2006 15:04:05 -0700', '2006-01-02T15:04:05-07:00', 'numeric', 'Go time package, RFC1123Z layout'),
    ('2006-01-02T15:04:05-07:00', '2006-01-02T15:04:05-07:00', 'numeric', 'Go time package, the RFC3339 layout applied to the reference time'),
    ('2006-01-02T15:04:05.999999999-07:00', '2006-01-02T15:04:05.999999999-07:00', 'numeric', 'Go time package, RFC3339Nano layout with the -07:00 zone'),
    ('3:04PM', '', 'none', 'Go time package, Kitchen layout'),
    ('Jan  2 15:04:05', 'XXXX-01-02T15:04:05', 'none', 'Go time package, Stamp layout'),
    ('Jan  2 15:04:05.000', 'XXXX-01-02T15:04:05.000', 'none', 'Go time package, StampMilli layout'),
    ('Jan  2 15:04:05.000000', 'XXXX-01-02T15:04:05.000000', 'none', 'Go time package, StampMicro layout'),
    ('Jan  2 15:04:05.000000000', 'XXXX-01-02T15:04:05.000000000', 'none', 'Go time package, StampNano layout'),
    ('2006-01-02 15:04:05', '2006-01-02T15:04:05', 'none', 'Go time package, DateTime layout'),
    ('15:04:05', '', 'none', 'Go time package, TimeOnly layout'),
    ('2009-11-10 23:00:00 +0000 UTC m=+0.000000001', '2009-11-10T23:00:00Z', 'numeric', 'Go playground, time.Now().String()'),
    ('#Date: 12-Jan-1996 00:00:00', '1996-01-12T00:00:00', 'none', 'W3C Extended Log File Format (WD-logfile), example'),
    ('00:34:23 GET /foo/bar.html', '', 'none', 'W3C Extended Log File Format (WD-logfile), example entry'),
    ('#Date: 2002-05-02 17:42:15', '2002-05-02T17:42:15', 'none', 'IIS W3C extended log file example (Microsoft documentation)'),
    ('2002-05-24 20:18:01 172.224.24.114 - 206.73.118.24 80 GET /Default.htm - 200', '2002-05-24T20:18:01', 'none', 'IIS W3C extended log file example (Microsoft documentation)'),
    ('DTSTART;TZID=America/New_York:19970902T090000', '1997-09-02T09:00:00', 'unknown', 'RFC 5545 3.8.5.3 RRULE examples'),
    ('DTSTART:19970714T170000Z', '1997-07-14T17:00:00Z', 'utc', 'RFC 5545 3.6.1 VEVENT example'),
    ('DTEND:19970715T035959Z', '1997-07-15T03:59:59Z', 'utc', 'RFC 5545 3.6.1 VEVENT example'),
    ('DTSTAMP:19970901T130000Z', '1997-09-01T13:00:00Z', 'utc', 'RFC 5545 3.6.1 VEVENT example'),
    ('RDATE;TZID=America/New_York:19970714T083000', '1997-07-14T08:30:00', 'unknown', 'RFC 5545 3.8.5.2 RDATE example'),
    ('TRIGGER;VALUE=DATE-TIME:19980101T050000Z', '1998-01-01T05:00:00Z', 'utc', 'RFC 5545 3.8.6.3 TRIGGER example'),
    ('DUE:19980430T000000Z', '1998-04-30T00:00:00Z', 'utc', 'RFC 5545 3.8.2.3 DUE example'),
    ('CREATED:19960329T133000Z', '1996-03-29T13:30:00Z', 'utc', 'RFC 5545 3.8.7.1 CREATED example'),
    ('Retry-After: Fri, 31 Dec 1999 23:59:59 GMT', '1999-12-31T23:59:59Z', 'utc', 'RFC 7231 7.1.3 Retry-After example'),
    ('If-Modified-Since: Sat, 29 Oct 1994 19:43:31 GMT', '1994-10-29T19:43:31Z', 'utc', 'RFC 7232 3.3 example'),
    ('Set-Cookie: lang=; Expires=Sun, 06 Nov 1994 08:49:37 GMT', '1994-11-06T08:49:37Z', 'utc', 'RFC 6265 3.1 example'),
    ('19850412T1015', '1985-04-12T10:15', 'none', 'ISO 8601 basic format, reduced precision (minutes)'),
    ('19850412T10', '1985-04-12T10:00', 'none', 'ISO 8601 basic format, reduced precision (hours)'),
    ('1985-04-12T10', '1985-04-12T10:00', 'none', 'ISO 8601 extended format, reduced precision (hours)'),
    ('19850412T101530.5', '1985-04-12T10:15:30.5', 'none', 'ISO 8601 basic format, decimal fraction of a second'),
    ('19850412T101530,25Z', '1985-04-12T10:15:30.25Z', 'utc', 'ISO 8601 basic format, decimal comma, UTC'),
    ('1985-04-12T10:15:30-05', '1985-04-12T10:15:30-05:00', 'numeric', 'ISO 8601 extended format, offset in hours'),
    ('19850412T101530-0500', '1985-04-12T10:15:30-05:00', 'numeric', 'ISO 8601 basic format, offset'),
    ('1985-04-12T24:00:00', '1985-04-12', 'none', 'ISO 8601 end of day 24:00 (impossible time in this set)'),
    ('1985-04-12t23:20:50.52z', '1985-04-12T23:20:50.52Z', 'utc', 'RFC 3339 5.6 note: t and z may be lower case'),
    ('1985-04-12 23:20:50.52Z', '1985-04-12T23:20:50.52Z', 'utc', 'RFC 3339 5.6 note: a space may replace T'),
    ('<165>1 2003-08-24T05:14:15.000003-07:00 192.0.2.1 myproc 8710 - -', '2003-08-24T05:14:15.000003-07:00', 'numeric', 'RFC 5424 6.5 example 2 (header)'),
    ('<34>1 2003-10-11T22:14:15.003Z mymachine.example.com su - ID47', '2003-10-11T22:14:15.003Z', 'utc', 'RFC 5424 6.5 example 1 (header)'),
    ('2001.07.04 AD at 12:08:56 PDT', '2001-07-04T12:08:56-07:00', 'abbreviation', 'Java SimpleDateFormat documentation examples'),
    ('12 o\'clock PM, Pacific Daylight Time', '', 'unknown', 'Java SimpleDateFormat documentation examples'),
    ('02001.July.04 AD 12:08 PM', '2001-07-04T12:08', 'none', 'Java SimpleDateFormat documentation examples'),
    ('Wed, 4 Jul 2001 12:08:56 -0700', '2001-07-04T12:08:56-07:00', 'numeric', 'Java SimpleDateFormat documentation examples'),
    ('2001-07-04T12:08:56.235-0700', '2001-07-04T12:08:56.235-07:00', 'numeric', 'Java SimpleDateFormat documentation examples'),
    ('2001-07-04T12:08:56.235-07:00', '2001-07-04T12:08:56.235-07:00', 'numeric', 'Java SimpleDateFormat documentation examples'),
    ('6/15/2009 1:45 PM', '2009-06-15T13:45', 'none', '.NET standard date and time format strings, "g" (en-US)'),
    ('6/15/2009 1:45:30 PM', '2009-06-15T13:45:30', 'none', '.NET standard date and time format strings, "G" (en-US)'),
    ('Monday, June 15, 2009 1:45 PM', '2009-06-15T13:45', 'none', '.NET standard date and time format strings, "f" (en-US)'),
    ('Monday, June 15, 2009 1:45:30 PM', '2009-06-15T13:45:30', 'none', '.NET standard date and time format strings, "F" (en-US)'),
    ('2009-06-15T13:45:30.0000000-07:00', '2009-06-15T13:45:30.0000000-07:00', 'numeric', '.NET standard date and time format strings, "o"'),
    ('Mon, 15 Jun 2009 20:45:30 GMT', '2009-06-15T20:45:30Z', 'utc', '.NET standard date and time format strings, "R"'),
    ('2009-06-15 20:45:30Z', '2009-06-15T20:45:30Z', 'utc', '.NET standard date and time format strings, "u"'),
    ('Monday, June 15, 2009 8:45:30 PM', '2009-06-15T20:45:30', 'none', '.NET standard date and time format strings, "U" (en-US)'),
    ('1:45 PM', '', 'none', '.NET standard date and time format strings, "t" (en-US)'),
    ('2011-11-04T00:05:23+04:00', '2011-11-04T00:05:23+04:00', 'numeric', 'Python datetime.fromisoformat documentation examples'),
    ('2011-11-04 00:05:23.283+00:00', '2011-11-04T00:05:23.283Z', 'numeric', 'Python datetime.fromisoformat documentation examples'),
    ('2011-11-04T00:05:23Z', '2011-11-04T00:05:23Z', 'utc', 'Python datetime.fromisoformat documentation examples'),
    ('20111104T000523', '2011-11-04T00:05:23', 'none', 'Python datetime.fromisoformat documentation examples'),
    ('Thu, 28 Jun 2001 14:17:15 +0000', '2001-06-28T14:17:15Z', 'numeric', 'Python time.strftime documentation example'),
    ('1999-01-08 04:05:06 -8:00', '1999-01-08T04:05:06-08:00', 'numeric', 'PostgreSQL 8.5.1.3 time stamps input example'),
    ('2003-04-12 04:05:06 America/New_York', '2003-04-12T04:05:06', 'unknown', 'PostgreSQL 8.5.1.2 time input table'),
    ('1997-12-17 07:37:16-08', '1997-12-17T07:37:16-08:00', 'numeric', 'PostgreSQL 8.5.2 date/time output, ISO style'),
    ('12/17/1997 07:37:16.00 PST', '1997-12-17T07:37:16.00-08:00', 'abbreviation', 'PostgreSQL 8.5.2 date/time output, SQL style'),
    ('Wed Dec 17 07:37:16 1997 PST', '1997-12-17T07:37:16-08:00', 'abbreviation', 'PostgreSQL 8.5.2 date/time output, Postgres style'),
    ('17.12.1997 07:37:16.00 PST', '1997-12-17T07:37:16.00-08:00', 'abbreviation', 'PostgreSQL 8.5.2 date/time output, German style'),
    ('19851106210627.3', '1985-11-06T21:06:27.3', 'none', 'ITU-T X.680 GeneralizedTime example a'),
    ('19851106210627.3-0500', '1985-11-06T21:06:27.3-05:00', 'numeric', 'ITU-T X.680 GeneralizedTime example c'),
    ('[Wed Oct 11 14:32:52 2000] [error] [client 127.0.0.1] client denied by server', '2000-10-11T14:32:52', 'none', 'Apache HTTP Server log files documentation, error log example'),
]

# ------------------------------------------------ part b: handwritten-times
# (source, target, zone kind, what it models); targets written by hand.
HANDWRITTEN_TIMES = [
    # 12-hour clock edge cases
    ('Sat, 14 Mar 2015 12 am', '2015-03-14T00:00', 'none', '12 am is 00:00'),
    ('12:01:02 am on 1 January 2000', '2000-01-01T00:01:02', 'none', '12:xx am'),
    ('12:30 p.m., June 3, 2019', '2019-06-03T12:30', 'none', '12:xx p.m.'),
    ('June 3, 2019 at 12:15 a.m.', '2019-06-03T00:15', 'none', 'a.m.'),
    ('7:05 A.M. 22 Nov 1963', '1963-11-22T07:05', 'none', 'A.M.'),
    ('Nov 22, 1963, 12:30 p.m. CST', '1963-11-22T12:30-06:00', 'abbreviation', 'news style'),
    ('9:41 AM Jan 9 2007', '2007-01-09T09:41', 'none', 'time first'),
    ('4 July 1976, 9 pm.', '1976-07-04T21:00', 'none', "'pm.'"),
    ('Dec 25 2020 11:59p', '2020-12-25T23:59', 'none', "'p'"),
    ('8:15a 18 March 2022', '2022-03-18T08:15', 'none', "'a'"),
    ('5pm on 31 Oct 2021', '2021-10-31T17:00', 'none', 'an hour alone'),
    ('2021-10-31 at 5 PM', '2021-10-31T17:00', 'none', 'an hour alone'),
    ('doors open 7.30pm, Fri 20 May 2022', '2022-05-20T19:30', 'none', 'poster'),
    ('12:00 a.m. 1 January 2024', '2024-01-01T00:00', 'none', '12 a.m.'),
    ('12:00 p.m. 1 January 2024', '2024-01-01T12:00', 'none', '12 p.m.'),
    ('12 pm, 2 Jan 2024', '2024-01-02T12:00', 'none', '12 pm'),
    ('12:59:59 am 2 Jan 2024', '2024-01-02T00:59:59', 'none', '12:59:59 am'),
    ('11:59:59 p.m. on 31 Dec 2023', '2023-12-31T23:59:59', 'none', 'p.m. with seconds'),
    ('3 Jan 2024 7 a.m.', '2024-01-03T07:00', 'none', 'an hour alone, a.m.'),
    ('3 Jan 2024 7 A.M. EST', '2024-01-03T07:00-05:00', 'abbreviation', 'an hour alone, A.M., zone'),
    ('Posted at 11:42pm on February 28, 2023', '2023-02-28T23:42', 'none', 'blog'),
    ('Sent: Monday, March 6, 2023 3:14 PM', '2023-03-06T15:14', 'none', 'Outlook header'),
    ('On Mar 7, 2023, at 9:05 AM, Bob wrote:', '2023-03-07T09:05', 'none', 'Apple Mail quote'),
    ('16 Aug 2023 8:30:15.5 PM', '2023-08-16T20:30:15.5', 'none', 'fraction and PM'),
    ('16-AUG-23 08.30.15.000000 PM', '2023-08-16T20:30:15.000000', 'none', 'Oracle TIMESTAMP style'),
    # noon, midnight, hours with h
    ('noon, 1 May 2010', '2010-05-01T12:00', 'none', 'noon'),
    ('midnight on 31 December 1999', '1999-12-31T00:00', 'none', 'midnight'),
    ('12 noon 4 July 2026', '2026-07-04T12:00', 'none', '12 noon'),
    ('15 Sept 2020 at midnight', '2020-09-15T00:00', 'none', 'midnight'),
    ('at noon on Tuesday, 15 August 2023', '2023-08-15T12:00', 'none', 'noon'),
    ('midnight, 1 Jan 2024', '2024-01-01T00:00', 'none', 'midnight'),
    ('14 July 2018 at 16h', '2018-07-14T16:00', 'none', 'an hour with h'),
    ('19h30, 21 June 2019', '2019-06-21T19:30', 'none', '19h30'),
    ('10h11m 3 Feb 2001', '2001-02-03T10:11', 'none', '10h11m'),
    ('25 Dec 2003 10.36', '2003-12-25T10:36', 'none', '10.36 after a date'),
    ('2003-09-25T104941', '2003-09-25T10:49:41', 'none', 'compact time after T'),
    ('20030925T1049', '2003-09-25T10:49', 'none', 'compact date and time'),
    ('7 March 2023, 21:05 hrs', '2023-03-07T21:05', 'none', 'hrs'),
    ('2130hrs 7 Mar 2023', '2023-03-07T21:30', 'none', 'military hours'),
    ('072130Z MAR 23', '2023-03-07T21:30Z', 'utc', 'military date-time group DDHHMMZ MON YY'),
    ('3 Jan 2024 0700 UTC', '2024-01-03T07:00Z', 'utc', 'four-digit time after a date'),
    ('0:00 2 Jan 2024', '2024-01-02T00:00', 'none', 'hour 0'),
    ('at 00:00:01 on 2 January 2024', '2024-01-02T00:00:01', 'none', 'one second past midnight'),
    # before the date, at, @, ranges, partial dates
    ('@ 9:30 on 2 Aug 2024', '2024-08-02T09:30', 'none', '@'),
    ('14:00 12 June 2024', '2024-06-12T14:00', 'none', 'time first'),
    ('09:00 Mon 3 Jan 2022', '2022-01-03T09:00', 'none', 'time first with weekday'),
    ('Sat 9 Nov 2019 13:00 - 16:00', '2019-11-09T13:00', 'none', 'range: the start'),
    ('2 Feb 2024, 9:00\u201317:00', '2024-02-02T09:00', 'none', 'range with an en dash'),
    ('9am - 5pm Monday 15 July 2024', '2024-07-15T09:00', 'none', 'range before the date'),
    ('at 8:45 PM on Sat, Oct 5', 'XXXX-10-05T20:45', 'none', 'no year'),
    ('Mar 3, 4:15 pm', 'XXXX-03-03T16:15', 'none', 'no year'),
    ('Jan 5th, 10am', 'XXXX-01-05T10:00', 'none', 'no year, an hour alone'),
    ('23 April, 18:30', 'XXXX-04-23T18:30', 'none', 'no year'),
    ('Wed Aug 16 2023 @ 8:30pm', '2023-08-16T20:30', 'none', '@'),
    ('Flight departs 06:45 on 12 Aug 2023', '2023-08-12T06:45', 'none', 'travel'),
    ('Check-in after 3pm, 12 Aug 2023', '2023-08-12T15:00', 'none', 'travel'),
    ('Last seen: 12 Aug 2023 at 23:58', '2023-08-12T23:58', 'none', 'chat'),
    ('Tuesday 7th March 2023, 9:05pm', '2023-03-07T21:05', 'none', 'letter'),
    ('On Tue, 7 Mar 2023 at 09:05, Anna wrote:', '2023-03-07T09:05', 'none', 'Gmail quote'),
    # logs written the way common programs write them (value chosen here)
    ('From MAILER-DAEMON Fri Jul  8 12:08:34 2011', '2011-07-08T12:08:34', 'none', 'mbox From_ line'),
    ('[2023-03-07 09:05:17] INFO started', '2023-03-07T09:05:17', 'none', 'application log'),
    ('2023-03-07 09:05:17,042 - root - INFO - ready', '2023-03-07T09:05:17.042', 'none', 'Python logging default format'),
    ('Mar  7 09:05:17 host sshd[1234]: Accepted publickey', 'XXXX-03-07T09:05:17', 'none', 'syslog line'),
    ('E0307 09:05:17.042123 1234 main.go:42] failed', 'XXXX-03-07T09:05:17.042123', 'none', 'glog line (mmdd, no year)'),
    ('time="2023-03-07T09:05:17+01:00" level=info msg=ready', '2023-03-07T09:05:17+01:00', 'numeric', 'logrus text format'),
    ('ts=2023-03-07T08:05:17.123Z caller=main.go:42', '2023-03-07T08:05:17.123Z', 'utc', 'logfmt'),
    ('Mar 7, 2023 @ 09:05:17.042', '2023-03-07T09:05:17.042', 'none', 'Kibana display'),
    ('07 Mar 2023 09:05:17.042 * Ready to accept connections', '2023-03-07T09:05:17.042', 'none', 'Redis log'),
    ('2023-03-07 09:05:17.042 UTC [123] LOG:  database system is ready', '2023-03-07T09:05:17.042Z', 'utc', 'PostgreSQL log_line_prefix %m'),
    # fractions of every length
    ('2020-02-29 23:59:59.9', '2020-02-29T23:59:59.9', 'none', 'fraction 1'),
    ('2020-02-29T23:59:59.99', '2020-02-29T23:59:59.99', 'none', 'fraction 2'),
    ('29 Feb 2020 23:59:59.999', '2020-02-29T23:59:59.999', 'none', 'fraction 3'),
    ('2020-02-29 08:00:00.1234', '2020-02-29T08:00:00.1234', 'none', 'fraction 4'),
    ('2020-02-29 08:00:00.12345 UTC', '2020-02-29T08:00:00.12345Z', 'utc', 'fraction 5'),
    ('2021-12-31T18:30:00.123456+05:30', '2021-12-31T18:30:00.123456+05:30', 'numeric', 'fraction 6'),
    ('Dec 31 2021 18:30:00.1234567', '2021-12-31T18:30:00.1234567', 'none', 'fraction 7'),
    ('2021-12-31 18:30:00.12345678 -0800', '2021-12-31T18:30:00.12345678-08:00', 'numeric', 'fraction 8'),
    ('2021-12-31 18:30:00,123456789 +0100', '2021-12-31T18:30:00.123456789+01:00', 'numeric', 'fraction 9, decimal comma'),
    ('2016-12-31 23:59:60 UTC', '2016-12-31T23:59:60Z', 'utc', 'leap second'),
    # offset spellings
    ('2019-08-01 10:00 +0000', '2019-08-01T10:00Z', 'numeric', '+0000'),
    ('2019-08-01 10:00 -0000', '2019-08-01T10:00Z', 'numeric', '-0000'),
    ('2019-08-01T10:00+00:00', '2019-08-01T10:00Z', 'numeric', '+00:00'),
    ('1 Aug 2019 10:00 GMT+0800 (CST)', '2019-08-01T10:00+08:00', 'numeric', 'the number wins'),
    ('Aug 1 2019 10:00 UTC+8', '2019-08-01T10:00+08:00', 'numeric', 'UTC+8'),
    ('2019-08-01 10:00 UTC-3', '2019-08-01T10:00-03:00', 'numeric', 'UTC-3'),
    ('2019-08-01 10:00:00 -03', '2019-08-01T10:00:00-03:00', 'numeric', '-03'),
    ('1 Aug 2019 10:00 +5:30', '2019-08-01T10:00+05:30', 'numeric', '+5:30'),
    ('2019-08-01 10:00 UT', '2019-08-01T10:00Z', 'utc', 'UT'),
    ('10:00 GMT, 1 August 2019', '2019-08-01T10:00Z', 'utc', 'GMT before the date'),
    ('1 Aug 2019 10:00 Z', '2019-08-01T10:00Z', 'utc', 'Z apart'),
    ('2019-08-01 10:00 utc', '2019-08-01T10:00Z', 'utc', 'lower-case utc'),
    ('Thu, 1 Aug 2019 10:00:00 -0400 (EDT)', '2019-08-01T10:00:00-04:00', 'numeric', 'the number wins'),
    ('1 Aug 2019 10:00 -0700 (Pacific Daylight Time)', '2019-08-01T10:00-07:00', 'numeric', 'the number wins over a long name'),
    ('2019-08-01 10:00 +09:00 JST', '2019-08-01T10:00+09:00', 'numeric', 'the number wins'),
    ('Jan 3 2024 19:00:00 GMT-0500 (Eastern Standard Time)', '2024-01-03T19:00:00-05:00', 'numeric', 'JavaScript-like'),
    ('Aug 16, 2023 8:30:15 PM GMT+02:00', '2023-08-16T20:30:15+02:00', 'numeric', 'GMT+02:00'),
    ('2023-08-16T20:30:15.5-03:00', '2023-08-16T20:30:15.5-03:00', 'numeric', 'fraction and offset'),
    # table abbreviations
    ('3 Mar 2022 09:15 EST', '2022-03-03T09:15-05:00', 'abbreviation', 'EST'),
    ('July 4, 2022 8:00 PM EDT', '2022-07-04T20:00-04:00', 'abbreviation', 'EDT'),
    ('2022-01-10 14:00 CST', '2022-01-10T14:00-06:00', 'abbreviation', 'CST'),
    ('10 Jan 2022 3:30 PM MST', '2022-01-10T15:30-07:00', 'abbreviation', 'MST'),
    ('2022-06-10 06:45 PDT', '2022-06-10T06:45-07:00', 'abbreviation', 'PDT'),
    ('14:00 BST 17 July 2021', '2021-07-17T14:00+01:00', 'abbreviation', 'BST'),
    ('17/07/2021 14:00 CEST', '2021-07-17T14:00+02:00', 'abbreviation', 'CEST'),
    ('Mon 19 Jul 2021 09:00 IST', '2021-07-19T09:00+05:30', 'abbreviation', 'IST'),
    ('2021-07-19 18:30 SGT', '2021-07-19T18:30+08:00', 'abbreviation', 'SGT'),
    ('2021-07-19 18:30 AEST', '2021-07-19T18:30+10:00', 'abbreviation', 'AEST'),
    ('2023-01-15 09:00 NZDT', '2023-01-15T09:00+13:00', 'abbreviation', 'NZDT'),
    ('15 Jan 2023 5:00 pm HKT', '2023-01-15T17:00+08:00', 'abbreviation', 'HKT'),
    ('2023-01-15T09:00 MSK', '2023-01-15T09:00+03:00', 'abbreviation', 'MSK'),
    ('2023-01-15 09:00 SAST', '2023-01-15T09:00+02:00', 'abbreviation', 'SAST'),
    ('15 January 2023 09:00 EAT', '2023-01-15T09:00+03:00', 'abbreviation', 'EAT'),
    ('Jan 15 2023 9:00 AKST', '2023-01-15T09:00-09:00', 'abbreviation', 'AKST'),
    ('2023-01-15 06:00 HST', '2023-01-15T06:00-10:00', 'abbreviation', 'HST'),
    ('2023-01-15 11:00 NST', '2023-01-15T11:00-03:30', 'abbreviation', 'NST'),
    ('2023-01-15 11:00 PKT', '2023-01-15T11:00+05:00', 'abbreviation', 'PKT'),
    ('2023-01-15 11:00 ICT', '2023-01-15T11:00+07:00', 'abbreviation', 'ICT'),
    ('2023-01-15 11:00 NPT', '2023-01-15T11:00+05:45', 'abbreviation', 'NPT'),
    ('15 Jan 2023 11:00 CET', '2023-01-15T11:00+01:00', 'abbreviation', 'CET'),
    ('15 Jan 2023 11:00 EET', '2023-01-15T11:00+02:00', 'abbreviation', 'EET'),
    ('15 Jan 2023 11:00 KST', '2023-01-15T11:00+09:00', 'abbreviation', 'KST'),
    ('15 Jan 2023 11:00 WET', '2023-01-15T11:00Z', 'abbreviation', 'WET (zero offset)'),
    ('2023/08/16 20:30:00 JST', '2023-08-16T20:30:00+09:00', 'abbreviation', 'JST'),
    # outside the table: no offset
    ('2023-01-15 11:00 LMT', '2023-01-15T11:00', 'unknown', 'LMT'),
    ('15 Jan 2023 11:00 HAST', '2023-01-15T11:00', 'unknown', 'HAST'),
    ('15 Jan 2023 11:00 CHADT', '2023-01-15T11:00', 'unknown', 'CHADT'),
    ('2023-01-15 11:00 XYZT', '2023-01-15T11:00', 'unknown', 'made up'),
    ('2023-07-15 11:00 Pacific Daylight Time', '2023-07-15T11:00', 'unknown', 'long name alone'),
    ('2023-07-15 11:00 America/New_York', '2023-07-15T11:00', 'unknown', 'IANA name'),
    ('TZID=Europe/Paris:20230715T110000', '2023-07-15T11:00:00', 'unknown', 'iCalendar TZID'),
    ('15 Jul 2023 11:00 Europe/London', '2023-07-15T11:00', 'unknown', 'IANA name'),
    ('11:00 Central European Summer Time, 15 July 2023', '2023-07-15T11:00', 'unknown', 'long name'),
    ('Jul 15 2023 11:00 ET', '2023-07-15T11:00', 'unknown', 'ET'),
    ('Jul 15 2023 11:00 PT', '2023-07-15T11:00', 'unknown', 'PT'),
    ('2023-07-15 11:00 (Asia/Tokyo)', '2023-07-15T11:00', 'unknown', 'IANA name in parentheses'),
    ('15.07.2023 11:00 MEZ', '2023-07-15T11:00', 'unknown', 'German abbreviation'),
    ('2023-07-15 11:00 CEDT', '2023-07-15T11:00', 'unknown', 'not in the table'),
    ('Sat Jul 15 11:00:00 EEDT 2023', '2023-07-15T11:00:00', 'unknown', 'not in the table'),
    ('15 July 2023 11:00 Eastern Time', '2023-07-15T11:00', 'unknown', 'long name'),
    ('2023-07-15 11:00 Etc/GMT-3', '2023-07-15T11:00', 'unknown', 'IANA name (sign inverted)'),
    ('2023-07-15T11:00:00[Europe/Berlin]', '2023-07-15T11:00:00', 'unknown', 'IANA name in brackets'),
    ('Kickoff: Sun 12 Feb 2023, 6:30 pm ET', '2023-02-12T18:30', 'unknown', 'ET'),
    ('Webinar 14 Mar 2023 11am PT / 2pm ET', '2023-03-14T11:00', 'unknown', 'two zones: the first'),
    # times that cannot be
    ('2003-09-25 25:10', '2003-09-25', 'none', 'hour 25'),
    ('25 Sep 2003 10:61', '2003-09-25', 'none', 'minute 61'),
    ('2003-09-25 24:30', '2003-09-25', 'none', '24:30'),
    ('2003-09-25T24:00', '2003-09-25', 'none', '24:00'),
    ('25 Sep 2003 13:30 pm', '2003-09-25', 'none', '13:30 pm'),
    ('2010-06-15 10:75:00', '2010-06-15', 'none', 'minute 75'),
    ('15 Jun 2010 09:30:61', '2010-06-15', 'none', 'second 61'),
    ('2010-06-15T99:99:99Z', '2010-06-15', 'utc', '99:99:99'),
    ('15 June 2010 at 36:00', '2010-06-15', 'none', 'hour 36'),
    ('June 15, 2010 14:00 PM', '2010-06-15', 'none', '14:00 PM'),
    ('2010-06-15 23:60', '2010-06-15', 'none', 'minute 60'),
    ('2010-06-15 24:00:00 UTC', '2010-06-15', 'utc', '24:00:00'),
    ('15/06/2010 25h00', '2010-06-15', 'none', '25h00'),
    ('Jun 15 2010 12:75 PM', '2010-06-15', 'none', 'minute 75, PM'),
    ('2010-06-15 30:15 +0200', '2010-06-15', 'numeric', 'hour 30'),
    ('2010-06-15 10:15:99', '2010-06-15', 'none', 'second 99'),
    ('Tue 15 Jun 2010 22:70 EST', '2010-06-15', 'abbreviation', 'minute 70'),
]

# ----------------------------------------------------------------- assemble

def main():
    dry = '--dry-run' in sys.argv
    rows, skipped = part_a()
    existing = set(r[0] for r in common.read_tsv(MAIN_TSV, 3))
    new = []
    new += system_logs()
    for f in (date_lines, node_lines, java_lines, tcl_lines, perl_lines,
              sqlite_lines):
        new += f()
    new += [(s, t, 'specifications-times', z, n)
            for s, t, z, n in SPECIFICATIONS_TIMES]
    new += [(s, t, 'handwritten-times', z, 'written by hand: ' + n)
            for s, t, z, n in HANDWRITTEN_TIMES]
    seen = set(r[0] for r in rows)
    dropped = collections.Counter()
    for src, t, origin, kind, where in new:
        src = src.strip()
        why = None
        if src in seen or src in existing:
            why = 'duplicate'
        elif len(src) > 80 or '\t' in src or '\n' in src:
            why = 'longer than 80 characters'
        elif ambiguous_numeric(src):
            why = 'ambiguous numeric date'
        elif t[:4].isdigit() and not 1000 <= int(t[:4]) <= 2999:
            why = 'year out of range'
        if why:
            dropped[why] += 1
            continue
        seen.add(src)
        rows.append((src, t, origin, kind, where))
    counts = collections.Counter((r[2], r[3]) for r in rows)
    if dry:
        for r in rows:
            print('\t'.join(r[:4]))
    print('%d lines (%d from real-world.tsv, %d new); dropped: %s'
          % (len(rows), sum(1 for r in rows if r[2] in common.ORIGINS),
             sum(1 for r in rows if r[2] in NEW_ORIGINS), dict(dropped)),
          file=sys.stderr)
    for o in ORIGINS:
        print('  %-22s %s' % (o, ' '.join('%s %d' % (k, counts[(o, k)])
                                          for k in ZONE_KINDS)),
              file=sys.stderr)
    print('  skipped from real-world.tsv: %s' % skipped, file=sys.stderr)
    if dry:
        return
    with open(TIMES_TSV, 'w', encoding='utf-8') as f:
        for src, t, origin, kind, _ in rows:
            f.write('%s\t%s\t%s\t%s\n' % (src, t, origin, kind))
    with open(TIMES_PROV, 'w', encoding='utf-8') as f:
        for src, t, origin, kind, where in rows:
            if origin in NEW_ORIGINS:
                f.write('%s\t%s\t%s\n' % (src, origin, where.replace('\t', ' ')))


if __name__ == '__main__':
    main()
