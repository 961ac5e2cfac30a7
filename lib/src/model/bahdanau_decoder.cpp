#include "dates/model/bahdanau_decoder.h"

#include <torch/nn/module.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/types.h>

#include "dates/data/vocabulary.h"
#include "dates/nn/fused_gru_sequence.h"

namespace dates {

BahdanauDecoderImpl::BahdanauDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim,
                                         int64_t key_size, int64_t hidden_size,
                                         int64_t attention_dim) {
  embedding = register_module(
      "embedding", torch::nn::Embedding(torch::nn::EmbeddingOptions(vocabulary_size, embedding_dim)
                                            .padding_idx(Vocabulary::kPad)));
  attention = register_module("attention", AdditiveAttention(hidden_size, key_size, attention_dim));
  rnn = register_module("rnn", torch::nn::GRUCell(embedding_dim + key_size, hidden_size));
  output = register_module(
      "output", torch::nn::Linear(hidden_size + key_size + embedding_dim, vocabulary_size));
}

bool BahdanauDecoderImpl::can_fuse() const {
  return fused_kernels && fused_kernels_support(output->weight);
}

DecoderState BahdanauDecoderImpl::initial_state(const EncoderOutput& encoded) {
  return {encoded.initial_state, {}};
}

torch::Tensor BahdanauDecoderImpl::prepare(const EncoderOutput& encoded) {
  return attention->project_keys(encoded.keys);
}

DecoderStep BahdanauDecoderImpl::step(const torch::Tensor& previous_tokens,
                                      const DecoderState& previous, const EncoderOutput& encoded,
                                      const torch::Tensor& prepared, int64_t /*step*/) {
  const auto embedded = embedding->forward(previous_tokens);  // [B, E]
  auto [context, weights] =
      attention->forward(previous.hidden, encoded.keys, encoded.mask, prepared);  // [B, 2H], [B, S]
  const auto state = rnn->forward(torch::cat({embedded, context}, /*dim=*/1), previous.hidden);
  const auto logits = output->forward(torch::cat({state, context, embedded}, /*dim=*/1));
  return {logits, {state, {}}, weights};
}

}  // namespace dates
