#include "dates/data/locale_words.h"

#include <unicode/dtptngen.h>
#include <unicode/locdspnm.h>
#include <unicode/locid.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/reldatefmt.h>
#include <unicode/ucurr.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <utility>

namespace dates {

namespace {

std::string utf8_of(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

// No-break spaces as spaces (ICU writes U+00A0 and U+202F inside names and phrases).
icu::UnicodeString plain_spaces(icu::UnicodeString text) {
  text.findAndReplace(icu::UnicodeString(u'\u00A0'), icu::UnicodeString(u' '));
  text.findAndReplace(icu::UnicodeString(u'\u202F'), icu::UnicodeString(u' '));
  return text;
}

// The fields whose names are nouns: era, year, quarter, month, week, weekday, day, hour, minute,
// second, zone (not the day period, whose name is `a.m./p.m.` in some locales).
constexpr std::array<UDateTimePatternField, 11> kNamedFields = {
    UDATPG_ERA_FIELD,          UDATPG_YEAR_FIELD,    UDATPG_QUARTER_FIELD, UDATPG_MONTH_FIELD,
    UDATPG_WEEK_OF_YEAR_FIELD, UDATPG_WEEKDAY_FIELD, UDATPG_DAY_FIELD,     UDATPG_HOUR_FIELD,
    UDATPG_MINUTE_FIELD,       UDATPG_SECOND_FIELD,  UDATPG_ZONE_FIELD};
constexpr std::array<const char16_t*, 8> kCurrencies = {u"EUR", u"USD", u"JPY", u"CNY",
                                                        u"RUB", u"INR", u"GBP", u"BRL"};
constexpr std::array<const char*, 6> kCalendars = {"gregorian", "buddhist", "islamic",
                                                   "hebrew",    "japanese", "persian"};
constexpr std::array<const char*, 6> kScripts = {"Latn", "Cyrl", "Arab", "Hans", "Deva", "Grek"};

}  // namespace

const std::vector<TimeWord>& LocaleWords::time_words(const std::string& locale_tag, bool unspaced) {
  const auto found = time_words_.find(locale_tag);
  if (found != time_words_.end()) return found->second;
  std::vector<TimeWord> words;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Locale locale(locale_tag.c_str());
  icu::RelativeDateTimeFormatter relative(locale, status);
  icu::MeasureFormat quantities(locale, UMEASFMT_WIDTH_WIDE, status);
  if (U_FAILURE(status)) {
    throw std::runtime_error("ICU: no relative times for locale " + locale_tag);
  }
  const UDateRelativeUnit units[] = {UDAT_RELATIVE_DAYS, UDAT_RELATIVE_WEEKS, UDAT_RELATIVE_MONTHS,
                                     UDAT_RELATIVE_YEARS};
  for (int unit = 0; unit < 4; ++unit) {
    for (const auto direction : {UDAT_DIRECTION_NEXT, UDAT_DIRECTION_LAST}) {
      for (const int quantity : {1, 3}) {
        icu::UnicodeString phrase, alone;
        relative.format(static_cast<double>(quantity), direction, units[unit], phrase, status);
        icu::MeasureUnit* made = unit == 0   ? icu::MeasureUnit::createDay(status)
                                 : unit == 1 ? icu::MeasureUnit::createWeek(status)
                                 : unit == 2 ? icu::MeasureUnit::createMonth(status)
                                             : icu::MeasureUnit::createYear(status);
        const icu::Measure measure(icu::Formattable(static_cast<int32_t>(quantity)), made, status);
        icu::FieldPosition ignored;
        quantities.formatMeasures(&measure, 1, alone, ignored, status);
        if (U_FAILURE(status)) {
          throw std::runtime_error("ICU: cannot format a relative time for " + locale_tag);
        }
        // The two formatters space the quantity differently.
        phrase = plain_spaces(phrase);
        alone = plain_spaces(alone);
        const int32_t at = phrase.indexOf(alone);
        if (alone.isEmpty() || at < 0) continue;  // another form of the quantity: not cut
        const int32_t end = at + alone.length();
        // A word, not an ending of the unit's (in 3 Tage-n): spaced from the quantity, except in
        // scripts written without spaces (3日後).
        const bool spaced_before = at == 0 || phrase[at - 1] == u' ' || unspaced;
        const bool spaced_after = end == phrase.length() || phrase[end] == u' ' || unspaced;
        icu::UnicodeString before(phrase, 0, at), after(phrase, end);
        for (auto [part, is_before] : {std::pair{before.trim(), true}, {after.trim(), false}}) {
          const std::string text = utf8_of(part);
          if (text.empty() || text.size() > 24 || !(is_before ? spaced_before : spaced_after)) {
            continue;
          }
          const bool seen = std::any_of(words.begin(), words.end(), [&](const TimeWord& word) {
            return word.text == text && word.before == is_before;
          });
          if (!seen) words.push_back({text, is_before});
        }
      }
    }
  }
  return time_words_.emplace(locale_tag, std::move(words)).first->second;
}

const std::vector<std::string>& LocaleWords::context_words(const std::string& locale_tag) {
  const auto found = context_words_.find(locale_tag);
  if (found != context_words_.end()) return found->second;
  const icu::Locale locale(locale_tag.c_str());
  std::vector<std::string> words;
  const auto add = [&words](const icu::UnicodeString& name) {
    icu::UnicodeString trimmed = plain_spaces(name);
    trimmed.trim();
    const std::string text = utf8_of(trimmed);
    // A name with digits (ICU's fallback `Q`, `1.`) or too long is no heading's word.
    const bool has_digit =
        std::any_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (text.empty() || text.size() > 40 || has_digit) return;
    if (std::find(words.begin(), words.end(), text) == words.end()) words.push_back(text);
  };

  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::DateTimePatternGenerator> generator(
      icu::DateTimePatternGenerator::createInstance(locale, status));
  if (U_FAILURE(status)) {
    throw std::runtime_error("ICU: no date field names for locale " + locale_tag);
  }
  for (const auto field : kNamedFields) {
    add(generator->getFieldDisplayName(field, UDATPG_WIDE));
  }
  for (const char16_t* code : kCurrencies) {
    UBool is_choice = false;
    int32_t length = 0;
    status = U_ZERO_ERROR;
    const UChar* name =
        ucurr_getName(code, locale_tag.c_str(), UCURR_LONG_NAME, &is_choice, &length, &status);
    if (U_SUCCESS(status) && name != nullptr) add(icu::UnicodeString(name, length));
    status = U_ZERO_ERROR;
    const UChar* plural =
        ucurr_getPluralName(code, locale_tag.c_str(), &is_choice, "other", &length, &status);
    if (U_SUCCESS(status) && plural != nullptr) add(icu::UnicodeString(plural, length));
  }
  std::unique_ptr<icu::LocaleDisplayNames> names(icu::LocaleDisplayNames::createInstance(locale));
  for (const char* calendar : kCalendars) {
    icu::UnicodeString name;
    names->keyValueDisplayName("calendar", calendar, name);
    if (name != icu::UnicodeString(calendar)) add(name);  // ICU's fallback is the key itself
  }
  for (const char* script : kScripts) {
    icu::UnicodeString name;
    names->scriptDisplayName(script, name);
    if (name != icu::UnicodeString(script)) add(name);
  }
  if (words.empty()) throw std::runtime_error("ICU: no context words for locale " + locale_tag);
  return context_words_.emplace(locale_tag, std::move(words)).first->second;
}

}  // namespace dates
