#include "dates/data/date_formats.h"

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "dates/core/source_text.h"

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

bool is_ascii_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string zero_padded_field(long long value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) {
    digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
  }
  return digits;
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
      if (count <= 2) return zero_padded_field(date.day, count);
      throw unsupported("day of month takes d or dd");
    case 'M':
      if (count <= 2) return zero_padded_field(date.month, count);
      if (count == 3) return kMonthAbbreviations[static_cast<std::size_t>(date.month - 1)];
      if (count == 4) return kMonthNames[static_cast<std::size_t>(date.month - 1)];
      throw unsupported("month takes M, MM, MMM or MMMM");
    case 'y':
      if (count == 2) return zero_padded_field(date.year % 100, 2);
      return zero_padded_field(date.year, count);
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
// Formats, rendering

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
    throw std::invalid_argument("cannot render " + date.fields_text() +
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

}  // namespace dates
