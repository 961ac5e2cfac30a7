#include "dates/io/json_scanner.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <utility>

#include "dates/core/printable.h"

namespace dates {

namespace {

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

bool is_json_digit(char c) {
  return c >= '0' && c <= '9';
}

// Text taken from the scanned text, safe to print and short (see printable.h).
std::string shown_token(std::string_view text) {
  constexpr size_t kMaxShownCharacters = 48;
  return printable(text, kMaxShownCharacters);
}

// A JSON number as serde_json reads it into an f64 (de.rs without its float_roundtrip feature,
// which the reference does not enable): a u64 significand, digits past its overflow scaling the
// exponent instead, then f64_from_parts, which refuses a result that overflows to infinity
// (NumberOutOfRange). Only that verdict matters here; the value is never used.
class SerdeFloat {
 public:
  void add_integer_digit(char c) {
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (!integer_overflowed_ && !overflows(digit)) {
      significand_ = significand_ * 10 + digit;
    } else {
      integer_overflowed_ = true;  // parse_long_integer: each further digit is a power of ten
      exponent_ += 1;
    }
  }

  void add_fraction_digit(char c) {
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (fraction_overflowed_ || overflows(digit)) {
      fraction_overflowed_ = true;  // parse_decimal_overflow drops the remaining digits
      return;
    }
    significand_ = significand_ * 10 + digit;
    exponent_ -= 1;
  }

  // The exponent's digits read into an i32; `overflowed` when they do not fit one.
  void set_exponent(int32_t exponent, bool negative, bool overflowed) {
    if (overflowed) {
      // parse_exponent_overflow: zero for a zero significand or a negative exponent, else refused.
      exponent_overflow_refused_ = significand_ != 0 && !negative;
      exponent_overflowed_ = true;
      return;
    }
    const int64_t sum = negative ? int64_t{exponent_} - exponent : int64_t{exponent_} + exponent;
    exponent_ = static_cast<int32_t>(std::clamp<int64_t>(sum, std::numeric_limits<int32_t>::min(),
                                                         std::numeric_limits<int32_t>::max()));
  }

  bool integer_overflowed() const { return integer_overflowed_; }
  uint64_t significand() const { return significand_; }

  // f64_from_parts: dividing by powers of ten never overflows; multiplying may.
  bool is_finite() const {
    if (exponent_overflowed_) return !exponent_overflow_refused_;
    if (exponent_ < 0) return true;
    const double value = static_cast<double>(significand_);
    if (exponent_ > 308) return value == 0.0;
    return !std::isinf(value * powers_of_ten()[static_cast<size_t>(exponent_)]);
  }

 private:
  // serde_json's overflow! macro: significand * 10 + digit > u64::MAX.
  bool overflows(uint64_t digit) const {
    constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
    return significand_ >= kMax / 10 && (significand_ > kMax / 10 || digit > kMax % 10);
  }

  // serde_json's POW10 table: the doubles nearest to 1e0 ... 1e308 (strtod rounds correctly).
  static const std::array<double, 309>& powers_of_ten() {
    static const std::array<double, 309> table = [] {
      std::array<double, 309> powers{};
      for (size_t i = 0; i < powers.size(); ++i) {
        powers[i] = std::strtod(fmt::format("1e{}", i).c_str(), nullptr);
      }
      return powers;
    }();
    return table;
  }

  uint64_t significand_ = 0;
  int32_t exponent_ = 0;
  bool integer_overflowed_ = false;
  bool fraction_overflowed_ = false;
  bool exponent_overflowed_ = false;
  bool exponent_overflow_refused_ = false;
};

}  // namespace

JsonSyntaxError::JsonSyntaxError(std::string description, std::size_t offset)
    : std::runtime_error(fmt::format("{} at offset {}", description, offset)),
      description_(std::move(description)),
      offset_(offset) {}

JsonScanner::JsonScanner(std::string_view text, std::string text_name)
    : text_(text), text_name_(std::move(text_name)) {}

void JsonScanner::syntax_error_at(std::size_t offset, const std::string& what) const {
  throw JsonSyntaxError(what, offset);
}

void JsonScanner::syntax_error(const std::string& what) const {
  syntax_error_at(position_, what);
}

void JsonScanner::expected(std::string_view what) const {
  syntax_error(fmt::format("expected {}, found {}", what, found()));
}

std::string JsonScanner::found() const {
  if (at_end()) return "the end of " + text_name_;
  const unsigned char byte = static_cast<unsigned char>(text_[position_]);
  if (byte >= 0x20 && byte < 0x7F) return fmt::format("'{}'", text_[position_]);
  return fmt::format("byte 0x{:02X}", byte);
}

void JsonScanner::skip_whitespace() {
  while (!at_end()) {
    const char c = text_[position_];
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
    ++position_;
  }
}

void JsonScanner::enter_container() {
  if (--remaining_depth_ == 0) {
    syntax_error(
        fmt::format("more than {} nested arrays and objects (serde_json's recursion "
                    "limit)",
                    kJsonRecursionLimit - 1));
  }
}

std::string JsonScanner::parse_string() {
  const size_t start = position_;
  ++position_;
  std::string value;
  while (true) {
    if (at_end()) syntax_error_at(start, "a string that does not end");
    const unsigned char c = static_cast<unsigned char>(text_[position_]);
    if (c == '"') {
      ++position_;
      return value;
    }
    if (c == '\\') {
      parse_escape(value);
    } else if (c < 0x20) {
      syntax_error(
          fmt::format("control character U+{:04X} inside a string (JSON needs it "
                      "escaped)",
                      c));
    } else {
      value += static_cast<char>(c);
      ++position_;
    }
  }
}

void JsonScanner::parse_escape(std::string& value) {
  const size_t start = position_;
  ++position_;
  if (at_end()) syntax_error_at(start, "an escape cut off by the end of " + text_name_);
  const char c = text_[position_++];
  switch (c) {
    case '"':
      value += '"';
      return;
    case '\\':
      value += '\\';
      return;
    case '/':
      value += '/';
      return;
    case 'b':
      value += '\b';
      return;
    case 'f':
      value += '\f';
      return;
    case 'n':
      value += '\n';
      return;
    case 'r':
      value += '\r';
      return;
    case 't':
      value += '\t';
      return;
    case 'u':
      break;
    default:
      syntax_error_at(start, fmt::format("invalid escape '\\{}'", shown_token(std::string(1, c))));
  }
  const uint32_t unit = parse_hex4(start);
  if (unit >= 0xDC00 && unit <= 0xDFFF) {
    syntax_error_at(start, fmt::format("a lone low surrogate escape \\u{:04X}", unit));
  }
  if (unit < 0xD800 || unit > 0xDBFF) {
    append_utf8(value, unit);
    return;
  }
  // A high surrogate: serde_json requires the low one as the very next escape.
  if (position_ + 1 >= text_.size() || text_[position_] != '\\' || text_[position_ + 1] != 'u') {
    syntax_error_at(start, fmt::format("a high surrogate escape \\u{:04X} without the low "
                                       "surrogate escape after it",
                                       unit));
  }
  position_ += 2;
  const uint32_t low = parse_hex4(start);
  if (low < 0xDC00 || low > 0xDFFF) {
    syntax_error_at(start, fmt::format("a high surrogate escape \\u{:04X} followed by \\u{:04X}, "
                                       "which is not a low surrogate",
                                       unit, low));
  }
  append_utf8(value, 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00));
}

std::uint32_t JsonScanner::parse_hex4(std::size_t escape_start) {
  uint32_t unit = 0;
  for (int i = 0; i < 4; ++i, ++position_) {
    if (at_end()) syntax_error_at(escape_start, "a \\u escape cut off by the end of " + text_name_);
    const char c = text_[position_];
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    if (digit < 0) syntax_error_at(escape_start, "a \\u escape without four hex digits");
    unit = unit * 16 + static_cast<uint32_t>(digit);
  }
  return unit;
}

std::optional<std::uint64_t> JsonScanner::parse_number() {
  const size_t start = position_;
  if (next_is('-')) ++position_;
  if (at_end() || !is_json_digit(text_[position_])) expected("a digit in a number");
  SerdeFloat value;
  if (text_[position_] == '0') {
    ++position_;
    if (!at_end() && is_json_digit(text_[position_])) {
      syntax_error_at(start, "a number with a leading zero");
    }
  } else {
    while (!at_end() && is_json_digit(text_[position_]))
      value.add_integer_digit(text_[position_++]);
  }
  bool integer = true;
  if (next_is('.')) {
    integer = false;
    ++position_;
    if (at_end() || !is_json_digit(text_[position_])) expected("a digit after the decimal point");
    while (!at_end() && is_json_digit(text_[position_]))
      value.add_fraction_digit(text_[position_++]);
  }
  if (next_is('e') || next_is('E')) {
    integer = false;
    ++position_;
    bool negative_exponent = false;
    if (next_is('+') || next_is('-')) negative_exponent = text_[position_++] == '-';
    if (at_end() || !is_json_digit(text_[position_])) expected("a digit in the exponent");
    int32_t exponent = 0;
    bool exponent_overflowed = false;
    while (!at_end() && is_json_digit(text_[position_])) {
      const int32_t digit = text_[position_++] - '0';
      exponent_overflowed = exponent_overflowed ||
                            __builtin_mul_overflow(exponent, 10, &exponent) ||
                            __builtin_add_overflow(exponent, digit, &exponent);
    }
    value.set_exponent(exponent, negative_exponent, exponent_overflowed);
  }
  const std::string_view token = raw_from(start);
  if (integer && token.front() != '-' && !value.integer_overflowed()) return value.significand();
  if (!value.is_finite()) {
    syntax_error_at(start, fmt::format("number {} is too large for a double", shown_token(token)));
  }
  return std::nullopt;
}

void JsonScanner::parse_literal(std::string_view word) {
  if (text_.substr(position_, word.size()) != word) expected(fmt::format("'{}'", word));
  position_ += word.size();
}

void JsonScanner::skip_value() {
  if (at_end()) expected("a value");
  const char c = text_[position_];
  if (c == '{') {
    parse_object([&](const std::string&) { skip_value(); });
  } else if (c == '[') {
    parse_array([&](size_t) { skip_value(); });
  } else if (c == '"') {
    parse_string();
  } else if (c == 't') {
    parse_literal("true");
  } else if (c == 'f') {
    parse_literal("false");
  } else if (c == 'n') {
    parse_literal("null");
  } else if (c == '-' || is_json_digit(c)) {
    parse_number();
  } else {
    expected("a value");
  }
}

}  // namespace dates
