// The Bahdanau decoder: attention reads with the *previous* state, then the GRU steps.
//
//   c_t, a_t = attention(s_{t-1}, keys, mask, proj)
//   s_t      = GRUCell([embedding(y_{t-1}); c_t], s_{t-1})          (input feeding of c_t)
//   logits_t = output([s_t; c_t; embedding(y_{t-1})])
#pragma once

#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>

#include "dates/model/decoder.h"
#include "dates/nn/additive_attention.h"

namespace dates {

// Parameters: embedding.weight [V, E]; attention.* (AdditiveAttention, Dq = Hd, Dk = 2H);
// rnn.{weight,bias}_{ih,hh} as torch.nn.GRUCell(E + 2H, Hd); output.weight [V, Hd + 2H + E],
// output.bias [V].
class BahdanauDecoderImpl : public DecoderImpl {
 public:
  BahdanauDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim, int64_t key_size,
                      int64_t hidden_size, int64_t attention_dim);

  DecoderState initial_state(const EncoderOutput& encoded) override;
  torch::Tensor prepare(const EncoderOutput& encoded) override;  // U k + b: [B, S, A]
  DecoderStep step(const torch::Tensor& previous_tokens, const DecoderState& previous,
                   const EncoderOutput& encoded, const torch::Tensor& prepared,
                   int64_t step) override;

  torch::nn::Embedding embedding{nullptr};
  AdditiveAttention attention{nullptr};
  torch::nn::GRUCell rnn{nullptr};
  torch::nn::Linear output{nullptr};
  // Seq2Seq's teacher-forced forward and greedy decoding take the fused loop
  // (dates/model/fused_bahdanau.h) where it can run (float32 on the CPU); false = step().
  bool fused_kernels = true;
  bool can_fuse() const;
};
TORCH_MODULE(BahdanauDecoder);

}  // namespace dates
