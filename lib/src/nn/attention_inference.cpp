#include "dates/nn/attention_inference.h"

#include <algorithm>

#include "dates/nn/fused_kernels.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define DATES_ATTENTION_X86 1
#endif

namespace dates::kernels {

namespace {

#ifdef DATES_ATTENTION_X86
// GCC 12's intrinsics read "uninitialised" placeholders where they are inlined: false warnings.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#define DATES_TARGET_AVX512_ROW __attribute__((target("avx512f,avx512dq,fma")))

// e^x with fused_kernels' exp_approx's range reduction and polynomial, 16 lanes; 2^n by vscalefps.
DATES_TARGET_AVX512_ROW inline __m512 exp16(__m512 x) {
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

// tanh(x) = 1 - 2 / (1 + e^{2x}), the reciprocal approximate (14 bits) and refined once.
DATES_TARGET_AVX512_ROW inline __m512 tanh16(__m512 x) {
  const __m512 one = _mm512_set1_ps(1.0f);
  const __m512 d = _mm512_add_ps(one, exp16(_mm512_add_ps(x, x)));
  __m512 r = _mm512_rcp14_ps(d);
  r = _mm512_mul_ps(r, _mm512_fnmadd_ps(d, r, _mm512_set1_ps(2.0f)));
  return _mm512_fnmadd_ps(_mm512_set1_ps(2.0f), r, one);
}

DATES_TARGET_AVX512_ROW void avx512_row(int64_t S, int64_t A, int64_t K, const float* pq,
                                        const float* pk, const float* v, const float* keys,
                                        const uint8_t* mask, float* w, float* ctx) {
  const auto lanes_from = [](int64_t left) {
    return static_cast<__mmask16>(left >= 16 ? 0xFFFFu : (1u << left) - 1u);
  };
  float largest = -3.0e38f;
  bool any = false;
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
  for (int64_t k = 0; k < K; ++k) ctx[k] = 0.0f;
  if (!any) {
    for (int64_t i = 0; i < S; ++i) w[i] = 0.0f;
    return;
  }
  float total = 0.0f;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) {
      w[i] = 0.0f;
      continue;
    }
    w[i] = _mm512_cvtss_f32(exp16(_mm512_set1_ps(w[i] - largest)));
    total += w[i];
  }
  const float inverse = 1.0f / total;
  for (int64_t i = 0; i < S; ++i) {
    if (!mask[i]) continue;
    w[i] *= inverse;
    const __m512 weight = _mm512_set1_ps(w[i]);
    const float* key_i = keys + i * K;
    for (int64_t k = 0; k < K; k += 16) {
      const __mmask16 lanes = lanes_from(K - k);
      _mm512_mask_storeu_ps(ctx + k, lanes,
                            _mm512_fmadd_ps(weight, _mm512_maskz_loadu_ps(lanes, key_i + k),
                                            _mm512_maskz_loadu_ps(lanes, ctx + k)));
    }
  }
}
#pragma GCC diagnostic pop
#endif

}  // namespace

void additive_attention_inference_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                      const float* pq, const float* pk, const float* v,
                                      const float* keys, const uint8_t* mask, float* w, float* ctx,
                                      float* scratch) {
#ifdef DATES_ATTENTION_X86
  if (kernel_path() == KernelPath::avx512) {
    avx512_row(positions, attention_dim, key_size, pq, pk, v, keys, mask, w, ctx);
    return;
  }
#endif
  additive_attention_forward_row(positions, attention_dim, key_size, pq, pk, v, keys, mask, scratch,
                                 w, ctx);
}

}  // namespace dates::kernels
