#include "dates/model/encoder.h"

#include <torch/torch.h>

#include "dates/data/vocabulary.h"
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

EncoderOutput EncoderImpl::forward(const torch::Tensor& source_ids,
                                   const torch::Tensor& source_lengths) {
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
  // The backward direction's final state is its state at the first position: it has read the
  // whole sentence, which is what Bahdanau et al. (appendix A.2.2) initialise the decoder from.
  const auto backward_first = final_states[1];                              // [B, H]
  const auto initial_state = torch::tanh(bridge->forward(backward_first));  // [B, Hd]
  return {keys, length_mask(source_lengths, source_length), initial_state};
}

}  // namespace dates
