// exp, tanh and sigmoid on 16 float32 lanes for the inference row kernels (attention_inference.cpp,
// gru_inference.cpp): fused_kernels' exp_approx (Cephes' range reduction and polynomial) with 2^n
// by vscalefps, and tanh (and sigmoid through it) by a short rational function and a 14-bit
// reciprocal, within 6e-5 (tanh16 below). Private to lib/src/nn/; included
// only where __x86_64__ and GCC's target attributes are available (DATES_VECTOR_MATH_X86).
#pragma once

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define DATES_VECTOR_MATH_X86 1

// GCC 12's intrinsics read "uninitialised" placeholders where they are inlined: false warnings,
// silenced around the vector code (here, and in each file that uses it, where they are inlined).
#define DATES_VECTOR_MATH_WARNINGS_OFF                                                 \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wuninitialized\"") \
      _Pragma("GCC diagnostic ignored \"-Wmaybe-uninitialized\"")
#define DATES_VECTOR_MATH_WARNINGS_ON _Pragma("GCC diagnostic pop")
// The instruction set of the functions below and of their callers.
#define DATES_TARGET_AVX512_MATH __attribute__((target("avx512f,avx512dq,fma")))

DATES_VECTOR_MATH_WARNINGS_OFF

namespace dates::kernels::vector_math {

// e^x, inputs clamped to [-87, 88] as exp_approx clamps them.
DATES_TARGET_AVX512_MATH inline __m512 exp16(__m512 x) {
  x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-87.0f)), _mm512_set1_ps(88.0f));
  const __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504088896341f)),
                                        _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x);
  r = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r);
  __m512 p = _mm512_set1_ps(1.9875691500e-4f);
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.3981999507e-3f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(8.3334519073e-3f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(4.1665795894e-2f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.6666665459e-1f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.0000001201e-1f));
  p = _mm512_fmadd_ps(_mm512_mul_ps(p, r), r, _mm512_add_ps(r, _mm512_set1_ps(1.0f)));
  return _mm512_scalef_ps(p, n);
}

// 1 / d for d > 0 (normal): the 14-bit approximation and one Newton step.
DATES_TARGET_AVX512_MATH inline __m512 reciprocal16(__m512 d) {
  const __m512 r = _mm512_rcp14_ps(d);
  return _mm512_mul_ps(r, _mm512_fnmadd_ps(d, r, _mm512_set1_ps(2.0f)));
}

// tanh(x) by a rational function of degree 7 / 6 (odd numerator, even denominator, fitted to
// tanh on [0, 7.9053] by scripts/provenance/fit_tanh.py: within 9.1e-6 there) with x clamped to
// +-7.9053, where float32's tanh rounds to +-1, and the denominator's reciprocal by rcp14 alone
// (2^-14 relative): within 5.8e-5 of tanh on [-10, 10] (5.72e-5 at most on a grid of 4e7 points,
// float64; tests/nn/test_gru_inference.cpp holds the GRU row to it). Twelve instructions, no
// exponential: the inference rows read int8 products, whose errors are a hundred times larger
// (with a Newton step on the reciprocal, 9e-6, a translation took 4% more CPU time; with Eigen's
// 13 / 6 function and the step, 4e-7, 7% more: 2026-12-05, docs/speed.md).
DATES_TARGET_AVX512_MATH inline __m512 tanh16(__m512 x) {
  const __m512 bound = _mm512_set1_ps(7.90531110763549805f);
  x = _mm512_min_ps(_mm512_max_ps(x, _mm512_sub_ps(_mm512_setzero_ps(), bound)), bound);
  const __m512 x2 = _mm512_mul_ps(x, x);
  __m512 p = _mm512_set1_ps(3.928503808367884e-06f);
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(2.286862514881802e-03f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(1.2319101072932959e-01f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(9.99998883943836e-01f));
  p = _mm512_mul_ps(p, x);
  __m512 q = _mm512_set1_ps(1.429157315319405e-04f);
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(2.113390427572988e-02f));
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(4.565182181481916e-01f));
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(1.0f));
  return _mm512_mul_ps(p, _mm512_rcp14_ps(q));
}

// sigmoid(x) = (1 + tanh(x / 2)) / 2.
DATES_TARGET_AVX512_MATH inline __m512 sigmoid16(__m512 x) {
  const __m512 half = _mm512_set1_ps(0.5f);
  return _mm512_fmadd_ps(half, tanh16(_mm512_mul_ps(half, x)), half);
}

// The lanes of the last 16-wide piece of a loop with `left` elements to go.
inline __mmask16 lanes_from(int64_t left) {
  return static_cast<__mmask16>(left >= 16 ? 0xFFFFu : (1u << left) - 1u);
}

}  // namespace dates::kernels::vector_math

DATES_VECTOR_MATH_WARNINGS_ON
#endif
