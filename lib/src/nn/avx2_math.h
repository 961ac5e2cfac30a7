// exp, tanh and sigmoid on 8 float32 lanes for the inference row kernels on the AVX2 path
// (attention_inference.cpp, gru_inference.cpp, greedy_choice.cpp): avx512_math.h's functions on
// half the lanes. exp is fused_kernels' exp_approx (Cephes' range reduction and polynomial) with
// 2^n made from its exponent bits (AVX2 has no vscalefps); tanh is the same rational function,
// its reciprocal approximate (12 bits: vrcpps) and refined by one Newton step: within 1e-5. Private
// to lib/src/nn/; included where avx512_math.h is (DATES_VECTOR_MATH_X86).
#pragma once

#include "avx512_math.h"

#ifdef DATES_VECTOR_MATH_X86

// The instruction set of the functions below and of their callers.
#define DATES_TARGET_AVX2_MATH __attribute__((target("avx2,fma")))

DATES_VECTOR_MATH_WARNINGS_OFF

namespace dates::kernels::vector_math {

// The lanes of the last 8-wide piece of a loop with `left` elements to go, as a maskload mask.
DATES_TARGET_AVX2_MATH inline __m256i lanes8_from(int64_t left) {
  const int count = left >= 8 ? 8 : static_cast<int>(left);
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// e^x, inputs clamped to [-87, 88] as exp_approx clamps them (2^n then a normal float).
DATES_TARGET_AVX2_MATH inline __m256 exp8(__m256 x) {
  x = _mm256_min_ps(_mm256_max_ps(x, _mm256_set1_ps(-87.0f)), _mm256_set1_ps(88.0f));
  const __m256 n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(1.44269504088896341f)),
                                   _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256 r = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693359375f), x);
  r = _mm256_fnmadd_ps(n, _mm256_set1_ps(-2.12194440e-4f), r);
  __m256 p = _mm256_set1_ps(1.9875691500e-4f);
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.3981999507e-3f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(8.3334519073e-3f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(4.1665795894e-2f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.6666665459e-1f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(5.0000001201e-1f));
  p = _mm256_fmadd_ps(_mm256_mul_ps(p, r), r, _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
  const __m256i exponent =
      _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
  return _mm256_mul_ps(p, _mm256_castsi256_ps(exponent));
}

// 1 / d for d > 0 (normal): the 12-bit approximation and one Newton step.
DATES_TARGET_AVX2_MATH inline __m256 reciprocal8(__m256 d) {
  const __m256 r = _mm256_rcp_ps(d);
  return _mm256_mul_ps(r, _mm256_fnmadd_ps(d, r, _mm256_set1_ps(2.0f)));
}

// tanh16's rational function on 8 lanes, with the reciprocal refined by one Newton step
// (_mm256_rcp_ps alone is 12 bits, 3.7e-4 relative): within 1e-5 of tanh.
DATES_TARGET_AVX2_MATH inline __m256 tanh8(__m256 x) {
  const __m256 bound = _mm256_set1_ps(7.90531110763549805f);
  x = _mm256_min_ps(_mm256_max_ps(x, _mm256_sub_ps(_mm256_setzero_ps(), bound)), bound);
  const __m256 x2 = _mm256_mul_ps(x, x);
  __m256 p = _mm256_set1_ps(3.928503808367884e-06f);
  p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(2.286862514881802e-03f));
  p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(1.2319101072932959e-01f));
  p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(9.99998883943836e-01f));
  p = _mm256_mul_ps(p, x);
  __m256 q = _mm256_set1_ps(1.429157315319405e-04f);
  q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(2.113390427572988e-02f));
  q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(4.565182181481916e-01f));
  q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(1.0f));
  return _mm256_mul_ps(p, reciprocal8(q));
}

// sigmoid(x) = (1 + tanh(x / 2)) / 2.
DATES_TARGET_AVX2_MATH inline __m256 sigmoid8(__m256 x) {
  const __m256 half = _mm256_set1_ps(0.5f);
  return _mm256_fmadd_ps(half, tanh8(_mm256_mul_ps(half, x)), half);
}

// The sum and the largest of the 8 lanes.
DATES_TARGET_AVX2_MATH inline float sum8(__m256 x) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(x), _mm256_extractf128_ps(x, 1));
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}
DATES_TARGET_AVX2_MATH inline float max8(__m256 x) {
  __m128 s = _mm_max_ps(_mm256_castps256_ps128(x), _mm256_extractf128_ps(x, 1));
  s = _mm_max_ps(s, _mm_movehl_ps(s, s));
  s = _mm_max_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

}  // namespace dates::kernels::vector_math

DATES_VECTOR_MATH_WARNINGS_ON
#endif
