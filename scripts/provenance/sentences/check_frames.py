#!/usr/bin/python3
"""Checks the sentence frames (data/sentences/<code>.tsv) against every evaluation set, by program.

    /usr/bin/python3 scripts/provenance/sentences/check_frames.py [--frames data/sentences] [--drop]

The frames were written by hand, by helpers that read no evaluation set. This script makes sure
no frame repeats a line of the evaluation sets (data/languages*/<code>.tsv) by chance: for each
frame, its text around the place `{}` (casefolded, each piece of 10 characters or more) must not
stand in any evaluation line of its language, and its words (3 letters or more) must not be
mostly those of one evaluation line (Jaccard similarity 0.6 or more). A pattern frame is read as
its quoted words with each field a place. It prints the frames that
fail (ours) and the set they meet, never the evaluation lines, and exits 1 when any fails;
with --drop it removes them from their files instead (never rewording them: a frame reworded
after being seen to meet a set would be written from that set) and exits 0.
"""
import argparse
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
WORD = re.compile(r'\w{3,}', re.UNICODE)


def pattern_text(pattern):
    """A pattern frame's words as a frame with places: its quoted literals, each field a place
    (`'tanggal' d MMMM y` is `tanggal {} {} {}`), a doubled quote a quote."""
    out, quoted, i = [], False, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            if pattern[i + 1:i + 2] == "'":
                out.append("'")
                i += 2
                continue
            quoted = not quoted
        elif quoted or not c.isascii() or not c.isalpha():
            out.append(c)
        elif not out or out[-1] != '{}':
            out.append('{}')
        i += 1
    return ''.join(out)


def words(text):
    return {w for w in WORD.findall(text.casefold()) if not w.isdigit()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--frames', default=os.path.join(ROOT, 'data', 'sentences'))
    parser.add_argument('--drop', action='store_true', help='remove the frames too close')
    args = parser.parse_args()
    sets = sorted(d for d in glob.glob(os.path.join(ROOT, 'data', 'languages*')) if os.path.isdir(d))
    failures = 0
    checked = 0
    for path in sorted(glob.glob(os.path.join(args.frames, '*.tsv'))):
        code = os.path.basename(path)[:-4]
        lines = []  # (set name, casefolded source, its words)
        for directory in sets:
            evaluation = os.path.join(directory, code + '.tsv')
            if not os.path.exists(evaluation):
                continue
            with open(evaluation, encoding='utf-8') as f:
                for line in f:
                    source = line.rstrip('\n').split('\t')[0]
                    if source == 'source':
                        continue
                    lines.append((os.path.basename(directory), source.casefold(), words(source)))
        kept = []
        with open(path, encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                kind, frame, _ = line.rstrip('\n').split('\t')
                if kind == 'pattern':
                    frame = pattern_text(frame)
                too_close = False
                checked += 1
                pieces = [p.strip(' ,.:;!?¿¡—–-()«»"\'、。，！？') for p in frame.casefold().split('{}')]
                pieces = [p for p in pieces if len(p) >= 10]
                frame_words = words(frame.replace('{}', ' '))
                for name, source, source_words in lines:
                    piece = next((p for p in pieces if p in source), None)
                    union = frame_words | source_words
                    similar = (len(frame_words) >= 3 and union and
                               len(frame_words & source_words) / len(union) >= 0.6)
                    if piece is not None or similar:
                        failures += 1
                        why = 'holds a piece of' if piece is not None else 'shares most words with'
                        print(f'{path}:{number}: {kind} frame {frame!r} {why} a line of {name}/{code}.tsv')
                        too_close = True
                        break
                if not too_close:
                    kept.append(line)
        if args.drop and len(kept) < number:
            with open(path + '.tmp', 'w', encoding='utf-8') as f:
                f.writelines(kept)
            os.replace(path + '.tmp', path)
    print(f'{checked} frames checked against {len(sets)} sets: {failures} too close' +
          (', removed' if args.drop and failures else ''))
    return 1 if failures and not args.drop else 0


if __name__ == '__main__':
    sys.exit(main())
