// The elementwise kernels of the fused recurrent paths: plain loops over one batch
// row of contiguous float32 memory, written so the compiler vectorises them. Each is compiled for
// three instruction sets (KernelPath) and one set runs in a process: the widest the CPU runs,
// unless DATES_CPU_KERNELS caps it (kernel_path()). exp, sigmoid and tanh are computed by a
// Cephes-style polynomial (within a few float32 ulps of std::exp), so a whole row is one vector
// loop instead of a libm call an element.
//
// The callers (fused_gru_sequence.h, fused_luong_attention.h, model/fused_bahdanau.h) do the
// matrix products with LibTorch and these kernels between them; each kernel is one pass forward
// and one pass backward over a row. Every kernel's backward is the exact derivative of its
// forward, tested against LibTorch's autograd and float64 central differences.
#pragma once

#include <cstdint>
#include <string>

namespace dates::kernels {

// The instruction sets every kernel is compiled for, narrowest first. The paths agree to float32
// rounding, not bit for bit: avx512 and avx2 compute each element alike (both contract a * b + c
// into one fused multiply-add) and differ only in the order of the sums over a row (16 lanes or
// 8); baseline rounds every product before its sum and adds 4 lanes at a time.
enum class KernelPath {
  baseline,  // x86-64's SSE2 (every other CPU gets this path too)
  avx2,      // AVX2 with FMA
  avx512,    // AVX-512 F, BW, DQ and VL, with FMA
};

// The path every kernel of this process runs: the widest this CPU runs, or a narrower one when
// the environment variable DATES_CPU_KERNELS names it (avx512, avx2 or baseline; the way CI tests
// the paths its machine would not take). A value this CPU cannot run, or not one of the three,
// gives the widest path and one line on stderr. Chosen once, at the first call of this function
// or of a kernel (thread-safe); the variable is not read again.
KernelPath kernel_path();

// "avx512", "avx2" or "baseline": the path as DATES_CPU_KERNELS spells it (for logs:
// kernel_path_name(kernel_path())).
const char* kernel_path_name(KernelPath path);

// The widest path this CPU runs.
KernelPath widest_kernel_path();

// The choice kernel_path() makes for DATES_CPU_KERNELS = `asked` (nullptr when unset) on a CPU
// whose widest path is `widest`: the path, and in `warning` the line it writes to stderr (empty
// when there is nothing to say).
KernelPath choose_kernel_path(const char* asked, KernelPath widest, std::string& warning);

// GRU gates for one row (PyTorch's order r, z, n; width H):
//   r = sigmoid(gi_r + gh_r), z = sigmoid(gi_z + gh_z), n = tanh(gi_n + r * gh_n)
//   h_new = (1 - z) * n + z * h
// gi, gh [3H]; h, h_new, and the saved r, z, n, gh_n [H].
void gru_gates_forward_row(int64_t width, const float* gi, const float* gh, const float* h,
                           float* h_new, float* r, float* z, float* n, float* ghn);

// Its backward: from grad = dL/dh_new [H] and the saved values, d_gi and d_gh [3H] (written) and
// the direct part of dL/dh, grad * z [H] (written).
void gru_gates_backward_row(int64_t width, const float* grad, const float* h, const float* r,
                            const float* z, const float* n, const float* ghn, float* d_gi,
                            float* d_gh, float* d_h);

// Bahdanau attention for one row: over the S positions with mask[i] != 0,
//   u_i = tanh(pq + pk_i) [A],  e_i = v . u_i,  w = softmax(e),  ctx = sum_i w_i keys_i [K];
// masked positions get w_i = 0 (and u_i is not written); a row with no position gets w = 0 and
// ctx = 0, as masked_softmax defines it. pk [S, A], keys [S, K], u [S, A], w [S], ctx [K].
void additive_attention_forward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                    const float* pq, const float* pk, const float* v,
                                    const float* keys, const uint8_t* mask, float* u, float* w,
                                    float* ctx);

// Its backward from d_ctx [K]: d_pq [A] (written), and added to: d_pk [S, A], d_keys [S, K],
// d_v [A].
void additive_attention_backward_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                     const float* d_ctx, const float* v, const float* keys,
                                     const uint8_t* mask, const float* u, const float* w,
                                     float* d_pq, float* d_pk, float* d_keys, float* d_v);

// Luong's dot and general scores for one row (global attention): over the positions with
// mask[i] != 0, e_i = q . pk_i (pk = the keys for dot, W_a keys for general; [S, Dq]),
// w = softmax(e), ctx = sum_i w_i keys_i [K]; masked positions and an empty row as above.
void dot_attention_forward_row(int64_t positions, int64_t query_size, int64_t key_size,
                               const float* q, const float* pk, const float* keys,
                               const uint8_t* mask, float* w, float* ctx);

// Its backward from d_ctx [K]: d_q [Dq] (written), and added to: d_pk [S, Dq], d_keys [S, K].
void dot_attention_backward_row(int64_t positions, int64_t query_size, int64_t key_size,
                                const float* d_ctx, const float* q, const float* pk,
                                const float* keys, const uint8_t* mask, const float* w, float* d_q,
                                float* d_pk, float* d_keys);

// The vectorised functions themselves, over n elements (out may equal in), for the tests.
void exp_into(int64_t n, const float* in, float* out);
void tanh_into(int64_t n, const float* in, float* out);
void sigmoid_into(int64_t n, const float* in, float* out);

}  // namespace dates::kernels
