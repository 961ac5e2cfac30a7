#!/usr/bin/python3
"""Header dates of translated man pages for data/languages-fourth/.

    /usr/bin/python3 scripts/provenance/languages/fourth_manpages.py [LANG...]

Reads the `.TH` lines of /usr/share/man/<dir>/man*/ pages (sorted by path),
takes the date field (third argument) when it has no roff escape, and reads
it with the month names of fourth_hand.py (a phrase with an English month
name or abbreviation, spelt as in English, is left out: untranslated) (day month year, day. month year,
month year, year年month月day日): prints lang, FILE:LINE, phrase, target.
Phrases that are a source of an earlier set, or whose full date is a full
date of the same language's file of an earlier set, are left out (compared
by program).  fourth_build.py takes the first two that it can use; every
one it took was read again by the helper (see README.md).
"""
import gzip
import os
import re
import shlex
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fourth_check as C                     # noqa: E402
import fourth_hand as H                      # noqa: E402

DIRS = {'es': ['es'], 'fr': ['fr'], 'de': ['de'], 'it': ['it'],
        'pt': ['pt_BR', 'pt'], 'nl': ['nl'], 'ru': ['ru'], 'pl': ['pl'],
        'tr': ['tr'], 'uk': ['uk'], 'cs': ['cs'], 'sv': ['sv'], 'ro': ['ro'],
        'ja': ['ja'], 'zh': ['zh_CN', 'zh_TW'], 'ko': ['ko'], 'id': ['id'],
        'vi': ['vi'], 'el': ['el']}


ENGLISH = set('January February March April May June July August September '
              'October November December Jan Feb Mar Apr Jun Jul Aug Sep '
              'Sept Oct Nov Dec'.split())


def fold(s):
    s = unicodedata.normalize('NFD', s.casefold())
    return ''.join(c for c in s if not unicodedata.combining(c)).rstrip('.')


def month_names(lang):
    names = {}
    for k, v in H.L[lang]['TABLES'].items():
        if k.startswith('M'):
            for i, n in enumerate(v):
                names[fold(n)] = i + 1
    return names


def read_phrase(lang, p):
    """Target for phrase p, or None when it is not a plain date."""
    m = re.fullmatch(r'(\d{4})\s*年\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?', p)
    if m:
        y, mo, d = m.groups()
        return '%s-%02d-%02d' % (y, int(mo), int(d)) if d else \
            '%s-%02d' % (y, int(mo))
    names = month_names(lang)
    if any(w in ENGLISH for w in re.findall(r'[A-Za-z]+', p)):
        return None                 # English (untranslated) header date
    m = re.fullmatch(r'(?:(\d{1,2})\.?\s+(?:de\s+)?)?([^\W\d_]+\.?)\s+'
                     r'(?:de\s+)?(\d{4})(?:\s*(?:г\.|р\.|r\.|года|року))?', p)
    if m and fold(m.group(2)) in names:
        mo = names[fold(m.group(2))]
        if m.group(1):
            return '%s-%02d-%02d' % (m.group(3), mo, int(m.group(1)))
        return '%s-%02d' % (m.group(3), mo)
    return None


def candidates(lang, old_sources, old_dates):
    out = []
    for d in DIRS.get(lang, []):
        base = '/usr/share/man/%s' % d
        if not os.path.isdir(base):
            continue
        for root, _, files in sorted(os.walk(base)):
            for f in sorted(files):
                path = os.path.join(root, f)
                if os.path.islink(path):
                    continue
                op = gzip.open if f.endswith('.gz') else open
                try:
                    with op(path, 'rt', encoding='utf-8') as fh:
                        lines = fh.read().split('\n')
                except (UnicodeDecodeError, OSError):
                    continue
                for n, line in enumerate(lines, 1):
                    if not line.startswith('.TH '):
                        continue
                    try:
                        args = shlex.split(line[4:])
                    except ValueError:
                        continue
                    if len(args) < 3 or '\\' in args[2]:
                        continue
                    p = args[2].strip()
                    t = read_phrase(lang, p)
                    if not t or p in old_sources or t in old_dates[lang]:
                        continue
                    out.append((path, n, p, t))
    return out


def main():
    old_sources, old_dates = C.earlier_sets()
    for lang in sys.argv[1:] or list(DIRS):
        seen = set()
        for path, n, p, t in candidates(lang, old_sources, old_dates):
            if p in seen:
                continue
            seen.add(p)
            print('%s\t%s:%d\t%s\t%s' % (lang, path, n, p, t))


if __name__ == '__main__':
    main()
