#!/usr/bin/python3
"""What the `unknown-month` mark (lib/include/dates/decode/month_evidence.h) does on labelled sets:
how many right outputs it marks that no other warning did (outputs a user must now check for
nothing) and how many wrong ones it catches that went unmarked. Counts only: no line is printed
(the blind language sets must stay unread).

  /usr/bin/python3 scripts/provenance/month_mark.py [--checkpoint DIR] [--dates PATH] SET...

A SET is a TSV file (source, target, ...) or a directory of language files (<code>.tsv, as
data/languages-ninth holds them; provenance.tsv and the like are not read). Outputs
are compared as evaluate.py compares them: the date part (`--output date`) when the target has no
`T`, the whole output otherwise; every file read by `dates translate --format jsonl` once (as
one column: `--order auto`, the default; its count of right outputs can differ from `dates eval`'s).
"""
import argparse
import json
import os
import subprocess
import sys

WARNINGS = {'low-confidence', 'ambiguous', 'unknown-characters', 'not-a-date', 'misread',
            'unknown-month', 'cut-off'}


def rows_of(path):
    rows = []
    with open(path, encoding='utf-8') as lines:
        for line in lines:
            fields = line.rstrip('\n').split('\t')
            if len(fields) >= 2:
                rows.append((fields[0], fields[1]))
    return rows


def read(dates, checkpoint, sources, date_only):
    command = [dates, 'translate', '--format', 'jsonl', '--threads', '1']
    if checkpoint:
        command += ['--checkpoint', checkpoint]
    if date_only:
        command += ['--output', 'date']
    done = subprocess.run(command, input=''.join(s + '\n' for s in sources), capture_output=True,
                          text=True, encoding='utf-8')
    if done.returncode not in (0, 1):
        sys.exit(f'{" ".join(command)} failed ({done.returncode}): {done.stderr[-500:]}')
    return [json.loads(line) for line in done.stdout.splitlines()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('sets', nargs='+')
    parser.add_argument('--checkpoint', default='')
    parser.add_argument('--dates', default='build/app/dates')
    arguments = parser.parse_args()
    print('| set | lines | right | right, marked only unknown-month | wrong | wrong, unmarked '
          'before | of them caught by unknown-month |')
    print('|---|---|---|---|---|---|---|')
    for name in arguments.sets:
        files = ([os.path.join(name, f) for f in sorted(os.listdir(name)) if len(f) == 6 and f.endswith('.tsv')]
                 if os.path.isdir(name) else [name])
        counts = dict(lines=0, right=0, right_marked=0, wrong=0, wrong_unmarked=0, caught=0)
        for path in files:
            rows = rows_of(path)
            for date_only in (True, False):
                chosen = [(s, t) for s, t in rows if ('T' in t) != date_only]
                if not chosen:
                    continue
                readings = read(arguments.dates, arguments.checkpoint, [s for s, _ in chosen],
                                date_only)
                for (_, target), reading in zip(chosen, readings):
                    marks = set(reading.get('marks', []))
                    others = (marks - {'unknown-month'}) & WARNINGS
                    only_month = 'unknown-month' in marks and not others
                    counts['lines'] += 1
                    if reading.get('output', '') == target:
                        counts['right'] += 1
                        counts['right_marked'] += only_month
                    else:
                        counts['wrong'] += 1
                        if not others:
                            counts['wrong_unmarked'] += 1
                            counts['caught'] += only_month
        print(f"| {name} | {counts['lines']} | {counts['right']} | {counts['right_marked']} | "
              f"{counts['wrong']} | {counts['wrong_unmarked']} | {counts['caught']} |")


if __name__ == '__main__':
    main()
