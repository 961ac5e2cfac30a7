#!/usr/bin/python3
"""Score our tool and dateparser on data/languages/<lang>.tsv.

    /usr/bin/python3 scripts/provenance/languages/evaluate.py
    /usr/bin/python3 scripts/provenance/languages/evaluate.py --dates build/app/dates --checkpoint checkpoints/real
    ... --only ours|dateparser     # score one side only
    ... --markdown FILE            # also write the table there
    ... --details FILE             # every line with every answer (TSV)
    ... --langs es,fr              # some languages only
    ... --order mdy|dmy|ymd|auto   # passed to translate (default: not given)
    ... --dir DIR                  # score another directory laid out the
                                   # same way (default data/languages), e.g.
                                   # the held-out set data/languages-holdout

Ours: `BINARY translate --format jsonl --output date [--checkpoint DIR]
[--order ORDER]`, one source per line on standard input, once per language
file; the "output" field of each JSON line is the answer (empty: no date; a
line with an "error" counts as no date).  Exact match with the target.  If
the binary is missing, only dateparser is scored (with a note).

dateparser (Debian python3-dateparser 1.1.x), twice: with its language
detection, dateparser.parse(s), and with the language given,
dateparser.parse(s, languages=[lang]).  Scored generously, as
scripts/provenance/real_world/peers.py does: each string is parsed with two
settings, RELATIVE_BASE 2001-01-01 and 2002-02-02 (PREFER_DAY_OF_MONTH
'current', PREFER_DATES_FROM 'current_period'); a field that changes with
the base was not in the string, so the answer is 'YYYY-MM-DD',
'XXXX-MM-DD', 'YYYY-MM' or no date; only the date is compared (a time or
zone in the answer is ignored).  A string it cannot read is no date.
The table is a micro average: the overall row counts every line once.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import langcommon as L                       # noqa: E402

BASES = (datetime.datetime(2001, 1, 1), datetime.datetime(2002, 2, 2))


def render_date(a, b):
    """Two parses with two bases -> the set's date notation."""
    if a is None or b is None:
        return ''
    hy, hm, hd = a.year == b.year, a.month == b.month, a.day == b.day
    if hy and hm and hd:
        return '%04d-%02d-%02d' % (a.year, a.month, a.day)
    if hm and hd:
        return 'XXXX-%02d-%02d' % (a.month, a.day)
    if hy and hm:
        return '%04d-%02d' % (a.year, a.month)
    return ''


def dateparser_answer(src, lang=None):
    import dateparser
    res = []
    for base in BASES:
        settings = {'RELATIVE_BASE': base, 'PREFER_DAY_OF_MONTH': 'current',
                    'PREFER_DATES_FROM': 'current_period'}
        try:
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                if lang:
                    r = dateparser.parse(src, languages=[lang],
                                         settings=settings)
                else:
                    r = dateparser.parse(src, settings=settings)
        except Exception:           # noqa: BLE001 - any failure is no answer
            r = None
        res.append(r)
    return render_date(res[0], res[1])


def run_ours(binary, checkpoint, order, sources):
    cmd = [binary, 'translate', '--format', 'jsonl', '--output', 'date']
    if checkpoint:
        cmd += ['--checkpoint', checkpoint]
    if order:
        cmd += ['--order', order]
    r = subprocess.run(cmd, input=''.join(s + '\n' for s in sources),
                       capture_output=True, text=True)
    # translate exits 1 when it refuses some inputs (characters never seen
    # in training); their JSON lines carry an "error" and count as no date.
    out = []
    for line in r.stdout.splitlines():
        if not line.strip():
            continue
        obj = json.loads(line)
        out.append('' if obj.get('error') else (obj.get('output') or ''))
    if len(out) != len(sources):
        raise SystemExit('%s (exit %d) gave %d answers for %d sources: %s'
                         % (' '.join(cmd), r.returncode, len(out),
                            len(sources), r.stderr.strip()[-500:]))
    return out


def pct(a, n):
    return '%.1f%% (%d/%d)' % (100.0 * a / n, a, n) if n else '-'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dates', default=os.path.join(L.ROOT, 'build', 'app',
                                                    'dates'),
                    help='our binary (default build/app/dates)')
    ap.add_argument('--checkpoint', help='checkpoint for --dates')
    ap.add_argument('--order', choices=('auto', 'mdy', 'dmy', 'ymd'),
                    help='passed to translate --order (default: not given)')
    ap.add_argument('--only', choices=('ours', 'dateparser'))
    ap.add_argument('--langs', help='comma-separated languages (default all)')
    ap.add_argument('--markdown', help='also write the table to this file')
    ap.add_argument('--details', help='write every answer to this TSV file')
    ap.add_argument('--dir', help='directory of <lang>.tsv files to score '
                    '(default %s)' % os.path.relpath(L.DATA, L.ROOT))
    args = ap.parse_args()
    if args.dir:
        L.DATA = os.path.abspath(args.dir)

    langs = args.langs.split(',') if args.langs else L.LANGS
    notes = []
    do_ours = args.only in (None, 'ours')
    do_dp = args.only in (None, 'dateparser')
    if do_ours and not (os.path.isfile(args.dates) and
                        os.access(args.dates, os.X_OK)):
        notes.append('our binary %s is missing: only dateparser is scored'
                     % args.dates)
        do_ours = False
    if do_dp:
        try:
            import dateparser       # noqa: F401
        except ImportError:
            notes.append('python3-dateparser is not installed: dateparser '
                         'not scored')
            do_dp = False

    if not do_ours and not do_dp:
        print(''.join('Note: %s\n' % n for n in notes) + 'Nothing to score.')
        return
    t0 = time.time()
    cols = []
    if do_ours:
        cols.append('ours')
    if do_dp:
        cols += ['dateparser (detected)', 'dateparser (given)']
    table = []
    totals = {c: 0 for c in cols}
    n_all = 0
    details = []
    for lang in langs:
        rows = L.read_rows(os.path.join(L.DATA, '%s.tsv' % lang), 3)
        sources = [r[0] for _, r in rows]
        targets = [r[1] for _, r in rows]
        answers = {}
        if do_ours:
            answers['ours'] = run_ours(args.dates, args.checkpoint,
                                       args.order, sources)
        if do_dp:
            answers['dateparser (detected)'] = [dateparser_answer(s)
                                                for s in sources]
            answers['dateparser (given)'] = [dateparser_answer(s, lang)
                                             for s in sources]
        cells = []
        for c in cols:
            ok = sum(1 for a, t in zip(answers[c], targets) if a == t)
            totals[c] += ok
            cells.append(pct(ok, len(targets)))
        n_all += len(targets)
        table.append('| %s | %d | %s |' % (lang, len(targets),
                                           ' | '.join(cells)))
        for i, (_, r) in enumerate(rows):
            details.append([lang, r[0], r[1], r[2]] +
                           [answers[c][i] for c in cols])
    lines = ['| language | lines | ' + ' | '.join(cols) + ' |',
             '|---|---|' + '---|' * len(cols)] + table
    lines.append('| all (micro) | %d | %s |' % (n_all, ' | '.join(
        pct(totals[c], n_all) for c in cols)))
    text = '\n'.join(lines) + '\n'
    if args.dir:
        text = 'Scored: %s\n\n' % os.path.relpath(L.DATA, L.ROOT) + text
    if notes:
        text = ''.join('Note: %s\n' % n for n in notes) + '\n' + text
    text += '\n(%.0f s)\n' % (time.time() - t0)
    print(text, end='')
    if args.markdown:
        with open(args.markdown, 'w', encoding='utf-8') as f:
            f.write(text)
    if args.details:
        with open(args.details, 'w', encoding='utf-8') as f:
            f.write('\t'.join(['lang', 'source', 'target', 'origin'] + cols)
                    + '\n')
            for d in details:
                f.write('\t'.join(d) + '\n')


if __name__ == '__main__':
    main()
