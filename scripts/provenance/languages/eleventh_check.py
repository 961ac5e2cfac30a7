#!/usr/bin/python3
"""Validate data/languages-eleventh/ (the eleventh multilingual set, a development set).

    /usr/bin/python3 scripts/provenance/languages/eleventh_check.py [--rerun]

The ninth set's checks (ninth_check.check(), imported, not copied: its docstring lists them),
run on this set; the earlier sets it must not overlap are every other data/languages* and
data/real* directory (fifth_check.earlier_dirs), the ninth and tenth included.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ninth_check                           # noqa: E402

THIS = 'languages-eleventh'


def main():
    ninth_check.check(THIS)


if __name__ == '__main__':
    main()
