#!/usr/bin/python3
"""A sweep of the C library's date formats in the 24 languages: `date` under glibc's locales.

    /usr/bin/python3 scripts/provenance/languages/glibc_sweep.py [--checkpoint DIR ...]
    ... --per-language 60 --seed 11        # how many lines a language, which dates
    ... --write FILE                       # also write the lines (language, source, target, format)
    ... --mistakes FILE                    # every wrong answer of every checkpoint (TSV)

For each language, `date -u -d DATE +FORMAT` runs under its glibc locale (Debian's locales-all:
names, abbreviations and layouts of glibc, not of CLDR, which the world grammar draws from) with
random dates of 1990-2031 and ten strftime formats: %c, %x, the default layout of `date` with
%a %b %e %Y and %a %d %b %Y %H:%M:%S %Z, day-month-year with wide and abbreviated names. The
target is the date itself (YYYY-MM-DD): %c and %x are left out where glibc writes another
calendar's year or none (ar, fa, th). Each checkpoint is scored by exact match of `dates
translate --output date`, per language and in all.

It is a sweep of one kind of input, not an independent evaluation: its lines are machine-made
from a dozen layouts, and it was run while the world grammar's name cuts were mended
(2026-12-04), which its mistakes showed (glibc's сен, ноя, кві, ينا, יונ, read as other months).
"""
import argparse
import collections
import datetime
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from langcommon import MAIN_LOCALE as LOCALES  # noqa: E402  the 24 languages' main locales

FORMATS = ['%c', '%x', '%A, %d %B %Y', '%a %d %b %Y %H:%M:%S %Z', '%d %B %Y', '%e %b %Y',
           '%b %e %Y', '%d %b %Y', '%a %b %e %Y', '%A %e %B %Y']
# glibc writes these locales' %c and %x with another calendar's year or a two-digit one.
NO_NUMERIC_LAYOUTS = {'ar', 'fa', 'th'}


def sweep_lines(per_language, seed):
    draw = random.Random(seed)
    rows = []
    for language, locale in LOCALES.items():
        for i in range(per_language):
            date = datetime.date(1990, 1, 1) + datetime.timedelta(days=draw.randrange(15000))
            layout = FORMATS[i % len(FORMATS)]
            clock = '10:%02d:%02d' % (draw.randrange(60), draw.randrange(60))
            if language in NO_NUMERIC_LAYOUTS and layout in ('%c', '%x'):
                continue
            written = subprocess.run(
                ['date', '-u', '-d', f'{date.isoformat()} {clock}', '+' + layout],
                env={'LC_ALL': locale + '.UTF-8', 'TZ': 'UTC', 'PATH': os.environ['PATH']},
                capture_output=True, text=True, check=True).stdout.strip()
            if not written or written.startswith('+'):
                sys.exit(f'glibc_sweep: the locale {locale}.UTF-8 is missing (apt-get install '
                         'locales-all)')
            rows.append((language, written, date.isoformat(), layout))
    return rows


def read_dates(binary, checkpoint, sources):
    command = [binary, 'translate', '--output', 'date', '--threads', '2']
    if checkpoint:
        command += ['--checkpoint', checkpoint]
    done = subprocess.run(command, input=''.join(s + '\n' for s in sources), capture_output=True,
                          text=True)
    # translate exits 1 when it refuses some inputs (characters never seen in training, as the
    # English student's of other scripts): their lines have an empty date and count as wrong.
    answers = [line.split('\t')[0] for line in done.stdout.split('\n')[:len(sources)]]
    if done.returncode not in (0, 1) or len(answers) != len(sources):
        sys.exit(f'glibc_sweep: {binary} (exit {done.returncode}) answered {len(answers)} lines '
                 f'for {len(sources)}: {done.stderr.strip()[-500:]}')
    return answers


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--checkpoint', action='append', default=[],
                        help='checkpoint to score (repeatable; default: the default model)')
    parser.add_argument('--dates', default='build/app/dates', help='our binary')
    parser.add_argument('--per-language', type=int, default=60)
    parser.add_argument('--seed', type=int, default=11)
    parser.add_argument('--write', help='also write the lines here (TSV)')
    parser.add_argument('--mistakes', help='write every wrong answer here (TSV)')
    args = parser.parse_args()
    rows = sweep_lines(args.per_language, args.seed)
    if args.write:
        with open(args.write, 'w', encoding='utf-8') as out:
            out.writelines('\t'.join(row) + '\n' for row in rows)
    checkpoints = args.checkpoint or ['']
    sources = [row[1] for row in rows]
    right = {c: collections.Counter() for c in checkpoints}
    mistakes = []
    for checkpoint in checkpoints:
        for row, answer in zip(rows, read_dates(args.dates, checkpoint, sources)):
            if answer == row[2]:
                right[checkpoint][row[0]] += 1
            else:
                mistakes.append((checkpoint or 'default', *row, answer))
    lines = collections.Counter(row[0] for row in rows)
    names = [c or 'default' for c in checkpoints]
    print('| language | lines | ' + ' | '.join(names) + ' |')
    print('|---|---|' + '---|' * len(names))
    for language in LOCALES:
        cells = [f'{right[c][language]}/{lines[language]}' for c in checkpoints]
        print(f'| {language} | {lines[language]} | ' + ' | '.join(cells) + ' |')
    total = len(rows)
    cells = [f'{sum(right[c].values()) / total:.1%} ({sum(right[c].values())}/{total})'
             for c in checkpoints]
    print(f'| all | {total} | ' + ' | '.join(cells) + ' |')
    if args.mistakes:
        with open(args.mistakes, 'w', encoding='utf-8') as out:
            out.writelines('\t'.join(m) + '\n' for m in mistakes)


if __name__ == '__main__':
    main()
