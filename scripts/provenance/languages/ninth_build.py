#!/usr/bin/python3
"""Build data/languages-ninth/ (the ninth multilingual evaluation set).

    /usr/bin/python3 scripts/provenance/languages/ninth_build.py [--dry-run]

Deterministic (seed `ninth-20261206`, standard library only): two runs give
identical files.  Per language: the hand-written templates, no-date lines and
`date` and `ls` formats of ninth_hand.py (32 hand lines, 4 `date` lines, 4 `ls`
lines).  Every date is drawn by the seeded generator, uniformly (1900..2045;
1900..1990 for templates marked 'birth', 1900..2015 for 'past', 1995..2045 for
'recent'; 1902..2024 for the `ls` lines, so that an `ls` line of a file dated
then prints its year whenever it is run again); times 8:00..21:59 (13..18 h for
'pm').  The target is the drawn date restricted to the fields the line writes,
never computed by a date parser and never typed.  A draw is repeated when the
line breaks a rule of ninth_check (fifth_check.problems(), a source already used
here or in an earlier set, a target already in the file, a full date in the
language's file of an earlier set).  The build stops (rather than drawing again)
when a template's fixed text reads as a weekday or when a template could give a
line over 80 characters on some day of the year, so that no draw is biased
towards a weekday or towards short names.  The drawing is setbuild's
hand_set_builder, shared by the ninth and later sets.  --dry-run prints the
counts and writes nothing.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import setbuild as S                         # noqa: E402
import ninth_hand as H                       # noqa: E402

SEED = 'ninth-20261206'
OUT = os.path.join(L.ROOT, 'data', 'languages-ninth')


def main():
    L.build_main(S.hand_set_builder('languages-ninth', SEED, H), OUT)


if __name__ == '__main__':
    main()
