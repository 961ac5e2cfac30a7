#include "dates/nn/fused_kernels.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

#include "dates/core/printable.h"

// Every kernel below is one always-inline body, compiled into three functions with the
// instruction set of each KernelPath, and kernel_path() picks one set for the process. The choice
// is ours, not the loader's (GCC's target_clones has no override), so that DATES_CPU_KERNELS can
// make a wide machine run the narrow paths. The sets are chosen by feature, not by CPU model.
// Both vector sets include FMA: every CPU with AVX2 or AVX-512 from Intel or AMD has it, and one
// contraction for both keeps them computing each element alike. A call costs one indirect call
// (as the loader's choice did); the loops inside are the path's own. GCC and Clang on x86-64
// dispatch; other compilers and machines get the baseline build alone.
#if defined(__GNUC__) && defined(__x86_64__)
#define DATES_KERNEL_DISPATCH 1
#define DATES_TARGET_AVX512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,fma")))
#define DATES_TARGET_AVX2 __attribute__((target("avx2,fma")))
#define DATES_ALWAYS_INLINE __attribute__((always_inline))
#else
#define DATES_KERNEL_DISPATCH 0
#define DATES_TARGET_AVX512
#define DATES_TARGET_AVX2
#define DATES_ALWAYS_INLINE
#endif

namespace dates::kernels {

namespace {

// exp(x) for float32 (Cephes expf): x = n ln2 + r with |r| <= ln2 / 2, a degree-6 polynomial for
// e^r, 2^n from the exponent bits. Inputs are clamped to [-87, 88] so that 2^n stays a normal
// float: exp(-87) = 1.6e-38 stands in for anything smaller, which every caller below adds to 1 or
// divides by a sum >= 1.
DATES_ALWAYS_INLINE inline float exp_approx(float x) {
  // Ternaries, not std::min / std::max: those are not inlined into the functions compiled for
  // another instruction set.
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

// The kernels, each one body for every path (CompiledFor below).

DATES_ALWAYS_INLINE inline void exp_into_body(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = exp_approx(in[i]);
}

DATES_ALWAYS_INLINE inline void tanh_into_body(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = tanh_approx(in[i]);
}

DATES_ALWAYS_INLINE inline void sigmoid_into_body(int64_t n, const float* in, float* out) {
  for (int64_t i = 0; i < n; ++i) out[i] = sigmoid_approx(in[i]);
}

DATES_ALWAYS_INLINE inline void gru_gates_forward_row_body(
    int64_t width, const float* __restrict gi, const float* __restrict gh,
    const float* __restrict h, float* __restrict h_new, float* __restrict r, float* __restrict z,
    float* __restrict n, float* __restrict ghn) {
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

DATES_ALWAYS_INLINE inline void gru_gates_backward_row_body(
    int64_t width, const float* __restrict grad, const float* __restrict h,
    const float* __restrict r, const float* __restrict z, const float* __restrict n,
    const float* __restrict ghn, float* __restrict d_gi, float* __restrict d_gh,
    float* __restrict d_h) {
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

DATES_ALWAYS_INLINE inline void additive_attention_forward_row_body(
    int64_t positions, int64_t attention_dim, int64_t key_size, const float* __restrict pq,
    const float* __restrict pk, const float* __restrict v, const float* __restrict keys,
    const uint8_t* __restrict mask, float* __restrict u, float* __restrict w,
    float* __restrict ctx) {
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

DATES_ALWAYS_INLINE inline void additive_attention_backward_row_body(
    int64_t positions, int64_t attention_dim, int64_t key_size, const float* __restrict d_ctx,
    const float* __restrict v, const float* __restrict keys, const uint8_t* __restrict mask,
    const float* __restrict u, const float* __restrict w, float* __restrict d_pq,
    float* __restrict d_pk, float* __restrict d_keys, float* __restrict d_v) {
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

DATES_ALWAYS_INLINE inline void dot_attention_forward_row_body(
    int64_t positions, int64_t query_size, int64_t key_size, const float* __restrict q,
    const float* __restrict pk, const float* __restrict keys, const uint8_t* __restrict mask,
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

DATES_ALWAYS_INLINE inline void dot_attention_backward_row_body(
    int64_t positions, int64_t query_size, int64_t key_size, const float* __restrict d_ctx,
    const float* __restrict q, const float* __restrict pk, const float* __restrict keys,
    const uint8_t* __restrict mask, const float* __restrict w, float* __restrict d_q,
    float* __restrict d_pk, float* __restrict d_keys) {
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

// A kernel body compiled for each path: inlined into three functions, each vectorised for its own
// instruction set.
template <auto Body>
struct CompiledFor;

template <typename... Arguments, void (*Body)(Arguments...)>
struct CompiledFor<Body> {
  DATES_TARGET_AVX512 static void avx512(Arguments... arguments) { Body(arguments...); }
  DATES_TARGET_AVX2 static void avx2(Arguments... arguments) { Body(arguments...); }
  static void baseline(Arguments... arguments) { Body(arguments...); }
};

// One path's kernels.
struct KernelSet {
  KernelPath path;
  decltype(&exp_into_body) exp_into, tanh_into, sigmoid_into;
  decltype(&gru_gates_forward_row_body) gru_gates_forward_row;
  decltype(&gru_gates_backward_row_body) gru_gates_backward_row;
  decltype(&additive_attention_forward_row_body) additive_attention_forward_row;
  decltype(&additive_attention_backward_row_body) additive_attention_backward_row;
  decltype(&dot_attention_forward_row_body) dot_attention_forward_row;
  decltype(&dot_attention_backward_row_body) dot_attention_backward_row;
};

#define DATES_KERNEL_SET(path_name)                                                            \
  KernelSet {                                                                                  \
    KernelPath::path_name, &CompiledFor<&exp_into_body>::path_name,                            \
        &CompiledFor<&tanh_into_body>::path_name, &CompiledFor<&sigmoid_into_body>::path_name, \
        &CompiledFor<&gru_gates_forward_row_body>::path_name,                                  \
        &CompiledFor<&gru_gates_backward_row_body>::path_name,                                 \
        &CompiledFor<&additive_attention_forward_row_body>::path_name,                         \
        &CompiledFor<&additive_attention_backward_row_body>::path_name,                        \
        &CompiledFor<&dot_attention_forward_row_body>::path_name,                              \
        &CompiledFor<&dot_attention_backward_row_body>::path_name                              \
  }

constexpr KernelSet kKernelSets[] = {DATES_KERNEL_SET(baseline), DATES_KERNEL_SET(avx2),
                                     DATES_KERNEL_SET(avx512)};

#undef DATES_KERNEL_SET

static_assert(kKernelSets[static_cast<int>(KernelPath::baseline)].path == KernelPath::baseline &&
                  kKernelSets[static_cast<int>(KernelPath::avx2)].path == KernelPath::avx2 &&
                  kKernelSets[static_cast<int>(KernelPath::avx512)].path == KernelPath::avx512,
              "kKernelSets is indexed by KernelPath");

bool cpu_runs(KernelPath path) {
#if DATES_KERNEL_DISPATCH
  // libgcc's checks include the operating system's (XGETBV): it saves the vector registers.
  __builtin_cpu_init();
  switch (path) {
    case KernelPath::avx512:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
             __builtin_cpu_supports("fma");
    case KernelPath::avx2:
      return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case KernelPath::baseline:
      return true;
  }
#endif
  return path == KernelPath::baseline;
}

// The kernels of this process: chosen at the first call, then one load of a pointer a call.
const KernelSet& kernels() {
  static const KernelSet& chosen = kKernelSets[static_cast<int>(kernel_path())];
  return chosen;
}

}  // namespace

KernelPath widest_kernel_path() {
  for (const auto path : {KernelPath::avx512, KernelPath::avx2}) {
    if (cpu_runs(path)) return path;
  }
  return KernelPath::baseline;
}

const char* kernel_path_name(KernelPath path) {
  switch (path) {
    case KernelPath::avx512:
      return "avx512";
    case KernelPath::avx2:
      return "avx2";
    case KernelPath::baseline:
      return "baseline";
  }
  return "baseline";
}

KernelPath choose_kernel_path(const char* asked, KernelPath widest, std::string& warning) {
  warning.clear();
  if (asked == nullptr || *asked == '\0') return widest;
  for (const auto path : {KernelPath::baseline, KernelPath::avx2, KernelPath::avx512}) {
    if (std::strcmp(asked, kernel_path_name(path)) != 0) continue;
    if (path <= widest) return path;
    warning = std::string("dates: DATES_CPU_KERNELS=") + asked +
              " asks for kernels this CPU cannot run; running " + kernel_path_name(widest) +
              ", the widest it can";
    return widest;
  }
  warning = "dates: DATES_CPU_KERNELS is '" + printable(asked, 40) +
            "', not avx512, avx2 or baseline; running " + kernel_path_name(widest) +
            ", the widest this CPU can";
  return widest;
}

KernelPath kernel_path() {
  static const KernelPath chosen = [] {
    std::string warning;
    const auto path =
        choose_kernel_path(std::getenv("DATES_CPU_KERNELS"), widest_kernel_path(), warning);
    // A failed write (stderr closed) loses only the warning.
    if (!warning.empty()) std::fprintf(stderr, "%s\n", warning.c_str());
    return path;
  }();
  return chosen;
}

void exp_into(int64_t n, const float* in, float* out) {
  kernels().exp_into(n, in, out);
}

void tanh_into(int64_t n, const float* in, float* out) {
  kernels().tanh_into(n, in, out);
}

void sigmoid_into(int64_t n, const float* in, float* out) {
  kernels().sigmoid_into(n, in, out);
}

void gru_gates_forward_row(int64_t width, const float* gi, const float* gh, const float* h,
                           float* h_new, float* r, float* z, float* n, float* ghn) {
  kernels().gru_gates_forward_row(width, gi, gh, h, h_new, r, z, n, ghn);
}

void gru_gates_backward_row(int64_t width, const float* grad, const float* h, const float* r,
                            const float* z, const float* n, const float* ghn, float* d_gi,
                            float* d_gh, float* d_h) {
  kernels().gru_gates_backward_row(width, grad, h, r, z, n, ghn, d_gi, d_gh, d_h);
}

void additive_attention_forward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                    const float* pq, const float* pk, const float* v,
                                    const float* keys, const uint8_t* mask, float* u, float* w,
                                    float* ctx) {
  kernels().additive_attention_forward_row(positions, attention_dim, key_size, pq, pk, v, keys,
                                           mask, u, w, ctx);
}

void additive_attention_backward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                     const float* d_ctx, const float* v, const float* keys,
                                     const uint8_t* mask, const float* u, const float* w,
                                     float* d_pq, float* d_pk, float* d_keys, float* d_v) {
  kernels().additive_attention_backward_row(positions, attention_dim, key_size, d_ctx, v, keys,
                                            mask, u, w, d_pq, d_pk, d_keys, d_v);
}

void dot_attention_forward_row(int64_t positions, int64_t query_size, int64_t key_size,
                               const float* q, const float* pk, const float* keys,
                               const uint8_t* mask, float* w, float* ctx) {
  kernels().dot_attention_forward_row(positions, query_size, key_size, q, pk, keys, mask, w, ctx);
}

void dot_attention_backward_row(int64_t positions, int64_t query_size, int64_t key_size,
                                const float* d_ctx, const float* q, const float* pk,
                                const float* keys, const uint8_t* mask, const float* w, float* d_q,
                                float* d_pk, float* d_keys) {
  kernels().dot_attention_backward_row(positions, query_size, key_size, d_ctx, q, pk, keys, mask, w,
                                       d_q, d_pk, d_keys);
}

}  // namespace dates::kernels
