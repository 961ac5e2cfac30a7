#include "dates/nn/blas.h"

#include <dlfcn.h>
#include <torch/types.h>

namespace dates::blas {

namespace {

using Sgemm = void (*)(const char* trans_a, const char* trans_b, const int* m, const int* n,
                       const int* k, const float* alpha, const float* a, const int* lda,
                       const float* b, const int* ldb, const float* beta, float* c, const int* ldc);

Sgemm find_sgemm() {
  static const Sgemm found = reinterpret_cast<Sgemm>(::dlsym(RTLD_DEFAULT, "sgemm_"));
  return found;
}

// The same product with LibTorch on views of the memory.
void gemm_with_torch(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha,
                     const float* a, int64_t lda, const float* b, int64_t ldb, float beta, float* c,
                     int64_t ldc) {
  const auto view = [](const float* data, int64_t rows, int64_t columns, int64_t stride,
                       bool transpose) {
    // Stored [rows, columns] with row stride `stride`; transposed it reads as [columns, rows].
    auto stored =
        torch::from_blob(const_cast<float*>(data), {rows, columns}, {stride, 1}, torch::kFloat32);
    return transpose ? stored.t() : stored;
  };
  const auto a_view = trans_a ? view(a, k, m, lda, true) : view(a, m, k, lda, false);
  const auto b_view = trans_b ? view(b, n, k, ldb, true) : view(b, k, n, ldb, false);
  auto c_view = torch::from_blob(c, {m, n}, {ldc, 1}, torch::kFloat32);
  if (beta == 0.0f) {
    c_view.zero_();  // C may hold anything, NaN included: beta 0 ignores it, as BLAS does
  } else {
    c_view.mul_(beta);
  }
  c_view.addmm_(a_view, b_view, /*beta=*/1.0, /*alpha=*/alpha);
}

}  // namespace

void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha, const float* a,
          int64_t lda, const float* b, int64_t ldb, float beta, float* c, int64_t ldc) {
  if (m == 0 || n == 0) return;
  const Sgemm sgemm = find_sgemm();
  if (sgemm == nullptr) {
    gemm_with_torch(trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
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

}  // namespace dates::blas
