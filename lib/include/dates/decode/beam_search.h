// Beam search with length-normalised scores, n-best lists, and (optionally) decoding constrained
// to real calendar dates (DateConstraint).
#pragma once

#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "dates/decode/date_constraint.h"
#include "dates/decode/translator.h"
#include "dates/model/seq2seq.h"

namespace dates {

struct BeamOptions {
  int64_t beam_size = 4;   // k >= 1; k = 1 is greedy decoding
  int64_t nbest = 1;       // hypotheses returned per source, 1 <= nbest <= beam_size
  int64_t max_steps = 17;  // decoder steps at most (output characters + the end token)
  // Hypotheses are ranked by score = log p / length^length_penalty, where length counts the
  // tokens including the end token; 0 ranks by the raw log-probability. Must be >= 0.
  double length_penalty = 1.0;
  // When set, every step allows only the tokens the constraint allows, and the probabilities
  // are those of the constrained distribution: log_softmax over the logits with the disallowed
  // tokens set to -inf (the model's distribution renormalised over the allowed tokens).
  // Not owned; must outlive the call. Its vocabulary must be the model's target vocabulary.
  const DateConstraint* constraint = nullptr;
};

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

// One candidate output of translate_beam, ready to print.
struct BeamTranslation {
  std::string output;          // the decoded characters (without the end token)
  double log_probability = 0;  // of the whole sequence, end token included
  double score = 0;            // the length-normalised score it was ranked by
  bool finished = false;       // false: cut off at the maximum length
  bool real_date = false;      // is_real_calendar_date(output)
  AttentionMap attention;      // filled when the Translator's keep_attention is set
  double probability() const { return std::exp(log_probability); }
  bool below(double min_confidence) const { return probability() < min_confidence; }
};

// log_probability / length^length_penalty (length >= 1; a penalty of 0: the log-probability):
// the score beams are ranked by.
double normalised_score(double log_probability, size_t length, double length_penalty);

// Beam-search translations of already-normalised sources, in input order, each with up to
// options.nbest candidates, best first. options.max_steps is replaced by
// translator.max_target_length + 1, as translate() does.
std::vector<std::vector<BeamTranslation>> translate_beam(const Translator& translator,
                                                         const std::vector<std::string>& sources,
                                                         const BeamOptions& options);

}  // namespace dates
