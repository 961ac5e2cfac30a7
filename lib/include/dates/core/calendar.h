// The proleptic Gregorian calendar: a date's fields, leap years and month lengths, days since
// 1970-01-01 and back, the day of the week. What the data generators, the reading rule of
// numeric dates and the decoding constraint all count days with.
#pragma once

#include <cstdint>
#include <string>

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

  // The fields as they are, unpadded and unchecked, e.g. "2021-2-30": how a message shows a date
  // that may not be valid.
  std::string fields_text() const;

  // Parses exactly "YYYY-MM-DD" (ten characters, ASCII digits, '-' separators) naming a real date.
  // Throws std::invalid_argument whose message quotes the text and says what is wrong
  // (wrong shape, month out of range, day out of range for that month, ...).
  static CivilDate parse_iso(const std::string& text);
};

// `value` (>= 0) in decimal with zeros in front up to `width` digits, as ISO writes a field:
// zero_padded(7, 2) == "07", zero_padded(27, 4) == "0027"; a longer value is written whole.
std::string zero_padded(int value, int width);

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

// True when `iso` is exactly "YYYY-MM-DD" (ASCII digits, '-' at positions 4 and 7) and names a
// real day of the proleptic Gregorian calendar in the years 0001-9999 ("2015-02-30" and
// "0000-01-01" are false, "2016-02-29" is true, "2015-2-3" is false).
bool is_real_calendar_date(const std::string& iso);

// Day of the week, 0 = Sunday, 1 = Monday, .. 6 = Saturday (the numbering of C's tm_wday).
int weekday(const CivilDate& date);

}  // namespace dates
