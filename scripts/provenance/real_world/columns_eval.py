#!/usr/bin/python3
"""Measure `dates translate --order` on data/real-world/columns.tsv.

    /usr/bin/python3 scripts/provenance/real_world/columns_eval.py --dates build/app/dates \\
        [--checkpoint DIR] [--json PATH] [--only REGEX] [--dotted-day-first] [--strict]

(a) --order auto, one call per column (the column's sources as one stdin):
    the convention the summary line on stderr names, whether it is the
    column's convention, and how many of the column's ambiguous rows (rows
    whose digits give more than one real date among the readings month/day/
    year, day/month/year and year/month/day) came out as the target.
    Headline: ambiguous rows read by their origin's convention, over the
    columns in which a row decides (only one convention gives a date).
(b) --order mdy, dmy and ymd, one call each over every row of columns.tsv
    (and, for mdy and dmy, the sources of data/real-world/ambiguous.tsv):
    an ambiguous row whose `date` is not the reading the forced order asks
    for must carry the "ambiguous" mark.  Target: 0 such rows.  The reading
    asked for is the row's digits read in the forced order (for
    ambiguous.tsv: its month-first reading under mdy, day-first under dmy).
    Rows that the forced order cannot read (ymd on 25/12/1999, mdy on
    25/03/01) have no such reading and are only counted.
    --dotted-day-first: under mdy, expect the day-first reading for sources
    whose separators are dots or spaces (the rule evaluate.sh applies).

The binary is called as
    DATES translate --order ORDER --format jsonl --output date [--checkpoint DIR]
with one input per stdin line; it must print one JSON object per line with
"input", "date" ("" if none), "marks" (list) and "order"; with --order auto
it prints a summary line on stderr such as
    dates: order dmy, decided by 812 rows, 3 inconsistent, 57 read by it
    dates: order mdy (no row decides: the model's default), 57 read by it
Exit status: 0; 2 when the binary fails or its output cannot be read; 1 with
--strict when an ambiguous row is wrong without a mark.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import columns as C  # noqa: E402

AMBIGUOUS_TSV = os.path.join(C.ROOT, 'data', 'real-world', 'ambiguous.tsv')
SUMMARY_RE = re.compile(r'^dates:\s*order\s+(mdy|dmy|ymd)\b(.*)$')
MAX_LISTED = 20


class BinaryError(Exception):
    pass


def load_columns(path):
    cols = collections.OrderedDict()
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 5:
                raise SystemExit('%s:%d: not 5 fields' % (path, n))
            column, source, target, conv, origin = fields
            cols.setdefault(column, []).append(
                {'line': n, 'column': column, 'source': source,
                 'target': target, 'convention': conv, 'origin': origin})
    return cols


def load_ambiguous(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 4:
                raise SystemExit('%s:%d: not 4 fields' % (path, n))
            rows.append({'line': n, 'source': fields[0], 'mdy': fields[1],
                         'dmy': fields[2], 'origin': fields[3]})
    return rows


def run_dates(args, order, sources):
    """(list of JSON objects, stderr) for the sources, one per line."""
    argv = [args.dates, 'translate', '--order', order, '--format', 'jsonl',
            '--output', 'date']
    if args.checkpoint:
        argv += ['--checkpoint', args.checkpoint]
    try:
        p = subprocess.run(argv, input=''.join(s + '\n' for s in sources),
                           capture_output=True, text=True,
                           timeout=args.timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise BinaryError('%s: %s' % (' '.join(argv), e))
    if p.returncode != 0:
        raise BinaryError('%s: exit %d: %s' % (' '.join(argv), p.returncode,
                                               p.stderr.strip()[-500:]))
    out = []
    for n, line in enumerate(p.stdout.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError as e:
            raise BinaryError('--order %s: stdout line %d is not JSON (%s): %r'
                              % (order, n, e, line[:200]))
        if not isinstance(obj, dict):
            raise BinaryError('--order %s: stdout line %d is not an object'
                              % (order, n))
        out.append(obj)
    if len(out) != len(sources):
        raise BinaryError('--order %s: %d inputs but %d output lines'
                          % (order, len(sources), len(out)))
    for i, (obj, s) in enumerate(zip(out, sources), 1):
        if 'input' in obj and obj['input'] != s:
            raise BinaryError('--order %s: output %d is for input %r, not %r'
                              % (order, i, obj['input'], s))
    return out, p.stderr


def parse_summary(stderr):
    """{'order', 'decided', 'decided_by', 'inconsistent', 'read_by', 'line'}
    from the last summary line of stderr, or None."""
    found = None
    for line in stderr.splitlines():
        m = SUMMARY_RE.match(line.strip())
        if m:
            found = (line.strip(), m)
    if not found:
        return None
    line, m = found
    rest = m.group(2)

    def num(pattern):
        x = re.search(pattern, rest)
        return int(x.group(1)) if x else None
    return {'order': m.group(1),
            'decided': 'no row decides' not in rest,
            'decided_by': num(r'decided by (\d+)'),
            'inconsistent': num(r'(\d+) inconsistent'),
            'read_by': num(r'(\d+) read by it'),
            'line': line}


def date_of(obj):
    d = obj.get('date')
    return d if isinstance(d, str) else ''


def marks_of(obj):
    m = obj.get('marks') or []
    return [m] if isinstance(m, str) else list(m)


def is_swap(source):
    """Month-first and day-first readings are both dates and differ."""
    r = C.readings(source)
    return bool(r.get('mdy') and r.get('dmy') and r['mdy'] != r['dmy'])


def dotted(source):
    return bool(re.search(r'\d[. ]+\d', source)) and not re.search(r'\d[/-]\d', source)


# --- (a) auto, per column

def eval_auto(args, cols):
    per_column = []
    for column, rows in cols.items():
        conv = rows[0]['convention']
        outs, stderr = run_dates(args, 'auto', [r['source'] for r in rows])
        summary = parse_summary(stderr)
        if summary is None:
            raise BinaryError('--order auto (%s): no summary line on stderr: %r'
                              % (column, stderr.strip()[-300:]))
        amb = [(r, o) for r, o in zip(rows, outs) if C.is_ambiguous(r['source'])]
        swap = [(r, o) for r, o in amb if is_swap(r['source'])]
        per_column.append({
            'column': column,
            'convention': conv,
            'origin': rows[0]['origin'],
            'rows': len(rows),
            'deciding_rows': sum(C.is_deciding(r['source']) for r in rows),
            'chosen': summary['order'],
            'correct': summary['order'] == conv,
            'binary_says_decided': summary['decided'],
            'decided_by': summary['decided_by'],
            'inconsistent': summary['inconsistent'],
            'read_by': summary['read_by'],
            'summary': summary['line'],
            'rows_right': sum(date_of(o) == r['target'] for r, o in zip(rows, outs)),
            'ambiguous': len(amb),
            'ambiguous_right': sum(date_of(o) == r['target'] for r, o in amb),
            'swap': len(swap),
            'swap_right': sum(date_of(o) == r['target'] for r, o in swap),
            'line_orders': dict(collections.Counter(
                str(o.get('order', '')) for o in outs)),
        })
    return per_column


# --- (b) forced orders

def eval_forced(args, cols, amb_rows):
    rows = [r for rs in cols.values() for r in rs]
    result = {}
    failures = []
    for order in ('mdy', 'dmy', 'ymd'):
        extra = amb_rows if order != 'ymd' else []
        sources = [r['source'] for r in rows] + [r['source'] for r in extra]
        outs, _ = run_dates(args, order, sources)
        c = collections.Counter()
        for i, r in enumerate(rows):
            if not C.is_ambiguous(r['source']):
                continue
            rd = C.readings(r['source'])
            want = rd.get(order)
            if order == 'mdy' and args.dotted_day_first and dotted(r['source']):
                want = rd.get('dmy')
            judge(c, failures, order, 'columns.tsv', r, want, outs[i])
        for j, r in enumerate(extra):
            want = r['mdy'] if order == 'mdy' else r['dmy']
            if order == 'mdy' and args.dotted_day_first and dotted(r['source']):
                want = r['dmy']
            judge(c, failures, order, 'ambiguous.tsv', r, want, outs[len(rows) + j])
        result[order] = dict(c)
    return result, failures


def judge(c, failures, order, file, r, want, obj):
    got = date_of(obj)
    marked = 'ambiguous' in marks_of(obj)
    key = file + ' '
    if not want:
        c[key + 'no forced reading'] += 1
        c[key + 'no forced reading, unmarked'] += not marked
        return
    c[key + 'checked'] += 1
    if got == want:
        c[key + 'right'] += 1
    elif marked:
        c[key + 'wrong, marked'] += 1
    else:
        c[key + 'wrong, unmarked'] += 1
        failures.append({'order': order, 'file': file, 'line': r['line'],
                         'column': r.get('column', r.get('origin')),
                         'source': r['source'], 'expected': want, 'date': got,
                         'marks': marks_of(obj),
                         'dotted': dotted(r['source'])})


# --- report

def report(per_column, forced, failures, args):
    out = []
    decided = [p for p in per_column if p['deciding_rows'] > 0]
    undecided = [p for p in per_column if p['deciding_rows'] == 0]
    a_right = sum(p['ambiguous_right'] for p in decided)
    a_all = sum(p['ambiguous'] for p in decided)
    out.append('== (a) --order auto, one call per column')
    out.append('%-20s %-4s %-5s %-3s %7s %9s %11s  %s' % (
        'column', 'conv', 'auto', 'ok', 'rows', 'deciding', 'amb right',
        'summary'))
    for p in per_column:
        out.append('%-20s %-4s %-5s %-3s %7d %9d %5d/%-5d  %s' % (
            p['column'], p['convention'], p['chosen'],
            'yes' if p['correct'] else 'NO', p['rows'], p['deciding_rows'],
            p['ambiguous_right'], p['ambiguous'], p['summary']))
    conv_ok = sum(p['correct'] for p in decided)
    out.append('')
    out.append('columns with a deciding row: %d; convention found: %d/%d'
               % (len(decided), conv_ok, len(decided)))
    out.append('HEADLINE: ambiguous rows read by their origin\'s convention '
               'when it decides: %d/%d (%.1f%%)'
               % (a_right, a_all, 100.0 * a_right / a_all if a_all else 0.0))
    by_conv = collections.defaultdict(lambda: [0, 0])
    for p in decided:
        by_conv[p['convention']][0] += p['ambiguous_right']
        by_conv[p['convention']][1] += p['ambiguous']
    s_right = sum(p['swap_right'] for p in decided)
    s_all = sum(p['swap'] for p in decided)
    out.append('  of them day/month swaps (mdy and dmy both dates): %d/%d; the '
               'rest, ambiguous only through a year-first reading: %d/%d'
               % (s_right, s_all, a_right - s_right, a_all - s_all))
    out.append('  by convention: ' + ', '.join(
        '%s %d/%d' % (k, v[0], v[1]) for k, v in sorted(by_conv.items())))
    if undecided:
        out.append('columns where no row decides (%d): %s' % (
            len(undecided), ', '.join('%s->%s%s' % (
                p['column'], p['chosen'],
                '' if not p['binary_says_decided'] else ' (binary says decided)')
                for p in undecided)))
    disagree = [p['column'] for p in per_column
                if p['binary_says_decided'] != (p['deciding_rows'] > 0)]
    if disagree:
        out.append('binary and digits disagree on whether a row decides: '
                   + ', '.join(disagree))
    out.append('')
    out.append('== (b) forced orders: ambiguous rows wrong without the '
               '"ambiguous" mark (target 0)%s'
               % (' [--dotted-day-first]' if args.dotted_day_first else ''))
    total = 0
    for order in ('mdy', 'dmy', 'ymd'):
        c = forced[order]
        for file in ('columns.tsv', 'ambiguous.tsv'):
            k = file + ' '
            if not any(key.startswith(k) for key in c):
                continue
            total += c.get(k + 'wrong, unmarked', 0)
            out.append('--order %s %-14s checked %5d  right %5d  wrong+marked '
                       '%5d  WRONG UNMARKED %4d  (no %s reading: %d, of them '
                       'unmarked %d)' % (
                           order, file, c.get(k + 'checked', 0),
                           c.get(k + 'right', 0), c.get(k + 'wrong, marked', 0),
                           c.get(k + 'wrong, unmarked', 0), order,
                           c.get(k + 'no forced reading', 0),
                           c.get(k + 'no forced reading, unmarked', 0)))
    out.append('HEADLINE: no ambiguous line wrong without a mark: %d such lines'
               % total)
    if failures:
        d = sum(f['dotted'] for f in failures)
        if d and not args.dotted_day_first:
            out.append('  of them %d with dot/space separators (evaluate.sh '
                       'expects day-first for those under mdy; see '
                       '--dotted-day-first)' % d)
        for f in failures[:MAX_LISTED]:
            out.append('  --order %s %s:%d %s %r: date %r, expected %s, marks %s'
                       % (f['order'], f['file'], f['line'], f['column'],
                          f['source'], f['date'], f['expected'],
                          ','.join(f['marks']) or '-'))
        if len(failures) > MAX_LISTED:
            out.append('  ... and %d more' % (len(failures) - MAX_LISTED))
    return '\n'.join(out), {
        'ambiguous_right_when_decided': a_right,
        'ambiguous_when_decided': a_all,
        'swap_right_when_decided': s_right,
        'swap_when_decided': s_all,
        'decided_columns': len(decided),
        'convention_found': conv_ok,
        'wrong_unmarked': total,
    }


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dates', required=True, help='the dates binary')
    ap.add_argument('--checkpoint', help='passed on as --checkpoint DIR')
    ap.add_argument('--json', help='also write the report as JSON here')
    ap.add_argument('--columns', default=C.OUT)
    ap.add_argument('--ambiguous', default=AMBIGUOUS_TSV)
    ap.add_argument('--only', help='regular expression: columns to run (a) on')
    ap.add_argument('--dotted-day-first', action='store_true')
    ap.add_argument('--strict', action='store_true')
    ap.add_argument('--timeout', type=float, default=600)
    args = ap.parse_args(argv)

    cols = load_columns(args.columns)
    amb_rows = load_ambiguous(args.ambiguous)
    run_cols = cols
    if args.only:
        run_cols = collections.OrderedDict(
            (k, v) for k, v in cols.items() if re.search(args.only, k))
    try:
        per_column = eval_auto(args, run_cols)
        forced, failures = eval_forced(args, cols, amb_rows)
    except BinaryError as e:
        print('columns_eval: %s' % e, file=sys.stderr)
        return 2
    text, headline = report(per_column, forced, failures, args)
    print(text)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'dates': args.dates, 'checkpoint': args.checkpoint,
                       'dotted_day_first': args.dotted_day_first,
                       'headline': headline, 'columns': per_column,
                       'forced': forced, 'wrong_unmarked': failures},
                      f, indent=1, ensure_ascii=False)
            f.write('\n')
    if args.strict and headline['wrong_unmarked']:
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
