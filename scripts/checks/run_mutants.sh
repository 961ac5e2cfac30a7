#!/usr/bin/env bash
# Mutation check of the attention tests against the pitfalls of the specification, section 5
# (shared/seeds/000_0b5d94ed0d7edd9d.txt, mutants s01..s08 in scripts/checks/mutants/sNN.patch).
#
# Usage: scripts/checks/run_mutants.sh [--prepare] [SCRATCH_DIR]
#
# Copies the working tree (tracked and untracked-but-not-ignored files, never build dirs) to
# SCRATCH_DIR/tree (default /tmp/dates-mutants), configures ONE Release build in
# SCRATCH_DIR/build (reused across mutants and across runs, so only the mutated translation unit
# recompiles), checks that the unmutated attention and model suites pass, then for
# every scripts/checks/mutants/*.patch (s01-s08 the additive pitfalls, l01-l05 Luong): applies it, rebuilds the test targets, runs them, and
# restores the pristine sources. The repository itself is never modified.
#
#   KILLED          at least one test case failed (or a test binary crashed / timed out)
#   SURVIVED        every test passed: the tests miss this pitfall
#   DID NOT COMPILE the mutant is broken, which is a defect of the patch, not a kill
#
# --prepare only syncs, builds and checks the unmutated suite (used by mutation_score.py).
# Exit status: 0 all killed; 1 a mutant survived; 2 a mutant did not compile or a patch did not
# apply; 3 the unmutated build or suite failed. Environment: JOBS (default 2), TEST_TIMEOUT
# (seconds per test binary, default 300).
set -euo pipefail

prepare_only=0
if [[ ${1:-} == --prepare ]]; then
  prepare_only=1
  shift
fi
if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
SCRATCH=${1:-/tmp/dates-mutants}
TREE=$SCRATCH/tree
BUILD=$SCRATCH/build
LOGS=$SCRATCH/logs
JOBS=${JOBS:-2}
TEST_TIMEOUT=${TEST_TIMEOUT:-300}
TARGETS=(test_masking test_additive_attention test_luong_attention test_model)
PYTHON=/usr/bin/python3

mkdir -p "$TREE" "$BUILD" "$LOGS"

# One user of the scratch tree at a time (mutation_score.py holds the lock and sets this).
if [[ -z ${DATES_MUTANTS_LOCKED:-} ]]; then
  exec 9>"$SCRATCH/.lock"
  if ! flock -n 9; then
    echo "run_mutants: waiting for another run using $SCRATCH ..." >&2
    flock 9
  fi
fi

# ---------------------------------------------------------------------------------------------
# Pristine copies of the files a patch touches, restored on every exit path.
BACKUP=$SCRATCH/backup
applied_files=()

restore_sources() {
  local f
  for f in "${applied_files[@]+"${applied_files[@]}"}"; do
    # cp (not cp -p): the restored file gets a fresh mtime, so ninja recompiles it next time.
    cp "$BACKUP/$f" "$TREE/$f"
  done
  applied_files=()
}
trap 'restore_sources' EXIT
trap 'exit 130' INT TERM

# ---------------------------------------------------------------------------------------------
sync_tree() {
  local list=$SCRATCH/files.list f
  (cd "$REPO" && git ls-files -co --exclude-standard) | LC_ALL=C sort -u >"$list"
  # Copy only files whose content differs, with a fresh mtime (never an older one than an object
  # built from a mutant), so a re-sync recompiles exactly what changed.
  while IFS= read -r f; do
    [[ -f $REPO/$f ]] || continue  # tracked but deleted in the working tree
    if ! cmp -s "$REPO/$f" "$TREE/$f"; then
      mkdir -p "$(dirname "$TREE/$f")"
      cp "$REPO/$f" "$TREE/$f"
    fi
  done <"$list"
  # Files that left the working tree leave the copy too (the CMake globs would still see them).
  (cd "$TREE" && find . -type f -printf '%P\n' | LC_ALL=C sort) |
    LC_ALL=C comm -23 - "$list" | while IFS= read -r f; do rm -f "$TREE/$f"; done
}

configure() {
  if [[ ! -f $BUILD/build.ninja ]]; then
    echo "== configuring $BUILD" >&2
    cmake -S "$TREE" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >"$LOGS/configure.log" 2>&1 || {
      tail -n 40 "$LOGS/configure.log" >&2
      return 1
    }
  fi
}

build_targets() {  # build_targets LOGFILE
  ninja -C "$BUILD" -j "$JOBS" "${TARGETS[@]}" >"$1" 2>&1
}

# Prints the names of the failed Catch2 test cases in an XML report (one per line); a report cut
# short by a crash names the test case that was running.
failed_cases() {  # failed_cases XMLFILE
  "$PYTHON" - "$1" <<'EOF'
import html, re, sys
text = open(sys.argv[1], errors="replace").read()
for chunk in re.split(r"<TestCase\s", text)[1:]:
    m = re.search(r'name="([^"]*)"', chunk)
    name = html.unescape(m.group(1)) if m else "?"
    if '<OverallResult success="false"' in chunk:
        print(name)
    elif "<OverallResult" not in chunk:
        print(name + " (crashed)")
EOF
}

# Runs both suites; sets TEST_FAILED (0/1) and TEST_DETAIL (failed test cases, "; "-separated).
run_suites() {  # run_suites TAG
  local tag=$1 t rc failed detail=()
  TEST_FAILED=0
  for t in "${TARGETS[@]}"; do
    rc=0
    (cd "$TREE" && OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
      timeout "$TEST_TIMEOUT" "$BUILD/tests/$t" -r xml >"$LOGS/$tag.$t.xml" 2>"$LOGS/$tag.$t.stderr") || rc=$?
    failed=$(failed_cases "$LOGS/$tag.$t.xml" | paste -sd ';' - | sed 's/;/; /g')
    if ((rc != 0)); then
      TEST_FAILED=1
      if ((rc == 124)); then
        detail+=("$t: timed out after ${TEST_TIMEOUT}s${failed:+ in $failed}")
      elif [[ -n $failed ]]; then
        detail+=("$t: $failed")
      elif ((rc > 128)); then
        detail+=("$t: killed by signal $((rc - 128))")
      else
        detail+=("$t: exit status $rc")
      fi
    fi
  done
  TEST_DETAIL=$(printf '%s\n' "${detail[@]+"${detail[@]}"}" | paste -sd '/' - | sed 's#/# / #g')
}

# ---------------------------------------------------------------------------------------------
echo "== syncing $REPO -> $TREE" >&2
sync_tree
configure || exit 3
echo "== building the unmutated ${TARGETS[*]} (-j$JOBS)" >&2
if ! build_targets "$LOGS/pristine.build.log"; then
  tail -n 40 "$LOGS/pristine.build.log" >&2
  echo "run_mutants: the unmutated sources do not build" >&2
  exit 3
fi
run_suites pristine
if ((TEST_FAILED)); then
  echo "run_mutants: the unmutated suite fails: $TEST_DETAIL (reports in $LOGS)" >&2
  exit 3
fi
echo "== unmutated suite passes" >&2
((prepare_only)) && exit 0

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
  for f in $files; do
    mkdir -p "$(dirname "$BACKUP/$f")"
    cp "$TREE/$f" "$BACKUP/$f"
    applied_files+=("$f")
  done
  echo "== $name: $description" >&2
  detail=""
  if ! patch -p1 -d "$TREE" --forward --no-backup-if-mismatch -r - -s <"$p" >"$LOGS/$name.patch.log" 2>&1; then
    result="PATCH FAILED"
    detail=$(head -n 3 "$LOGS/$name.patch.log" | paste -sd ' ' -)
    broken=1
  elif ! build_targets "$LOGS/$name.build.log"; then
    result="DID NOT COMPILE"
    detail=$(grep -m1 -E 'error:' "$LOGS/$name.build.log" || echo "see $LOGS/$name.build.log")
    broken=1
  else
    run_suites "$name"
    if ((TEST_FAILED)); then
      result=KILLED
      detail=$TEST_DETAIL
    else
      result=SURVIVED
      survived=1
    fi
  fi
  restore_sources
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

# The restored sources are newer than the mutant objects; the next run recompiles them.
if ((broken)); then
  echo "run_mutants: FAIL: a mutant did not compile or did not apply (logs in $LOGS)" >&2
  exit 2
fi
if ((survived)); then
  echo "run_mutants: FAIL: a mutant SURVIVED: the tests miss that pitfall" >&2
  exit 1
fi
echo "run_mutants: all ${#names[@]} mutants killed" >&2
