"""dateparser's parse rate on a file of dates, for context beside `dates translate` in the
normaliser section of the speed benchmark (scripts/bench/normaliser.py starts it as a child
process, on one core), in the style of dateutil_rate.py.

    dateparser_rate.py SOURCES [OUTPUTS]

Times `dateparser.parse(line)` over every line of SOURCES (one call per line, dateparser's
default settings, as a user calls it; the file already read into memory, the module imported
before the clock starts; a line it answers None for, or raises on, counts as parsed, and as
failed), then writes the ISO date of each result (empty where it failed) to OUTPUTS when given,
outside the timed loop. Prints one JSON object on the last line of standard error: lines,
seconds, lines per second, failures and dateparser's version; {"error": ...} (exit status 0)
when dateparser is not installed. dateparser is slow (hundreds of lines a second): give it a
few thousand lines, not 100,000.
"""
import json
import sys
import time
import warnings


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    try:
        import dateparser
    except ImportError as error:
        print(json.dumps({"error": f"dateparser is not installed ({error})"}), file=sys.stderr)
        return
    try:
        with open(sys.argv[1], encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        raise SystemExit(f"dateparser_rate.py: cannot read SOURCES {sys.argv[1]}: {error}")
    parse = dateparser.parse
    results = [None] * len(lines)
    failures = 0
    # dateparser 1.1.6 warns (PytzUsageWarning and the like) on some inputs; a warning printed
    # per line would time the terminal, not the parser.
    warnings.simplefilter("ignore")
    begin = time.perf_counter()
    for i, line in enumerate(lines):
        try:
            results[i] = parse(line)
        except Exception:  # noqa: BLE001 - any failure is no answer, as for a user's loop
            results[i] = None
        if results[i] is None:
            failures += 1
    seconds = time.perf_counter() - begin
    if len(sys.argv) == 3:
        with open(sys.argv[2], "w", encoding="utf-8") as out:
            out.write("".join((r.date().isoformat() if r is not None else "") + "\n"
                              for r in results))
    print(json.dumps({"lines": len(lines), "seconds": seconds,
                      "lines_per_second": len(lines) / seconds if seconds > 0 else None,
                      "failures": failures, "dateparser": dateparser.__version__}),
          file=sys.stderr)


if __name__ == "__main__":
    main()
