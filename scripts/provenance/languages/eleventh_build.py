#!/usr/bin/python3
"""Build data/languages-eleventh/ (the eleventh multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/eleventh_build.py [--dry-run]

As ninth_build.py builds the ninth set (its docstring says how dates are drawn and lines
accepted; setbuild.hand_set_builder does it), with the seed `eleventh-20261207-dev` and the
hand-written templates, no-date lines and `date` and `ls` formats of eleventh_hand.py (32 hand
lines, 4 `date` lines, 4 `ls` lines a language). Deterministic: two runs give identical files.
--dry-run prints the counts and writes nothing.

A DEVELOPMENT set (see data/languages-eleventh/README.md): its lines and the models' mistakes on
it may be read to tune the generator, unlike the blind seventh to tenth sets.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import eleventh_hand as H                    # noqa: E402

SEED = 'eleventh-20261207-dev'
OUT = os.path.join(L.ROOT, 'data', 'languages-eleventh')


def main():
    L.build_main(S.hand_set_builder('languages-eleventh', SEED, H), OUT)


if __name__ == '__main__':
    main()
