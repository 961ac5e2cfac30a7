#include "dates/data/vocabulary.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace dates {

namespace {

bool is_ascii_digit(char c) {
  return c >= '0' && c <= '9';
}

// The index of the digit pair "ab" in 0 .. 99.
size_t pair_index(char tens, char units) {
  return static_cast<size_t>((tens - '0') * 10 + (units - '0'));
}

}  // namespace

size_t character_length(std::string_view text, size_t position) {
  const auto lead = static_cast<unsigned char>(text[position]);
  size_t length = 1;
  if (lead >= 0xF0 && lead < 0xF8) {
    length = 4;
  } else if (lead >= 0xE0) {
    length = lead < 0xF0 ? 3 : 1;
  } else if (lead >= 0xC0) {
    length = 2;
  }
  bool well_formed = position + length <= text.size();
  for (size_t i = 1; well_formed && i < length; ++i) {
    well_formed = (static_cast<unsigned char>(text[position + i]) & 0xC0) == 0x80;
  }
  return well_formed ? length : 1;
}

std::vector<std::string> split_characters(const std::string& text) {
  std::vector<std::string> characters;
  for (size_t position = 0; position < text.size();) {
    const auto length = character_length(text, position);
    characters.push_back(text.substr(position, length));
    position += length;
  }
  return characters;
}

size_t count_characters(std::string_view text) {
  size_t count = 0;
  for (size_t position = 0; position < text.size(); position += character_length(text, position)) {
    ++count;
  }
  return count;
}

const std::vector<std::string>& Vocabulary::special_tokens() {
  static const std::vector<std::string> specials = {"<pad>", "<unk>", "<s>", "</s>"};
  return specials;
}

Vocabulary Vocabulary::build(const std::vector<std::string>& texts, int64_t min_count,
                             bool digit_pairs) {
  if (min_count < 1) {
    throw std::invalid_argument("a vocabulary's minimum character count must be >= 1, not " +
                                std::to_string(min_count));
  }
  std::map<std::string, int64_t> counts;  // ordered: tokens come in code point (byte) order
  for (const auto& text : texts) {
    for (auto& character : split_characters(text)) ++counts[std::move(character)];
  }
  std::set<std::string> kept;  // ordered: tokens come in code point (byte) order
  for (const auto& [character, count] : counts) {
    if (count >= min_count) kept.insert(character);
  }
  if (digit_pairs) {
    for (char tens = '0'; tens <= '9'; ++tens) {
      for (char units = '0'; units <= '9'; ++units) kept.insert(std::string{tens, units});
    }
  }
  std::vector<std::string> tokens = special_tokens();
  tokens.insert(tokens.end(), kept.begin(), kept.end());
  return from_tokens(tokens);
}

Vocabulary Vocabulary::from_tokens(const std::vector<std::string>& tokens) {
  const auto& specials = special_tokens();
  if (tokens.size() < specials.size() ||
      !std::equal(specials.begin(), specials.end(), tokens.begin())) {
    throw std::invalid_argument(
        "a vocabulary must start with the special tokens <pad>, <unk>, <s>, </s>");
  }
  Vocabulary vocabulary;
  vocabulary.tokens_ = tokens;
  vocabulary.index();
  return vocabulary;
}

void Vocabulary::index() {
  sorted_ids_.clear();
  for (size_t id = 0; id < tokens_.size(); ++id) {
    sorted_ids_.emplace_back(tokens_[id], static_cast<int64_t>(id));
  }
  std::sort(sorted_ids_.begin(), sorted_ids_.end());
  byte_ids_.fill(kUnknown);
  pair_ids_.fill(kUnknown);
  for (size_t id = 0; id < tokens_.size(); ++id) {
    const auto& token = tokens_[id];
    if (token.size() == 1) {
      byte_ids_[static_cast<unsigned char>(token[0])] = static_cast<int64_t>(id);
    } else if (token.size() == 2 && is_ascii_digit(token[0]) && is_ascii_digit(token[1])) {
      pair_ids_[pair_index(token[0], token[1])] = static_cast<int64_t>(id);
    }
  }
  has_digit_pairs_ =
      std::none_of(pair_ids_.begin(), pair_ids_.end(), [](int64_t id) { return id == kUnknown; });
  for (size_t i = 1; i < sorted_ids_.size(); ++i) {
    if (sorted_ids_[i].first == sorted_ids_[i - 1].first) {
      throw std::invalid_argument("the vocabulary holds the token '" + sorted_ids_[i].first +
                                  "' twice");
    }
  }
}

int64_t Vocabulary::id_of(std::string_view character) const {
  if (character.size() == 1) return byte_ids_[static_cast<unsigned char>(character[0])];
  const auto found =
      std::lower_bound(sorted_ids_.begin(), sorted_ids_.end(), character,
                       [](const std::pair<std::string, int64_t>& entry, std::string_view key) {
                         return std::string_view(entry.first) < key;
                       });
  return found != sorted_ids_.end() && found->first == character ? found->second : kUnknown;
}

std::vector<int64_t> Vocabulary::encode(const std::string& text) const {
  std::vector<int64_t> ids;
  ids.reserve(text.size());
  for (size_t position = 0; position < text.size();) {
    if (has_digit_pairs_ && position + 1 < text.size() && is_ascii_digit(text[position]) &&
        is_ascii_digit(text[position + 1])) {
      ids.push_back(pair_ids_[pair_index(text[position], text[position + 1])]);
      position += 2;
      continue;
    }
    const auto length = character_length(text, position);
    ids.push_back(id_of(std::string_view(text).substr(position, length)));
    position += length;
  }
  return ids;
}

std::string Vocabulary::decode(const std::vector<int64_t>& ids) const {
  std::string text;
  for (const int64_t id : ids) {
    if (id == kEnd) break;
    if (id == kPad || id == kBegin || id < 0 || id >= size()) continue;
    text += tokens_[static_cast<size_t>(id)];
  }
  return text;
}

std::optional<std::string> Vocabulary::first_unknown_character(const std::string& text) const {
  for (size_t position = 0; position < text.size();) {
    const auto length = character_length(text, position);
    if (id_of(std::string_view(text).substr(position, length)) == kUnknown) {
      return text.substr(position, length);
    }
    position += length;
  }
  return std::nullopt;
}

int64_t Vocabulary::count_unknown_characters(const std::string& text) const {
  int64_t unknown = 0;
  for (size_t position = 0; position < text.size();) {
    const auto length = character_length(text, position);
    unknown += id_of(std::string_view(text).substr(position, length)) == kUnknown;
    position += length;
  }
  return unknown;
}

}  // namespace dates
