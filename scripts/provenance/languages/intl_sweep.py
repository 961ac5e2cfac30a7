#!/usr/bin/python3
"""Dates as browsers write them: JavaScript's Intl.DateTimeFormat in the 24 languages, read by us.

    /usr/bin/python3 scripts/provenance/languages/intl_sweep.py [--dates BIN] [--checkpoint DIR]
    ... --show LANG,LANG|all                # print the lines read wrong

node's Intl (Debian 12's nodejs, or any node: it prints its ICU and CLDR versions) formats one day
of each month of 2015 (the 13th of January to the 24th of December, 15:41:27 UTC: every numeric
date decides its convention) in the main locale of each language with twelve option sets
(dateStyle full, long, medium and short, alone or with a timeStyle; year, month, day and weekday
fields). The target is the Gregorian date of what is written: `XXXX-MM-DD` without a year,
`YYYY-MM` without a day. Each language is read as one column (`translate --output date`). Then
clocks: four hours of one day after a long date, on a 12-hour clock with am/pm, with CLDR's
flexible day periods (long and narrow) and on a 24-hour clock, read as date-times.

Its locales write other calendars where CLDR says so (th-TH Buddhist, fa-IR Solar Hijri): their
month and day without a year, and their month and year, name no Gregorian date (`۲۳ دی`, `۱۳۹۴
خرداد`), so the reader answers no date there by design, and th-TH's short date writes a
two-digit Buddhist year (`13/1/58`), which numbers alone cannot tell from 2058 (glibc's `%y`
writes the Christian era's). A sweep of one kind of input, newer CLDR than the ICU the world
grammar draws from (node 20: ICU 78, CLDR 48; Debian's ICU 72: CLDR 42), not an evaluation set.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from langcommon import MAIN_LOCALE, ROOT  # noqa: E402

GENERATOR = r"""
const locales = JSON.parse(process.argv[1]);
const options = [
  {dateStyle: 'full'}, {dateStyle: 'long'}, {dateStyle: 'medium'}, {dateStyle: 'short'},
  {dateStyle: 'full', timeStyle: 'short'}, {dateStyle: 'long', timeStyle: 'medium'},
  {dateStyle: 'medium', timeStyle: 'short'}, {year: 'numeric', month: 'short', day: 'numeric'},
  {year: 'numeric', month: 'long', day: 'numeric', weekday: 'long'},
  {year: 'numeric', month: '2-digit', day: '2-digit'}, {month: 'long', day: 'numeric'},
  {year: 'numeric', month: 'long'},
];
const rows = [];
for (const [language, tag] of Object.entries(locales)) {
  for (let month = 0; month < 12; month++) {
    const day = 13 + month;
    const date = new Date(Date.UTC(2015, month, day, 15, 41, 27));
    for (const option of options) {
      const text = new Intl.DateTimeFormat(tag, {...option, timeZone: 'UTC'}).format(date);
      const year = !(option.month && !option.year && !option.dateStyle);
      const withDay = option.day !== undefined || option.dateStyle !== undefined;
      const target = (year ? '2015' : 'XXXX') + '-' + String(month + 1).padStart(2, '0') +
                     (withDay ? '-' + String(day).padStart(2, '0') : '');
      rows.push([language, JSON.stringify(option), text.replace(/[\t\n]/g, ' '), target]);
    }
  }
}
// Clocks: 03:41, 09:41, 15:41 and 21:41 of 17 May 2015 (Gregorian) after a long date, on a
// 12-hour clock with the locale's am/pm, its flexible day period long and narrow (`del
// pomeriggio`, `w nocy`), and on a 24-hour clock; the target is the date-time.
const clocks = [];
const clockOptions = [{hour12: true}, {hour12: true, dayPeriod: 'long'},
                      {hour12: true, dayPeriod: 'narrow'}, {hour12: false}];
for (const [language, tag] of Object.entries(locales)) {
  for (const hour of [3, 9, 15, 21]) {
    for (const option of clockOptions) {
      const date = new Date(Date.UTC(2015, 4, 17, hour, 41, 0));
      const text = new Intl.DateTimeFormat(tag, {year: 'numeric', month: 'long', day: 'numeric',
        hour: 'numeric', minute: '2-digit', calendar: 'gregory', timeZone: 'UTC', ...option})
        .format(date);
      clocks.push([language, JSON.stringify(option), text.replace(/[\t\n]/g, ' '),
                   '2015-05-17T' + String(hour).padStart(2, '0') + ':41']);
    }
  }
}
console.log(JSON.stringify({icu: process.versions.icu, cldr: process.versions.cldr, rows, clocks}));
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--dates', default=os.path.join(ROOT, 'build', 'app', 'dates'))
    parser.add_argument('--checkpoint', default=os.path.join(ROOT, 'checkpoints', 'student'))
    parser.add_argument('--show', default='', help='languages whose wrong lines to print, or all')
    args = parser.parse_args()

    tags = {language: tag.replace('_', '-') for language, tag in MAIN_LOCALE.items()}
    made = json.loads(subprocess.run(['node', '-e', GENERATOR, json.dumps(tags)],
                                     capture_output=True, text=True, check=True).stdout)
    by_language = collections.OrderedDict()
    for row in made['rows']:
        by_language.setdefault(row[0], []).append(row)
    show = set(args.show.split(',')) if args.show else set()
    wrong = collections.Counter()
    for language, rows in by_language.items():
        answers = subprocess.run(
            [args.dates, 'translate', '--checkpoint', args.checkpoint, '--output', 'date'],
            input='\n'.join(row[2] for row in rows) + '\n', capture_output=True, text=True,
            check=True).stdout.splitlines()
        for row, answer in zip(rows, answers):
            if answer.split('\t')[0] != row[3]:
                wrong[language] += 1
                if language in show or 'all' in show:
                    print(f'{language}\t{row[1]}\t{row[2]}\t{row[3]}\t{answer}')
    total = sum(len(rows) for rows in by_language.values())
    print(f'node ICU {made["icu"]}, CLDR {made["cldr"]}: {total} lines, {sum(wrong.values())} '
          f'read wrong; by language: ' +
          ', '.join(f'{language} {wrong[language]}' for language in by_language if wrong[language]))
    # The clocks, read with translate's default output (the date-time), one call.
    clocks = made['clocks']
    answers = subprocess.run(
        [args.dates, 'translate', '--checkpoint', args.checkpoint],
        input='\n'.join(row[2] for row in clocks) + '\n', capture_output=True, text=True,
        check=True).stdout.splitlines()
    clock_wrong = collections.Counter()
    unmarked = 0
    for row, answer in zip(clocks, answers):
        fields = answer.split('\t')
        if fields[0] != row[3]:
            clock_wrong[row[0]] += 1
            unmarked += len(fields) < 3 or 'low-confidence' not in fields[2]
            if row[0] in show or 'all' in show:
                print(f'{row[0]}\t{row[1]}\t{row[2]}\t{row[3]}\t{answer}')
    print(f'clocks: {len(clocks)} lines, {sum(clock_wrong.values())} read wrong ({unmarked} without '
          f'low-confidence); by language: ' +
          ', '.join(f'{language} {count}' for language, count in clock_wrong.items()))
    return 0


if __name__ == '__main__':
    sys.exit(main())
