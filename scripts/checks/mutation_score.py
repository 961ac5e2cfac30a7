#!/usr/bin/python3
"""Mutation score of the attention tests over automatically generated operator mutants.

Generates mutants of lib/src/nn/masking.cpp and lib/src/nn/additive_attention.cpp, one per
occurrence of each pattern in OPERATORS (comment lines, comments and string literals are never
mutated), builds each from the objects of the built tree (scripts/checks/mutant_build.py: only
the mutated file compiles, with the build's own command, and the tests relink), runs the masking
and additive attention tests (test_nn -# "[#test_masking],[#test_additive_attention]", or their own
executables in a build of one executable per test file) with a per-executable timeout, and
classifies every mutant as

  killed           a test case failed, a binary crashed or timed out
  survived         both suites passed
  did not compile  excluded from the score

score = killed / (killed + survived); exit status 1 if it is below --threshold, 2 if fewer than
--min-compiling mutants compiled (on a full run) or the unmutated suite fails.

  /usr/bin/python3 scripts/checks/mutation_score.py                 # everything (about 8 minutes)
  /usr/bin/python3 scripts/checks/mutation_score.py --list          # only list the mutants
  /usr/bin/python3 scripts/checks/mutation_score.py --limit 5       # the first five
  /usr/bin/python3 scripts/checks/mutation_score.py --only M03,M17  # chosen ones
"""

import argparse
import dataclasses
import fcntl
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutant_build import MutantBuilder  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SOURCES = ["lib/src/nn/masking.cpp", "lib/src/nn/additive_attention.cpp"]
LAYER_SUITES = [("test_nn", ["-#", "[#test_masking],[#test_additive_attention]"])]
FILE_SUITES = [("test_masking", []), ("test_additive_attention", [])]

# (name, regex, replacement). Regexes run on a "masked" copy of each line in which comments are
# blanked to spaces and string-literal contents to \x01, so they can neither match inside a
# comment or a string nor take part of one into a match; the replacement is then spliced into the
# original line at the matched span. Binary operators are matched only between whitespace, which
# keeps template brackets (std::get<0>, item<int64_t>) and unary minus out.
OPERATORS = [
    ("lt->le", r"(?<=\s)<(?=\s)", "<="),
    ("le->lt", r"(?<=\s)<=(?=\s)", "<"),
    ("gt->ge", r"(?<=\s)>(?=\s)", ">="),
    ("ge->gt", r"(?<=\s)>=(?=\s)", ">"),
    ("eq->ne", r"(?<=\s)==(?=\s)", "!="),
    ("ne->eq", r"(?<=\s)!=(?=\s)", "=="),
    ("and->or", r"(?<=\s)&&(?=\s|$)", "||"),
    ("or->and", r"(?<=\s)\|\|(?=\s|$)", "&&"),
    ("plus->minus", r'(?<=[^"\s]\s)\+(?=\s[^"\s])', "-"),
    ("minus->plus", r'(?<=[\w)\]]\s)-(?=\s)', "+"),
    ("div->mul", r"(?<=\s)/(?=\s)", "*"),
    ("mul->div", r"(?<=\s)\*(?=\s)", "/"),
    ("dim-1->0", r"(?<=[\s(])-1(?=\s*[),])", "0"),
    ("dim-1->1", r"(?<=[\s(])-1(?=\s*[),])", "1"),
    ("unsqueeze1->0", r"\bunsqueeze\(1\)", "unsqueeze(0)"),
    ("unsqueeze0->1", r"\bunsqueeze\(0\)", "unsqueeze(1)"),
    ("squeeze1->0", r"(?<!un)squeeze\(1\)", "squeeze(0)"),
    ("int0->1", r"(?<![\w.])(?<!size\()0(?![\w.])", "1"),
    ("int1->0", r"(?<![\w.\-])(?<!size\()1(?![\w.])", "0"),
    ("0.0->1.0", r"(?<![\w.])0\.0(?![\w.])", "1.0"),
    ("exp->sigmoid", r"\.exp\(\)", ".sigmoid()"),
    ("tanh->sigmoid", r"\btorch::tanh\(", "torch::sigmoid("),
    ("tanh-removed", r"\btorch::tanh\(", "("),
    ("logical_not-removed", r"\.logical_not\(\)", ""),
    ("true->false", r"\btrue\b", "false"),
    ("false->true", r"\bfalse\b", "true"),
    ("max->min", r"\.max\(", ".min("),
    ("min->max", r"\.min\(", ".max("),
    ("isinf->isnan", r"\.isinf\(\)", ".isnan()"),
    ("ones_like->zeros_like", r"\btorch::ones_like\(", "torch::zeros_like("),
    ("detach-removed", r"\.detach\(\)", ""),
    ("detach-inserted", r"(?<=->forward\()(keys|query_state)(?=\))", r"\1.detach()"),
    ("detach-inserted", r"(?<=, )keys(?=\)\.squeeze)", "keys.detach()"),
    ("defined-negated", r"(?<![!\w.])([A-Za-z_]\w*)\.defined\(\)", r"!\1.defined()"),
    ("not-removed", r"!(?=[A-Za-z_][\w.]*\.defined\(\))", ""),
    ("require-removed", r"^(\s*)require\(", r"\1(void)("),
    ("throw-removed", r"\bthrow\s+", "(void)"),
]


@dataclasses.dataclass
class Mutant:
    ident: str
    path: str  # relative to the repository root
    line: int  # 1-based
    operator: str
    before: str
    after: str
    text: str  # the whole mutated file


def masked_line(line, in_block_comment):
    """The line with comments blanked to spaces and string contents to \\x01 (quotes kept)."""
    out = []
    i, n = 0, len(line)
    while i < n:
        if in_block_comment:
            end = line.find("*/", i)
            stop = n if end < 0 else end + 2
            out.append(" " * (stop - i))
            i = stop
            in_block_comment = end < 0
        elif line.startswith("//", i):
            out.append(" " * (n - i))
            i = n
        elif line.startswith("/*", i):
            out.append("  ")
            i += 2
            in_block_comment = True
        elif line[i] in "\"'":
            quote, j = line[i], i + 1
            while j < n and line[j] != quote:
                j += 2 if line[j] == "\\" else 1
            j = min(j, n - 1)
            out.append(quote + "\x01" * (j - i - 1) + quote)
            i = j + 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out)[:n], in_block_comment


REMOVALS = ("require-removed", "throw-removed")


def generate(root, validation_budget=1):
    """One mutant per operator occurrence, deduplicated. Input validation (a require(...)
    statement, or an `if (...)` whose body throws) gets its removal plus at most
    `validation_budget` other mutants a statement, so that condition and message tweaks do not
    dominate the run; None lifts the cap."""
    mutants, seen = [], set()
    for path in SOURCES:
        original = (root / path).read_text()
        lines = original.split("\n")
        in_block = False
        statement = None  # [budget left] while inside a validation statement
        for index, line in enumerate(lines):
            masked, in_block_after = masked_line(line, in_block)
            in_block = in_block_after
            if not masked.strip() or masked.strip().startswith("#"):
                continue  # blank, comment only, or preprocessor
            following = next((l.strip() for l in lines[index + 1:] if l.strip()), "")
            if statement is None and (
                    masked.strip().startswith("require(")
                    or (masked.strip().startswith("if (") and following.startswith("throw"))):
                statement = [validation_budget]
            for name, pattern, replacement in OPERATORS:
                for match in re.finditer(pattern, masked):
                    if statement is not None and name not in REMOVALS and statement[0] is not None:
                        if statement[0] <= 0:
                            continue
                    new = match.expand(replacement)
                    mutated = line[: match.start()] + new + line[match.end():]
                    if mutated == line:
                        continue
                    text = "\n".join(lines[:index] + [mutated] + lines[index + 1:])
                    if (path, text) in seen:
                        continue
                    seen.add((path, text))
                    mutants.append(Mutant("", path, index + 1, name, line, mutated, text))
                    if statement is not None and name not in REMOVALS and statement[0] is not None:
                        statement[0] -= 1
            if statement is not None and (";" in masked or masked.rstrip().endswith("{")):
                statement = None
    for number, mutant in enumerate(mutants, 1):
        mutant.ident = f"M{number:02d}"
    return mutants


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", default=str(REPO / "build"),
                        help="the built tree whose objects the mutants reuse (default build/)")
    parser.add_argument("--scratch", default="/tmp/dates-mutation-score",
                        help="scratch directory (default %(default)s)")
    parser.add_argument("--threshold", type=float, default=0.80)
    parser.add_argument("--limit", type=int, help="only the first N mutants")
    parser.add_argument("--only", help="comma-separated mutant ids, e.g. M03,M17")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per test binary")
    parser.add_argument("--min-compiling", type=int, default=30)
    parser.add_argument("--validation-budget", type=int, default=1,
                        help="mutants besides the removal per validation statement "
                             "(default %(default)s; -1: no cap)")
    args = parser.parse_args()

    mutants = generate(REPO, None if args.validation_budget < 0 else args.validation_budget)
    if args.only:
        wanted = set(args.only.split(","))
        mutants = [m for m in mutants if m.ident in wanted]
    if args.limit is not None:
        mutants = mutants[: args.limit]
    if args.list:
        for m in mutants:
            print(f"{m.ident} {m.path}:{m.line} {m.operator}")
            print(f"    - {m.before.strip()}")
            print(f"    + {m.after.strip()}")
        print(f"{len(mutants)} mutants")
        return 0

    scratch = Path(args.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    lock = open(scratch / ".lock", "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        print(f"waiting for another run using {scratch} ...", file=sys.stderr, flush=True)
        fcntl.flock(lock, fcntl.LOCK_EX)
    builder = MutantBuilder(args.build_dir, scratch, LAYER_SUITES, FILE_SUITES, args.timeout)

    # The unmutated suites, built through the same pipeline, must pass (a kill must never come
    # from the pipeline).
    for path in SOURCES:
        (scratch / "src" / path).parent.mkdir(parents=True, exist_ok=True)
        (scratch / "src" / path).write_text((REPO / path).read_text())
    ok, error = builder.build_suites("unmutated", SOURCES)
    failures = builder.run_suites("unmutated") if ok else [error]
    if failures:
        print("mutation_score: the unmutated sources do not build or pass: "
              + " / ".join(failures), file=sys.stderr)
        return 2

    results = {"killed": [], "survived": [], "did not compile": []}
    started = time.time()
    for position, m in enumerate(mutants, 1):
        (scratch / "src" / m.path).write_text(m.text)
        tick = time.time()
        ok, error = builder.build_suites(m.ident, [m.path])
        if not ok:
            outcome, details = "did not compile", [error]
        else:
            details = builder.run_suites(m.ident)
            outcome = "killed" if details else "survived"
        (scratch / "src" / m.path).write_text((REPO / m.path).read_text())
        results[outcome].append((m, details))
        print(f"[{position}/{len(mutants)}] {m.ident} {Path(m.path).name}:{m.line} "
              f"{m.operator}: {outcome.upper()} ({time.time() - tick:.0f} s)"
              + (f" -- {' | '.join(details)}" if details else ""), flush=True)

    killed, survived = len(results["killed"]), len(results["survived"])
    broken = len(results["did not compile"])
    print()
    if results["did not compile"]:
        print(f"did not compile ({broken}, excluded from the score):")
        for m, details in results["did not compile"]:
            print(f"  {m.ident} {m.path}:{m.line} {m.operator}: {m.after.strip()}")
    print(f"survivors ({survived}):")
    for m, _ in results["survived"]:
        print(f"  {m.ident} {m.path}:{m.line} {m.operator}")
        print(f"    - {m.before.strip()}")
        print(f"    + {m.after.strip()}")
    if not survived:
        print("  (none)")
    compiled = killed + survived
    score = killed / compiled if compiled else 0.0
    print(f"\nmutants: {len(mutants)}, compiled: {compiled}, killed: {killed}, "
          f"survived: {survived}, did not compile: {broken}; {time.time() - started:.0f} s")
    print(f"mutation score: {killed}/{compiled} = {score:.3f} (threshold {args.threshold:.2f})")
    full_run = args.limit is None and not args.only
    if full_run and compiled < args.min_compiling:
        print(f"mutation_score: only {compiled} compiling mutants (< {args.min_compiling})",
              file=sys.stderr)
        return 2
    return 0 if score >= args.threshold else 1


if __name__ == "__main__":
    sys.exit(main())
