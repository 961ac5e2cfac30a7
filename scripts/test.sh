#!/usr/bin/env bash
# Sets up (scripts/setup.sh), builds, and runs the whole test suite with ctest: the Catch2 unit
# and end-to-end tests, the PyTorch parity check and the attention mutants; then the fused
# kernels' tests on the other kernel paths (DATES_CPU_KERNELS).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
build_dir=${BUILD_DIR:-build}
cmake --build "$build_dir" -j2
# One thread each: LibTorch and OpenBLAS pools must not oversubscribe the 2 cores, and the
# determinism tests compare runs made with the same thread count.
OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 ctest --test-dir "$build_dir" --output-on-failure -j2 "$@"
# The fused kernels run the widest instruction set the CPU has (lib/src/nn/fused_kernels.cpp), so
# the suite above tested one path; the kernel, runtime, fused-model and facade tests (their
# goldens' tolerances hold on every path) run again on each narrower path this CPU can run (about
# 4 s each, the runtime's about 15 s: on the AVX2 path it multiplies on packed float weights).
flags=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null || true)
has() { [[ " $flags " == *" $1 "* ]]; }
narrower=()
if has avx512f && has avx512bw && has avx512dq && has avx512vl && has fma; then
  narrower=(avx2 baseline)
elif has avx2 && has fma; then
  narrower=(baseline)
fi
# Each test file is a Catch2 tag of its layer's executable (-# "[#file]").
for path in ${narrower[@]+"${narrower[@]}"}; do
  echo "== the fused kernels' tests with DATES_CPU_KERNELS=$path"
  for test in "test_nn [#test_fused_kernels]" "test_nn [#test_attention_inference]" \
              "test_nn [#test_gru_inference]" "test_nn [#test_greedy_choice]" \
              "test_nn [#test_packed_float_products]" "test_nn [#test_int8_products]" \
              "test_runtime [#test_greedy_engine]" \
              "test_model [#test_fused_bahdanau]" \
              "test_facade [#test_normalizer_facade]"; do
    read -r executable file_tag <<<"$test"
    DATES_CPU_KERNELS=$path OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
      "$build_dir/tests/$executable" -# "$file_tag"
  done
done
# Then the tests that need no training, and the reader fuzzer, under ASan and UBSan (build-asan/;
# about 4 minutes from clean). DATES_SKIP_SANITIZE=1 skips them.
[[ "${DATES_SKIP_SANITIZE:-0}" == 1 ]] || bash scripts/sanitize.sh
