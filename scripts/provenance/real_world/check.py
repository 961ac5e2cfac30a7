#!/usr/bin/python3
"""Re-verify data/real-world/{real-world,ambiguous,hand-checked}.tsv.

    /usr/bin/python3 scripts/provenance/real_world/check.py            # summary, exit 1 on errors
    /usr/bin/python3 scripts/provenance/real_world/check.py --disagreements
                                       # list lines where dateutil disagrees

Checks, for every line:
  * the file's shape: UTF-8, no header, the right number of tab-separated
    columns, source stripped, at most 80 characters, no duplicate source (in
    or across the two files), known origin;
  * the target: 'YYYY-MM-DD', 'XXXX-MM-DD', 'YYYY-MM' or empty; the date
    exists; the year is in 1000..2999;
  * weekdays written in the source agree with the date (a weekday next to an
    ambiguous date is refused: it would decide the reading);
  * numeric dates: in real-world.tsv a numeric day/month/year group must have
    at most one valid reading (month first, day first, and two-digit year
    first); a no-date line may hold no group with a valid reading; in
    ambiguous.tsv the group must have day and month <= 12 and different, and
    the two readings are recomputed;
  * python3-dateutil (fuzzy, time zone ignored, parsed with the defaults
    datetime(1,1,1) and datetime(2,2,2) so that missing fields show) is
    compared with the target; for ambiguous.tsv dayfirst=False must give the
    month-first reading and dayfirst=True the day-first one;
  * every line where dateutil disagrees is in hand-checked.tsv with a reason,
    and every line of hand-checked.tsv is such a line.
Prints, per file and origin: lines, dateutil agrees, checked by hand.
"""
import collections
import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common                    # noqa: E402
from common import dateutil_reading  # noqa: E402
from patterns import numeric_readings  # noqa: E402

TARGET_RE = re.compile(r'^(?:(\d{4})-(\d\d)-(\d\d)|XXXX-(\d\d)-(\d\d)|'
                       r'(\d{4})-(\d\d)|)$')
NUMERIC = re.compile(r'(?<![\d.,/:-])(\d{1,2})([/.\- ])(\d{1,2})\2(\d{4}|\d\d)'
                     r'(?![\d:/]|\.\d|-\d)')

errors = []


def err(path, n, msg, line):
    errors.append('%s:%d: %s: %r' % (os.path.basename(path), n, msg, line))


def check_target(t):
    m = TARGET_RE.match(t)
    if not m:
        return 'bad target %r' % t
    try:
        if m.group(1):
            y = int(m.group(1))
            datetime.date(y, int(m.group(2)), int(m.group(3)))
        elif m.group(4):
            datetime.date(2000, int(m.group(4)), int(m.group(5)))
            y = 2000
        elif m.group(6):
            y = int(m.group(6))
            datetime.date(y, int(m.group(7)), 1)
        else:
            return None
    except ValueError as e:
        return 'target %r is not a date: %s' % (t, e)
    if not 1000 <= y <= 2999:
        return 'year out of 1000..2999: %r' % t
    return None


def kind(t):
    if not t:
        return 'no date'
    if t.startswith('X'):
        return 'no year'
    return 'month' if len(t) == 7 else 'full'


def read_lines(path, ncols):
    with open(path, 'rb') as f:
        raw = f.read()
    text = raw.decode('utf-8')          # raises on bad UTF-8
    if text and not text.endswith('\n'):
        errors.append('%s: no newline at end of file' % path)
    rows = []
    for n, line in enumerate(text.split('\n')[:-1], 1):
        parts = line.split('\t')
        if len(parts) != ncols:
            err(path, n, '%d columns, expected %d' % (len(parts), ncols), line)
            continue
        rows.append((n, parts))
    return rows


def common_checks(path, n, src, origin, seen):
    if src != src.strip():
        err(path, n, 'source not stripped', src)
    if not src:
        err(path, n, 'empty source', src)
    if len(src) > 80:
        err(path, n, 'source longer than 80 characters', src)
    if src in seen:
        err(path, n, 'duplicate source (also %s)' % seen[src], src)
    seen[src] = '%s:%d' % (os.path.basename(path), n)
    if origin not in common.ORIGINS:
        err(path, n, 'unknown origin %r' % origin, src)


def main():
    show = '--disagreements' in sys.argv
    hand = {}
    if os.path.exists(common.HAND_TSV):
        for n, (src, why) in read_lines(common.HAND_TSV, 2):
            if src in hand:
                err(common.HAND_TSV, n, 'duplicate', src)
            if not why.strip():
                err(common.HAND_TSV, n, 'no reason given', src)
            hand[src] = why
    seen = {}
    disagree = set()
    stats = collections.OrderedDict()
    kinds = collections.Counter()
    used_hand = set()

    # ---------------------------------------------------------- real-world.tsv
    path = common.MAIN_TSV
    for n, (src, target, origin) in read_lines(path, 3):
        common_checks(path, n, src, origin, seen)
        e = check_target(target)
        if e:
            err(path, n, e, src)
            continue
        kinds[(origin, kind(target))] += 1
        if re.match(r'\d{4}-\d\d-\d\d$', target):
            for w in common.weekdays_in(src):
                if w != common.weekday_name(target):
                    err(path, n, '%s is a %s, the source says %s' % (
                        target, common.weekday_name(target), w), src)
        for m in NUMERIC.finditer(src):
            r = numeric_readings(m.group(1), m.group(3), m.group(4))
            if not target and r:
                err(path, n, 'no-date line, but %r reads as %s' % (
                    m.group(0), r), src)
            elif target and len(r) > 1:
                err(path, n, '%r has %d readings %s: belongs in ambiguous.tsv'
                    % (m.group(0), len(r), r), src)
            elif target and len(r) == 1 and r[0] != target:
                err(path, n, '%r reads as %s, not %s' % (m.group(0), r[0],
                                                         target), src)
        got = dateutil_reading(src)
        ok = got == target
        st = stats.setdefault(('real-world.tsv', origin), [0, 0, 0])
        st[0] += 1
        if ok:
            st[1] += 1
        else:
            disagree.add(src)
            if show:
                print('real-world.tsv\t%s\ttarget %s\tdateutil %s' % (
                    src, target or '(none)', got or '(none)'))
        if src in hand:
            st[2] += 1
            used_hand.add(src)

    # ----------------------------------------------------------- ambiguous.tsv
    path = common.AMBIG_TSV
    for n, (src, mf, df, origin) in read_lines(path, 4):
        common_checks(path, n, src, origin, seen)
        for t in (mf, df):
            e = check_target(t)
            if e or not re.match(r'\d{4}-\d\d-\d\d$', t):
                err(path, n, e or 'readings must be full dates', src)
        if common.weekdays_in(src):
            err(path, n, 'a weekday next to an ambiguous date', src)
        groups = list(NUMERIC.finditer(src))
        if len(groups) != 1:
            err(path, n, '%d numeric date groups, expected 1' % len(groups),
                src)
        else:
            m = groups[0]
            a, b, y = int(m.group(1)), int(m.group(3)), m.group(4)
            yy = int(y) if len(y) == 4 else common.pivot(y)
            if not (a <= 12 and b <= 12 and a != b):
                err(path, n, 'day and month must be <= 12 and differ', src)
            else:
                want = (common.full(yy, a, b), common.full(yy, b, a))
                if (mf, df) != want:
                    err(path, n, 'readings should be %s' % (want,), src)
        g1 = dateutil_reading(src, dayfirst=False)
        g2 = dateutil_reading(src, dayfirst=True)
        ok = (g1, g2) == (mf, df)
        st = stats.setdefault(('ambiguous.tsv', origin), [0, 0, 0])
        st[0] += 1
        if ok:
            st[1] += 1
        else:
            disagree.add(src)
            if show:
                print('ambiguous.tsv\t%s\treadings %s %s\tdateutil %s %s' % (
                    src, mf, df, g1 or '(none)', g2 or '(none)'))
        if src in hand:
            st[2] += 1
            used_hand.add(src)

    # --------------------------------------------------------- hand-checked.tsv
    for src in sorted(disagree - set(hand)):
        errors.append('dateutil disagrees and the line is not in '
                      'hand-checked.tsv: %r' % src)
    for src in sorted(set(hand) - disagree):
        where = 'not in the data files' if src not in seen else \
            'dateutil agrees with it'
        errors.append('hand-checked.tsv lists %r, %s' % (src, where))

    # ---------------------------------------------------------------- summary
    print('%-15s %-17s %6s %9s %9s' % ('file', 'origin', 'lines',
                                       'dateutil', 'by hand'))
    tot = collections.Counter()
    for (f, o), (a, b, c) in stats.items():
        print('%-15s %-17s %6d %9d %9d' % (f, o, a, b, c))
        tot[(f, 0)] += a
        tot[(f, 1)] += b
        tot[(f, 2)] += c
    for f in ('real-world.tsv', 'ambiguous.tsv'):
        print('%-15s %-17s %6d %9d %9d' % (f, 'all', tot[(f, 0)],
                                           tot[(f, 1)], tot[(f, 2)]))
    n = tot[('real-world.tsv', 0)] or 1
    print('\nreal-world.tsv by kind:')
    for o in common.ORIGINS:
        print('  %-17s %s' % (o, ', '.join(
            '%s %d' % (k, kinds[(o, k)])
            for k in ('full', 'month', 'no year', 'no date'))))
    allk = collections.Counter()
    for (o, k), v in kinds.items():
        allk[k] += v
    print('  %-17s %s' % ('all', ', '.join(
        '%s %d (%.1f%%)' % (k, allk[k], 100.0 * allk[k] / n)
        for k in ('full', 'month', 'no year', 'no date'))))
    if errors:
        print('\n%d error(s):' % len(errors))
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('\nall checks passed')


if __name__ == '__main__':
    main()
