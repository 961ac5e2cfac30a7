#include "dates/core/calendar.h"

#include <array>
#include <stdexcept>

namespace dates {

std::string zero_padded(int value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) digits.insert(0, width - digits.size(), '0');
  return digits;
}

namespace {

bool is_ascii_digit(char c) {
  return c >= '0' && c <= '9';
}

std::string zero_padded(long long value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) {
    digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
  }
  return digits;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic

bool is_leap_year(int year) {
  return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
}

int days_in_month(int year, int month) {
  static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (month < 1 || month > 12) {
    throw std::invalid_argument("month " + std::to_string(month) + " is not in 1..12");
  }
  if (month == 2 && is_leap_year(year)) return 29;
  return kDays[static_cast<std::size_t>(month - 1)];
}

// http://howardhinnant.github.io/date_algorithms.html#days_from_civil
std::int64_t days_from_civil(const CivilDate& date) {
  const auto m = static_cast<unsigned>(date.month);
  const std::int64_t y = static_cast<std::int64_t>(date.year) - (m <= 2 ? 1 : 0);
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);  // [0, 399]
  // Hinnant's doy and doe without the day term, which is added in 64 bits at the end so an
  // out-of-range day simply offsets instead of wrapping around in unsigned arithmetic.
  const unsigned month_start = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5;  // [0, 337]
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + month_start;    // [0, 146096]
  return era * 146097 + static_cast<std::int64_t>(doe) + (date.day - 1) - 719468;
}

// http://howardhinnant.github.io/date_algorithms.html#civil_from_days
CivilDate civil_from_days(std::int64_t days) {
  days += 719468;
  const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const auto doe = static_cast<unsigned>(days - era * 146097);                 // [0, 146096]
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;  // [0, 399]
  const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);  // [0, 365]
  const unsigned mp = (5 * doy + 2) / 153;                       // [0, 11]
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;               // [1, 31]
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;                  // [1, 12]
  return CivilDate{static_cast<int>(y + (m <= 2 ? 1 : 0)), static_cast<int>(m),
                   static_cast<int>(d)};
}

// http://howardhinnant.github.io/date_algorithms.html#weekday_from_days
int weekday(const CivilDate& date) {
  const std::int64_t z = days_from_civil(date);
  return static_cast<int>(z >= -4 ? (z + 4) % 7 : (z + 5) % 7 + 6);
}

// ---------------------------------------------------------------------------------------------
// CivilDate

bool CivilDate::is_valid() const {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 &&
         day <= days_in_month(year, month);
}

std::string CivilDate::iso() const {
  return zero_padded(year, 4) + "-" + zero_padded(month, 2) + "-" + zero_padded(day, 2);
}

std::string CivilDate::fields_text() const {
  return std::to_string(year) + "-" + std::to_string(month) + "-" + std::to_string(day);
}

CivilDate CivilDate::parse_iso(const std::string& text) {
  auto fail = [&](const std::string& why) {
    return std::invalid_argument("invalid ISO date '" + text + "': " + why);
  };
  bool shaped = text.size() == 10 && text[4] == '-' && text[7] == '-';
  for (std::size_t i = 0; shaped && i < text.size(); ++i) {
    if (i != 4 && i != 7 && !is_ascii_digit(text[i])) shaped = false;
  }
  if (!shaped) throw fail("expected YYYY-MM-DD (4-digit year, 2-digit month and day)");
  auto number = [&](std::size_t at, std::size_t length) {
    int value = 0;
    for (std::size_t i = at; i < at + length; ++i) value = value * 10 + (text[i] - '0');
    return value;
  };
  const CivilDate date{number(0, 4), number(5, 2), number(8, 2)};
  if (date.year < 1) throw fail("year 0000 is not supported (years are 0001..9999)");
  if (date.month < 1 || date.month > 12) {
    throw fail("month " + std::to_string(date.month) + " is not in 01..12");
  }
  const int last_day = days_in_month(date.year, date.month);
  if (date.day < 1 || date.day > last_day) {
    throw fail("day " + std::to_string(date.day) + " is not in 01.." + std::to_string(last_day) +
               " for " + zero_padded(date.year, 4) + "-" + zero_padded(date.month, 2));
  }
  return date;
}

bool operator==(const CivilDate& a, const CivilDate& b) {
  return a.year == b.year && a.month == b.month && a.day == b.day;
}
bool operator!=(const CivilDate& a, const CivilDate& b) {
  return !(a == b);
}
bool operator<(const CivilDate& a, const CivilDate& b) {
  if (a.year != b.year) return a.year < b.year;
  if (a.month != b.month) return a.month < b.month;
  return a.day < b.day;
}
bool operator<=(const CivilDate& a, const CivilDate& b) {
  return !(b < a);
}
bool operator>(const CivilDate& a, const CivilDate& b) {
  return b < a;
}
bool operator>=(const CivilDate& a, const CivilDate& b) {
  return !(a < b);
}

bool is_real_calendar_date(const std::string& iso) {
  if (iso.size() != 10) return false;
  int fields[3] = {0, 0, 0};
  for (size_t i = 0; i < iso.size(); ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash) {
      if (iso[i] != '-') return false;
      continue;
    }
    if (iso[i] < '0' || iso[i] > '9') return false;
    auto& field = fields[i < 4 ? 0 : i < 7 ? 1 : 2];
    field = field * 10 + (iso[i] - '0');
  }
  const int year = fields[0], month = fields[1], day = fields[2];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days_in_month(year, month);
}

}  // namespace dates
