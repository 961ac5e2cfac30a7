// The baseline without attention: the decoder sees the source only through its first state,
// the encoder's one-vector summary. It exists to show what attention buys.
//
//   s_t = GRUCell(embedding(y_{t-1}), s_{t-1}),   logits_t = output([s_t; embedding(y_{t-1})])
#pragma once

#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/pimpl.h>

#include <cstdint>

#include "dates/model/decoder.h"

namespace dates {

// Parameters: embedding.weight [V, E]; rnn.* as torch.nn.GRUCell(E, Hd);
// output.weight [V, Hd + E], output.bias [V].
class PlainDecoderImpl : public DecoderImpl {
 public:
  PlainDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim, int64_t hidden_size);

  DecoderState initial_state(const EncoderOutput& encoded) override;
  torch::Tensor prepare(const EncoderOutput& encoded) override;  // nothing: undefined
  DecoderStep step(const torch::Tensor& previous_tokens, const DecoderState& previous,
                   const EncoderOutput& encoded, const torch::Tensor& prepared,
                   int64_t step) override;

  torch::nn::Embedding embedding{nullptr};
  torch::nn::GRUCell rnn{nullptr};
  torch::nn::Linear output{nullptr};
};
TORCH_MODULE(PlainDecoder);

}  // namespace dates
