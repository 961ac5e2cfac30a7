// Real calendar dates in ISO form (YYYY-MM-DD), and a decoding constraint that lets a decoder
// produce nothing else: after every prefix it allows exactly the characters that keep the prefix
// the beginning of a real date, and the end token only after a complete one. For a model that
// writes times (its vocabulary has 'T'), 'T' may follow a complete date, and then any character:
// the time is read and checked after decoding (date_time_output.h).
#pragma once

#include <torch/types.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "dates/core/calendar.h"  // is_real_calendar_date
#include "dates/data/vocabulary.h"

namespace dates {

// Which next tokens keep a prefix a possible real date "YYYY-MM-DD" (year in [min_year,
// max_year]) followed by the end token. Every prefix it allows can still be completed to such a
// date, so decoding under the constraint always ends in a real date unless it runs out of steps.
class DateConstraint {
 public:
  // Throws std::invalid_argument if `target_vocabulary` lacks a digit or '-', or unless
  // 1 <= min_year <= max_year <= 9999. The vocabulary is copied.
  explicit DateConstraint(const Vocabulary& target_vocabulary, int min_year = 1,
                          int max_year = 9999);

  // bool [N, V] on the CPU (V = the vocabulary's size), one row per prefix of token ids (the
  // tokens produced so far, without kBegin): true where the token may come next. Only digits,
  // '-' (and digit pairs, in a vocabulary with them) and kEnd are allowed in the date, kEnd only
  // after a complete date, then 'T' and any character but the special tokens after it (vocabularies
  // with 'T'); a prefix that is not the beginning of an allowed date (a special token, another
  // character, an impossible month) gets an all-false row.
  torch::Tensor allowed_mask(const std::vector<std::vector<int64_t>>& prefixes) const;

  // Whether `next_character` (a token: a character or a digit pair) may follow the text
  // `prefix`; next_character "</s>" is the end token (allowed only after a complete date in
  // range).
  bool allows(const std::string& prefix, const std::string& next_character) const;

  // Whether `prefix` can still be completed to a date in range ("" and "2015-0" can).
  bool is_viable_prefix(const std::string& prefix) const;
  // Whether `text` is a complete real date in range.
  bool is_complete(const std::string& text) const;

  const Vocabulary& vocabulary() const { return vocabulary_; }
  int min_year() const { return min_year_; }
  int max_year() const { return max_year_; }

 private:
  Vocabulary vocabulary_;
  int min_year_, max_year_;
  int64_t time_id_ = Vocabulary::kUnknown;  // 'T', when the vocabulary has it
  std::vector<int64_t> date_token_ids_;     // tokens of digits and '-' only ("7", "-", "19")
};

}  // namespace dates
