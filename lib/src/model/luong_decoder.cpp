#include "dates/model/luong_decoder.h"

#include <torch/nn/module.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/types.h>

#include "dates/data/vocabulary.h"
#include "dates/nn/fused_gru_sequence.h"
#include "dates/nn/fused_luong_attention.h"

namespace dates {

LuongDecoderImpl::LuongDecoderImpl(int64_t vocabulary_size, int64_t embedding_dim,
                                   int64_t hidden_size,
                                   const LuongAttentionOptions& attention_options,
                                   bool input_feeding_)
    : input_feeding(input_feeding_) {
  embedding = register_module(
      "embedding", torch::nn::Embedding(torch::nn::EmbeddingOptions(vocabulary_size, embedding_dim)
                                            .padding_idx(Vocabulary::kPad)));
  attention = register_module("attention", LuongAttention(attention_options));
  rnn = register_module(
      "rnn", torch::nn::GRUCell(embedding_dim + (input_feeding ? hidden_size : 0), hidden_size));
  combine = register_module(
      "combine", torch::nn::Linear(
                     torch::nn::LinearOptions(hidden_size + attention_options.d_key(), hidden_size)
                         .bias(false)));
  output = register_module("output", torch::nn::Linear(hidden_size, vocabulary_size));
}

DecoderState LuongDecoderImpl::initial_state(const EncoderOutput& encoded) {
  const auto& hidden = encoded.initial_state;  // [B, Hd]
  return {hidden, input_feeding ? torch::zeros_like(hidden) : torch::Tensor()};
}

torch::Tensor LuongDecoderImpl::prepare(const EncoderOutput& encoded) {
  return attention->project_keys(encoded.keys);
}

DecoderStep LuongDecoderImpl::step(const torch::Tensor& previous_tokens,
                                   const DecoderState& previous, const EncoderOutput& encoded,
                                   const torch::Tensor& prepared, int64_t step) {
  const auto embedded = embedding->forward(previous_tokens);  // [B, E]
  const auto input =
      input_feeding ? torch::cat({embedded, previous.attentional}, /*dim=*/1) : embedded;
  const auto state = rnn->forward(input, previous.hidden);  // [B, Hd]: s_t
  const auto& query = state;  // Luong attends with the current state s_t
  const auto& options = attention->options;
  const bool fused = fused_kernels && options.window() == LuongWindow::kGlobal &&
                     options.score() != LuongScore::kConcat && fused_kernels_support(state);
  auto [context, weights] =  // [B, 2H], [B, S]
      fused ? fused_luong_attention(query, encoded.keys, prepared, encoded.mask)
            : attention->forward(query, encoded.keys, encoded.mask, prepared, step);
  const auto attentional = torch::tanh(combine->forward(torch::cat({state, context}, /*dim=*/1)));
  return {output->forward(attentional), {state, attentional}, weights};
}

}  // namespace dates
