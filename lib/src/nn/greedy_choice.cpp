#include "dates/nn/greedy_choice.h"

#include <cmath>

#include "dates/nn/fused_kernels.h"

#include "avx2_math.h"
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

// avx512_choice on 8 lanes.
DATES_TARGET_AVX2_MATH GreedyChoice avx2_choice(int64_t V, const float* logits) {
  const __m256 lowest = _mm256_set1_ps(-3.0e38f);
  __m256 largest = lowest;
  for (int64_t v = 0; v < V; v += 8) {
    const __m256i lanes = lanes8_from(V - v);
    largest = _mm256_max_ps(largest, _mm256_blendv_ps(lowest, _mm256_maskload_ps(logits + v, lanes),
                                                      _mm256_castsi256_ps(lanes)));
  }
  const float top = max8(largest);
  const __m256 shift = _mm256_set1_ps(top);
  GreedyChoice choice;
  choice.token = -1;
  __m256 sum = _mm256_setzero_ps();
  for (int64_t v = 0; v < V; v += 8) {
    const __m256i lanes = lanes8_from(V - v);
    const __m256 row = _mm256_maskload_ps(logits + v, lanes);
    const int at_top = _mm256_movemask_ps(
        _mm256_and_ps(_mm256_cmp_ps(row, shift, _CMP_EQ_OQ), _mm256_castsi256_ps(lanes)));
    if (choice.token < 0 && at_top != 0) choice.token = v + __builtin_ctz(at_top);
    sum = _mm256_add_ps(sum,
                        _mm256_and_ps(exp8(_mm256_sub_ps(row, shift)), _mm256_castsi256_ps(lanes)));
  }
  choice.log_probability = -std::log(static_cast<double>(sum8(sum)));
  return choice;
}
DATES_VECTOR_MATH_WARNINGS_ON
#endif

}  // namespace

GreedyChoice greedy_choice(int64_t vocabulary_size, const float* logits, float* scratch) {
  const int64_t V = vocabulary_size;
#ifdef DATES_VECTOR_MATH_X86
  if (kernel_path() == KernelPath::avx512) return avx512_choice(V, logits);
  if (kernel_path() == KernelPath::avx2) return avx2_choice(V, logits);
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
