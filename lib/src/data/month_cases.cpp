#include "dates/data/month_cases.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "dates/core/printable.h"
#include "dates/data/language_tables.h"
#include "dates/data/sentence_frames.h"

namespace dates {

namespace {

// A name is a word: not empty, no space, tab or ASCII digit.
bool is_name(const std::string& name) {
  return !name.empty() && std::none_of(name.begin(), name.end(), [](char c) {
    return c == ' ' || c == '\t' || (c >= '0' && c <= '9');
  });
}

}  // namespace

MonthCases::MonthCases(const std::string& directory, const std::vector<std::string>& codes) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::directory_iterator entries(directory, error);
  if (error) {
    throw std::runtime_error(fmt::format("{}: cannot read the directory of the months' cases: {}",
                                         printable(directory), error.message()));
  }
  std::vector<std::string> present;
  for (const auto& entry : entries) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".tsv") continue;  // README.md
    const std::string code = entry.path().stem().string();
    if (std::find(codes.begin(), codes.end(), code) == codes.end()) {
      throw std::runtime_error(
          fmt::format("{}: not the file of a language of the world grammar (expected <code>.tsv, "
                      "the code one of {})",
                      printable((fs::path(directory) / name).string()), fmt::join(codes, ", ")));
    }
    present.push_back(code);
  }
  if (present.empty()) {
    throw std::runtime_error(fmt::format(
        "{}: no <code>.tsv file of the months' cases (expected frame<TAB>names<TAB>case lines)",
        printable(directory)));
  }
  std::sort(present.begin(), present.end());  // the directory's order is the file system's
  const LanguageTable table{"frame", "frame<TAB>names<TAB>case", 3};
  read_language_tables(
      directory, present, table,
      [&](const std::string& code, std::vector<std::string>& fields, const std::string& where) {
        MonthCaseFrame frame;
        frame.frame = fields[0];
        const std::size_t places = place_count(frame.frame);
        if (places != 1) {
          throw std::runtime_error(fmt::format("{}: a frame has 1 place {{}}, found {} in '{}'",
                                               where, places,
                                               printable(frame.frame, kQuotedCharacters)));
        }
        const auto names = split_at(fields[1], ',');
        const std::set<std::string> distinct(names.begin(), names.end());
        const bool words = std::all_of(names.begin(), names.end(), is_name);
        if (names.size() != 12 || distinct.size() != 12 || !words) {
          throw std::runtime_error(
              fmt::format("{}: expected the twelve months' names, distinct words without digits, "
                          "comma-separated, January first; found {} in '{}'",
                          where, names.size(), printable(fields[1], kQuotedCharacters)));
        }
        std::copy(names.begin(), names.end(), frame.names.begin());
        frame.case_name = fields[2];
        frames_[code].push_back(std::move(frame));
      });
}

const std::vector<MonthCaseFrame>& MonthCases::of(const std::string& code) const {
  static const std::vector<MonthCaseFrame> kNone;
  const auto found = frames_.find(code);
  return found == frames_.end() ? kNone : found->second;
}

}  // namespace dates
