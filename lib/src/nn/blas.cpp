#include "dates/nn/blas.h"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>

namespace dates::blas {

namespace {

using Sgemm = void (*)(const char* trans_a, const char* trans_b, const int* m, const int* n,
                       const int* k, const float* alpha, const float* a, const int* lda,
                       const float* b, const int* ldb, const float* beta, float* c, const int* ldc);

using SetThreads = void (*)(int);

// A BLAS function by name, in whatever the process has loaded; remembered once found (a BLAS may
// be loaded after the first look: load_openblas).
template <typename Function>
Function find(std::atomic<Function>& found, const char* name) {
  Function function = found.load(std::memory_order_acquire);
  if (function == nullptr) {
    function = reinterpret_cast<Function>(::dlsym(RTLD_DEFAULT, name));
    if (function != nullptr) found.store(function, std::memory_order_release);
  }
  return function;
}

Sgemm find_sgemm() {
  static std::atomic<Sgemm> found{nullptr};
  return find(found, "sgemm_");
}

// The same product as plain loops, for a process where no BLAS is loaded (a LibTorch process
// always has one; the torch-free runtime links one): slow, but the same contract.
void gemm_with_loops(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha,
                     const float* a, int64_t lda, const float* b, int64_t ldb, float beta, float* c,
                     int64_t ldc) {
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      float sum = 0.0f;
      for (int64_t p = 0; p < k; ++p) {
        const float left = trans_a ? a[p * lda + i] : a[i * lda + p];
        const float right = trans_b ? b[j * ldb + p] : b[p * ldb + j];
        sum += left * right;
      }
      // beta 0 ignores C, which may hold anything (NaN included), as BLAS does.
      c[i * ldc + j] = alpha * sum + (beta == 0.0f ? 0.0f : beta * c[i * ldc + j]);
    }
  }
}

}  // namespace

void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha, const float* a,
          int64_t lda, const float* b, int64_t ldb, float beta, float* c, int64_t ldc) {
  if (m == 0 || n == 0) return;
  const Sgemm sgemm = find_sgemm();
  if (sgemm == nullptr) {
    gemm_with_loops(trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T: swap the operands.
  const char ta = trans_a ? 'T' : 'N', tb = trans_b ? 'T' : 'N';
  const int mi = static_cast<int>(n), ni = static_cast<int>(m), ki = static_cast<int>(k);
  const int lda_i = static_cast<int>(ldb), ldb_i = static_cast<int>(lda);
  const int ldc_i = static_cast<int>(ldc);
  if (k == 0) {  // BLAS leaves C * beta; keep that contract explicitly
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) c[i * ldc + j] = beta == 0.0f ? 0.0f : c[i * ldc + j] * beta;
    return;
  }
  sgemm(&tb, &ta, &mi, &ni, &ki, &alpha, b, &lda_i, a, &ldb_i, &beta, c, &ldc_i);
}

void use_single_thread() {
  static std::atomic<SetThreads> found{nullptr};
  if (const auto set_threads = find(found, "openblas_set_num_threads")) set_threads(1);
}

bool load_openblas() {
  if (find_sgemm() != nullptr) return true;
  // OpenBLAS reads its thread count once, as it loads; the user's own setting is kept.
  ::setenv("OPENBLAS_NUM_THREADS", "1", /*overwrite=*/0);
  // Global, for dlsym(RTLD_DEFAULT) to find its functions; never closed (its threads).
  if (::dlopen("libopenblas.so.0", RTLD_NOW | RTLD_GLOBAL) == nullptr) return false;
  return find_sgemm() != nullptr;
}

}  // namespace dates::blas
