// The GRU cell's elementwise part as one fused operation with a hand-written backward (as
// marian-dev's GRUFastForward / GRUFastBackward): the first step of issue 14's fused recurrent
// kernels. With gi = x W_ih^T + b_ih and gh = h W_hh^T + b_hh (each [B, 3H], gates in PyTorch's
// order r, z, n):
//   r = sigmoid(gi_r + gh_r),  z = sigmoid(gi_z + gh_z),  n = tanh(gi_n + r * gh_n)
//   h' = (1 - z) * n + z * h
// exactly torch::nn::GRUCell. The composed form is about ten LibTorch operations each way, each
// with its own dispatch, allocation and pass over memory; the fused one is a single pass forward
// and a single pass backward over contiguous CPU memory. The matrix products stay LibTorch's (and
// autograd's), so only the gates are hand-differentiated.
//
// The scalar loops first measured 2.6x slower than the composed operations (428 vs 164-174 us at
// B 64, H 192, one thread: std::exp and std::tanh per element). float32 now runs the vectorised
// rows of fused_kernels.h, which the models' fused loops (fused_gru_sequence.h,
// model/fused_bahdanau.h) use; float64 keeps the plain loops, for the tests' precision.
#pragma once

#include <torch/types.h>

namespace dates {

// h' [B, H] from input_gates [B, 3H], hidden_gates [B, 3H] and hidden [B, H] (float32 or float64,
// one device). Differentiable in all three inputs. On the CPU one fused pass each way; on other
// devices the composed operations (composed_gru_gates).
torch::Tensor fused_gru_gates(const torch::Tensor& input_gates, const torch::Tensor& hidden_gates,
                              const torch::Tensor& hidden);

// The same with LibTorch's own operations: the reference the fused path is tested against.
torch::Tensor composed_gru_gates(const torch::Tensor& input_gates,
                                 const torch::Tensor& hidden_gates, const torch::Tensor& hidden);

// One torch::nn::GRUCell step with the fused gates: x [B, I], h [B, H], weight_ih [3H, I],
// weight_hh [3H, H], bias_ih and bias_hh [3H].
torch::Tensor fused_gru_cell(const torch::Tensor& x, const torch::Tensor& h,
                             const torch::Tensor& weight_ih, const torch::Tensor& weight_hh,
                             const torch::Tensor& bias_ih, const torch::Tensor& bias_hh);

}  // namespace dates
