#include "dates/data/context_phrases.h"

#include <fmt/format.h>

#include <stdexcept>

#include "dates/core/printable.h"
#include "dates/data/language_tables.h"
#include "dates/data/vocabulary.h"

namespace dates {

ContextPhrases::ContextPhrases(const std::string& directory,
                               const std::vector<std::string>& codes) {
  const LanguageTable table{"phrase", "phrase<TAB>catalog", 2};
  read_language_tables(
      directory, codes, table,
      [&](const std::string& code, std::vector<std::string>& fields, const std::string& where) {
        std::string& phrase = fields[0];
        if (phrase.find_first_of("0123456789") != std::string::npos) {
          throw std::runtime_error(fmt::format("{}: a phrase must hold no digit, found '{}'", where,
                                               printable(phrase, kQuotedCharacters)));
        }
        const std::size_t characters = count_characters(phrase);
        if (characters > kMaxCharacters) {
          throw std::runtime_error(fmt::format("{}: a phrase has at most {} characters, found {}",
                                               where, kMaxCharacters, characters));
        }
        phrases_[code].push_back(std::move(phrase));
      });
}

const std::vector<std::string>& ContextPhrases::of(const std::string& code) const {
  static const std::vector<std::string> kNone;
  const auto found = phrases_.find(code);
  return found == phrases_.end() ? kNone : found->second;
}

}  // namespace dates
