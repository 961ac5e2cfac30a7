// Float matrix products for inference on weights packed once: C[r, :n] = addends[r][:n] +
// x[r, :k] . w[:n, :k]^T. OpenBLAS packs both operands at every call (its sgemm_incopy and
// oncopy were a fifth of `translate`'s time on an AVX2 CPU at the decoder's shapes, up to 32 rows
// a product); here the weights are laid out once, at load, in blocks of 8 output rows by k
// ([n_blocks, k, 8], zero-padded), and each product reads the activation rows where they lie.
//
// Each output sums its k products in order through one fused multiply-add chain, then adds its
// addend: the same operations on every tile shape, so a row's result does not depend on the rows
// computed beside it, and the scalar reference (std::fma) gives the same bits as the AVX2 kernel.
// The order differs from OpenBLAS's: results differ from a BLAS product by float rounding only.
#pragma once

#include <cstdint>
#include <vector>

namespace dates::packed_float {

struct PackedWeights {
  int64_t n = 0, k = 0;       // the float matrix's shape
  int64_t n_blocks = 0;       // ceil(n / 8)
  std::vector<float> packed;  // [n_blocks, k, 8]: packed[(b k + j) 8 + i] = w[8 b + i, j]
};

PackedWeights pack_weights(const float* w, int64_t n, int64_t k);

// Whether this process runs the vector kernel: the CPU has AVX2 and FMA, and DATES_CPU_KERNELS
// does not cap the kernels at baseline (nn/fused_kernels.h's kernel_path()). Without it a caller
// keeps its BLAS product (the scalar reference is correct but slower than OpenBLAS).
bool vector_kernel_available();

// C[r, :n] = addends[r][:n] + x[r, :k] . w[:n, :k]^T for r < m (x's rows ldx apart, C's ldc).
// addends[r] may be the same row for every r; null addends adds onto C's own values.
// `force_reference` runs the scalar reference where the vector kernel is available (the tests
// compare the two).
void product_onto(const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                  const float* const* addends, float* c, int64_t ldc, bool force_reference = false);

}  // namespace dates::packed_float
