// The whole model: Encoder + attention decoder, and its teacher-forced forward pass.
#pragma once

#include <torch/nn/cloneable.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <optional>
#include <string>

#include "dates/bahdanau_decoder.h"
#include "dates/encoder.h"

namespace dates {

struct Seq2SeqOptions {
  int64_t source_vocabulary_size = 0;
  int64_t target_vocabulary_size = 0;
  int64_t embedding_dim = 32;    // E, both sides
  int64_t encoder_hidden = 64;   // H per direction; keys are 2H wide
  int64_t decoder_hidden = 128;  // Hd
  int64_t attention_dim = 64;    // A
};

// Checkpoint keys: encoder.* and decoder.* (see Encoder and BahdanauDecoder).
class Seq2SeqImpl : public torch::nn::Cloneable<Seq2SeqImpl> {
 public:
  explicit Seq2SeqImpl(const Seq2SeqOptions& options);
  void reset() override;

  // Logits [B, T, V] for decoder_inputs [B, T] (kBegin, y_1, ..., y_{T-1}). With
  // teacher_forcing < 1 each example feeds its own previous prediction instead of the gold
  // token with probability 1 - teacher_forcing, drawn from `generator`.
  torch::Tensor forward(const torch::Tensor& source_ids, const torch::Tensor& source_lengths,
                        const torch::Tensor& decoder_inputs, double teacher_forcing = 1.0,
                        c10::optional<torch::Generator> generator = c10::nullopt);

  Seq2SeqOptions options;
  Encoder encoder{nullptr};
  BahdanauDecoder decoder{nullptr};
};
TORCH_MODULE(Seq2Seq);

}  // namespace dates
