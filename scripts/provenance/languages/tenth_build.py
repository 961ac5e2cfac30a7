#!/usr/bin/python3
"""Build data/languages-tenth/ (the tenth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/tenth_build.py [--dry-run]

As ninth_build.py builds the ninth set (its docstring says how dates are drawn and lines
accepted; setbuild.hand_set_builder does it), with the seed `tenth-20261206-blind` and the
hand-written templates, no-date lines and `date` and `ls` formats of tenth_hand.py (32 hand
lines, 4 `date` lines, 4 `ls` lines a language). Deterministic: two runs give identical files.
--dry-run prints the counts and writes nothing.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import tenth_hand as H                       # noqa: E402

SEED = 'tenth-20261206-blind'
OUT = os.path.join(L.ROOT, 'data', 'languages-tenth')


def main():
    L.build_main(S.hand_set_builder('languages-tenth', SEED, H), OUT)


if __name__ == '__main__':
    main()
