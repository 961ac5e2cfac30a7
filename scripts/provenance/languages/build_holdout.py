#!/usr/bin/python3
"""Build data/languages-holdout/ (the second, held-out multilingual set).

    /usr/bin/python3 scripts/provenance/languages/build_holdout.py [--dry-run]

Same machinery and conventions as build.py (whose helpers it uses), other
material: glibc formats, `ls` locales, man-page phrases and catalog entries
of holdout_specs.py, hand-written lines of hand_holdout.py.  Writes
<lang>.tsv and provenance.tsv in data/languages-holdout/ (no ambiguous.tsv,
no other-calendars.tsv: the held-out set has none).

It refuses (exit status 1):
  * a glibc format that the first set uses for the language
    (glibc_specs.DATE), a man page file that picks.MAN uses, a catalog
    entry that picks.MESSAGES uses;
  * a source that is anywhere in the first set (data/languages/*.tsv) or
    twice in this set;
and it draws dates (fixed seed) that are neither a full date of the first
set's file of the language nor one of this set's.  The first set's files
are read by the program only (their sources and targets are compared, never
printed).  Targets are never computed by a date parser.
"""
import datetime
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import langcommon as L                       # noqa: E402
import build as B                            # noqa: E402
import glibc_specs                           # noqa: E402
import picks                                 # noqa: E402
import holdout_specs as H                    # noqa: E402
import hand_holdout                          # noqa: E402

SEED = 'holdout-20261203'
OUT = os.path.join(L.ROOT, 'data', 'languages-holdout')
FIRST = L.DATA                               # data/languages


def first_set():
    """(every source of the first set, {lang: set of full-date targets})."""
    sources, dates = set(), {}
    for lang in L.LANGS:
        dates[lang] = set()
        path = os.path.join(FIRST, '%s.tsv' % lang)
        if not os.path.exists(path):
            continue
        for _, row in L.read_rows(path, 3):
            sources.add(row[0])
            if len(row) > 1 and L.FULL_RE.match(row[1]):
                dates[lang].add(datetime.date.fromisoformat(row[1]))
    for name in ('ambiguous.tsv', 'other-calendars.tsv'):
        path = os.path.join(FIRST, name)
        if os.path.exists(path):
            for _, row in L.read_rows(path, 5):
                sources.add(row[0])
    return sources, dates


MD_HYPHEN = re.compile(r'(?<![\d.,/:\-])(\d{1,2})-(\d{1,2})(?![\d:/]|[.\-]\d)')


def reads_one_way(src, target):
    """build.numeric_ok, and a day-month pair joined by a hyphen (`ls`'s
    '%m-%d' of pl) with day and month <= 12 and different is refused."""
    if not B.numeric_ok(src, target, ''):
        return False
    s = L.ascii_digits(src).translate(L.BIDI)
    for m in MD_HYPHEN.finditer(s):
        a, b = int(m.group(1)), int(m.group(2))
        if a <= 12 and b <= 12 and a != b:
            return False
    return True


def refuse_reuse(lang):
    used_fmts = {f for _, f, _ in glibc_specs.DATE.get(lang, [])}
    for loc, fmt in H.DATE[lang]:
        if fmt in used_fmts:
            raise SystemExit('%s: format %r is in the first set' % (lang, fmt))
    used_files = {w.rpartition(':')[0] for w, *_ in picks.MAN.get(lang, [])}
    for where, _, _ in H.MAN.get(lang, []):
        if where.rpartition(':')[0] in used_files:
            raise SystemExit('%s: %s is used by the first set' % (lang, where))
    used_msgs = {(x[1], x[2]) for x in picks.MESSAGES.get(lang, [])}
    for item in H.MESSAGES.get(lang, []):
        if (item[1], item[2]) in used_msgs:
            raise SystemExit('%s: %s %r is used by the first set'
                             % (lang, item[1], item[2]))


def glibc_date_lines(lang, drawer, taken):
    out = []
    tzs = glibc_specs.TZ[lang]
    rng = random.Random('%s-tz-%s' % (SEED, lang))
    for loc, fmt in H.DATE[lang]:
        y, m, d, yy, era = B.fields(loc, fmt)
        if era or B.calendar_of(lang, loc, fmt):
            raise SystemExit('%s %s: an era format' % (loc, fmt))
        for attempt in range(300):
            date = drawer.draw('', yy)
            when = '%s %02d:%02d:%02d' % (date.isoformat(), rng.randint(0, 23),
                                          rng.randint(0, 59),
                                          rng.randint(0, 59))
            tz = tzs[rng.randrange(len(tzs))]
            text, shown = B.run_date(loc, tz, when, fmt)
            src = text.strip()
            target = B.target_for(date, y, m, d)
            if len(src) > 80 or '\t' in src:
                raise SystemExit('too long: %r' % src)
            if not reads_one_way(src, target) or src in taken:
                drawer.used.discard(date)
                continue
            break
        else:
            raise SystemExit('no date fits %s %s' % (loc, fmt))
        out.append(dict(src=src, target=target, origin='glibc-date',
                        where=shown))
    return out


def glibc_ls_line(lang, drawer, taken):
    loc, kind = H.LS[lang]
    rng = random.Random('%s-ls-%s' % (SEED, lang))
    for attempt in range(100):
        if kind == 'old':
            dt = drawer.draw('')
            if dt >= B.NOW - datetime.timedelta(days=200):
                drawer.used.discard(dt)
                continue
        else:
            dt = B.NOW - datetime.timedelta(days=rng.randint(10, 170))
            if dt in drawer.used:
                continue
            drawer.used.add(dt)
        t = '%s %02d:%02d' % (dt.isoformat(), rng.randint(0, 23),
                              rng.randint(0, 59))
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'f00')
            open(path, 'w').close()
            subprocess.run(['touch', '-d', t, path], check=True,
                           env={'PATH': '/usr/bin:/bin', 'TZ': 'UTC'})
            env = {'PATH': '/usr/bin:/bin', 'LC_ALL': loc + '.UTF-8',
                   'TZ': 'UTC'}
            res = subprocess.run(['ls', '-l'], cwd=tmp, env=env,
                                 capture_output=True, check=True)
        for line in res.stdout.decode('utf-8').splitlines():
            mm = B.LS_LINE.match(line)
            if mm:
                src = mm.group(1).strip()
                break
        else:
            raise SystemExit('%s: cannot read ls output %r' % (lang,
                                                                res.stdout))
        has_year = str(dt.year) in L.ascii_digits(src)
        if (kind == 'old') != has_year:
            raise SystemExit('%s: ls printed %r for %s' % (lang, src, dt))
        target = dt.isoformat() if has_year else \
            'XXXX-%02d-%02d' % (dt.month, dt.day)
        if src in taken or not reads_one_way(src, target):
            drawer.used.discard(dt)
            continue
        where = ("touch -d '%s' f00 (TZ=UTC); LC_ALL=%s.UTF-8 TZ=UTC ls -l"
                 " (the date columns of f00's line)" % (t, loc))
        return [dict(src=src, target=target, origin='glibc-ls', where=where)]
    raise SystemExit('%s: no ls date fits' % lang)


def manpage_lines(lang):
    out = []
    for where, phrase, target in H.MAN.get(lang, []):
        line = B.man_line(where)
        if phrase not in line:
            raise SystemExit('%s: %r not in %r' % (where, phrase, line))
        out.append(dict(src=phrase, target=target, origin='manpage',
                        where=where))
    return out


def messages_text_lines(lang):
    out = []
    for item in H.MESSAGES.get(lang, []):
        if item[0] != 'text':
            continue
        _, path, msgid_start, phrase, target = item
        k, v = B.msgstr(path, msgid_start)
        if phrase not in v:
            raise SystemExit('%s: %r not in msgstr %r' % (path, phrase, v))
        out.append(dict(src=phrase, target=target, origin='messages',
                        where='%s: msgstr of msgid %r' % (path, k[:50])))
    return out


def messages_fmt_lines(lang, drawer, taken):
    out = []
    for item in H.MESSAGES.get(lang, []):
        if item[0] != 'fmt':
            continue
        _, path, msgid_start, loc = item
        k, v = B.msgstr(path, msgid_start)
        fmt = v.strip()
        y, m, d, yy, era = B.fields(loc, fmt)
        if era:
            raise SystemExit('%s: era format %r' % (path, fmt))
        tz = glibc_specs.TZ[lang][0]
        for attempt in range(300):
            date = drawer.draw('', yy)
            rng = random.Random('%s-msg-%s' % (SEED, date))
            when = '%s %02d:%02d:%02d' % (date.isoformat(), rng.randint(0, 23),
                                          rng.randint(0, 59),
                                          rng.randint(0, 59))
            text, shown = B.run_date(loc, tz, when, fmt)
            src = text.strip()
            target = B.target_for(date, y, m, d)
            if reads_one_way(src, target) and src not in taken:
                break
            drawer.used.discard(date)
        else:
            raise SystemExit('no date fits %s %r' % (path, fmt))
        where = ('format %r, msgstr of msgid %r in %s, printed by: %s'
                 % (fmt, k.split('\x04')[-1][:40], path, shown))
        out.append(dict(src=src, target=target, origin='messages',
                        where=where))
    return out


def hand_lines(lang):
    out = []
    for src, target, note in B.parse_block(hand_holdout.HAND.get(lang, ''),
                                           3):
        for k, v in hand_holdout.MARKS.items():
            src = src.replace(k, v)
        out.append(dict(src=src, target=target, origin='hand',
                        where='hand: ' + note))
    return out


def full_dates(lines):
    return {datetime.date.fromisoformat(x['target']) for x in lines
            if L.FULL_RE.match(x['target'])}


def main():
    dry = '--dry-run' in sys.argv
    first_sources, first_dates = first_set()
    taken = set(first_sources)
    per_lang, prov = {}, []
    problems = []
    for lang in L.LANGS:
        refuse_reuse(lang)
        fixed = manpage_lines(lang) + messages_text_lines(lang) + \
            hand_lines(lang)
        for x in fixed:
            d = x['target']
            if L.FULL_RE.match(d) and \
                    datetime.date.fromisoformat(d) in first_dates[lang]:
                problems.append('%s: %s (%r) is a date of the first set'
                                % (lang, d, x['src']))
        drawer = B.Drawer(lang, full_dates(fixed) | first_dates[lang])
        drawer.rng = random.Random('%s-%s' % (SEED, lang))
        lines = []
        lines += glibc_date_lines(lang, drawer, taken)
        taken |= {x['src'] for x in lines}
        lines += glibc_ls_line(lang, drawer, taken)
        taken |= {x['src'] for x in lines}
        lines += [x for x in fixed if x['origin'] == 'manpage']
        fmt_lines = messages_fmt_lines(lang, drawer, taken)
        lines += [x for x in fixed if x['origin'] == 'messages'] + fmt_lines
        lines += [x for x in fixed if x['origin'] == 'hand']
        seen = set()
        for x in lines:
            src = x['src']
            if src in first_sources:
                problems.append('%s: %r is in the first set' % (lang, src))
            if src in seen:
                problems.append('%s: %r twice' % (lang, src))
            seen.add(src)
            if not reads_one_way(src, x['target']):
                problems.append('%s: %r: numeric date does not read %s only'
                                % (lang, src, x['target'] or 'no date'))
            prov.append(('%s.tsv' % lang, src, x['origin'], x['where']))
        taken |= seen
        per_lang[lang] = [(x['src'], x['target'], x['origin'])
                          for x in lines]
        print('%s: %d lines, %s' % (lang, len(lines), ', '.join(
            '%s %d' % (o, sum(1 for x in lines if x['origin'] == o))
            for o in L.ORIGINS)))
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    if dry:
        for lang, rows in per_lang.items():
            for r in rows:
                print('\t'.join((lang,) + r))
        return
    os.makedirs(OUT, exist_ok=True)

    def write(name, rows):
        with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
            for r in rows:
                f.write('\t'.join(r) + '\n')
    for lang, rows in per_lang.items():
        write('%s.tsv' % lang, rows)
    write('provenance.tsv', prov)


if __name__ == '__main__':
    main()
