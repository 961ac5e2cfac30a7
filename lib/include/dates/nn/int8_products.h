// Matrix products in int8 with int32 accumulation, for inference: C[m, n] += x[m, :] . w[n, :]
// with the weights quantised once per output row (symmetric, int8) and the activations per input
// row when the product runs (asymmetric through an offset: unsigned 8-bit, zero at 128). On a CPU
// with AVX-512 VNNI one instruction does 64 multiply-adds of bytes where a float FMA does 16; with
// AVX2 alone, vpmaddubsw does 32 where a float FMA does 8, adding pairs of products in 16 bits, so
// there the weights have 7 bits (levels 63) for those sums to stay exact. The integer sums are
// exact, so the vector kernels and the scalar reference give the same bits.
//
// Error, per output (exact bound; every rounding is at most half a step): with sx the row's step
// (max |x| / 127) and sw the weight row's (max |w| / levels: 127, or 63 where the kernel is avx2),
//   |C_int8 - C_float| <= sx/2 sum_k |w_k| + sw/2 sum_k |x_k| + k sx sw / 4   (+ float rounding).
#pragma once

#include <cstdint>
#include <vector>

namespace dates::int8 {

// The kernel of this process's products: `amx` where the CPU also has AMX (tiles of 16 rows by 64
// bytes: one instruction does 16 x 16 x 64 multiply-adds of bytes), Linux grants the process its
// tile state and DATES_INT8_AMX is not 0 (the same integer sums as VNNI's, in tiles, so the same
// bits); `vnni` where the CPU has AVX-512 F, BW, VL and VNNI and
// DATES_CPU_KERNELS leaves the AVX-512 path on (nn/fused_kernels.h's kernel_path()); `avx2` where
// the kernel path is AVX2 or wider (vpmaddubsw then vpmaddwd: 32 multiply-adds of bytes in two
// instructions, on weights of 7 bits; exact, so the reference's results); else the scalar
// reference (the same results, several times slower than a float product).
enum class Kernel { reference, avx2, vnni, amx };
Kernel vector_kernel();
const char* kernel_name(Kernel kernel);  // "reference", "avx2", "vnni", "amx"

// A weight matrix w [n, k] (row-major float) quantised and laid out for the kernels: for VNNI
// blocks of 16 output rows, k in groups of 4 bytes (its operand), padded with zeros; for AVX2 the
// same bytes in blocks of 8 output rows (filled only where vector_kernel() is avx2). The weights'
// levels are chosen by vector_kernel() when they are packed, the same for every layout.
struct PackedWeights {
  int64_t n = 0, k = 0;                // the float matrix's shape
  int64_t k_groups = 0;                // ceil(k / 4)
  int64_t n_blocks = 0;                // ceil(n / 16)
  std::vector<int8_t> packed;          // [n_blocks, k_groups, 16, 4]
  int32_t levels = 127;                // |q| <= levels: 127, or 63 where vector_kernel() is avx2
  std::vector<float> scale;            // [n_blocks * 16]: max |w[n, :]| / levels (0: a zero row)
  std::vector<int32_t> offset_sums;    // [n_blocks * 16]: 128 * sum_k q[n, k] (the offset's share)
  std::vector<float> weight_abs_sums;  // [n]: sum_k |w[n, k]| (for the error bound)
  std::vector<int8_t> blocks8;         // [ceil(n / 8), k_groups, 8, 4]: AVX2's layout
  // AMX's layout: `packed` with k in chunks of 16 groups (64 bytes, a tile's row), the last one
  // padded with zeros: [n_blocks, k_chunks * 16, 16, 4] (filled only where vector_kernel() is amx).
  int64_t k_chunks = 0;  // ceil(k_groups / 16)
  std::vector<int8_t> tiles;
};

PackedWeights pack_weights(const float* w, int64_t n, int64_t k);

// Activation rows quantised for one product (reused between products: no allocation once grown).
struct QuantisedRows {
  std::vector<uint8_t> values;  // [m, k_groups * 4], x / step + 128 rounded, padding 128
  std::vector<float> step;      // [m]: max |x[row, :]| / 127 (0 for a zero row)
};

// Whether vector_kernel() is not the reference.
bool vector_kernel_available();

// C[m, n] += x[m, :k] . w[n, :k] for m rows of x (stride ldx) into C (stride ldc), through
// `rows`. `force_reference` runs the scalar reference even where the vector kernel is available
// (the tests compare the two).
void product_accumulate(const PackedWeights& w, int64_t m, const float* x, int64_t ldx, float* c,
                        int64_t ldc, QuantisedRows& rows, bool force_reference = false);

// C[r, n] = addends[r][n] + x[r, :k] . w[n, :k]: the same product onto a row of the caller's
// (a bias, a row of a table) instead of C's own values, so that C need not be filled first.
// addends[r] is read for n < w.n; it may be the same row for every r. Null addends is
// product_accumulate.
void product_onto(const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                  const float* const* addends, float* c, int64_t ldc, QuantisedRows& rows,
                  bool force_reference = false);

// product_onto by a chosen kernel (the tests compare them): the reference anywhere; vnni where
// vector_kernel() is vnni or amx; amx and avx2 where vector_kernel() is that kernel (their
// weights' layouts are filled only then). Throws std::invalid_argument for another.
void product_onto_by(Kernel kernel, const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                     const float* const* addends, float* c, int64_t ldc, QuantisedRows& rows);

}  // namespace dates::int8
