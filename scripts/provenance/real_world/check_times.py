#!/usr/bin/python3
"""Re-verify data/real-world/times.tsv (and times-hand-checked.tsv).

    /usr/bin/python3 scripts/provenance/real_world/check_times.py                 # summary, exit 1 on errors
    /usr/bin/python3 scripts/provenance/real_world/check_times.py --disagreements # list dateutil's disagreements

Checks, for every line:
  * shape: UTF-8, four tab-separated columns (source, target, origin, zone),
    source stripped, at most 80 characters, unique; known origin and zone kind;
  * the target's notation: '' or a date ('YYYY-MM-DD', 'XXXX-MM-DD',
    'YYYY-MM' without a time) optionally followed by 'Thh:mm', ':ss',
    '.' and 1..9 fraction digits, and 'Z' or '±hh:mm'; the date exists, the
    year is in 1000..2999, hour 0..23, minute 0..59, second 0..60 (leap
    second), offset hours <= 14 and minutes < 60;
  * the zone kind agrees with the target: 'none' and 'unknown' carry no
    offset, 'utc' carries Z, 'numeric' and 'abbreviation' carry an offset
    (when the target has a time);
  * lines whose origin is one of real-world.tsv's: the source is in
    real-world.tsv and the date part (up to 'T') equals its target there;
  * weekdays written agree with the date; no numeric day/month group that
    reads two ways (as check.py);
  * python3-dateutil (parse, fuzzy, ignoretz; the date read with the
    defaults datetime(1,1,1) and datetime(2,2,2) as check.py does) is a second
    opinion: its date must equal the date part, and where the target has a
    time its hour and minute (and second, and the fraction cut to 6 digits,
    where the target writes them) must equal the target's;
  * every line where dateutil disagrees is in times-hand-checked.tsv with a
    reason, and every line there is such a line.
Prints a per-origin, per-zone-kind count table.
"""
import collections
import datetime
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common                    # noqa: E402
from times import (ORIGINS, TIMES_HAND, TIMES_TSV, ZONE_KINDS,  # noqa: E402
                   ambiguous_numeric)

TARGET_RE = re.compile(
    r'^(?:(?P<date>\d{4}-\d\d-\d\d|XXXX-\d\d-\d\d)'
    r'(?:T(?P<h>\d\d):(?P<mi>\d\d)(?::(?P<s>\d\d)(?:\.(?P<f>\d{1,9}))?)?'
    r'(?P<off>Z|[+-]\d\d:\d\d)?)?|(?P<ym>\d{4}-\d\d)|)$')

errors = []


def err(n, msg, src):
    errors.append('times.tsv:%d: %s: %r' % (n, msg, src))


def check_target(t):
    """Returns (error or None, match)."""
    m = TARGET_RE.match(t)
    if not m:
        return 'bad target notation %r' % t, None
    d = m['date'] or m['ym']
    if d:
        try:
            if d.startswith('XXXX'):
                datetime.date(2000, int(d[5:7]), int(d[8:10]))
            elif m['ym']:
                datetime.date(int(d[:4]), int(d[5:7]), 1)
            else:
                datetime.date(int(d[:4]), int(d[5:7]), int(d[8:10]))
        except ValueError as e:
            return 'date does not exist: %s' % e, m
        if d[:4] != 'XXXX' and not 1000 <= int(d[:4]) <= 2999:
            return 'year out of 1000..2999', m
    if m['h']:
        h, mi = int(m['h']), int(m['mi'])
        s = int(m['s']) if m['s'] else 0
        if not (h <= 23 and mi <= 59 and s <= 60):
            return 'time out of range', m
    if m['off'] and m['off'] != 'Z':
        oh, om = int(m['off'][1:3]), int(m['off'][4:6])
        if oh > 14 or om > 59 or (oh == 0 and om == 0):
            return 'bad offset %s (a zero offset is Z)' % m['off'], m
    return None, m


def dateutil_time(src):
    """(hour, minute, second, microsecond) dateutil reads, or None."""
    from dateutil import parser
    try:
        with warnings.catch_warnings():
            warnings.simplefilter('ignore')
            d = parser.parse(src, fuzzy=True, ignoretz=True,
                             default=datetime.datetime(1, 1, 1))
    except (ValueError, OverflowError, TypeError, AttributeError):
        return None
    return d.hour, d.minute, d.second, d.microsecond


def opinion(src, t, m):
    """'' when dateutil agrees, else what it reads."""
    date_part = t.split('T')[0]
    got = common.dateutil_reading(src)
    if got != date_part:
        return 'date %s' % (got or '(none)')
    if not m or not m['h']:
        return ''
    tm = dateutil_time(src)
    if tm is None:
        return 'no time (fails)'
    h, mi, s, us = tm
    ok = (h, mi) == (int(m['h']), int(m['mi']))
    if m['s']:
        ok = ok and s == int(m['s'])
        f = (m['f'] or '').ljust(6, '0')[:6]
        ok = ok and us == int(f)
    if ok:
        return ''
    return 'time %02d:%02d:%02d.%06d' % tm


def main():
    show = '--disagreements' in sys.argv
    main_targets = {s: t for s, t, o in common.read_tsv(common.MAIN_TSV, 3)}
    hand = {}
    if os.path.exists(TIMES_HAND):
        for i, parts in enumerate(common.read_tsv(TIMES_HAND, 2), 1):
            src, why = parts
            if src in hand:
                errors.append('times-hand-checked.tsv:%d: duplicate %r' % (i, src))
            if not why.strip():
                errors.append('times-hand-checked.tsv:%d: no reason %r' % (i, src))
            hand[src] = why
    with open(TIMES_TSV, 'rb') as f:
        text = f.read().decode('utf-8')
    if not text.endswith('\n'):
        errors.append('times.tsv: no newline at end of file')
    seen = {}
    counts = collections.Counter()
    agree = collections.Counter()
    byhand = collections.Counter()
    impossible = 0
    disagree = set()
    for n, line in enumerate(text.split('\n')[:-1], 1):
        parts = line.split('\t')
        if len(parts) != 4:
            err(n, '%d columns, expected 4' % len(parts), line)
            continue
        src, t, origin, zone = parts
        if src != src.strip() or not src:
            err(n, 'source not stripped or empty', src)
        if len(src) > 80:
            err(n, 'source longer than 80 characters', src)
        if src in seen:
            err(n, 'duplicate source (line %d)' % seen[src], src)
        seen[src] = n
        if origin not in ORIGINS:
            err(n, 'unknown origin %r' % origin, src)
        if zone not in ZONE_KINDS:
            err(n, 'unknown zone kind %r' % zone, src)
        e, m = check_target(t)
        if e:
            err(n, e, src)
        if m:
            off = m['off']
            if m['h']:
                if zone in ('none', 'unknown') and off:
                    err(n, 'zone %s but the target has an offset' % zone, src)
                if zone == 'utc' and off != 'Z':
                    err(n, 'zone utc but the offset is not Z', src)
                if zone in ('numeric', 'abbreviation') and not off:
                    err(n, 'zone %s but no offset in the target' % zone, src)
            elif m['date'] and re.search(r'\d:\d\d', src):
                impossible += 1
        date_part = t.split('T')[0]
        if origin in common.ORIGINS:
            if src not in main_targets:
                err(n, 'origin %s but not in real-world.tsv' % origin, src)
            elif main_targets[src] != date_part:
                err(n, 'date part %r, real-world.tsv says %r'
                    % (date_part, main_targets[src]), src)
        if re.match(r'\d{4}-\d\d-\d\d$', date_part):
            for w in common.weekdays_in(src):
                if w != common.weekday_name(date_part):
                    err(n, '%s is a %s, the source says %s' % (
                        date_part, common.weekday_name(date_part), w), src)
        if ambiguous_numeric(src):
            err(n, 'a numeric date with two readings', src)
        counts[(origin, zone)] += 1
        o = opinion(src, t, m)
        if o:
            disagree.add(src)
            if show:
                print('%s\ttarget %s\tdateutil %s' % (src, t or '(none)', o))
        else:
            agree[origin] += 1
        if src in hand:
            byhand[origin] += 1
    for src in sorted(disagree - set(hand)):
        errors.append('dateutil disagrees and the line is not in '
                      'times-hand-checked.tsv: %r' % src)
    for src in sorted(set(hand) - disagree):
        errors.append('times-hand-checked.tsv lists %r, %s' % (
            src, 'not in times.tsv' if src not in seen else
            'dateutil agrees with it'))

    print('%-22s %6s %8s %8s %5s %13s %8s %9s %8s' % (
        'origin', 'lines', 'none', 'numeric', 'utc', 'abbreviation',
        'unknown', 'dateutil', 'by hand'))
    tot = collections.Counter()
    for o in ORIGINS:
        row = [counts[(o, k)] for k in ZONE_KINDS]
        for k, v in zip(ZONE_KINDS, row):
            tot[k] += v
        tot['agree'] += agree[o]
        tot['hand'] += byhand[o]
        print('%-22s %6d %8d %8d %5d %13d %8d %9d %8d' % (
            o, sum(row), *row, agree[o], byhand[o]))
    print('%-22s %6d %8d %8d %5d %13d %8d %9d %8d' % (
        'all', sum(tot[k] for k in ZONE_KINDS),
        *(tot[k] for k in ZONE_KINDS), tot['agree'], tot['hand']))
    print('\nimpossible-time lines (date alone, a clock time written): %d'
          % impossible)
    if errors:
        print('\n%d error(s):' % len(errors))
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('\nall checks passed')


if __name__ == '__main__':
    main()
