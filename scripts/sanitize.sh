#!/usr/bin/env bash
# Builds the tests that need no training (calendar, source text, JSON scanner, safetensors,
# config, data, date formats and generator, reading order, real-date grammar, the resume rule, the
# service's request body and metrics) into one executable, and the reader fuzzer
# (tests/fuzz/fuzz_readers.cpp: safetensors, the JSON scanner, TSV, request bodies) with
# AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/, then runs them with ctest.
# Only the library sources those tests include are compiled (tests/cmake/sanitize.cmake),
# not the whole library or the app. LibTorch itself is not instrumented (its memory is seen only
# through malloc and free); LeakSanitizer is on and finds nothing (see tests/cmake/sanitize.cmake).
#
#   bash scripts/sanitize.sh            configure, build and run (about 4 minutes from clean on
#                                       2 cores; a rebuild compiles only what changed)
#   SANITIZE_BUILD_DIR=DIR ...          another build directory
#   FUZZ_COUNT=N ...                    also run fuzz_readers with N mutations a seed file (the
#                                       registered test runs 10000, a few seconds)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${SANITIZE_BUILD_DIR:-build-asan}
started=$(date +%s)

# The flags are CMakePresets.json's "sanitize" preset (its build preset builds these two targets).
cmake --preset sanitize -B "$build_dir" >/dev/null
cmake --build "$build_dir" -j2 --target sanitize_tests fuzz_readers

if [[ -n "${FUZZ_COUNT:-}" ]]; then
  # The registered test runs the default count; a different one runs the fuzzer directly too.
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build_dir/tests/fuzz_readers" --seed 20261201 --count "$FUZZ_COUNT"
fi
OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 ctest --test-dir "$build_dir" -L sanitize --output-on-failure -j2
echo "[sanitize] built and ran the sanitizer tests in $(( $(date +%s) - started )) s"
