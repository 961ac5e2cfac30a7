#include "dates/model/seq2seq.h"

#include <ATen/CPUGeneratorImpl.h>
#include <fmt/format.h>
#include <torch/nn/module.h>
#include <torch/types.h>

#include <stdexcept>
#include <vector>

#include "dates/model/bahdanau_decoder.h"
#include "dates/model/fused_bahdanau.h"
#include "dates/model/luong_decoder.h"
#include "dates/model/plain_decoder.h"

namespace dates {

std::shared_ptr<DecoderImpl> make_decoder(const Seq2SeqOptions& options) {
  const int64_t key_size = 2 * options.encoder_hidden;
  const auto& kind = options.attention;
  if (kind == "bahdanau") {
    return std::make_shared<BahdanauDecoderImpl>(options.target_vocabulary_size,
                                                 options.embedding_dim, key_size,
                                                 options.decoder_hidden, options.attention_dim);
  }
  if (kind == "none") {
    return std::make_shared<PlainDecoderImpl>(options.target_vocabulary_size, options.embedding_dim,
                                              options.decoder_hidden);
  }
  const std::string prefix = "luong-";
  if (kind.rfind(prefix, 0) == 0) {
    const auto variant = kind.substr(prefix.size());
    // Local attention scores with `general`, as in Luong et al. (2015).
    const bool local = variant == "local-p" || variant == "local-m";
    LuongAttentionOptions attention(options.decoder_hidden, key_size,
                                    local ? LuongScore::kGeneral : parse_luong_score(variant));
    attention.d_attn(options.attention_dim).half_width(options.local_window);
    if (variant == "local-p") attention.window(LuongWindow::kLocalP);
    if (variant == "local-m") attention.window(LuongWindow::kLocalM);
    return std::make_shared<LuongDecoderImpl>(options.target_vocabulary_size, options.embedding_dim,
                                              options.decoder_hidden, attention,
                                              options.input_feeding);
  }
  throw std::invalid_argument(fmt::format(
      "unknown attention '{}'; allowed: bahdanau, luong-dot, luong-general, luong-concat, "
      "luong-local-p, luong-local-m, none",
      kind));
}

Seq2SeqImpl::Seq2SeqImpl(const Seq2SeqOptions& options_) : options(options_) {
  encoder =
      register_module("encoder", Encoder(options.source_vocabulary_size, options.embedding_dim,
                                         options.encoder_hidden, options.decoder_hidden));
  decoder = register_module("decoder", make_decoder(options));
}

void Seq2SeqImpl::use_fused_kernels(bool fused) {
  encoder->fused_kernels = fused;
  if (auto* bahdanau = dynamic_cast<BahdanauDecoderImpl*>(decoder.get())) {
    bahdanau->fused_kernels = fused;
  }
  if (auto* luong = dynamic_cast<LuongDecoderImpl*>(decoder.get())) luong->fused_kernels = fused;
}

torch::Tensor teacher_forcing_choices(torch::Generator generator, double teacher_forcing,
                                      int64_t global_batch, int64_t global_steps,
                                      int64_t first_example, int64_t rows) {
  std::vector<torch::Tensor> use_gold;  // per decoder step t >= 1: [rows] bool
  for (int64_t t = 1; t < global_steps; ++t) {
    use_gold.push_back(torch::rand({global_batch}, generator, torch::dtype(torch::kFloat64))
                           .narrow(/*dim=*/0, first_example, rows)
                           .lt(teacher_forcing));
  }
  if (use_gold.empty()) return torch::ones({rows, 0}, torch::kBool);
  return torch::stack(use_gold, /*dim=*/1);  // [rows, global_steps - 1]
}

torch::Tensor Seq2SeqImpl::forward(const torch::Tensor& source_ids,
                                   const torch::Tensor& source_lengths,
                                   const torch::Tensor& decoder_inputs, double teacher_forcing,
                                   c10::optional<torch::Generator> generator) {
  if (teacher_forcing >= 1.0)
    return forward(source_ids, source_lengths, decoder_inputs, torch::Tensor());
  const int64_t rows = decoder_inputs.size(0);
  const auto use_gold = teacher_forcing_choices(
      generator.value_or(at::detail::getDefaultCPUGenerator()), teacher_forcing, rows,
      decoder_inputs.size(1), /*first_example=*/0, rows);
  return forward(source_ids, source_lengths, decoder_inputs, use_gold);
}

torch::Tensor Seq2SeqImpl::forward(const torch::Tensor& source_ids,
                                   const torch::Tensor& source_lengths,
                                   const torch::Tensor& decoder_inputs,
                                   const torch::Tensor& use_gold) {
  const auto encoded = encoder->forward(source_ids, source_lengths);
  if (!use_gold.defined()) {
    auto* bahdanau = dynamic_cast<BahdanauDecoderImpl*>(decoder.get());
    if (bahdanau != nullptr && bahdanau->can_fuse()) {
      return fused_bahdanau_logits(*bahdanau, decoder_inputs, encoded);  // [B, T, V]
    }
  }
  const auto prepared = decoder->prepare(encoded);
  const int64_t steps = decoder_inputs.size(1);
  std::vector<torch::Tensor> logits;  // T x [B, V]
  logits.reserve(static_cast<size_t>(steps));
  auto state = decoder->initial_state(encoded);
  for (int64_t t = 0; t < steps; ++t) {
    auto previous_tokens = decoder_inputs.select(/*dim=*/1, t);  // [B]
    if (t > 0 && use_gold.defined()) {
      const auto predicted = logits.back().detach().argmax(/*dim=*/1);  // [B]
      previous_tokens = torch::where(use_gold.select(/*dim=*/1, t - 1).to(previous_tokens.device()),
                                     previous_tokens, predicted);
    }
    auto step = decoder->step(previous_tokens, state, encoded, prepared, t);
    state = std::move(step.state);
    logits.push_back(step.logits);
  }
  return torch::stack(logits, /*dim=*/1);  // [B, T, V]
}

}  // namespace dates
