// A scanner of JSON text that reads it exactly as serde_json 1.x does (the parser of the
// safetensors reference reader), without building a document: the caller pulls each value where
// it expects one and interprets it as it is read, and a value it has no use for is checked and
// dropped (skip_value). What serde_json refuses, the scanner refuses with a JsonSyntaxError:
//   * no raw control character (< U+0020) in a string; escapes \" \\ \/ \b \f \n \r \t \uXXXX
//     only, surrogate escapes paired (high then low);
//   * numbers -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? that are finite as a double (1e400 is
//     refused, as serde_json refuses it wherever it stands);
//   * no trailing comma; whitespace is space, tab, line feed and carriage return only;
//   * at most 127 nested arrays and objects (serde_json's recursion limit of 128).
// The scanner does not check UTF-8 (a caller that needs it checks the whole text first) and keeps
// repeated object keys (each member is handed to the caller in order).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dates {

// serde_json's Deserializer starts with remaining_depth 128 and refuses the container that
// brings it to 0, so 127 levels of nesting are the most it reads.
inline constexpr int kJsonRecursionLimit = 128;

// JSON text that breaks serde_json's grammar: what is wrong and where.
class JsonSyntaxError : public std::runtime_error {
 public:
  JsonSyntaxError(std::string description, std::size_t offset);

  // What is wrong, e.g. "a comma before ']'" or "expected a value, found 'x'".
  const std::string& description() const { return description_; }
  // The byte offset into the text where it goes wrong.
  std::size_t offset() const { return offset_; }

 private:
  std::string description_;
  std::size_t offset_;
};

// Reads JSON text front to back. Each parse_ and skip_ function starts at the first byte of what
// it reads (the caller skips whitespace before a value; the containers skip it inside) and leaves
// the position just after it; each throws JsonSyntaxError at the first byte serde_json refuses.
class JsonScanner {
 public:
  // `text` must outlive the scanner. Messages call its end "the end of <text_name>".
  explicit JsonScanner(std::string_view text, std::string text_name = "the text");

  std::size_t position() const { return position_; }
  bool at_end() const { return position_ >= text_.size(); }
  bool next_is(char c) const { return !at_end() && text_[position_] == c; }
  bool next_is_digit() const {
    return !at_end() && text_[position_] >= '0' && text_[position_] <= '9';
  }
  // The text from `start` up to the position.
  std::string_view raw_from(std::size_t start) const {
    return text_.substr(start, position_ - start);
  }
  // What is at the position, for a message: "'x'", "byte 0x01" or "the end of <text_name>".
  std::string found() const;

  [[noreturn]] void syntax_error_at(std::size_t offset, const std::string& what) const;
  [[noreturn]] void syntax_error(const std::string& what) const;
  // "expected <what>, found <found()>" at the position.
  [[noreturn]] void expected(std::string_view what) const;

  // Skips JSON whitespace: space, tab, line feed, carriage return.
  void skip_whitespace();

  // At '{': calls on_member(key) at the first byte of each member's value, which it must parse.
  template <typename OnMember>
  void parse_object(OnMember&& on_member) {
    enter_container();
    ++position_;
    skip_whitespace();
    if (next_is('}')) {
      ++position_;
      leave_container();
      return;
    }
    while (true) {
      if (!next_is('"')) expected("a string key");
      const std::string key = parse_string();
      skip_whitespace();
      if (!next_is(':')) expected("':' after an object key");
      ++position_;
      skip_whitespace();
      on_member(key);
      skip_whitespace();
      if (next_is(',')) {
        ++position_;
        skip_whitespace();
        if (next_is('}')) syntax_error("a comma before '}'");
        continue;
      }
      if (!next_is('}')) expected("',' or '}' after an object member");
      ++position_;
      break;
    }
    leave_container();
  }

  // At '[': calls on_element(index) at the first byte of each element, which it must parse.
  template <typename OnElement>
  void parse_array(OnElement&& on_element) {
    enter_container();
    ++position_;
    skip_whitespace();
    if (next_is(']')) {
      ++position_;
      leave_container();
      return;
    }
    for (std::size_t index = 0;; ++index) {
      on_element(index);
      skip_whitespace();
      if (next_is(',')) {
        ++position_;
        skip_whitespace();
        if (next_is(']')) syntax_error("a comma before ']'");
        continue;
      }
      if (!next_is(']')) expected("',' or ']' after an array element");
      ++position_;
      break;
    }
    leave_container();
  }

  // At '"': the string's value, with escapes decoded (\uXXXX as UTF-8).
  std::string parse_string();

  // At '-' or a digit: the value when the number is what serde_json hands a usize (a
  // non-negative integer without fraction or exponent that fits 64 bits), else nullopt after
  // checking that serde_json would not refuse it as too large for a double.
  std::optional<std::uint64_t> parse_number();

  // At `word` ("true", "false", "null"), or expected(word).
  void parse_literal(std::string_view word);

  // Any JSON value, checked and dropped.
  void skip_value();

 private:
  void enter_container();
  void leave_container() { ++remaining_depth_; }
  void parse_escape(std::string& value);
  std::uint32_t parse_hex4(std::size_t escape_start);

  std::string_view text_;
  std::string text_name_;
  std::size_t position_ = 0;
  int remaining_depth_ = kJsonRecursionLimit;
};

}  // namespace dates
