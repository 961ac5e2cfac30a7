// Character vocabularies: every UTF-8 code point of the training data is one token, and a target
// vocabulary may also hold the hundred pairs of ASCII digits ("00" .. "99"), which cut the
// decoder's steps over an ISO date from 11 to 7 (data.target_tokens: digit_pairs).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dates {

// Splits UTF-8 text into code points ("é" is one token); invalid bytes become single tokens.
std::vector<std::string> split_characters(const std::string& text);
// The byte length of the character at `position` of `text` (1 .. 4), as split_characters cuts.
size_t character_length(std::string_view text, size_t position);
// How many characters split_characters(text) gives, without making them.
size_t count_characters(std::string_view text);

class Vocabulary {
 public:
  // The same four special tokens open every vocabulary, at these ids.
  static constexpr int64_t kPad = 0;      // padding, never predicted, ignored by the loss
  static constexpr int64_t kUnknown = 1;  // a character never seen in training
  static constexpr int64_t kBegin = 2;    // the decoder's first input
  static constexpr int64_t kEnd = 3;      // ends every target sequence
  static const std::vector<std::string>& special_tokens();  // "<pad>", "<unk>", "<s>", "</s>"

  // The specials, then every character of `texts` that occurs at least `min_count` times, in
  // code point (byte) order; rarer characters are left to kUnknown. With `digit_pairs` the
  // hundred pairs "00" .. "99" are tokens too, in the same (byte) order. Throws
  // std::invalid_argument for min_count < 1.
  static Vocabulary build(const std::vector<std::string>& texts, int64_t min_count = 1,
                          bool digit_pairs = false);
  // From a stored token list (as written by tokens()); throws std::invalid_argument if the
  // specials are not first or a token repeats.
  static Vocabulary from_tokens(const std::vector<std::string>& tokens);

  int64_t size() const { return static_cast<int64_t>(tokens_.size()); }
  const std::vector<std::string>& tokens() const { return tokens_; }
  int64_t id_of(std::string_view character) const;  // kUnknown when absent

  // Token ids of each character (kUnknown for unseen ones); no begin/end tokens added. In a
  // vocabulary with digit pairs, each run of ASCII digits is cut into pairs from its start (an
  // odd run ends in one digit): "1975-8" is 19, 75, -, 8.
  std::vector<int64_t> encode(const std::string& text) const;
  // Whether the vocabulary holds the digit pairs.
  bool has_digit_pairs() const { return has_digit_pairs_; }
  // Concatenates tokens up to (not including) the first kEnd; skips kPad and kBegin.
  std::string decode(const std::vector<int64_t>& ids) const;
  // The first character of `text` that is not in the vocabulary, if any.
  std::optional<std::string> first_unknown_character(const std::string& text) const;
  // How many characters of `text` are not in the vocabulary.
  int64_t count_unknown_characters(const std::string& text) const;

 private:
  std::vector<std::string> tokens_;
  std::vector<std::pair<std::string, int64_t>> sorted_ids_;  // for id_of by binary search
  std::array<int64_t, 256> byte_ids_{};  // the id of each one-byte character (kUnknown: none)
  std::array<int64_t, 100> pair_ids_{};  // the id of "00" .. "99" (kUnknown: none)
  bool has_digit_pairs_ = false;         // all hundred are tokens
  void index();
};

}  // namespace dates
