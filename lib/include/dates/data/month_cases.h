// The months' names in the grammatical cases that CLDR does not have, for the world grammar
// (world_date_grammar.h) to write a month and year as running text writes it: after a preposition
// that asks for a locative (ru `в мае 1948`, uk `у травні 2015`, pl `w maju 2001`, cs `v květnu
// 1994`) or an accusative (el `τον Μάιο του 1948`). CLDR has a month's nominative (stand-alone)
// and genitive (format) forms only, so without this table a model never sees these forms.
//
// data/months/<code>.tsv, one line a frame, `frame<TAB>names<TAB>case`, written by hand
// (data/months/README.md): a frame with one place `{}` for the month's name, after which the year
// follows as the date writes it; the twelve names in the case, comma-separated, January first; the
// case's name (locative, accusative, ...). A language without a file has no such forms.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

namespace dates {

struct MonthCaseFrame {
  std::string frame;                  // `в {}`, `τον {} του`
  std::array<std::string, 12> names;  // January first
  std::string case_name;              // locative, accusative, ...
};

class MonthCases {
 public:
  // No forms: the world grammar then writes none.
  MonthCases() = default;

  // Reads every DIRECTORY/<code>.tsv there is. Throws std::runtime_error naming the file, and the
  // line when it is the line: a file whose name is not `<code>.tsv` of one of `codes`, a line that
  // is not `frame<TAB>names<TAB>case` of three non-empty fields (language_tables.h), a frame whose
  // places `{}` are not one, names that are not twelve distinct non-empty words without digits, a
  // file of no line, a directory that holds no file or cannot be read.
  MonthCases(const std::string& directory, const std::vector<std::string>& codes);

  // The frames of a language in the file's order; empty for a language without a file.
  const std::vector<MonthCaseFrame>& of(const std::string& code) const;

  bool empty() const { return frames_.empty(); }

 private:
  std::map<std::string, std::vector<MonthCaseFrame>> frames_;
};

}  // namespace dates
