// Running text of each language, for the world grammar (world_date_grammar.h) to write around the
// dates it writes, as a letter, a notice, a heading or a chat stands around a date: data/context/
// <code>.tsv (`phrase<TAB>catalog`), the translations of program messages that Debian installs,
// filtered by scripts/provenance/context/extract_messages.py so that no phrase holds a digit or a
// month or weekday name (data/context/README.md). A date with phrases around it reads as the date
// alone, and a text without a date stays one.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace dates {

class ContextPhrases {
 public:
  // No phrases: the world grammar then writes none.
  ContextPhrases() = default;

  // Reads DIRECTORY/<code>.tsv for each code. Throws std::runtime_error naming the file, and the
  // line when it is the line: a missing or unreadable file, a line that is not
  // `phrase<TAB>catalog` of two non-empty fields (language_tables.h), a phrase longer than
  // kMaxCharacters or holding an ASCII digit, a file of no phrase.
  ContextPhrases(const std::string& directory, const std::vector<std::string>& codes);

  static constexpr std::size_t kMaxCharacters = 60;

  // The phrases of a language, in the file's order; empty for a language not read.
  const std::vector<std::string>& of(const std::string& code) const;

  bool empty() const { return phrases_.empty(); }

 private:
  std::map<std::string, std::vector<std::string>> phrases_;
};

}  // namespace dates
