#include "dates/data/date_generator.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace dates {

void DateRange::validate() const {
  if (!first.is_valid()) {
    throw std::invalid_argument("date range start " + first.fields_text() +
                                " is not a real date in years 1..9999");
  }
  if (!last.is_valid()) {
    throw std::invalid_argument("date range end " + last.fields_text() +
                                " is not a real date in years 1..9999");
  }
  if (last < first) {
    throw std::invalid_argument("date range " + first.iso() + ".." + last.iso() +
                                " is empty: the start is after the end");
  }
}

std::int64_t DateRange::size() const {
  return days_from_civil(last) - days_from_civil(first) + 1;
}

DateGenerator::DateGenerator(std::uint64_t seed, DateRange range, FormatCatalogue catalogue)
    : state_(seed), range_(range), catalogue_(catalogue), first_day_(0), range_size_(0) {
  range_.validate();
  format_families(catalogue_);  // throws for a value outside the enumeration
  first_day_ = days_from_civil(range_.first);
  range_size_ = static_cast<std::uint64_t>(range_.size());
}

// SplitMix64 (Steele, Lea, Flood 2014; constants as in Vigna's reference implementation).
std::uint64_t DateGenerator::next_u64() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Rejection sampling: accept only values >= 2^64 mod bound, which leaves a multiple of `bound`
// equally likely values, so `r % bound` is exactly uniform. Rejects with probability < bound/2^64.
std::uint64_t DateGenerator::next_below(std::uint64_t bound) {
  const std::uint64_t threshold = (0 - bound) % bound;
  for (;;) {
    const std::uint64_t r = next_u64();
    if (r >= threshold) return r % bound;
  }
}

DatePair DateGenerator::next() {
  constexpr std::uint64_t kStraySpaceOdds = 8;  // 1 in 8 eligible draws gets a stray space
  // Order is part of the data set's definition: the date, the family (only if there is a choice:
  // the classic stream must not change), the format, then perhaps a stray space.
  const CivilDate date =
      civil_from_days(first_day_ + static_cast<std::int64_t>(next_below(range_size_)));
  const auto& families = format_families(catalogue_);
  const std::size_t family_index =
      families.size() > 1 ? static_cast<std::size_t>(next_below(families.size())) : 0;
  const FormatFamily& family = families[family_index];
  const auto index = static_cast<std::size_t>(next_below(family.formats.size()));
  const CatalogueFormat& format = family.formats[index];
  std::string pattern = format.pattern;
  if (format.source_case != SourceCase::kClassic) {  // normalisation would undo a stray space
    std::vector<std::string> variants = stray_space_variants(pattern);
    if (!variants.empty() && next_below(kStraySpaceOdds) == 0) {
      pattern = std::move(variants[static_cast<std::size_t>(next_below(variants.size()))]);
    }
  }
  DatePair pair;
  pair.source = render_source(date, pattern, format.source_case);
  pair.target = date.iso();
  pair.pattern = std::move(pattern);
  pair.format_index = index;
  pair.family = family.name;
  pair.source_case = format.source_case;
  return pair;
}

// ---------------------------------------------------------------------------------------------
// Splits

SplitSizes write_splits(const std::string& directory, std::uint64_t seed, const DateRange& range,
                        const SplitSizes& sizes, FormatCatalogue catalogue) {
  DateGenerator generator(seed, range, catalogue);
  // The classic files keep their two columns; broad ones name each line's family.
  const bool with_family = catalogue != FormatCatalogue::kClassic;
  return write_disjoint_splits(
      directory, sizes,
      [&] {
        const DatePair pair = generator.next();
        return SplitLine{pair.source, pair.source + '\t' + pair.target +
                                          (with_family ? '\t' + pair.family : "") + '\n'};
      },
      "date range " + range.first.iso() + ".." + range.last.iso());
}

}  // namespace dates
