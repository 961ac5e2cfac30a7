#include "dates/data/date_generator.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "dates/core/printable.h"
#include "dates/io/atomic_file.h"

namespace dates {

namespace {

constexpr std::array<const char*, 12> kMonthNames = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
// CLDR en abbreviated (format context) month names, as Babel renders them for en_US.
constexpr std::array<const char*, 12> kMonthAbbreviations = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
// Indexed by weekday(): 0 = Sunday.
constexpr std::array<const char*, 7> kWeekdayNames = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                      "Thursday", "Friday", "Saturday"};
constexpr std::array<const char*, 7> kWeekdayAbbreviations = {"Sun", "Mon", "Tue", "Wed",
                                                              "Thu", "Fri", "Sat"};

// Extension fields (see render_date in the header).
// N: three letters and a period; May is a whole word and takes none.
constexpr std::array<const char*, 12> kMonthDotted = {
    "Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."};
// NN: as MMM but "Sept".
constexpr std::array<const char*, 12> kMonthSept = {"Jan", "Feb", "Mar",  "Apr", "May", "Jun",
                                                    "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"};
// NNN: as NN with a period.
constexpr std::array<const char*, 12> kMonthSeptDotted = {
    "Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."};
// NNNN: Associated Press style, which spells out March to July.
constexpr std::array<const char*, 12> kMonthAp = {"Jan.", "Feb.", "March", "April", "May",  "June",
                                                  "July", "Aug.", "Sept.", "Oct.",  "Nov.", "Dec."};
// T, TT, TTT (indexed by weekday(): 0 = Sunday).
constexpr std::array<const char*, 7> kWeekdayDotted = {"Sun.", "Mon.", "Tue.", "Wed.",
                                                       "Thu.", "Fri.", "Sat."};
constexpr std::array<const char*, 7> kWeekdayLong = {"Sun",   "Mon", "Tues", "Wed",
                                                     "Thurs", "Fri", "Sat"};
constexpr std::array<const char*, 7> kWeekdayLongDotted = {"Sun.",   "Mon.", "Tues.", "Wed.",
                                                           "Thurs.", "Fri.", "Sat."};

// English ordinal suffix: 1st 2nd 3rd, 4th .. 20th (11th 12th 13th included), 21st 22nd 23rd ..
const char* ordinal_suffix(int number) {
  const int last_two = number % 100;
  if (last_two >= 11 && last_two <= 13) return "th";
  switch (number % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

bool is_ascii_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_ascii_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::string zero_padded(long long value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) {
    digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
  }
  return digits;
}

std::string date_text(const CivilDate& date) {
  return std::to_string(date.year) + "-" + std::to_string(date.month) + "-" +
         std::to_string(date.day);
}

// Renders one pattern field: `count` repetitions of `letter`.
std::string render_field(const CivilDate& date, char letter, int count,
                         const std::string& pattern) {
  auto unsupported = [&](const std::string& why) {
    return std::invalid_argument("unsupported CLDR field '" + std::string(count, letter) +
                                 "' in date pattern '" + pattern + "': " + why);
  };
  switch (letter) {
    case 'd':
      if (count <= 2) return zero_padded(date.day, count);
      throw unsupported("day of month takes d or dd");
    case 'M':
      if (count <= 2) return zero_padded(date.month, count);
      if (count == 3) return kMonthAbbreviations[static_cast<std::size_t>(date.month - 1)];
      if (count == 4) return kMonthNames[static_cast<std::size_t>(date.month - 1)];
      throw unsupported("month takes M, MM, MMM or MMMM");
    case 'y':
      if (count == 2) return zero_padded(date.year % 100, 2);
      return zero_padded(date.year, count);
    case 'E':
      if (count <= 3) return kWeekdayAbbreviations[static_cast<std::size_t>(weekday(date))];
      if (count == 4) return kWeekdayNames[static_cast<std::size_t>(weekday(date))];
      throw unsupported("weekday takes E, EE, EEE or EEEE");
    case 'o':
      if (count == 1) return ordinal_suffix(date.day);
      throw unsupported("the ordinal suffix of the day takes o (as in \"do\": 3rd)");
    case 'N': {
      const auto month = static_cast<std::size_t>(date.month - 1);
      if (count == 1) return kMonthDotted[month];
      if (count == 2) return kMonthSept[month];
      if (count == 3) return kMonthSeptDotted[month];
      if (count == 4) return kMonthAp[month];
      throw unsupported("the month abbreviation extension takes N, NN, NNN or NNNN");
    }
    case 'T': {
      const auto day = static_cast<std::size_t>(weekday(date));
      if (count == 1) return kWeekdayDotted[day];
      if (count == 2) return kWeekdayLong[day];
      if (count == 3) return kWeekdayLongDotted[day];
      throw unsupported("the weekday abbreviation extension takes T, TT or TTT");
    }
    case 'Y':
      throw unsupported(
          "Y is the week-based year, which mislabels dates near New Year (2021-01-01 is in "
          "week-year 2020); use the calendar year y / yy");
    default:
      throw unsupported(
          "supported fields are d dd M MM MMM MMMM y yy yyy yyyy E EE EEE EEEE and the "
          "extensions o N NN NNN NNNN T TT TTT");
  }
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

// ---------------------------------------------------------------------------------------------
// Formats, rendering, normalisation

const std::vector<DateFormat>& classic_formats() {
  static const std::vector<DateFormat> formats = [] {
    std::vector<DateFormat> list = {
        {"short", "M/d/yy"},
        {"medium", "MMM d, y"},
        {"long", "MMMM d, y"},
    };
    for (int i = 0; i < 10; ++i) list.push_back({"full", "EEEE, MMMM d, y"});
    // The classic custom patterns, in order, one a line (week-based YYY / YY -> calendar y / yy).
    // clang-format off
    const std::vector<DateFormat> custom = {
        {"d MMM YYY", "d MMM y"},
        {"d MMMM YYY", "d MMMM y"},
        {"dd MMM YYY", "dd MMM y"},
        {"d MMM, YYY", "d MMM, y"},
        {"d MMMM, YYY", "d MMMM, y"},
        {"dd, MMM YYY", "dd, MMM y"},
        {"d MM YY", "d MM yy"},
        {"d MMMM YYY", "d MMMM y"},  // a second time, as in the classic list: kept for fidelity
        {"MMMM d YYY", "MMMM d y"},
        {"MMMM d, YYY", "MMMM d, y"},
        {"dd.MM.YY", "dd.MM.yy"},
    };
    // clang-format on
    list.insert(list.end(), custom.begin(), custom.end());
    return list;
  }();
  return formats;
}

std::string render_date(const CivilDate& date, const std::string& cldr_pattern) {
  if (!date.is_valid()) {
    throw std::invalid_argument("cannot render " + date_text(date) +
                                ": not a real date in years 1..9999");
  }
  std::string out;
  std::size_t i = 0;
  while (i < cldr_pattern.size()) {
    const char c = cldr_pattern[i];
    if (c == '\'') {
      if (i + 1 < cldr_pattern.size() && cldr_pattern[i + 1] == '\'') {  // '' is a quote
        out += '\'';
        i += 2;
        continue;
      }
      // Quoted literal up to the closing quote; '' inside it is a quote.
      ++i;
      bool closed = false;
      while (i < cldr_pattern.size()) {
        if (cldr_pattern[i] == '\'') {
          if (i + 1 < cldr_pattern.size() && cldr_pattern[i + 1] == '\'') {
            out += '\'';
            i += 2;
            continue;
          }
          ++i;
          closed = true;
          break;
        }
        out += cldr_pattern[i++];
      }
      if (!closed) {
        throw std::invalid_argument("unterminated quoted literal in date pattern '" + cldr_pattern +
                                    "'");
      }
    } else if (is_ascii_letter(c)) {
      std::size_t end = i;
      while (end < cldr_pattern.size() && cldr_pattern[end] == c) ++end;
      out += render_field(date, c, static_cast<int>(end - i), cldr_pattern);
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

std::string normalize_source(std::string text) {
  std::string out;
  out.reserve(text.size());
  bool pending_space = false;
  for (const char c : text) {
    if (c == ',') continue;
    if (is_ascii_space(c)) {
      pending_space = !out.empty();  // leading whitespace is dropped
      continue;
    }
    if (pending_space) {
      out += ' ';
      pending_space = false;
    }
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;  // trailing whitespace never emitted
}

std::string render_source(const CivilDate& date, const std::string& pattern,
                          SourceCase source_case) {
  std::string text = render_date(date, pattern);
  switch (source_case) {
    case SourceCase::kClassic:
      return normalize_source(std::move(text));
    case SourceCase::kAsWritten:
      return text;
    case SourceCase::kUpper:
      for (char& c : text) {
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
      }
      return text;
  }
  throw std::invalid_argument("unknown SourceCase " +
                              std::to_string(static_cast<int>(source_case)));
}

std::vector<std::string> stray_space_variants(const std::string& pattern) {
  std::vector<std::string> variants;
  bool quoted = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '\'') {
      quoted = !quoted;  // '' toggles twice, so a quote character leaves the state as it was
      continue;
    }
    if (quoted) continue;
    if (c == ' ') {
      variants.push_back(pattern.substr(0, i) + " " + pattern.substr(i));  // doubled space
    } else if (c == ',') {
      variants.push_back(pattern.substr(0, i) + " " + pattern.substr(i));  // space before comma
      if (i + 1 < pattern.size() && pattern[i + 1] == ' ') {
        variants.push_back(pattern.substr(0, i + 1) + pattern.substr(i + 2));  // none after it
      }
    }
  }
  return variants;
}

// ---------------------------------------------------------------------------------------------
// Catalogues

FormatCatalogue parse_format_catalogue(const std::string& name) {
  if (name == "classic") return FormatCatalogue::kClassic;
  if (name == "broad") return FormatCatalogue::kBroad;
  throw std::invalid_argument("unknown format catalogue '" + name +
                              "': expected 'classic', 'broad' or 'real'");
}

const char* to_string(FormatCatalogue catalogue) {
  switch (catalogue) {
    case FormatCatalogue::kClassic:
      return "classic";
    case FormatCatalogue::kBroad:
      return "broad";
  }
  throw std::invalid_argument("unknown FormatCatalogue " +
                              std::to_string(static_cast<int>(catalogue)));
}

namespace {

FormatFamily classic_family() {
  FormatFamily family{"classic", {}};
  for (const DateFormat& format : classic_formats()) {
    family.formats.push_back({format.pattern, SourceCase::kClassic});
  }
  return family;
}

// A family from its title-case (as written) patterns, then its upper-case ones.
FormatFamily family_of(std::string name, const std::vector<std::string>& as_written,
                       const std::vector<std::string>& upper = {}) {
  FormatFamily family{std::move(name), {}};
  for (const auto& pattern : as_written) {
    family.formats.push_back({pattern, SourceCase::kAsWritten});
  }
  for (const auto& pattern : upper) family.formats.push_back({pattern, SourceCase::kUpper});
  return family;
}

std::vector<FormatFamily> broad_families() {
  // Comments give the rendering of 2015-03-03 (a Tuesday) or 1975-09-30 (a Tuesday too).
  // clang-format off
  return {
      classic_family(),
      family_of("month-day-name", {
          "MMMM d, y",           // March 3, 2015
          "MMMM d y",            // March 3 2015
          "MMMM dd, y",          // March 03, 2015
          "MMM d, y",            // Mar 3, 2015
          "MMM d y",             // Mar 3 2015
          "N d, y",              // Mar. 3, 2015
          "NN d, y",             // Sept 30, 1975
          "NNN d, y",            // Sept. 30, 1975
          "NNNN d, y",           // March 3, 2015; Sept. 30, 1975
          "EEEE, MMMM d, y",     // Tuesday, March 3, 2015
          "EEEE MMMM d, y",      // Tuesday March 3, 2015
          "EEE, MMM d, y",       // Tue, Mar 3, 2015
          "T, N d, y",           // Tue., Mar. 3, 2015
          "TTT, NNN d, y",       // Tues., Sept. 30, 1975
      }, {
          "MMMM d, y",           // MARCH 3, 2015
          "MMM d, y",            // MAR 3, 2015
          "MMM dd, y",           // MAR 03, 2015
          "EEE, MMM d, y",       // TUE, MAR 3, 2015
      }),
      family_of("day-month-name", {
          "d MMMM y",            // 3 March 2015
          "dd MMMM y",           // 03 March 2015
          "d MMMM, y",           // 3 March, 2015 (common in India)
          "d MMM y",             // 3 Mar 2015
          "dd MMM y",            // 03 Mar 2015
          "d MMM, y",            // 3 Mar, 2015
          "d N y",               // 3 Mar. 2015
          "d NN y",              // 30 Sept 1975
          "d NNN y",             // 30 Sept. 1975
          "EEEE d MMMM y",       // Tuesday 3 March 2015
          "EEEE, d MMMM y",      // Tuesday, 3 March 2015
          "EEEE, d MMMM, y",     // Tuesday, 3 March, 2015
          "EEE d MMM y",         // Tue 3 Mar 2015
          "T d N y",             // Tue. 3 Mar. 2015
          "TT d NN y",           // Tues 30 Sept 1975
      }, {
          "d MMM y",             // 3 MAR 2015
          "dd MMM y",            // 30 SEP 1975
          "d MMMM y",            // 3 MARCH 2015
          "EEE d MMM y",         // TUE 3 MAR 2015
      }),
      family_of("ordinal", {
          "'the' do 'of' MMMM y",          // the 3rd of March 2015
          "'the' do 'of' MMMM, y",         // the 3rd of March, 2015
          "'The' do 'of' MMMM y",          // The 3rd of March 2015
          "do 'of' MMMM y",                // 3rd of March 2015
          "do MMMM y",                     // 3rd March 2015
          "do MMMM, y",                    // 3rd March, 2015
          "do MMM y",                      // 3rd Mar 2015
          "do N y",                        // 3rd Mar. 2015
          "MMMM do, y",                    // March 3rd, 2015
          "MMMM do y",                     // March 3rd 2015
          "MMM do, y",                     // Mar 3rd, 2015
          "NNN do, y",                     // Sept. 30th, 1975
          "EEEE, MMMM do, y",              // Tuesday, March 3rd, 2015
          "EEEE 'the' do 'of' MMMM y",     // Tuesday the 3rd of March 2015
          "EEEE, 'the' do 'of' MMMM, y",   // Tuesday, the 3rd of March, 2015
          "EEEE do MMMM y",                // Tuesday 3rd March 2015
          "EEE do MMM y",                  // Tue 3rd Mar 2015
      }, {
          "do MMMM y",                     // 3RD MARCH 2015
          "MMMM do, y",                    // MARCH 3RD, 2015
          "do MMM y",                      // 3RD MAR 2015
      }),
      family_of("iso", {
          "yyyy-MM-dd",          // 2015-03-03 (extended format)
          "yyyyMMdd",            // 20150303 (basic format)
      }),
      family_of("year-first-slash", {
          "yyyy/MM/dd",          // 2015/03/03
          "yyyy/M/d",            // 2015/3/3
      }),
      family_of("numeric-us", {  // month first, like the classic "short" M/d/yy
          "M/d/yy",              // 3/3/15
          "MM/dd/yy",            // 03/03/15
          "M/d/yyyy",            // 3/3/2015
          "MM/dd/yyyy",          // 03/03/2015
          "M-d-yy",              // 3-3-15
          "MM-dd-yy",            // 03-03-15
          "M-d-yyyy",            // 3-3-2015
          "MM-dd-yyyy",          // 03-03-2015
      }),
      family_of("rfc2822", {
          "EEE, dd MMM yyyy",    // Tue, 03 Mar 2015
          "EEE, d MMM yyyy",     // Tue, 3 Mar 2015
      }, {
          "EEE, dd MMM yyyy",    // TUE, 03 MAR 2015
      }),
      family_of("dash-abbrev", {
          "dd-MMM-yyyy",         // 03-Mar-2015
          "d-MMM-yyyy",          // 3-Mar-2015
          "dd-MMM-yy",           // 03-Mar-15
          "d-MMM-yy",            // 3-Mar-15
          "dd-MMMM-yyyy",        // 03-March-2015
      }, {
          "dd-MMM-yyyy",         // 03-MAR-2015
          "dd-MMM-yy",           // 03-MAR-15 (Oracle's DD-MON-YY)
      }),
  };
  // clang-format on
}

}  // namespace

const std::vector<FormatFamily>& format_families(FormatCatalogue catalogue) {
  static const std::vector<FormatFamily> classic = {classic_family()};
  static const std::vector<FormatFamily> broad = broad_families();
  switch (catalogue) {
    case FormatCatalogue::kClassic:
      return classic;
    case FormatCatalogue::kBroad:
      return broad;
  }
  throw std::invalid_argument("unknown FormatCatalogue " +
                              std::to_string(static_cast<int>(catalogue)));
}

// ---------------------------------------------------------------------------------------------
// DateRange, DateGenerator

void DateRange::validate() const {
  if (!first.is_valid()) {
    throw std::invalid_argument("date range start " + date_text(first) +
                                " is not a real date in years 1..9999");
  }
  if (!last.is_valid()) {
    throw std::invalid_argument("date range end " + date_text(last) +
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
// A split set written as one unit

namespace {

namespace fs = std::filesystem;

constexpr const char* kManifestName = ".dates-splits";
constexpr const char* kCommitName = ".dates-splits.commit";
constexpr const char* kStagingPrefix = ".dates-splits.new.";
constexpr const char* kManifestHeader = "dates-splits 1";

struct ManifestEntry {
  uint64_t size = 0;
  uint64_t hash = 0;
};

uint64_t fnv1a(const std::string& bytes) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (const unsigned char byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string shown_path(const fs::path& path) {
  return printable(path.string(), 200);
}

// name -> entry of a manifest's text; empty for a text that is not a manifest.
std::map<std::string, ManifestEntry> parse_manifest(const std::string& text) {
  std::map<std::string, ManifestEntry> entries;
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line) || line != kManifestHeader) return {};
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string name, hash;
    ManifestEntry entry;
    if (line.rfind("set ", 0) == 0) continue;
    if (!(fields >> name >> entry.size >> hash)) return {};
    try {
      size_t used = 0;
      entry.hash = std::stoull(hash, &used, 16);
      if (used != hash.size()) return {};
    } catch (const std::exception&) {
      return {};
    }
    entries[name] = entry;
  }
  return entries;
}

std::map<std::string, ManifestEntry> read_manifest(const fs::path& path) {
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return {};
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse_manifest(buffer.str());
}

void sync_directory(const fs::path& directory) {
  const int descriptor = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (descriptor < 0) return;
  ::fsync(descriptor);
  ::close(descriptor);
}

void rename_or_throw(const fs::path& from, const fs::path& to) {
  if (std::rename(from.c_str(), to.c_str()) != 0) {
    throw std::runtime_error(fmt::format("cannot rename '{}' to '{}': {}", shown_path(from),
                                         shown_path(to), std::strerror(errno)));
  }
}

std::string new_set_id() {
  std::random_device entropy;
  return fmt::format("{:08x}{:08x}", entropy(), entropy());
}

}  // namespace

void finish_interrupted_split_set(const std::string& directory) {
  const fs::path root(directory);
  const fs::path commit = root / kCommitName;
  std::error_code error;
  if (!fs::is_directory(fs::symlink_status(commit, error))) return;
  // The commit directory was complete when it got its name: its manifest lists every file, and
  // each file not yet moved is still in it.
  // Its manifest goes last, so while it is there the files it lists that are not in DIR yet are
  // in the commit directory; without it every file was moved.
  if (fs::exists(fs::symlink_status(commit / "manifest", error))) {
    const auto entries = read_manifest(commit / "manifest");
    if (entries.empty()) {
      throw std::runtime_error(fmt::format(
          "'{}' holds an unreadable manifest; move its files into '{}' by hand or remove it",
          shown_path(commit), shown_path(root)));
    }
    for (const auto& [name, entry] : entries) {
      if (fs::exists(fs::symlink_status(commit / name, error))) {
        rename_or_throw(commit / name, root / name);
      }
    }
    sync_directory(root);
    rename_or_throw(commit / "manifest", root / kManifestName);
    sync_directory(root);
  }
  fs::remove_all(commit, error);
  sync_directory(root);
}

void write_split_set(const std::string& directory,
                     const std::vector<std::pair<std::string, std::string>>& files) {
  const fs::path root(directory);
  create_directory_for_output(directory, (root / files.front().first).string());
  finish_interrupted_split_set(directory);
  std::error_code error;
  // What killed writers left before their commit point.
  for (const auto& entry : fs::directory_iterator(root, error)) {
    if (entry.path().filename().string().rfind(kStagingPrefix, 0) == 0) {
      fs::remove_all(entry.path(), error);
    }
  }
  for (const auto& [name, contents] : files) {
    const auto status = fs::symlink_status(root / name, error);
    if (fs::exists(status) && !fs::is_regular_file(status)) {
      throw std::runtime_error(fmt::format(
          "'{}' is {}; generate writes its splits as regular files of the output directory: "
          "remove it or choose another --output-dir",
          shown_path(root / name),
          fs::is_symlink(status) ? "a symbolic link" : file_kind((root / name).string())));
    }
  }
  const fs::path staging = root / (kStagingPrefix + std::to_string(::getpid()));
  fs::remove_all(staging, error);
  create_directory_for_output(staging.string(), (root / files.front().first).string());
  try {
    std::string manifest = std::string(kManifestHeader) + "\nset " + new_set_id() + "\n";
    for (const auto& [name, contents] : files) {
      write_file_atomically((staging / name).string(), contents);
      manifest += fmt::format("{} {} {:016x}\n", name, contents.size(), fnv1a(contents));
    }
    write_file_atomically((staging / "manifest").string(), manifest);
    sync_directory(staging);
    // The commit point: from here the new set is decided.
    rename_or_throw(staging, root / kCommitName);
  } catch (...) {
    fs::remove_all(staging, error);
    throw;
  }
  sync_directory(root);
  finish_interrupted_split_set(directory);
}

void refuse_unowned_split_files(const std::string& directory, const std::vector<std::string>& names,
                                const std::string& overwrite_flag) {
  const fs::path root(directory);
  const auto manifest = read_manifest(root / kManifestName);
  std::error_code error;
  for (const auto& name : names) {
    const fs::path path = root / name;
    if (!fs::exists(fs::symlink_status(path, error))) continue;
    const auto listed = manifest.find(name);
    bool ours = listed != manifest.end() && fs::is_regular_file(fs::symlink_status(path, error));
    if (ours) {
      std::ifstream in(path, std::ios::binary);
      std::stringstream buffer;
      buffer << in.rdbuf();
      const std::string contents = buffer.str();
      ours = contents.size() == listed->second.size && fnv1a(contents) == listed->second.hash;
    }
    if (!ours) {
      throw std::runtime_error(fmt::format(
          "'{}' was not written by dates generate{} and would be replaced; pass {} to replace "
          "it, or choose another --output-dir",
          shown_path(path), listed == manifest.end() ? "" : " (it was changed since)",
          overwrite_flag));
    }
  }
}

void refuse_unfinished_split_set(const std::string& path) {
  const fs::path file(path);
  const fs::path root = file.has_parent_path() ? file.parent_path() : fs::path(".");
  std::error_code error;
  if (fs::exists(fs::symlink_status(root / kCommitName, error))) {
    throw std::runtime_error(fmt::format(
        "'{}' is part of a split set that a killed dates generate left half replaced ('{}' holds "
        "the rest): run dates generate --output-dir {} again (it completes the set first)",
        shown_path(file), shown_path(root / kCommitName), shown_path(root)));
  }
}

// ---------------------------------------------------------------------------------------------
// Splits

SplitSizes write_disjoint_splits(const std::string& directory, const SplitSizes& sizes,
                                 const std::function<SplitLine()>& draw,
                                 const std::string& origin) {
  constexpr std::size_t kMaxConsecutiveSkips = 100000;
  struct Split {
    const char* name;
    std::size_t size;
    std::string text;
    std::size_t distinct = 0;  // distinct sources among its lines
  };
  // Filled in this order, so test keeps the undisturbed distribution.
  std::array<Split, 3> splits = {Split{"test", sizes.test, {}}, Split{"valid", sizes.valid, {}},
                                 Split{"train", sizes.train, {}}};
  std::unordered_map<std::string, std::size_t> owner;  // source -> index into `splits`
  const auto sizes_text =
      fmt::format("test {}, valid {}, train {}", sizes.test, sizes.valid, sizes.train);

  for (std::size_t s = 0; s < splits.size(); ++s) {
    Split& split = splits[s];
    std::size_t skipped_in_a_row = 0;
    for (std::size_t count = 0; count < split.size;) {
      SplitLine line = draw();
      const auto found = owner.find(line.source);
      if (found != owner.end() && found->second != s) {
        if (++skipped_in_a_row >= kMaxConsecutiveSkips) {
          throw std::invalid_argument(fmt::format(
              "{} is too small for the requested split sizes ({}): after {} draws in a row, "
              "every source drawn for the {} split already belonged to another split; widen "
              "the range or ask for fewer examples",
              origin, sizes_text, kMaxConsecutiveSkips, split.name));
        }
        continue;
      }
      skipped_in_a_row = 0;
      if (found == owner.end()) {
        owner.emplace(std::move(line.source), s);
        ++split.distinct;
      }
      split.text += line.text;
      ++count;
    }
  }

  std::vector<std::pair<std::string, std::string>> files;
  for (Split& split : splits) {
    files.emplace_back(std::string(split.name) + ".tsv", std::move(split.text));
  }
  write_split_set(directory, files);
  return SplitSizes{splits[2].distinct, splits[1].distinct, splits[0].distinct};
}

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
