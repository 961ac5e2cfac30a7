#include "dates/nn/packed_float_products.h"

#include <algorithm>
#include <cmath>

#include "dates/nn/fused_kernels.h"

#include "avx2_math.h"  // lanes8_from

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define DATES_PACKED_FLOAT_X86 1
#endif

namespace dates::packed_float {

namespace {

constexpr int64_t kBlock = 8;  // output rows per block: one 256-bit register of floats

// The same operations as the vector kernel, one output at a time: an FMA chain over k in order,
// then the addend.
void reference_kernel(const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                      const float* const* addends, float* c, int64_t ldc) {
  for (int64_t r = 0; r < m; ++r) {
    const float* row = x + r * ldx;
    for (int64_t n = 0; n < w.n; ++n) {
      const float* column = w.packed.data() + (n / kBlock) * w.k * kBlock + n % kBlock;
      float sum = 0.0f;
      for (int64_t j = 0; j < w.k; ++j) sum = std::fma(row[j], column[j * kBlock], sum);
      const float base = addends != nullptr ? addends[r][n] : c[r * ldc + n];
      c[r * ldc + n] = base + sum;
    }
  }
}

#ifdef DATES_PACKED_FLOAT_X86
// GCC 12's intrinsics read "uninitialised" placeholders where they are inlined: false warnings,
// silenced for the kernels only.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#define DATES_TARGET_AVX2_FMA __attribute__((target("avx2,fma")))

// R rows by NB blocks of 8 outputs (at most 4 x 3: 12 accumulators, 3 weight vectors and a
// broadcast in the 16 registers): each weight load serves R rows, each broadcast NB blocks.
template <int R, int NB>
DATES_TARGET_AVX2_FMA inline void tile(const PackedWeights& w, int64_t r0, int64_t block0,
                                       const float* x, int64_t ldx, const float* const* addends,
                                       float* c, int64_t ldc) {
  const int64_t K = w.k, block_floats = K * kBlock;
  __m256 sums[R][NB];
#pragma GCC unroll 4
  for (int i = 0; i < R; ++i)
#pragma GCC unroll 3
    for (int j = 0; j < NB; ++j) sums[i][j] = _mm256_setzero_ps();
  const float* weights = w.packed.data() + block0 * block_floats;
  const float* rows = x + r0 * ldx;
  for (int64_t k = 0; k < K; ++k) {
    __m256 wv[NB];
#pragma GCC unroll 3
    for (int j = 0; j < NB; ++j) wv[j] = _mm256_loadu_ps(weights + j * block_floats + k * kBlock);
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i) {
      const __m256 xv = _mm256_broadcast_ss(rows + i * ldx + k);
#pragma GCC unroll 3
      for (int j = 0; j < NB; ++j) sums[i][j] = _mm256_fmadd_ps(xv, wv[j], sums[i][j]);
    }
  }
  // Masked loads and stores, full blocks too (a branch here keeps GCC from holding the sums in
  // registers): neither the addend nor C is touched past column n.
#pragma GCC unroll 3
  for (int j = 0; j < NB; ++j) {
    const int64_t n0 = (block0 + j) * kBlock;
    const __m256i lanes = kernels::vector_math::lanes8_from(w.n - n0);
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i) {
      float* out = c + (r0 + i) * ldc + n0;
      const float* base = addends != nullptr ? addends[r0 + i] + n0 : out;
      _mm256_maskstore_ps(out, lanes, _mm256_add_ps(_mm256_maskload_ps(base, lanes), sums[i][j]));
    }
  }
}

template <int R>
DATES_TARGET_AVX2_FMA inline void row_tile(const PackedWeights& w, int64_t r0, const float* x,
                                           int64_t ldx, const float* const* addends, float* c,
                                           int64_t ldc) {
  int64_t block = 0;
  for (; block + 3 <= w.n_blocks; block += 3) tile<R, 3>(w, r0, block, x, ldx, addends, c, ldc);
  switch (w.n_blocks - block) {
    case 2:
      tile<R, 2>(w, r0, block, x, ldx, addends, c, ldc);
      break;
    case 1:
      tile<R, 1>(w, r0, block, x, ldx, addends, c, ldc);
      break;
    default:
      break;
  }
}

DATES_TARGET_AVX2_FMA void vector_kernel(const PackedWeights& w, int64_t m, const float* x,
                                         int64_t ldx, const float* const* addends, float* c,
                                         int64_t ldc) {
  int64_t r = 0;
  for (; r + 4 <= m; r += 4) row_tile<4>(w, r, x, ldx, addends, c, ldc);
  switch (m - r) {
    case 3:
      row_tile<3>(w, r, x, ldx, addends, c, ldc);
      break;
    case 2:
      row_tile<2>(w, r, x, ldx, addends, c, ldc);
      break;
    case 1:
      row_tile<1>(w, r, x, ldx, addends, c, ldc);
      break;
    default:
      break;
  }
}
#pragma GCC diagnostic pop
#endif

}  // namespace

PackedWeights pack_weights(const float* w, int64_t n, int64_t k) {
  PackedWeights packed;
  packed.n = n;
  packed.k = k;
  packed.n_blocks = (n + kBlock - 1) / kBlock;
  packed.packed.assign(static_cast<size_t>(packed.n_blocks * k * kBlock), 0.0f);
  for (int64_t row = 0; row < n; ++row) {
    const int64_t block = row / kBlock, lane = row % kBlock;
    for (int64_t j = 0; j < k; ++j) {
      packed.packed[static_cast<size_t>((block * k + j) * kBlock + lane)] = w[row * k + j];
    }
  }
  return packed;
}

bool vector_kernel_available() {
#ifdef DATES_PACKED_FLOAT_X86
  // kernel_path() is avx2 or avx512 only where the CPU has AVX2 and FMA, and DATES_CPU_KERNELS
  // did not cap it at baseline.
  return kernels::kernel_path() != kernels::KernelPath::baseline;
#else
  return false;
#endif
}

void product_onto(const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                  const float* const* addends, float* c, int64_t ldc, bool force_reference) {
  if (m <= 0 || w.n == 0) return;
#ifdef DATES_PACKED_FLOAT_X86
  if (!force_reference && vector_kernel_available()) {
    vector_kernel(w, m, x, ldx, addends, c, ldc);
    return;
  }
#endif
  reference_kernel(w, m, x, ldx, addends, c, ldc);
}

}  // namespace dates::packed_float
