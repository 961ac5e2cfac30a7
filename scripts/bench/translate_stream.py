#!/usr/bin/env python3
"""translate as a stream: the time to its first answer and its peak memory.

Feeds LINES copies of one date to `dates translate` through a pipe from a thread (as
`yes '3 march 2015' | head -n LINES` would), and prints when the first answer came, when the
last did, and the peak resident memory of the dates process (ru_maxrss of the child).

  /usr/bin/python3 scripts/bench/translate_stream.py build/app/dates [--lines 100000]
"""
import argparse
import resource
import subprocess
import threading
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dates")
    parser.add_argument("--lines", type=int, default=100000)
    parser.add_argument("--text", default="3 march 2015")
    arguments = parser.parse_args()
    started = time.monotonic()
    process = subprocess.Popen([arguments.dates, "translate"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE)
    line = (arguments.text + "\n").encode()

    def feed():
        for _ in range(arguments.lines):
            process.stdin.write(line)
        process.stdin.close()

    threading.Thread(target=feed, daemon=True).start()
    first = process.stdout.readline()
    first_seconds = time.monotonic() - started
    answers = 1 + sum(1 for _ in process.stdout)
    process.wait()
    seconds = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"first answer after {first_seconds:.2f} s ({first.decode().strip()!r}); "
          f"{answers} answers in {seconds:.2f} s; peak resident {peak:.0f} MiB; "
          f"exit status {process.returncode}")


if __name__ == "__main__":
    main()
