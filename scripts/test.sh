#!/usr/bin/env bash
# Sets up (scripts/setup.sh), builds, and runs the whole test suite with ctest: the Catch2 unit
# and end-to-end tests, the PyTorch parity check and the attention mutants.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
build_dir=${BUILD_DIR:-build}
cmake --build "$build_dir" -j2
# One thread each: LibTorch and OpenBLAS pools must not oversubscribe the 2 cores, and the
# determinism tests compare runs made with the same thread count.
OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 ctest --test-dir "$build_dir" --output-on-failure -j2 "$@"
# Then the tests that need no training, and the reader fuzzer, under ASan and UBSan (build-asan/;
# about 4 minutes from clean). DATES_SKIP_SANITIZE=1 skips them.
[[ "${DATES_SKIP_SANITIZE:-0}" == 1 ]] || bash scripts/sanitize.sh
