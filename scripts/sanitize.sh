#!/usr/bin/env bash
# Builds the tests that need no training (safetensors, config, data, date generator, reading
# order, real-date grammar, the service's request body and metrics) and the reader fuzzer
# (tests/fuzz/fuzz_readers.cpp: safetensors, TSV, request bodies) with
# AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/, then runs them with ctest.
# Only the library sources those tests include are compiled (tests/CMakeLists.txt, DATES_SANITIZE),
# not the whole library or the app. LibTorch itself is not instrumented (its memory is seen only
# through malloc and free); LeakSanitizer is on and finds nothing (see tests/CMakeLists.txt).
#
#   bash scripts/sanitize.sh            configure, build and run (about 4 minutes from clean on
#                                       2 cores; a rebuild compiles only what changed)
#   SANITIZE_BUILD_DIR=DIR ...          another build directory
#   FUZZ_COUNT=N ...                    also run fuzz_readers with N mutations a seed file (the
#                                       registered test runs 10000, a few seconds)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${SANITIZE_BUILD_DIR:-build-asan}
sanitizers="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
started=$(date +%s)

cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="$sanitizers" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DDATES_SANITIZE=ON >/dev/null
targets=(sanitize_test_safetensors sanitize_test_config sanitize_test_data
         sanitize_test_date_generator sanitize_test_reading_order
         sanitize_test_real_date_grammar sanitize_test_request sanitize_test_metrics
         sanitize_test_line_reader fuzz_readers)
cmake --build "$build_dir" -j2 --target "${targets[@]}"

if [[ -n "${FUZZ_COUNT:-}" ]]; then
  # The registered test runs the default count; a different one runs the fuzzer directly too.
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build_dir/tests/fuzz_readers" --seed 20261201 --count "$FUZZ_COUNT"
fi
ctest --test-dir "$build_dir" -L sanitize --output-on-failure -j2
echo "[sanitize] built and ran the sanitizer tests in $(( $(date +%s) - started )) s"
