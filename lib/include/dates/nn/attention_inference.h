// Bahdanau attention for one decoder row at inference (the runtime's greedy engine): the scores,
// the masked softmax and the context of kernels::additive_attention_forward_row (fused_kernels.h),
// without the tanh values training keeps for its backward, and on AVX-512 with tanh computed
// without a division (an approximate reciprocal refined by one Newton step: about 1e-7 relative,
// as the division's rounding). Elsewhere (kernel_path() below AVX-512, DATES_CPU_KERNELS) it is
// additive_attention_forward_row itself.
#pragma once

#include <cstdint>

namespace dates::kernels {

// Over the S positions with mask[i] != 0: e_i = v . tanh(pq + pk_i), w = softmax(e),
// ctx = sum_i w_i keys_i [K]; masked positions get w_i = 0; a row with no position w = 0, ctx = 0.
// pq [A], pk [S, A], v [A], keys [S, K], w [S], ctx [K]; scratch [S, A], for the fallback.
void additive_attention_inference_row(int64_t positions, int64_t attention_dim, int64_t key_size,
                                      const float* pq, const float* pk, const float* v,
                                      const float* keys, const uint8_t* mask, float* w, float* ctx,
                                      float* scratch);

}  // namespace dates::kernels
