#!/usr/bin/python3
"""Validate data/languages-tenth/ (the tenth multilingual set).

    /usr/bin/python3 scripts/provenance/languages/tenth_check.py [--rerun]

The ninth set's checks (ninth_check.check(), imported, not copied: its docstring lists them),
run on this set, the ninth among the earlier sets it must not overlap.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ninth_check                           # noqa: E402

THIS = 'languages-tenth'


def main():
    ninth_check.check(THIS)


if __name__ == '__main__':
    main()
