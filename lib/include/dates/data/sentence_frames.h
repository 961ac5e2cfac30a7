// Sentences of each language with a place for a date, for the world grammar (world_date_grammar.h)
// to write its dates into, as a chat, a reminder, a notice, a history or a citation has them:
// data/sentences/<code>.tsv (`kind<TAB>frame<TAB>register`), written by hand by people who write
// the language (data/sentences/README.md). The program messages of data/context_phrases.h are
// software's register; these are the registers of everything else people write dates in.
//
// A frame's kind says what its place `{}` takes:
//   date        a day and month, with or without a year, a weekday or a clock;
//   month_year  a month and year without a day;
//   time        a clock without a date (the whole text then names no date);
//   none        no place: a sentence without a date, often with numbers that are none (prices,
//               rooms, scores, references);
//   pattern     no place: a whole date as an ICU pattern, for the ways a language's registers
//               write a date that CLDR has no pattern for (`'a los' d 'días del mes de' MMMM
//               'de' y` in a Spanish deed, `'tanggal' d 'bulan' MMMM 'tahun' y` in an Indonesian
//               letter, `«d» MMMM y 'г.'` in a Russian contract): its fields are a day `d`, a
//               month `M` or `L`, a year `y` and at most a weekday `E`, its words quoted; or a
//               month and year so written (`y 'yılının' MMMM 'ayında'`), its fields a month and
//               a year only. The two are kept apart, as kPattern and kMonthYearPattern.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace dates {

// The file's kinds, and kMonthYearPattern: a `pattern` line of a month and year.
enum class FrameKind { kDate, kMonthYear, kTime, kNone, kPattern, kMonthYearPattern };
constexpr std::size_t kFrameKinds = 6;

class SentenceFrames {
 public:
  // No frames: the world grammar then writes none.
  SentenceFrames() = default;

  // Reads DIRECTORY/<code>.tsv for each code. Throws std::runtime_error naming the file, and the
  // line when it is the line: a missing or unreadable file, a line that is not
  // `kind<TAB>frame<TAB>register` of three non-empty fields (language_tables.h), an unknown kind,
  // a frame whose places `{}` are not one (none for kinds none and pattern), a pattern whose
  // quotes are not closed or whose fields are not a day, a month and a year (and a weekday or
  // not) or a month and a year, a frame of more than kMaxCharacters besides its place, a file of no
  // frame.
  SentenceFrames(const std::string& directory, const std::vector<std::string>& codes);

  // Characters of a frame besides its place: with a date of up to 20 it stays within what the
  // grammar writes (80).
  static constexpr std::size_t kMaxCharacters = 60;

  // The frames of a language of that kind, in the file's order; empty for a language not read.
  const std::vector<std::string>& of(const std::string& code, FrameKind kind) const;

  bool empty() const { return frames_.empty(); }

 private:
  std::map<std::string, std::array<std::vector<std::string>, kFrameKinds>> frames_;
};

// The number of places `{}` in `frame`.
std::size_t place_count(const std::string& frame);

// `frame` with its place `{}` replaced by `text` (a frame without one: the frame).
std::string fill_frame(const std::string& frame, const std::string& text);

}  // namespace dates
