// What every decoder of a reading agrees on, without LibTorch: the options of a beam search and a
// candidate output with its score (decode/beam_search.h searches with them; DateReader reads
// them whichever engine decoded).
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include "dates/decode/attention_map.h"

namespace dates {

class DateConstraint;

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

// One candidate output of a decoding (translate_beam, the runtime's greedy engine through
// DateReader), ready to print.
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

}  // namespace dates
