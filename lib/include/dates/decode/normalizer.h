// Reading users' date strings with a trained model: normalisation as the model's data, the
// reading convention, unknown characters, decoding, and the marks a user must not miss.
//
// Marks, in the order they are listed:
//   low-confidence      the output's probability is below NormalizerOptions::min_confidence
//   ambiguous           the reading depends on the convention: decoding the same input under
//                       another convention (mdy, dmy, ymd) gives another output (models trained
//                       with data.order_control only)
//   unknown-characters  the input holds characters the model never learned; they were read as
//                       its unknown token
//   not-a-date          the output is none of the forms below (`2015-02-30`, `2015-13`)
//   cut-off             no end token before the maximum length
//   incomplete          the output is a partial date in EDTF: XXXX-MM-DD (no year), YYYY-MM
//   no-date             the output is empty: the model found no date in the input
// The first five are warnings: an output with none of them is one the model stands by
// (incomplete and no-date describe what was read, they do not doubt it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dates/data/reading_order.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/beam_search.h"
#include "dates/decode/translator.h"
#include "dates/io/config.h"

namespace dates {

// Whether a mark is one of the warnings (see the header comment).
bool is_warning_mark(const std::string& mark);

struct NormalizerOptions {
  ReadingOrder order = ReadingOrder::kMdy;  // the convention numeric dates are read with
  double min_confidence = 0;     // outputs below this probability are marked low-confidence
  BeamOptions beam = greedy();   // beam_size 1: greedy decoding
  bool detect_ambiguity = true;  // decode under the other conventions too (order-control models)
  // Inputs with more unknown characters than this share of their characters are refused.
  double max_unknown_fraction = 0.5;

  static BeamOptions greedy() {
    BeamOptions options;
    options.beam_size = 1;
    return options;
  }
};

// One input's reading.
struct NormalizedInput {
  std::string source;                       // the model's input, normalised (no control token)
  std::vector<BeamTranslation> candidates;  // best first; empty when refused
  std::vector<std::string> marks;           // of the best candidate, in the documented order
  // Empty when read; else why not: "empty", "unreadable" or "too-long" (more characters than
  // the model's data.max_source_length).
  std::string refusal;
  std::string refusal_detail;  // a sentence for the user (which character, how many unknown)
  int64_t unknown_characters = 0;
  bool has_warning() const;  // refused, or any warning mark
};

// Reads each text with the model. A model not trained with unknown characters
// (data.min_character_count 1) refuses any input holding one; a model trained with them reads
// past them and refuses only inputs mostly unknown (options.max_unknown_fraction).
std::vector<NormalizedInput> normalize_inputs(const Translator& translator, const DataConfig& data,
                                              const std::vector<std::string>& texts,
                                              const NormalizerOptions& options);
// The same with one convention per input (`orders` as long as `texts`).
std::vector<NormalizedInput> normalize_inputs(const Translator& translator, const DataConfig& data,
                                              const std::vector<std::string>& texts,
                                              const std::vector<ReadingOrder>& orders,
                                              const NormalizerOptions& options);

// Adds the low-confidence mark (first, as listed) when the best candidate's probability is below
// `min_confidence` and the mark is not there yet: for results decoded with min_confidence 0,
// given a threshold afterwards (the service batches requests with different thresholds).
void add_low_confidence_mark(NormalizedInput& result, double min_confidence);

// What `dates translate` prints for one input, newline-terminated: with nbest 1 the line
// "OUTPUT<TAB>PROBABILITY[<TAB>marks]"; above 1 a block of "RANK<TAB>OUTPUT<TAB>PROBABILITY
// [<TAB>marks]" lines (the marks of the input go with the best candidate; the others carry only
// their own low-confidence mark) and a blank line. A refused input is one empty output marked
// "too-long" or "unreadable", so the output keeps one line (or block) per input.
std::string output_lines(const NormalizedInput& result, int64_t nbest, double min_confidence);

// The same as one JSON object and a newline (translate --format jsonl), for pipelines:
// {"input": the text as given, "output": the best candidate ("" when refused), "probability",
// "marks": [...] (a refusal's "too-long" or "unreadable" included), "nbest": [{"output",
// "probability", "marks"}, ...] best first, and "error": why the input was refused (only then)}.
// Text that is not valid UTF-8 is written with U+FFFD in place of the bad bytes.
std::string json_line(const NormalizedInput& result, const std::string& input,
                      double min_confidence);

}  // namespace dates
