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
// That is the *classic* format catalogue. The *broad* catalogue (FormatCatalogue::kBroad) adds the
// dates people actually write, with their case and punctuation kept: English month and weekday
// names in full and abbreviated, with and without a period ("Sept.", "Tue."), title and upper
// case; day-month-year and month-day-year orders; ordinals ("the 3rd of March 2015"); ISO 8601;
// year-first with slashes; RFC 2822 ("Tue, 03 Mar 2015"); "03-Mar-2015"; stray spaces. Each broad
// format belongs to a family (see format_families) so evaluation can report each family apart.
//
// Everything here is deterministic for a seed on every compiler and standard library: the random
// numbers come from our own SplitMix64 generator and unbiased bounded draws, never from
// <random>'s distributions (whose algorithms are implementation-defined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
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
// Supported CLDR fields: d, dd (day); M, MM (month number), MMM (Jan Feb Mar Apr May Jun Jul Aug
// Sep Oct Nov Dec: CLDR en abbreviations, "Sep" not "Sept"), MMMM (January ..); y (year,
// unpadded), yy (last two digits), yyy / yyyy (zero padded to 3 / 4 digits); E, EE, EEE
// (Sun .. Sat), EEEE (Sunday ..).
// Extension fields, on letters CLDR leaves unused, for the broad catalogue:
//   o     English ordinal suffix of the day: st nd rd th ("do" -> 1st 2nd 3rd 4th .. 11th 12th
//         13th .. 21st 22nd 23rd .. 31st)
//   N     month abbreviated with a period: Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sep. Oct. Nov.
//         Dec. (May is a whole word, so it takes no period)
//   NN    month abbreviated without a period, September as "Sept": Jan .. Aug Sept Oct Nov Dec
//   NNN   as NN with a period: Jan. .. Aug. Sept. Oct. Nov. Dec. (May again bare)
//   NNNN  AP style: Jan. Feb. March April May June July Aug. Sept. Oct. Nov. Dec.
//   T     weekday abbreviated with a period: Sun. Mon. Tue. Wed. Thu. Fri. Sat.
//   TT    weekday in the longer common abbreviation: Sun Mon Tues Wed Thurs Fri Sat
//   TTT   as TT with a period: Sun. Mon. Tues. Wed. Thurs. Fri. Sat.
// Text in single quotes is literal ('' is a quote); other non-letters are copied.
// Throws std::invalid_argument naming the field and the pattern for any other letter, notably
// the week-based year Y, and if `date` is not valid.
std::string render_date(const CivilDate& date, const std::string& cldr_pattern);

// The classic post-processing, general enough for user input at translate time: ASCII letters
// lowercased, commas removed (",", not replaced by a space: "a,b" -> "ab", as the classic
// `.replace(',', '')`), every run of ASCII whitespace (space, tab, newline, CR, VT, FF) collapsed
// to one space, leading and trailing whitespace removed. Other bytes (e.g. UTF-8) are untouched.
std::string normalize_source(std::string text);

// How a rendered pattern becomes a source.
enum class SourceCase {
  kClassic,    // normalize_source: lower case, commas removed, whitespace collapsed
  kAsWritten,  // exactly as rendered: title case names ("March", "Tue."), punctuation and spaces
  kUpper,      // ASCII letters upper-cased ("30 SEP 1975", "3RD MARCH 2015"), the rest as rendered
};

// render_date(date, pattern) turned into a source according to `source_case`.
std::string render_source(const CivilDate& date, const std::string& pattern,
                          SourceCase source_case);

// The patterns obtained from `pattern` by one stray-space edit outside quoted literals, in order of
// position: a space doubled ("MMMM  d, y"), a space put before a comma ("MMMM d , y"), or the space
// after a comma dropped ("MMMM d,y"). Empty when the pattern has no space and no comma.
std::vector<std::string> stray_space_variants(const std::string& pattern);

// Which list of formats the generator draws from.
enum class FormatCatalogue {
  kClassic,  // classic_formats(), normalised: the classic task, one family "classic"
  kBroad,    // the classic family plus the broad families below, case and punctuation kept
};

// "classic" -> kClassic, "broad" -> kBroad; anything else throws std::invalid_argument quoting the
// name and listing the allowed names.
FormatCatalogue parse_format_catalogue(const std::string& name);
// "classic" or "broad".
const char* to_string(FormatCatalogue catalogue);

// One entry of a catalogue: a pattern for render_date (CLDR plus the extension fields) and how its
// rendering becomes a source.
struct CatalogueFormat {
  std::string pattern;
  SourceCase source_case = SourceCase::kAsWritten;
};

// A named group of formats, the unit of per-family evaluation.
struct FormatFamily {
  std::string name;
  std::vector<CatalogueFormat> formats;
};

// The families of a catalogue, in drawing order.
// kClassic: one family, "classic": classic_formats() in order, SourceCase::kClassic.
// kBroad: that same "classic" family first, then (examples for 2015-03-03, a Tuesday, and
// 1975-09-30, a Tuesday too):
//   "month-day-name"    US / Canadian order with month names: "March 3, 2015", "Mar. 3, 2015",
//                       "Sept. 30, 1975", "Tuesday, March 3, 2015", "MAR 3, 2015"
//   "day-month-name"    UK / Irish / Indian / Australian / NZ order: "3 March 2015",
//                       "03 Mar 2015", "3 March, 2015", "Tuesday, 3 March 2015", "30 SEP 1975"
//   "ordinal"           ordinal day: "the 3rd of March 2015", "3rd March 2015", "March 3rd, 2015"
//   "iso"               ISO 8601 extended and basic: "2015-03-03", "20150303"
//   "year-first-slash"  "2015/03/03", "2015/3/3"
//   "numeric-us"        month first, as the classic "short" format: "3/3/15", "03/03/2015",
//                       "3-3-2015" (3/4/15 is March 4). The only day-first numeric forms are the
//                       classic family's "dd.MM.yy" and "d MM yy" (dots, spaces), so no source
//                       means two dates.
//   "rfc2822"           "Tue, 03 Mar 2015", "Tue, 3 Mar 2015", "TUE, 03 MAR 2015"
//   "dash-abbrev"       "03-Mar-2015", "3-Mar-15", "03-MAR-15", "03-March-2015"
// Title case is the common case; a few formats of each family with names are upper case.
const std::vector<FormatFamily>& format_families(FormatCatalogue catalogue);

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
  std::string source;   // human-readable text, e.g. "saturday august 30 1975", "Sept. 30, 1975"
  std::string target;   // ISO date, e.g. "1975-08-30"
  std::string pattern;  // the pattern the source was rendered with: the drawn format's pattern,
                        // or one of its stray_space_variants; always
                        // render_source(parse_iso(target), pattern, source_case) == source
  std::size_t format_index{};  // index of the drawn format in its family's formats (for the
                               // classic catalogue, the index into classic_formats())
  std::string family;          // name of the drawn format's family, e.g. "classic", "ordinal"
  SourceCase source_case = SourceCase::kClassic;  // the drawn format's source_case
};

// Draws DatePairs. Each draw takes, in this order: a date uniform over the range; a family uniform
// over format_families(catalogue), drawn only when there is more than one (so the classic
// catalogue consumes exactly the random numbers it always has, and its stream for a seed is the
// classic one); a format uniform over the family's formats; and, for a format that is not
// SourceCase::kClassic and has stray_space_variants, a 1-in-8 chance of rendering one of those
// variants instead (the variant uniform over them).
// The sequence depends only on the seed, the range and the catalogue (same on every platform).
class DateGenerator {
 public:
  // Throws std::invalid_argument if `range` is invalid (DateRange::validate).
  explicit DateGenerator(std::uint64_t seed, DateRange range = {},
                         FormatCatalogue catalogue = FormatCatalogue::kClassic);

  DatePair next();

  const DateRange& range() const { return range_; }
  FormatCatalogue catalogue() const { return catalogue_; }

 private:
  std::uint64_t next_u64();                       // SplitMix64
  std::uint64_t next_below(std::uint64_t bound);  // unbiased, uniform in [0, bound)

  std::uint64_t state_;
  DateRange range_;
  FormatCatalogue catalogue_;
  std::int64_t first_day_;
  std::uint64_t range_size_;
};

// Number of examples in each split.
struct SplitSizes {
  std::size_t train = 40000;
  std::size_t valid = 2000;
  std::size_t test = 5000;
};

// Writes `directory`/train.tsv, valid.tsv and test.tsv (the directory is created if needed) as
// one set (write_split_set), one example a line:
//   classic catalogue: `source<TAB>target\n`, e.g. "march 4 1980\t1980-03-04"
//   broad catalogue:   `source<TAB>target<TAB>family\n`, e.g. "3rd March 2015\t2015-03-03\tordinal"
// (sources never contain a tab or a newline).
// No source string appears in two splits: pairs come from one DateGenerator(seed, range,
// catalogue) and fill
// test, then valid, then train; a pair whose source already belongs to another split is skipped
// (so test has the catalogue's undisturbed distribution; later splits slightly under-represent the
// most frequent sources, chiefly "full" renderings). Within one split duplicates are kept, as in
// the classic generator (sampling with replacement), so a frequent source may repeat in train.
// All three splits are built in memory before any file is written.
// Throws std::invalid_argument (range invalid, or too small: when 100000 draws in a row are all
// skipped for one split, the range cannot supply enough sources distinct from the other splits;
// the message names the split and the range), or std::runtime_error if a file cannot be
// written. Returns the number of distinct sources in each split (fewer than its lines when
// sources repeat within it; `dates generate` prints both).
SplitSizes write_splits(const std::string& directory, std::uint64_t seed, const DateRange& range,
                        const SplitSizes& sizes,
                        FormatCatalogue catalogue = FormatCatalogue::kClassic);

// ---- A split set written as one unit ---------------------------------------------------------
//
// The splits of one `dates generate` are one set (no source in two of them), so they are
// replaced together:
//   DIR/.dates-splits          the manifest of the set in place: "dates-splits 1", "set <id>",
//                              then per file "<name> <bytes> <FNV-1a 64 hex>"; written last
//   DIR/.dates-splits.new.PID/ the new set being written (files and manifest, each flushed)
//   DIR/.dates-splits.commit/  the new set once complete: renaming the staging directory to this
//                              name is the commit point; its files are then renamed into DIR
//                              one by one, its manifest last, and it is removed
// A process killed before the commit point leaves the previous set untouched (the staging
// directory is removed by the next write); killed after it, the set is decided and the next
// write into DIR (or finish_interrupted_split_set) completes it before anything else, while
// readers refuse the half-moved files (refuse_unfinished_split_set). The manifest also says
// which files generate wrote: any other file in the way is refused unless overwriting.

// Writes `files` (name -> contents; plain names, no '/') into `directory` as one set, as above.
// Throws std::runtime_error naming the file when one of them is in the way as something other
// than a regular file (a symlink, a directory), or when a file cannot be written.
void write_split_set(const std::string& directory,
                     const std::vector<std::pair<std::string, std::string>>& files);

// Completes a set that a killed writer committed but did not finish moving into `directory`;
// does nothing when there is none.
void finish_interrupted_split_set(const std::string& directory);

// Throws std::runtime_error naming the file and `overwrite_flag` when one of `names` exists in
// `directory` but is not what the last split-set write there left (no manifest lists it, or its
// size or hash differ: written or edited by hand), so that it is replaced only when asked.
void refuse_unowned_split_files(const std::string& directory, const std::vector<std::string>& names,
                                const std::string& overwrite_flag);

// Throws std::runtime_error naming the directory when the data file `path` lies in a directory
// whose split set a killed writer left half moved (DIR/.dates-splits.commit exists).
void refuse_unfinished_split_set(const std::string& path);

// One drawn example: its source (the key that keeps splits disjoint) and its whole TSV line.
struct SplitLine {
  std::string source;
  std::string text;  // "source<TAB>...\n"
};

// The splitting of write_splits for any generator: `draw` is called for test, then valid, then
// train; a line whose source already belongs to another split is skipped. Throws
// std::invalid_argument naming `origin` ("date range A..B", "the real-world grammar"), the sizes
// and the split when 100000 draws in a row are all skipped, or when a split's lines would hold
// (duplicates within a split are kept: sampling with replacement). The three files are written
// as one set (write_split_set) once all are built. Returns the number of distinct sources in each
// split.
SplitSizes write_disjoint_splits(const std::string& directory, const SplitSizes& sizes,
                                 const std::function<SplitLine()>& draw, const std::string& origin);

}  // namespace dates
