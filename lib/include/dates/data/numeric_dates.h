// The calendar dates the numbers written in a string allow, whatever convention reads them.
//
// `03/04/15` names 2015-03-04 (month first), 2015-04-03 (day first) or 2003-04-15 (year first);
// `31/12/1999` names only 1999-12-31, and `2003-09-25` only 2003-09-25. Which dates a string's
// numbers allow is a property of the string, found by scanning it, with no model: it is what
// marks an output `ambiguous` (the output is one of several dates the digits allow) and what a
// column's rows vote with (column_convention.h).
//
// A numeric date is found as
//   * three numbers with one separator between them, the same each time: `/`, `-`, `.` or a
//     space (`10/09/03`, `5.6.2012`, `7 4 1976`, `2003-09-25`; a dot and a space count as a
//     dot: `10. 04. 87`); a two-digit year may be written
//     `'96`. In a longer run (`1.2.3.4`) every three neighbours are tried;
//   * six or eight digits alone (`030925`, `20030925`, `09252003`);
//   * two numbers with one separator (`9/25`, `25.12.`, `--04-12`): a month and a day.
// A number touching `:` is part of a time (`10:36`) and a number of five or more digits (other
// than the compact forms) is no date field: either ends a run.
//
// Each convention reads a group by its layout alone, without the reading rule's fallbacks
// (reading_order.h): mdy month/day/year, dmy day/month/year, ymd year/month/day; a month and a
// day are month first under mdy and ymd, day first under dmy, and `--MM-DD` (ISO 8601) month
// first only. Dots read like slashes here: the reading rule reads `5.6.2012` day first, but
// its digits allow 2012-05-06 too. A reading is a real date with a year in 1000..2999 (two-digit
// years pivot as strptime's %y: 69..99 are 19xx, 00..68 are 20xx); three-digit years are none.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dates/core/calendar.h"
#include "dates/data/reading_order.h"

namespace dates {

// A set of conventions: bit (1 << int(order)) for each.
using ConventionSet = uint8_t;
inline constexpr ConventionSet kAllConventions = 0b111;
inline constexpr ConventionSet convention_bit(ReadingOrder order) {
  return static_cast<ConventionSet>(1u << static_cast<unsigned>(order));
}

// One numeric date as written, and what each convention reads it as.
struct NumericDateGroup {
  int fields = 3;         // 3: a date; 2: a month and a day (the readings' year is 0)
  char separator = 0;     // '/', '-', '.', ' ', or 0 for compact digits
  std::size_t begin = 0;  // bytes [begin, end) of the string
  std::size_t end = 0;
  // The date each convention's layout reads, indexed by ReadingOrder; empty where it is no real
  // date.
  std::array<std::optional<CivilDate>, 3> by_convention;

  // The conventions that read it as a real date.
  ConventionSet conventions() const;
  // The different dates it can be, in the order mdy, dmy, ymd (duplicates dropped).
  std::vector<CivilDate> readings() const;
  bool ambiguous() const { return readings().size() > 1; }
};

// Every numeric date group of `text`, in the order written.
std::vector<NumericDateGroup> numeric_date_groups(std::string_view text);

// What one input says about the convention of its column: the conventions its first numeric
// date (a three-number one if it has any, else a month and day) can be read by, and whether that
// date allows several readings. conventions 0: no numeric date.
struct ConventionEvidence {
  ConventionSet conventions = 0;
  bool ambiguous = false;
};
ConventionEvidence convention_evidence(const std::vector<NumericDateGroup>& groups);

// Whether `date` (an output's date part: YYYY-MM-DD, or XXXX-MM-DD for a month and day) is one of
// several dates a group of `groups` allows: the digits left the choice to the convention.
bool is_ambiguous_reading(const std::vector<NumericDateGroup>& groups, const std::string& date);

// Whether `date` (an output's full date, YYYY-MM-DD) was misread from a numeric date: a
// three-number group of the text reads as a date in the output's year (the date's own numbers,
// not a version number's), the text spells no English month name (so the date cannot have come
// from words), and no group reads as `date`: the digits written allow other dates only
// (`11. 12. 1992` read as 1992-11-11).
bool is_misread_numeric_date(const std::vector<NumericDateGroup>& groups, std::string_view text,
                             const std::string& date);

// The convention whose layout reads a group of `groups` as `date` (`asked` when it is one of
// several that do, else the first of mdy, dmy, ymd); empty when no group reads as `date`.
std::optional<ReadingOrder> reading_convention(const std::vector<NumericDateGroup>& groups,
                                               const std::string& date, ReadingOrder asked);

}  // namespace dates
