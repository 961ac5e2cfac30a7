// The GRU gates of one row at inference (the runtime's greedy engine, encoder and decoder): the
// new state of kernels::gru_gates_forward_row (fused_kernels.h) without the values training keeps
// for its backward, and on AVX-512 with the sigmoids' and tanh's reciprocals approximate and
// refined by one Newton step instead of divided (about 1e-7 relative, the division's rounding).
// Elsewhere (kernel_path() below AVX-512, DATES_CPU_KERNELS) it is gru_gates_forward_row itself.
#pragma once

#include <cstdint>

namespace dates::kernels {

// PyTorch's order r, z, n; width H:
//   r = sigmoid(gi_r + gh_r), z = sigmoid(gi_z + gh_z), n = tanh(gi_n + r * gh_n)
//   h_new = (1 - z) * n + z * h
// gi, gh [3H]; h, h_new [H], which may be the same memory (the state updated in place);
// scratch [5H], for the fallback.
void gru_gates_inference_row(int64_t width, const float* gi, const float* gh, const float* h,
                             float* h_new, float* scratch);

}  // namespace dates::kernels
