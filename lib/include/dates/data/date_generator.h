// The synthetic "dates" data set: random dates rendered with the formats of date_formats.h and
// paired with their ISO 8601 form, and the splits written from them (write_splits).
//
// One deliberate correction to the classic generator (nmt_utils.py's `load_date`): Faker's
// `date_object()` draws from 1970 to today; we draw uniformly over a configurable inclusive range,
// default 1970-01-01..2029-12-31, which is at most 100 years wide, so the two-digit years of `yy`
// patterns are unambiguous.
//
// Everything here is deterministic for a seed on every compiler and standard library: the random
// numbers come from our own SplitMix64 generator and unbiased bounded draws, never from
// <random>'s distributions (whose algorithms are implementation-defined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "dates/core/calendar.h"
#include "dates/data/date_formats.h"
#include "dates/data/split_writer.h"

namespace dates {

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

// Writes `directory`/train.tsv, valid.tsv and test.tsv (the directory is created if needed) as
// one set (write_split_set), one example a line:
//   classic catalogue: `source<TAB>target\n`, e.g. "march 4 1980\t1980-03-04"
//   broad catalogue:   `source<TAB>target<TAB>family\n`, e.g. "3rd March 2015\t2015-03-03\tordinal"
// (sources never contain a tab or a newline).
// No source string appears in two splits: pairs come from one DateGenerator(seed, range,
// catalogue) and fill test, then valid, then train (write_disjoint_splits); a pair whose source
// already belongs to another split is skipped (so test has the catalogue's undisturbed
// distribution; later splits slightly under-represent the most frequent sources, chiefly "full"
// renderings). Within one split duplicates are kept, as in
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

}  // namespace dates
