#include "dates/nn/int8_products.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "dates/nn/fused_kernels.h"

#include "avx2_math.h"  // lanes8_from, max8; lanes_from (avx512_math.h)

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#include <sys/syscall.h>
#include <unistd.h>
#define DATES_INT8_X86 1
#endif

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace dates::int8 {

namespace {

constexpr int64_t kBlock = 16;  // output rows per block: one 512-bit register of int32 sums

int32_t round_to_int(float value) {
  return static_cast<int32_t>(std::nearbyint(value));
}

void quantise_rows(int64_t m, int64_t k, int64_t k_padded, const float* x, int64_t ldx,
                   QuantisedRows& rows) {
  rows.values.resize(static_cast<size_t>(m * k_padded));
  rows.step.resize(static_cast<size_t>(m));
  for (int64_t r = 0; r < m; ++r) {
    const float* row = x + r * ldx;
    float largest = 0.0f;
    for (int64_t j = 0; j < k; ++j) largest = std::max(largest, std::fabs(row[j]));
    const float step = largest / 127.0f;
    rows.step[static_cast<size_t>(r)] = step;
    uint8_t* out = rows.values.data() + r * k_padded;
    const float inverse = step > 0.0f ? 1.0f / step : 0.0f;
    for (int64_t j = 0; j < k; ++j) {
      const int32_t q = std::clamp(round_to_int(row[j] * inverse), -127, 127);
      out[j] = static_cast<uint8_t>(q + 128);
    }
    std::fill(out + k, out + k_padded, uint8_t{128});
  }
}

// The same integer sums as the vector kernel, one at a time.
void reference_kernel(const PackedWeights& w, int64_t m, const QuantisedRows& rows,
                      const float* const* addends, float* c, int64_t ldc) {
  const int64_t k_padded = w.k_groups * 4;
  for (int64_t r = 0; r < m; ++r) {
    const uint8_t* xq = rows.values.data() + r * k_padded;
    const float step = rows.step[static_cast<size_t>(r)];
    for (int64_t n = 0; n < w.n; ++n) {
      const int64_t block = n / kBlock, lane = n % kBlock;
      int32_t sum = 0;
      for (int64_t g = 0; g < w.k_groups; ++g) {
        const int8_t* wq = w.packed.data() + ((block * w.k_groups + g) * kBlock + lane) * 4;
        for (int64_t j = 0; j < 4; ++j) sum += int32_t{xq[g * 4 + j]} * int32_t{wq[j]};
      }
      sum -= w.offset_sums[static_cast<size_t>(n)];
      const float base = addends != nullptr ? addends[r][n] : c[r * ldc + n];
      c[r * ldc + n] = base + static_cast<float>(sum) * (step * w.scale[static_cast<size_t>(n)]);
    }
  }
}

#ifdef DATES_INT8_X86
// GCC 12's _mm512_cvtepi32_ps reads an "uninitialised" placeholder where it is inlined: a false
// warning, silenced for the kernels only.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#define DATES_TARGET_VNNI __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))

// One row of 16 outputs from its int32 sums: out = base + (sum - offsets) * (step * scale), one
// fused multiply-add written out (left to the compiler, the contraction may differ between
// kernels and tile shapes, and a row's result with the rows decoded beside it). The VNNI and AMX
// kernels both end here, so they give the same bits.
DATES_TARGET_VNNI inline void scale_sums_onto(float* out, const float* base, __m512i sums,
                                              __m512i offsets, float step, __m512 scale,
                                              __mmask16 lanes) {
  _mm512_mask_storeu_ps(out, lanes,
                        _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(sums, offsets)),
                                        _mm512_mul_ps(_mm512_set1_ps(step), scale),
                                        _mm512_maskz_loadu_ps(lanes, base)));
}

// sum + the products of x's unsigned bytes and w's signed bytes, four a 32-bit lane (vpdpbusd, as
// _mm512_dpbusd_epi32). Written as the intrinsic, GCC 12 kept a tile's sums in zmm16 and above
// but multiplied into zmm0-15 only, so it moved every sum there and back around each product (32
// moves and some spills beside 16 products a step); the assembly takes any register, in place.
DATES_TARGET_VNNI inline __m512i add_products(__m512i sum, __m512i x, __m512i w) {
  asm("vpdpbusd %2, %1, %0" : "+v"(sum) : "v"(x), "v"(w));
  return sum;
}

// R rows by NB blocks of 16 outputs: each weight load serves R rows, each broadcast NB blocks. At
// most 6 x 4: 24 sums, 4 weight vectors and a broadcast in the 32 registers. The loops over the
// tile are unrolled for GCC to hold the sums in registers.
template <int R, int NB>
DATES_TARGET_VNNI inline void tile(const PackedWeights& w, int64_t r0, int64_t block0,
                                   const QuantisedRows& rows, const float* const* addends, float* c,
                                   int64_t ldc) {
  const int64_t k_padded = w.k_groups * 4;
  const int64_t block_bytes = w.k_groups * kBlock * 4;
  __m512i sums[R][NB];
#pragma GCC unroll 8
  for (int i = 0; i < R; ++i)
#pragma GCC unroll 4
    for (int j = 0; j < NB; ++j) sums[i][j] = _mm512_setzero_si512();
  const uint8_t* x = rows.values.data() + r0 * k_padded;
  const int8_t* weights = w.packed.data() + block0 * block_bytes;
  for (int64_t g = 0; g < w.k_groups; ++g) {
    __m512i wv[NB];
#pragma GCC unroll 4
    for (int j = 0; j < NB; ++j) wv[j] = _mm512_loadu_si512(weights + j * block_bytes + g * 64);
#pragma GCC unroll 8
    for (int i = 0; i < R; ++i) {
      int32_t q;
      std::memcpy(&q, x + i * k_padded + g * 4, 4);
      const __m512i xv = _mm512_set1_epi32(q);
#pragma GCC unroll 4
      for (int j = 0; j < NB; ++j) sums[i][j] = add_products(sums[i][j], xv, wv[j]);
    }
  }
#pragma GCC unroll 4
  for (int j = 0; j < NB; ++j) {
    const int64_t n0 = (block0 + j) * kBlock;
    const int64_t width = std::min(kBlock, w.n - n0);
    const __mmask16 lanes = static_cast<__mmask16>((1u << width) - 1u);
    const __m512 scale = _mm512_loadu_ps(w.scale.data() + n0);
    const __m512i offsets = _mm512_loadu_si512(w.offset_sums.data() + n0);
#pragma GCC unroll 8
    for (int i = 0; i < R; ++i) {
      float* out = c + (r0 + i) * ldc + n0;
      const float* base = addends != nullptr ? addends[r0 + i] + n0 : out;
      scale_sums_onto(out, base, sums[i][j], offsets, rows.step[static_cast<size_t>(r0 + i)], scale,
                      lanes);
    }
  }
}

template <int R>
DATES_TARGET_VNNI inline void row_tile(const PackedWeights& w, int64_t r0,
                                       const QuantisedRows& rows, const float* const* addends,
                                       float* c, int64_t ldc) {
  int64_t block = 0;
  for (; block + 4 <= w.n_blocks; block += 4) tile<R, 4>(w, r0, block, rows, addends, c, ldc);
  switch (w.n_blocks - block) {
    case 3:
      tile<R, 3>(w, r0, block, rows, addends, c, ldc);
      break;
    case 2:
      tile<R, 2>(w, r0, block, rows, addends, c, ldc);
      break;
    case 1:
      tile<R, 1>(w, r0, block, rows, addends, c, ldc);
      break;
    default:
      break;
  }
}

DATES_TARGET_VNNI void vnni_kernel(const PackedWeights& w, int64_t m, const QuantisedRows& rows,
                                   const float* const* addends, float* c, int64_t ldc) {
  int64_t r = 0;
  // Six rows a tile: 1.02x faster than four on an AMD EPYC (Zen 5), 2026-12-05 (docs/speed.md).
  for (; r + 6 <= m; r += 6) row_tile<6>(w, r, rows, addends, c, ldc);
  // The last rows together: each weight load then serves them all.
  switch (m - r) {
    case 5:
      row_tile<5>(w, r, rows, addends, c, ldc);
      break;
    case 4:
      row_tile<4>(w, r, rows, addends, c, ldc);
      break;
    case 3:
      row_tile<3>(w, r, rows, addends, c, ldc);
      break;
    case 2:
      row_tile<2>(w, r, rows, addends, c, ldc);
      break;
    case 1:
      row_tile<1>(w, r, rows, addends, c, ldc);
      break;
    default:
      break;
  }
}

// quantise_rows with vectors: the same steps, products and rounding (to nearest, ties to even,
// as std::nearbyint under the default rounding mode), so the same bytes. Each row's padding is
// written by the same pass: its lanes load as zeros, and a zero quantises to the padding's 128.
// The clamp to [-127, 127]: the lower bound by a max, the upper by the signed saturating
// narrowing (vpmovsdb); the offset as a flip of the top bit (q + 128 as a byte is q ^ 0x80).
DATES_TARGET_VNNI void vnni_quantise_rows(int64_t m, int64_t k, int64_t k_padded, const float* x,
                                          int64_t ldx, QuantisedRows& rows) {
  // grown, never shrunk: the AMX kernel's padded rows follow (their bytes are never read out)
  if (rows.values.size() < static_cast<size_t>(m * k_padded)) {
    rows.values.resize(static_cast<size_t>(m * k_padded));
  }
  rows.step.resize(static_cast<size_t>(m));
  const __m128i top_bits = _mm_set1_epi8(static_cast<char>(0x80));
  const __m512i low = _mm512_set1_epi32(-127);
  for (int64_t r = 0; r < m; ++r) {
    const float* row = x + r * ldx;
    __m512 largest = _mm512_setzero_ps();
    for (int64_t j = 0; j < k; j += 16) {
      const __mmask16 lanes = kernels::vector_math::lanes_from(k - j);
      largest = _mm512_max_ps(largest, _mm512_abs_ps(_mm512_maskz_loadu_ps(lanes, row + j)));
    }
    const float step = _mm512_reduce_max_ps(largest) / 127.0f;
    rows.step[static_cast<size_t>(r)] = step;
    const __m512 inverse = _mm512_set1_ps(step > 0.0f ? 1.0f / step : 0.0f);
    uint8_t* out = rows.values.data() + r * k_padded;
    int64_t j = 0;
    for (; j < k; j += 16) {
      // the last piece's lanes past k load zeros: their bytes are the padding's 128
      const __mmask16 lanes = kernels::vector_math::lanes_from(k - j);
      const __mmask16 stored = kernels::vector_math::lanes_from(k_padded - j);
      const __m512i q = _mm512_max_epi32(
          _mm512_cvtps_epi32(_mm512_mul_ps(_mm512_maskz_loadu_ps(lanes, row + j), inverse)), low);
      _mm_mask_storeu_epi8(out + j, stored, _mm_xor_si128(_mm512_cvtsepi32_epi8(q), top_bits));
    }
    for (; j < k_padded; j += 16) {
      const __mmask16 stored = kernels::vector_math::lanes_from(k_padded - j);
      _mm_mask_storeu_epi8(out + j, stored, top_bits);
    }
  }
}

// AMX: tiles of 16 rows by 64 bytes. The activations' rows (unsigned bytes, as VNNI's) are A
// tiles, the weights in their tile layout B tiles (16 groups of 4 bytes by 16 outputs: VNNI's own
// layout), the int32 sums C tiles; two of each, 32 rows by 32 outputs a pass. Every tile is full:
// the rows are padded to 16 (their outputs not written), k to 64 bytes (zero weights).
#define DATES_TARGET_AMX \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni,amx-tile,amx-int8")))

struct TileConfig {
  uint8_t palette = 1;
  uint8_t start_row = 0;
  uint8_t reserved[14] = {};
  uint16_t bytes_per_row[16] = {};
  uint8_t rows[16] = {};
};

// Each thread loads the one configuration before its first product (8 tiles of 16 x 64 bytes).
DATES_TARGET_AMX void configure_tiles() {
  thread_local bool configured = false;
  if (configured) return;
  TileConfig config;
  for (int t = 0; t < 8; ++t) {
    config.bytes_per_row[t] = 64;
    config.rows[t] = 16;
  }
  _tile_loadconfig(&config);
  configured = true;
}

// The 16 x 16 sums of one C tile scaled onto their outputs, as VNNI's tile writes them.
DATES_TARGET_AMX void write_sums(const PackedWeights& w, int64_t m, int64_t r0, int64_t block,
                                 const int32_t* sums, const QuantisedRows& rows,
                                 const float* const* addends, float* c, int64_t ldc) {
  const int64_t n0 = block * kBlock;
  const int64_t width = std::min(kBlock, w.n - n0);
  const __mmask16 lanes = static_cast<__mmask16>((1u << width) - 1u);
  const __m512 scale = _mm512_loadu_ps(w.scale.data() + n0);
  const __m512i offsets = _mm512_loadu_si512(w.offset_sums.data() + n0);
  for (int64_t i = 0; i < kBlock && r0 + i < m; ++i) {
    float* out = c + (r0 + i) * ldc + n0;
    const float* base = addends != nullptr ? addends[r0 + i] + n0 : out;
    scale_sums_onto(out, base, _mm512_loadu_si512(sums + i * kBlock), offsets,
                    rows.step[static_cast<size_t>(r0 + i)], scale, lanes);
  }
}

DATES_TARGET_AMX void amx_kernel(const PackedWeights& w, int64_t m, const QuantisedRows& rows,
                                 const float* const* addends, float* c, int64_t ldc) {
  configure_tiles();
  const int64_t stride = w.k_chunks * 64;                    // bytes of a row of activations
  const int64_t block_bytes = w.k_chunks * 16 * kBlock * 4;  // bytes of a block of weights
  alignas(64) int32_t sums[kBlock * kBlock];
  const uint8_t* x = rows.values.data();
  const int8_t* weights = w.tiles.data();
  for (int64_t r0 = 0; r0 < m; r0 += 32) {
    const bool second_rows = r0 + 16 < m;
    for (int64_t block = 0; block < w.n_blocks; block += 2) {
      const bool second_block = block + 1 < w.n_blocks;
      _tile_zero(0);
      _tile_zero(1);
      _tile_zero(2);
      _tile_zero(3);
      for (int64_t chunk = 0; chunk < w.k_chunks; ++chunk) {
        _tile_loadd(4, x + r0 * stride + chunk * 64, stride);
        _tile_loadd(6, weights + block * block_bytes + chunk * 1024, 64);
        _tile_dpbusd(0, 4, 6);
        if (second_block) {
          _tile_loadd(7, weights + (block + 1) * block_bytes + chunk * 1024, 64);
          _tile_dpbusd(1, 4, 7);
        }
        if (second_rows) {
          _tile_loadd(5, x + (r0 + 16) * stride + chunk * 64, stride);
          _tile_dpbusd(2, 5, 6);
          if (second_block) _tile_dpbusd(3, 5, 7);
        }
      }
      _tile_stored(0, sums, 64);
      write_sums(w, m, r0, block, sums, rows, addends, c, ldc);
      if (second_block) {
        _tile_stored(1, sums, 64);
        write_sums(w, m, r0, block + 1, sums, rows, addends, c, ldc);
      }
      if (second_rows) {
        _tile_stored(2, sums, 64);
        write_sums(w, m, r0 + 16, block, sums, rows, addends, c, ldc);
        if (second_block) {
          _tile_stored(3, sums, 64);
          write_sums(w, m, r0 + 16, block + 1, sums, rows, addends, c, ldc);
        }
      }
    }
  }
}

// Whether the CPU has AMX's tiles and int8 products (CPUID leaf 7: EDX bits 24 and 25) and Linux
// grants this process the tile state (arch_prctl ARCH_REQ_XCOMP_PERM for XTILEDATA, Linux 5.16).
bool amx_available() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
  if ((edx & (1u << 24)) == 0 || (edx & (1u << 25)) == 0) return false;
  constexpr long kRequestPermission = 0x1023, kTileData = 18;
  return syscall(SYS_arch_prctl, kRequestPermission, kTileData) == 0;
}

#define DATES_TARGET_INT8_AVX2 __attribute__((target("avx2,fma")))

// The AVX2 kernel: R rows by NB blocks of 8 outputs (3 x 2: 6 sums, 2 weight vectors, broadcasts,
// products and the ones in the 16 registers; at 4 x 2 GCC spilled sums, 1.06x slower, and 3 x 3
// was 1.07x slower, 2026-12-07). Each step multiplies a row's four unsigned bytes (one 32-bit
// broadcast) by the four signed bytes of 8 outputs, adds them in pairs into 16 bits (vpmaddubsw:
// 32 multiply-adds an instruction, where a float FMA does 8), then the pairs into 32 bits
// (vpmaddwd by ones). The pairs' 16-bit sums do not saturate because the weights have 7 bits here
// (|q| <= 63: 2 x 255 x 63 = 32,130 < 32,767), so every sum is exact and the reference's. The
// loops over the tile are unrolled for GCC to hold the sums in registers.
template <int R, int NB>
DATES_TARGET_INT8_AVX2 inline void avx2_tile(const PackedWeights& w, int64_t r0, int64_t block0,
                                             const QuantisedRows& rows, const float* const* addends,
                                             float* c, int64_t ldc) {
  const int64_t k_padded = w.k_groups * 4;
  const int64_t block_bytes = w.k_groups * 8 * 4;
  const __m256i ones = _mm256_set1_epi16(1);
  __m256i sums[R][NB];
#pragma GCC unroll 4
  for (int i = 0; i < R; ++i)
#pragma GCC unroll 2
    for (int j = 0; j < NB; ++j) sums[i][j] = _mm256_setzero_si256();
  const uint8_t* x = rows.values.data() + r0 * k_padded;
  const int8_t* weights = w.blocks8.data() + block0 * block_bytes;
  for (int64_t g = 0; g < w.k_groups; ++g) {
    __m256i wv[NB];
#pragma GCC unroll 2
    for (int j = 0; j < NB; ++j) {
      wv[j] =
          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(weights + j * block_bytes + g * 32));
    }
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i) {
      int32_t four;
      std::memcpy(&four, x + i * k_padded + g * 4, 4);
      const __m256i xv = _mm256_set1_epi32(four);
#pragma GCC unroll 2
      for (int j = 0; j < NB; ++j) {
        sums[i][j] =
            _mm256_add_epi32(sums[i][j], _mm256_madd_epi16(_mm256_maddubs_epi16(xv, wv[j]), ones));
      }
    }
  }
#pragma GCC unroll 2
  for (int j = 0; j < NB; ++j) {
    const int64_t n0 = (block0 + j) * 8;
    const __m256i lanes = kernels::vector_math::lanes8_from(w.n - n0);
    // padded to 16: in bounds
    const __m256 scale = _mm256_loadu_ps(w.scale.data() + n0);
    const __m256i offsets =
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w.offset_sums.data() + n0));
#pragma GCC unroll 4
    for (int i = 0; i < R; ++i) {
      const __m256 step = _mm256_set1_ps(rows.step[static_cast<size_t>(r0 + i)]);
      float* out = c + (r0 + i) * ldc + n0;
      const float* base = addends != nullptr ? addends[r0 + i] + n0 : out;
      // One fused multiply-add, written out, as the VNNI kernel's.
      _mm256_maskstore_ps(
          out, lanes,
          _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_sub_epi32(sums[i][j], offsets)),
                          _mm256_mul_ps(step, scale), _mm256_maskload_ps(base, lanes)));
    }
  }
}

template <int R>
DATES_TARGET_INT8_AVX2 inline void avx2_row_tile(const PackedWeights& w, int64_t r0,
                                                 const QuantisedRows& rows,
                                                 const float* const* addends, float* c,
                                                 int64_t ldc) {
  const int64_t blocks = (w.n + 7) / 8;
  int64_t block = 0;
  for (; block + 2 <= blocks; block += 2) avx2_tile<R, 2>(w, r0, block, rows, addends, c, ldc);
  if (block < blocks) avx2_tile<R, 1>(w, r0, block, rows, addends, c, ldc);
}

DATES_TARGET_INT8_AVX2 void avx2_kernel(const PackedWeights& w, int64_t m,
                                        const QuantisedRows& rows, const float* const* addends,
                                        float* c, int64_t ldc) {
  int64_t r = 0;
  for (; r + 3 <= m; r += 3) avx2_row_tile<3>(w, r, rows, addends, c, ldc);
  switch (m - r) {
    case 2:
      avx2_row_tile<2>(w, r, rows, addends, c, ldc);
      break;
    case 1:
      avx2_row_tile<1>(w, r, rows, addends, c, ldc);
      break;
    default:
      break;
  }
}

// quantise_rows with 8 lanes: the same steps, products and rounding (to nearest, ties to even, as
// std::nearbyint), so the same bytes. Each row's padding is written by the same pass: its lanes
// load as zeros, and a zero quantises to the padding's 128.
DATES_TARGET_INT8_AVX2 void avx2_quantise_rows(int64_t m, int64_t k, int64_t k_padded,
                                               const float* x, int64_t ldx, QuantisedRows& rows) {
  rows.values.resize(static_cast<size_t>(m * k_padded));
  rows.step.resize(static_cast<size_t>(m));
  const __m256i low = _mm256_set1_epi32(-127), high = _mm256_set1_epi32(127);
  const __m256i offset = _mm256_set1_epi32(128);
  const __m256 sign = _mm256_set1_ps(-0.0f);
  for (int64_t r = 0; r < m; ++r) {
    const float* row = x + r * ldx;
    __m256 largest = _mm256_setzero_ps();
    int64_t j = 0;
    for (; j + 8 <= k; j += 8) {
      largest = _mm256_max_ps(largest, _mm256_andnot_ps(sign, _mm256_loadu_ps(row + j)));
    }
    if (j < k) {
      const __m256i lanes = kernels::vector_math::lanes8_from(k - j);
      largest = _mm256_max_ps(largest, _mm256_andnot_ps(sign, _mm256_maskload_ps(row + j, lanes)));
    }
    const float step = kernels::vector_math::max8(largest) / 127.0f;
    rows.step[static_cast<size_t>(r)] = step;
    const __m256 inverse = _mm256_set1_ps(step > 0.0f ? 1.0f / step : 0.0f);
    uint8_t* out = rows.values.data() + r * k_padded;
    // 32 values at a time: rounded, narrowed to 16 bits with saturation (the same clamp after it),
    // offset, narrowed to unsigned bytes; the packs work within 128-bit halves, so the 4-byte
    // pieces come out as A0 B0 C0 D0 A1 B1 C1 D1 and one permutation puts them in order.
    const __m256i low16 = _mm256_set1_epi16(-127), high16 = _mm256_set1_epi16(127);
    const __m256i offset16 = _mm256_set1_epi16(128);
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    for (j = 0; j + 32 <= k; j += 32) {
      __m256i q[4];
#pragma GCC unroll 4
      for (int i = 0; i < 4; ++i) {
        q[i] = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(row + j + 8 * i), inverse));
      }
      const __m256i ab = _mm256_add_epi16(
          _mm256_min_epi16(_mm256_max_epi16(_mm256_packs_epi32(q[0], q[1]), low16), high16),
          offset16);
      const __m256i cd = _mm256_add_epi16(
          _mm256_min_epi16(_mm256_max_epi16(_mm256_packs_epi32(q[2], q[3]), low16), high16),
          offset16);
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + j),
                          _mm256_permutevar8x32_epi32(_mm256_packus_epi16(ab, cd), order));
    }
    for (; j < k_padded; j += 8) {
      const int64_t width = std::min<int64_t>(8, k_padded - j);
      const __m256i lanes = kernels::vector_math::lanes8_from(k - j);
      __m256i q = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_maskload_ps(row + j, lanes), inverse));
      q = _mm256_add_epi32(_mm256_min_epi32(_mm256_max_epi32(q, low), high), offset);
      // 32 to 16 bits within 128-bit halves, the halves put in order, then 16 to 8 bits.
      const __m256i words = _mm256_permute4x64_epi64(_mm256_packs_epi32(q, q), 0x08);
      const __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words), _mm_setzero_si128());
      if (width == 8) {
        _mm_storel_epi64(reinterpret_cast<__m128i*>(out + j), bytes);
      } else {  // k_padded is a multiple of 4: the last piece is 4 wide
        const int32_t four = _mm_cvtsi128_si32(bytes);
        std::memcpy(out + j, &four, 4);
      }
    }
  }
}
#pragma GCC diagnostic pop
#endif

}  // namespace

PackedWeights pack_weights(const float* w, int64_t n, int64_t k) {
  PackedWeights packed;
  packed.n = n;
  packed.k = k;
  packed.k_groups = (k + 3) / 4;
  packed.n_blocks = (n + kBlock - 1) / kBlock;
  // AVX2's products add pairs of byte products in 16 bits: weights of 7 bits keep them exact.
  const int32_t levels = vector_kernel() == Kernel::avx2 ? 63 : 127;
  packed.levels = levels;
  const int64_t rows = packed.n_blocks * kBlock;
  packed.packed.assign(static_cast<size_t>(rows * packed.k_groups * 4), int8_t{0});
  packed.scale.assign(static_cast<size_t>(rows), 0.0f);
  packed.offset_sums.assign(static_cast<size_t>(rows), 0);
  packed.weight_abs_sums.assign(static_cast<size_t>(n), 0.0f);
  for (int64_t row = 0; row < n; ++row) {
    const float* source = w + row * k;
    float largest = 0.0f, abs_sum = 0.0f;
    for (int64_t j = 0; j < k; ++j) {
      largest = std::max(largest, std::fabs(source[j]));
      abs_sum += std::fabs(source[j]);
    }
    packed.weight_abs_sums[static_cast<size_t>(row)] = abs_sum;
    const float step = largest / static_cast<float>(levels);
    packed.scale[static_cast<size_t>(row)] = step;
    const float inverse = step > 0.0f ? 1.0f / step : 0.0f;
    const int64_t block = row / kBlock, lane = row % kBlock;
    int32_t sum = 0;
    for (int64_t j = 0; j < k; ++j) {
      const int32_t q = std::clamp(round_to_int(source[j] * inverse), -levels, levels);
      sum += q;
      packed.packed[static_cast<size_t>(((block * packed.k_groups + j / 4) * kBlock + lane) * 4 +
                                        j % 4)] = static_cast<int8_t>(q);
    }
    packed.offset_sums[static_cast<size_t>(row)] = 128 * sum;
  }
  packed.k_chunks = (packed.k_groups + 15) / 16;
  if (vector_kernel() == Kernel::amx) {
    // [n_blocks, k_chunks * 16, 16, 4]: each block's groups, then zeros to a whole chunk.
    const int64_t groups = packed.k_chunks * 16;
    packed.tiles.assign(static_cast<size_t>(packed.n_blocks * groups * kBlock * 4), int8_t{0});
    for (int64_t block = 0; block < packed.n_blocks; ++block) {
      std::memcpy(packed.tiles.data() + block * groups * kBlock * 4,
                  packed.packed.data() + block * packed.k_groups * kBlock * 4,
                  static_cast<size_t>(packed.k_groups * kBlock * 4));
    }
  }
  if (vector_kernel() == Kernel::avx2) {
    // [ceil(n / 8), k_groups, 8, 4]: `packed` in blocks of 8 outputs.
    const int64_t blocks8 = (n + 7) / 8, group_bytes = 8 * 4;
    packed.blocks8.assign(static_cast<size_t>(blocks8 * packed.k_groups * group_bytes), int8_t{0});
    for (int64_t row = 0; row < n; ++row) {
      const int64_t block = row / kBlock, lane = row % kBlock;
      for (int64_t g = 0; g < packed.k_groups; ++g) {
        std::memcpy(
            packed.blocks8.data() + (row / 8 * packed.k_groups + g) * group_bytes + (row % 8) * 4,
            packed.packed.data() + ((block * packed.k_groups + g) * kBlock + lane) * 4, 4);
      }
    }
  }
  return packed;
}

Kernel vector_kernel() {
#ifdef DATES_INT8_X86
  static const Kernel chosen = [] {
    const auto path = kernels::kernel_path();
    if (path == kernels::KernelPath::avx512 && __builtin_cpu_supports("avx512vnni")) {
      const char* amx = std::getenv("DATES_INT8_AMX");
      if ((amx == nullptr || std::string(amx) != "0") && amx_available()) return Kernel::amx;
      return Kernel::vnni;  // the avx512 path has F, BW and VL
    }
    return path == kernels::KernelPath::baseline ? Kernel::reference : Kernel::avx2;
  }();
  return chosen;
#else
  return Kernel::reference;
#endif
}

const char* kernel_name(Kernel kernel) {
  switch (kernel) {
    case Kernel::amx:
      return "amx";
    case Kernel::vnni:
      return "vnni";
    case Kernel::avx2:
      return "avx2";
    case Kernel::reference:
      return "reference";
  }
  return "reference";
}

bool vector_kernel_available() {
  return vector_kernel() != Kernel::reference;
}

void product_onto_by(Kernel kernel, const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                     const float* const* addends, float* c, int64_t ldc, QuantisedRows& rows) {
  const Kernel available = vector_kernel();
  const bool runs = kernel == Kernel::reference || kernel == available ||
                    (kernel == Kernel::vnni && available == Kernel::amx);
  if (!runs) {
    throw std::invalid_argument(
        std::string("int8 products: the ") + kernel_name(kernel) +
        " kernel does not run here (this process's: " + kernel_name(available) + ")");
  }
  if (m <= 0 || w.n == 0) return;
#ifdef DATES_INT8_X86
  // (weights packed before the kernel was chosen lack its layout: the next kernel's then)
  if (kernel == Kernel::amx && w.tiles.empty()) kernel = Kernel::vnni;
  if (kernel == Kernel::avx2 && w.blocks8.empty()) kernel = Kernel::reference;
  switch (kernel) {
    case Kernel::amx: {
      // rows padded to whole tiles (their values unread into outputs), k to whole chunks
      const int64_t stride = w.k_chunks * 64, padded_rows = (m + 15) / 16 * 16;
      if (rows.values.size() < static_cast<size_t>(padded_rows * stride)) {
        rows.values.resize(static_cast<size_t>(padded_rows * stride));
      }
      vnni_quantise_rows(m, w.k, stride, x, ldx, rows);
      amx_kernel(w, m, rows, addends, c, ldc);
      return;
    }
    case Kernel::vnni:
      vnni_quantise_rows(m, w.k, w.k_groups * 4, x, ldx, rows);
      vnni_kernel(w, m, rows, addends, c, ldc);
      return;
    case Kernel::avx2:
      avx2_quantise_rows(m, w.k, w.k_groups * 4, x, ldx, rows);
      avx2_kernel(w, m, rows, addends, c, ldc);
      return;
    case Kernel::reference:
      break;
  }
#endif
  quantise_rows(m, w.k, w.k_groups * 4, x, ldx, rows);
  reference_kernel(w, m, rows, addends, c, ldc);
}

void product_onto(const PackedWeights& w, int64_t m, const float* x, int64_t ldx,
                  const float* const* addends, float* c, int64_t ldc, QuantisedRows& rows,
                  bool force_reference) {
  product_onto_by(force_reference ? Kernel::reference : vector_kernel(), w, m, x, ldx, addends, c,
                  ldc, rows);
}

void product_accumulate(const PackedWeights& w, int64_t m, const float* x, int64_t ldx, float* c,
                        int64_t ldc, QuantisedRows& rows, bool force_reference) {
  product_onto(w, m, x, ldx, nullptr, c, ldc, rows, force_reference);
}

}  // namespace dates::int8
