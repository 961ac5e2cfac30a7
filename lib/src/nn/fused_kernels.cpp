#include "dates/nn/fused_kernels.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>

// Each exported kernel is compiled three times and the loader picks the widest the CPU runs
// (GCC function multi-versioning). The clones are chosen by feature, not by CPU model ("arch=..."
// clones run only on that very model: a newer Xeon would get the baseline). The AVX-512 clone
// has FMA too; the AVX2 one does not (target_clones takes one feature a clone). Other compilers
// get the baseline build.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define DATES_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#define DATES_ALWAYS_INLINE __attribute__((always_inline))
#else
#define DATES_VECTOR_CLONES
#define DATES_ALWAYS_INLINE
#endif

namespace dates::kernels {

namespace {

// exp(x) for float32 (Cephes expf): x = n ln2 + r with |r| <= ln2 / 2, a degree-6 polynomial for
// e^r, 2^n from the exponent bits. Inputs are clamped to [-87, 88] so that 2^n stays a normal
// float: exp(-87) = 1.6e-38 stands in for anything smaller, which every caller below adds to 1 or
// divides by a sum >= 1.
DATES_ALWAYS_INLINE inline float exp_approx(float x) {
  // Ternaries, not std::min / std::max: those are not inlined into the target clones.
  x = x < -87.0f ? -87.0f : x;
  x = x > 88.0f ? 88.0f : x;
  const float rounding = 12582912.0f;  // 1.5 * 2^23: adding it rounds to a whole number
  const float n = (x * 1.44269504088896341f + rounding) - rounding;
  float r = x - n * 0.693359375f;  // ln 2 in two parts, the first exact in float
  r = r - n * -2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * r * r + r + 1.0f;
  // NaN stays NaN through p; its exponent is taken as 0 (converting NaN to int is undefined).
  const float whole = n == n ? n : 0.0f;
  const int32_t bits = (static_cast<int32_t>(whole) + 127) << 23;
  float scale;
  std::memcpy(&scale, &bits, sizeof scale);
  return p * scale;
}

DATES_ALWAYS_INLINE inline float sigmoid_approx(float x) {
  return 1.0f / (1.0f + exp_approx(-x));
}

// tanh(x) = 1 - 2 / (1 + e^{2x}): exact limits +-1, absolute error a few 1e-8 near 0.
DATES_ALWAYS_INLINE inline float tanh_approx(float x) {
  return 1.0f - 2.0f / (1.0f + exp_approx(2.0f * x));
}

// Floats per attention position: on the stack up to 256 positions, else on the heap.
class PositionScratch {
 public:
  explicit PositionScratch(int64_t positions) {
    if (positions > kOnStack) {
      heap_.reset(new float[static_cast<size_t>(positions)]);
      data_ = heap_.get();
    }
  }
  float* data() { return data_; }

 private:
  static constexpr int64_t kOnStack = 256;
  float stack_[kOnStack];
  float* data_ = stack_;
  std::unique_ptr<float[]> heap_;
};

// The second half of every attention row's forward, once its scores are in w (positions outside
// the mask unset): w becomes the masked softmax of the scores (`largest` is their maximum; a row
// with no position, `any` false, gets all zeros) and ctx [K] = sum_i w_i keys_i.
DATES_ALWAYS_INLINE inline void masked_softmax_and_context(int64_t positions, int64_t K,
                                                           const float* __restrict keys,
                                                           const uint8_t* __restrict mask, bool any,
                                                           float largest, float* __restrict w,
                                                           float* __restrict ctx) {
  for (int64_t k = 0; k < K; ++k) ctx[k] = 0.0f;
  if (!any) {
    for (int64_t i = 0; i < positions; ++i) w[i] = 0.0f;
    return;
  }
  float total = 0.0f;
  for (int64_t i = 0; i < positions; ++i) {
    w[i] = mask[i] ? exp_approx(w[i] - largest) : 0.0f;
    total += w[i];
  }
  const float inverse = 1.0f / total;
  for (int64_t i = 0; i < positions; ++i) {
    if (!mask[i]) continue;
    w[i] *= inverse;
    const float weight = w[i];
    const float* key_i = keys + i * K;
    for (int64_t k = 0; k < K; ++k) ctx[k] += weight * key_i[k];
  }
}

// The first half of every attention row's backward, through the context and the softmax:
// d_keys_i += w_i d_ctx, d_w_i = d_ctx . keys_i, and d_score_i = w_i (d_w_i - sum_j w_j d_w_j)
// (0 outside the mask). What differs between the rows is only how d_score reaches the scores'
// inputs.
DATES_ALWAYS_INLINE inline void context_and_softmax_backward(
    int64_t positions, int64_t K, const float* __restrict d_ctx, const float* __restrict keys,
    const uint8_t* __restrict mask, const float* __restrict w, float* __restrict d_keys,
    float* __restrict d_score) {
  // d_w is kept in d_score's place: a position's d_score needs only its own d_w and the sum.
  float weighted = 0.0f;
  for (int64_t i = 0; i < positions; ++i) {
    d_score[i] = 0.0f;
    if (!mask[i]) continue;
    const float* key_i = keys + i * K;
    float* d_key_i = d_keys + i * K;
    const float weight = w[i];
    float d_w = 0.0f;
#pragma omp simd reduction(+ : d_w)
    for (int64_t k = 0; k < K; ++k) {
      d_w += d_ctx[k] * key_i[k];
      d_key_i[k] += weight * d_ctx[k];
    }
    d_score[i] = d_w;
    weighted += weight * d_w;
  }
  for (int64_t i = 0; i < positions; ++i) {
    if (mask[i]) d_score[i] = w[i] * (d_score[i] - weighted);
  }
}

}  // namespace

DATES_VECTOR_CLONES
void exp_into(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = exp_approx(in[i]);
}

DATES_VECTOR_CLONES
void tanh_into(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = tanh_approx(in[i]);
}

DATES_VECTOR_CLONES
void sigmoid_into(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = sigmoid_approx(in[i]);
}

DATES_VECTOR_CLONES
void gru_gates_forward_row(int64_t width, const float* __restrict gi, const float* __restrict gh,
                           const float* __restrict h, float* __restrict h_new, float* __restrict r,
                           float* __restrict z, float* __restrict n, float* __restrict ghn) {
  const float* gi_z = gi + width;
  const float* gi_n = gi + 2 * width;
  const float* gh_z = gh + width;
  const float* gh_n = gh + 2 * width;
  for (int64_t j = 0; j < width; ++j) {
    const float r_j = sigmoid_approx(gi[j] + gh[j]);
    const float z_j = sigmoid_approx(gi_z[j] + gh_z[j]);
    const float n_j = tanh_approx(gi_n[j] + r_j * gh_n[j]);
    h_new[j] = (1.0f - z_j) * n_j + z_j * h[j];
    r[j] = r_j;
    z[j] = z_j;
    n[j] = n_j;
    ghn[j] = gh_n[j];
  }
}

DATES_VECTOR_CLONES
void gru_gates_backward_row(int64_t width, const float* __restrict grad, const float* __restrict h,
                            const float* __restrict r, const float* __restrict z,
                            const float* __restrict n, const float* __restrict ghn,
                            float* __restrict d_gi, float* __restrict d_gh, float* __restrict d_h) {
  for (int64_t j = 0; j < width; ++j) {
    const float g = grad[j], r_j = r[j], z_j = z[j], n_j = n[j];
    const float dn_pre = g * (1.0f - z_j) * (1.0f - n_j * n_j);  // through tanh
    const float dz_pre = g * (h[j] - n_j) * z_j * (1.0f - z_j);  // through the sigmoid of z
    const float dr_pre = dn_pre * ghn[j] * r_j * (1.0f - r_j);   // through r * gh_n, sigmoid
    d_gi[j] = dr_pre;
    d_gh[j] = dr_pre;
    d_gi[width + j] = dz_pre;
    d_gh[width + j] = dz_pre;
    d_gi[2 * width + j] = dn_pre;
    d_gh[2 * width + j] = dn_pre * r_j;
    d_h[j] = g * z_j;
  }
}

DATES_VECTOR_CLONES
void additive_attention_forward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                    const float* __restrict pq, const float* __restrict pk,
                                    const float* __restrict v, const float* __restrict keys,
                                    const uint8_t* __restrict mask, float* __restrict u,
                                    float* __restrict w, float* __restrict ctx) {
  const int64_t A = attention_dim, K = key_size;
  float largest = -std::numeric_limits<float>::infinity();
  bool any = false;
  for (int64_t i = 0; i < positions; ++i) {
    if (!mask[i]) continue;
    float* u_i = u + i * A;
    const float* pk_i = pk + i * A;
    float score = 0.0f;
#pragma omp simd reduction(+ : score)
    for (int64_t a = 0; a < A; ++a) {
      u_i[a] = tanh_approx(pq[a] + pk_i[a]);
      score += v[a] * u_i[a];
    }
    w[i] = score;
    largest = score > largest ? score : largest;
    any = true;
  }
  masked_softmax_and_context(positions, K, keys, mask, any, largest, w, ctx);
}

DATES_VECTOR_CLONES
void additive_attention_backward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                     const float* __restrict d_ctx, const float* __restrict v,
                                     const float* __restrict keys, const uint8_t* __restrict mask,
                                     const float* __restrict u, const float* __restrict w,
                                     float* __restrict d_pq, float* __restrict d_pk,
                                     float* __restrict d_keys, float* __restrict d_v) {
  const int64_t A = attention_dim, K = key_size;
  PositionScratch scratch(positions);
  float* d_scores = scratch.data();
  context_and_softmax_backward(positions, K, d_ctx, keys, mask, w, d_keys, d_scores);
  for (int64_t a = 0; a < A; ++a) d_pq[a] = 0.0f;
  for (int64_t i = 0; i < positions; ++i) {
    if (!mask[i]) continue;
    const float d_score = d_scores[i];
    const float* u_i = u + i * A;
    float* d_pk_i = d_pk + i * A;
    for (int64_t a = 0; a < A; ++a) {
      const float d_pre = d_score * v[a] * (1.0f - u_i[a] * u_i[a]);  // through tanh
      d_pk_i[a] += d_pre;
      d_pq[a] += d_pre;
      d_v[a] += d_score * u_i[a];
    }
  }
}

DATES_VECTOR_CLONES
void dot_attention_forward_row(int64_t positions, int64_t query_size, int64_t key_size,
                               const float* __restrict q, const float* __restrict pk,
                               const float* __restrict keys, const uint8_t* __restrict mask,
                               float* __restrict w, float* __restrict ctx) {
  const int64_t D = query_size, K = key_size;
  float largest = -std::numeric_limits<float>::infinity();
  bool any = false;
  for (int64_t i = 0; i < positions; ++i) {
    if (!mask[i]) continue;
    const float* pk_i = pk + i * D;
    float score = 0.0f;
#pragma omp simd reduction(+ : score)
    for (int64_t d = 0; d < D; ++d) score += q[d] * pk_i[d];
    w[i] = score;
    largest = score > largest ? score : largest;
    any = true;
  }
  masked_softmax_and_context(positions, K, keys, mask, any, largest, w, ctx);
}

DATES_VECTOR_CLONES
void dot_attention_backward_row(int64_t positions, int64_t query_size, int64_t key_size,
                                const float* __restrict d_ctx, const float* __restrict q,
                                const float* __restrict pk, const float* __restrict keys,
                                const uint8_t* __restrict mask, const float* __restrict w,
                                float* __restrict d_q, float* __restrict d_pk,
                                float* __restrict d_keys) {
  const int64_t D = query_size, K = key_size;
  PositionScratch scratch(positions);
  float* d_scores = scratch.data();
  context_and_softmax_backward(positions, K, d_ctx, keys, mask, w, d_keys, d_scores);
  for (int64_t d = 0; d < D; ++d) d_q[d] = 0.0f;
  for (int64_t i = 0; i < positions; ++i) {
    if (!mask[i]) continue;
    const float d_score = d_scores[i];
    const float* pk_i = pk + i * D;
    float* d_pk_i = d_pk + i * D;
    for (int64_t d = 0; d < D; ++d) {
      d_q[d] += d_score * pk_i[d];
      d_pk_i[d] += d_score * q[d];
    }
  }
}

}  // namespace dates::kernels
