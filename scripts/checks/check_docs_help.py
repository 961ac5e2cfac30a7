#!/usr/bin/python3
"""Keeps the command pages of docs/ equal to what the binary says about itself.

    check_docs_help.py [--write] DATES_BINARY REPO_ROOT

Each page in PAGES holds, in the first fenced block under its heading, the exact output of one
`dates ... --help` (run with argv[0] "dates", so the usage line does not depend on where the
binary was built; trailing blank lines dropped). Without --write the check fails (exit 1) when
a block differs from the binary's current output, naming the page and showing a diff, and when
a subcommand that `dates --help` lists has no page in docs/commands/. With --write it rewrites
the blocks in place (and only the blocks): the prose around them is written by hand.

ctest runs the check as `docs_help` (tests/cmake/docs.cmake).
"""
import argparse
import difflib
import os
import re
import subprocess
import sys

SUBCOMMANDS = ["generate", "train", "eval", "translate", "serve", "calibrate", "flops", "inspect"]

# (page, heading whose first fenced block is generated, the arguments after `dates`)
PAGES = [(f"docs/commands/{name}.md", "Options", [name, "--help"]) for name in SUBCOMMANDS]
PAGES += [
    ("docs/commands/README.md", "Subcommands", ["--help"]),
    ("docs/configs.md", "Every key", ["train", "--help-config"]),
]

FENCE = "```"


def help_text(binary, arguments):
    """The binary's output for `dates ARGUMENTS`, as the block holds it."""
    try:
        result = subprocess.run(["dates", *arguments], executable=binary, capture_output=True,
                                text=True, timeout=60)
    except OSError as error:
        sys.exit(f"check_docs_help: cannot run {binary}: {error}")
    if result.returncode != 0:
        sys.exit(f"check_docs_help: `dates {' '.join(arguments)}` exited with status "
                 f"{result.returncode}:\n{result.stderr}")
    return result.stdout.rstrip("\n") + "\n"


def find_block(lines, heading, page):
    """(first, last): the indexes of the opening and closing fence of the block under heading."""
    heading_pattern = re.compile(r"^(#{1,6})\s+" + re.escape(heading) + r"\s*$")
    start = next((i for i, line in enumerate(lines) if heading_pattern.match(line)), None)
    if start is None:
        raise ValueError(f"{page}: no heading '{heading}' (the generated block goes under it)")
    for i in range(start + 1, len(lines)):
        if lines[i].startswith("#"):
            break
        if lines[i].startswith(FENCE):
            for j in range(i + 1, len(lines)):
                if lines[j].rstrip() == FENCE:
                    return i, j
            raise ValueError(f"{page}: the fenced block under '{heading}' is never closed")
    raise ValueError(f"{page}: no fenced block under the heading '{heading}' (before the next "
                     "heading)")


def listed_subcommands(top_help):
    """The subcommands `dates --help` lists, in its order."""
    names, inside = [], False
    for line in top_help.splitlines():
        if line.startswith("Subcommands:"):
            inside = True
        elif inside and re.match(r"^  \S", line):
            names.append(line.split()[0])
        elif inside and line and not line.startswith(" "):
            inside = False
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true",
                        help="rewrite the generated blocks in place instead of checking them")
    parser.add_argument("binary", help="the dates binary (build/app/dates)")
    parser.add_argument("root", help="the repository root")
    arguments = parser.parse_args()

    failures = []
    undocumented = [name for name in listed_subcommands(help_text(arguments.binary, ["--help"]))
                    if not os.path.exists(os.path.join(arguments.root, "docs", "commands",
                                                       name + ".md"))]
    for name in undocumented:
        failures.append(f"dates {name} has no page: write docs/commands/{name}.md with a heading "
                        "'Options' and a fenced block under it, then run this with --write")

    for page, heading, command in PAGES:
        path = os.path.join(arguments.root, page)
        try:
            with open(path, encoding="utf-8") as source:
                lines = source.read().split("\n")
            first, last = find_block(lines, heading, page)
        except (OSError, ValueError) as error:
            failures.append(str(error))
            continue
        expected = help_text(arguments.binary, command).rstrip("\n").split("\n")
        found = lines[first + 1:last]
        if found == expected:
            continue
        if arguments.write:
            lines[first + 1:last] = expected
            temporary = path + ".tmp"
            with open(temporary, "w", encoding="utf-8") as out:
                out.write("\n".join(lines))
            os.replace(temporary, path)
            print(f"{page}: rewrote the block under '{heading}' from `dates {' '.join(command)}`")
            continue
        diff = difflib.unified_diff(found, expected, fromfile=f"{page} (block under '{heading}')",
                                    tofile=f"dates {' '.join(command)}", lineterm="")
        failures.append(f"{page}: the block under '{heading}' differs from "
                        f"`dates {' '.join(command)}`:\n" + "\n".join(diff))

    if failures:
        for failure in failures:
            print(failure + "\n", file=sys.stderr)
        if not arguments.write:
            print(f"To regenerate the blocks: /usr/bin/python3 {sys.argv[0]} --write "
                  f"{arguments.binary} {arguments.root}", file=sys.stderr)
        sys.exit(1)
    if not arguments.write:
        print(f"check_docs_help: {len(PAGES)} generated blocks equal the binary's help")


if __name__ == "__main__":
    main()
