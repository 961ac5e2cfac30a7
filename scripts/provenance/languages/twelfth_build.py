#!/usr/bin/python3
"""Build data/languages-twelfth/ (the twelfth multilingual evaluation set, a BLIND set).

    /usr/bin/python3 scripts/provenance/languages/twelfth_build.py [--dry-run]

As eleventh_build.py builds the eleventh set (setbuild.hand_set_builder draws the dates and
accepts the lines; ninth_build.py's docstring says how), with the seed `twelfth-20261207-blind`
and the hand-written templates, no-date lines and `date` and `ls` formats of twelfth_hand.py
(32 hand lines, 4 `date` lines, 4 `ls` lines a language). Deterministic: two runs give
identical files. --dry-run prints the counts and writes nothing.

BLIND (see data/languages-twelfth/README.md): nobody working on the tool may read the set's
lines or twelfth_hand.py before the one scoring run it is made for, and afterwards only its
per-language counts.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import twelfth_hand as H                     # noqa: E402

SEED = 'twelfth-20261207-blind'
OUT = os.path.join(L.ROOT, 'data', 'languages-twelfth')


def main():
    L.build_main(S.hand_set_builder('languages-twelfth', SEED, H), OUT)


if __name__ == '__main__':
    main()
