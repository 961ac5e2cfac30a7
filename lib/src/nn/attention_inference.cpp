#include "dates/nn/attention_inference.h"

#include <algorithm>

#include "dates/nn/fused_kernels.h"

#include "avx2_math.h"
#include "avx512_math.h"

namespace dates::kernels {

namespace {

#ifdef DATES_VECTOR_MATH_X86
DATES_VECTOR_MATH_WARNINGS_OFF

using namespace vector_math;

// e_i = v . tanh(pq + pk_i) for the unmasked positions, with pq and v held in PIECES registers
// of 16 lanes (A <= 16 PIECES; the lanes past A load as zeros and add tanh(0) * 0). Returns the
// largest score; `any` tells whether a position was unmasked.
template <int PIECES>
DATES_TARGET_AVX512_MATH float scores_held(int64_t S, int64_t A, const float* pq, const float* pk,
                                           const float* v, const uint8_t* mask, float* w,
                                           bool& any) {
  __m512 query[PIECES], weight[PIECES];
  __mmask16 lanes[PIECES];
  for (int j = 0; j < PIECES; ++j) {
    lanes[j] = lanes_from(A - 16 * j);
    query[j] = _mm512_maskz_loadu_ps(lanes[j], pq + 16 * j);
    weight[j] = _mm512_maskz_loadu_ps(lanes[j], v + 16 * j);
  }
  float largest = -3.0e38f;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const float* pk_i = pk + i * A;
    __m512 acc = _mm512_mul_ps(
        weight[0], tanh16(_mm512_add_ps(query[0], _mm512_maskz_loadu_ps(lanes[0], pk_i))));
    for (int j = 1; j < PIECES; ++j) {
      const __m512 z = _mm512_add_ps(query[j], _mm512_maskz_loadu_ps(lanes[j], pk_i + 16 * j));
      acc = _mm512_fmadd_ps(weight[j], tanh16(z), acc);
    }
    w[i] = _mm512_reduce_add_ps(acc);
    largest = std::max(largest, w[i]);
    any = true;
  }
  return largest;
}

// The same for any A, pq and v read from memory.
DATES_TARGET_AVX512_MATH float scores_read(int64_t S, int64_t A, const float* pq, const float* pk,
                                           const float* v, const uint8_t* mask, float* w,
                                           bool& any) {
  float largest = -3.0e38f;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const float* pk_i = pk + i * A;
    __m512 acc = _mm512_setzero_ps();
    for (int64_t a = 0; a < A; a += 16) {
      const __mmask16 lanes = lanes_from(A - a);
      const __m512 z = _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, pq + a),
                                     _mm512_maskz_loadu_ps(lanes, pk_i + a));
      acc = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(lanes, v + a), tanh16(z), acc);
    }
    w[i] = _mm512_reduce_add_ps(acc);
    largest = std::max(largest, w[i]);
    any = true;
  }
  return largest;
}

// ctx[k0 .. k0 + 16 PIECES) (clipped to K) = sum over the unmasked i of w_i keys_i, the sums held
// in registers across the positions.
template <int PIECES>
DATES_TARGET_AVX512_MATH void context_piece(int64_t S, int64_t K, int64_t k0, const float* keys,
                                            const uint8_t* mask, const float* w, float* ctx) {
  __m512 acc[PIECES];
  __mmask16 lanes[PIECES];
  for (int j = 0; j < PIECES; ++j) {
    acc[j] = _mm512_setzero_ps();
    lanes[j] = lanes_from(K - k0 - 16 * j);
  }
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const __m512 weight = _mm512_set1_ps(w[i]);
    const float* key_i = keys + i * K + k0;
    for (int j = 0; j < PIECES; ++j) {
      acc[j] = _mm512_fmadd_ps(weight, _mm512_maskz_loadu_ps(lanes[j], key_i + 16 * j), acc[j]);
    }
  }
  for (int j = 0; j < PIECES; ++j) _mm512_mask_storeu_ps(ctx + k0 + 16 * j, lanes[j], acc[j]);
}

DATES_TARGET_AVX512_MATH void avx512_row(int64_t S, int64_t A, int64_t K, const float* pq,
                                         const float* pk, const float* v, const float* keys,
                                         const uint8_t* mask, float* w, float* ctx) {
  bool any = false;
  // pq and v held in registers up to A = 64.
  using Scores = float (*)(int64_t, int64_t, const float*, const float*, const float*,
                           const uint8_t*, float*, bool&);
  static constexpr Scores kHeld[] = {&scores_held<1>, &scores_held<2>, &scores_held<3>,
                                     &scores_held<4>};
  const int64_t pieces = (A + 15) / 16;
  const float largest = pieces <= 4 ? kHeld[pieces - 1](S, A, pq, pk, v, mask, w, any)
                                    : scores_read(S, A, pq, pk, v, mask, w, any);
  if (!any) {
    for (int64_t i = 0; i < S; ++i) w[i] = 0.0f;
    for (int64_t k = 0; k < K; ++k) ctx[k] = 0.0f;
    return;
  }
  // The softmax, 16 positions at a time; the masked ones' scores were never written.
  const __m512 shift = _mm512_set1_ps(largest);
  for (int64_t i = 0; i < S; i += 16) {
    const __mmask16 lanes = lanes_from(S - i);
    _mm512_mask_storeu_ps(w + i, lanes,
                          exp16(_mm512_sub_ps(_mm512_maskz_loadu_ps(lanes, w + i), shift)));
  }
  float total = 0.0f;
  for (int64_t i = 0; i < S; ++i) {
    if (mask[i]) {
      total += w[i];
    } else {
      w[i] = 0.0f;
    }
  }
  const float inverse = 1.0f / total;
  for (int64_t i = 0; i < S; ++i) w[i] *= inverse;
  // The context in pieces of up to 8 registers of 16 lanes (K = 160: 8 and 2).
  using Context =
      void (*)(int64_t, int64_t, int64_t, const float*, const uint8_t*, const float*, float*);
  static constexpr Context kPieces[] = {&context_piece<1>, &context_piece<2>, &context_piece<3>,
                                        &context_piece<4>, &context_piece<5>, &context_piece<6>,
                                        &context_piece<7>, &context_piece<8>};
  for (int64_t k0 = 0; k0 < K; k0 += 128) {
    kPieces[std::min<int64_t>(8, (K - k0 + 15) / 16) - 1](S, K, k0, keys, mask, w, ctx);
  }
}

// The AVX2 path: avx512_row's steps on 8 lanes, pq and v held in registers up to A = 32.
template <int PIECES>
DATES_TARGET_AVX2_MATH float scores_held8(int64_t S, int64_t A, const float* pq, const float* pk,
                                          const float* v, const uint8_t* mask, float* w,
                                          bool& any) {
  __m256 query[PIECES], weight[PIECES];
  __m256i lanes[PIECES];
  for (int j = 0; j < PIECES; ++j) {
    lanes[j] = lanes8_from(A - 8 * j);
    query[j] = _mm256_maskload_ps(pq + 8 * j, lanes[j]);
    weight[j] = _mm256_maskload_ps(v + 8 * j, lanes[j]);
  }
  float largest = -3.0e38f;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const float* pk_i = pk + i * A;
    __m256 acc = _mm256_mul_ps(weight[0],
                               tanh8(_mm256_add_ps(query[0], _mm256_maskload_ps(pk_i, lanes[0]))));
    for (int j = 1; j < PIECES; ++j) {
      const __m256 z = _mm256_add_ps(query[j], _mm256_maskload_ps(pk_i + 8 * j, lanes[j]));
      acc = _mm256_fmadd_ps(weight[j], tanh8(z), acc);
    }
    w[i] = sum8(acc);
    largest = std::max(largest, w[i]);
    any = true;
  }
  return largest;
}

DATES_TARGET_AVX2_MATH float scores_read8(int64_t S, int64_t A, const float* pq, const float* pk,
                                          const float* v, const uint8_t* mask, float* w,
                                          bool& any) {
  float largest = -3.0e38f;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const float* pk_i = pk + i * A;
    __m256 acc = _mm256_setzero_ps();
    for (int64_t a = 0; a < A; a += 8) {
      const __m256i lanes = lanes8_from(A - a);
      const __m256 z =
          _mm256_add_ps(_mm256_maskload_ps(pq + a, lanes), _mm256_maskload_ps(pk_i + a, lanes));
      acc = _mm256_fmadd_ps(_mm256_maskload_ps(v + a, lanes), tanh8(z), acc);
    }
    w[i] = sum8(acc);
    largest = std::max(largest, w[i]);
    any = true;
  }
  return largest;
}

template <int PIECES>
DATES_TARGET_AVX2_MATH void context_piece8(int64_t S, int64_t K, int64_t k0, const float* keys,
                                           const uint8_t* mask, const float* w, float* ctx) {
  __m256 acc[PIECES];
  __m256i lanes[PIECES];
  for (int j = 0; j < PIECES; ++j) {
    acc[j] = _mm256_setzero_ps();
    lanes[j] = lanes8_from(K - k0 - 8 * j);
  }
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    const __m256 weight = _mm256_set1_ps(w[i]);
    const float* key_i = keys + i * K + k0;
    for (int j = 0; j < PIECES; ++j) {
      acc[j] = _mm256_fmadd_ps(weight, _mm256_maskload_ps(key_i + 8 * j, lanes[j]), acc[j]);
    }
  }
  for (int j = 0; j < PIECES; ++j) _mm256_maskstore_ps(ctx + k0 + 8 * j, lanes[j], acc[j]);
}

DATES_TARGET_AVX2_MATH void avx2_row(int64_t S, int64_t A, int64_t K, const float* pq,
                                     const float* pk, const float* v, const float* keys,
                                     const uint8_t* mask, float* w, float* ctx) {
  bool any = false;
  using Scores = float (*)(int64_t, int64_t, const float*, const float*, const float*,
                           const uint8_t*, float*, bool&);
  static constexpr Scores kHeld[] = {&scores_held8<1>, &scores_held8<2>, &scores_held8<3>,
                                     &scores_held8<4>};
  const int64_t pieces = (A + 7) / 8;
  const float largest = pieces <= 4 ? kHeld[pieces - 1](S, A, pq, pk, v, mask, w, any)
                                    : scores_read8(S, A, pq, pk, v, mask, w, any);
  if (!any) {
    for (int64_t i = 0; i < S; ++i) w[i] = 0.0f;
    for (int64_t k = 0; k < K; ++k) ctx[k] = 0.0f;
    return;
  }
  const __m256 shift = _mm256_set1_ps(largest);
  for (int64_t i = 0; i < S; i += 8) {
    const __m256i lanes = lanes8_from(S - i);
    _mm256_maskstore_ps(w + i, lanes, exp8(_mm256_sub_ps(_mm256_maskload_ps(w + i, lanes), shift)));
  }
  float total = 0.0f;
  for (int64_t i = 0; i < S; ++i) {
    if (mask[i]) {
      total += w[i];
    } else {
      w[i] = 0.0f;
    }
  }
  const float inverse = 1.0f / total;
  for (int64_t i = 0; i < S; ++i) w[i] *= inverse;
  // The context in pieces of up to 8 registers of 8 lanes (K = 160: 8, 8 and 4).
  using Context =
      void (*)(int64_t, int64_t, int64_t, const float*, const uint8_t*, const float*, float*);
  static constexpr Context kPieces[] = {&context_piece8<1>, &context_piece8<2>, &context_piece8<3>,
                                        &context_piece8<4>, &context_piece8<5>, &context_piece8<6>,
                                        &context_piece8<7>, &context_piece8<8>};
  for (int64_t k0 = 0; k0 < K; k0 += 64) {
    kPieces[std::min<int64_t>(8, (K - k0 + 7) / 8) - 1](S, K, k0, keys, mask, w, ctx);
  }
}
DATES_VECTOR_MATH_WARNINGS_ON
#endif

}  // namespace

void additive_attention_inference_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                      const float* pq, const float* pk, const float* v,
                                      const float* keys, const uint8_t* mask, float* w, float* ctx,
                                      float* scratch) {
#ifdef DATES_VECTOR_MATH_X86
  if (kernel_path() == KernelPath::avx512) {
    avx512_row(positions, attention_dim, key_size, pq, pk, v, keys, mask, w, ctx);
    return;
  }
  if (kernel_path() == KernelPath::avx2) {
    avx2_row(positions, attention_dim, key_size, pq, pk, v, keys, mask, w, ctx);
    return;
  }
#endif
  additive_attention_forward_row(positions, attention_dim, key_size, pq, pk, v, keys, mask, scratch,
                                 w, ctx);
}

}  // namespace dates::kernels
