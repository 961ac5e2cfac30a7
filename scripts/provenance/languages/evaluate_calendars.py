#!/usr/bin/python3
"""Score our tool and dateparser on dates of other calendars (other-calendars.tsv).

    /usr/bin/python3 scripts/provenance/languages/evaluate_calendars.py
    ... --file data/languages-fresh/other-calendars.tsv --checkpoint DIR --dates BINARY

The file's columns: source, target (the Gregorian date), language, calendar, origin. Ours and
dateparser (with detection and with the language given) are run and scored as evaluate.py does
(exact match of the date; run_ours and dateparser_answer are evaluate.py's); the table gives
each calendar. Ours also reports how many wrong answers carried no warning mark and were above
the model's threshold (a confident invention), from translate's jsonl marks.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaluate as E                          # noqa: E402
import langcommon as L                        # noqa: E402

WARNINGS = {'low-confidence', 'ambiguous', 'unknown-characters', 'not-a-date', 'misread',
            'unknown-month', 'cut-off', 'inconsistent', 'no-date', 'too-long', 'unreadable'}


def ours_with_marks(binary, checkpoint, sources):
    cmd = [binary, 'translate', '--format', 'jsonl', '--output', 'date']
    if checkpoint:
        cmd += ['--checkpoint', checkpoint]
    r = subprocess.run(cmd, input=''.join(s + '\n' for s in sources), capture_output=True,
                       text=True)
    answers = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
    if len(answers) != len(sources):
        raise SystemExit('%s gave %d answers for %d sources: %s'
                         % (' '.join(cmd), len(answers), len(sources), r.stderr[-500:]))
    return answers


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--file', default=os.path.join(L.ROOT, 'data', 'languages',
                                                   'other-calendars.tsv'))
    ap.add_argument('--dates', default=os.path.join(L.ROOT, 'build', 'app', 'dates'))
    ap.add_argument('--checkpoint')
    ap.add_argument('--only', choices=('ours', 'dateparser'))
    ap.add_argument('--details', help='write every answer to this TSV file')
    args = ap.parse_args()
    rows = []
    with open(args.file, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line:
                source, target, lang, calendar, origin = line.split('\t')[:5]
                rows.append((source, target, lang, calendar, origin))
    sources = [r[0] for r in rows]
    ours = ours_with_marks(args.dates, args.checkpoint, sources) if args.only != 'dateparser' \
        else None
    table = {}
    details = []
    for i, (source, target, lang, calendar, origin) in enumerate(rows):
        entry = table.setdefault(calendar, dict(n=0, ours=0, unmarked_wrong=0, detect=0, told=0))
        entry['n'] += 1
        answer = marks = ''
        if ours is not None:
            obj = ours[i]
            answer = '' if obj.get('error') else (obj.get('output') or '')
            marks = ','.join(obj.get('marks', []))
            if answer == target:
                entry['ours'] += 1
            elif answer and not WARNINGS.intersection(obj.get('marks', [])):
                entry['unmarked_wrong'] += 1
        detect = told = ''
        if args.only != 'ours':
            detect, told = E.dateparser_answer(source), E.dateparser_answer(source, lang)
            entry['detect'] += detect == target
            entry['told'] += told == target
        details.append((calendar, source, target, answer, marks, detect, told))
    print('| calendar | lines | ours | ours wrong without a warning | dateparser (detect) '
          '| dateparser (told) |')
    print('|---|---|---|---|---|---|')
    total = dict(n=0, ours=0, unmarked_wrong=0, detect=0, told=0)
    for calendar, e in table.items():
        for key in total:
            total[key] += e[key]
        print('| %s | %d | %s | %d | %s | %s |' % (calendar, e['n'], E.pct(e['ours'], e['n']),
                                                   e['unmarked_wrong'], E.pct(e['detect'], e['n']),
                                                   E.pct(e['told'], e['n'])))
    print('| all | %d | %s | %d | %s | %s |' % (total['n'], E.pct(total['ours'], total['n']),
                                                total['unmarked_wrong'],
                                                E.pct(total['detect'], total['n']),
                                                E.pct(total['told'], total['n'])))
    if args.details:
        with open(args.details, 'w', encoding='utf-8') as f:
            f.write('calendar\tsource\ttarget\tours\tmarks\tdateparser\tdateparser_told\n')
            for row in details:
                f.write('\t'.join(row) + '\n')


if __name__ == '__main__':
    main()
