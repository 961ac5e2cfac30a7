#include "dates/bahdanau_decoder.h"

#include <torch/torch.h>

#include "dates/vocabulary.h"

namespace dates {

BahdanauDecoderImpl::BahdanauDecoderImpl(int64_t vocabulary_size_, int64_t embedding_dim_,
                                         int64_t key_size_, int64_t hidden_size_,
                                         int64_t attention_dim_)
    : vocabulary_size(vocabulary_size_),
      embedding_dim(embedding_dim_),
      key_size(key_size_),
      hidden_size(hidden_size_),
      attention_dim(attention_dim_) {
  reset();
}

void BahdanauDecoderImpl::reset() {
  embedding = register_module(
      "embedding", torch::nn::Embedding(torch::nn::EmbeddingOptions(vocabulary_size, embedding_dim)
                                            .padding_idx(Vocabulary::kPad)));
  attention = register_module("attention", AdditiveAttention(hidden_size, key_size, attention_dim));
  rnn = register_module("rnn", torch::nn::GRUCell(embedding_dim + key_size, hidden_size));
  output = register_module(
      "output", torch::nn::Linear(hidden_size + key_size + embedding_dim, vocabulary_size));
}

torch::Tensor BahdanauDecoderImpl::prepare(const EncoderOutput& encoded) {
  return attention->project_keys(encoded.keys);
}

DecoderStep BahdanauDecoderImpl::step(const torch::Tensor& previous_tokens,
                                      const torch::Tensor& previous_state,
                                      const EncoderOutput& encoded, const torch::Tensor& prepared) {
  const auto embedded = embedding->forward(previous_tokens);  // [B, E]
  auto [context, weights] =
      attention->forward(previous_state, encoded.keys, encoded.mask, prepared);  // [B, 2H], [B, S]
  const auto state = rnn->forward(torch::cat({embedded, context}, /*dim=*/1), previous_state);
  const auto logits = output->forward(torch::cat({state, context, embedded}, /*dim=*/1));
  return {logits, state, weights};
}

}  // namespace dates
