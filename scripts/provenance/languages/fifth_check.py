#!/usr/bin/python3
"""Validate data/languages-fifth/ (the fifth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/fifth_check.py [--rerun]

Checks, for every language file: 40 lines of exactly three tab-separated
columns (UTF-8, no carriage return), a stripped source of 1..80 characters,
origin `hand` or `glibc-date`, a well-formed target of a real date
(langcommon.check_target), weekday agreement (langcommon.WeekdayFinder),
the one-reading rule (problems(): fourth_check.problems, the numeric
readings of langcommon and the stricter d?m rule, and no two-digit year), no source twice
across all files, no full date twice in one file, hand lines >= 1/2 and
no-date lines 4..6 per language; provenance.tsv has one row per line with
the same file, source and origin.  The earlier sets (data/languages*,
data/real*: every .tsv file, first column) are compared by program only,
never printed: none of their sources is a source here, and no full date of
a language file of an earlier multilingual set is a full date of the same
language's file here.  With --rerun every `date` command of provenance.tsv
is run again and must print its source.
"""
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fourth_check                          # noqa: E402

DATA = os.path.join(L.ROOT, 'data')


def problems(src, target, lang):
    """Messages for what makes src unfit for target (empty if fine):
    fourth_check.problems() and no two-digit year ('96)."""
    out = fourth_check.problems(src, target, lang)
    if re.search(r"(?<![\d'’])'\d\d(?!\d)", L.ascii_digits(src).translate(L.BIDI)):
        out.append('two-digit year')
    return out


def earlier_dirs(this='languages-fifth'):
    """Every data/languages* and data/real* directory but data/THIS."""
    return sorted(os.path.join(DATA, d) for d in os.listdir(DATA)
                  if (d.startswith('languages') or d.startswith('real'))
                  and d != this
                  and os.path.isdir(os.path.join(DATA, d)))


def require_earlier(this, names):
    """Exit 1, naming them, when any of the sets `names` is missing among earlier_dirs(this)."""
    present = {os.path.basename(d) for d in earlier_dirs(this)}
    missing = [d for d in names if d not in present]
    if missing:
        print('earlier sets missing: %s' % ', '.join(missing))
        sys.exit(1)


def earlier_sets(this='languages-fifth'):
    """Sources (first column of every .tsv file) and full dates per language
    of the sets before data/THIS; compared by program, never printed."""
    sources, dates = set(), {lang: set() for lang in L.LANGS}
    for d in earlier_dirs(this):
        for base, _, names in os.walk(d):
            for name in names:
                if not name.endswith('.tsv') or 'provenance' in name:
                    continue
                with open(os.path.join(base, name), 'rb') as f:
                    text = f.read().decode('utf-8', 'replace')
                lang = name[:-4]
                for line in text.split('\n'):
                    row = line.split('\t')
                    if row[0]:
                        sources.add(row[0].strip())
                    if lang in dates and os.path.basename(d).startswith(
                            'languages') and len(row) > 1 and \
                            L.FULL_RE.match(row[1]):
                        dates[lang].add(row[1])
    return sources, dates


def run_command(parts, cwd=None):
    """Standard output of PARTS (leading NAME=VALUE words are its whole
    environment, with PATH=/usr/bin:/bin), decoded."""
    env = {'PATH': '/usr/bin:/bin'}
    while parts and '=' in parts[0]:
        k, _, v = parts.pop(0).partition('=')
        env[k] = v
    return subprocess.run(parts, env=env, cwd=cwd,
                          capture_output=True).stdout.decode('utf-8')


def rerun_date(where, src):
    got = run_command(shlex.split(where)).rstrip('\n').strip()
    return None if got == src else 'date prints %r' % got


# Each machine origin: the pattern of its provenance command, and the rerun
# that returns None when the command prints the source again.
DATE_COMMAND = (re.compile(r"^LC_ALL=\S+ TZ=\S+ date -d '[^']+' "), rerun_date)


def check_set(this, origins, per_language, rerun):
    """Checks data/THIS (the module docstring's rules, for the origins of
    ORIGINS: {origin: None for a hand origin, (pattern, rerun) for a machine
    origin}), prints its counts and errors, and returns the errors.
    per_language(lang, counts, lines) adds a set's own rules on a file's
    counts per origin and kind; hand rows of provenance.tsv must name their
    register ('hand: REGISTER')."""
    directory = os.path.join(DATA, this)
    errs = []
    old_sources, old_dates = earlier_sets(this)
    seen, counts, rows_all = {}, {}, []
    for lang in L.LANGS:
        path = os.path.join(directory, lang + '.tsv')
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
        c = dict.fromkeys(tuple(origins) + ('none', 'full', 'month', 'no year'), 0)
        for n, row in rows:
            where = '%s.tsv:%d' % (lang, n)
            if len(row) != 3:
                errs.append('%s: %d columns' % (where, len(row)))
                continue
            src, tgt, origin = row
            rows_all.append(('%s.tsv' % lang, src, origin))
            if origin not in origins:
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
        errs += ['%s.tsv: %s' % (lang, e) for e in per_language(lang, c, len(rows))]
        if not 4 <= c['none'] <= 6:
            errs.append('%s.tsv: %d no-date lines' % (lang, c['none']))
        counts[lang] = c
    prov = L.read_rows(os.path.join(directory, 'provenance.tsv'), 4)
    if [tuple(r[:3]) for _, r in prov] != rows_all:
        errs.append('provenance.tsv does not match the language files')
    reran = dict.fromkeys((o for o in origins if origins[o]), 0)
    for n, row in prov:
        if len(row) != 4:
            errs.append('provenance.tsv:%d: %d columns' % (n, len(row)))
            continue
        machine = origins.get(row[2])
        if machine is None:
            if not row[3].startswith('hand: ') or len(row[3]) <= len('hand: '):
                errs.append('provenance.tsv:%d: no register named' % n)
            continue
        pattern, rerun_command = machine
        if not pattern.match(row[3]):
            errs.append('provenance.tsv:%d: bad %s command' % (n, row[2]))
        elif rerun:
            e = rerun_command(row[3], row[1])
            if e:
                errs.append('provenance.tsv:%d: %s' % (n, e))
            else:
                reran[row[2]] += 1
    print('compared with: %s' % ', '.join(
        os.path.relpath(d, L.ROOT) for d in earlier_dirs(this)))
    print('lang lines %s full month no-year none' % ' '.join(origins))
    tot = [0] * (len(origins) + 5)
    for lang, c in counts.items():
        v = [sum(c[o] for o in origins)] + [c[o] for o in origins] + [
            c['full'], c['month'], c['no year'], c['none']]
        tot = [a + b for a, b in zip(tot, v)]
        print('%-4s %s' % (lang, ' '.join('%d' % x for x in v)))
    print('all  %s' % ' '.join('%d' % x for x in tot))
    if rerun:
        print('rerun: %s commands print their source again' % ', '.join(
            '%d %s' % (k, o) for o, k in reran.items()))
    for e in errs:
        print(e)
    print('%d errors' % len(errs))
    return errs


def hand_half(lang, counts, lines):
    """The fifth set's own rule: hand lines are at least half of a file."""
    return ['hand lines under a half'] if counts['hand'] * 2 < lines else []


def main():
    errs = check_set('languages-fifth', {'hand': None, 'glibc-date': DATE_COMMAND},
                     hand_half, '--rerun' in sys.argv)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
