#!/usr/bin/python3
"""Validate data/languages-fresh/ (the third multilingual set) with check.py.

    /usr/bin/python3 scripts/provenance/languages/fresh_check.py [--rerun] [--verbose]

Runs check.py's checks (profile holdout: 25..30 lines per language,
hand-written lines at least a half, glibc lines at most a third, no-date
lines at most 10%, weekdays, one numeric reading, no full date twice, the
other calendars converted again, provenance rows, and with --rerun every
`date` command again) on data/languages-fresh, with three additions that
check.py itself does not know (check.py is not edited):

  * the calendar 'islamic' (Hijri dates in Arabic in other-calendars.tsv):
    the date is converted with convertdate.islamic (the tabular calendar)
    and must be within one day of the target (the targets are the published
    Umm al-Qura / announced dates, which may differ from the tabular one);
  * hdate(1) prints 'Adar I' for Adar in a leap year, which check.py's
    comparison does not expect: a line written 'באדר א׳' is accepted when
    hdate prints 'D Adar I Y' for it;
  * the earlier sets are both compared: no source of data/languages/ or of
    data/languages-holdout/ may be a source here, and no full date of either
    set's file of a language a full date of the same file here (compared by
    the program; their lines are never printed).
"""
import datetime
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import check                                 # noqa: E402

AR_HIJRI = {'محرم': 1, 'صفر': 2, 'ربيع الأول': 3, 'ربيع الآخر': 4,
            'جمادى الأولى': 5, 'جمادى الآخرة': 6, 'رجب': 7, 'شعبان': 8,
            'رمضان': 9, 'شوال': 10, 'ذو القعدة': 11, 'ذي القعدة': 11,
            'ذو الحجة': 12, 'ذي الحجة': 12}

_orig_check_other = check.check_other


def check_other(name, n, src, target, lang, cal):
    if cal == 'islamic':
        try:
            from convertdate import islamic
        except ImportError:
            check.notes.append('python3-convertdate missing: Hijri dates not '
                               'converted again')
            return None
        s = L.ascii_digits(src)
        m = re.search(r'(\d{1,2})\s+(%s)\s*(\d{4})' % '|'.join(AR_HIJRI), s)
        if not m:
            return 'no Hijri date found'
        d, mo, y = int(m.group(1)), AR_HIJRI[m.group(2)], int(m.group(3))
        tab = datetime.date(*islamic.to_gregorian(y, mo, d))
        diff = (datetime.date.fromisoformat(target) - tab).days
        if abs(diff) > 1:
            return 'Hijri %d/%d/%d is %s (tabular), %+d days from the target' \
                % (y, mo, d, tab, diff)
        return None
    e = _orig_check_other(name, n, src, target, lang, cal)
    if e and cal == 'hebrew' and e.startswith('hdate gives') and \
            'אדר א' in src.replace('׳', '').replace("'", ''):
        t = src.replace('״', '').replace('׳', '')
        m = re.match(r'(\S+)\s+באדר א\s+(\S+)$', t)
        if m:
            want = '%d Adar I %d' % (check.heb_number(m.group(1)),
                                     5000 + check.heb_number(m.group(2)))
            if want in e:
                return None
    return e


_orig_first_set = check.first_set


def first_set(first_dir):
    sources, dates, fmts = _orig_first_set(first_dir)
    s2, d2, _ = _orig_first_set(os.path.join(L.ROOT, 'data',
                                             'languages-holdout'))
    sources |= s2
    for lang, ds in d2.items():
        dates[lang] |= ds
    return sources, dates, fmts


def main():
    L.CALENDARS = tuple(L.CALENDARS) + ('islamic',)
    check.check_other = check_other
    check.first_set = first_set
    extra = [a for a in sys.argv[1:] if a in ('--rerun', '--verbose')]
    sys.argv = [sys.argv[0], '--dir',
                os.path.join(L.ROOT, 'data', 'languages-fresh'),
                '--profile', 'holdout'] + extra
    check.main()


if __name__ == '__main__':
    main()
