#include "dates/decode/beam_search.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "dates/data/batching.h"
#include "dates/data/vocabulary.h"

namespace dates {

namespace {

void validate_options(const BeamOptions& options) {
  if (options.beam_size < 1) {
    throw std::invalid_argument(
        fmt::format("The beam size must be at least 1, not {}.", options.beam_size));
  }
  if (options.nbest < 1 || options.nbest > options.beam_size) {
    throw std::invalid_argument(
        fmt::format("The number of candidates (nbest) must be between 1 and the beam size {}, "
                    "not {}.",
                    options.beam_size, options.nbest));
  }
  if (options.max_steps < 1) {
    throw std::invalid_argument(
        fmt::format("Beam search needs at least one step, not max_steps {}.", options.max_steps));
  }
  if (!std::isfinite(options.length_penalty) || options.length_penalty < 0) {
    throw std::invalid_argument(fmt::format(
        "The length penalty must be a finite number >= 0, not {}.", options.length_penalty));
  }
}

void validate(const Seq2Seq& model, const torch::Tensor& source_ids,
              const torch::Tensor& source_lengths, const BeamOptions& options) {
  validate_options(options);
  if (source_ids.dim() != 2 || source_lengths.dim() != 1 ||
      source_lengths.size(0) != source_ids.size(0)) {
    throw std::invalid_argument(
        "Beam search needs source ids [B, S] and one source length per row [B].");
  }
  if (options.constraint != nullptr &&
      options.constraint->vocabulary().size() != model->options.target_vocabulary_size) {
    throw std::invalid_argument(fmt::format(
        "The date constraint's vocabulary has {} tokens but the model predicts {}; it must be "
        "the model's target vocabulary.",
        options.constraint->vocabulary().size(), model->options.target_vocabulary_size));
  }
}

Hypothesis make_hypothesis(std::vector<int64_t> tokens, double log_probability, bool finished,
                           const torch::Tensor& attention, int64_t source_length,
                           double length_penalty) {
  const size_t length = tokens.size() + (finished ? 1 : 0);
  Hypothesis hypothesis;
  hypothesis.tokens = std::move(tokens);
  hypothesis.log_probability = log_probability;
  hypothesis.score = normalised_score(log_probability, length, length_penalty);
  hypothesis.finished = finished;
  hypothesis.attention = attention.narrow(/*dim=*/1, 0, source_length).contiguous();
  return hypothesis;
}

void sort_by_score(std::vector<Hypothesis>& hypotheses) {
  std::stable_sort(hypotheses.begin(), hypotheses.end(),
                   [](const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; });
}

}  // namespace

std::vector<std::vector<Hypothesis>> beam_search(Seq2Seq& model, const torch::Tensor& source_ids,
                                                 const torch::Tensor& source_lengths,
                                                 const BeamOptions& options) {
  validate(model, source_ids, source_lengths, options);
  c10::InferenceMode inference;  // no autograd records, no version counters
  model->eval();
  const int64_t batch = source_ids.size(0);
  const int64_t k = options.beam_size;
  const int64_t beams = batch * k;  // slot row * k + j holds beam j of source row `row`
  if (batch == 0) return {};
  const auto device = source_ids.device();
  const auto long_options = torch::TensorOptions().dtype(torch::kLong).device(device);
  const auto lengths = source_lengths.to(torch::kCPU, torch::kLong).contiguous();
  const auto* length_of = lengths.data_ptr<int64_t>();
  if (lengths.min().item<int64_t>() < 1 || lengths.max().item<int64_t>() > source_ids.size(1)) {
    throw std::invalid_argument(
        "Every source length must be at least 1 and at most the padded source length.");
  }

  // The encoder runs once per source; its output is repeated for the k beams of each row.
  const auto encoded = model->encoder->forward(source_ids, source_lengths);
  const auto repeat = torch::arange(batch, long_options).repeat_interleave(k);  // [B*k]
  const EncoderOutput expanded{encoded.keys.index_select(0, repeat),
                               encoded.mask.index_select(0, repeat),
                               encoded.initial_state.index_select(0, repeat)};
  const auto prepared = model->decoder->prepare(expanded);
  auto state = model->decoder->initial_state(expanded);
  auto previous = torch::full({beams}, Vocabulary::kBegin, long_options);
  // The log-probability of each slot's prefix, in the model's dtype (so that k = 1 sums exactly
  // as greedy_decode does); -inf marks an empty slot. At first only beam 0 of each row is
  // alive, so the first step does not make k copies of one hypothesis.
  auto beam_log_probability =
      torch::full({batch, k}, -std::numeric_limits<double>::infinity(), expanded.keys.options());
  beam_log_probability.select(/*dim=*/1, 0).fill_(0.0);
  beam_log_probability = beam_log_probability.view({beams});

  const int64_t source_width = source_ids.size(1);
  std::vector<std::vector<int64_t>> prefixes(static_cast<size_t>(beams));
  auto attention_history = torch::zeros({beams, 0, source_width}, torch::kFloat32);  // CPU
  std::vector<char> alive(static_cast<size_t>(beams), 0);
  for (int64_t row = 0; row < batch; ++row) alive[static_cast<size_t>(row * k)] = 1;
  std::vector<std::vector<Hypothesis>> finished(static_cast<size_t>(batch));
  std::vector<char> done(static_cast<size_t>(batch), 0);

  for (int64_t t = 0; t < options.max_steps; ++t) {
    auto step = model->decoder->step(previous, state, expanded, prepared, t);
    auto logits = step.logits;  // [B*k, V]
    const int64_t vocabulary = logits.size(1);
    if (options.constraint != nullptr) {
      auto allowed = options.constraint->allowed_mask(prefixes).to(device);
      // An empty slot may allow nothing; let it allow everything so that log_softmax stays
      // finite (its prefix log-probability is -inf, so it is never chosen).
      allowed = allowed.logical_or(allowed.any(/*dim=*/1, /*keepdim=*/true).logical_not());
      logits = logits.masked_fill(allowed.logical_not(), -std::numeric_limits<double>::infinity());
    }
    const auto log_probs = torch::log_softmax(logits, /*dim=*/1);  // [B*k, V]
    const auto totals =
        (beam_log_probability.unsqueeze(1) + log_probs).view({batch, k * vocabulary});
    // 2k candidates: at most k of them end (one per beam), so k continue whenever k can.
    const int64_t width = std::min(2 * k, k * vocabulary);
    const auto top = totals.topk(width, /*dim=*/1, /*largest=*/true, /*sorted=*/true);
    const auto top_values = std::get<0>(top).to(torch::kCPU, torch::kFloat64).contiguous();
    const auto top_indices = std::get<1>(top).to(torch::kCPU).contiguous();
    const auto values = top_values.accessor<double, 2>();
    const auto indices = top_indices.accessor<int64_t, 2>();
    const auto step_attention = step.attention.to(torch::kCPU, torch::kFloat32);  // [B*k, S]

    std::vector<int64_t> source_slot(static_cast<size_t>(beams)),
        next_token(static_cast<size_t>(beams));
    std::vector<int64_t> chosen(static_cast<size_t>(beams));  // flat index into totals
    std::vector<char> next_alive(static_cast<size_t>(beams), 0);
    for (int64_t row = 0; row < batch; ++row) {
      int64_t filled = 0;
      if (!done[static_cast<size_t>(row)]) {
        auto& row_finished = finished[static_cast<size_t>(row)];
        for (int64_t rank = 0; rank < width && filled < k; ++rank) {
          const double value = values[row][rank];
          if (!std::isfinite(value)) break;  // sorted: only impossible candidates follow
          const int64_t index = indices[row][rank];
          const int64_t slot = row * k + index / vocabulary;
          const int64_t token = index % vocabulary;
          if (token == Vocabulary::kEnd) {
            // An ending candidate counts only if it is among the k best of this step.
            if (rank < k) {
              row_finished.push_back(make_hypothesis(
                  prefixes[static_cast<size_t>(slot)], value, /*finished=*/true,
                  torch::cat({attention_history[slot], step_attention[slot].unsqueeze(0)}),
                  length_of[row], options.length_penalty));
            }
            continue;
          }
          const auto target = static_cast<size_t>(row * k + filled);
          source_slot[target] = slot;
          next_token[target] = token;
          chosen[target] = row * k * vocabulary + index;
          next_alive[target] = 1;
          ++filled;
        }
        if (static_cast<int64_t>(row_finished.size()) >= k || filled == 0) {
          done[static_cast<size_t>(row)] = 1;
          filled = 0;
        }
      }
      for (int64_t j = 0; j < k; ++j) {
        const auto target = static_cast<size_t>(row * k + j);
        if (j < filled) continue;
        source_slot[target] = static_cast<int64_t>(target);
        next_token[target] = Vocabulary::kPad;
        chosen[target] = 0;
        next_alive[target] = 0;
      }
    }

    // Reorder the state and the histories by the slots the new beams came from.
    const auto from_cpu = torch::tensor(source_slot, torch::kLong);
    const auto from = from_cpu.to(device);
    state.hidden = step.state.hidden.index_select(0, from);
    state.attentional = step.state.attentional.defined()
                            ? step.state.attentional.index_select(0, from)
                            : torch::Tensor();
    attention_history = torch::cat({attention_history.index_select(0, from_cpu),
                                    step_attention.index_select(0, from_cpu).unsqueeze(1)},
                                   /*dim=*/1);
    std::vector<std::vector<int64_t>> next_prefixes(static_cast<size_t>(beams));
    for (size_t slot = 0; slot < next_prefixes.size(); ++slot) {
      if (!next_alive[slot]) continue;
      next_prefixes[slot] = prefixes[static_cast<size_t>(source_slot[slot])];
      next_prefixes[slot].push_back(next_token[slot]);
    }
    prefixes = std::move(next_prefixes);
    alive = std::move(next_alive);
    previous = torch::tensor(next_token, torch::kLong).to(device);
    const auto alive_mask =
        torch::tensor(std::vector<int64_t>(alive.begin(), alive.end()), torch::kLong)
            .to(device)
            .eq(0);
    beam_log_probability = totals.view({-1})
                               .index_select(0, torch::tensor(chosen, torch::kLong).to(device))
                               .masked_fill(alive_mask, -std::numeric_limits<double>::infinity());
    if (std::all_of(done.begin(), done.end(), [](char d) { return d != 0; })) break;
  }

  // Rows cut off at max_steps: their alive beams are candidates too, after the finished ones.
  const auto last_log_probability =
      beam_log_probability.to(torch::kCPU, torch::kFloat64).contiguous();
  const auto* last = last_log_probability.data_ptr<double>();
  std::vector<std::vector<Hypothesis>> results(static_cast<size_t>(batch));
  for (int64_t row = 0; row < batch; ++row) {
    auto& hypotheses = finished[static_cast<size_t>(row)];
    sort_by_score(hypotheses);
    if (static_cast<int64_t>(hypotheses.size()) < options.nbest &&
        !done[static_cast<size_t>(row)]) {
      std::vector<Hypothesis> unfinished;
      for (int64_t j = 0; j < k; ++j) {
        const auto slot = static_cast<size_t>(row * k + j);
        if (!alive[slot]) continue;
        unfinished.push_back(make_hypothesis(prefixes[slot], last[slot], /*finished=*/false,
                                             attention_history[static_cast<int64_t>(slot)],
                                             length_of[row], options.length_penalty));
      }
      sort_by_score(unfinished);
      for (auto& hypothesis : unfinished) hypotheses.push_back(std::move(hypothesis));
    }
    if (static_cast<int64_t>(hypotheses.size()) > options.nbest) {
      hypotheses.resize(static_cast<size_t>(options.nbest));
    }
    results[static_cast<size_t>(row)] = std::move(hypotheses);
  }
  return results;
}

std::vector<std::vector<BeamTranslation>> translate_beam(const Translator& translator,
                                                         const std::vector<std::string>& sources,
                                                         const BeamOptions& options) {
  BeamOptions beam_options = options;
  beam_options.max_steps = translator.max_target_length + 1;
  std::vector<std::vector<BeamTranslation>> translations;
  translations.reserve(sources.size());
  if (options.beam_size == 1 && options.constraint == nullptr) {
    // A beam of one is greedy decoding (same tokens, same log-probability; beam_search's own
    // tests prove it), which the greedy decoder does with a fraction of the operations.
    validate_options(beam_options);
    for (auto& greedy : translate(translator, sources)) {
      BeamTranslation candidate;
      candidate.output = std::move(greedy.output);
      candidate.log_probability = greedy.log_probability;
      candidate.score = normalised_score(greedy.log_probability, static_cast<size_t>(greedy.steps),
                                         options.length_penalty);
      candidate.finished = greedy.finished;
      candidate.real_date = is_real_calendar_date(candidate.output);
      candidate.attention = std::move(greedy.attention);
      translations.push_back({std::move(candidate)});
    }
    return translations;
  }
  translations.resize(sources.size());
  for_each_source_batch(
      translator, sources,
      [&](const std::vector<std::string>& chunk, const Batch& batch,
          const std::vector<size_t>& positions) {
        const auto results =
            beam_search(translator.model, batch.source_ids, batch.source_lengths, beam_options);
        for (size_t row = 0; row < results.size(); ++row) {
          std::vector<BeamTranslation> candidates;
          for (const auto& hypothesis : results[row]) {
            BeamTranslation candidate;
            candidate.output = translator.target_vocabulary.decode(hypothesis.tokens);
            candidate.log_probability = hypothesis.log_probability;
            candidate.score = hypothesis.score;
            candidate.finished = hypothesis.finished;
            candidate.real_date = is_real_calendar_date(candidate.output);
            if (translator.keep_attention) {
              auto ids = hypothesis.tokens;
              if (hypothesis.finished) ids.push_back(Vocabulary::kEnd);
              candidate.attention =
                  attention_map(chunk[row], ids, hypothesis.attention.to(torch::kFloat32),
                                translator.target_vocabulary);
            }
            candidates.push_back(std::move(candidate));
          }
          translations[positions[row]] = std::move(candidates);
        }
      });
  return translations;
}

}  // namespace dates
