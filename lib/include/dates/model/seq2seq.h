// The whole model: Encoder + a decoder chosen by the attention kind, and its teacher-forced
// forward pass.
#pragma once

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <memory>
#include <string>

#include "dates/model/decoder.h"
#include "dates/model/encoder.h"

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

// Teacher forcing's coin flips for rows [first_example, first_example + rows) of a global batch
// of `global_batch` examples and `global_steps` decoder steps: for each step t = 1 .. global_steps
// - 1, [global_batch] uniforms are drawn from `generator` (float64) and an example feeds the gold
// token where its uniform is below teacher_forcing. Returns [rows, global_steps - 1] bool. The
// draws do not depend on how the batch is split, so N data-parallel ranks (each taking its own
// rows) feed back exactly the tokens one process with the whole batch would.
torch::Tensor teacher_forcing_choices(torch::Generator generator, double teacher_forcing,
                                      int64_t global_batch, int64_t global_steps,
                                      int64_t first_example, int64_t rows);

// Checkpoint keys: encoder.* and decoder.* (see Encoder and the decoder headers).
class Seq2SeqImpl : public torch::nn::Module {
 public:
  explicit Seq2SeqImpl(const Seq2SeqOptions& options);

  // Logits [B, T, V] for decoder_inputs [B, T] (kBegin, y_1, ..., y_{T-1}). use_gold [B, >= T-1]
  // bool says, per example and decoder step t >= 1 (column t - 1), whether the gold previous
  // token is fed (true) or the model's own previous prediction; undefined = always gold
  // (teacher forcing 1).
  torch::Tensor forward(const torch::Tensor& source_ids, const torch::Tensor& source_lengths,
                        const torch::Tensor& decoder_inputs, const torch::Tensor& use_gold);
  // The same with the choices drawn by teacher_forcing_choices(generator, teacher_forcing, B, T,
  // 0, B): each example feeds its own previous prediction with probability 1 - teacher_forcing.
  torch::Tensor forward(const torch::Tensor& source_ids, const torch::Tensor& source_lengths,
                        const torch::Tensor& decoder_inputs, double teacher_forcing = 1.0,
                        c10::optional<torch::Generator> generator = c10::nullopt);

  // Whether the encoder and the Bahdanau decoder take their fused kernels where they can run
  // (the default) or the module path (the reference the fused kernels are tested against).
  void use_fused_kernels(bool fused);

  Seq2SeqOptions options;
  Encoder encoder{nullptr};
  std::shared_ptr<DecoderImpl> decoder;
};
TORCH_MODULE(Seq2Seq);

}  // namespace dates
