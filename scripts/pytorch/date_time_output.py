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


def read(output):
    """dict(date, time, offset, zone, invalid_time, unknown_zone, malformed), as the C++ reads it."""
    result = dict(date=output, time='', offset='', zone='', invalid_time=False,
                  unknown_zone=False, malformed=False)
    t = output.find('T')
    if t < 0:
        return result
    result['date'] = output[:t]
    match = _TIME.match(output[t + 1:])
    malformed = dict(result, date=output, malformed=True)
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
