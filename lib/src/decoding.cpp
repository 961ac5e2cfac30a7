#include "dates/decoding.h"

#include <torch/torch.h>

#include <vector>

#include "dates/vocabulary.h"

namespace dates {

Decoded greedy_decode(Seq2Seq& model, const torch::Tensor& source_ids,
                      const torch::Tensor& source_lengths, int64_t max_steps) {
  torch::NoGradGuard no_grad;
  model->eval();
  const int64_t batch = source_ids.size(0);
  const auto encoded = model->encoder->forward(source_ids, source_lengths);
  const auto prepared = model->decoder->prepare(encoded);
  auto state = model->decoder->initial_state(encoded);
  auto previous = torch::full({batch}, Vocabulary::kBegin, source_ids.options());  // [B]
  auto finished = torch::zeros({batch}, source_ids.options().dtype(torch::kBool));
  auto log_probability = torch::zeros({batch}, encoded.keys.options());
  std::vector<torch::Tensor> tokens, attention;
  for (int64_t t = 0; t < max_steps; ++t) {
    auto step = model->decoder->step(previous, state, encoded, prepared, t);
    const auto log_probs = torch::log_softmax(step.logits, /*dim=*/1);  // [B, V]
    auto [best_log_prob, best] = log_probs.max(/*dim=*/1);              // [B], [B]
    best = best.masked_fill(finished, Vocabulary::kPad);
    log_probability += best_log_prob.masked_fill(finished, 0.0);
    tokens.push_back(best);
    attention.push_back(step.attention.masked_fill(finished.unsqueeze(1), 0.0));
    finished = finished.logical_or(best == Vocabulary::kEnd);
    state = std::move(step.state);
    previous = best;
    if (finished.all().item<bool>()) break;
  }
  return {torch::stack(tokens, /*dim=*/1), torch::stack(attention, /*dim=*/1), log_probability};
}

}  // namespace dates
