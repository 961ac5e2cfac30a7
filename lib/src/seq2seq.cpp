#include "dates/seq2seq.h"

#include <torch/torch.h>

#include <vector>

namespace dates {

Seq2SeqImpl::Seq2SeqImpl(const Seq2SeqOptions& options_) : options(options_) {
  reset();
}

void Seq2SeqImpl::reset() {
  encoder =
      register_module("encoder", Encoder(options.source_vocabulary_size, options.embedding_dim,
                                         options.encoder_hidden, options.decoder_hidden));
  decoder =
      register_module("decoder", BahdanauDecoder(options.target_vocabulary_size,
                                                 options.embedding_dim, 2 * options.encoder_hidden,
                                                 options.decoder_hidden, options.attention_dim));
}

torch::Tensor Seq2SeqImpl::forward(const torch::Tensor& source_ids,
                                   const torch::Tensor& source_lengths,
                                   const torch::Tensor& decoder_inputs, double teacher_forcing,
                                   c10::optional<torch::Generator> generator) {
  const auto encoded = encoder->forward(source_ids, source_lengths);
  const auto prepared = decoder->prepare(encoded);
  const int64_t steps = decoder_inputs.size(1);
  std::vector<torch::Tensor> logits;  // T x [B, V]
  logits.reserve(static_cast<size_t>(steps));
  auto state = encoded.initial_state;                          // [B, Hd]
  auto previous_tokens = decoder_inputs.select(/*dim=*/1, 0);  // [B]
  for (int64_t t = 0; t < steps; ++t) {
    if (t > 0) {
      previous_tokens = decoder_inputs.select(/*dim=*/1, t);
      if (teacher_forcing < 1.0) {
        const auto predicted = logits.back().detach().argmax(/*dim=*/1);  // [B]
        const auto use_gold =
            torch::rand({previous_tokens.size(0)}, generator, torch::dtype(torch::kFloat64))
                .lt(teacher_forcing)
                .to(previous_tokens.device());
        previous_tokens = torch::where(use_gold, previous_tokens, predicted);
      }
    }
    auto step = decoder->step(previous_tokens, state, encoded, prepared);
    state = step.state;
    logits.push_back(step.logits);
  }
  return torch::stack(logits, /*dim=*/1);  // [B, T, V]
}

}  // namespace dates
