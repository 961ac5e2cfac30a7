// One direction of a GRU over a whole padded batch as one autograd operation: the
// time loop runs inside, each step one LibTorch product h W_hh^T + b_hh and one fused pass over
// the gates (dates/nn/fused_kernels.h), and the backward is written by hand: one pass back over
// time, then the weight gradient as a single product over all steps instead of one a step.
// The input part x W_ih^T + b_ih does not depend on the recurrence, so the caller computes it for
// every position at once, outside (and differentiates it with autograd).
//
// Rows end at their own lengths exactly as torch::nn::GRU on a packed sequence: a row's state
// stops changing after its last position (so the final state of the forward direction is the
// state at position length - 1, that of the reverse direction the state at position 0), and its
// outputs at padded positions are 0. Rows are independent, so the batch is split into blocks
// that run on LibTorch's intra-op threads in parallel where there are several (at::parallel_for).
#pragma once

#include <torch/types.h>

namespace dates {

struct GruSequence {
  torch::Tensor outputs;      // [S, B, H]: the state after each position; 0 at padded positions
  torch::Tensor final_state;  // [B, H]: the state after the row's last position in reading order
};

// input_gates [S, B, 3H] (time-major x W_ih^T + b_ih, gates r, z, n), initial_state [B, H],
// weight_hh [3H, H], bias_hh [3H], lengths [B] (integers in 0 .. S, any device). reverse = read
// positions length - 1 down to 0. float32 CPU tensors; differentiable in input_gates,
// initial_state, weight_hh and bias_hh. Throws std::invalid_argument naming the shapes otherwise.
GruSequence fused_gru_sequence(const torch::Tensor& input_gates, const torch::Tensor& initial_state,
                               const torch::Tensor& weight_hh, const torch::Tensor& bias_hh,
                               const torch::Tensor& lengths, bool reverse);

// The same for inference, without autograd, written into `outputs` [S, B, H] given by the
// caller: any strides with a contiguous last dimension, zeros at padded positions (e.g. one
// direction's half of the keys [B, S, 2H], transposed), which spares a large batch the
// concatenation and the copies. Returns the final state [B, H].
torch::Tensor fused_gru_sequence_into(const torch::Tensor& outputs,
                                      const torch::Tensor& input_gates,
                                      const torch::Tensor& initial_state,
                                      const torch::Tensor& weight_hh, const torch::Tensor& bias_hh,
                                      const torch::Tensor& lengths, bool reverse);

// Whether the fused recurrent kernels can run on tensors like `example`: float32 on the CPU.
// Other devices (CUDA) and dtypes take the module path.
bool fused_kernels_support(const torch::Tensor& example);

}  // namespace dates
