// A compositional grammar of dates as the world writes them, for `dates generate --formats real`.
//
// Not a list of whole patterns: each example is put together from independent parts, each drawn
// at random, so their combinations reach forms no list would hold:
//   * the date's fields in every order people and programs use (day-month-year,
//     month-day-year, year-month-day, and the odd `2003 Sep 25`, `Sep 2003 25`), months as
//     numbers (zero-padded or not), names, abbreviations with and without a period (`Sept.`),
//     days as numbers, zero-padded, ordinals (`25th`) or spelled (`twenty-fifth`), years in
//     four digits over 1000..2999 (digits copied, not guessed), two digits (POSIX pivot, see
//     reading_order.h) or `'03`; weekdays that agree with the date, full or abbreviated, or none;
//   * separators (space, `-`, `/`, `.`, `,`, none: `20030925`), case (lower, Title, UPPER,
//     mixed) and the filler words people write (`on`, `the`, `of`, `at`);
//   * times and zones before or after the date (`10:36`, `10:36:28.5` with fractions of 1..9
//     digits, `8:25 a.m.`, `10PM`, `noon`, `16h`, `11h30m`, `10.36` after a date, ranges,
//     `T` between date and time, impossible times such as `25:10`; `Z`, `+0000`, `-07:00`,
//     `-03`, `UTC+8`, `GMT+0800 (CST)`, the abbreviations of zone_abbreviations.h, others it
//     lacks, IANA names, long names);
//   * the machine formats: ISO 8601 / RFC 3339 date-times, RFC 2822 / 5322, the three HTTP-date
//     forms, C asctime / ctime, common log format, `date(1)`, git, JavaScript, `ls`, SQL;
//   * the classic and broad catalogues of date_formats.h, so the older tasks stay covered;
//   * strings that hold part of a date (month and day; month and year) and strings that hold
//     none (words, numbers, phone numbers, versions, times alone, impossible dates such as
//     31 April or 2023-02-29);
//   * dates inside sentences, log lines and listings, beside numbers that are not dates;
//   * noise: a character from a large pool of rare symbols (so that a model's vocabulary maps
//     them to its unknown token), stray punctuation, quotes and brackets, labels (`Date:`).
// The target is the date-time as written (no zone conversion). The date in the EDTF forms of
// ISO 8601-2 level 1 for partial dates: `YYYY-MM-DD`; `XXXX-MM-DD` (no year); `YYYY-MM` (no day);
// empty (no date). Numeric dates are read with the example's convention (reading_order.h).
// When a time is written, `T` and the clock as written follow the date (date_time_output.h reads
// them): `hh:mm[:ss[.digits]]`, `a` or `p` after a 12-hour clock (`5:30 pm` is `T05:30p`, an
// impossible time is copied: `T25:10`), then the zone: `Z`, `+hh:mm`, a space and the
// abbreviation in lower case (` brst`), or `?` for a zone only named (`America/New_York`). A
// range gives its start; a numeric offset wins over a name beside it; a time alone is no date.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dates/core/random.h"
#include "dates/data/date_generator.h"
#include "dates/data/reading_order.h"
#include "dates/data/split_writer.h"

namespace dates {

// Sources are at most this many characters (code points); longer draws are drawn again.
inline constexpr std::size_t kMaxRealSourceLength = 80;

// The families of the grammar, each drawn with a fixed weight (real_date_grammar.cpp):
//   "named"      a date with a month name, any order, fillers, weekday, time, zone
//   "numeric"    a date of three numbers (or eight digits), any separator, time, zone
//   "machine"    the machine formats (ISO 8601, RFC 2822, HTTP, asctime, CLF, date(1), ...)
//   "catalogue"  the classic and broad catalogues of date_formats.h, read month first (mdy)
//   "incomplete" month and day without a year (XXXX-MM-DD), or month and year (YYYY-MM)
//   "no-date"    text that holds no date (words, numbers, versions, impossible dates): empty
//   "context"    any of the above inside a sentence, a log line or a listing, among words and
//                numbers that are not part of the date
const std::vector<std::string>& real_families();

struct RealDatePair {
  std::string source;  // as written: case, punctuation and spaces kept
  std::string target;  // YYYY-MM-DD, XXXX-MM-DD, YYYY-MM (then T and the time), or empty
  std::string family;  // one of real_families()
  ReadingOrder order = ReadingOrder::kMdy;  // the convention the target is read with
  bool noisy = false;                       // noise was added (see the header comment)
};

// A pair's line of the splits: `source<TAB>target<TAB>family<TAB>order\n` (the real and the world
// grammars write the same columns).
SplitLine split_line_of(const RealDatePair& pair);

// Draws RealDatePairs; the sequence depends only on the seed (same on every platform).
class RealDateGenerator {
 public:
  explicit RealDateGenerator(std::uint64_t seed);
  RealDatePair next();

 private:
  SplitMix64 random_;
  DateGenerator catalogue_;  // the broad catalogue, for the "catalogue" family
};

// Writes `directory`/train.tsv, valid.tsv, test.tsv of `source<TAB>target<TAB>family<TAB>order`
// lines (an empty target for no date), atomically, with no source in two splits (test filled
// first, then valid, then train, as write_splits does).
// Returns the number of distinct sources in each split.
SplitSizes write_real_splits(const std::string& directory, std::uint64_t seed,
                             const SplitSizes& sizes);

}  // namespace dates
