#include "dates/decode/decoding.h"

#include <torch/types.h>

#include <optional>
#include <vector>

#include "dates/data/vocabulary.h"
#include "dates/model/bahdanau_decoder.h"
#include "dates/model/fused_bahdanau.h"

namespace dates {

Decoded greedy_decode(Seq2Seq& model, const torch::Tensor& source_ids,
                      const torch::Tensor& source_lengths, int64_t max_steps) {
  c10::InferenceMode inference;             // no autograd records, no version counters
  if (model->is_training()) model->eval();  // a read when already in eval(): safe across workers
  const int64_t batch = source_ids.size(0);
  const auto encoded = model->encoder->forward(source_ids, source_lengths);
  auto state = model->decoder->initial_state(encoded);
  // The Bahdanau decoder's fused step where it can run: the same outputs, a few operations a step.
  std::optional<FusedBahdanauStepper> fused;
  if (auto* bahdanau = dynamic_cast<BahdanauDecoderImpl*>(model->decoder.get());
      bahdanau != nullptr && bahdanau->can_fuse()) {
    fused.emplace(*bahdanau, encoded);
  }
  const auto prepared = fused ? torch::Tensor() : model->decoder->prepare(encoded);
  auto previous = torch::full({batch}, Vocabulary::kBegin, source_ids.options());  // [B]
  torch::Tensor finished;  // [B] bool: the row has produced kEnd
  // Per step: the argmax token, its log-probability, the attention. Whatever a row produces
  // after its kEnd is blanked once, after the loop, rather than step by step.
  std::vector<torch::Tensor> tokens, log_probabilities, attention;
  for (int64_t t = 0; t < max_steps; ++t) {
    DecoderStep step;
    if (fused) {
      step.logits = fused->step(previous);
      step.attention = fused->attention();
    } else {
      step = model->decoder->step(previous, state, encoded, prepared, t);
    }
    const auto log_probs = torch::log_softmax(step.logits, /*dim=*/1);  // [B, V]
    auto [best_log_prob, best] = log_probs.max(/*dim=*/1);              // [B], [B]
    tokens.push_back(best);
    log_probabilities.push_back(best_log_prob);
    attention.push_back(step.attention);
    state = std::move(step.state);
    previous = best;
    if (batch == 1) {  // one row: ask it directly (1 operation instead of 4 a step)
      if (best.item<int64_t>() == Vocabulary::kEnd) break;
      continue;
    }
    const auto ended = best == Vocabulary::kEnd;  // [B]
    finished = t == 0 ? ended : finished.logical_or(ended);
    if (finished.all().item<bool>()) break;
  }
  auto all_tokens = torch::stack(tokens, /*dim=*/1);  // [B, T]
  // after_end[b, t]: row b produced kEnd before step t.
  const auto is_end = (all_tokens == Vocabulary::kEnd).to(torch::kInt);  // [B, T]
  const auto after_end = (is_end.cumsum(/*dim=*/1) - is_end) > 0;        // [B, T]
  all_tokens.masked_fill_(after_end, Vocabulary::kPad);
  const auto log_probability =
      torch::stack(log_probabilities, /*dim=*/1).masked_fill(after_end, 0.0).sum(/*dim=*/1);  // [B]
  const auto all_attention =
      torch::stack(attention, /*dim=*/1).masked_fill(after_end.unsqueeze(2), 0.0);  // [B, T, S]
  return {all_tokens, all_attention, log_probability};
}

}  // namespace dates
