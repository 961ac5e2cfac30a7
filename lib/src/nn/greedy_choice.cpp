#include "dates/nn/greedy_choice.h"

#include <cmath>

#include "dates/nn/fused_kernels.h"

#include "avx512_math.h"

namespace dates::kernels {

namespace {

#ifdef DATES_VECTOR_MATH_X86
DATES_VECTOR_MATH_WARNINGS_OFF

using namespace vector_math;

DATES_TARGET_AVX512_MATH GreedyChoice avx512_choice(int64_t V, const float* logits) {
  const __m512 lowest = _mm512_set1_ps(-3.0e38f);
  __m512 largest = lowest;
  for (int64_t v = 0; v < V; v += 16) {
    largest = _mm512_max_ps(largest, _mm512_mask_loadu_ps(lowest, lanes_from(V - v), logits + v));
  }
  const float top = _mm512_reduce_max_ps(largest);
  const __m512 shift = _mm512_set1_ps(top);
  GreedyChoice choice;
  choice.token = -1;
  __m512 sum = _mm512_setzero_ps();
  for (int64_t v = 0; v < V; v += 16) {
    const __mmask16 lanes = lanes_from(V - v);
    const __m512 row = _mm512_maskz_loadu_ps(lanes, logits + v);
    const __mmask16 at_top = _mm512_mask_cmp_ps_mask(lanes, row, shift, _CMP_EQ_OQ);
    if (choice.token < 0 && at_top != 0) choice.token = v + __builtin_ctz(at_top);
    sum = _mm512_add_ps(sum, _mm512_maskz_mov_ps(lanes, exp16(_mm512_sub_ps(row, shift))));
  }
  choice.log_probability = -std::log(static_cast<double>(_mm512_reduce_add_ps(sum)));
  return choice;
}
DATES_VECTOR_MATH_WARNINGS_ON
#endif

}  // namespace

GreedyChoice greedy_choice(int64_t vocabulary_size, const float* logits, float* scratch) {
  const int64_t V = vocabulary_size;
#ifdef DATES_VECTOR_MATH_X86
  if (kernel_path() == KernelPath::avx512) return avx512_choice(V, logits);
#endif
  GreedyChoice choice;
  for (int64_t v = 1; v < V; ++v) {
    if (logits[v] > logits[choice.token]) choice.token = v;
  }
  for (int64_t v = 0; v < V; ++v) scratch[v] = logits[v] - logits[choice.token];
  exp_into(V, scratch, scratch);
  double sum = 0;
  for (int64_t v = 0; v < V; ++v) sum += scratch[v];
  choice.log_probability = -std::log(sum);
  return choice;
}

}  // namespace dates::kernels
