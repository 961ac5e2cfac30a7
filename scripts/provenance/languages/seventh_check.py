#!/usr/bin/python3
"""Validate data/languages-seventh/ (the seventh multilingual set).

    /usr/bin/python3 scripts/provenance/languages/seventh_check.py [--rerun]

The checks of fifth_check.main() and sixth_check.py, here for a set that also
holds `ls` lines (origin `glibc-ls`, which fifth_check.main() does not accept,
so its loop is written out here; its rules are imported, not copied): 40 lines
of three tab-separated columns per file (UTF-8, no carriage return), stripped
sources of 1..80 characters without a tab, origin `hand`, `glibc-date` or
`glibc-ls`, well-formed targets of real dates (langcommon.check_target),
weekday agreement (langcommon.WeekdayFinder), the one-reading rule and no
two-digit year (fifth_check.problems(), which is fourth_check.problems() plus
the two-digit-year check), no source twice across all files, no full date
twice in one file, 4..6 no-date lines per language, provenance.tsv matching
the files row by row, and no overlap with the earlier sets: no source of any
.tsv file of data/languages* (other than this directory) or data/real* is a
source here, and no full date of a language file of an earlier multilingual
set is a full date of the same language's file here (compared by program,
never printed).  Added: exactly 32 `hand`, 4 `glibc-date` and 4 `glibc-ls`
lines per language, a register named for every hand row, and a well-formed
command for every machine row.  With --rerun every `date` and `ls` command of
provenance.tsv is run again (in a temporary directory for `ls`) and must
print its source.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402

SEVENTH = os.path.join(L.ROOT, 'data', 'languages-seventh')
DATA = os.path.join(L.ROOT, 'data')
ORIGINS = ('hand', 'glibc-date', 'glibc-ls')
PER_LANG = {'hand': 32, 'glibc-date': 4, 'glibc-ls': 4}
DATE_CMD = re.compile(r"^LC_ALL=\S+ TZ=\S+ date -d '[^']+' ")
LS_CMD = re.compile(r"^touch -d '([^']+)' f && (LC_ALL=\S+ TZ=\S+ ls -l .*f)$")


def earlier_dirs():
    """Every data/languages* and data/real* directory but this one."""
    return sorted(os.path.join(DATA, d) for d in os.listdir(DATA)
                  if (d.startswith('languages') or d.startswith('real'))
                  and d != 'languages-seventh'
                  and os.path.isdir(os.path.join(DATA, d)))


def problems(src, target, lang):
    return fifth_check.problems(src, target, lang)


def ls_date(line):
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$', line.rstrip('\n'))
    return m.group(1).strip() if m else None


def rerun_ls(where, src):
    m = LS_CMD.match(where)
    if not m:
        return 'cannot read the ls command %r' % where
    parts = shlex.split(m.group(2))
    env = {'PATH': '/usr/bin:/bin'}
    while parts and '=' in parts[0]:
        k, _, v = parts.pop(0).partition('=')
        env[k] = v
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['touch', '-d', m.group(1), 'f'], env=env, cwd=tmp, check=True)
        out = subprocess.run(parts, env=env, cwd=tmp, capture_output=True).stdout
    got = ls_date(out.decode('utf-8'))
    return None if got == src else 'ls prints %r' % got


def main():
    rerun = '--rerun' in sys.argv
    errs = []
    fifth_check.earlier_dirs = earlier_dirs
    old_sources, old_dates = fifth_check.earlier_sets()
    seen, counts, rows_all = {}, {}, []
    for lang in L.LANGS:
        path = os.path.join(SEVENTH, lang + '.tsv')
        if not os.path.exists(path):
            errs.append('%s.tsv missing' % lang)
            continue
        with open(path, 'rb') as f:
            raw = f.read()
        try:
            raw.decode('utf-8')
        except UnicodeDecodeError:
            errs.append('%s.tsv: not UTF-8' % lang)
            continue
        if b'\r' in raw:
            errs.append('%s.tsv: carriage return' % lang)
        rows = L.read_rows(path, 3)
        if len(rows) != 40:
            errs.append('%s.tsv: %d lines, not 40' % (lang, len(rows)))
        full = set()
        c = dict.fromkeys(ORIGINS + ('none', 'full', 'month', 'no year'), 0)
        for n, row in rows:
            where = '%s.tsv:%d' % (lang, n)
            if len(row) != 3:
                errs.append('%s: %d columns' % (where, len(row)))
                continue
            src, tgt, origin = row
            rows_all.append(('%s.tsv' % lang, src, origin))
            if origin not in ORIGINS:
                errs.append('%s: origin %r' % (where, origin))
            else:
                c[origin] += 1
            e = L.check_target(tgt)
            if e:
                errs.append('%s: %s' % (where, e))
                continue
            c[L.kind(tgt)] += 1
            for p in problems(src, tgt, lang):
                errs.append('%s: %s' % (where, p))
            if src in seen:
                errs.append('%s: source also at %s' % (where, seen[src]))
            seen[src] = where
            if src in old_sources:
                errs.append('%s: source is in an earlier set' % where)
            if L.FULL_RE.match(tgt):
                if tgt in full:
                    errs.append('%s: full date twice in the file' % where)
                full.add(tgt)
                if tgt in old_dates.get(lang, ()):
                    errs.append('%s: full date of an earlier set' % where)
        for o, k in PER_LANG.items():
            if c[o] != k:
                errs.append('%s.tsv: %d %s lines, not %d' % (lang, c[o], o, k))
        if not 4 <= c['none'] <= 6:
            errs.append('%s.tsv: %d no-date lines' % (lang, c['none']))
        counts[lang] = c
    prov = L.read_rows(os.path.join(SEVENTH, 'provenance.tsv'), 4)
    if [tuple(r[:3]) for _, r in prov] != rows_all:
        errs.append('provenance.tsv does not match the language files')
    reran = {'glibc-date': 0, 'glibc-ls': 0}
    for n, row in prov:
        if len(row) != 4:
            errs.append('provenance.tsv:%d: %d columns' % (n, len(row)))
            continue
        e = None
        if row[2] == 'glibc-date':
            if not DATE_CMD.match(row[3]):
                errs.append('provenance.tsv:%d: bad date command' % n)
                continue
            if rerun:
                e = fifth_check.rerun_date(row[3], row[1])
        elif row[2] == 'glibc-ls':
            if not LS_CMD.match(row[3]):
                errs.append('provenance.tsv:%d: bad ls command' % n)
                continue
            if rerun:
                e = rerun_ls(row[3], row[1])
        else:
            if not row[3].startswith('hand: ') or len(row[3]) <= len('hand: '):
                errs.append('provenance.tsv:%d: no register named' % n)
            continue
        if e:
            errs.append('provenance.tsv:%d: %s' % (n, e))
        elif rerun:
            reran[row[2]] += 1
    print('compared with: %s' % ', '.join(
        os.path.relpath(d, L.ROOT) for d in earlier_dirs()))
    print('lang lines hand glibc-date glibc-ls full month no-year none')
    tot = [0] * 8
    for lang, c in counts.items():
        v = [c['hand'] + c['glibc-date'] + c['glibc-ls'], c['hand'], c['glibc-date'],
             c['glibc-ls'], c['full'], c['month'], c['no year'], c['none']]
        tot = [a + b for a, b in zip(tot, v)]
        print('%-4s %s' % (lang, ' '.join('%d' % x for x in v)))
    print('all  %s' % ' '.join('%d' % x for x in tot))
    if rerun:
        print('rerun: %d date and %d ls commands print their source again' % (
            reran['glibc-date'], reran['glibc-ls']))
    for e in errs:
        print(e)
    print('%d errors' % len(errs))
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
