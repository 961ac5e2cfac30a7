// The greedy choice of one decoder step for one row at inference (the runtime's greedy engine):
// the most likely token and its log-probability under the softmax of the row's logits. On
// AVX-512 one pass of 16 lanes finds the maximum and another sums the exponentials; elsewhere
// (kernel_path() below AVX-512, DATES_CPU_KERNELS) a scalar loop and exp_into (fused_kernels.h).
#pragma once

#include <cstdint>

namespace dates::kernels {

struct GreedyChoice {
  int64_t token = 0;             // the first of the largest logits, as LibTorch's max picks
  double log_probability = 0.0;  // logits[token] - log sum_v exp(logits[v])
};

// logits [V], V >= 1 and finite; scratch [V], for the fallback.
GreedyChoice greedy_choice(int64_t vocabulary_size, const float* logits, float* scratch);

}  // namespace dates::kernels
