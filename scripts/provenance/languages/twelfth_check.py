#!/usr/bin/python3
"""Validate data/languages-twelfth/ (the twelfth multilingual set, a BLIND set).

    /usr/bin/python3 scripts/provenance/languages/twelfth_check.py [--rerun]

The ninth set's checks (ninth_check.check(), imported, not copied: its docstring lists them),
run on this set; the earlier sets it must not overlap are every other data/languages* and
data/real* directory (fifth_check.earlier_dirs), the ninth, tenth and eleventh included (this
checker stops if the tenth or eleventh is missing from them). It prints counts and rule
messages only, never a line of the set.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fifth_check                           # noqa: E402
import ninth_check                           # noqa: E402

THIS = 'languages-twelfth'
MUST_COMPARE = ('languages-ninth', 'languages-tenth', 'languages-eleventh')


def main():
    fifth_check.require_earlier(THIS, MUST_COMPARE)
    ninth_check.check(THIS)


if __name__ == '__main__':
    main()
