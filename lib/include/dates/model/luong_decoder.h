// The Luong decoder: the GRU steps first, then attention reads with the *current* state.
//
//   s_t      = GRUCell([embedding(y_{t-1}); h~_{t-1}], s_{t-1})    (input feeding of h~, optional)
//   c_t, a_t = attention(s_t, keys, mask, proj, t)
//   h~_t     = tanh(combine([s_t; c_t]))                            (attentional hidden state)
//   logits_t = output(h~_t)
#pragma once

#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/pimpl.h>

#include <cstdint>

#include "dates/model/decoder.h"
#include "dates/nn/luong_attention.h"

namespace dates {

// Parameters: embedding.weight [V, E]; attention.* (LuongAttention, Dq = Hd, Dk = 2H);
// rnn.* as torch.nn.GRUCell(E + Hd, Hd) with input feeding, GRUCell(E, Hd) without;
// combine.weight [Hd, Hd + 2H] (W_c, no bias); output.weight [V, Hd], output.bias [V].
class LuongDecoderImpl : public DecoderImpl {
 public:
  LuongDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim, int64_t hidden_size,
                   const LuongAttentionOptions& attention_options, bool input_feeding);

  // s_0 from the encoder; h~_0 = 0.
  DecoderState initial_state(const EncoderOutput& encoded) override;
  torch::Tensor prepare(const EncoderOutput& encoded) override;
  DecoderStep step(const torch::Tensor& previous_tokens, const DecoderState& previous,
                   const EncoderOutput& encoded, const torch::Tensor& prepared,
                   int64_t step) override;

  bool input_feeding;
  torch::nn::Embedding embedding{nullptr};
  LuongAttention attention{nullptr};
  torch::nn::GRUCell rnn{nullptr};
  torch::nn::Linear combine{nullptr};
  torch::nn::Linear output{nullptr};
  // Global attention with the dot or general score takes the fused attention step
  // (dates/nn/fused_luong_attention.h) where it can run (float32 on the CPU); false = the module.
  bool fused_kernels = true;
};
TORCH_MODULE(LuongDecoder);

}  // namespace dates
