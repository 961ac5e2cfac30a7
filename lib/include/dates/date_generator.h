// The synthetic "dates" data set: human-readable dates paired with their ISO 8601 form.
//
// This reproduces the classic generator of the date-translation task (Keras / Coursera
// "nmt_utils.py", `load_date`): a random date is rendered with a Babel (CLDR) pattern in locale
// en_US, lowercased, and its commas are removed; the target is the ISO date `YYYY-MM-DD`.
// Samples: "saturday august 30 1975", "10/8/13", "21 dec 2004", "6 03 21".
//
// Two deliberate corrections to the classic code:
//  * The classic patterns say `YYY` / `YY`, which in CLDR is the *week-based* year, so dates near
//    New Year could be rendered with the neighbouring year but labelled with their own. Which
//    dates depends on the Babel version: those taking the ISO week-year render 2021-01-01 as
//    "... 2020"; those following the en_US week rules render 2020-12-27..31 as "... 2021". We
//    render the calendar year (`y` / `yy`), so the source always states the target's year.
//  * Faker's `date_object()` draws from 1970 to today; we draw uniformly over a configurable
//    inclusive range, default 1970-01-01..2029-12-31, which is at most 100 years wide, so the
//    two-digit years of `yy` patterns are unambiguous.
//
// Everything here is deterministic for a seed on every compiler and standard library: the random
// numbers come from our own SplitMix64 generator and unbiased bounded draws, never from
// <random>'s distributions (whose algorithms are implementation-defined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace dates {

// A date of the proleptic Gregorian calendar. Plain fields; `is_valid()` says whether they name
// a real date in the supported years 1..9999 (Python's datetime.date range, and the years that
// ISO `YYYY` can write).
struct CivilDate {
  int year = 1970;  // calendar year, e.g. 1975 (not the week-based year)
  int month = 1;    // 1 = January .. 12 = December
  int day = 1;      // day of the month, 1 .. days_in_month(year, month)

  // True when 1 <= year <= 9999, 1 <= month <= 12 and 1 <= day <= days_in_month(year, month).
  bool is_valid() const;

  // "YYYY-MM-DD" with zero padding, e.g. "1975-08-30". Precondition: is_valid().
  std::string iso() const;

  // Parses exactly "YYYY-MM-DD" (ten characters, ASCII digits, '-' separators) naming a real date.
  // Throws std::invalid_argument whose message quotes the text and says what is wrong
  // (wrong shape, month out of range, day out of range for that month, ...).
  static CivilDate parse_iso(const std::string& text);
};

bool operator==(const CivilDate& a, const CivilDate& b);
bool operator!=(const CivilDate& a, const CivilDate& b);
bool operator<(const CivilDate& a, const CivilDate& b);  // chronological order
bool operator<=(const CivilDate& a, const CivilDate& b);
bool operator>(const CivilDate& a, const CivilDate& b);
bool operator>=(const CivilDate& a, const CivilDate& b);

// Gregorian leap year: divisible by 4, except centuries not divisible by 400 (2000 yes, 1900 no).
bool is_leap_year(int year);

// 28..31 for month 1..12; throws std::invalid_argument for any other month.
int days_in_month(int year, int month);

// Days since 1970-01-01 (negative before), Howard Hinnant's days_from_civil algorithm.
// Precondition: 1 <= date.month <= 12 (the day is not range-checked; it simply offsets).
std::int64_t days_from_civil(const CivilDate& date);

// Inverse of days_from_civil: the date `days` days after 1970-01-01.
CivilDate civil_from_days(std::int64_t days);

// Day of the week, 0 = Sunday, 1 = Monday, .. 6 = Saturday (the numbering of C's tm_wday).
int weekday(const CivilDate& date);

// One entry of the classic FORMATS list.
struct DateFormat {
  std::string classic;  // the entry exactly as nmt_utils.py writes it: "full", "d MMM YYY", ...
  std::string pattern;  // the CLDR pattern we render: named styles expanded to their en_US
                        // patterns, and the week-based YYY / YY replaced by calendar y / yy
};

// The classic FORMATS list, faithfully, 24 entries, each drawn with probability 1/24:
//   "short" (M/d/yy), "medium" (MMM d, y), "long" (MMMM d, y),
//   "full" (EEEE, MMMM d, y) x10 -- so a "full" rendering has weight 10/24,
//   "d MMM YYY", "d MMMM YYY", "dd MMM YYY", "d MMM, YYY", "d MMMM, YYY", "dd, MMM YYY",
//   "d MM YY", "d MMMM YYY" (a second time: the classic list has it twice, so it weighs 2/24),
//   "MMMM d YYY", "MMMM d, YYY", "dd.MM.YY".
// Distinct entries can render the same text ("long" and "MMMM d, YYY" differ only by the comma,
// which normalisation removes anyway, and so does "MMMM d YYY"); we keep the list as it is so the
// data set has the classic distribution.
const std::vector<DateFormat>& classic_formats();

// Renders `date` with a CLDR date pattern for locale en_US, before any normalisation, e.g.
// render_date({1975, 8, 30}, "EEEE, MMMM d, y") == "Saturday, August 30, 1975".
// Supported fields: d, dd (day); M, MM (month number), MMM (Jan Feb Mar Apr May Jun Jul Aug Sep Oct
// Nov Dec: CLDR en abbreviations, "Sep" not "Sept"), MMMM (January ..); y (year, unpadded),
// yy (last two digits), yyy / yyyy (zero padded to 3 / 4 digits); E, EE, EEE (Sun .. Sat), EEEE
// (Sunday ..). Text in single quotes is literal ('' is a quote); other non-letters are copied.
// Throws std::invalid_argument naming the field and the pattern for any other letter, notably
// the week-based year Y, and if `date` is not valid.
std::string render_date(const CivilDate& date, const std::string& cldr_pattern);

// The classic post-processing, general enough for user input at translate time: ASCII letters
// lowercased, commas removed (",", not replaced by a space: "a,b" -> "ab", as the classic
// `.replace(',', '')`), every run of ASCII whitespace (space, tab, newline, CR, VT, FF) collapsed
// to one space, leading and trailing whitespace removed. Other bytes (e.g. UTF-8) are untouched.
std::string normalize_source(std::string text);

// An inclusive range of dates to draw from.
struct DateRange {
  CivilDate first{1970, 1, 1};   // earliest date drawn
  CivilDate last{2029, 12, 31};  // latest date drawn (inclusive)

  // Throws std::invalid_argument if either end is not a real date (see CivilDate::is_valid) or
  // first > last. Keep the range within 100 years if two-digit years must stay unambiguous.
  void validate() const;
  // Number of dates in the range: days_from_civil(last) - days_from_civil(first) + 1.
  std::int64_t size() const;
};

// One training example.
struct DatePair {
  std::string source;   // normalised human-readable text, e.g. "saturday august 30 1975"
  std::string target;   // ISO date, e.g. "1975-08-30"
  std::string pattern;  // CLDR pattern the source was rendered with (DateFormat::pattern):
                        // normalize_source(render_date(parse_iso(target), pattern)) == source
  std::size_t format_index{};  // index of the entry of classic_formats() that was drawn
};

// Draws DatePairs: a date uniform over the range, then a format uniform over classic_formats().
// The sequence depends only on the seed and the range (same on every platform).
class DateGenerator {
 public:
  // Throws std::invalid_argument if `range` is invalid (DateRange::validate).
  explicit DateGenerator(std::uint64_t seed, DateRange range = {});

  DatePair next();

  const DateRange& range() const { return range_; }

 private:
  std::uint64_t next_u64();                       // SplitMix64
  std::uint64_t next_below(std::uint64_t bound);  // unbiased, uniform in [0, bound)

  std::uint64_t state_;
  DateRange range_;
  std::int64_t first_day_;
  std::uint64_t range_size_;
};

// Number of examples in each split.
struct SplitSizes {
  std::size_t train = 40000;
  std::size_t valid = 2000;
  std::size_t test = 5000;
};

// Writes `directory`/train.tsv, valid.tsv and test.tsv (the directory is created if needed), one
// example a line: `source<TAB>target\n`, with the file written atomically.
// No source string appears in two splits: pairs come from one DateGenerator(seed, range) and fill
// test, then valid, then train; a pair whose source already belongs to another split is skipped
// (so test has the undisturbed classic distribution; later splits slightly under-represent the
// most frequent sources, chiefly "full" renderings). Within one split duplicates are kept, as in
// the classic generator (sampling with replacement), so a frequent source may repeat in train.
// All three splits are built in memory before any file is written.
// Throws std::invalid_argument (range invalid, or too small: when 100000 draws in a row are all
// skipped for one split, the range cannot supply enough sources distinct from the other splits;
// the message names the split and the range), or std::runtime_error if a file cannot be written.
void write_splits(const std::string& directory, std::uint64_t seed, const DateRange& range,
                  const SplitSizes& sizes);

}  // namespace dates
