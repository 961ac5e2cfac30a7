#!/usr/bin/python3
"""A probe of languages the world grammar does not write (issue 27's bad input: never a confident
invention): dates with a month's name, as the C library's `date` writes them under 35 glibc
locales of uncovered languages (Finnish, Swahili, Hungarian, Estonian, ..., Georgian, Tamil).
Writes a TSV (source, target, locale) for scripts/provenance/month_mark.py to count what the
`unknown-month` mark catches there:

  /usr/bin/python3 scripts/provenance/languages/uncovered_probe.py runs/uncovered-probe.tsv
  /usr/bin/python3 scripts/provenance/month_mark.py runs/uncovered-probe.tsv

Each locale gets the 12 months once, on a seeded random day and year (1950-2039), in one of
three forms: `%e %B %Y`, `%e %b %Y` (day, month, year) or `%B %Y` (month and year). Needs Debian's
locales-all.
"""
import os
import random
import subprocess
import sys

LOCALES = ['af_ZA', 'az_AZ', 'be_BY', 'bg_BG', 'bn_BD', 'ca_ES', 'cy_GB', 'da_DK', 'et_EE',
           'eu_ES', 'fi_FI', 'fil_PH', 'ga_IE', 'gl_ES', 'hr_HR', 'hu_HU', 'hy_AM', 'is_IS',
           'ka_GE', 'kk_KZ', 'lb_LU', 'lt_LT', 'lv_LV', 'mk_MK', 'ms_MY', 'mt_MT', 'nb_NO',
           'sk_SK', 'sl_SI', 'sq_AL', 'sr_RS', 'sw_KE', 'ta_IN', 'ur_PK', 'uz_UZ']
FORMATS = [('%e %B %Y', True), ('%e %b %Y', True), ('%B %Y', False)]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    draw = random.Random(27)
    rows = []
    for locale in LOCALES:
        for month in range(1, 13):
            year, day = draw.randint(1950, 2039), draw.randint(1, 28)
            pattern, with_day = draw.choice(FORMATS)
            environment = dict(os.environ, LC_ALL=f'{locale}.UTF-8')
            written = subprocess.run(['date', '-d', f'{year}-{month:02d}-{day:02d}', '+' + pattern],
                                     env=environment, capture_output=True, text=True,
                                     check=True).stdout.strip()
            target = f'{year}-{month:02d}-{day:02d}' if with_day else f'{year}-{month:02d}'
            rows.append(f'{" ".join(written.split())}\t{target}\t{locale}\n')
    with open(sys.argv[1], 'w', encoding='utf-8') as out:
        out.writelines(rows)
    print(f'{len(rows)} lines, {len(LOCALES)} locales: {sys.argv[1]}')


if __name__ == '__main__':
    main()
