// Parallel text data: TSV files of `source<TAB>target` lines, one example a line, with an optional
// third column naming the example's family (e.g. the date format family) for per-family reports.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/data/reading_order.h"
#include "dates/data/vocabulary.h"
#include "dates/io/config.h"

namespace dates {

// A bad data file or line; the message names the file, the line and what is wrong.
class DataError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Example {
  std::string source;  // after normalisation (and, with order control, its control character)
  std::string target;  // empty: the source holds no date
  std::string family;  // the optional third column; empty when absent
};

struct ReadOptions {
  int64_t max_source_length = 64;   // in characters (code points), after normalisation
  int64_t max_target_length = 16;   // in characters, without the end token
  std::string normalize = "dates";  // "dates", "spaces" or "none": see DataConfig::normalize
  int64_t max_examples = 0;         // 0 reads every line, else only the first N examples
  bool order_control = false;       // prefix each source with its convention's control character
  ReadingOrder default_order = ReadingOrder::kMdy;  // for lines without a fourth column
};

// The reading options a config's data section implies (max_examples 0 = every line; lines
// without an order column read by data.default_order, or by `default_order`).
ReadOptions read_options(const DataConfig& data, int64_t max_examples = 0);
ReadOptions read_options(const DataConfig& data, int64_t max_examples, ReadingOrder default_order);

// The model's input for a user's text: normalised as the model's data (normalize_text of
// core/source_text.h), and with order control the convention's control character in front.
std::string model_source(const std::string& text, const DataConfig& data, ReadingOrder order);

// Reads a TSV file of `source<TAB>target[<TAB>family[<TAB>order]]` lines; an empty target means
// the source holds no date, and `order` (mdy, dmy or ymd) is the convention the target was read
// with (options.default_order when absent). A line without a tab, with more than four columns, an
// empty source, an unknown order, or longer than the limits throws
// DataError("FILE:LINE: ..."); a trailing '\r' (Windows line ends) is dropped; blank lines at
// the end of the file are ignored; an empty file is an error.
std::vector<Example> read_examples(const std::string& path, const ReadOptions& options);

// The vocabularies a model trained on `examples` has: the source characters (those seen fewer
// than min_character_count times map to the unknown token) and the target characters.
struct Vocabularies {
  Vocabulary source;
  Vocabulary target;
};
// As `data` says: data.min_character_count for the sources, data.target_tokens for the targets
// (digit_pairs: the hundred digit pairs are target tokens too).
Vocabularies vocabularies_of(const std::vector<Example>& examples, const DataConfig& data);

}  // namespace dates
