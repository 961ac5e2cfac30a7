// exp, tanh and sigmoid on 16 float32 lanes for the inference row kernels (attention_inference.cpp,
// gru_inference.cpp): fused_kernels' exp_approx (Cephes' range reduction and polynomial) with 2^n
// by vscalefps, and the reciprocals of tanh and sigmoid approximate (14 bits) and refined by one
// Newton step, about 1e-7 relative, the division's rounding. Private to lib/src/nn/; included
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

// tanh(x) by a rational function of degree 13 / 6 (Eigen's float tanh: odd numerator, even
// denominator) with x clamped to +-7.9053, where float32's tanh rounds to +-1: within 4e-7 of
// tanh on [-10, 10] (checked in float64 by tests/nn/test_gru_inference.cpp). No exponential, and
// the two polynomials run side by side, so its chain is shorter than 1 - 2 / (1 + e^{2x}).
DATES_TARGET_AVX512_MATH inline __m512 tanh16(__m512 x) {
  const __m512 bound = _mm512_set1_ps(7.90531110763549805f);
  x = _mm512_min_ps(_mm512_max_ps(x, _mm512_sub_ps(_mm512_setzero_ps(), bound)), bound);
  const __m512 x2 = _mm512_mul_ps(x, x);
  __m512 p = _mm512_set1_ps(-2.76076847742355e-16f);
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(2.00018790482477e-13f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(-8.60467152213735e-11f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(5.12229709037114e-08f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(1.48572235717979e-05f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(6.37261928875436e-04f));
  p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(4.89352455891786e-03f));
  p = _mm512_mul_ps(p, x);
  __m512 q = _mm512_set1_ps(1.19825839466702e-06f);
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(1.18534705686654e-04f));
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(2.26843463243900e-03f));
  q = _mm512_fmadd_ps(q, x2, _mm512_set1_ps(4.89352518554385e-03f));
  return _mm512_mul_ps(p, reciprocal16(q));
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
