#!/usr/bin/python3
"""Build data/languages-thirteenth/ (the thirteenth multilingual evaluation set, a BLIND set).

    /usr/bin/python3 scripts/provenance/languages/thirteenth_build.py [--dry-run]

As twelfth_build.py builds the twelfth set (setbuild.hand_set_builder draws the dates and
accepts the lines), with the seed `thirteenth-20261207-blind` and the hand-written templates,
no-date lines and `date` and `ls` formats of thirteenth_hand.py (32 hand lines, 4 `date`
lines, 4 `ls` lines a language). Deterministic: two runs give identical files. --dry-run
prints the counts and writes nothing.

BLIND (see data/languages-thirteenth/README.md): nobody working on the tool may read the set's
lines or thirteenth_hand.py before the one scoring run it is made for, and afterwards only its
per-language counts.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import thirteenth_hand as H                  # noqa: E402

SEED = 'thirteenth-20261207-blind'
OUT = os.path.join(L.ROOT, 'data', 'languages-thirteenth')


def main():
    L.build_main(S.hand_set_builder('languages-thirteenth', SEED, H), OUT)


if __name__ == '__main__':
    main()
