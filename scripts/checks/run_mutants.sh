#!/usr/bin/env bash
# Mutation check of the attention tests against the pitfalls of the specification, section 5
# (shared/seeds/000_0b5d94ed0d7edd9d.txt, mutants s01..s08 in scripts/checks/mutants/sNN.patch).
#
# Usage: scripts/checks/run_mutants.sh [--build-dir BUILD] [SCRATCH_DIR]
#
# Reuses the built tree BUILD (default build/, a Ninja build with the test executables built:
# ctest runs this after the build). For every scripts/checks/mutants/*.patch (s01-s08 the
# additive pitfalls, l01-l05 Luong) it applies the patch to a copy of the files it touches in
# SCRATCH_DIR/src (default /tmp/dates-mutants), compiles only those files with the build's own
# commands, links the attention and model test executables against a copy of the library
# archive holding them, and runs the attention and model tests (scripts/checks/mutant_build.py).
# First the same pipeline builds the unmutated sources and their tests must pass, so that a kill
# never comes from the pipeline. Neither the repository nor BUILD is modified.
#
#   KILLED          at least one test case failed (or a test binary crashed / timed out)
#   SURVIVED        every test passed: the tests miss this pitfall
#   DID NOT COMPILE the mutant is broken, which is a defect of the patch, not a kill
#
# Exit status: 0 all killed; 1 a mutant survived; 2 a mutant did not compile or a patch did not
# apply; 3 the unmutated build or suite failed. Environment: TEST_TIMEOUT (seconds per test
# binary, default 300).
set -euo pipefail

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=$REPO/build
if [[ ${1:-} == --build-dir ]]; then
  BUILD=${2:?--build-dir needs a path}
  shift 2
fi
SCRATCH=${1:-/tmp/dates-mutants}
LOGS=$SCRATCH/logs
PYTHON=/usr/bin/python3
mkdir -p "$SCRATCH/src" "$LOGS"
builder=("$PYTHON" "$REPO/scripts/checks/mutant_build.py" --build-dir "$BUILD" --scratch "$SCRATCH")

# One user of the scratch directory at a time.
exec 9>"$SCRATCH/.lock"
if ! flock -n 9; then
  echo "run_mutants: waiting for another run using $SCRATCH ..." >&2
  flock 9
fi

echo "== the unmutated suites, as built in $BUILD and rebuilt through the mutants' pipeline" >&2
if ! suites=$("${builder[@]}" control); then
  echo "run_mutants: $suites (logs in $LOGS)" >&2
  exit 3
fi
echo "== unmutated suites pass: $suites" >&2

shopt -s nullglob
patches=("$REPO"/scripts/checks/mutants/*.patch)
if ((${#patches[@]} == 0)); then
  echo "run_mutants: no scripts/checks/mutants/*.patch" >&2
  exit 2
fi

names=() descriptions=() results=() details=()
survived=0 broken=0
for p in "${patches[@]}"; do
  name=$(basename "$p" .patch)
  # The description is the line before the first '---' (patch ignores it).
  description=$(sed -n '/^--- /q; /./{p;q}' "$p" | sed "s/^$name: *//")
  files=$(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$p")
  # Fresh copies of the files the patch touches, then the patch on them.
  rm -rf "$SCRATCH/src"
  for f in $files; do
    mkdir -p "$(dirname "$SCRATCH/src/$f")"
    cp "$REPO/$f" "$SCRATCH/src/$f"
  done
  echo "== $name: $description" >&2
  detail=""
  if ! patch -p1 -d "$SCRATCH/src" --forward --no-backup-if-mismatch -r - -s <"$p" \
      >"$LOGS/$name.patch.log" 2>&1; then
    result="PATCH FAILED"
    detail=$(head -n 3 "$LOGS/$name.patch.log" | paste -sd ' ' -)
    broken=1
  else
    outcome=$("${builder[@]}" build "$name" $files) || exit 3
    if [[ $outcome == BUILT ]]; then
      outcome=$("${builder[@]}" run "$name") || exit 3
    fi
    result=${outcome%%:*}
    detail=${outcome#"$result"}
    detail=${detail#: }
    if [[ $result == SURVIVED ]]; then survived=1; fi
    if [[ $result == "DID NOT COMPILE" ]]; then broken=1; fi
  fi
  echo "   -> $result${detail:+: $detail}" >&2
  names+=("$name") descriptions+=("$description") results+=("$result") details+=("$detail")
done

echo
printf '| %-6s | %-15s | %s | %s |\n' mutant result description "failed test cases"
printf '|%s|%s|%s|%s|\n' "--------" "-----------------" "---" "---"
for i in "${!names[@]}"; do
  printf '| %-6s | %-15s | %s | %s |\n' "${names[$i]}" "${results[$i]}" "${descriptions[$i]}" \
    "${details[$i]:--}"
done
echo

if ((broken)); then
  echo "run_mutants: FAIL: a mutant did not compile or did not apply (logs in $LOGS)" >&2
  exit 2
fi
if ((survived)); then
  echo "run_mutants: FAIL: a mutant SURVIVED: the tests miss that pitfall" >&2
  exit 1
fi
echo "run_mutants: all ${#names[@]} mutants killed" >&2
