#include "dates/data/context_phrases.h"

#include <fmt/format.h>

#include <fstream>
#include <stdexcept>

#include "dates/core/printable.h"
#include "dates/data/vocabulary.h"

namespace dates {

ContextPhrases::ContextPhrases(const std::string& directory,
                               const std::vector<std::string>& codes) {
  for (const auto& code : codes) {
    const std::string path = directory + "/" + code + ".tsv";
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      throw std::runtime_error(
          fmt::format("{}: cannot open the phrases of '{}' (expected phrase<TAB>catalog lines)",
                      printable(path), code));
    }
    auto& phrases = phrases_[code];
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
      const auto where = [&] { return fmt::format("{}:{}", printable(path), number); };
      const auto tab = line.find('\t');
      if (tab == std::string::npos || tab == 0 || line.find('\t', tab + 1) != std::string::npos) {
        throw std::runtime_error(
            fmt::format("{}: expected phrase<TAB>catalog, found '{}'", where(), printable(line)));
      }
      std::string phrase = line.substr(0, tab);
      if (phrase.find_first_of("0123456789") != std::string::npos) {
        throw std::runtime_error(
            fmt::format("{}: a phrase must hold no digit, found '{}'", where(), printable(phrase)));
      }
      const std::size_t characters = count_characters(phrase);
      if (characters > kMaxCharacters) {
        throw std::runtime_error(fmt::format("{}: a phrase has at most {} characters, found {}",
                                             where(), kMaxCharacters, characters));
      }
      phrases.push_back(std::move(phrase));
    }
    if (phrases.empty()) {
      throw std::runtime_error(
          fmt::format("{}: no phrase (expected phrase<TAB>catalog lines)", printable(path)));
    }
  }
}

const std::vector<std::string>& ContextPhrases::of(const std::string& code) const {
  static const std::vector<std::string> kNone;
  const auto found = phrases_.find(code);
  return found == phrases_.end() ? kNone : found->second;
}

}  // namespace dates
