#include "dates/nn/gru_inference.h"

#include <cstring>

#include "dates/nn/fused_kernels.h"

#include "avx2_math.h"
#include "avx512_math.h"

namespace dates::kernels {

namespace {

#ifdef DATES_VECTOR_MATH_X86
DATES_VECTOR_MATH_WARNINGS_OFF

using namespace vector_math;

// Each 16 lanes of h are read before their h_new is written: in place is safe.
DATES_TARGET_AVX512_MATH void avx512_gates(int64_t H, const float* gi, const float* gh,
                                           const float* h, float* h_new) {
  for (int64_t j = 0; j < H; j += 16) {
    const __mmask16 lanes = lanes_from(H - j);
    const __m512 r = sigmoid16(
        _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, gi + j), _mm512_maskz_loadu_ps(lanes, gh + j)));
    const __m512 z = sigmoid16(_mm512_add_ps(_mm512_maskz_loadu_ps(lanes, gi + H + j),
                                             _mm512_maskz_loadu_ps(lanes, gh + H + j)));
    const __m512 n = tanh16(_mm512_fmadd_ps(r, _mm512_maskz_loadu_ps(lanes, gh + 2 * H + j),
                                            _mm512_maskz_loadu_ps(lanes, gi + 2 * H + j)));
    // (1 - z) n + z h = n + z (h - n)
    _mm512_mask_storeu_ps(
        h_new + j, lanes,
        _mm512_fmadd_ps(z, _mm512_sub_ps(_mm512_maskz_loadu_ps(lanes, h + j), n), n));
  }
}

// avx512_gates on 8 lanes.
DATES_TARGET_AVX2_MATH void avx2_gates(int64_t H, const float* gi, const float* gh, const float* h,
                                       float* h_new) {
  for (int64_t j = 0; j < H; j += 8) {
    const __m256i lanes = lanes8_from(H - j);
    const __m256 r = sigmoid8(
        _mm256_add_ps(_mm256_maskload_ps(gi + j, lanes), _mm256_maskload_ps(gh + j, lanes)));
    const __m256 z = sigmoid8(_mm256_add_ps(_mm256_maskload_ps(gi + H + j, lanes),
                                            _mm256_maskload_ps(gh + H + j, lanes)));
    const __m256 n = tanh8(_mm256_fmadd_ps(r, _mm256_maskload_ps(gh + 2 * H + j, lanes),
                                           _mm256_maskload_ps(gi + 2 * H + j, lanes)));
    // (1 - z) n + z h = n + z (h - n)
    _mm256_maskstore_ps(h_new + j, lanes,
                        _mm256_fmadd_ps(z, _mm256_sub_ps(_mm256_maskload_ps(h + j, lanes), n), n));
  }
}
DATES_VECTOR_MATH_WARNINGS_ON
#endif

}  // namespace

void gru_gates_inference_row(int64_t width, const float* gi, const float* gh, const float* h,
                             float* h_new, float* scratch) {
#ifdef DATES_VECTOR_MATH_X86
  if (kernel_path() == KernelPath::avx512) {
    avx512_gates(width, gi, gh, h, h_new);
    return;
  }
  if (kernel_path() == KernelPath::avx2) {
    avx2_gates(width, gi, gh, h, h_new);
    return;
  }
#endif
  // gru_gates_forward_row's arguments may not overlap: the new state goes through the scratch.
  float* fresh = scratch + 4 * width;
  gru_gates_forward_row(width, gi, gh, h, fresh, scratch, scratch + width, scratch + 2 * width,
                        scratch + 3 * width);
  std::memcpy(h_new, fresh, static_cast<size_t>(width) * sizeof(float));
}

}  // namespace dates::kernels
