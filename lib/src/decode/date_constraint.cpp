#include "dates/decode/date_constraint.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <algorithm>
#include <stdexcept>

#include "dates/core/calendar.h"

namespace dates {

namespace {

constexpr size_t kDateLength = 10;                           // YYYY-MM-DD
constexpr int64_t kFirstCharacterId = Vocabulary::kEnd + 1;  // the special tokens come first

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Whether `token` spells part of a date: digits and '-' only ("7", "-", "19").
bool is_date_token(const std::string& token) {
  return !token.empty() &&
         std::all_of(token.begin(), token.end(), [](char c) { return is_digit(c) || c == '-'; });
}

// The character class of each position: '-' at 4 and 7, digits elsewhere.
bool fits_pattern(const std::string& text) {
  if (text.size() > kDateLength) return false;
  for (size_t i = 0; i < text.size(); ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash ? text[i] != '-' : !is_digit(text[i])) return false;
  }
  return true;
}

// The value of a run of ASCII digits.
int parse(const std::string& text, size_t begin, size_t length) {
  int value = 0;
  for (size_t i = begin; i < begin + length; ++i) value = value * 10 + (text[i] - '0');
  return value;
}

// Whether the first `length` digits (length <= width) of a `width`-digit field starting at
// `begin` can still become a value in [low, high].
bool field_viable(const std::string& text, size_t begin, size_t length, size_t width, int low,
                  int high) {
  int scale = 1;
  for (size_t i = length; i < width; ++i) scale *= 10;
  const int smallest = parse(text, begin, length) * scale;
  const int largest = smallest + scale - 1;
  return std::max(smallest, low) <= std::min(largest, high);
}

}  // namespace

DateConstraint::DateConstraint(const Vocabulary& target_vocabulary, int min_year, int max_year)
    : vocabulary_(target_vocabulary), min_year_(min_year), max_year_(max_year) {
  if (min_year < 1 || max_year > 9999 || min_year > max_year) {
    throw std::invalid_argument(
        fmt::format("The date constraint needs 1 <= min_year <= max_year <= 9999, not {} and {}.",
                    min_year, max_year));
  }
  for (int digit = 0; digit < 10; ++digit) {
    const std::string character(1, static_cast<char>('0' + digit));
    if (vocabulary_.id_of(character) == Vocabulary::kUnknown) {
      throw std::invalid_argument(fmt::format(
          "The target vocabulary lacks the digit '{}', so it cannot spell every date.", digit));
    }
  }
  if (vocabulary_.id_of("-") == Vocabulary::kUnknown) {
    throw std::invalid_argument("The target vocabulary lacks '-', so it cannot spell a date.");
  }
  time_id_ = vocabulary_.id_of("T");
  const auto& tokens = vocabulary_.tokens();
  for (int64_t id = kFirstCharacterId; id < vocabulary_.size(); ++id) {
    if (is_date_token(tokens[static_cast<size_t>(id)])) date_token_ids_.push_back(id);
  }
}

bool DateConstraint::is_viable_prefix(const std::string& prefix) const {
  if (!fits_pattern(prefix)) return false;
  const size_t length = prefix.size();
  if (!field_viable(prefix, 0, std::min<size_t>(length, 4), 4, min_year_, max_year_)) {
    return false;
  }
  if (length <= 5) return true;  // the year is in range; any month and day follow
  const int year = parse(prefix, 0, 4);
  if (!field_viable(prefix, 5, std::min<size_t>(length - 5, 2), 2, 1, 12)) return false;
  if (length <= 8) return true;  // every month has a first day
  const int month = parse(prefix, 5, 2);
  return field_viable(prefix, 8, length - 8, 2, 1, days_in_month(year, month));
}

bool DateConstraint::is_complete(const std::string& text) const {
  return text.size() == kDateLength && is_viable_prefix(text);
}

bool DateConstraint::allows(const std::string& prefix, const std::string& next_character) const {
  if (time_id_ != Vocabulary::kUnknown && prefix.size() > kDateLength &&
      prefix[kDateLength] == 'T' && is_complete(prefix.substr(0, kDateLength))) {
    return true;  // the time: read after decoding
  }
  if (next_character == "T") return time_id_ != Vocabulary::kUnknown && is_complete(prefix);
  if (next_character == Vocabulary::special_tokens()[Vocabulary::kEnd]) {
    return is_complete(prefix);
  }
  return is_date_token(next_character) && is_viable_prefix(prefix + next_character);
}

torch::Tensor DateConstraint::allowed_mask(
    const std::vector<std::vector<int64_t>>& prefixes) const {
  const int64_t rows = static_cast<int64_t>(prefixes.size());
  auto mask = torch::zeros({rows, vocabulary_.size()}, torch::kBool);
  auto allowed = mask.accessor<bool, 2>();
  const auto& tokens = vocabulary_.tokens();
  for (int64_t row = 0; row < rows; ++row) {
    std::string text;
    bool spelled = true;   // every token so far is a digit or '-'
    bool in_time = false;  // a 'T' followed a complete date
    for (const int64_t id : prefixes[static_cast<size_t>(row)]) {
      if (id < 0 || id >= vocabulary_.size()) {
        throw std::invalid_argument(
            fmt::format("The prefix token id {} is outside the target vocabulary of {} tokens.", id,
                        vocabulary_.size()));
      }
      const auto& token = tokens[static_cast<size_t>(id)];
      if (in_time) {
        if (id < kFirstCharacterId) spelled = false;
        continue;
      }
      if (id == time_id_ && time_id_ != Vocabulary::kUnknown && is_complete(text)) {
        in_time = true;
        continue;
      }
      if (!is_date_token(token)) {
        spelled = false;
        break;
      }
      text += token;
    }
    if (!spelled || !is_viable_prefix(text)) continue;
    if (in_time) {
      for (int64_t id = kFirstCharacterId; id < vocabulary_.size(); ++id) {
        allowed[row][id] = true;
      }
      allowed[row][Vocabulary::kEnd] = true;
      continue;
    }
    if (time_id_ != Vocabulary::kUnknown && is_complete(text)) allowed[row][time_id_] = true;
    for (const int64_t id : date_token_ids_) {
      if (is_viable_prefix(text + tokens[static_cast<size_t>(id)])) allowed[row][id] = true;
    }
    if (is_complete(text)) allowed[row][Vocabulary::kEnd] = true;
  }
  return mask;
}

}  // namespace dates
