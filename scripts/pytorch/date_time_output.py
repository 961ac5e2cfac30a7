"""A model's output read as the date-time as written: the Python port of
lib/include/dates/decode/date_time_output.h (the same rules; its tests are the C++ ones, and
scripts/checks/check_pytorch_parity.py compares the two on every prediction of a test split).

    from date_time_output import canonical
    canonical("2003-09-25T10:36:28 brst")   # '2003-09-25T10:36:28-02:00'
    canonical("2003-09-25T05:30p")          # '2003-09-25T17:30'

A model trained on the real-world grammar writes the clock as written (`a`/`p` after a 12-hour
clock) and a zone as `Z`, `+hh:mm`, a space and an abbreviation, or `?`. The abbreviations'
offsets are read from the project's one table, lib/src/data/zone_abbreviations.cpp.
"""
import os
import re

_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'lib', 'src',
                      'data', 'zone_abbreviations.cpp')
_ZONES = None
_TIME = re.compile(r'^(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?([ap]?)(.*)$')


def zone_offsets():
    """{abbreviation in lower case: minutes east of UTC}, from the C++ table."""
    global _ZONES
    if _ZONES is None:
        with open(_TABLE, encoding='utf-8') as source:
            _ZONES = {name.lower(): int(minutes) for name, minutes in
                      re.findall(r'\{"([A-Za-z]+)", (-?\d+)\}', source.read())}
    return _ZONES


def offset_text(minutes):
    if minutes == 0:
        return 'Z'
    sign = '-' if minutes < 0 else '+'
    return '%s%02d:%02d' % (sign, abs(minutes) // 60, abs(minutes) % 60)


# Dates of other calendars, copied after a tag (lib/include/dates/core/calendar_date.h): the
# tag, the calendar, the Gregorian year of the era's year 1 (None: converted by convertdate).
_ERAS = {'b': ('buddhist', -542), 'r': ('roc', 1912), 'jm': ('japanese meiji', 1868),
         'jt': ('japanese taisho', 1912), 'js': ('japanese showa', 1926),
         'jh': ('japanese heisei', 1989), 'jr': ('japanese reiwa', 2019),
         'p': ('persian', None), 'h': ('hebrew', None), 'i': ('islamic-umalqura', None)}
_TAGGED = re.compile(r'^(jm|jt|js|jh|jr|b|r|p|h|i)(\d{4})-(\d\d)(?:-(\d\d))?$')


def _gregorian_of(tag, year, month, day):
    """The Gregorian date of a tagged date, or None. The C++ converts with ICU; here the eras are
    arithmetic (no check of an era's first and last days), the Solar Hijri and Hebrew calendars
    are python3-convertdate's (they agree with ICU: tests/fixtures/calendar_dates.tsv), and the
    Umm al-Qura calendar (its tables are ICU's) is not converted."""
    import datetime
    first = _ERAS[tag][1]
    try:
        if first is not None:
            if day is None:
                return '%04d-%02d' % (first + year - 1, month) if 1 <= month <= 12 else None
            return datetime.date(first + year - 1, month, day).isoformat()
        if day is None or tag == 'i':
            return None
        from convertdate import hebrew, persian
        if tag == 'p':
            if not 1 <= month <= 12 or not 1 <= day <= persian.month_length(year, month):
                return None
            g = persian.to_gregorian(year, month, day)
        else:  # ICU's months from Tishri (6: Adar I of a leap year) to convertdate's from Nisan
            leap = hebrew.leap(year)
            if month == 6 and not leap or not 1 <= month <= 13:
                return None
            if month <= 5:
                m = month + 6  # Tishri .. Shevat
            elif month == 6:
                m = 12  # Adar I
            elif month == 7:
                m = 13 if leap else 12  # Adar II, or Adar
            else:
                m = month - 7  # Nisan .. Elul
            if not 1 <= day <= hebrew.month_days(year, m):
                return None
            g = hebrew.to_gregorian(year, m, day)
        return '%04d-%02d-%02d' % g
    except (ValueError, ImportError):
        return None


def read(output):
    """dict(date, time, offset, zone, invalid_time, unknown_zone, malformed, calendar,
    calendar_date), as the C++ reads it."""
    result = dict(date=output, time='', offset='', zone='', invalid_time=False,
                  unknown_zone=False, malformed=False, calendar='', calendar_date='')
    t = output.find('T')
    result['date'] = output if t < 0 else output[:t]
    tagged = _TAGGED.match(result['date'])
    if tagged:
        tag, fields = tagged.group(1), result['date'][len(tagged.group(1)):]
        result.update(calendar=_ERAS[tag][0], calendar_date=fields)
        day = int(tagged.group(4)) if tagged.group(4) else None
        converted = _gregorian_of(tag, int(tagged.group(2)), int(tagged.group(3)), day)
        if converted:
            result['date'] = converted
    if t < 0:
        return result
    match = _TIME.match(output[t + 1:])
    malformed = dict(result, date=output, malformed=True, calendar='', calendar_date='')
    if not result['date'] or not match:
        return malformed
    hour, minute = int(match.group(1)), int(match.group(2))
    second = int(match.group(3)) if match.group(3) else -1
    fraction, meridiem, zone = match.group(4) or '', match.group(5), match.group(6)
    if match.group(3) is None and output[t + 1:][5:6] == ':':
        return malformed
    offset, name, unknown = '', '', False
    if zone == 'Z':
        offset = 'Z'
    elif zone[:1] in ('+', '-'):
        numeric = re.fullmatch(r'[+-](\d\d):(\d\d)', zone)
        if not numeric:
            return malformed
        hours, minutes = int(numeric.group(1)), int(numeric.group(2))
        if hours > 18 or minutes > 59:
            unknown = True
        else:
            offset = offset_text((hours * 60 + minutes) * (-1 if zone[0] == '-' else 1))
    elif zone.startswith(' '):
        name = zone[1:]
        if not re.fullmatch(r'[A-Za-z]+', name):
            return malformed
        minutes = zone_offsets().get(name.lower())
        if minutes is None:
            unknown = True
        else:
            offset = offset_text(minutes)
    elif zone == '?':
        name, unknown = '?', True
    elif zone:
        return malformed
    if meridiem:
        if not 1 <= hour <= 12:
            result['invalid_time'] = True
        else:
            hour = hour % 12 + (12 if meridiem == 'p' else 0)
    if hour > 23 or minute > 59 or second > 60:
        result['invalid_time'] = True
    if not result['invalid_time']:
        result['time'] = '%02d:%02d' % (hour, minute) + ('' if second < 0 else ':%02d' % second)
        if fraction:
            result['time'] += '.' + fraction
        result.update(offset=offset, zone=name, unknown_zone=unknown)
    return result


def canonical(output):
    """The output a user reads: date, then T, time and offset (a malformed output as written)."""
    parts = read(output)
    if parts['malformed'] or not parts['time']:
        return parts['date']
    return parts['date'] + 'T' + parts['time'] + parts['offset']
