#include "dates/data/real_date_grammar.h"

#include <array>
#include <stdexcept>

#include "dates/core/calendar.h"
#include "dates/data/date_formats.h"
#include "dates/data/vocabulary.h"
#include "dates/data/zone_abbreviations.h"

namespace dates {

namespace {

constexpr std::array<const char*, 12> kMonths = {"January",   "February", "March",    "April",
                                                 "May",       "June",     "July",     "August",
                                                 "September", "October",  "November", "December"};
constexpr std::array<const char*, 12> kMonthsShort = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
// Indexed by weekday(): 0 = Sunday.
constexpr std::array<const char*, 7> kWeekdays = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                  "Thursday", "Friday", "Saturday"};
constexpr std::array<const char*, 7> kWeekdaysShort = {"Sun", "Mon", "Tue", "Wed",
                                                       "Thu", "Fri", "Sat"};
constexpr std::array<const char*, 7> kWeekdaysLong = {"Sun",   "Mon", "Tues", "Wed",
                                                      "Thurs", "Fri", "Sat"};
// Up to 32: impossible dates (no-date) spell 32 too.
constexpr std::array<const char*, 32> kSpelledOrdinals = {
    "first",        "second",         "third",         "fourth",        "fifth",
    "sixth",        "seventh",        "eighth",        "ninth",         "tenth",
    "eleventh",     "twelfth",        "thirteenth",    "fourteenth",    "fifteenth",
    "sixteenth",    "seventeenth",    "eighteenth",    "nineteenth",    "twentieth",
    "twenty-first", "twenty-second",  "twenty-third",  "twenty-fourth", "twenty-fifth",
    "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth",  "thirtieth",
    "thirty-first", "thirty-second"};
constexpr std::array<const char*, 8> kLongZoneNames = {
    "Coordinated Universal Time", "Brasilia Standard Time",       "Pacific Daylight Time",
    "Eastern Standard Time",      "Central European Summer Time", "India Standard Time",
    "Japan Standard Time",        "Greenwich Mean Time"};
constexpr std::array<const char*, 28> kLabels = {
    "Date: ",          "date: ",          "Posted ",      "Posted on ", "Updated: ",
    "Last-Modified: ", "Published: ",     "Due: ",        "DOB: ",      "as of ",
    "dated ",          "Released ",       "Created: ",    "Sent: ",     "Expires: ",
    "Born ",           "Modified: ",      "Deadline: ",   "When: ",     "Timestamp: ",
    "Invoice date: ",  "Due date: ",      "Start date: ", "End date: ", "Ship date: ",
    "Order date: ",    "Date of birth: ", "Issue date: "};
constexpr std::array<const char*, 48> kWords = {
    "hello",       "world",         "maybe",        "never",
    "soon",        "later",         "unknown",      "none",
    "n/a",         "TBD",           "tba",          "pending",
    "invalid",     "null",          "error",        "date",
    "time",        "today?",        "someday",      "the end",
    "ok",          "yes",           "no",           "march on",
    "may be",      "sunday school", "august house", "june bug",
    "april fools", "mon ami",       "sat nav",      "wednesday addams",
    "summer",      "winter",        "spring break", "autumn",
    "birthday",    "deadline",      "asap",         "eod",
    "lorem ipsum", "foo bar",       "test",         "sample",
    "xyz",         "abc",           "qwerty",       "tomorrow-ish"};

// Code points of rare symbols: noise that a model maps to its unknown token.
std::vector<unsigned> rare_code_points() {
  std::vector<unsigned> points;
  const std::array<std::array<unsigned, 2>, 10> blocks = {{{0x00A1, 0x00BF},
                                                           {0x0100, 0x017F},
                                                           {0x0391, 0x03C9},
                                                           {0x0410, 0x044F},
                                                           {0x2190, 0x21FF},
                                                           {0x2200, 0x22FF},
                                                           {0x2500, 0x257F},
                                                           {0x25A0, 0x25FF},
                                                           {0x4E00, 0x4FFF},
                                                           {0x1F600, 0x1F64F}}};
  for (const auto& block : blocks) {
    for (unsigned point = block[0]; point <= block[1]; ++point) points.push_back(point);
  }
  return points;
}

std::string utf8(unsigned point) {
  std::string text;
  if (point < 0x80) {
    text += static_cast<char>(point);
  } else if (point < 0x800) {
    text += static_cast<char>(0xC0 | (point >> 6));
    text += static_cast<char>(0x80 | (point & 0x3F));
  } else if (point < 0x10000) {
    text += static_cast<char>(0xE0 | (point >> 12));
    text += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
    text += static_cast<char>(0x80 | (point & 0x3F));
  } else {
    text += static_cast<char>(0xF0 | (point >> 18));
    text += static_cast<char>(0x80 | ((point >> 12) & 0x3F));
    text += static_cast<char>(0x80 | ((point >> 6) & 0x3F));
    text += static_cast<char>(0x80 | (point & 0x3F));
  }
  return text;
}

std::string padded(long long value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) {
    digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
  }
  return digits;
}

std::string edtf_month_day(int month, int day) {
  return "XXXX-" + padded(month, 2) + "-" + padded(day, 2);
}
std::string edtf_year_month(int year, int month) {
  return padded(year, 4) + "-" + padded(month, 2);
}

// A year: mostly the 20th and 21st centuries, a third anywhere in 1000..2999.
// Leap days are drawn 20 times as often as chance would (about 1 date in 70), so that a model
// meets 29 February of leap years about as often as the impossible 29 February of the others.
CivilDate draw_date(Draw& draw) {
  CivilDate date;
  date.year = draw.chance(0.65) ? draw.between(1900, 2099) : draw.between(1000, 2999);
  if (draw.chance(0.014)) {
    // A multiple of 4 in the same ranges; a century that is not a leap year moves on by 4.
    date.year = 4 * (date.year >= 1900 && date.year <= 2099 ? draw.between(475, 524)
                                                            : draw.between(250, 749));
    if (!is_leap_year(date.year)) date.year += 4;
    return CivilDate{date.year, 2, 29};
  }
  date.month = draw.between(1, 12);
  date.day = draw.between(1, days_in_month(date.year, date.month));
  return date;
}

bool has_two_digit_year(const CivilDate& date) {
  return date.year >= 1969 && date.year <= 2068;
}

std::string month_name(Draw& draw, int month) {
  const auto index = static_cast<std::size_t>(month - 1);
  switch (draw.weighted({4, 4, 1.5, 0.7, 0.5})) {
    case 0:
      return kMonths[index];
    case 1:
      return kMonthsShort[index];
    case 2:
      return month == 5 ? "May" : std::string(kMonthsShort[index]) + ".";
    case 3:
      return month == 9 ? "Sept" : kMonthsShort[index];
    default:
      return month == 9 ? "Sept." : (month == 5 ? "May" : std::string(kMonthsShort[index]) + ".");
  }
}

std::string weekday_name(Draw& draw, const CivilDate& date) {
  const auto index = static_cast<std::size_t>(weekday(date));
  switch (draw.weighted({4, 4, 1, 0.6})) {
    case 0:
      return kWeekdays[index];
    case 1:
      return kWeekdaysShort[index];
    case 2:
      return std::string(kWeekdaysShort[index]) + ".";
    default:
      return kWeekdaysLong[index];
  }
}

// How a day is written in a date with a month name.
enum class DayForm { kNumber, kPadded, kOrdinal, kSpelled };

DayForm draw_day_form(Draw& draw) {
  return static_cast<DayForm>(draw.weighted({5, 1.2, 2.5, 0.6}));
}

std::string day_text(DayForm form, int day) {
  switch (form) {
    case DayForm::kNumber:
      return std::to_string(day);
    case DayForm::kPadded:
      return padded(day, 2);
    case DayForm::kOrdinal:
      return std::to_string(day) + ordinal_suffix(day);
    case DayForm::kSpelled:
      return kSpelledOrdinals[static_cast<std::size_t>(day - 1)];
  }
  return std::to_string(day);
}

bool is_ordinal(DayForm form) {
  return form == DayForm::kOrdinal || form == DayForm::kSpelled;
}

// Text as written, and the part of the target it gives (real_date_grammar.h: the model copies
// the clock as written, `a`/`p` for a 12-hour clock, a zone abbreviation as letters).
struct Written {
  std::string text, target;
  bool zoned = false;  // the text already holds its zone (`1400Z`): no other is added
};

std::string lowercase(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

// "am"/"pm" in one of the ways people write it.
std::string meridiem_text(Draw& draw, bool pm) {
  switch (draw.weighted({3, 2, 2, 1.2, 0.6, 0.4, 0.4, 0.3})) {
    case 0:
      return pm ? " PM" : " AM";
    case 1:
      return pm ? " pm" : " am";
    case 2:
      return pm ? " p.m." : " a.m.";
    case 3:
      return pm ? "pm" : "am";
    case 4:
      return pm ? " P.M." : " A.M.";
    case 5:
      return pm ? "p" : "a";
    case 6:
      return pm ? " p" : " a";
    default:
      return pm ? "pm." : "am.";
  }
}

// A fraction of a second of 1..9 digits (more often 3, 6 and 9), after its separator.
Written fraction_text(Draw& draw, int digits) {
  std::string written;
  for (int i = 0; i < digits; ++i) written += static_cast<char>('0' + draw.between(0, 9));
  return {(draw.chance(0.15) ? "," : ".") + written, "." + written};
}

int fraction_digits(Draw& draw) {
  const int lengths[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  return lengths[draw.weighted({1, 1, 3, 0.6, 0.6, 2.5, 0.6, 0.6, 1.5})];
}

// A numeric UTC offset, `+hhmm` (or `+hh:mm`, `+hh`): hours 0..14, minutes mostly 0.
Written numeric_offset(Draw& draw, bool colon, bool hours_only = false) {
  const int hours = draw.chance(0.08) ? 0 : draw.between(0, 14);
  // Mostly whole hours, then :30 and :45; local mean time offsets have any minute (+09:14).
  const int minutes = hours_only || draw.chance(0.75)
                          ? 0
                          : (draw.chance(0.6) ? (draw.chance(0.5) ? 30 : 45) : draw.between(1, 59));
  const std::string sign = draw.chance(0.5) ? "+" : "-";
  const std::string text =
      sign + padded(hours, 2) + (hours_only ? "" : (colon ? ":" : "") + padded(minutes, 2));
  return {text, sign + padded(hours, 2) + ":" + padded(minutes, 2)};
}

// Zone abbreviations in use that the table does not hold (their offset is not given: the
// output is marked zone-unknown); made-up ones are drawn as well.
constexpr std::array<const char*, 36> kOtherZoneAbbreviations = {
    "LMT",  "HAST", "HADT", "CHAST", "CHADT", "WAST", "EGST", "EGT", "YEKT", "OMST", "KRAT", "IRKT",
    "YAKT", "VLAT", "MAGT", "PETT",  "NOVT",  "SAMT", "AZT",  "GET", "AMT",  "TJT",  "UZT",  "TMT",
    "BTT",  "MMT",  "MVT",  "FJT",   "TOT",   "NCT",  "VUT",  "GFT", "SRT",  "PYT",  "BOT",  "ECT"};
constexpr std::array<const char*, 24> kZoneIdentifiers = {"America/New_York",
                                                          "America/Los_Angeles",
                                                          "America/Chicago",
                                                          "America/Denver",
                                                          "America/Sao_Paulo",
                                                          "America/St_Johns",
                                                          "America/Argentina/Buenos_Aires",
                                                          "Europe/London",
                                                          "Europe/Paris",
                                                          "Europe/Berlin",
                                                          "Europe/Moscow",
                                                          "Europe/Istanbul",
                                                          "Asia/Tokyo",
                                                          "Asia/Kolkata",
                                                          "Asia/Shanghai",
                                                          "Asia/Singapore",
                                                          "Asia/Kathmandu",
                                                          "Australia/Sydney",
                                                          "Australia/Adelaide",
                                                          "Pacific/Auckland",
                                                          "Africa/Johannesburg",
                                                          "Africa/Lagos",
                                                          "US/Eastern",
                                                          "Etc/GMT+5"};

// A zone abbreviation of the table, as usually written.
Written table_zone(Draw& draw) {
  const auto& table = zone_abbreviations();
  const std::string name = table[draw.below(table.size())].name;
  return {name, " " + lowercase(name)};
}

// A clock time in one of the ways people and programs write it; `after_date`: it follows a date,
// where `10.36` is a time too. Times that cannot be (`25:10`, `10:61`, `13:30 pm`) are copied as
// written: the reader of the output marks them (date_time_output.h).
Written time_text(Draw& draw, bool after_date) {
  const int hour = draw.between(0, 23), minute = draw.between(0, 59), second = draw.between(0, 59);
  const int hour12 = hour % 12 == 0 ? 12 : hour % 12;
  const bool pm = hour >= 12;
  const std::string hm = padded(hour, 2) + ":" + padded(minute, 2);
  const std::string hms = hm + ":" + padded(second, 2);
  const std::string flag = pm ? "p" : "a";
  const std::string hour12_text = draw.chance(0.2) ? padded(hour12, 2) : std::to_string(hour12);
  switch (draw.weighted({3, 0.8, 3, 1.3, 2, 1.5, 0.9, 0.8, 0.3, 0.5, 0.35})) {
    case 0:
      if (after_date && draw.chance(0.1)) return {padded(hour, 2) + "." + padded(minute, 2), hm};
      return {hm, hm};
    case 1:
      return {std::to_string(hour) + ":" + padded(minute, 2), hm};
    case 2:
      return {hms, hms};
    case 3: {
      const auto fraction = fraction_text(draw, fraction_digits(draw));
      return {hms + fraction.text, hms + fraction.target};
    }
    case 4: {  // 5:30 pm, 7.45pm
      const std::string separator = draw.chance(0.12) ? "." : ":";
      return {hour12_text + separator + padded(minute, 2) + meridiem_text(draw, pm),
              padded(hour12, 2) + ":" + padded(minute, 2) + flag};
    }
    case 5: {  // 8:30:15 PM, 8:30:15.5 PM, 08.30.15.000000 PM (Oracle)
      const std::string separator = draw.chance(0.1) ? "." : ":";
      const auto fraction =
          draw.chance(0.2) ? fraction_text(draw, fraction_digits(draw)) : Written{};
      return {hour12_text + separator + padded(minute, 2) + separator + padded(second, 2) +
                  (separator == "." ? "." + fraction.target.substr(
                                                std::min<std::size_t>(1, fraction.target.size()))
                                    : fraction.text) +
                  meridiem_text(draw, pm),
              padded(hour12, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2) +
                  fraction.target + flag};
    }
    case 6:  // an hour alone: 5pm, 5 p.m.
      return {std::to_string(hour12) + meridiem_text(draw, pm), padded(hour12, 2) + ":00" + flag};
    case 7:  // 16h, 16h30, 11h30m, 10h11m05s
      switch (draw.weighted({1, 2, 1.5, 0.8})) {
        case 0:
          return {std::to_string(hour) + "h", padded(hour, 2) + ":00"};
        case 1:
          return {padded(hour, draw.chance(0.5) ? 2 : 1) + "h" + padded(minute, 2), hm};
        case 2:
          return {padded(hour, 2) + "h" + padded(minute, 2) + "m", hm};
        default:
          return {std::to_string(hour) + "h" + padded(minute, 2) + "m" + padded(second, 2) + "s",
                  hms};
      }
    case 8:  // noon, midnight
      switch (draw.weighted({2, 2, 1, 1, 0.5})) {
        case 0:
          return {"noon", "12:00"};
        case 1:
          return {"midnight", "00:00"};
        case 2:
          return {"12 noon", "12:00"};
        case 3:
          return {"12 midnight", "00:00"};
        default:
          return {"midday", "12:00"};
      }
    case 9: {  // four digits with a word or Z: 0900hrs, 2130 h, 1400Z (not `2011 GMT`: a year)
      const std::string compact = padded(hour, 2) + padded(minute, 2);
      switch (draw.weighted({2, 1, 1.5})) {
        case 0:
          return {compact + (draw.chance(0.7) ? "hrs" : " hrs"), hm};
        case 1:
          return {compact + (draw.chance(0.5) ? "h" : " hours"), hm};
        default:
          return {compact + "Z", hm + "Z", true};
      }
    }
    default: {  // a time that cannot be, copied as written
      const int bad_hour = draw.between(24, 29), bad_minute = draw.between(60, 99);
      switch (draw.weighted({2, 2, 1, 1})) {
        case 0:
          return {padded(bad_hour, 2) + ":" + padded(minute, 2),
                  padded(bad_hour, 2) + ":" + padded(minute, 2)};
        case 1:
          return {padded(hour, 2) + ":" + padded(bad_minute, 2),
                  padded(hour, 2) + ":" + padded(bad_minute, 2)};
        case 2:
          return {padded(bad_hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2),
                  padded(bad_hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2)};
        default: {  // 13:30 pm
          const int hour13 = draw.between(13, 23);
          return {std::to_string(hour13) + ":" + padded(minute, 2) + meridiem_text(draw, true),
                  padded(hour13, 2) + ":" + padded(minute, 2) + "p"};
        }
      }
    }
  }
}

// A zone the model can only name, or an abbreviation the table may not hold.
Written unknown_zone(Draw& draw) {
  switch (draw.weighted({2, 1, 2, 1})) {
    case 0: {
      const std::string name = draw.pick(kOtherZoneAbbreviations);
      return {name, " " + lowercase(name)};
    }
    case 1: {  // made up: 3 or 4 capitals
      std::string name;
      const int length = draw.between(3, 4);
      for (int i = 0; i < length; ++i) name += static_cast<char>('A' + draw.between(0, 25));
      return {name, " " + lowercase(name)};
    }
    case 2:
      return {draw.pick(kZoneIdentifiers), "?"};
    default:
      return {draw.pick(kLongZoneNames), "?"};
  }
}

// A zone after a time, with its separator: ` EST`, ` -0700`, `Z`, ` UTC+8`, ` -0400 (EDT)`.
Written zone_text(Draw& draw) {
  switch (draw.weighted({4, 2, 1, 0.4, 1, 0.6, 1.2, 0.5, 0.5, 0.4})) {
    case 0: {
      const auto zone = table_zone(draw);
      return {" " + zone.text, zone.target};
    }
    case 1: {
      const auto offset = numeric_offset(draw, /*colon=*/false);
      return {(draw.chance(0.2) ? "" : " ") + offset.text, offset.target};
    }
    case 8: {  // (UTC), (EST)
      const auto zone = draw.chance(0.4) ? Written{"UTC", " utc"} : table_zone(draw);
      return {" (" + zone.text + ")", zone.target};
    }
    case 9: {  // +09:00 JST: the number wins
      const auto offset = numeric_offset(draw, draw.chance(0.5));
      return {" " + offset.text + " " + table_zone(draw).text, offset.target};
    }
    case 2: {
      const auto offset = numeric_offset(draw, /*colon=*/true);
      return {(draw.chance(0.5) ? " " : "") + offset.text, offset.target};
    }
    case 3: {
      const auto offset = numeric_offset(draw, /*colon=*/false, /*hours_only=*/true);
      return {(draw.chance(0.4) ? "" : " ") + offset.text, offset.target};
    }
    case 4: {  // UTC+8, GMT+0800, UTC-05:00
      const std::string word = draw.chance(0.5) ? "UTC" : "GMT";
      if (draw.chance(0.35)) {
        const int hours = draw.between(1, 12);
        const std::string sign = draw.chance(0.5) ? "+" : "-";
        return {" " + word + sign + std::to_string(hours), sign + padded(hours, 2) + ":00"};
      }
      const auto offset = numeric_offset(draw, draw.chance(0.3));
      return {" " + word + offset.text, offset.target};
    }
    case 5: {  // -0400 (EDT): the number wins
      const auto offset = numeric_offset(draw, /*colon=*/false);
      const std::string name = draw.chance(0.6) ? std::string(table_zone(draw).text)
                                                : std::string(draw.pick(kLongZoneNames));
      return {" " + offset.text + " (" + name + ")", offset.target};
    }
    case 6: {
      const auto zone = unknown_zone(draw);
      return {" " + zone.text, zone.target};
    }
    default:
      return {"Z", "Z"};
  }
}

// A time (and maybe a zone) before or after the date text; a range of times gives its start.
Written with_time(Draw& draw, const Written& date) {
  const bool after = draw.chance(0.8);
  const auto time = time_text(draw, after);
  Written clock = time;
  if (!time.zoned && draw.chance(0.05)) {
    const char* joins[] = {" - ", "-", " to ", " until ", "\u2013", " \u2013 "};
    auto end = time_text(draw, after);
    while (end.zoned) end = time_text(draw, after);
    clock.text += joins[draw.weighted({2, 2, 1, 0.5, 1, 1})] + end.text;
  }
  if (!clock.zoned && draw.chance(0.45)) {
    const auto zone = zone_text(draw);
    clock.text += zone.text;
    clock.target += zone.target;
  }
  const std::string target = date.target + "T" + clock.target;
  if (after) {
    switch (draw.weighted({4, 2, 1.5, 0.5, 0.3})) {
      case 0:
        return {date.text + " " + clock.text, target};
      case 1:
        return {date.text + " at " + clock.text, target};
      case 2:
        return {date.text + ", " + clock.text, target};
      case 3:
        return {date.text + " @ " + clock.text, target};
      default:
        return {date.text + " - " + clock.text, target};
    }
  }
  switch (draw.weighted({3, 2, 1, 0.5})) {
    case 0:
      return {clock.text + " " + date.text, target};
    case 1:
      return {clock.text + " on " + date.text, target};
    case 2:
      return {clock.text + ", " + date.text, target};
    default:
      return {"at " + clock.text + " on " + date.text, target};
  }
}

std::string year_text_four(const CivilDate& date) {
  return std::to_string(date.year);
}

// The date with a month name: fields in one of the orders people write.

// English words for 1..99: "seven", "seventeen", "seventy-six".
std::string number_words(int number) {
  static const std::array<const char*, 20> ones = {
      "zero",     "one",     "two",     "three",     "four",     "five",    "six",
      "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
      "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
  static const std::array<const char*, 10> tens = {"",      "",      "twenty",  "thirty", "forty",
                                                   "fifty", "sixty", "seventy", "eighty", "ninety"};
  if (number < 20) return ones[static_cast<std::size_t>(number)];
  const std::string ten = tens[static_cast<std::size_t>(number / 10)];
  return number % 10 == 0 ? ten : ten + "-" + ones[static_cast<std::size_t>(number % 10)];
}

// A year in words, as people say it: "nineteen seventy-six", "nineteen oh five", "nineteen
// hundred", "two thousand and one", "two thousand twenty-one", "twenty twenty-one".
std::string year_words(Draw& draw, int year) {
  const int century = year / 100, rest = year % 100;
  if (year >= 2000 && year < 2100 && (rest < 10 || draw.chance(0.5))) {
    if (rest == 0) return "two thousand";
    return std::string("two thousand ") + (draw.chance(0.5) ? "and " : "") + number_words(rest);
  }
  const std::string head = number_words(century);
  if (rest == 0) return head + " hundred";
  if (rest < 10) return head + " oh " + number_words(rest);
  return head + " " + number_words(rest);
}

// The date with a month name: fields in one of the orders people write. `with_weekday` false for
// impossible dates (they have no weekday).
std::string named_date(Draw& draw, const CivilDate& date, ReadingOrder order,
                       bool with_weekday = true) {
  std::string month = month_name(draw, date.month);
  DayForm day_form = draw_day_form(draw);
  const auto layout = draw.weighted({3.5, 4, 1.2, 0.4});  // DMY, MDY, YMD, MYD
  // Separators between the fields: mostly spaces; dashes, slashes, dots in compact forms.
  auto separator_kind = draw.weighted({7, 1.2, 0.6, 0.3, 0.4});  // " ", "-", "/", ".", none
  // No separator only as 16mar2022: day digits, three letters, four digits.
  if (separator_kind == 4 && (layout != 0 || is_ordinal(day_form) || month.size() != 3)) {
    separator_kind = 0;
  }
  const bool spaced = separator_kind == 0;
  if (!spaced && day_form == DayForm::kSpelled) day_form = DayForm::kNumber;
  if (!spaced && month.back() == '.') month.pop_back();  // 25-Sep-2003, not 25-Sep.-2003
  const std::string separator = spaced ? " "
                                       : (separator_kind == 1   ? "-"
                                          : separator_kind == 2 ? "/"
                                          : separator_kind == 3 ? "."
                                                                : "");
  std::string year = year_text_four(date);
  const auto year_form = draw.weighted({17, 1.6, 1.4});  // four digits, 'yy, yy
  if (year_form == 1 && has_two_digit_year(date) && layout <= 1)
    year = "'" + padded(date.year % 100, 2);
  // A bare two-digit year beside a day could be read year first under ymd: only with a space
  // order the reader cannot mistake (month between, day first or month first).
  if (year_form == 2 && has_two_digit_year(date) && layout <= 1 && order != ReadingOrder::kYmd) {
    year = padded(date.year % 100, 2);
  }
  // A two-digit year above 31 cannot be a day: 83-Sep-26.
  if (year_form == 2 && has_two_digit_year(date) && layout == 2 && date.year % 100 > 31) {
    year = padded(date.year % 100, 2);
  }
  if (spaced && layout <= 1 && draw.chance(0.03)) year = year_words(draw, date.year);
  if (spaced && draw.chance(0.04)) year += draw.chance(0.5) ? " AD" : " A.D.";
  const std::string day = day_text(day_form, date.day);
  std::string text;
  switch (layout) {
    case 0: {  // 25 September 2003, the 25th of September, 2003, the 25th day of September
      if (spaced && is_ordinal(day_form) && draw.chance(0.06)) {
        text = "the " + day + " day of " + month;
      } else if (spaced && is_ordinal(day_form) && draw.chance(0.5)) {
        text = (draw.chance(0.6) ? "the " : "") + day + " of " + month;
      } else {
        text = day + separator + month;
      }
      text += spaced ? (draw.chance(0.2) ? ", " : " ") : separator;
      text += year;
      break;
    }
    case 1: {  // September 25, 2003; September the 25th 2003
      text = month + separator;
      if (spaced && is_ordinal(day_form) && draw.chance(0.25)) text += "the ";
      text += day;
      text += spaced ? (draw.chance(0.6) ? ", " : " ") : separator;
      text += year;
      break;
    }
    case 2:  // 2003 Sep 25, 2003-Sep-25, 2003, September 25th
      text = year + (spaced && draw.chance(0.2) ? ", " : separator) + month + separator + day;
      break;
    default:  // Sep 2003 25
      text = month + separator + year + separator + day;
      break;
  }
  if (with_weekday && draw.chance(0.3)) {
    const std::string name = weekday_name(draw, date);
    if (draw.chance(0.9)) {
      switch (draw.weighted({4, 2, 0.6})) {
        case 0:
          text = name + ", " + text;
          break;
        case 1:
          text = name + " " + text;
          break;
        default:
          text =
              name + (spaced && layout == 0 && text.rfind("the ", 0) != 0 ? " the " : " ") + text;
      }
    } else {
      text += " (" + name + ")";
    }
  }
  if (spaced && draw.chance(0.06)) text = "on " + text;
  return text;
}

// Three numbers (or eight digits) as written, and the reading under `order`.
struct NumericDate {
  std::string text;
  CivilDate reading;
};

NumericDate numeric_date(Draw& draw, const CivilDate& date, ReadingOrder order) {
  const auto layout = draw.weighted({3.5, 3.5, 2.5, 0.5});  // DMY, MDY, YMD, compact YYYYMMDD
  if (layout == 3) {
    return {padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2), date};
  }
  const char separators[] = {'/', '-', '.', ' '};
  const char separator = separators[draw.weighted({4, 3, 2, 0.8})];
  const bool two_digit_year = has_two_digit_year(date) && draw.chance(layout == 2 ? 0.15 : 0.4);
  const bool pad = draw.chance(0.55);
  const NumericField year{two_digit_year ? date.year % 100 : date.year, two_digit_year ? 2 : 4,
                          false};
  const NumericField month{date.month, pad || date.month >= 10 ? 2 : 1, false};
  const NumericField day{date.day, (pad || draw.chance(0.2)) || date.day >= 10 ? 2 : 1, false};
  std::array<NumericField, 3> fields;
  if (layout == 0) fields = {day, month, year};
  if (layout == 1) fields = {month, day, year};
  if (layout == 2) fields = {year, month, day};
  std::string text;
  for (std::size_t i = 0; i < 3; ++i) {
    if (i > 0) text += separator;
    text += padded(fields[i].value, fields[i].digits);
  }
  const auto reading = read_numeric_date(fields, separator, order);
  if (!reading) throw std::logic_error("a written date has no reading: " + text);
  return {text, *reading};
}

// The machine formats: the full date-time strings programs print, with their targets.
Written machine_date(Draw& draw, const CivilDate& date) {
  const int hour = draw.between(0, 23), minute = draw.between(0, 59),
            second = draw.chance(0.003) ? 60 : draw.between(0, 59);
  const std::string hm = padded(hour, 2) + ":" + padded(minute, 2);
  const std::string hms = hm + ":" + padded(second, 2);
  const std::string compact_hm = padded(hour, 2) + padded(minute, 2);
  const std::string compact_hms = compact_hm + padded(second, 2);
  const std::string iso_date =
      padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2);
  const std::string basic_date = padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2);
  const std::string weekday_short = kWeekdaysShort[static_cast<std::size_t>(weekday(date))];
  const std::string weekday_long = kWeekdays[static_cast<std::size_t>(weekday(date))];
  const std::string month_short = kMonthsShort[static_cast<std::size_t>(date.month - 1)];
  const std::string day2 = padded(date.day, 2);
  const std::string day_space = (date.day < 10 ? " " : "") + std::to_string(date.day);
  const std::string at = iso_date + "T";  // every target but the ones without a time
  auto offset_or_z = [&]() -> Written {
    if (draw.chance(0.4)) return {"Z", "Z"};
    return numeric_offset(draw, /*colon=*/true);
  };
  // An abbreviation for date(1) and RFC 2822: mostly the table's, sometimes one it lacks.
  auto abbreviation = [&]() -> Written {
    if (draw.chance(0.88)) return table_zone(draw);
    const auto zone = unknown_zone(draw);
    if (zone.target == "?") return {"LMT", " lmt"};
    return zone;
  };
  const int hour12 = hour % 12 == 0 ? 12 : hour % 12;
  const std::string ampm = hour >= 12 ? "PM" : "AM";
  const std::string flag = hour >= 12 ? "p" : "a";
  const std::string hms12 = padded(hour12, 2) + hms.substr(2);
  switch (draw.weighted({2.5, 1,   1,   0.6, 2.5, 1,   0.8, 1,   1.2, 1.2, 0.8,
                         0.6, 0.8, 0.8, 0.6, 0.5, 0.6, 0.3, 0.6, 0.1, 0.5, 0.6})) {
    case 0: {  // RFC 3339 / ISO 8601 extended
      const auto fraction =
          draw.chance(0.35) ? fraction_text(draw, fraction_digits(draw)) : Written{};
      const auto zone = offset_or_z();
      return {iso_date + (draw.chance(0.9) ? "T" : "t") + hms + fraction.text + zone.text,
              at + hms + fraction.target + zone.target};
    }
    case 1: {  // ISO 8601 without seconds, maybe without a zone
      const auto zone = draw.chance(0.5) ? offset_or_z() : Written{};
      return {iso_date + "T" + hm + zone.text, at + hm + zone.target};
    }
    case 2: {  // ISO 8601 basic (a fraction after the seconds), or an extended date with it
      const bool seconds = draw.chance(0.7), zulu = draw.chance(0.5);
      const auto fraction =
          seconds && draw.chance(0.2) ? fraction_text(draw, fraction_digits(draw)) : Written{};
      const std::string written_date = draw.chance(0.2) ? iso_date : basic_date;
      return {written_date + "T" + (seconds ? compact_hms : compact_hm) + fraction.text +
                  (zulu ? "Z" : ""),
              at + (seconds ? hms : hm) + fraction.target + (zulu ? "Z" : "")};
    }
    case 3: {  // ISO 8601 hour only
      const auto zone = draw.chance(0.6) ? offset_or_z() : Written{};
      return {iso_date + "T" + padded(hour, 2) + zone.text,
              at + padded(hour, 2) + ":00" + zone.target};
    }
    case 4: {  // RFC 2822 / 5322, maybe with the zone's name as a comment
      const auto zone = draw.chance(0.6) ? numeric_offset(draw, false) : abbreviation();
      std::string zone_written = zone.text;
      if (zone.target[0] != ' ' && draw.chance(0.25)) {
        zone_written += " (" + table_zone(draw).text + ")";
      }
      const std::string day = draw.chance(0.6) ? day2 : std::to_string(date.day);
      const std::string year = draw.chance(0.1) && has_two_digit_year(date)
                                   ? padded(date.year % 100, 2)
                                   : std::to_string(date.year);
      const bool seconds = draw.chance(0.85);
      return {(draw.chance(0.85) ? weekday_short + ", " : "") + day + " " + month_short + " " +
                  year + " " + (seconds ? hms : hm) + " " + zone_written,
              at + (seconds ? hms : hm) + zone.target};
    }
    case 5:  // HTTP IMF-fixdate
      return {weekday_short + ", " + day2 + " " + month_short + " " + padded(date.year, 4) + " " +
                  hms + " GMT",
              at + hms + "Z"};
    case 6: {  // RFC 850 (two-digit year where the pivot allows)
      const std::string year =
          has_two_digit_year(date) ? padded(date.year % 100, 2) : std::to_string(date.year);
      return {weekday_long + ", " + day2 + "-" + month_short + "-" + year + " " + hms + " GMT",
              at + hms + "Z"};
    }
    case 7: {  // asctime / ctime (find's %t adds a fraction); openssl and zdump add a zone
      const auto fraction =
          draw.chance(0.12) ? fraction_text(draw, fraction_digits(draw)) : Written{};
      Written zone;
      if (draw.chance(0.45)) {
        const std::string word = draw.pick(std::array<const char*, 3>{"GMT", "UT", "UTC"});
        zone = draw.chance(0.5) ? Written{word, " " + lowercase(word)} : abbreviation();
        zone.text = " " + zone.text;
      }
      return {(draw.chance(0.75) ? weekday_short + " " : "") + month_short + " " + day_space + " " +
                  hms + fraction.target + " " + std::to_string(date.year) + zone.text,
              at + hms + fraction.target + zone.target};
    }
    case 8: {  // date(1), C locale; Go's UnixDate; Java's Date.toString
      const auto zone = abbreviation();
      return {weekday_short + " " + month_short + " " + day_space + " " + hms + " " + zone.text +
                  " " + std::to_string(date.year),
              at + hms + zone.target};
    }
    case 9: {  // date(1), en_US / en_GB locales
      const auto zone = abbreviation();
      if (draw.chance(0.5)) {
        return {weekday_short + " " + day2 + " " + month_short + " " + std::to_string(date.year) +
                    " " + hms12 + " " + ampm + " " + zone.text,
                at + hms12 + flag + zone.target};
      }
      return {weekday_short + " " + month_short + " " + day_space + " " + hms12 + " " + ampm + " " +
                  zone.text + " " + std::to_string(date.year),
              at + hms12 + flag + zone.target};
    }
    case 10: {  // common log format
      const auto zone = numeric_offset(draw, false);
      const std::string text =
          day2 + "/" + month_short + "/" + padded(date.year, 4) + ":" + hms + " " + zone.text;
      return {draw.chance(0.4) ? "[" + text + "]" : text, at + hms + zone.target};
    }
    case 11: {  // git
      const auto zone = numeric_offset(draw, false);
      return {weekday_short + " " + month_short + " " + std::to_string(date.day) + " " + hms + " " +
                  std::to_string(date.year) + " " + zone.text,
              at + hms + zone.target};
    }
    case 12: {  // JavaScript Date.prototype.toString: the number wins over the name
      const auto zone = numeric_offset(draw, false);
      std::string text = weekday_short + " " + month_short + " " + day2 + " " +
                         padded(date.year, 4) + " " + hms + " GMT" + zone.text;
      if (draw.chance(0.6)) text += " (" + std::string(draw.pick(kLongZoneNames)) + ")";
      return {text, at + hms + zone.target};
    }
    case 13:  // ls --full-iso / SQL / Python str(datetime), logging's asctime
      switch (draw.weighted({1, 1, 1, 0.6})) {
        case 0: {
          const auto zone = numeric_offset(draw, draw.chance(0.3));
          const auto fraction = draw.chance(0.5) ? Written{".000000000", ".000000000"}
                                                 : fraction_text(draw, fraction_digits(draw));
          return {
              iso_date + " " + hms + fraction.target + (draw.chance(0.7) ? " " : "") + zone.text,
              at + hms + fraction.target + zone.target};
        }
        case 1:
          return {iso_date + " " + hms, at + hms};
        case 2: {
          const auto fraction = fraction_text(draw, 6);
          return {iso_date + " " + hms + fraction.text, at + hms + fraction.target};
        }
        default: {
          const auto fraction = fraction_text(draw, 3);
          return {iso_date + " " + hms + "," + fraction.target.substr(1),
                  at + hms + fraction.target};
        }
      }
    case 14:  // ls --long-iso, and ls -l for old files
      if (draw.chance(0.5)) return {iso_date + " " + hm, at + hm};
      return {month_short + " " + day_space + "  " + std::to_string(date.year), iso_date};
    case 15: {  // RFC 5424 syslog
      const auto fraction = fraction_text(draw, draw.between(3, 6));
      const auto zone = offset_or_z();
      return {iso_date + "T" + hms + "." + fraction.target.substr(1) + zone.text,
              at + hms + fraction.target + zone.target};
    }
    case 16:  // timestamps of digits: 20100830070903, 20190410-1307, 199812231952, zipinfo -T
      switch (draw.weighted({2, 1, 1, 0.7})) {
        case 0:
          return {basic_date + compact_hms, at + hms};
        case 1:
          return {basic_date + "-" + compact_hm, at + hm};
        case 2:
          return {basic_date + compact_hm, at + hm};
        default:
          return {basic_date + "." + compact_hms, at + hms};
      }
    case 17:  // EXIF
      return {padded(date.year, 4) + ":" + padded(date.month, 2) + ":" + day2 + " " + hms,
              at + hms};
    case 18:  // ASN.1 GeneralizedTime, iCalendar, PDF
      switch (draw.weighted({1, 1, 1, 1})) {
        case 0: {
          const auto fraction = draw.chance(0.5) ? fraction_text(draw, 1) : Written{};
          return {basic_date + compact_hms + fraction.target + "Z",
                  at + hms + fraction.target + "Z"};
        }
        case 1:
          return {std::string(draw.chance(0.5) ? "DTSTART:" : "DTEND:") + basic_date + "T" +
                      compact_hms + "Z",
                  at + hms + "Z"};
        case 2:
          return {"TZID=" + std::string(draw.pick(kZoneIdentifiers)) + ":" + basic_date + "T" +
                      compact_hms,
                  at + hms + "?"};
        default: {
          const bool seconds = draw.chance(0.5);
          const auto zone = numeric_offset(draw, false, /*hours_only=*/true);
          return {"D:" + basic_date + (seconds ? compact_hms : compact_hm) + zone.text + "'00'",
                  at + (seconds ? hms : hm) + zone.target};
        }
      }
    case 19:  // ISO 8601 with an expanded year
      return {"+00" + iso_date, iso_date};
    case 20: {  // IMAP INTERNALDATE, RFC 3501
      const auto zone = numeric_offset(draw, false);
      return {"\"" + day_space + "-" + month_short + "-" + padded(date.year, 4) + " " + hms + " " +
                  zone.text + "\"",
              at + hms + zone.target};
    }
    default: {  // java.time's ZonedDateTime: the offset wins over the region in brackets
      const auto zone = offset_or_z();
      const auto fraction = draw.chance(0.4) ? fraction_text(draw, 3) : Written{};
      return {iso_date + "T" + hms + fraction.target + zone.text + "[" +
                  std::string(draw.pick(kZoneIdentifiers)) + "]",
              at + hms + fraction.target + zone.target};
    }
  }
}

// A log line that starts with its date-time, then a message full of numbers that are not dates
// (versions, addresses, ports, process ids): dpkg, W3C extended (IIS), RFC 5424 syslog, Python
// logging, nginx and Apache error logs, glog/klog (month and day only).
Written log_line(Draw& draw, const CivilDate& date) {
  const auto n = [&](int first, int last) { return std::to_string(draw.between(first, last)); };
  const int hour = draw.between(0, 23), minute = draw.between(0, 59), second = draw.between(0, 59);
  const std::string hms = padded(hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2);
  const std::string iso_date =
      padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2);
  const std::string at = iso_date + "T";
  const auto version = [&]() {
    return (draw.chance(0.2) ? n(1, 3) + ":" : "") + n(0, 260) + "." + n(0, 40) +
           (draw.chance(0.5) ? "." + n(0, 30) : "") + "-" + n(1, 9) +
           (draw.chance(0.4) ? "~deb" + n(10, 13) + "u" + n(1, 5) : "") +
           (draw.chance(0.3) ? "+deb" + n(10, 13) + "u" + n(1, 5) : "");
  };
  const auto address = [&]() {
    return n(1, 254) + "." + n(0, 255) + "." + n(0, 255) + "." + n(1, 254);
  };
  const std::array<const char*, 8> packages = {"libc6", "tzdata", "libsystemd0", "openssl",
                                               "bash",  "curl",   "libssl3",     "python3.11"};
  const std::array<const char*, 6> messages = {"connection reset",    "job started",
                                               "failed to open file", "listening on port 8080",
                                               "retrying in 5s",      "request completed"};
  switch (draw.weighted({1.5, 1, 1.2, 1.2, 0.8, 0.8, 0.6})) {
    case 0: {  // dpkg.log
      const std::array<const char*, 6> actions = {"upgrade",          "install", "configure",
                                                  "status installed", "remove",  "trigproc"};
      return {iso_date + " " + hms + " " + draw.pick(actions) + " " + draw.pick(packages) +
                  (draw.chance(0.5) ? ":amd64 " : ":all ") + version() +
                  (draw.chance(0.6) ? " " + version() : ""),
              at + hms};
    }
    case 1:  // W3C extended log format
      return {iso_date + " " + hms + " " + address() + " - " + address() + " " +
                  (draw.chance(0.5) ? "80" : "443") + " GET /" +
                  (draw.chance(0.5) ? "index.htm" : "api/v" + n(1, 3)) + " - " + n(200, 504),
              at + hms};
    case 2: {  // RFC 5424
      const auto fraction = draw.chance(0.7) ? fraction_text(draw, draw.between(3, 6)) : Written{};
      const auto zone = draw.chance(0.5) ? Written{"Z", "Z"} : numeric_offset(draw, true);
      return {"<" + n(0, 191) + ">1 " + iso_date + "T" + hms + "." +
                  (fraction.target.empty() ? std::string("000") : fraction.target.substr(1)) +
                  zone.text + " " + (draw.chance(0.5) ? address() : "host" + n(1, 99)) + " app " +
                  n(1, 9999) + " ID" + n(1, 99) + " - " + draw.pick(messages),
              at + hms + (fraction.target.empty() ? ".000" : fraction.target) + zone.target};
    }
    case 3: {  // Python logging
      const std::string milliseconds = padded(draw.between(0, 999), 3);
      const std::array<const char*, 4> levels = {"INFO", "WARNING", "ERROR", "DEBUG"};
      return {iso_date + " " + hms + "," + milliseconds + " " + draw.pick(levels) + " worker" +
                  n(1, 9) + ": " + draw.pick(messages),
              at + hms + "." + milliseconds};
    }
    case 4:  // nginx error log
      return {padded(date.year, 4) + "/" + padded(date.month, 2) + "/" + padded(date.day, 2) + " " +
                  hms + " [error] " + n(1, 9999) + "#" + n(0, 9) + ": *" + n(1, 999) + " " +
                  draw.pick(messages),
              at + hms};
    case 5: {  // glog / klog: month and day only
      const std::string micros = padded(draw.between(0, 999999), 6);
      const char severities[] = {'I', 'W', 'E', 'F'};
      return {std::string(1, severities[draw.below(4)]) + padded(date.month, 2) +
                  padded(date.day, 2) + " " + hms + "." + micros + " " + n(1, 99999) + " " +
                  (draw.chance(0.5) ? "main.go:" : "server.go:") + n(1, 999) + "] " +
                  draw.pick(messages),
              edtf_month_day(date.month, date.day) + "T" + hms + "." + micros};
    }
    default: {  // Apache error log
      const std::string micros = padded(draw.between(0, 999999), 6);
      return {"[" + std::string(kWeekdaysShort[static_cast<std::size_t>(weekday(date))]) + " " +
                  kMonthsShort[static_cast<std::size_t>(date.month - 1)] + " " +
                  padded(date.day, 2) + " " + hms + "." + micros + " " + std::to_string(date.year) +
                  "] [core:error] [pid " + n(1, 99999) + "] " + draw.pick(messages),
              at + hms + "." + micros};
    }
  }
}

// A month and day without a year, or a month and year without a day.
RealDatePair incomplete_date(Draw& draw, const CivilDate& date, ReadingOrder order) {
  RealDatePair pair;
  pair.family = "incomplete";
  pair.order = order;
  const std::string month = month_name(draw, date.month);
  if (draw.chance(0.6)) {
    pair.target = edtf_month_day(date.month, date.day);
    const DayForm day_form = draw_day_form(draw);
    const std::string day = day_text(day_form, date.day);
    switch (draw.weighted({4, 3, 1.2, 1, 1, 0.8, 0.5})) {
      case 0:
        pair.source = month + " " + (is_ordinal(day_form) && draw.chance(0.2) ? "the " : "") + day;
        break;
      case 1:
        pair.source = is_ordinal(day_form) && draw.chance(0.5)
                          ? (draw.chance(0.6) ? "the " : "") + day + " of " + month
                          : day + " " + month;
        break;
      case 2: {  // syslog, ls -l of a recent file
        const std::string month_short = kMonthsShort[static_cast<std::size_t>(date.month - 1)];
        const std::string day_space = (date.day < 10 ? " " : "") + std::to_string(date.day);
        std::string clock = padded(draw.between(0, 23), 2) + ":" + padded(draw.between(0, 59), 2);
        if (draw.chance(0.5)) clock += ":" + padded(draw.between(0, 59), 2);
        pair.source = month_short + " " + day_space + " " + clock;
        pair.target += "T" + clock;
        if (draw.chance(0.3)) {  // RFC 3164: <priority>timestamp host tag: message
          const std::array<const char*, 8> messages = {" host1 sshd[812]: session opened",
                                                       " mymachine su: authentication failure",
                                                       " gw kernel: link up",
                                                       " 10.0.0.7 cron[55]: job started",
                                                       " web01 nginx: reload",
                                                       " db postgres[9]: checkpoint",
                                                       " 192.168.1.20 named[77]: zone loaded",
                                                       " 10.1.2.3 dhcpd: DHCPACK on 10.1.2.40"};
          pair.source =
              "<" + std::to_string(draw.between(0, 191)) + ">" + pair.source + draw.pick(messages);
        }
        break;
      }
      case 3: {  // weekday with month and day (any weekday: without a year none is wrong)
        const auto weekday_index = draw.below(7);
        const std::string name =
            draw.chance(0.5) ? kWeekdays[weekday_index] : kWeekdaysShort[weekday_index];
        pair.source = name + (draw.chance(0.5) ? ", " : " ") + month + " " + day;
        break;
      }
      case 6: {  // 25.12. (day first, as dots are), --04-12 (ISO 8601 without the year)
        if (draw.chance(0.7)) {
          pair.source = padded(date.day, draw.chance(0.5) ? 2 : 1) + "." +
                        padded(date.month, draw.chance(0.5) ? 2 : 1) + ".";
          const auto reading = read_numeric_month_day(
              {NumericField{date.day, 2}, NumericField{date.month, 2}}, '.', order);
          pair.target = edtf_month_day((*reading)[0], (*reading)[1]);
        } else {
          pair.source = "--" + padded(date.month, 2) + "-" + padded(date.day, 2);
        }
        break;
      }
      case 4: {  // numbers: 9/25, 25/9, 3/4 (read by the convention)
        const bool month_first = draw.chance(0.5);
        const NumericField month_field{date.month,
                                       draw.chance(0.4) ? 2 : (date.month >= 10 ? 2 : 1)};
        const NumericField day_field{date.day, draw.chance(0.4) ? 2 : (date.day >= 10 ? 2 : 1)};
        const std::array<NumericField, 2> fields =
            month_first ? std::array<NumericField, 2>{month_field, day_field}
                        : std::array<NumericField, 2>{day_field, month_field};
        pair.source = padded(fields[0].value, fields[0].digits) + "/" +
                      padded(fields[1].value, fields[1].digits);
        const auto reading = read_numeric_month_day(fields, '/', order);
        pair.target = edtf_month_day((*reading)[0], (*reading)[1]);
        break;
      }
      default:
        const auto written = with_time(draw, {month + " " + day, pair.target});
        pair.source = written.text;
        pair.target = written.target;
        break;
    }
    return pair;
  }
  pair.target = edtf_year_month(date.year, date.month);
  const std::string year = std::to_string(date.year);
  switch (draw.weighted({4, 1, 1, 1.5, 1, 1, 0.7, 0.6})) {
    case 0:
      pair.source = month + " " + year;
      break;
    case 1:
      pair.source = month + ", " + year;
      break;
    case 2:
      pair.source = (draw.chance(0.5) ? "in " : "") + month + " of " + year;
      break;
    case 3:
      pair.source = padded(date.year, 4) + (draw.chance(0.7) ? "-" : "/") + padded(date.month, 2);
      break;
    case 4:
      pair.source = (draw.chance(0.5) ? padded(date.month, 2) : std::to_string(date.month)) +
                    (draw.chance(0.7) ? "/" : "-") + year;
      break;
    case 5:
      pair.source =
          draw.chance(0.6)
              ? std::string(kMonthsShort[static_cast<std::size_t>(date.month - 1)]) + "-" + year
              : year + "-" + month_name(draw, date.month);  // 2022-June
      break;
    case 6:
      if (has_two_digit_year(date) && date.year % 100 > 31 && draw.chance(0.4)) {
        pair.source = month + " " + padded(date.year % 100, 2);  // Oct 84: 84 is no day
      } else if (has_two_digit_year(date)) {
        pair.source = month + " '" + padded(date.year % 100, 2);
      } else {
        pair.source = month + " " + year;
      }
      break;
    default:
      pair.source = "in " + month + " " + year;
      break;
  }
  return pair;
}

// A date that does not exist (31 April, 29 February 2023, month 13), written with a month name,
// as numbers with a four-digit year, or in ISO 8601: no reading is a real date.
std::string impossible_date_text(Draw& draw) {
  CivilDate date;
  date.year = draw.chance(0.7) ? draw.between(1900, 2099) : draw.between(1000, 2999);
  date.month = draw.between(1, 12);
  const int last = days_in_month(date.year, date.month);
  date.day = last == 31 ? 32 : draw.between(last + 1, draw.chance(0.8) ? 31 : 32);
  switch (draw.weighted({3, 2, 1.5})) {
    case 0:
      return named_date(draw, date, ReadingOrder::kMdy, /*with_weekday=*/false);
    case 1: {
      const char separators[] = {'/', '-', '.'};
      const char separator = separators[draw.below(3)];
      const bool day_first = draw.chance(0.5);
      const std::string day = padded(date.day, 2), month = padded(date.month, 2);
      const std::string text = (day_first ? day : month) + separator + (day_first ? month : day) +
                               separator + std::to_string(date.year);
      return text;
    }
    default:
      return padded(date.year, 4) + "-" +
             (draw.chance(0.8) ? padded(date.month, 2) + "-" + padded(date.day, 2)
                               : padded(draw.between(13, 19), 2) + "-" + padded(date.month, 2)) +
             (draw.chance(0.3) ? "T" + padded(draw.between(0, 23), 2) + ":00:00Z" : "");
  }
}

// Strings with numbers that are not dates: software versions, addresses, counts, amounts.
std::string numbers_not_date(Draw& draw) {
  const auto n = [&](int first, int last) { return std::to_string(draw.between(first, last)); };
  switch (draw.weighted({2, 1, 1, 1.5, 1, 1, 1, 1, 0.5, 1})) {
    case 0:  // Debian package versions: 3.8.0-3, 2:1.2.0-2, 12.2.0-14+deb12u1, 1.0~rc1-2
      return (draw.chance(0.2) ? n(1, 3) + ":" : "") + n(0, 12) + "." + n(0, 40) +
             (draw.chance(0.6) ? "." + n(0, 30) : "") + (draw.chance(0.2) ? "~rc" + n(1, 5) : "") +
             "-" + n(1, 20) + (draw.chance(0.3) ? "+deb" + n(9, 13) + "u" + n(1, 9) : "");
    case 1: {  // MAC addresses
      std::string mac;
      for (int i = 0; i < 6; ++i) {
        if (i > 0) mac += draw.chance(0.5) ? ":" : "-";
        mac += padded(draw.between(0, 99), 2);
      }
      return mac;
    }
    case 2:  // IPv6
      return n(2000, 2999) + ":db8::" + n(1, 99) + ":" + n(1, 999);
    case 3: {  // phrases with numbers
      const std::vector<std::string> phrases = {
          "page " + n(1, 40) + " of " + n(40, 99),
          "chapter " + n(1, 30) + ", section " + n(1, 12),
          "score: " + n(0, 9) + "-" + n(0, 9),
          "order #" + n(1000, 99999),
          "flight BA " + n(100, 2999),
          "room " + n(1, 12) + "." + n(1, 30),
          "call me at 555-" + padded(draw.between(0, 9999), 4),
          n(2, 400) + " days, " + n(0, 23) + ":" + padded(draw.between(0, 59), 2) + ":00",
          "up " + n(2, 59) + " min, load average: 0." + n(10, 99),
          "EUR " + n(1, 9) + "." + padded(draw.between(0, 999), 3) + "," +
              padded(draw.between(0, 99), 2),
          n(1, 12) + " of " + n(13, 31),
          "quarter to " + n(1, 12),
          "size " + n(1, 64) + "K",
          "systemd " + n(200, 260),
          "linux " + n(2, 6) + "." + n(0, 19) + "." + n(0, 200),
          "HTTP/1.1 " + n(200, 504) + " OK",
          n(1, 9) + "x" + n(1, 9) + " = " + n(1, 81)};
      return draw.pick(phrases);
    }
    case 4:  // decimals
      return n(0, 99) + "." + n(0, 99999);
    case 5:  // thousands
      return n(1, 999) + "," + padded(draw.between(0, 999), 3) +
             (draw.chance(0.5) ? "," + padded(draw.between(0, 999), 3) : "");
    case 6:  // month or weekday words that are not dates
      return std::string(draw.pick(std::array<const char*, 12>{
          "may i help you?", "march forward", "the sun is out", "august company", "june and ann",
          "a wed dress", "sat down", "mar the surface", "jan and dean", "octopus", "decimal",
          "second place"}));
    case 7:  // a month with a number that is no day or year
      return std::string(kMonths[draw.below(12)]) + " " + n(32, 99) + (draw.chance(0.5) ? "%" : "");
    case 8:  // a Julian day
      return n(2400000, 2499999) + "." + n(0, 9);
    default: {  // UUIDs and hexadecimal ids (commit hashes)
      const auto hex = [&](int digits) {
        std::string text;
        for (int i = 0; i < digits; ++i) text += "0123456789abcdef"[draw.below(16)];
        return text;
      };
      if (draw.chance(0.5))
        return hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12);
      return hex(draw.chance(0.5) ? 7 : 12);
    }
  }
}

// Text that holds no date.
std::string no_date_text(Draw& draw) {
  switch (draw.weighted({3, 1.5, 1, 1, 1, 1.5, 1.2, 1, 1, 0.8, 0.8, 2.5, 2.5})) {
    case 0:
      return draw.pick(kWords);
    case 1: {  // random letters
      std::string word;
      const int length = draw.between(2, 12);
      for (int i = 0; i < length; ++i) word += static_cast<char>('a' + draw.between(0, 25));
      if (draw.chance(0.3)) word[0] = static_cast<char>(word[0] - 'a' + 'A');
      return word;
    }
    case 2: {  // phone numbers
      const std::string a = padded(draw.between(200, 999), 3), b = padded(draw.between(0, 999), 3),
                        c = padded(draw.between(0, 9999), 4);
      switch (draw.weighted({1, 1, 1, 1})) {
        case 0:
          return a + "-" + b + "-" + c;
        case 1:
          return "(" + a + ") " + b + "-" + c;
        case 2:
          return "+1 " + a + " " + b + " " + c;
        default:
          return "+44 20 " + padded(draw.between(1000, 9999), 4) + " " + c;
      }
    }
    case 3: {  // version numbers
      const std::string version =
          std::to_string(draw.between(0, 12)) + "." + std::to_string(draw.between(0, 40)) +
          (draw.chance(0.7) ? "." + std::to_string(draw.between(0, 60)) : "");
      return draw.chance(0.3) ? "v" + version : (draw.chance(0.2) ? "version " + version : version);
    }
    case 4:  // IP addresses
      return std::to_string(draw.between(1, 255)) + "." + std::to_string(draw.between(0, 255)) +
             "." + std::to_string(draw.between(0, 255)) + "." +
             std::to_string(draw.between(0, 255));
    case 5: {  // a time alone, maybe with a weekday or a month but no day: no date
      const auto time =
          time_text(draw, false).text + (draw.chance(0.3) ? zone_text(draw).text : "");
      switch (draw.weighted({5, 1, 0.6})) {
        case 0:
          return time;
        case 1:
          return std::string(draw.chance(0.5) ? kWeekdaysShort[draw.below(7)]
                                              : kWeekdays[draw.below(7)]) +
                 " " + time;
        default:
          return std::string(kWeekdaysShort[draw.below(7)]) + " " + kMonthsShort[draw.below(12)] +
                 " " + time;
      }
    }
    case 6: {  // impossible numeric dates: fields out of range, or the zeros of a placeholder
      if (draw.chance(0.2)) {
        const std::array<const char*, 6> placeholders = {"00/00/0000",          "0000-00-00",
                                                         "00.00.0000",          "00/00/00",
                                                         "0000-00-00 00:00:00", "00-00-0000"};
        return draw.pick(placeholders);
      }
      const int a = draw.chance(0.5) ? draw.between(13, 99) : draw.between(32, 99);
      const int b = draw.between(32, 99);
      const int c = draw.between(0, 99);
      const char separators[] = {'/', '-', '.'};
      const char separator = separators[draw.below(3)];
      std::string parts[3] = {padded(a, 2), padded(b, 2), padded(c, 2)};
      const auto rotate = draw.below(3);
      return parts[rotate] + separator + parts[(rotate + 1) % 3] + separator +
             parts[(rotate + 2) % 3];
    }
    case 7: {  // impossible named dates
      const int month = draw.between(1, 12);
      const int day = draw.between(days_in_month(2001, month) + (month == 2 ? 2 : 1), 39);
      const int year = draw.between(1900, 2099);
      const std::string name = draw.chance(0.5) ? kMonths[static_cast<std::size_t>(month - 1)]
                                                : kMonthsShort[static_cast<std::size_t>(month - 1)];
      return draw.chance(0.5) ? name + " " + std::to_string(day) + ", " + std::to_string(year)
                              : std::to_string(day) + " " + name + " " + std::to_string(year);
    }
    case 8: {  // numbers, amounts
      switch (draw.weighted({2, 1, 1, 1})) {
        case 0: {
          const int length = draw.chance(0.5) ? draw.between(1, 3) : draw.between(5, 7);
          std::string digits;
          for (int i = 0; i < length; ++i) digits += static_cast<char>('0' + draw.between(0, 9));
          return digits;
        }
        case 1:
          return "$" + std::to_string(draw.between(1, 9999)) + "." + padded(draw.between(0, 99), 2);
        case 2:
          return std::to_string(draw.between(1, 100)) + "%";
        default:
          return std::to_string(draw.between(1, 999)) + "," + padded(draw.between(0, 999), 3);
      }
    }
    case 9:  // impossible ISO dates
      return std::to_string(draw.between(1900, 2099)) + "-" + padded(draw.between(13, 99), 2) +
             "-" + padded(draw.between(1, 99), 2);
    case 10:  // dotted number triples
      return std::to_string(draw.between(0, 9)) + "." + std::to_string(draw.between(0, 9)) + "." +
             std::to_string(draw.between(0, 9));
    case 11:
      return impossible_date_text(draw);
    default:
      return numbers_not_date(draw);
  }
}

// Words around a date in a sentence, a log line or a listing; some carry numbers that are not
// part of the date (versions, sizes, counts).
std::string context_words(Draw& draw) {
  static const std::array<const char*, 40> words = {
      "meeting",   "moved to", "due",       "released", "since",   "until",      "by",
      "born",      "expires",  "last seen", "posted",   "updated", "valid thru", "from",
      "to",        "i think",  "we met",    "deadline", "signed",  "shipped",    "invoice",
      "effective", "as of",    "starting",  "ending",   "opened",  "closed",     "report for",
      "backup",    "build",    "version",   "note:",    "see you", "party",      "the week of",
      "after",     "before",   "around",    "approx.",  "circa"};
  const auto n = [&](int first, int last) { return std::to_string(draw.between(first, last)); };
  switch (draw.weighted({5, 1, 1, 1, 1, 1})) {
    case 0:
      return draw.pick(words);
    case 1:
      return "version " + n(0, 9) + "." + n(0, 30) + (draw.chance(0.5) ? "." + n(0, 20) : "");
    case 2:
      return "-rw-r--r-- " + n(1, 3) + " root root " + n(0, 99999);
    case 3:
      return std::string(draw.chance(0.5) ? "openssl " : "zip ") + n(1, 3) + "." + n(0, 9) +
             (draw.chance(0.5) ? "." + n(0, 20) : "");
    case 4:
      return std::string(draw.chance(0.5) ? "notBefore=" : "date=");
    default:
      return "#" + n(1, 9999);
  }
}

std::string in_context(Draw& draw, const std::string& date_text) {
  std::string text = date_text;
  const auto shape = draw.weighted({3, 2, 2, 1});
  if (shape == 0 || shape == 2) {
    const std::string before = context_words(draw);
    text =
        before + (before.back() == '=' ? "" : " ") + (draw.chance(0.2) ? "(" + text + ")" : text);
  }
  if (shape == 1 || shape == 2) {
    const std::array<const char*, 12> endings = {" i think??",     " - present",  " file.txt",
                                                 " (approx)",      " sharp",      ", see you",
                                                 " at the latest", " or so",      " [gcc 12.2.0]",
                                                 " eod",           " local time", " give or take"};
    text += draw.pick(endings);
  }
  if (shape == 3) text = "the " + context_words(draw) + " is " + text + ".";
  return text;
}

// Case of the whole text: as written (Title), lower, UPPER, or mixed word by word.
std::string with_case(Draw& draw, const std::string& text) {
  const auto kind = draw.weighted({5, 3, 1.2, 0.6});
  if (kind == 0) return text;
  std::string cased = text;
  bool upper_word = draw.chance(0.5);
  for (std::size_t i = 0; i < cased.size(); ++i) {
    char& c = cased[i];
    if (kind == 3 && c == ' ') upper_word = draw.chance(0.5);
    const bool upper = kind == 2 || (kind == 3 && upper_word);
    if (upper && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (!upper && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return cased;
}

// Noise around or inside the text: a rare character, stray punctuation, quotes, a label.
std::string with_noise(Draw& draw, const std::string& text) {
  static const std::vector<unsigned> rare = rare_code_points();
  switch (draw.weighted({4, 1.5, 1.5, 2, 1})) {
    case 0: {  // a rare character at a character boundary (a range's dash is not ASCII)
      auto position = draw.below(text.size() + 1);
      while (position < text.size() &&
             (static_cast<unsigned char>(text[position]) & 0xC0) == 0x80) {
        ++position;
      }
      return text.substr(0, position) + utf8(draw.pick(rare)) + text.substr(position);
    }
    case 1: {
      const char* pairs[][2] = {{"\"", "\""}, {"'", "'"}, {"(", ")"},
                                {"[", "]"},   {"<", ">"}, {"*", "*"}};
      const auto& pair = pairs[draw.below(6)];
      return std::string(pair[0]) + text + pair[1];
    }
    case 2: {
      const char* endings[] = {".", ",", ";", "!", "?", "...", ":", " -", "|"};
      return text + endings[draw.below(9)];
    }
    case 3:
      return std::string(draw.pick(kLabels)) + text;
    default: {  // a doubled space, or a stray space before a comma
      const auto space = text.find(' ');
      if (space == std::string::npos) return text + " ";
      return text.substr(0, space) + (draw.chance(0.5) ? "  " : " , ") + text.substr(space + 1);
    }
  }
}

// A date written by one of the dated families of real_families() (0 named, 1 numeric,
// 2 machine, 4 incomplete), with its target; `times`: named and numeric dates may draw a time
// around them (not inside a context, whose words play that part).
struct DatedText {
  std::string source, target;
};

DatedText dated_text(Draw& draw, const CivilDate& date, ReadingOrder order, std::size_t family,
                     bool times) {
  switch (family) {
    case 0: {
      const Written named{named_date(draw, date, order), date.iso()};
      const auto written = times && draw.chance(0.35) ? with_time(draw, named) : named;
      return {written.text, written.target};
    }
    case 1: {
      const auto numeric = numeric_date(draw, date, order);
      const Written written{numeric.text, numeric.reading.iso()};
      const auto timed = times && draw.chance(0.35) ? with_time(draw, written) : written;
      return {timed.text, timed.target};
    }
    case 2: {
      const auto written = machine_date(draw, date);
      return {written.text, written.target};
    }
    default: {
      const auto partial = incomplete_date(draw, date, order);
      return {partial.source, partial.target};
    }
  }
}

}  // namespace

const std::vector<std::string>& real_families() {
  static const std::vector<std::string> families = {"named",      "numeric", "machine", "catalogue",
                                                    "incomplete", "no-date", "context"};
  return families;
}

RealDateGenerator::RealDateGenerator(std::uint64_t seed)
    : random_(seed), catalogue_(mix_seed(seed, 1), DateRange{}, FormatCatalogue::kBroad) {}

RealDatePair RealDateGenerator::next() {
  Draw draw(random_);
  for (;;) {
    RealDatePair pair;
    pair.order = kReadingOrders[draw.below(kReadingOrders.size())];
    const CivilDate date = draw_date(draw);
    const auto family = draw.weighted({24, 15, 20, 12, 11, 10, 12});
    pair.family = real_families()[family];
    switch (family) {
      case 0:    // named
      case 1:    // numeric
      case 2:    // machine
      case 4: {  // incomplete
        const auto text = dated_text(draw, date, pair.order, family, /*times=*/true);
        pair.source = text.source;
        pair.target = text.target;
        break;
      }
      case 3: {
        // The catalogues read their numeric forms month first (date_formats.h): mdy.
        const DatePair drawn = catalogue_.next();
        pair.source = drawn.source;
        pair.target = drawn.target;
        pair.order = ReadingOrder::kMdy;
        break;
      }
      case 5:
        pair.source = no_date_text(draw);
        pair.target.clear();
        break;
      default: {  // a date (or none) inside a sentence, a log line, a listing
        const std::size_t kinds[] = {0, 1, 2, 4};  // named, numeric, machine, incomplete
        const auto kind = draw.weighted({3, 2, 2, 1, 1.2, 1.8});
        if (kind == 5) {  // a log line: the date-time leads, the message follows
          const auto line = log_line(draw, date);
          pair.source = line.text;
          pair.target = line.target;
          break;
        }
        if (kind < 4) {
          const auto text = dated_text(draw, date, pair.order, kinds[kind], /*times=*/false);
          pair.source = text.source;
          pair.target = text.target;
        } else {
          pair.source = draw.chance(0.5) ? numbers_not_date(draw) : impossible_date_text(draw);
          pair.target.clear();
        }
        pair.source = in_context(draw, pair.source);
        break;
      }
    }
    // The catalogue family keeps its own case rules; the others take any case.
    if (family != 3) pair.source = with_case(draw, pair.source);
    if (draw.chance(family == 5 ? 0.05 : 0.12)) {
      pair.source = with_noise(draw, pair.source);
      pair.noisy = true;
    }
    if (count_characters(pair.source) > kMaxRealSourceLength) continue;
    if (pair.source.find('\t') != std::string::npos) continue;
    return pair;
  }
}

SplitLine split_line_of(const RealDatePair& pair) {
  return SplitLine{pair.source, pair.source + "\t" + pair.target + "\t" + pair.family + "\t" +
                                    to_string(pair.order) + "\n"};
}

SplitSizes write_real_splits(const std::string& directory, std::uint64_t seed,
                             const SplitSizes& sizes) {
  RealDateGenerator generator(seed);
  return write_disjoint_splits(
      directory, sizes, [&] { return split_line_of(generator.next()); }, "the real-world grammar");
}

}  // namespace dates
