// Files of running text by language that the world grammar (world_date_grammar.h) reads: one
// file DIRECTORY/<code>.tsv a language, one tab-separated line an entry (data/context/ phrases,
// data/sentences/ frames). Their readers share how a file is opened, split and refused here, so
// that every such file names its faults the same way.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace dates {

// How a kind of file reads and is named in errors.
struct LanguageTable {
  std::string entry;   // what one line holds, singular: "phrase", "frame"
  std::string layout;  // its fields as errors show them: "phrase<TAB>catalog"
  std::size_t fields;  // the number of tab-separated fields of a line, each non-empty
};

// `text` split at each `separator` (a line at its tabs, a list at its commas): n separators give
// n + 1 fields, empty ones kept.
std::vector<std::string> split_at(const std::string& text, char separator);

// The characters of a faulty line or field that an error quotes.
constexpr std::size_t kQuotedCharacters = 80;

// Reads DIRECTORY/<code>.tsv for each code in order and calls `each(code, fields, where)` with
// each line's fields and where it stands (`PATH:LINE`) for the caller's own errors. Throws
// std::runtime_error naming the file, and the line when it is the line: a file that cannot be
// opened, a line of other than `table.fields` fields or with an empty one (quoted cut to 80
// characters, so that a garbage line cannot flood a terminal), a file of no line.
void read_language_tables(
    const std::string& directory, const std::vector<std::string>& codes, const LanguageTable& table,
    const std::function<void(const std::string& code, std::vector<std::string>& fields,
                             const std::string& where)>& each);

}  // namespace dates
