// The languages the world grammar (world_date_grammar.h) writes and the locales it writes them
// in: ICU locale tags with their weights, numbering overrides and calendars. One table, read by
// the grammar that writes the training data and by the reader that checks an output's month
// against the month names the model was taught (decode/month_evidence.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dates {

// One way a language is written: an ICU locale (region, numbering system), an optional
// numbering override of the year, month and day fields (Han numbers), the Buddhist era.
struct LocaleVariant {
  const char* tag;
  double weight;
  const char* field_numbering = "";  // SimpleDateFormat's override, e.g. "y=hanidec;M=hans;d=hans"
  // The calendar the locale writes dates in: gregorian, buddhist (Thailand: 2558 is 2015),
  // japanese (eras: 平成27年 is 2015), roc (Taiwan: 民國104年 is 2015), persian (Solar Hijri: ۱۲
  // اسفند ۱۳۹۳), hebrew (י״ב באדר תשע״ה) or islamic-umalqura (١٢ جمادى الأولى ١٤٣٦ هـ). The target
  // of another calendar's date is the date as written, tagged (core/calendar_date.h).
  const char* calendar = "gregorian";
};

struct WorldLanguage {
  const char* code;
  std::vector<LocaleVariant> variants;
  bool right_to_left = false;
  // Words the language joins before a month's name, each as likely: Hebrew's prepositions
  // (במרץ, לאוקטובר, מנובמבר, ובינואר: in, to, from, and in; ב twice, the most written), Thai's
  // เดือน (month: เดือนสิงหาคม).
  std::vector<const char16_t*> joined_before_month = {};
};

// The table, in the order of world_languages().
const std::vector<WorldLanguage>& world_language_table();

// The languages of the generator, as ISO 639-1 codes (es, fr, de, ..., th, el).
const std::vector<std::string>& world_languages();

// The variant's language: its tag up to the first script, region or keyword (`zh` of
// `zh-Hant-TW`, `fa` of `fa@calendar=persian`).
std::string_view language_of(const LocaleVariant& variant);

bool is_gregorian(const LocaleVariant& variant);

// Whether the calendar's months are the Gregorian calendar's (Buddhist, Japanese, Minguo years):
// a day and month without a year is the Gregorian one, and impossible days are the same.
bool has_gregorian_months(const LocaleVariant& variant);

}  // namespace dates
