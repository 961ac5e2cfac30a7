// Parallel text data: TSV files of `source<TAB>target` lines, one example a line, with an optional
// third column naming the example's family (e.g. the date format family) for per-family reports.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/config.h"

namespace dates {

// A bad data file or line; the message names the file, the line and what is wrong.
class DataError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Example {
  std::string source;  // after normalisation
  std::string target;
  std::string family;  // the optional third column; empty when absent
};

struct ReadOptions {
  int64_t max_source_length = 64;   // in characters (code points), after normalisation
  int64_t max_target_length = 16;   // in characters, without the end token
  std::string normalize = "dates";  // "dates", "spaces" or "none": see DataConfig::normalize
  int64_t max_examples = 0;         // 0 reads every line, else only the first N examples
};

// The reading options a config's data section implies (max_examples 0 = every line).
ReadOptions read_options(const DataConfig& data, int64_t max_examples = 0);

// Runs of ASCII whitespace become one space; leading and trailing whitespace is dropped.
std::string collapse_whitespace(const std::string& text);

// Applies the named normalisation to a source string (the same at training and translation).
// Throws std::invalid_argument for an unknown name.
std::string normalize_text(const std::string& text, const std::string& normalize);

// Reads a TSV file. A line without a tab, with more than three columns, an empty source or
// target, or longer than the limits throws
// DataError("FILE:LINE: ..."); a trailing '\r' (Windows line ends) is dropped; blank lines at
// the end of the file are ignored; an empty file is an error.
std::vector<Example> read_examples(const std::string& path, const ReadOptions& options);

}  // namespace dates
