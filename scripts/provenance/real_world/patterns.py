"""Regular expressions for date phrases found in changelogs and man pages,
with the computation of the expected target from the matched groups.

The target is computed from the groups (never by a date library), then
validated with datetime.date; check.py compares it with python3-dateutil.
"""
import re

from common import full, month_number, no_year, pivot, year_month

MON = (r'(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|'
       r'July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|'
       r'Dec(?:ember)?)')
MONI = '(?i:' + MON + ')'
WDAY = (r'(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:rs(?:day)?)?|'
        r'Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)')
TIME = (r'\d{1,2}:\d\d(?::\d\d(?:[.,]\d+)?)?'
        r'(?:\s?(?:[AaPp]\.?[Mm]\.?)(?![A-Za-z]))?')
ZONE = r'(?:[+-]\d\d:?\d\d|Z|UTC|GMT|UT|[A-Z]{3,4}T?|[A-Z]{3,5})'

# name -> (regex, function(match) -> target)
CLASSES = []


def cls(name, regex):
    def deco(fn):
        CLASSES.append((name, re.compile(regex), fn))
        return fn
    return deco


@cls('rfc2822',
     r'(?<![\w])(?:' + WDAY + r',?\s+)?(?P<d>\d{1,2})\s+(?P<mon>' + MON +
     r')\.?\s+(?P<y>\d{4})\s+' + TIME + r'(?:\s+' + ZONE + r')?(?![\w:])')
def _rfc(m):
    return full(m['y'], month_number(m['mon']), m['d'])


@cls('ctime',
     r'(?<![\w])' + WDAY + r'\s+(?P<mon>' + MON + r')\s+(?P<d>\d{1,2})\s+' +
     TIME + r'(?:\s+' + ZONE + r')?\s+(?P<y>\d{4})(?:\s+[+-]\d{4})?(?![\w:])')
def _ctime(m):
    return full(m['y'], month_number(m['mon']), m['d'])


@cls('iso',
     r'(?<![\w.:/+-])(?P<y>[12]\d{3})-(?P<m>[01]\d)-(?P<d>[0-3]\d)'
     r'(?:[T ]' + TIME + r'(?: ?(?:Z|[+-]\d\d:?\d\d|UTC|GMT|[A-Z]{3}))?)?'
     r'(?![\w.:/-])')
def _iso(m):
    return full(m['y'], m['m'], m['d'])


@cls('iso_short',
     r'(?<![\w.:/+-])(?P<y>[12]\d{3})-(?P<m>\d{1,2})-(?P<d>\d{1,2})'
     r'(?![\w.:/-])')
def _iso_short(m):
    return full(m['y'], m['m'], m['d'])


@cls('slash_ymd',
     r'(?<![\w./:-])(?P<y>[12]\d{3})/(?P<m>\d{1,2})/(?P<d>\d{1,2})'
     r'(?:\s+' + TIME + r')?(?![\w./:-])')
def _slash(m):
    return full(m['y'], m['m'], m['d'])


@cls('dot_ymd',
     r'(?<![\w./:-])(?P<y>[12]\d{3})\.(?P<m>\d{1,2})\.(?P<d>\d{1,2})'
     r'(?![\w./:-])')
def _dot(m):
    return full(m['y'], m['m'], m['d'])


@cls('mdy',
     r'(?<![\w])(?:' + WDAY + r',?\s+)?(?P<mon>' + MON + r')\.?\s+'
     r'(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>[12]\d{3})(?![\w:])')
def _mdy(m):
    return full(m['y'], month_number(m['mon']), m['d'])


@cls('dmy',
     r'(?<![\w])(?:' + WDAY + r',?\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?\.?'
     r'\s+(?:of\s+)?(?P<mon>' + MONI + r')\.?,?\s+(?P<y>[12]\d{3})(?![\w:])')
def _dmy(m):
    return full(m['y'], month_number(m['mon']), m['d'])


@cls('dmy_dash',
     r'(?<![\w-])(?:' + WDAY + r',?\s+)?(?P<d>\d{1,2})-(?P<mon>' + MONI +
     r')-(?P<y>\d{4}|\d\d)(?:\s+' + TIME + r'(?:\s+' + ZONE + r')?)?'
     r'(?![\w-])')
def _dmy_dash(m):
    y = m['y']
    return full(pivot(y) if len(y) == 2 else y, month_number(m['mon']),
                m['d'])


@cls('ymd_mon',
     r'(?<![\w-])(?P<y>[12]\d{3})[- ](?P<mon>' + MONI + r')[- ](?P<d>\d{1,2})'
     r'(?![\w])')
def _ymd_mon(m):
    return full(m['y'], month_number(m['mon']), m['d'])


@cls('ym_mon',
     r'(?<![\w-])(?P<y>[12]\d{3})-(?P<mon>' + MON + r')(?![\w-])')
def _ym_mon(m):
    return year_month(m['y'], month_number(m['mon']))


@cls('dmy2',
     r'(?<![\w])(?P<d>\d{1,2})\s+(?P<mon>' + MON + r')\s+(?P<y>\d\d)'
     r'(?![\w:])')
def _dmy2(m):
    return full(pivot(m['y']), month_number(m['mon']), m['d'])


@cls('month_year',
     r'(?<![\w])(?P<mon>(?:January|February|March|April|May|June|July|August|'
     r'September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|'
     r'Sept|Oct|Nov|Dec)\.?),?\s+(?P<y>[12]\d{3})(?![\w:])')
def _my(m):
    return year_month(m['y'], month_number(m['mon']))


@cls('month_day',
     r'(?<![\w])(?:' + WDAY + r',?\s+)?(?P<mon>' + MON + r')\.?\s+'
     r'(?P<d>\d{1,2})(?:st|nd|rd|th)?(?:\s+' + TIME + r')?'
     r'(?![\w:])(?!\s*,?\s*\d)')
def _md(m):
    return no_year(month_number(m['mon']), m['d'])


@cls('numeric',
     r'(?<![\w./:-])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)'
     r'(?P<y>\d{4}|\d\d)(?![\w./:-])')
def _numeric(m):
    """Only unambiguous numeric dates get a target here; see numeric_readings."""
    readings = numeric_readings(m['a'], m['b'], m['y'])
    if len(readings) != 1:
        raise ValueError('ambiguous or invalid: %s' % readings)
    return readings[0]


def numeric_readings(a, b, y):
    """Valid readings of a/b/y: month-first, day-first and (for a two-digit
    first field) year-first y=a, m=b, d=y."""
    out = []
    yy = int(y) if len(y) == 4 else pivot(y)
    for mm, dd in ((a, b), (b, a)):
        try:
            r = full(yy, mm, dd)
        except ValueError:
            continue
        if r not in out:
            out.append(r)
    if len(y) == 2 and len(a) == 2:
        try:
            r = full(pivot(a), b, y)
            if r not in out:
                out.append(r)
        except ValueError:
            pass
    return out


def find_all(text):
    """Yield (class, phrase, start, end, target-or-exception) for text."""
    for name, rx, fn in CLASSES:
        for m in rx.finditer(text):
            try:
                t = fn(m)
            except ValueError as e:
                t = e
            yield name, m.group(0), m.start(), m.end(), t


def shape(phrase):
    """Coarse form of a phrase, to spread the selection over formats."""
    s = re.sub(r'\d', '9', phrase)
    s = re.sub(WDAY + r'(?=[\W]|$)', lambda m: 'Www' if len(m.group(0)) == 3
               else 'Weekday', s)
    s = re.sub(r'(?i:' + MON + r')(?=[\W\d]|$)',
               lambda m: 'Mmm' if len(m.group(0)) == 3 else 'Month', s)
    s = re.sub(r'[A-Z]{2,5}(?=\W|$)', 'ZZZ', s)
    return s


def find_best(text):
    """Non-overlapping matches, longest first: [(class, phrase, start, target)]."""
    cands = sorted(find_all(text), key=lambda c: (-(c[3] - c[2]), c[2]))
    taken, out = [], []
    for name, phrase, s, e, t in cands:
        if any(s < te and ts < e for ts, te in taken):
            continue
        taken.append((s, e))
        out.append((name, phrase, s, t))
    return sorted(out, key=lambda c: c[2])
