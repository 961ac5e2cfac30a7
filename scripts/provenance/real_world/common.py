"""Shared helpers for the real-world date evaluation set (harvest.py, check.py).

Nothing here reads the project's generator (lib/, app/) or its training data.
"""
import datetime
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
DATA = os.path.join(ROOT, 'data', 'real-world')
MAIN_TSV = os.path.join(DATA, 'real-world.tsv')
AMBIG_TSV = os.path.join(DATA, 'ambiguous.tsv')
HAND_TSV = os.path.join(DATA, 'hand-checked.tsv')

ORIGINS = ('debian-changelog', 'man-pages', 'system-commands',
           'specifications', 'handwritten')

MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july',
          'august', 'september', 'october', 'november', 'december']
WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday',
            'saturday', 'sunday']


def month_number(name):
    """'Sep', 'Sept.', 'SEPTEMBER' -> 9; None if not a month name."""
    n = name.lower().rstrip('.')
    if len(n) < 3:
        return None
    for i, m in enumerate(MONTHS):
        if m.startswith(n) or (n == 'sept' and i == 8):
            return i + 1
    return None


def pivot(yy):
    """POSIX strptime %y: 69..99 -> 1969..1999, 00..68 -> 2000..2068."""
    yy = int(yy)
    return 1900 + yy if yy >= 69 else 2000 + yy


def full(y, m, d):
    """'YYYY-MM-DD' after checking that the date exists (raises otherwise)."""
    y, m, d = int(y), int(m), int(d)
    datetime.date(y, m, d)
    if not 1000 <= y <= 2999:
        raise ValueError('year out of range: %d' % y)
    return '%04d-%02d-%02d' % (y, m, d)


def no_year(m, d):
    m, d = int(m), int(d)
    datetime.date(2000, m, d)          # 2000 is a leap year: Feb 29 allowed
    return 'XXXX-%02d-%02d' % (m, d)


def year_month(y, m):
    y, m = int(y), int(m)
    datetime.date(y, m, 1)
    if not 1000 <= y <= 2999:
        raise ValueError('year out of range: %d' % y)
    return '%04d-%02d' % (y, m)


def weekday_name(target):
    y, m, d = (int(x) for x in target.split('-'))
    return WEEKDAYS[datetime.date(y, m, d).weekday()]


WEEKDAY_RE = re.compile(
    r'(?<![A-Za-z])(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|'
    r'monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![A-Za-z])',
    re.I)


def weekdays_in(source):
    """Weekday names written in the source, as full lower-case names."""
    out = []
    for m in WEEKDAY_RE.finditer(source):
        w = m.group(1).lower()
        for full_name in WEEKDAYS:
            if full_name.startswith(w[:3]):
                out.append(full_name)
    return out


def read_tsv(path, ncols):
    rows = []
    with open(path, encoding='utf-8') as f:
        for i, line in enumerate(f, 1):
            line = line.rstrip('\n')
            parts = line.split('\t')
            if len(parts) != ncols:
                raise SystemExit('%s:%d: %d columns, expected %d: %r'
                                 % (path, i, len(parts), ncols, line))
            rows.append(parts)
    return rows


def dateutil_reading(source, dayfirst=False):
    """What python3-dateutil reads in `source`, in this set's notation.

    The string is parsed twice (fuzzy, time zone ignored) with two different
    defaults, datetime(1,1,1) and datetime(2,2,2); a field that changes with
    the default is missing from the string.  Returns 'YYYY-MM-DD',
    'XXXX-MM-DD', 'YYYY-MM', '' (no date, or only a year / a time / a lone
    month) or 'FAIL' when one parse fails and the other does not.
    """
    import warnings
    from dateutil import parser
    res = []
    for default in (datetime.datetime(1, 1, 1), datetime.datetime(2, 2, 2)):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                res.append(parser.parse(source, fuzzy=True, default=default,
                                        dayfirst=dayfirst, ignoretz=True))
        except (ValueError, OverflowError, TypeError, AttributeError):
            res.append(None)
    a, b = res
    if a is None and b is None:
        return ''
    if a is None or b is None:
        return 'FAIL'
    has_y, has_m, has_d = a.year == b.year, a.month == b.month, a.day == b.day
    if has_y and has_m and has_d:
        return '%04d-%02d-%02d' % (a.year, a.month, a.day)
    if has_m and has_d:
        return 'XXXX-%02d-%02d' % (a.month, a.day)
    if has_y and has_m:
        return '%04d-%02d' % (a.year, a.month)
    return ''
