#!/usr/bin/python3
"""Every month name glibc writes in the 24 languages' locales, read by `dates translate`.

    /usr/bin/python3 scripts/provenance/languages/glibc_month_names.py [--dates BIN] [--checkpoint DIR]
    ... --show                               # print each name read wrong

For every UTF-8 locale of Debian's locales-all whose language is one of the world grammar's 24
(83 on Debian 12, glibc 2.36), the wide and abbreviated names of each month (LC_TIME mon, abmon)
are put in four frames, `3 NAME 2015`, `NAME 2015`, `13 NAME 10:11` and `WEEKDAY 13 NAME 2015`
(the locale's abbreviated Tuesday), and read with `translate --output date --keep-guesses`. A
reading is wrong when its month is not the name's, or when it is marked `unknown-month` (the
reader found no name of that month). Distinct strings only; the locales that write each are kept
for the report.

It checks one kind of input, glibc's names, where CLDR (which the world grammar draws from) spells
a month otherwise. On 2026-12-07 it found 14 wrong of 1,963, all of four names: Czech `čen` and
`čec`, French `jui` (fr_BE, fr_CA, fr_CH, fr_LU) and Persian `اكتبر` (Arabic kaf); `fold` now
writes those as CLDR does (lib/include/dates/core/source_text.h), and it finds none.
"""
import argparse
import collections
import locale
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from langcommon import LANGS, ROOT  # noqa: E402

FRAMES = ('3 {name} 2015', '{name} 2015', '13 {name} 10:11', '{weekday} 13 {name} 2015')


def utf8_locales():
    """The UTF-8 locales of the 24 languages this machine has (`locale -a`)."""
    names = subprocess.run(['locale', '-a'], capture_output=True, text=True, check=True).stdout.split()

    def charmap(name):
        environment = dict(os.environ, LC_ALL=name)
        return subprocess.run(['locale', 'charmap'], env=environment, capture_output=True,
                              text=True).stdout.strip()

    chosen = []
    for name in names:
        if name.split('_')[0] not in LANGS:
            continue
        if name.endswith('.utf8'):
            chosen.append(name)
        elif '.' not in name and '@' not in name and name + '.utf8' not in names \
                and charmap(name) == 'UTF-8':
            chosen.append(name)  # a locale that is UTF-8 only (fa_IR, hi_IN, ...)
    return chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--dates', default=os.path.join(ROOT, 'build', 'app', 'dates'))
    parser.add_argument('--checkpoint', default=os.path.join(ROOT, 'checkpoints', 'student'))
    parser.add_argument('--show', action='store_true', help='print each name read wrong')
    args = parser.parse_args()

    strings = collections.OrderedDict()  # (text, month) -> the locales that write it
    locales = utf8_locales()
    for name in locales:
        locale.setlocale(locale.LC_TIME, name)
        weekday = locale.nl_langinfo(locale.ABDAY_1 + 2).strip()
        for month in range(1, 13):
            for item in (locale.ABMON_1 + month - 1, locale.MON_1 + month - 1):
                month_name = locale.nl_langinfo(item).strip()
                for frame in FRAMES:
                    text = frame.format(name=month_name, weekday=weekday)
                    strings.setdefault((text, month), []).append(name)
    locale.setlocale(locale.LC_TIME, 'C')
    keys = list(strings)
    answers = subprocess.run(
        [args.dates, 'translate', '--checkpoint', args.checkpoint, '--output', 'date',
         '--keep-guesses'], input='\n'.join(text for text, _ in keys) + '\n',
        capture_output=True, text=True, check=True).stdout.splitlines()
    wrong = 0
    for (text, month), answer in zip(keys, answers):
        fields = answer.split('\t')
        marks = fields[2].split(',') if len(fields) > 2 else []
        if fields[0][5:7] != f'{month:02d}' or 'unknown-month' in marks:
            wrong += 1
            if args.show:
                print(f'{text}\tmonth {month}\t{answer}\t{",".join(strings[(text, month)][:4])}')
    print(f'{len(locales)} locales, {len(keys)} distinct strings, {wrong} read wrong')
    return 0


if __name__ == '__main__':
    sys.exit(main())
