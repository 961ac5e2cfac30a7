// Dates of other calendars, as a model copies them and as the Gregorian calendar reads them.
//
// A date written in another calendar (۱۲ اسفند ۱۳۹۳, י״ב באדר תשע״ה, ١٢ جمادى الأولى ١٤٣٦ هـ,
// 平成27年3月3日, 民國104年3月3日, 3 มี.ค. 2558) is copied by the model with the calendar's own
// year, month and day after a tag that names the calendar, and converted here by ICU (the
// arithmetic and the tables are not in the weights, as a 12-hour clock's are not):
//   calendar_date := tag YYYY '-' MM '-' DD | tag YYYY '-' MM   (the second: months of the
//                    Gregorian calendar only: Buddhist, Minguo and Japanese years)
//   tag           := 'b' Thai Buddhist era | 'r' Minguo (Republic of China) | 'p' Solar Hijri
//                  | 'h' Hebrew | 'i' Hijri (Umm al-Qura) | 'jm' 'jt' 'js' 'jh' 'jr' Japanese eras
//                    Meiji, Taisho, Showa, Heisei, Reiwa
// MM is the calendar's month as ICU numbers it from 1: the Hebrew year has 13 slots from Tishri,
// Adar I (06) only in leap years, Adar (and Adar II) 07. YYYY is the year of the era, 4 digits.
#pragma once

#include <optional>
#include <string>

namespace dates {

struct CalendarDate {
  std::string calendar;    // ICU's name: buddhist, roc, persian, hebrew, islamic-umalqura, japanese
  std::string era;         // the Japanese era: meiji, taisho, showa, heisei, reiwa; else ""
  std::string as_written;  // the calendar's own date as copied: "1393-12-12", "0027-03-03"
  std::string gregorian;   // YYYY-MM-DD or YYYY-MM; "" when the calendar has no such date
};

// Reads `date` (a model's date part) as a tagged date of another calendar: std::nullopt when it
// starts with no tag of the table (a Gregorian date, or text that is not a date), else the
// calendar with its Gregorian date ("" when it cannot be: p1393-12-31, h5775-06-01).
std::optional<CalendarDate> read_calendar_date(const std::string& date);

// The tagged text of a date of `calendar` (ICU's name): its era as ICU numbers it (Japanese,
// Minguo), its year, its month from 1 and its day (0: a date of a year and a month). Throws
// std::invalid_argument for a calendar or era outside the table.
std::string calendar_date_text(const std::string& calendar, int era, int year, int month, int day);

}  // namespace dates
