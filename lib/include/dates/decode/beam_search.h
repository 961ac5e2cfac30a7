// Beam search with length-normalised scores, n-best lists, and (optionally) decoding constrained
// to real calendar dates (DateConstraint).
#pragma once

#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "dates/decode/beam_translation.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/translator.h"
#include "dates/model/seq2seq.h"

namespace dates {

struct Hypothesis {
  std::vector<int64_t> tokens;  // the output tokens, without the end token
  double log_probability = 0;   // sum of the chosen tokens' log-probabilities, end token included
  double score = 0;             // log_probability / length^length_penalty (see BeamOptions)
  bool finished = false;        // produced the end token (false: cut off at max_steps)
  torch::Tensor attention;      // [T, S] float on the CPU: one row per step (the end token's
                                // included), one column per real source position
  double probability() const { return std::exp(log_probability); }
};

// For each source row, up to `nbest` hypotheses, best first: the finished ones by score, then
// (only when fewer than nbest finished) the cut-off ones by score. All B * k beams run as one
// decoder batch. A row stops once it holds beam_size finished hypotheses, or when no beam is
// left; a hypothesis finishes when its end token ranks among the k best candidates of its step.
// With beam_size 1 the tokens and log-probability are exactly those of greedy_decode. Runs
// without autograd and leaves the model in eval(). Throws std::invalid_argument for bad options
// or inputs (messages are whole sentences).
std::vector<std::vector<Hypothesis>> beam_search(Seq2Seq& model, const torch::Tensor& source_ids,
                                                 const torch::Tensor& source_lengths,
                                                 const BeamOptions& options);

// Beam-search translations of already-normalised sources, in input order, each with up to
// options.nbest candidates, best first. options.max_steps is replaced by
// translator.max_target_length + 1, as translate() does.
std::vector<std::vector<BeamTranslation>> translate_beam(const Translator& translator,
                                                         const std::vector<std::string>& sources,
                                                         const BeamOptions& options);

}  // namespace dates
