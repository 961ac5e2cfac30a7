#include "dates/model/plain_decoder.h"

#include <torch/nn/module.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/types.h>

#include "dates/data/vocabulary.h"

namespace dates {

PlainDecoderImpl::PlainDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim,
                                   int64_t hidden_size) {
  embedding = register_module(
      "embedding", torch::nn::Embedding(torch::nn::EmbeddingOptions(vocabulary_size, embedding_dim)
                                            .padding_idx(Vocabulary::kPad)));
  rnn = register_module("rnn", torch::nn::GRUCell(embedding_dim, hidden_size));
  output =
      register_module("output", torch::nn::Linear(hidden_size + embedding_dim, vocabulary_size));
}

DecoderState PlainDecoderImpl::initial_state(const EncoderOutput& encoded) {
  return {encoded.initial_state, {}};
}

torch::Tensor PlainDecoderImpl::prepare(const EncoderOutput& /*encoded*/) {
  return {};
}

DecoderStep PlainDecoderImpl::step(const torch::Tensor& previous_tokens,
                                   const DecoderState& previous, const EncoderOutput& encoded,
                                   const torch::Tensor& /*prepared*/, int64_t /*step*/) {
  const auto embedded = embedding->forward(previous_tokens);   // [B, E]
  const auto state = rnn->forward(embedded, previous.hidden);  // [B, Hd]
  const auto logits = output->forward(torch::cat({state, embedded}, /*dim=*/1));
  return {logits, {state, {}}, torch::zeros_like(encoded.mask, state.options())};
}

}  // namespace dates
