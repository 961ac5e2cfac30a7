#!/usr/bin/python3
"""Build data/languages/ (the multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/build.py [--dry-run]

Needs Debian 12 with locales-all (glibc 2.36), coreutils, gettext message
catalogs in /usr/share/locale and the translated man pages of
manpages-{de,fr,es,...} (see data/languages/README.md).  Standard library
only.  Writes <lang>.tsv, ambiguous.tsv, other-calendars.tsv and
provenance.tsv.

Where the lines come from:
  * glibc-date: `date -d DATE '+FORMAT'` (or `date` alone) under a glibc
    locale, formats in glibc_specs.py; the target is the date given to -d
    (only the fields the format prints).  Dates are drawn with a fixed seed.
  * glibc-ls: the date columns of `ls -l` under a locale, on files touched to
    known dates in a temporary directory.
  * manpage, messages: phrases picked by hand in picks.py; the script checks
    that each phrase is in the (roff-rendered) line or msgstr it names.
    messages lines of kind 'fmt' are a date format translated in a message
    catalog (Linux-PAM, glib20), printed by `date` under the locale.
  * hand: written by hand, in hand.py.
Targets are never computed by a date-parsing library.
"""
import datetime
import gettext
import gzip
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import langcommon as L                       # noqa: E402
import glibc_specs                           # noqa: E402
import picks                                 # noqa: E402
import hand                                  # noqa: E402

SEED = 20261203
SPEC_RE = re.compile(r'%[-_0^#]?([EO]?)([a-zA-Z+%])')
NOW = datetime.date.today()


def locale_fmt(loc, key):
    env = dict(os.environ, LC_ALL=loc + '.UTF-8')
    out = subprocess.run(['locale', key], env=env, capture_output=True)
    return out.stdout.decode('utf-8', 'replace').strip()


def expand(loc, fmt):
    """The format with %c, %x, %D, %F and the default expanded."""
    if fmt is None:
        fmt = locale_fmt(loc, 'date_fmt')
    for _ in range(3):
        fmt = fmt.replace('%Ec', locale_fmt(loc, 'era_d_t_fmt') or
                          locale_fmt(loc, 'd_t_fmt'))
        fmt = fmt.replace('%Ex', locale_fmt(loc, 'era_d_fmt') or
                          locale_fmt(loc, 'd_fmt'))
        fmt = fmt.replace('%c', locale_fmt(loc, 'd_t_fmt'))
        fmt = fmt.replace('%x', locale_fmt(loc, 'd_fmt'))
        fmt = fmt.replace('%D', '%m/%d/%y').replace('%F', '%Y-%m-%d')
    return fmt


def fields(loc, fmt):
    """(has year, has month, has day, two-digit year, era year) of a format."""
    f = expand(loc, fmt)
    y = m = d = yy = era = False
    for mod, c in SPEC_RE.findall(f):
        if c in 'YGC' or (c == 'y'):
            y = True
            if c == 'y' and mod != 'E':
                yy = True
            if mod == 'E':
                era = True
        elif c in 'mbBh':
            m = True
        elif c in 'de':
            d = True
    return y, m, d, yy, era


def calendar_of(lang, loc, fmt):
    f = expand(loc, fmt)
    if '%E' not in f:
        return None
    if loc.startswith('th_'):
        return 'buddhist'
    if loc.startswith('ja_'):
        return 'japanese'
    if loc.startswith('zh_TW'):
        return 'roc'
    raise ValueError('era format for %s %s' % (loc, fmt))


def run_date(loc, tz, when, fmt):
    env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': tz}
    cmd = ['date', '-d', when]
    if fmt is not None:
        cmd.append('+' + fmt)
    out = subprocess.run(cmd, env=env, capture_output=True, check=True)
    text = out.stdout.decode('utf-8').rstrip('\n')
    shown = 'LC_ALL=%s.UTF-8 TZ=%s date -d %s' % (loc, tz, shlex.quote(when))
    if fmt is not None:
        shown += ' ' + shlex.quote('+' + fmt)
    return text, shown


def target_for(date, y, m, d):
    if y and m and d:
        return date.isoformat()
    if m and d:
        return 'XXXX-%02d-%02d' % (date.month, date.day)
    if y and m:
        return '%04d-%02d' % (date.year, date.month)
    return ''


class Drawer:
    """Draws dates for one language: every month in turn, days 1..31, years
    mostly 1950..2035, never a date the language already has."""

    def __init__(self, lang, used):
        self.rng = random.Random('%s-%s' % (SEED, lang))
        self.used = set(used)
        self.months = []
        self.era1_years = [1912] if lang == 'zh' else [2019, 1989, 1926]

    def draw(self, constraint='', yy=False):
        for _ in range(10000):
            if not self.months:
                self.months = list(range(1, 13))
                self.rng.shuffle(self.months)
            month = self.months[-1]
            if constraint == 'old':
                year = self.rng.randint(1890, 1949)
            elif constraint == 'era1':
                year = self.rng.choice(self.era1_years)
            elif yy:
                year = self.rng.randint(1969, 2035)
            elif self.rng.random() < 0.08:
                year = self.rng.randint(1890, 1949)
            else:
                year = self.rng.randint(1950, 2035)
            day = self.rng.randint(1, 31)
            if constraint == 'amb':
                day = self.rng.randint(1, 12)
                if day == month:
                    continue
            if constraint == 'era1':
                # the first (partial) year of an era: 令和元年, 平成元年...
                lo = {2019: (5, 1), 1989: (1, 8), 1926: (12, 25),
                      1912: (7, 30)}[year]
                if (month, day) < lo:
                    continue
            try:
                date = datetime.date(year, month, day)
            except ValueError:
                continue
            if date in self.used:
                continue
            self.months.pop()
            self.used.add(date)
            return date
        raise RuntimeError('cannot draw a date')


def numeric_ok(src, target, constraint):
    """True if the numeric date groups of src fit the constraint."""
    groups = L.numeric_groups(src)
    if constraint == 'amb':
        amb = L.ambiguous_readings(src)
        return amb is not None and len(groups[0][4]) == 2 and target in amb
    for _, a, b, y, r in groups:
        if len(r) > 1 or (r and r[0] != target):
            return False
    for m in L.NUMERIC_DM.finditer(L.ascii_digits(src).translate(L.BIDI)):
        a, b = int(m.group(1)), int(m.group(3))
        if a <= 12 and b <= 12 and a != b and L.kind(target) == 'no year':
            return False
    return True


def glibc_date_lines(lang, drawer):
    out = []
    tzs = glibc_specs.TZ[lang]
    rng = random.Random('%s-tz-%s' % (SEED, lang))
    for loc, fmt, constraint in glibc_specs.DATE[lang]:
        y, m, d, yy, era = fields(loc, fmt)
        cal = calendar_of(lang, loc, fmt)
        for attempt in range(200):
            date = drawer.draw(constraint, yy)
            when = '%s %02d:%02d:%02d' % (date.isoformat(), rng.randint(0, 23),
                                          rng.randint(0, 59),
                                          rng.randint(0, 59))
            tz = tzs[rng.randrange(len(tzs))]
            text, shown = run_date(loc, tz, when, fmt)
            src = text.strip()
            target = target_for(date, y, m, d)
            if len(src) > 80 or '\t' in src:
                raise SystemExit('too long: %r' % src)
            if cal is None and not numeric_ok(src, target, constraint):
                drawer.used.discard(date)
                continue
            break
        else:
            raise SystemExit('no date fits %s %s %s' % (loc, fmt, constraint))
        out.append(dict(src=src, target=target, origin='glibc-date',
                        where=shown, cal=cal, amb=constraint == 'amb'))
    return out


LS_LINE = re.compile(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+(f\d\d)$')


def glibc_ls_lines(lang, drawer):
    loc, n_old, n_new = glibc_specs.LS[lang]
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        dates = {}
        for i in range(n_old):
            while True:
                dt = drawer.draw('')
                if dt < NOW - datetime.timedelta(days=200):
                    break
                drawer.used.discard(dt)
            dates['f%02d' % i] = dt
        for i in range(n_new):
            rng = random.Random('%s-ls-%s-%d' % (SEED, lang, i))
            while True:
                dt = NOW - datetime.timedelta(days=rng.randint(10, 170))
                if dt not in drawer.used:
                    drawer.used.add(dt)
                    break
            dates['f%02d' % (n_old + i)] = dt
        times = {}
        for name, dt in dates.items():
            rng = random.Random('%s-lst-%s-%s' % (SEED, lang, name))
            t = '%s %02d:%02d' % (dt.isoformat(), rng.randint(0, 23),
                                  rng.randint(0, 59))
            times[name] = t
            path = os.path.join(tmp, name)
            open(path, 'w').close()
            subprocess.run(['touch', '-d', t, path], check=True,
                           env={'PATH': '/usr/bin:/bin', 'TZ': 'UTC'})
        env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8', 'TZ': 'UTC'}
        res = subprocess.run(['ls', '-l'], cwd=tmp, env=env,
                             capture_output=True, check=True)
        for line in res.stdout.decode('utf-8').splitlines():
            mm = LS_LINE.match(line)
            if not mm:
                continue
            name = mm.group(2)
            dt = dates[name]
            src = mm.group(1).strip()
            digits = L.ascii_digits(src)
            has_year = str(dt.year) in digits
            target = dt.isoformat() if has_year else \
                'XXXX-%02d-%02d' % (dt.month, dt.day)
            where = ("touch -d '%s' %s (TZ=UTC); LC_ALL=%s.UTF-8 TZ=UTC ls -l"
                     " (the date columns of %s's line)" % (times[name], name,
                                                          loc, name))
            out.append(dict(src=src, target=target, origin='glibc-ls',
                            where=where, cal=None, amb=False))
    return out


# ------------------------------------------------------------- man pages
def render_roff(s):
    s = re.sub(r'\\f[BIRP1-4]|\\f\(..|\\f\[[^]]*\]', '', s)
    s = s.replace('\\-', '-').replace('\\&', '').replace('\\ ', ' ')
    s = s.replace('\\~', ' ').replace('\\%', '').replace('\\e', '\\')
    s = s.replace("\\('e", 'é').replace('\\(:a', 'ä').replace('\\(em', '—')
    s = s.replace('\\(:u', 'ü').replace('\\(:o', 'ö')
    return s


_man_cache = {}


def man_line(where):
    path, _, n = where.rpartition(':')
    if path not in _man_cache:
        _man_cache[path] = gzip.open(path).read().decode(
            'utf-8', 'replace').split('\n')
    return render_roff(_man_cache[path][int(n) - 1])


def manpage_lines(lang):
    out = []
    for item in picks.MAN.get(lang, []):
        where, phrase, target = item[:3]
        line = man_line(where)
        if phrase not in line:
            raise SystemExit('%s: %r not in %r' % (where, phrase, line))
        out.append(dict(src=phrase, target='' if target == 'AMB' else target,
                        origin='manpage', where=where, cal=None,
                        amb=target == 'AMB'))
    return out


# -------------------------------------------------------------- messages
def catalog(path):
    with open(path, 'rb') as f:
        return gettext.GNUTranslations(f)._catalog


def msgstr(path, msgid_start):
    cat = catalog(path)
    hits = [(k, v) for k, v in cat.items()
            if isinstance(k, str) and k.startswith(msgid_start)]
    if len(hits) != 1:
        raise SystemExit('%s: %d msgids start with %r' % (path, len(hits),
                                                           msgid_start))
    return hits[0]


def messages_lines(lang, drawer):
    out = []
    for item in picks.MESSAGES.get(lang, []):
        if item[0] == 'text':
            _, path, msgid_start, phrase, target = item
            k, v = msgstr(path, msgid_start)
            if phrase not in v:
                raise SystemExit('%s: %r not in msgstr %r' % (path, phrase, v))
            where = '%s: msgstr of msgid %r' % (path, k[:50])
            out.append(dict(src=phrase, target=target, origin='messages',
                            where=where, cal=None, amb=False))
        else:                   # 'fmt': a translated format, printed by date
            _, path, msgid_start, loc = item
            k, v = msgstr(path, msgid_start)
            fmt = v.strip()
            y, m, d, yy, era = fields(loc, fmt)
            tz = glibc_specs.TZ[lang][0]
            for attempt in range(200):
                date = drawer.draw('', yy)
                rng = random.Random('%s-msg-%s' % (SEED, date))
                when = '%s %02d:%02d:%02d' % (date.isoformat(),
                                              rng.randint(0, 23),
                                              rng.randint(0, 59),
                                              rng.randint(0, 59))
                text, shown = run_date(loc, tz, when, fmt)
                src = text.strip()
                target = target_for(date, y, m, d)
                if numeric_ok(src, target, ''):
                    break
                drawer.used.discard(date)
            where = ('format %r, msgstr of msgid %r in %s, printed by: %s'
                     % (fmt, k.split('\x04')[-1][:40], path, shown))
            out.append(dict(src=src, target=target, origin='messages',
                            where=where, cal=calendar_of(lang, loc, fmt),
                            amb=False))
    return out


# ------------------------------------------------------------------ hand
def parse_block(block, ncols):
    rows = []
    for line in block.strip('\n').split('\n'):
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        parts = [p.strip() for p in line.split('|')]
        if len(parts) != ncols:
            raise SystemExit('hand.py: %d fields, expected %d: %r'
                             % (len(parts), ncols, line))
        rows.append(parts)
    return rows


def hand_lines(lang):
    out = []
    for src, target, note in parse_block(hand.HAND.get(lang, ''), 3):
        out.append(dict(src=src, target=target, origin='hand',
                        where='hand: ' + note, cal=None, amb=False))
    for src, target, cal, note in parse_block(hand.OTHER.get(lang, ''), 4):
        out.append(dict(src=src, target=target, origin='hand',
                        where='hand: ' + note, cal=cal, amb=False))
    for src, note in parse_block(hand.AMBIGUOUS.get(lang, ''), 2):
        out.append(dict(src=src, target='', origin='hand',
                        where='hand: ' + note, cal=None, amb=True))
    return out


def full_dates(lines):
    res = set()
    for x in lines:
        t = x['target']
        if t and L.FULL_RE.match(t):
            res.add(datetime.date.fromisoformat(t))
    return res


def main():
    dry = '--dry-run' in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith('--')]
    per_lang = {}
    amb_rows, other_rows, prov_rows = [], [], []
    for lang in L.LANGS:
        if only and lang not in only:
            continue
        fixed = manpage_lines(lang) + hand_lines(lang) + [
            dict(target=item[4]) for item in picks.MESSAGES.get(lang, [])
            if item[0] == 'text']
        drawer = Drawer(lang, full_dates(fixed))
        lines = glibc_date_lines(lang, drawer)
        lines += glibc_ls_lines(lang, drawer)
        lines += manpage_lines(lang)
        lines += messages_lines(lang, drawer)
        lines += hand_lines(lang)
        main_rows = []
        for x in lines:
            src = x['src']
            if x['amb']:
                r = L.ambiguous_readings(src)
                if r is None:
                    raise SystemExit('%s: not an ambiguous date: %r'
                                     % (lang, src))
                amb_rows.append((src, r[0], r[1], lang, x['origin']))
                prov_rows.append(('ambiguous.tsv', src, x['origin'],
                                  x['where']))
            elif x['cal']:
                other_rows.append((src, x['target'], lang, x['cal'],
                                   x['origin']))
                prov_rows.append(('other-calendars.tsv', src, x['origin'],
                                  x['where']))
            else:
                main_rows.append((src, x['target'], x['origin']))
                prov_rows.append(('%s.tsv' % lang, src, x['origin'],
                                  x['where']))
        per_lang[lang] = main_rows
        print('%s: %d main, %s' % (lang, len(main_rows), ', '.join(
            '%s %d' % (o, sum(1 for r in main_rows if r[2] == o))
            for o in L.ORIGINS)))
    if dry:
        for lang, rows in per_lang.items():
            for r in rows:
                print('\t'.join((lang,) + r))
        for r in other_rows + amb_rows:
            print('\t'.join(r))
        return
    os.makedirs(L.DATA, exist_ok=True)

    def write(name, rows):
        with open(os.path.join(L.DATA, name), 'w', encoding='utf-8') as f:
            for r in rows:
                f.write('\t'.join(r) + '\n')
    for lang, rows in per_lang.items():
        write('%s.tsv' % lang, rows)
    if not only:
        write('ambiguous.tsv', amb_rows)
        write('other-calendars.tsv', other_rows)
        write('provenance.tsv', prov_rows)


if __name__ == '__main__':
    main()
