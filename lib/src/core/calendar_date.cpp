#include "dates/core/calendar_date.h"

#include <unicode/calendar.h>
#include <unicode/locid.h>
#include <unicode/timezone.h>

#include <memory>
#include <stdexcept>

#include "dates/core/calendar.h"

namespace dates {

namespace {

struct CalendarTag {
  const char* tag;
  const char* calendar;   // ICU's calendar keyword
  int era;                // ICU's era of the tag; -1 for a calendar of one era
  bool gregorian_months;  // its months are the Gregorian calendar's (a year and month converts)
  const char* era_name;   // how as_written names the era ("" for none)
};

// Japanese eras as ICU 72 numbers them (JapaneseCalendar: Meiji is era 232).
constexpr CalendarTag kTags[] = {
    {"b", "buddhist", -1, true, ""},          {"r", "roc", 1, true, ""},
    {"p", "persian", -1, false, ""},          {"h", "hebrew", -1, false, ""},
    {"i", "islamic-umalqura", -1, false, ""}, {"jm", "japanese", 232, true, "meiji"},
    {"jt", "japanese", 233, true, "taisho"},  {"js", "japanese", 234, true, "showa"},
    {"jh", "japanese", 235, true, "heisei"},  {"jr", "japanese", 236, true, "reiwa"},
};

std::unique_ptr<icu::Calendar> calendar_of(const char* calendar) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale("en");
  locale.setKeywordValue("calendar", calendar, status);
  std::unique_ptr<icu::Calendar> made(
      icu::Calendar::createInstance(icu::TimeZone::getGMT()->clone(), locale, status));
  if (U_FAILURE(status) || !made) {
    throw std::runtime_error(std::string("ICU: no calendar ") + calendar + ": " +
                             u_errorName(status));
  }
  return made;
}

bool read_digits(const std::string& text, std::size_t at, std::size_t count, int& value) {
  if (at + count > text.size()) return false;
  value = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
    value = value * 10 + (text[i] - '0');
  }
  return true;
}

// The Gregorian date of a date of `tag` (day 0: the year and month's first day), or "" when the
// calendar has no such date: the fields must read back as they were set (ICU strict).
std::string gregorian_of(const CalendarTag& tag, int year, int month, int day) {
  if (year < 1 || month < 1 || month > 13) return "";
  auto calendar = calendar_of(tag.calendar);
  calendar->setLenient(false);
  calendar->clear();
  if (tag.era >= 0) calendar->set(UCAL_ERA, tag.era);
  calendar->set(UCAL_YEAR, year);
  calendar->set(UCAL_MONTH, month - 1);
  calendar->set(UCAL_DATE, day == 0 ? 1 : day);
  calendar->set(UCAL_HOUR_OF_DAY, 12);
  UErrorCode status = U_ZERO_ERROR;
  const UDate moment = calendar->getTime(status);
  if (U_FAILURE(status)) return "";
  calendar->setTime(moment, status);
  const bool same = (tag.era < 0 || calendar->get(UCAL_ERA, status) == tag.era) &&
                    calendar->get(UCAL_YEAR, status) == year &&
                    calendar->get(UCAL_MONTH, status) == month - 1 &&
                    (day == 0 || calendar->get(UCAL_DATE, status) == day);
  if (U_FAILURE(status) || !same) return "";
  auto gregorian = calendar_of("gregorian");
  gregorian->setTime(moment, status);
  const int g_year = gregorian->get(UCAL_EXTENDED_YEAR, status);
  const int g_month = gregorian->get(UCAL_MONTH, status) + 1;
  const int g_day = gregorian->get(UCAL_DATE, status);
  if (U_FAILURE(status) || g_year < 1 || g_year > 9999) return "";
  std::string text = zero_padded(g_year, 4) + "-" + zero_padded(g_month, 2);
  if (day != 0) text += "-" + zero_padded(g_day, 2);
  return text;
}

}  // namespace

std::optional<CalendarDate> read_calendar_date(const std::string& date) {
  for (const auto& tag : kTags) {
    const std::string prefix = tag.tag;
    if (date.compare(0, prefix.size(), prefix) != 0) continue;
    const std::size_t at = prefix.size();
    if (at >= date.size() || date[at] < '0' || date[at] > '9') continue;
    CalendarDate result;
    result.calendar = tag.calendar;
    const std::string fields = date.substr(at);
    result.era = tag.era_name;
    result.as_written = fields;
    int year = 0, month = 0, day = 0;
    const bool year_month = fields.size() == 7 && read_digits(fields, 0, 4, year) &&
                            fields[4] == '-' && read_digits(fields, 5, 2, month);
    const bool full = fields.size() == 10 && read_digits(fields, 0, 4, year) && fields[4] == '-' &&
                      read_digits(fields, 5, 2, month) && fields[7] == '-' &&
                      read_digits(fields, 8, 2, day) && day >= 1;
    if (full || (year_month && tag.gregorian_months)) {
      result.gregorian = gregorian_of(tag, year, month, full ? day : 0);
    }
    return result;
  }
  return std::nullopt;
}

std::string calendar_date_text(const std::string& calendar, int era, int year, int month, int day) {
  for (const auto& tag : kTags) {
    if (calendar != tag.calendar || (tag.era >= 0 && tag.era != era)) continue;
    std::string text = tag.tag + zero_padded(year, 4) + "-" + zero_padded(month, 2);
    if (day != 0) text += "-" + zero_padded(day, 2);
    return text;
  }
  throw std::invalid_argument("no tag for the calendar '" + calendar + "' in era " +
                              std::to_string(era));
}

}  // namespace dates
