#include "dates/data/language_tables.h"

#include <fmt/format.h>

#include <fstream>
#include <stdexcept>

#include "dates/core/printable.h"

namespace dates {

std::vector<std::string> split_at(const std::string& text, char separator) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  for (auto at = text.find(separator); at != std::string::npos; at = text.find(separator, start)) {
    fields.push_back(text.substr(start, at - start));
    start = at + 1;
  }
  fields.push_back(text.substr(start));
  return fields;
}

void read_language_tables(
    const std::string& directory, const std::vector<std::string>& codes, const LanguageTable& table,
    const std::function<void(const std::string& code, std::vector<std::string>& fields,
                             const std::string& where)>& each) {
  for (const auto& code : codes) {
    const std::string path = directory + "/" + code + ".tsv";
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      throw std::runtime_error(fmt::format("{}: cannot open the file of '{}' (expected {} lines)",
                                           printable(path), printable(code), table.layout));
    }
    std::size_t number = 0;
    std::string line;
    while (std::getline(in, line)) {
      ++number;
      const std::string where = fmt::format("{}:{}", printable(path), number);
      auto fields = split_at(line, '\t');
      bool whole = fields.size() == table.fields;
      for (const auto& field : fields) whole = whole && !field.empty();
      if (!whole) {
        throw std::runtime_error(fmt::format("{}: expected {}, found '{}'", where, table.layout,
                                             printable(line, kQuotedCharacters)));
      }
      each(code, fields, where);
    }
    if (number == 0) {
      throw std::runtime_error(
          fmt::format("{}: no {} (expected {} lines)", printable(path), table.entry, table.layout));
    }
  }
}

}  // namespace dates
