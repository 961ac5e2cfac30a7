// The whole model: Encoder + a decoder chosen by the attention kind, and its teacher-forced
// forward pass.
#pragma once

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <memory>
#include <string>

#include "dates/decoder.h"
#include "dates/encoder.h"

namespace dates {

struct Seq2SeqOptions {
  int64_t source_vocabulary_size = 0;
  int64_t target_vocabulary_size = 0;
  int64_t embedding_dim = 32;    // E, both sides
  int64_t encoder_hidden = 64;   // H per direction; keys are 2H wide
  int64_t decoder_hidden = 128;  // Hd
  int64_t attention_dim = 64;    // A (Bahdanau, Luong concat)
  // bahdanau | luong-dot | luong-general | luong-concat | luong-local-p | luong-local-m | none
  std::string attention = "bahdanau";
  bool input_feeding = true;  // Luong: feed h~_{t-1} into the next GRU step
  int64_t local_window = 4;   // Luong local attention: D of the window [p_t - D, p_t + D]
};

// Builds the decoder `options.attention` names; throws std::invalid_argument for another name.
std::shared_ptr<DecoderImpl> make_decoder(const Seq2SeqOptions& options);

// Checkpoint keys: encoder.* and decoder.* (see Encoder and the decoder headers).
class Seq2SeqImpl : public torch::nn::Module {
 public:
  explicit Seq2SeqImpl(const Seq2SeqOptions& options);

  // Logits [B, T, V] for decoder_inputs [B, T] (kBegin, y_1, ..., y_{T-1}). With
  // teacher_forcing < 1 each example feeds its own previous prediction instead of the gold
  // token with probability 1 - teacher_forcing, drawn from `generator`.
  torch::Tensor forward(const torch::Tensor& source_ids, const torch::Tensor& source_lengths,
                        const torch::Tensor& decoder_inputs, double teacher_forcing = 1.0,
                        c10::optional<torch::Generator> generator = c10::nullopt);

  Seq2SeqOptions options;
  Encoder encoder{nullptr};
  std::shared_ptr<DecoderImpl> decoder;
};
TORCH_MODULE(Seq2Seq);

}  // namespace dates
