#!/usr/bin/python3
"""Validate data/languages-thirteenth/ (the thirteenth multilingual set, a BLIND set).

    /usr/bin/python3 scripts/provenance/languages/thirteenth_check.py [--rerun]

The ninth set's checks (ninth_check.check(), imported, not copied), run on this set; the
earlier sets it must not overlap are every other data/languages* and data/real* directory
(fifth_check.earlier_dirs), the ninth to twelfth included (this checker stops if one of them is
missing). Before them, this set's own checks:

* every `date` format and `ls` style of provenance.tsv is new: none is a `%`-format quoted
  (between backticks) in the README of an earlier data/languages* directory, and the 192
  formats differ from each other;
* every line with a year writes the drawn year: the target's year (or, for the lines that
  write two-digit years, its last two digits) appears in the source, digits made ASCII;
* every provenance row names the origin's register or command, and every hand register of
  the set's module appears in each language;
* no source holds a bidi mark.

It prints counts and rule messages only, never a line of the set.
"""
import os
import re
import shlex
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402
import ninth_check                           # noqa: E402

THIS = 'languages-thirteenth'
MUST_COMPARE = ('languages-ninth', 'languages-tenth', 'languages-eleventh',
                'languages-twelfth')
DIR = os.path.join(L.ROOT, 'data', THIS)


def quoted_formats():
    """Every backtick-quoted string holding a % in the earlier sets' READMEs (by program,
    never printed)."""
    out = set()
    for d in fifth_check.earlier_dirs(THIS):
        path = os.path.join(d, 'README.md')
        if not os.path.basename(d).startswith('languages') or not os.path.exists(path):
            continue
        with open(path, encoding='utf-8') as f:
            text = re.sub(r'\s*\n\s*', ' ', f.read())
        for q in re.findall(r'`([^`]*%[^`]*)`', text):
            out.add(q.strip())
            out.add(q.strip().lstrip('+'))
    return out


def command_format(where):
    """The format of a `date` command or the style of an `ls` command."""
    parts = shlex.split(where.replace(' && ', ' ; '))
    for p in parts:
        if p.startswith('+'):
            return p[1:]
        if p.startswith('--time-style=+'):
            return p[len('--time-style=+'):]
    return None


def own_checks():
    errs = []
    old = quoted_formats()
    prov = L.read_rows(os.path.join(DIR, 'provenance.tsv'), 4)
    formats, regs = [], {}
    for n, row in prov:
        if len(row) != 4:
            continue
        name, src, origin, where = row
        if origin == 'hand':
            regs.setdefault(name, set()).add(where[len('hand: '):])
            continue
        fmt = command_format(where)
        if fmt is None:
            errs.append('provenance.tsv:%d: no format in the command' % n)
            continue
        formats.append(fmt)
        if fmt in old:
            errs.append('provenance.tsv:%d: a format quoted in an earlier README' % n)
    if len(set(formats)) != len(formats):
        errs.append('%d machine formats, %d distinct' % (len(formats), len(set(formats))))
    sys.path.insert(0, HERE)
    import thirteenth_hand as H
    want = set(H.REG[k] for k in H.REG if not k.startswith('x')) | set(
        H.REG[k] for k in H.REG if k.startswith('x'))
    for name, got in regs.items():
        if got != want:
            errs.append('%s: %d hand registers, not %d' % (name, len(got), len(want)))
    bidi = 0
    for lang in L.LANGS:
        for n, row in L.read_rows(os.path.join(DIR, lang + '.tsv'), 3):
            if len(row) != 3:
                continue
            src, tgt = row[0], row[1]
            if src != src.translate(L.BIDI):
                bidi += 1
            if tgt and not tgt.startswith('X'):
                y = tgt[:4]
                s = L.ascii_digits(src)
                compact = tgt[2:].replace('-', '')
                if y not in s and compact not in s and \
                        not re.search(r'(?<!\d)%s(?!\d)' % y[2:], s):
                    errs.append('%s.tsv:%d: the year of the target is not written' % (
                        lang, n))
    if bidi:
        errs.append('%d sources hold a bidi mark' % bidi)
    print('own checks: %d machine formats (%d distinct, compared with %d quoted formats), '
          '%d files with hand registers; %d errors' % (
              len(formats), len(set(formats)), len(old), len(regs), len(errs)))
    for e in errs:
        print(e)
    return errs


def main():
    fifth_check.require_earlier(THIS, MUST_COMPARE)
    errs = own_checks()
    ninth_check.check(THIS)
    if errs:
        sys.exit(1)


if __name__ == '__main__':
    main()
