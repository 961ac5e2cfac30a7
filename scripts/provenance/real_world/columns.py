#!/usr/bin/python3
"""Build data/real-world/columns.tsv: columns of numeric dates, each printed by
one real program under one glibc locale, so each column has one known
day/month/year convention.

    /usr/bin/python3 scripts/provenance/real_world/columns.py            # write the files
    /usr/bin/python3 scripts/provenance/real_world/columns.py --dry-run  # print counts only

Writes data/real-world/columns.tsv (column, source, target, convention,
origin; tab-separated, UTF-8, no header) and
data/real-world/columns-provenance.tsv (column, locale, d_fmt, command).

A column is a group of rows made by ONE producer (a program and a format,
e.g. `date +%x`) under ONE locale.  The producers are real programs fed
timestamps drawn here with a fixed seed, with TZ=UTC and a clean environment:
  date-x     printf '@%d\\n' TIMESTAMPS | LC_ALL=L TZ=UTC date -f - +%x
  date-D     the same with +%D (locale-independent %m/%d/%y)
  python-x   /usr/bin/python3's time.strftime('%x', time.gmtime(t)) after
             locale.setlocale(LC_TIME, '')
  perl-x     perl's POSIX::strftime('%x', gmtime($t)) after setlocale
  find-Tx    find DIR -printf '%f\\t%Tx\\n' over files whose mtimes are the
             timestamps (set with os.utime, as `touch -d @T` does)
  ls-locale  ls -go --time-style=locale DIR over such files (coreutils'
             translated "old file" format; only files before 2020 are used,
             so ls always prints the year)
The target is the UTC calendar date of the timestamp, computed from the
timestamp with datetime arithmetic (never by parsing the printed string).
Two-digit-year producers only get years 1969..2035 (the POSIX pivot 69..99 ->
19xx, 00..68 -> 20xx reads them back to the right century); four-digit ones
get 1950..2035.  The builder re-reads every printed string by the column's
digit order and checks that it gives the target.

A column's convention (mdy, dmy or ymd) is found by printing a probe date
(1999-11-25) and looking where 25, 11 and 99/1999 land; for %x producers it
is checked against the locale's d_fmt (`locale -k d_fmt`).

Columns whose id ends in `-undecided` have only rows in which no digit group
tells the convention: day and month both <= 12 and different, and a
two-digit year 01..12 (so a year-first reading is a date too).  Every other
column has at least one deciding row (only one convention gives a date).

Needs the locales of Debian's locales-all (apt-get install locales-all).
Standard library only.  Nothing here reads the project's generator (lib/,
app/) or its training data.
"""
import datetime
import os
import random
import re
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
OUT = os.path.join(ROOT, 'data', 'real-world', 'columns.tsv')
PROV = os.path.join(ROOT, 'data', 'real-world', 'columns-provenance.tsv')

SEED = 20250611
YEARS4 = (1950, 2035)        # four-digit-year producers
YEARS2 = (1969, 2035)        # two-digit-year producers (POSIX pivot safe)
LS_LAST_YEAR = 2019          # ls prints the year only for files > 6 months old
UNDECIDED_YEARS2 = (2001, 2012)
PROBE = datetime.date(1999, 11, 25)

# (column id, locale, producer, rows).  A `-undecided` suffix selects the
# rows described in the module docstring.
SPECS = [
    # day first
    ('en_GB-x', 'en_GB.UTF-8', 'date-x', 300),
    ('de_DE-x', 'de_DE.UTF-8', 'date-x', 300),
    ('pt_BR-x', 'pt_BR.UTF-8', 'date-x', 200),
    ('fr_FR-x', 'fr_FR.UTF-8', 'date-x', 150),
    ('ru_RU-x', 'ru_RU.UTF-8', 'date-x', 150),
    ('es_ES-x', 'es_ES.UTF-8', 'date-x', 120),
    ('it_IT-x', 'it_IT.UTF-8', 'date-x', 100),
    ('nl_NL-x', 'nl_NL.UTF-8', 'date-x', 80),
    ('de_DE-python', 'de_DE.UTF-8', 'python-x', 60),
    ('pl_PL-x', 'pl_PL.UTF-8', 'date-x', 60),
    ('en_AU-x', 'en_AU.UTF-8', 'date-x', 50),
    ('hi_IN-x', 'hi_IN.UTF-8', 'date-x', 50),
    ('en_IN-x', 'en_IN.UTF-8', 'date-x', 40),
    ('cs_CZ-x', 'cs_CZ.UTF-8', 'date-x', 40),
    ('da_DK-x', 'da_DK.UTF-8', 'date-x', 30),
    ('uk_UA-x', 'uk_UA.UTF-8', 'date-x', 30),
    ('fi_FI-x', 'fi_FI.UTF-8', 'date-x', 25),
    ('fi_FI-ls', 'fi_FI.UTF-8', 'ls-locale', 25),
    ('tr_TR-x', 'tr_TR.UTF-8', 'date-x', 20),
    ('fr_CH-x', 'fr_CH.UTF-8', 'date-x', 16),
    ('sr_RS-x', 'sr_RS.UTF-8', 'date-x', 15),
    ('bg_BG-x', 'bg_BG.UTF-8', 'date-x', 12),
    ('kok_IN-x', 'kok_IN.UTF-8', 'date-x', 12),
    ('sl_SI-x', 'sl_SI.UTF-8', 'date-x', 10),
    ('fo_FO-x', 'fo_FO.UTF-8', 'date-x', 8),
    # month first
    ('C-x', 'C.UTF-8', 'date-x', 300),
    ('en_US-x', 'en_US.UTF-8', 'date-x', 300),
    ('en_US-D', 'en_US.UTF-8', 'date-D', 100),
    ('en_US-python', 'en_US.UTF-8', 'python-x', 60),
    ('fil_PH-x', 'fil_PH.UTF-8', 'date-x', 40),
    ('C-find', 'C.UTF-8', 'find-Tx', 30),
    ('en_US-perl', 'en_US.UTF-8', 'perl-x', 20),
    ('ka_GE-x', 'ka_GE.UTF-8', 'date-x', 20),
    ('hy_AM-x', 'hy_AM.UTF-8', 'date-x', 15),
    ('ks_IN-x', 'ks_IN.UTF-8', 'date-x', 12),
    # year first
    ('sv_SE-x', 'sv_SE.UTF-8', 'date-x', 200),
    ('en_CA-x', 'en_CA.UTF-8', 'date-x', 80),
    ('hu_HU-x', 'hu_HU.UTF-8', 'date-x', 60),
    ('lt_LT-x', 'lt_LT.UTF-8', 'date-x', 50),
    ('ne_NP-x', 'ne_NP.UTF-8', 'date-x', 30),
    ('fr_CA-x', 'fr_CA.UTF-8', 'date-x', 20),
    ('lv_LV-x', 'lv_LV.UTF-8', 'date-x', 20),
    ('pl_PL-ls', 'pl_PL.UTF-8', 'ls-locale', 20),
    ('mn_MN-x', 'mn_MN.UTF-8', 'date-x', 15),
    ('ak_GH-x', 'ak_GH.UTF-8', 'date-x', 10),
    # no row decides
    ('en_GB-x-undecided', 'en_GB.UTF-8', 'date-x', 5),
    ('de_DE-x-undecided', 'de_DE.UTF-8', 'date-x', 6),
    ('fr_FR-x-undecided', 'fr_FR.UTF-8', 'date-x', 6),
    ('nl_NL-x-undecided', 'nl_NL.UTF-8', 'date-x', 4),
    ('C-x-undecided', 'C.UTF-8', 'date-x', 4),
    ('en_US-x-undecided', 'en_US.UTF-8', 'date-x', 5),
    ('ne_NP-x-undecided', 'ne_NP.UTF-8', 'date-x', 5),
]

PY_CODE = ("import locale,sys,time; locale.setlocale(locale.LC_TIME, ''); "
           "print(*[time.strftime('%x', time.gmtime(int(t))) "
           "for t in sys.argv[1:]], sep='\\n')")
PERL_CODE = ('setlocale(LC_TIME, ""); '
             'print strftime("%x", gmtime($_)) for @ARGV')

COMMANDS = {
    'date-x': "printf '@%%d\\n' TIMESTAMPS | LC_ALL=%s TZ=UTC date -f - +%%x",
    'date-D': "printf '@%%d\\n' TIMESTAMPS | LC_ALL=%s TZ=UTC date -f - +%%D",
    'python-x': 'LC_ALL=%s TZ=UTC /usr/bin/python3 -c "' + PY_CODE.replace(
        '%', '%%') + '" TIMESTAMPS',
    'perl-x': "LC_ALL=%s TZ=UTC perl -MPOSIX -le '" + PERL_CODE.replace(
        '%', '%%') + "' -- TIMESTAMPS",
    'find-Tx': ("(files DIR/fNNNN with mtime @TIMESTAMP, as touch -m -d @T) "
                "LC_ALL=%s TZ=UTC find DIR -type f -printf '%%f\\t%%Tx\\n'"),
    'ls-locale': ("(files DIR/fNNNN with mtime @TIMESTAMP before 2020, as "
                  "touch -m -d @T) LC_ALL=%s TZ=UTC ls -go "
                  "--time-style=locale DIR  (date field, outer blanks "
                  "stripped)"),
}

SOURCE_RE = re.compile(r'^[0-9]+(?:(?:[./ -]|\. )+[0-9]+){2}\.?$')
DIGITS = re.compile(r'[0-9]+')
EPOCH = datetime.datetime(1970, 1, 1)


# --- reading numeric dates by their digits (shared with the check and eval)

def pivot(group):
    """Year of a digit group: two digits by the POSIX pivot, else as is."""
    y = int(group)
    if len(group) == 2:
        return 1900 + y if y >= 69 else 2000 + y
    return y


def _iso(y, m, d):
    try:
        return datetime.date(y, m, d).isoformat()
    except ValueError:
        return None


def readings(source):
    """{convention: ISO date or None} for the conventions the digit groups'
    shape allows: mdy/dmy need 1-2, 1-2, then 2 or 4 digits; ymd needs 2 or 4,
    then 1-2, 1-2 digits.  None: the shape allows it but it is no date."""
    g = DIGITS.findall(source)
    out = {}
    if len(g) != 3:
        return out
    a, b, c = g
    if len(a) <= 2 and len(b) <= 2 and len(c) in (2, 4):
        out['mdy'] = _iso(pivot(c), int(a), int(b))
        out['dmy'] = _iso(pivot(c), int(b), int(a))
    if len(a) in (2, 4) and len(b) <= 2 and len(c) <= 2:
        out['ymd'] = _iso(pivot(a), int(b), int(c))
    return out


def valid_conventions(source):
    return sorted(k for k, v in readings(source).items() if v)


def is_ambiguous(source):
    """More than one real calendar date among the readings."""
    return len({v for v in readings(source).values() if v}) > 1


def is_deciding(source):
    """Exactly one convention gives a date."""
    return len(valid_conventions(source)) == 1


def is_undecided_row(source):
    """No digit group tells the convention: no four-digit year first, the
    first two groups both 1..12, and every reading the shape allows is a
    date (at least two of them)."""
    g = DIGITS.findall(source)
    r = readings(source)
    return (len(g) == 3 and len(g[0]) != 4
            and all(1 <= int(x) <= 12 for x in g[:2])
            and len(r) >= 2 and all(r.values()))


# --- producers

def env_for(loc):
    return {'PATH': '/usr/bin:/bin', 'LC_ALL': loc, 'TZ': 'UTC'}


def _run(argv, loc, stdin=None):
    p = subprocess.run(argv, input=stdin, env=env_for(loc),
                       capture_output=True, text=True, check=True)
    return p.stdout


def _files(timestamps):
    d = tempfile.mkdtemp(prefix='columns-')
    for i, t in enumerate(timestamps):
        path = os.path.join(d, 'f%04d' % i)
        open(path, 'w').close()
        os.utime(path, (t, t))
    return d


def _cleanup(d):
    for f in os.listdir(d):
        os.unlink(os.path.join(d, f))
    os.rmdir(d)


def produce(producer, loc, timestamps):
    """The strings the producer prints for the timestamps, one each, outer
    whitespace stripped."""
    n = len(timestamps)
    if producer in ('date-x', 'date-D'):
        fmt = '+%x' if producer == 'date-x' else '+%D'
        out = _run(['date', '-f', '-', fmt], loc,
                   ''.join('@%d\n' % t for t in timestamps)).split('\n')[:n]
    elif producer == 'python-x':
        out = _run(['/usr/bin/python3', '-c', PY_CODE]
                   + [str(t) for t in timestamps], loc).split('\n')[:n]
    elif producer == 'perl-x':
        out = _run(['perl', '-MPOSIX', '-le', PERL_CODE, '--']
                   + [str(t) for t in timestamps], loc).split('\n')[:n]
    elif producer == 'find-Tx':
        d = _files(timestamps)
        try:
            got = {}
            for line in _run(['find', d, '-type', 'f', '-printf',
                              '%f\t%Tx\n'], loc).splitlines():
                name, value = line.split('\t')
                got[int(name[1:])] = value
        finally:
            _cleanup(d)
        out = [got[i] for i in range(n)]
    elif producer == 'ls-locale':
        d = _files(timestamps)
        try:
            got = {}
            for line in _run(['ls', '-go', '--time-style=locale', d],
                             loc).splitlines():
                m = re.match(r'^\S+\s+\d+\s+\d+\s+(.*?)\s+f(\d{4})$', line)
                if m:
                    got[int(m.group(2))] = m.group(1)
        finally:
            _cleanup(d)
        out = [got[i] for i in range(n)]
    else:
        raise ValueError(producer)
    out = [s.strip() for s in out]
    if len(out) != n:
        raise RuntimeError('%s %s printed %d lines for %d timestamps'
                           % (producer, loc, len(out), n))
    return out


def command(producer, loc):
    return COMMANDS[producer] % loc


def d_fmt(loc):
    out = _run(['locale', '-k', 'd_fmt'], loc).strip()
    m = re.match(r'^d_fmt="(.*)"$', out)
    if not m:
        raise RuntimeError('locale %s: unexpected d_fmt %r' % (loc, out))
    return m.group(1)


def fmt_convention(fmt):
    """mdy/dmy/ymd from a strftime date format, or None."""
    order = ''.join(c for c in re.findall(r'%[-_0^#]?E?([dmyYeF])', fmt))
    order = order.replace('e', 'd').replace('Y', 'y').replace('F', 'ymd')
    return {'mdy': 'mdy', 'dmy': 'dmy', 'ymd': 'ymd'}.get(order)


def timestamp(day, rng):
    return int((datetime.datetime.combine(day, datetime.time()) - EPOCH)
               .total_seconds()) + rng.randrange(86400)


def utc_date(t):
    return (EPOCH + datetime.timedelta(seconds=t)).date()


def probe(producer, loc):
    """(convention, year digits) from where the probe date's parts land."""
    t = timestamp(PROBE, random.Random(0))
    s = produce(producer, loc, [t])[0]
    g = DIGITS.findall(s)
    pos = {}
    for i, x in enumerate(g):
        if x in ('1999', '99'):
            pos['y'] = i
            ydigits = len(x)
        elif int(x) == 11:
            pos['m'] = i
        elif int(x) == 25:
            pos['d'] = i
    if len(g) != 3 or len(pos) != 3:
        raise RuntimeError('%s %s: probe printed %r' % (producer, loc, s))
    conv = ''.join(sorted(pos, key=pos.get))
    if conv not in ('mdy', 'dmy', 'ymd'):
        raise RuntimeError('%s %s: convention %s' % (producer, loc, conv))
    return conv, ydigits


def draw_days(column, ydigits, rng, n):
    """n distinct days for the column."""
    undecided = column.endswith('-undecided')
    if undecided and ydigits == 2:
        lo, hi = UNDECIDED_YEARS2
    else:
        lo, hi = YEARS2 if ydigits == 2 else YEARS4
    if column.endswith('-ls'):
        hi = min(hi, LS_LAST_YEAR)
    first = datetime.date(lo, 1, 1).toordinal()
    last = datetime.date(hi, 12, 31).toordinal()
    days, seen = [], set()
    while len(days) < n:
        day = datetime.date.fromordinal(rng.randint(first, last))
        if day in seen:
            continue
        if undecided and not (day.day <= 12 and day.day != day.month):
            continue
        seen.add(day)
        days.append(day)
    return days


def build_column(column, loc, producer, n):
    """(rows, provenance row).  rows: (column, source, target, convention,
    origin)."""
    conv, ydigits = probe(producer, loc)
    fmt = d_fmt(loc)
    if producer in ('date-x', 'python-x', 'perl-x', 'find-Tx'):
        if fmt_convention(fmt) != conv:
            raise RuntimeError('%s: d_fmt %r but the probe says %s'
                               % (column, fmt, conv))
    rng = random.Random(SEED ^ zlib.crc32(column.encode()))
    undecided = column.endswith('-undecided')
    # an undecided column draws 40 times more candidates and keeps the first
    # n whose printed string lets no digit group decide (e.g. ne_NP prints
    # 12/10/7, whose one-digit day cannot be a year: that row decides)
    days = draw_days(column, ydigits, rng, 40 * n if undecided else n)
    stamps = [timestamp(day, rng) for day in days]
    sources = produce(producer, loc, stamps)
    if undecided:
        keep = [i for i, s in enumerate(sources) if is_undecided_row(s)][:n]
        if len(keep) < n:
            raise RuntimeError('%s: only %d undecided rows' % (column, len(keep)))
        days = [days[i] for i in keep]
        stamps = [stamps[i] for i in keep]
        sources = [sources[i] for i in keep]
    rows = []
    for t, day, s in zip(stamps, days, sources):
        target = utc_date(t).isoformat()
        if target != day.isoformat():
            raise RuntimeError('%s: timestamp %d is not on %s' % (column, t, day))
        if not SOURCE_RE.match(s):
            raise RuntimeError('%s: %r is not digits and separators' % (column, s))
        if readings(s).get(conv) != target:
            raise RuntimeError('%s: %r read %s is %r, not %s'
                               % (column, s, conv, readings(s).get(conv), target))
        rows.append((column, s, target, conv, producer))
    if undecided:
        bad = [r[1] for r in rows if not is_undecided_row(r[1])]
        if bad:
            raise RuntimeError('%s: deciding rows %r' % (column, bad))
    elif not any(is_deciding(r[1]) for r in rows):
        raise RuntimeError('%s: no deciding row' % column)
    return rows, (column, loc, fmt, command(producer, loc))


def summary(rows):
    by = {}
    for column, s, target, conv, origin in rows:
        c = by.setdefault(conv, [set(), 0, 0, 0])
        c[0].add(column)
        c[1] += 1
        c[2] += is_ambiguous(s)
        c[3] += column.endswith('-undecided')
    lines = ['convention  columns  rows  ambiguous  undecided-rows']
    for conv in ('dmy', 'mdy', 'ymd'):
        c = by.get(conv, [set(), 0, 0, 0])
        lines.append('%-10s %8d %5d %10d %15d' % (conv, len(c[0]), c[1], c[2], c[3]))
    lines.append('%-10s %8d %5d %10d %15d' % (
        'all', len({r[0] for r in rows}), len(rows),
        sum(is_ambiguous(r[1]) for r in rows),
        sum(r[0].endswith('-undecided') for r in rows)))
    return '\n'.join(lines)


def main(argv):
    dry = '--dry-run' in argv
    ids = [s[0] for s in SPECS]
    if len(set(ids)) != len(ids):
        raise SystemExit('duplicate column ids')
    rows, prov = [], []
    for column, loc, producer, n in SPECS:
        r, p = build_column(column, loc, producer, n)
        rows.extend(r)
        prov.append(p)
    print(summary(rows))
    if dry:
        return 0
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        for r in rows:
            f.write('\t'.join(r) + '\n')
    with open(PROV, 'w', encoding='utf-8', newline='\n') as f:
        for p in prov:
            f.write('\t'.join(p) + '\n')
    print('wrote %s (%d rows) and %s (%d columns)'
          % (os.path.relpath(OUT, ROOT), len(rows),
             os.path.relpath(PROV, ROOT), len(prov)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
