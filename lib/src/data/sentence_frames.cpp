#include "dates/data/sentence_frames.h"

#include <fmt/format.h>

#include <stdexcept>

#include "dates/core/printable.h"
#include "dates/data/language_tables.h"
#include "dates/data/vocabulary.h"

namespace dates {

namespace {

constexpr const char* kPlace = "{}";

// What an ICU date pattern `pattern` writes, its quotes closed (`''` is a quote) and its unquoted
// ASCII letters fields: a whole date (d, M or L, y, and E or none), a month and year (M or L, y),
// or neither (kNone).
FrameKind pattern_kind(const std::string& pattern) {
  bool quoted = false, day = false, month = false, year = false, weekday = false;
  for (const char c : pattern) {
    if (c == '\'') {
      quoted = !quoted;  // `''` toggles twice: a quote, inside or outside quotes
      continue;
    }
    if (quoted || !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) continue;
    if (c == 'd') {
      day = true;
    } else if (c == 'M' || c == 'L') {
      month = true;
    } else if (c == 'y') {
      year = true;
    } else if (c == 'E') {
      weekday = true;
    } else {
      return FrameKind::kNone;
    }
  }
  if (quoted || !month || !year) return FrameKind::kNone;
  if (day) return FrameKind::kPattern;
  return weekday ? FrameKind::kNone : FrameKind::kMonthYearPattern;
}

bool parse_kind(const std::string& name, FrameKind& kind) {
  static const std::map<std::string, FrameKind> kKinds = {{"date", FrameKind::kDate},
                                                          {"month_year", FrameKind::kMonthYear},
                                                          {"time", FrameKind::kTime},
                                                          {"none", FrameKind::kNone},
                                                          {"pattern", FrameKind::kPattern}};
  const auto found = kKinds.find(name);
  if (found == kKinds.end()) return false;
  kind = found->second;
  return true;
}

}  // namespace

std::size_t place_count(const std::string& frame) {
  std::size_t count = 0;
  for (auto at = frame.find(kPlace); at != std::string::npos; at = frame.find(kPlace, at + 2))
    ++count;
  return count;
}

SentenceFrames::SentenceFrames(const std::string& directory,
                               const std::vector<std::string>& codes) {
  const LanguageTable table{"frame", "kind<TAB>frame<TAB>register", 3};
  read_language_tables(
      directory, codes, table,
      [&](const std::string& code, std::vector<std::string>& fields, const std::string& where) {
        const std::string& name = fields[0];
        std::string& frame = fields[1];
        FrameKind kind{};
        if (!parse_kind(name, kind)) {
          throw std::runtime_error(fmt::format(
              "{}: the kind must be date, month_year, time, none or pattern, found '{}'", where,
              printable(name, kQuotedCharacters)));
        }
        const bool placeless = kind == FrameKind::kNone || kind == FrameKind::kPattern;
        const std::size_t places = place_count(frame), expected = placeless ? 0 : 1;
        if (places != expected) {
          throw std::runtime_error(fmt::format("{}: a frame of kind {} has {} place {{}}, found {}",
                                               where, name, expected, places));
        }
        if (kind == FrameKind::kPattern) {
          kind = pattern_kind(frame);
          if (kind == FrameKind::kNone) {
            throw std::runtime_error(fmt::format(
                "{}: a pattern has its words quoted and the fields d, M or L, y (and E or not), "
                "or M or L and y, found '{}'",
                where, printable(frame, kQuotedCharacters)));
          }
        }
        const std::size_t characters = count_characters(frame) - 2 * places;
        if (characters > kMaxCharacters) {
          throw std::runtime_error(
              fmt::format("{}: a frame has at most {} characters besides its place, found {}",
                          where, kMaxCharacters, characters));
        }
        frames_[code][static_cast<std::size_t>(kind)].push_back(std::move(frame));
      });
}

const std::vector<std::string>& SentenceFrames::of(const std::string& code, FrameKind kind) const {
  static const std::vector<std::string> kNone;
  const auto found = frames_.find(code);
  return found == frames_.end() ? kNone : found->second[static_cast<std::size_t>(kind)];
}

std::string fill_frame(const std::string& frame, const std::string& text) {
  const auto at = frame.find(kPlace);
  if (at == std::string::npos) return frame;
  return frame.substr(0, at) + text + frame.substr(at + 2);
}

}  // namespace dates
