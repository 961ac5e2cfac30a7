#include "dates/model/encoder.h"

#include <torch/nn/module.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/utils/rnn.h>
#include <torch/types.h>
#include <torch/utils.h>

#include "dates/data/vocabulary.h"
#include "dates/nn/fused_gru_sequence.h"
#include "dates/nn/masking.h"

namespace dates {

EncoderImpl::EncoderImpl(int64_t vocabulary_size_, int64_t embedding_dim_, int64_t hidden_size_,
                         int64_t decoder_hidden_size_)
    : vocabulary_size(vocabulary_size_),
      embedding_dim(embedding_dim_),
      hidden_size(hidden_size_),
      decoder_hidden_size(decoder_hidden_size_) {
  reset();
}

void EncoderImpl::reset() {
  embedding = register_module(
      "embedding", torch::nn::Embedding(torch::nn::EmbeddingOptions(vocabulary_size, embedding_dim)
                                            .padding_idx(Vocabulary::kPad)));
  rnn = register_module(
      "rnn",
      torch::nn::GRU(
          torch::nn::GRUOptions(embedding_dim, hidden_size).batch_first(true).bidirectional(true)));
  bridge = register_module("bridge", torch::nn::Linear(hidden_size, decoder_hidden_size));
}

std::tuple<torch::Tensor, torch::Tensor> EncoderImpl::module_forward(
    const torch::Tensor& source_ids, const torch::Tensor& source_lengths) {
  const int64_t source_length = source_ids.size(1);
  const auto embedded = embedding->forward(source_ids);  // [B, S, E]
  // pack_padded_sequence wants the lengths on the CPU.
  const auto cpu_lengths = source_lengths.to(torch::kCPU, torch::kLong);
  torch::Tensor keys, final_states;  // [B, S, 2H], h_n [2, B, H]
  if (source_ids.size(0) > 0 && cpu_lengths.min().item<int64_t>() == source_length) {
    // No padding (e.g. one sentence): packing would change nothing but cost operations.
    std::tie(keys, final_states) = rnn->forward(embedded);
  } else {
    const auto packed = torch::nn::utils::rnn::pack_padded_sequence(
        embedded, cpu_lengths, /*batch_first=*/true, /*enforce_sorted=*/false);
    auto [packed_keys, packed_final_states] = rnn->forward_with_packed_input(packed);
    final_states = packed_final_states;
    keys = std::get<0>(torch::nn::utils::rnn::pad_packed_sequence(
        packed_keys, /*batch_first=*/true, /*padding_value=*/0.0, /*total_length=*/source_length));
  }
  return {keys, final_states[1]};
}

std::tuple<torch::Tensor, torch::Tensor> EncoderImpl::fused_forward(
    const torch::Tensor& source_ids, const torch::Tensor& source_lengths) {
  const auto parameters = rnn->named_parameters(/*recurse=*/false);
  const int64_t H = hidden_size;
  // Both directions' input products x W_ih^T + b_ih, where x is a token's embedding: one row of
  // a [V, 6H] table per source character, so the table is computed once ([V, E] x [E, 6H]) and
  // gathered for every position, instead of a product over all [S B, E] positions. Autograd
  // takes the gradient back through the gather and the table to the embedding and W_ih.
  const auto input_weights =
      torch::cat({parameters["weight_ih_l0"], parameters["weight_ih_l0_reverse"]});  // [6H, E]
  const auto input_biases =
      torch::cat({parameters["bias_ih_l0"], parameters["bias_ih_l0_reverse"]});  // [6H]
  const auto table =
      torch::nn::functional::linear(embedding->weight, input_weights, input_biases);  // [V, 6H]
  const int64_t S = source_ids.size(1), B = source_ids.size(0);
  const auto input_gates =
      table.index_select(0, source_ids.t().reshape({-1})).view({S, B, 6 * H});  // [S, B, 6H]
  const auto options = table.options();
  const auto initial = torch::zeros({B, H}, options);
  if (!torch::GradMode::is_enabled()) {
    // Inference: each direction writes its half of the keys in place.
    auto keys = torch::zeros({B, S, 2 * H}, options);  // [B, S, 2H]
    fused_gru_sequence_into(keys.narrow(2, 0, H).transpose(0, 1), input_gates.narrow(2, 0, 3 * H),
                            initial, parameters["weight_hh_l0"], parameters["bias_hh_l0"],
                            source_lengths, /*reverse=*/false);
    auto backward_first = fused_gru_sequence_into(
        keys.narrow(2, H, H).transpose(0, 1), input_gates.narrow(2, 3 * H, 3 * H), initial,
        parameters["weight_hh_l0_reverse"], parameters["bias_hh_l0_reverse"], source_lengths,
        /*reverse=*/true);
    return {keys, backward_first};
  }
  const auto forward_direction =
      fused_gru_sequence(input_gates.narrow(2, 0, 3 * H), initial, parameters["weight_hh_l0"],
                         parameters["bias_hh_l0"], source_lengths, /*reverse=*/false);
  const auto backward_direction = fused_gru_sequence(
      input_gates.narrow(2, 3 * H, 3 * H), initial, parameters["weight_hh_l0_reverse"],
      parameters["bias_hh_l0_reverse"], source_lengths, /*reverse=*/true);
  const auto keys =
      torch::cat({forward_direction.outputs, backward_direction.outputs}, /*dim=*/2)  // [S, B, 2H]
          .transpose(0, 1)
          .contiguous();  // [B, S, 2H]
  return {keys, backward_direction.final_state};
}

EncoderOutput EncoderImpl::forward(const torch::Tensor& source_ids,
                                   const torch::Tensor& source_lengths) {
  const int64_t source_length = source_ids.size(1);
  torch::Tensor keys, backward_first;  // [B, S, 2H], [B, H]
  if (fused_kernels && source_ids.size(0) > 0 && fused_kernels_support(embedding->weight)) {
    std::tie(keys, backward_first) = fused_forward(source_ids, source_lengths);
  } else {
    std::tie(keys, backward_first) = module_forward(source_ids, source_lengths);
  }
  // The backward direction's final state is its state at the first position: it has read the
  // whole sentence, which is what Bahdanau et al. (appendix A.2.2) initialise the decoder from.
  const auto initial_state = torch::tanh(bridge->forward(backward_first));  // [B, Hd]
  return {keys, length_mask(source_lengths, source_length), initial_state};
}

}  // namespace dates
