#!/usr/bin/python3
"""Score peers (python-dateutil, dateparser) and our tool on the real-world sets.

    /usr/bin/python3 scripts/provenance/real_world/peers.py
    /usr/bin/python3 scripts/provenance/real_world/peers.py --dates build/app/dates --checkpoint checkpoints/real
    /usr/bin/python3 scripts/provenance/real_world/peers.py --ours OURS_TIMES.jsonl [--ours-real OURS_REAL.jsonl]
    ... --markdown FILE        # also write the table there

Sets: data/real-world/times.tsv (whole output exact match per origin, per
zone kind and overall, and exact match of the date part, up to 'T') and
data/real-world/real-world.tsv (exact match of the date).

Our tool: `--ours FILE` reads JSON lines (one object per times.tsv line, in
order, the canonical answer in its "output" field), as written by
`build/app/dates translate --format jsonl < sources.txt`; `--ours-real FILE`
the same for real-world.tsv.  Or `--dates BINARY [--checkpoint DIR]` runs
`BINARY translate --format jsonl [--checkpoint DIR]` itself, one source per
line on stdin.

The peers are scored GENEROUSLY, on purpose, so that the comparison does not
favour our tool:
  * python3-dateutil 2.8.2: dateutil.parser.parse(s, fuzzy=True);
    dateparser 1.1.6: dateparser.parse(s) (its default settings; a string it
    cannot read gives no date);
  * partial dates: each peer parses twice, with two different defaults
    (dateutil: default=datetime(1,1,1) and datetime(2,2,2); dateparser:
    RELATIVE_BASE 2001-01-01 and 2002-02-02, PREFER_DAY_OF_MONTH 'current'), and a field that changes with the
    default is taken as missing (the trick of common.py): 'XXXX-MM-DD',
    'YYYY-MM', or no date;
  * the answer is rendered at the gold's precision: no time when the gold has
    none (an impossible time, or no time), hh:mm, ':ss' when the gold writes
    seconds, and the fraction cut (or zero-padded) to the gold's number of
    digits; so a peer is never penalised for printing ':00' or
    microseconds;
  * a tz-aware answer gives 'Z' (zero offset) or '±hh:mm'; a naive answer
    gives no offset (dateutil and dateparser may attach an offset the gold
    does not want, e.g. for a zone name outside the table: that counts
    against them);
  * real-world.tsv: only the date is compared.
"""
import argparse
import collections
import datetime
import json
import os
import subprocess
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common                    # noqa: E402
from times import TIMES_TSV, ORIGINS, ZONE_KINDS  # noqa: E402

D1 = datetime.datetime(1, 1, 1, 0, 0, 0)
D2 = datetime.datetime(2, 2, 2, 0, 0, 0)


def gold_shape(t):
    """(has time, has seconds, fraction digits) of a gold target."""
    if 'T' not in t:
        return False, False, 0
    tm = t.split('T')[1]
    has_s = len(tm) >= 8 and tm[5] == ':'
    frac = 0
    if has_s and len(tm) > 8 and tm[8] == '.':
        i = 9
        while i < len(tm) and tm[i].isdigit():
            i += 1
        frac = i - 9
    return True, has_s, frac


def render_date(a, b):
    """Two parses with two defaults -> this set's date notation."""
    if a is None or b is None:
        return None
    hy, hm, hd = a.year == b.year, a.month == b.month, a.day == b.day
    if hy and hm and hd:
        return '%04d-%02d-%02d' % (a.year, a.month, a.day)
    if hm and hd:
        return 'XXXX-%02d-%02d' % (a.month, a.day)
    if hy and hm:
        return '%04d-%02d' % (a.year, a.month)
    return ''


def render(a, b, gold):
    """A peer's two answers rendered like the gold (see the docstring)."""
    date = render_date(a, b)
    if date is None:
        return ''
    if not date:
        return ''
    has_t, has_s, frac = gold_shape(gold)
    if not has_t or len(date) == 7:
        return date
    out = '%sT%02d:%02d' % (date, a.hour, a.minute)
    if has_s:
        out += ':%02d' % a.second
        if frac:
            out += '.' + ('%06d' % a.microsecond + '000')[:frac]
    if a.tzinfo is not None and a.utcoffset() is not None:
        mins = int(a.utcoffset().total_seconds() // 60)
        if mins == 0:
            out += 'Z'
        else:
            sign = '+' if mins > 0 else '-'
            mins = abs(mins)
            out += '%s%02d:%02d' % (sign, mins // 60, mins % 60)
    return out


def dateutil_answer(src, gold):
    from dateutil import parser
    res = []
    for d in (D1, D2):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                res.append(parser.parse(src, fuzzy=True, default=d))
        except Exception:           # noqa: BLE001 - any failure is no answer
            res.append(None)
    return render(res[0], res[1], gold)


def dateparser_answer(src, gold):
    import dateparser
    res = []
    for base in (datetime.datetime(2001, 1, 1), datetime.datetime(2002, 2, 2)):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                res.append(dateparser.parse(src, settings={
                    'RELATIVE_BASE': base,
                    'PREFER_DAY_OF_MONTH': 'current',
                    'PREFER_DATES_FROM': 'current_period'}))
        except Exception:           # noqa: BLE001
            res.append(None)
    a, b = res
    if a is None or b is None:
        return ''
    # dateparser fills a missing year/month/day from RELATIVE_BASE: the
    # two bases differ in all three, so the two-defaults trick applies.
    return render(a, b, gold)


def run_ours(binary, checkpoint, sources):
    # Each line alone, month first as the peers' defaults (dayfirst=False): these sets mix
    # origins, so they are no column (translate's default, --order auto, would read them as one).
    cmd = [binary, 'translate', '--format', 'jsonl', '--order', 'mdy']
    if checkpoint:
        cmd += ['--checkpoint', checkpoint]
    r = subprocess.run(cmd, input=''.join(s + '\n' for s in sources),
                       capture_output=True, text=True, check=True)
    return parse_jsonl(r.stdout.splitlines(), len(sources))


def parse_jsonl(lines, n):
    out = []
    for line in lines:
        if line.strip():
            out.append(json.loads(line).get('output', ''))
    if len(out) != n:
        raise SystemExit('our tool gave %d answers for %d sources' % (len(out), n))
    return out


def read_jsonl(path, n):
    with open(path, encoding='utf-8') as f:
        return parse_jsonl(f.read().splitlines(), n)


def pct(a, n):
    return '%.1f%% (%d/%d)' % (100.0 * a / n, a, n) if n else '-'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--ours', help='JSON lines of our tool on times.tsv')
    ap.add_argument('--ours-real', help='JSON lines of our tool on real-world.tsv')
    ap.add_argument('--dates', help='our binary (runs translate --format jsonl)')
    ap.add_argument('--checkpoint', help='checkpoint for --dates')
    ap.add_argument('--markdown', help='also write the table to this file')
    args = ap.parse_args()

    times_rows = common.read_tsv(TIMES_TSV, 4)
    real_rows = common.read_tsv(common.MAIN_TSV, 3)
    t0 = time.time()
    tools = collections.OrderedDict()
    tools['dateutil'] = ([dateutil_answer(s, t) for s, t, _, _ in times_rows],
                         [dateutil_answer(s, t) for s, t, _ in real_rows])
    tools['dateparser'] = ([dateparser_answer(s, t) for s, t, _, _ in times_rows],
                           [dateparser_answer(s, t) for s, t, _ in real_rows])
    ours_t = ours_r = None
    if args.ours:
        ours_t = read_jsonl(args.ours, len(times_rows))
    if args.ours_real:
        ours_r = read_jsonl(args.ours_real, len(real_rows))
    if args.dates:
        if ours_t is None:
            ours_t = run_ours(args.dates, args.checkpoint,
                              [r[0] for r in times_rows])
        if ours_r is None:
            ours_r = run_ours(args.dates, args.checkpoint,
                              [r[0] for r in real_rows])
    if ours_t is not None or ours_r is not None:
        tools['ours'] = (ours_t, ours_r)
    names = list(tools)

    lines = ['# Peers on the real-world sets', '',
             'Generous scoring for the peers (see peers.py): answers rendered '
             'at the gold\'s precision, partial dates by two defaults.', '',
             '## times.tsv: whole output, exact match', '',
             '| group | lines | ' + ' | '.join(names) + ' |',
             '|---|---|' + '---|' * len(names)]
    groups = [('origin ' + o, lambda r, o=o: r[2] == o) for o in ORIGINS] + \
             [('zone ' + k, lambda r, k=k: r[3] == k) for k in ZONE_KINDS] + \
             [('all', lambda r: True)]
    for gname, pred in groups:
        idx = [i for i, r in enumerate(times_rows) if pred(r)]
        if not idx:
            continue
        cells = []
        for name in names:
            ans = tools[name][0]
            if ans is None:
                cells.append('-')
                continue
            ok = sum(1 for i in idx if ans[i] == times_rows[i][1])
            cells.append(pct(ok, len(idx)))
        lines.append('| %s | %d | %s |' % (gname, len(idx), ' | '.join(cells)))
    lines += ['', '## times.tsv: date part (up to T), exact match', '',
              '| group | lines | ' + ' | '.join(names) + ' |',
              '|---|---|' + '---|' * len(names)]
    for gname, pred in groups:
        idx = [i for i, r in enumerate(times_rows) if pred(r)]
        if not idx:
            continue
        cells = []
        for name in names:
            ans = tools[name][0]
            if ans is None:
                cells.append('-')
                continue
            ok = sum(1 for i in idx if ans[i].split('T')[0] ==
                     times_rows[i][1].split('T')[0])
            cells.append(pct(ok, len(idx)))
        lines.append('| %s | %d | %s |' % (gname, len(idx), ' | '.join(cells)))
    lines += ['', '## real-world.tsv: date, exact match', '',
              '| origin | lines | ' + ' | '.join(names) + ' |',
              '|---|---|' + '---|' * len(names)]
    for o in list(common.ORIGINS) + ['all']:
        idx = [i for i, r in enumerate(real_rows) if o == 'all' or r[2] == o]
        cells = []
        for name in names:
            ans = tools[name][1]
            if ans is None:
                cells.append('-')
                continue
            ok = sum(1 for i in idx if ans[i].split('T')[0] == real_rows[i][1])
            cells.append(pct(ok, len(idx)))
        lines.append('| %s | %d | %s |' % (o, len(idx), ' | '.join(cells)))
    lines += ['', '(%.0f s)' % (time.time() - t0)]
    text = '\n'.join(lines) + '\n'
    print(text)
    if args.markdown:
        with open(args.markdown, 'w', encoding='utf-8') as f:
            f.write(text)


if __name__ == '__main__':
    main()
