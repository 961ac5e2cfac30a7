"""python-dateutil's parse rate on a file of dates, for context beside `dates translate` in the
speed benchmark (scripts/bench/bench.py starts it as a child process, on one core).

    dateutil_rate.py SOURCES [OUTPUTS]

Times `dateutil.parser.parse(line)` over every line of SOURCES (one call per line, the file
already read into memory; a line it cannot parse counts as parsed, and as failed), then writes
the ISO date of each result (empty where it failed) to OUTPUTS when given, outside the timed
loop. Prints one JSON object on the last line of standard error: lines, seconds, lines per
second, failures and dateutil's version; {"error": ...} when dateutil is not installed.
"""
import json
import sys
import time


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    try:
        import dateutil
        from dateutil import parser
    except ImportError as error:
        print(json.dumps({"error": f"python-dateutil is not installed ({error})"}),
              file=sys.stderr)
        return
    with open(sys.argv[1], encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    parse = parser.parse
    results = [None] * len(lines)
    failures = 0
    begin = time.perf_counter()
    for i, line in enumerate(lines):
        try:
            results[i] = parse(line)
        except (ValueError, OverflowError, TypeError):
            failures += 1
    seconds = time.perf_counter() - begin
    if len(sys.argv) == 3:
        with open(sys.argv[2], "w", encoding="utf-8") as out:
            out.write("".join((r.date().isoformat() if r is not None else "") + "\n"
                              for r in results))
    print(json.dumps({"lines": len(lines), "seconds": seconds,
                      "lines_per_second": len(lines) / seconds if seconds > 0 else None,
                      "failures": failures, "dateutil": dateutil.__version__}),
          file=sys.stderr)


if __name__ == "__main__":
    main()
