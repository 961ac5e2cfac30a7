#!/usr/bin/env python3
"""A/B of two whole commands: A and B run in turn (A B A B ...), each run timed from outside.

    python3 scripts/bench/ab.py -n 10 --stdin /tmp/b/column.txt \
        --a 'build/app/dates translate' --b '/tmp/dates-before translate'

Prints, for A and B, the median (and min, max) of wall seconds, CPU seconds (user + system, from
the kernel's accounting of the finished child) and peak resident MiB, then the ratio A/B of
each pair's wall and CPU time and the median of those ratios: below 1 means A is faster. Pairs
cancel a machine's drift; their spread says how noisy it was. One warm-up run of each is not
counted. Output of the commands goes to /dev/null. Asserts nothing.
"""

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def run_once(command, stdin_path):
    """Wall seconds, CPU seconds and peak resident MiB of one run of `command`."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdin=stdin, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
    finally:
        if stdin_path:
            stdin.close()
    if status != 0:
        sys.exit(f"ab.py: {' '.join(command)} exited with status {status >> 8}")
    # ru_maxrss is in KiB on Linux
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def summary(values):
    return f"{statistics.median(values):.4f} (min {min(values):.4f}, max {max(values):.4f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--a", required=True, help="command A, split as a shell splits words")
    parser.add_argument("--b", required=True, help="command B, split as a shell splits words")
    parser.add_argument("-n", type=int, default=7, help="counted pairs (default 7)")
    parser.add_argument("--stdin", help="a file given to every run as standard input")
    args = parser.parse_args()
    if args.n < 1:
        parser.error(f"-n must be at least 1, found {args.n}")
    commands = {"A": shlex.split(args.a), "B": shlex.split(args.b)}
    for command in commands.values():  # warm-up, not counted
        run_once(command, args.stdin)
    runs = {"A": [], "B": []}
    for _ in range(args.n):
        for name, command in commands.items():
            runs[name].append(run_once(command, args.stdin))
    print(f"load average at the end: {os.getloadavg()[0]:.2f}; {args.n} pairs, A then B")
    for name in ("A", "B"):
        walls, cpus, peaks = zip(*runs[name])
        print(f"{name} wall s {summary(walls)}; cpu s {summary(cpus)}; "
              f"peak MiB {statistics.median(peaks):.1f}")
    for index, figure in ((0, "wall"), (1, "cpu")):
        ratios = [a[index] / b[index] for a, b in zip(runs["A"], runs["B"])]
        print(f"A/B {figure} {summary(ratios)}")


if __name__ == "__main__":
    main()
