#!/usr/bin/python3
"""Builds and runs the attention tests against mutated library sources, reusing a built tree.

A mutant changes one or a few files of lib/src. Instead of a second CMake build of the whole
library, each mutated file is compiled with the very command the build directory used for the
original (compile_commands.json, its precompiled header included), into a copy of the library
archive whose member it replaces, and the test executables are linked again with their own
link commands (`ninja -t commands`) against that copy. Nothing under the build directory or the
repository is written; everything goes to SCRATCH (src/, obj/, lib/, bin/, logs/).

The suites are the test files of the attention layers and the model: in the build of one test
executable per layer, `test_nn -# "[#test_masking],[#test_additive_attention],
[#test_luong_attention]"` and `test_model -# "[#test_model]"` (Catch2 tags each test case with
its file); in a build of one executable per file, those executables whole.

Used by scripts/checks/run_mutants.sh (through the command line below) and
scripts/checks/mutation_score.py (as a module):

  mutant_build.py --build-dir BUILD --scratch DIR control
      builds the unmutated suites through this same pipeline and runs them: exit 0 when they
      pass (so that a kill can never come from the pipeline itself), 3 otherwise
  mutant_build.py --build-dir BUILD --scratch DIR build TAG FILE...
      builds the suites with each FILE (relative to the repository) taken from DIR/src/FILE;
      prints BUILT, or DID NOT COMPILE: and the first compiler or linker error
  mutant_build.py --build-dir BUILD --scratch DIR run TAG
      runs the suites last built; prints SURVIVED, or KILLED: and the failed test cases
The last two exit 0 whatever the mutant does; any other status is a failure of the pipeline.
Environment: TEST_TIMEOUT (seconds per test executable, default 300).
"""

import argparse
import html
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# (executable, Catch2 arguments) per build layout: one executable per layer, or per test file.
LAYER_SUITES = [("test_nn", ["-#", "[#test_masking],[#test_additive_attention],"
                                   "[#test_luong_attention]"]),
                ("test_model", ["-#", "[#test_model]"])]
FILE_SUITES = [("test_masking", []), ("test_additive_attention", []),
               ("test_luong_attention", []), ("test_model", [])]


def failed_cases(report):
    """Failed test-case names in a Catch2 XML report; a report cut short names the running one."""
    names = []
    for chunk in re.split(r"<TestCase\s", report)[1:]:
        match = re.search(r'name="([^"]*)"', chunk)
        name = html.unescape(match.group(1)) if match else "?"
        if '<OverallResult success="false"' in chunk:
            names.append(name)
        elif "<OverallResult" not in chunk:
            names.append(name + " (crashed)")
    return names


def first_error(text):
    for line in text.splitlines():
        if "error:" in line or "undefined reference" in line:
            return line.strip()
    return ""


class MutantBuilder:
    """The suites of `layer_suites` (or `file_suites` where the build has one executable per
    test file), rebuilt from BUILD's objects with some library sources replaced."""

    def __init__(self, build_dir, scratch, layer_suites=LAYER_SUITES, file_suites=FILE_SUITES,
                 test_timeout=300):
        self.build = Path(build_dir).resolve()
        self.scratch = Path(scratch).resolve()
        self.test_timeout = test_timeout
        for name in ("src", "obj", "lib", "bin", "logs"):
            (self.scratch / name).mkdir(parents=True, exist_ok=True)
        if not (self.build / "build.ninja").is_file():
            raise SystemExit(f"mutant_build: {self.build} is not a Ninja build directory "
                             "(cmake -B build -G Ninja, then cmake --build build)")
        commands = self.build / "compile_commands.json"
        if not commands.is_file():
            raise SystemExit(f"mutant_build: {commands} is missing (CMAKE_EXPORT_COMPILE_COMMANDS)")
        self.compile_commands = {str(Path(entry["file"]).resolve()): entry
                                 for entry in json.loads(commands.read_text())}
        layered = self.ninja_knows("tests/" + layer_suites[0][0])
        self.suites = layer_suites if layered else file_suites
        for executable, _ in self.suites:
            if not (self.build / "tests" / executable).is_file():
                raise SystemExit(f"mutant_build: {self.build}/tests/{executable} is not built "
                                 f"(cmake --build {self.build})")
        self.links = {executable: self.link_command(executable) for executable, _ in self.suites}

    def ninja_knows(self, target):
        return subprocess.run(["ninja", "-C", str(self.build), "-t", "query", target],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0

    def link_command(self, executable):
        """The arguments of the command that links tests/EXECUTABLE, run in the build dir."""
        line = subprocess.run(["ninja", "-C", str(self.build), "-t", "commands", "-s",
                               f"tests/{executable}"], capture_output=True, text=True,
                              check=True).stdout.strip().splitlines()[-1]
        words, segment = shlex.split(line), []
        for word in words + ["&&"]:
            if word != "&&":
                segment.append(word)
                continue
            if "-o" in segment and segment[segment.index("-o") + 1] == f"tests/{executable}":
                return segment
            segment = []
        raise SystemExit(f"mutant_build: no link command for tests/{executable} in {line[:200]}")

    def compile_command(self, source, mutated, object_path):
        """The build's command for `source` (a path in the repository), reading `mutated` and
        writing `object_path` (the build's own output path when None), without a dependency
        file."""
        entry = self.compile_commands.get(str((REPO / source).resolve()))
        if entry is None:
            raise SystemExit(f"mutant_build: {source} is not compiled by {self.build}")
        words = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
        out, skip = [], None
        for position, word in enumerate(words):
            if skip == position:
                continue
            if word == "-o":
                out += ["-o", str(object_path) if object_path else words[position + 1]]
                skip = position + 1
            elif word in ("-MF", "-MT", "-MQ"):
                skip = position + 1  # the dependency file would land in the build directory
            elif word == "-MD":
                continue
            elif Path(word).is_absolute() and Path(word).resolve() == (REPO / source).resolve():
                out.append(str(mutated))
            else:
                out.append(word)
        # A file's own directory stays first in the quoted include path.
        return out[:1] + ["-iquote", str((REPO / source).parent)] + out[1:], entry["directory"]

    def build_suites(self, tag, sources):
        """Compiles each of `sources` (repository paths) from scratch/src/, replaces its member
        in a copy of the library archive and links every suite; (ok, first error)."""
        log = self.scratch / "logs" / f"{tag}.build.log"
        with open(log, "w") as handle:
            def step(command, directory):
                handle.write("$ " + shlex.join(command) + "\n")
                handle.flush()
                return subprocess.run(command, cwd=directory, stdout=handle,
                                      stderr=subprocess.STDOUT).returncode == 0

            objects = []
            for source in sources:
                command, directory = self.compile_command(source, self.scratch / "src" / source,
                                                          None)
                # The object keeps the build's file name: the archive's member is named so.
                object_path = self.scratch / "obj" / Path(command[command.index("-o") + 1]).name
                command[command.index("-o") + 1] = str(object_path)
                object_path.unlink(missing_ok=True)
                if not step(command, directory):
                    return False, self.log_error(log)
                objects.append(object_path)
            members = {path.name for path in objects}
            archives = {}  # archive on a link line -> its copy with the members replaced
            for executable, link in self.links.items():
                arguments = list(link)
                for position, word in enumerate(arguments):
                    if not word.endswith(".a") or Path(word).is_absolute():
                        continue
                    if word not in archives:
                        listing = subprocess.run(["ar", "t", str(self.build / word)],
                                                 capture_output=True, text=True).stdout.split()
                        archives[word] = None
                        if members <= set(listing):
                            copy = self.scratch / "lib" / Path(word).name
                            shutil.copyfile(self.build / word, copy)
                            if not step(["ar", "rs", str(copy)] + [str(o) for o in objects],
                                        self.scratch):
                                return False, self.log_error(log)
                            archives[word] = copy
                    if archives[word]:
                        arguments[position] = str(archives[word])
                output = self.scratch / "bin" / executable
                output.unlink(missing_ok=True)
                arguments[arguments.index("-o") + 1] = str(output)
                if not step(arguments, self.build):
                    return False, self.log_error(log)
            if not any(archives.values()):
                return False, "no library archive on the link lines holds " + ", ".join(members)
        return True, ""

    def log_error(self, log):
        return first_error(log.read_text(errors="replace")) or f"see {log}"

    def run_suites(self, tag, directory=None):
        """Runs the suites of scratch/bin (or `directory`) from the repository root; returns
        the list of failures ("executable: test case; ...") - empty when all pass."""
        directory = Path(directory) if directory else self.scratch / "bin"
        env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
        details = []
        for executable, arguments in self.suites:
            report_path = self.scratch / "logs" / f"{tag}.{executable}.xml"
            try:
                with open(report_path, "w") as report_file:
                    code = subprocess.run([str(directory / executable), "-r", "xml", *arguments],
                                          cwd=REPO, env=env, stdout=report_file,
                                          stderr=subprocess.DEVNULL,
                                          timeout=self.test_timeout).returncode
            except subprocess.TimeoutExpired:
                names = [n.replace(" (crashed)", "")
                         for n in failed_cases(report_path.read_text(errors="replace"))]
                details.append(f"{executable}: timed out after {self.test_timeout}s"
                               + (f" in {'; '.join(names)}" if names else ""))
                continue
            report = report_path.read_text(errors="replace")
            if code == 0 and "<TestCase" not in report:
                details.append(f"{executable}: no test case matched {' '.join(arguments)}")
            elif code != 0:
                names = failed_cases(report)
                if names:
                    details.append(f"{executable}: {'; '.join(names)}")
                elif code < 0:
                    details.append(f"{executable}: killed by signal {-code}")
                else:
                    details.append(f"{executable}: exit status {code}")
        return details


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--scratch", required=True)
    parser.add_argument("action", choices=["control", "build", "run"])
    parser.add_argument("tag", nargs="?", default="control")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    builder = MutantBuilder(arguments.build_dir, arguments.scratch,
                            test_timeout=int(os.environ.get("TEST_TIMEOUT", "300")))
    if arguments.action == "control":
        # The suites as built, then the same through this pipeline (one library file compiled
        # from an unmodified copy): both must pass.
        failures = builder.run_suites("built", builder.build / "tests")
        if failures:
            print("the suites of the build directory fail: " + " / ".join(failures))
            return 3
        source = "lib/src/nn/masking.cpp"
        copy = builder.scratch / "src" / source
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(REPO / source, copy)
        ok, error = builder.build_suites("control", [source])
        if not ok:
            print(f"the unmutated sources do not build through the pipeline: {error}")
            return 3
        failures = builder.run_suites("control")
        if failures:
            print("the unmutated suites built through the pipeline fail: " + " / ".join(failures))
            return 3
        print(" ".join(f"{executable} {' '.join(shlex.quote(a) for a in args)}".strip()
                       for executable, args in builder.suites))
        return 0
    # Both outcomes of a mutant exit 0; any other status is a failure of this script.
    if arguments.action == "build":
        ok, error = builder.build_suites(arguments.tag, arguments.files)
        print("BUILT" if ok else f"DID NOT COMPILE: {error}")
        return 0
    failures = builder.run_suites(arguments.tag)
    print(f"KILLED: {' / '.join(failures)}" if failures else "SURVIVED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
