#!/usr/bin/python3
"""Validate data/languages-fourth/ (the fourth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/fourth_check.py [--rerun] [--verbose]

Runs check.py's own checks (check.py is imported, not edited) on
data/languages-fourth with the profile 'holdout' set to this set's quotas:
exactly 40 lines per language, hand-written lines at least a half, glibc
lines (date + ls) at most a half, no-date lines at most 10%.  check.py
checks columns, UTF-8, stripped sources of at most 80 characters, each once
across all files, origins, targets (well formed, real dates, 1000..2999),
weekdays (glibc's names of the language's locales and
langcommon.EXTRA_WEEKDAYS, CJK patterns) against full-date targets, one
numeric reading equal to the target, no full date twice per language file,
provenance rows, and with --rerun runs every `date` command of
provenance.tsv again.  Added here:

  * the earlier sets data/languages/, data/languages-holdout/ and
    data/languages-fresh/ are all compared (by program; their lines are
    never printed): no source of theirs (any file) is a source here, and no
    full date of a language file of theirs is a full date of the same
    language file here;
  * stricter one-reading rule (problems()): any pair of numbers d?m with
    the separator / . - (spaces allowed around it), not part of a longer
    numeric group on the left, with both numbers 1..12 and different, is
    refused wherever it stands (also before a year, also in times such as
    10.05, which a reader could take for a date);
  * no tab, no carriage return, and no source of 81 characters or more
    (also checked by check.py);
  * the glibc-ls rows of provenance.tsv are run again with --rerun too.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import check                                 # noqa: E402

FOURTH = os.path.join(L.ROOT, 'data', 'languages-fourth')
EARLIER = [os.path.join(L.ROOT, 'data', d) for d in
           ('languages', 'languages-holdout', 'languages-fresh')]

STRICT = re.compile(r'(?<![\d.,/:\-])(\d{1,2})\s?([./\-])\s?(\d{1,2})'
                    r'(?!\d)')

_finders = {}


def problems(src, target, lang):
    """Messages for what makes src unfit for target (empty list if fine).
    Used by fourth_build.py to redraw, and by the checker."""
    out = []
    if src != src.strip() or not src:
        out.append('not stripped or empty')
    if len(src) > 80:
        out.append('longer than 80 characters')
    if '\t' in src or '\r' in src or '\n' in src:
        out.append('tab or control character')
    s = L.ascii_digits(src).translate(L.BIDI)
    for text, a, b, y, r in L.numeric_groups(src):
        if not target and r:
            out.append('no-date line, but %r reads as %s' % (text, r))
        elif target and len(r) > 1:
            out.append('%r has readings %s' % (text, r))
        elif target and len(r) == 1 and L.FULL_RE.match(target) and \
                r[0] != target:
            out.append('%r reads as %s, not %s' % (text, r[0], target))
    for m in STRICT.finditer(s):
        a, b = int(m.group(1)), int(m.group(3))
        if 1 <= a <= 12 and 1 <= b <= 12 and a != b:
            out.append('%r reads two ways' % m.group(0))
    if lang not in _finders:
        _finders[lang] = L.WeekdayFinder(lang)
    found = _finders[lang].find(src)
    if len(set(found)) > 1:
        out.append('two different weekdays')
    if found and target and L.FULL_RE.match(target):
        if any(w != L.weekday_of(target) for w in found):
            out.append('weekday does not agree with %s' % target)
    return out


def earlier_sets():
    """Sources (any file) and full dates per language of the three earlier
    sets; compared by program, never printed."""
    sources, dates = set(), {lang: set() for lang in L.LANGS}
    for d in EARLIER:
        if not os.path.isdir(d):
            continue
        for name in os.listdir(d):
            if not name.endswith('.tsv') or name == 'provenance.tsv':
                continue
            for _, row in L.read_rows(os.path.join(d, name), 0):
                sources.add(row[0])
                lang = name[:-4]
                if lang in dates and len(row) > 1 and \
                        L.FULL_RE.match(row[1]):
                    dates[lang].add(row[1])
    return sources, dates


def first_set(first_dir):
    sources, dates = earlier_sets()
    try:
        import glibc_specs          # formats only, compared by program
        fmts = {lang: {f for _, f, _ in v}
                for lang, v in glibc_specs.DATE.items()}
    except ImportError:
        fmts = {}
    import collections
    dd = collections.defaultdict(set)
    for k, v in dates.items():
        dd[k] |= v
    return sources, dd, fmts


def rerun_ls(where, src):
    m = re.match(r"^touch -d '([^']+)' f && LC_ALL=(\S+) TZ=(\S+) ls -l f$",
                 where)
    if not m:
        return 'cannot read the ls command %r' % where
    with tempfile.TemporaryDirectory() as tmp:
        f = os.path.join(tmp, 'f')
        env = {'PATH': '/usr/bin:/bin', 'LC_ALL': m.group(2),
               'TZ': m.group(3)}
        subprocess.run(['touch', '-d', m.group(1), f], env=env, check=True)
        out = subprocess.run(['ls', '-l', 'f'], env=env, cwd=tmp,
                             capture_output=True).stdout.decode('utf-8')
    got = ls_date(out)
    return None if got == src else 'ls prints %r' % got


def ls_date(line):
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$',
                 line.rstrip('\n'))
    return m.group(1).strip() if m else None


def extra_checks(do_rerun):
    errs = []
    for lang in L.LANGS:
        path = os.path.join(FOURTH, '%s.tsv' % lang)
        if not os.path.exists(path):
            continue
        for n, row in L.read_rows(path, 3):
            if len(row) != 3:
                continue
            for p in problems(row[0], row[1], lang):
                errs.append('%s.tsv:%d: %s' % (lang, n, p))
    ls_ok = 0
    if do_rerun:
        path = os.path.join(FOURTH, 'provenance.tsv')
        for n, row in L.read_rows(path, 4):
            if len(row) == 4 and row[2] == 'glibc-ls':
                e = rerun_ls(row[3], row[1])
                if e:
                    errs.append('provenance.tsv:%d: %s' % (n, e))
                else:
                    ls_ok += 1
    return errs, ls_ok


def main():
    check.PROFILES['holdout'] = dict(min_lines=40, max_lines=40,
                                     hand=(1, 2), glibc=(1, 2))
    check.first_set = first_set
    extra = [a for a in sys.argv[1:] if a in ('--rerun', '--verbose')]
    errs, ls_ok = extra_checks('--rerun' in extra)
    sys.argv = [sys.argv[0], '--dir', FOURTH, '--profile', 'holdout'] + extra
    print('compared with: %s' % ', '.join(
        os.path.relpath(d, L.ROOT) for d in EARLIER))
    if '--rerun' in extra:
        print('rerun: %d ls commands print their source again' % ls_ok)
    for e in errs:
        print(e)
    print('%d errors in the additional checks' % len(errs))
    try:
        check.main()
    except SystemExit as e:
        code = e.code
    else:
        code = 0
    sys.exit(1 if (code or errs) else 0)


if __name__ == '__main__':
    main()
