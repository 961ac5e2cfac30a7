#include "dates/data/world_date_grammar.h"

#include <unicode/calendar.h>
#include <unicode/datefmt.h>
#include <unicode/dtfmtsym.h>
#include <unicode/dtintrv.h>
#include <unicode/dtitvfmt.h>
#include <unicode/dtptngen.h>
#include <unicode/fpositer.h>
#include <unicode/listformatter.h>
#include <unicode/locdspnm.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/numfmt.h>
#include <unicode/rbnf.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>

#include "dates/core/calendar.h"
#include "dates/core/calendar_date.h"
#include "dates/core/random.h"
#include "dates/core/source_text.h"
#include "dates/data/locale_words.h"
#include "dates/data/reading_order.h"
#include "dates/data/vocabulary.h"

namespace dates {

namespace {

std::string utf8_of(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

std::string offset_target(int offset_minutes) {
  const int magnitude = offset_minutes < 0 ? -offset_minutes : offset_minutes;
  return std::string(offset_minutes < 0 ? "-" : "+") + zero_padded(magnitude / 60, 2) + ":" +
         zero_padded(magnitude % 60, 2);
}

// The fields a date pattern writes: for each pattern letter, the length of its longest run
// (quoted literals skipped), and the position of its first run.
struct PatternFields {
  std::map<char16_t, int> length;
  std::map<char16_t, int> position;

  explicit PatternFields(const icu::UnicodeString& pattern) {
    bool quoted = false;
    int index = 0;
    for (int32_t i = 0; i < pattern.length();) {
      const char16_t unit = pattern.charAt(i);
      if (unit == u'\'') {
        quoted = !quoted;
        ++i;
        continue;
      }
      const bool letter = (unit >= u'a' && unit <= u'z') || (unit >= u'A' && unit <= u'Z');
      if (quoted || !letter) {
        ++i;
        continue;
      }
      int run = 0;
      while (i < pattern.length() && pattern.charAt(i) == unit) ++run, ++i;
      if (!position.count(unit)) position[unit] = index++;
      length[unit] = std::max(length[unit], run);
    }
  }
  int count(char16_t letter) const {
    const auto found = length.find(letter);
    return found == length.end() ? 0 : found->second;
  }
  bool has(char16_t letter) const { return count(letter) > 0; }
  int at(char16_t letter) const {
    const auto found = position.find(letter);
    return found == position.end() ? 1 << 20 : found->second;
  }
  int month_count() const { return std::max(count(u'M'), count(u'L')); }
  int month_at() const { return std::min(at(u'M'), at(u'L')); }
  char16_t hour_letter() const {
    for (const char16_t letter : {u'H', u'h', u'K', u'k'}) {
      if (has(letter)) return letter;
    }
    return 0;
  }
  char16_t zone_letter() const {
    for (const char16_t letter : {u'z', u'Z', u'O', u'x', u'X', u'v', u'V'}) {
      if (has(letter)) return letter;
    }
    return 0;
  }
};

// Region and language codes whose names (in the example's own language) are words around dates.
constexpr std::array<const char*, 28> kRegions = {
    "DE", "FR", "US", "JP", "CN", "RU", "BR", "IN", "EG", "IR", "IL", "TH", "GR", "TR",
    "VN", "ID", "KR", "MX", "ES", "IT", "PL", "UA", "SE", "RO", "CZ", "NL", "PT", "AR"};
constexpr std::array<const char*, 16> kLanguageNames = {
    "en", "fr", "de", "es", "ru", "ja", "zh", "ar", "hi", "pt", "it", "ko", "tr", "fa", "he", "th"};
// Symbols of a large pool: noise that a model maps to its unknown token.
constexpr std::array<const char*, 16> kRareSymbols = {"※", "★", "☆", "→", "•", "♦", "■", "□",
                                                      "▪", "✓", "✗", "☎", "♪", "§", "¤", "†"};
// (Not the apostrophe: '27/06/1995 would read as a year '27, as `'96` does.)
constexpr std::array<std::array<const char*, 2>, 7> kQuotes = {
    {{"\"", "\""}, {"«", "»"}, {"„", "“"}, {"「", "」"}, {"(", ")"}, {"[", "]"}, {"“", "”"}}};

// Date skeletons (DateTimePatternGenerator): full dates, with their weights.
constexpr std::array<const char*, 13> kDateSkeletons = {
    "yMMMd",  "yMMMMd",  "yMMMMEEEEd", "yMMMEd", "yMd",    "yMMdd", "yMEd",
    "yyMMdd", "yMMMMEd", "yMMMEEEEd",  "yyMd",   "GyMMMd", "yyMMMd"};
// Partial dates: a month and day (with names, or numeric as the locale writes them: `26.03.`,
// `14/06`, `6/14`, `6月14日`), a month and year (`marzo de 1980`, `03/1980`, `3.1980`).
constexpr std::array<const char*, 10> kPartialSkeletons = {
    "MMMd", "MMMMd", "MMMMEEEEd", "yMMMM", "yMMM", "MMMEd", "Md", "MMdd", "yM", "yMM"};
// Months with a year: the wide name most often (`Dezember 2008`), as headings and citations write
// them.
constexpr std::array<const char*, 5> kMonthYearSkeletons = {"yMMMM", "yMMMM", "yMMM", "yMMMM",
                                                            "yM"};
// Times: the locale's preferred clock (j), 24 and 12 hours, and a 12-hour clock with CLDR's
// flexible day periods (B: `9 de la noche`, `2 дня`, `9 вечера`, `晚上9:30`, `दोपहर 2`, `’s
// avonds`), as people write the hour in words.
constexpr std::array<const char*, 9> kTimeSkeletons = {"jm",  "jms", "Hm",  "Hms", "hm",
                                                       "hms", "j",   "Bhm", "Bh"};
// Layouts of programs and people with the locale's names (CLDR's), beside the locale's own
// patterns: `ls -l` (month, day, then year or time), `date(1)`, RFC 2822-like, day-month-year
// with abbreviations and with wide names.
constexpr std::array<const char*, 16> kNamedLayouts = {"MMM d  y",
                                                       "MMM d HH:mm",
                                                       "d MMM HH:mm",
                                                       "d MMM HH.mm",
                                                       "EEE d MMM y HH:mm:ss z",
                                                       "EEE MMM d HH:mm:ss z y",
                                                       "d MMM y",
                                                       "dd MMM yy",
                                                       "EEE dd MMM y",
                                                       "y MMM d",
                                                       "d MMMM y",
                                                       "EEE, d MMM y HH:mm",
                                                       "EEEE d MMMM y",
                                                       "MMMM d, y",
                                                       "d MMM y HH:mm",
                                                       "dd-MMM-y"};
constexpr std::array<const char*, 6> kZoneSkeletons = {"z", "ZZZZ", "zzzz", "O", "xxx", "Z"};

// The first one to three letters of a word and a period (Jahrgang: Jg., τεύχος: τ.), in the
// alphabets with case (Latin, Greek, Cyrillic), where abbreviations are written so; else the word.
std::string abbreviated(Draw& draw, const std::string& word) {
  const auto written = icu::UnicodeString::fromUTF8(word);
  const int letters = draw.between(1, 3);
  int32_t end = 0;
  for (int i = 0; i < letters && end < written.length(); ++i) {
    const UChar32 letter = written.char32At(end);
    if (!u_hasBinaryProperty(letter, UCHAR_CASED)) return word;
    end += U16_LENGTH(letter);
  }
  // the whole word, or a cut before a mark that belongs to the letter, is no abbreviation
  if (end >= written.length() || u_charType(written.char32At(end)) == U_NON_SPACING_MARK)
    return word;
  std::string out;
  icu::UnicodeString(written, 0, end).toUTF8String(out);
  return out + ".";
}

// Chinese and Japanese: words written without spaces between them.
bool is_unspaced_language(std::string_view code) {
  return code == "zh" || code == "ja";
}

// The Han characters that follow a number in dates and times (年 月 日 時 分 秒 号 周 曜, in
// simplified and traditional forms): a word written against a date without a space must not start
// or end with one, or it would read as part of the date.
constexpr std::array<std::string_view, 13> kDateCharacters = {
    "年", "月", "日", "時", "时", "分", "秒", "号", "號", "周", "週", "曜", "星"};

bool starts_with_date_character(std::string_view word) {
  return std::any_of(kDateCharacters.begin(), kDateCharacters.end(),
                     [&](std::string_view c) { return word.substr(0, c.size()) == c; });
}

bool ends_with_date_character(std::string_view word) {
  return std::any_of(kDateCharacters.begin(), kDateCharacters.end(), [&](std::string_view c) {
    return word.size() >= c.size() && word.substr(word.size() - c.size()) == c;
  });
}

// Joins of a date ({1}) and a clock ({0}) written by hand for the languages whose CLDR 42
// dateTimeFormats join them by a comma or a space alone, as people write them there: Spanish `2 de
// enero a las 19:50`, Polish `1 lipca, godz. 9:00` and `o 9:00`, Turkish `4 Ocak saat 14:30`.
// (CLDR's own words join them elsewhere: German `um`, French `à`, Portuguese `às`, Russian `в`.)
// The hand-written joins of a language, ICU patterns (empty where CLDR's are used alone).
const std::vector<const char16_t*>& clock_joins(std::string_view code) {
  static const std::map<std::string_view, std::vector<const char16_t*>> kClockJoins = {
      {"es",
       {u"{1} 'a las' {0}", u"{1}, 'a las' {0}", u"{1} 'a las' {0} 'h'",
        u"{1}, 'a las' {0} 'horas'", u"{1} 'desde las' {0}", u"{1} 'hasta las' {0}"}},
      {"pl",
       {u"{1}, 'godz.' {0}", u"{1} 'o godz.' {0}", u"{1} 'o' {0}", u"{1}, 'g.' {0}",
        u"{1} 'godz.' {0}", u"{1} 'od godz.' {0}"}},
      {"tr",
       {u"{1} 'saat' {0}", u"{1}, 'saat' {0}", u"{1} 'saat:' {0}",
        u"{1} 'saat' {0} 'itibarıyla'"}}};
  static const std::vector<const char16_t*> kNone;
  const auto found = kClockJoins.find(code);
  return found == kClockJoins.end() ? kNone : found->second;
}

// A date pattern and a clock pattern joined by one of `joins` (not empty), drawn.
icu::UnicodeString joined_date_and_clock(Draw& draw, const std::vector<const char16_t*>& joins,
                                         const icu::UnicodeString& date,
                                         const icu::UnicodeString& clock) {
  icu::UnicodeString pattern(draw.pick(joins));
  pattern.findAndReplace(icu::UnicodeString(u"{1}"), date);
  pattern.findAndReplace(icu::UnicodeString(u"{0}"), clock);
  return pattern;
}

// The locale's short date without its year, as a numeric day and month (`d.MM.y` -> `d.MM`,
// `y/M/d` -> `M/d`, `yy. M. d.` -> `M. d.`), which DateTimePatternGenerator's `Md` does not always
// follow (Turkish `d/M` beside the short date's `d.MM.y`, German `d.M.` beside `dd.MM.yy`). Empty
// when the year stands between the day and month, or the pattern quotes words.
icu::UnicodeString short_day_month(const icu::UnicodeString& short_date) {
  const int32_t first = short_date.indexOf(u'y'), last = short_date.lastIndexOf(u'y');
  if (first < 0 || short_date.indexOf(u'\'') >= 0) return {};
  for (int32_t i = first; i <= last; ++i) {
    if (short_date[i] != u'y') return {};  // a year in two places
  }
  const auto is_field = [](char16_t c) {
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
  };
  if (first == 0) {  // the year first: it goes with the separators after it
    int32_t begin = last + 1;
    while (begin < short_date.length() && !is_field(short_date[begin])) ++begin;
    return icu::UnicodeString(short_date, begin);
  }
  if (last == short_date.length() - 1) {  // the year last: it goes with the separators before it
    int32_t end = first;
    while (end > 0 && !is_field(short_date[end - 1])) --end;
    return icu::UnicodeString(short_date, 0, end);
  }
  return {};
}

}  // namespace

struct WorldDateGenerator::State {
  SplitMix64 random;
  std::vector<std::size_t> languages;  // indices into world_language_table()
  std::map<std::string, std::unique_ptr<icu::DateTimePatternGenerator>> pattern_generators;
  std::map<std::string, std::unique_ptr<icu::SimpleDateFormat>> formatters;
  std::map<std::string, std::unique_ptr<icu::LocaleDisplayNames>> display_names;
  std::map<std::string, std::unique_ptr<icu::NumberFormat>> number_formats;
  std::map<std::string, std::unique_ptr<icu::RuleBasedNumberFormat>> rule_numbers;
  std::map<std::string, std::vector<icu::UnicodeString>> name_lists;
  LocaleWords words;       // time words and context words, by locale
  ContextPhrases phrases;  // running text, by language (none when not given)
  SentenceFrames frames;   // sentences with a place for the date, by language (none when not given)
  MonthCases months;  // the months' names in cases CLDR lacks, by language (none when not given)
  std::map<std::string, std::unique_ptr<icu::NumberFormat>> currency_formats;
  std::map<std::string, std::unique_ptr<icu::NumberFormat>> label_number_formats;
  std::map<std::string, std::unique_ptr<icu::DateIntervalFormat>> interval_formats;
  std::map<std::string, std::vector<std::string>> hour_word_lists;
  std::map<std::string, std::set<std::string>> folded_day_and_month_names;  // by locale tag
  std::map<std::string, std::set<std::string>> date_field_name_sets;        // by locale tag
  std::map<std::string, std::string> list_joins;  // the locale's `and` of two items
  std::map<std::string, std::vector<std::string>> short_word_lists;        // by locale tag
  std::map<std::string, std::vector<icu::UnicodeString>> rule_set_lists;   // by tag and prefix
  std::map<std::string, std::vector<std::string>> spelling_sibling_lists;  // by locale tag
  std::map<std::string, icu::UnicodeString> field_named_patterns;  // by locale tag; empty: none
  std::map<std::string, std::string> month_field_words;            // by locale tag
  std::map<std::string, std::unique_ptr<icu::DateFormatSymbols>> sibling_symbols;  // by locale

  // The month names (January first) or weekday names (Sunday first) of CLDR, in the format
  // context: wide (Monday), or short for weekdays (Mo, T2, أحد, א׳).
  const std::vector<icu::UnicodeString>& format_names(
      const LocaleVariant& variant, bool weekdays,
      icu::DateFormatSymbols::DtWidthType width = icu::DateFormatSymbols::WIDE) {
    auto& slot = name_lists[std::string(variant.tag) + (weekdays ? "/w" : "/m") +
                            std::to_string(static_cast<int>(width))];
    if (slot.empty()) {
      UErrorCode status = U_ZERO_ERROR;
      icu::DateFormatSymbols symbols(locale_of(variant), status);
      int32_t count = 0;
      const icu::UnicodeString* names =
          weekdays ? symbols.getWeekdays(count, icu::DateFormatSymbols::FORMAT, width)
                   : symbols.getMonths(count, icu::DateFormatSymbols::FORMAT, width);
      if (U_FAILURE(status) || names == nullptr) {
        throw std::runtime_error(std::string("ICU: no names for locale ") + variant.tag);
      }
      for (int32_t i = weekdays ? 1 : 0; i < count; ++i) slot.push_back(names[i]);
    }
    return slot;
  }

  // The locales that write the language's months in other spellings, as its speakers do too
  // (Hindi's अक्तूबर is also written अक्टूबर, फ़रवरी also फरवरी): the languages ICU likely places in
  // the same script and region (hi_Deva_IN: Bhojpuri, Haryanvi, Rajasthani, Maithili, Dogri;
  // fa_Arab_IR: Mazanderani) whose wide month names are 8 of 12 or more the language's (folded),
  // and not all of them. Their tags, each with the variant's calendar; none for most languages.
  const std::vector<std::string>& spelling_siblings(const LocaleVariant& variant) {
    auto [slot, first_time] = spelling_sibling_lists.try_emplace(variant.tag);
    if (!first_time) return slot->second;
    const auto folded_months = [](const icu::Locale& locale) {
      std::vector<std::string> folded;
      UErrorCode status = U_ZERO_ERROR;
      const icu::DateFormatSymbols symbols(locale, status);
      int32_t count = 0;
      const icu::UnicodeString* names =
          U_SUCCESS(status) ? symbols.getMonths(count, icu::DateFormatSymbols::FORMAT,
                                                icu::DateFormatSymbols::WIDE)
                            : nullptr;
      for (int32_t i = 0; names != nullptr && i < count; ++i)
        folded.push_back(fold_text(utf8_of(names[i])));
      return folded;
    };
    const icu::Locale own = locale_of(variant);
    icu::Locale likely(own.getLanguage());
    UErrorCode status = U_ZERO_ERROR;
    likely.addLikelySubtags(status);
    const auto own_months = folded_months(own);
    for (int32_t i = 0; U_SUCCESS(status) && i < uloc_countAvailable(); ++i) {
      const std::string tag = uloc_getAvailable(i);
      if (tag.find('_') != std::string::npos || tag == own.getLanguage()) continue;
      icu::Locale other(tag.c_str());
      UErrorCode other_status = U_ZERO_ERROR;
      other.addLikelySubtags(other_status);
      if (U_FAILURE(other_status) || std::string_view(other.getScript()) != likely.getScript() ||
          std::string_view(other.getCountry()) != likely.getCountry()) {
        continue;
      }
      const std::string with_calendar = tag + "@calendar=" + variant.calendar;
      const auto months = folded_months(icu::Locale(with_calendar.c_str()));
      if (months.size() != own_months.size()) continue;
      std::size_t same = 0;
      for (std::size_t m = 0; m < months.size(); ++m) same += months[m] == own_months[m];
      if (same >= 8 && same < months.size()) slot->second.push_back(with_calendar);
    }
    return slot->second;
  }

  // A month's name as a spelling sibling writes it (spelling_siblings), in the field's context
  // (format or stand-alone) and width (`letters`: 3 abbreviated, 4 wide), drawn now and then where
  // the language has siblings; none where it has not (no draw then) or the name is the same.
  std::optional<icu::UnicodeString> sibling_month_name(Draw& draw, const LocaleVariant& variant,
                                                       int month, int letters, bool standalone,
                                                       const icu::UnicodeString& written) {
    const auto& siblings = spelling_siblings(variant);
    if (siblings.empty() || letters < 3 || letters > 4 || !draw.chance(0.3)) return std::nullopt;
    const std::string& sibling = draw.pick(siblings);
    auto& symbols = sibling_symbols[sibling];
    if (!symbols) {
      UErrorCode status = U_ZERO_ERROR;
      symbols = std::make_unique<icu::DateFormatSymbols>(icu::Locale(sibling.c_str()), status);
      if (U_FAILURE(status)) throw std::runtime_error("ICU: no names for locale " + sibling);
    }
    int32_t count = 0;
    const icu::UnicodeString* names = symbols->getMonths(
        count, standalone ? icu::DateFormatSymbols::STANDALONE : icu::DateFormatSymbols::FORMAT,
        letters == 4 ? icu::DateFormatSymbols::WIDE : icu::DateFormatSymbols::ABBREVIATED);
    if (names == nullptr || month < 0 || month >= count || names[month] == written)
      return std::nullopt;
    return names[month];
  }

  explicit State(std::uint64_t seed) : random(seed) {}

  // Whether `cut` (a word's first letters, folded) is a name of a month or weekday of the locale,
  // in any of CLDR's widths but the narrow, or a month's wide name cut to 3 or 4 letters, as the
  // grammar cuts them (`Sa.` is Turkish Tuesday, `mar.` March): a label so cut would name a day.
  // (The names are folded once a locale.)
  bool names_a_day_or_month(const LocaleVariant& variant, const std::string& cut) {
    auto& names = folded_day_and_month_names[variant.tag];
    if (names.empty()) {
      for (const bool weekdays : {false, true}) {
        for (const auto width : {icu::DateFormatSymbols::WIDE, icu::DateFormatSymbols::ABBREVIATED,
                                 icu::DateFormatSymbols::SHORT}) {
          if (!weekdays && width == icu::DateFormatSymbols::SHORT) continue;
          for (const auto& name : format_names(variant, weekdays, width)) {
            std::string written = fold_text(utf8_of(name));
            if (!written.empty() && written.back() == '.') written.pop_back();
            names.insert(written);
            if (!weekdays && width == icu::DateFormatSymbols::WIDE) {
              for (const int32_t letters : {3, 4}) {
                if (name.length() > letters) {
                  names.insert(fold_text(
                      utf8_of(icu::UnicodeString(name, 0, name.moveIndex32(0, letters)))));
                }
              }
            }
          }
        }
      }
      names.erase("");
    }
    return names.count(cut) > 0;
  }

  static icu::Locale locale_of(const LocaleVariant& variant) {
    icu::Locale locale(variant.tag);
    UErrorCode status = U_ZERO_ERROR;
    locale.setKeywordValue("calendar", variant.calendar, status);
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: cannot set the calendar of locale ") +
                               variant.tag + ": " + u_errorName(status));
    }
    return locale;
  }

  icu::DateTimePatternGenerator& pattern_generator(const LocaleVariant& variant) {
    auto& slot = pattern_generators[variant.tag + std::string("/") + variant.calendar];
    if (!slot) {
      UErrorCode status = U_ZERO_ERROR;
      slot.reset(icu::DateTimePatternGenerator::createInstance(locale_of(variant), status));
      if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU: no date patterns for locale ") + variant.tag +
                                 ": " + u_errorName(status));
      }
    }
    return *slot;
  }

  icu::UnicodeString best_pattern(const LocaleVariant& variant, const char* skeleton) {
    UErrorCode status = U_ZERO_ERROR;
    auto pattern = pattern_generator(variant).getBestPattern(icu::UnicodeString(skeleton), status);
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: no pattern for skeleton ") + skeleton +
                               " in locale " + variant.tag + ": " + u_errorName(status));
    }
    return pattern;
  }

  // CLDR's (wide) name of a date field in the locale's lower case (`mois`, `năm`, `ngày`).
  icu::UnicodeString field_name(const LocaleVariant& variant, UDateTimePatternField field) {
    icu::UnicodeString name = pattern_generator(variant).getFieldDisplayName(field, UDATPG_WIDE);
    return name.toLower(locale_of(variant));
  }

  // CLDR's name of the month field in the locale's lower case (`mois`, `mese`, `monat`).
  const std::string& month_field_word(const LocaleVariant& variant) {
    auto [slot, first_time] = month_field_words.try_emplace(variant.tag);
    if (first_time) slot->second = utf8_of(field_name(variant, UDATPG_MONTH_FIELD));
    return slot->second;
  }

  // A whole date with each number after its field's name (Vietnamese `'ngày' d MMMM 'năm' y`:
  // `ngày 27 tháng 10 năm 1989`), where the locale writes a month and year with the year after its
  // field's name (CLDR's Vietnamese `MMMM 'năm' y`) but no pattern of CLDR writes the day so.
  // The names are CLDR's field names in the locale's lower case. Empty for the other locales.
  const icu::UnicodeString& field_named_pattern(const LocaleVariant& variant) {
    auto [slot, first_time] = field_named_patterns.try_emplace(variant.tag);
    if (!first_time) return slot->second;
    const icu::UnicodeString year = field_name(variant, UDATPG_YEAR_FIELD);
    const icu::UnicodeString day = field_name(variant, UDATPG_DAY_FIELD);
    icu::UnicodeString month_year = best_pattern(variant, "yMMMM");
    month_year.toLower(locale_of(variant));
    const icu::UnicodeString year_after_name = u"'" + year + u"' y";
    if (!year.isEmpty() && !day.isEmpty() && month_year.indexOf(year_after_name) >= 0) {
      slot->second = u"'" + day + u"' d MMMM " + year_after_name;
    }
    return slot->second;
  }

  // The locale's own pattern of a style (full, long, medium, short; kNone for no time).
  static icu::UnicodeString style_pattern(const LocaleVariant& variant,
                                          icu::DateFormat::EStyle date_style,
                                          icu::DateFormat::EStyle time_style) {
    std::unique_ptr<icu::DateFormat> format(
        icu::DateFormat::createDateTimeInstance(date_style, time_style, locale_of(variant)));
    auto* simple = dynamic_cast<icu::SimpleDateFormat*>(format.get());
    if (simple == nullptr) {
      throw std::runtime_error(std::string("ICU: no pattern of a style in locale ") + variant.tag);
    }
    icu::UnicodeString pattern;
    simple->toPattern(pattern);
    return pattern;
  }

  icu::SimpleDateFormat& formatter(const LocaleVariant& variant, const icu::UnicodeString& pattern,
                                   bool field_numbering) {
    std::string key = variant.tag + std::string("/") + variant.calendar + "/" +
                      (field_numbering ? variant.field_numbering : "") + "/" + utf8_of(pattern);
    auto& slot = formatters[key];
    if (!slot) {
      UErrorCode status = U_ZERO_ERROR;
      if (field_numbering && *variant.field_numbering != '\0') {
        slot = std::make_unique<icu::SimpleDateFormat>(
            pattern, icu::UnicodeString(variant.field_numbering), locale_of(variant), status);
      } else {
        slot = std::make_unique<icu::SimpleDateFormat>(pattern, locale_of(variant), status);
      }
      if (U_FAILURE(status)) {
        throw std::runtime_error("ICU: cannot format the pattern " + utf8_of(pattern) +
                                 " in locale " + variant.tag + ": " + u_errorName(status));
      }
    }
    return *slot;
  }

  // The era, year, month (from 1) and day of `time` in `zone` in the variant's calendar.
  static std::array<int, 4> calendar_fields(const LocaleVariant& variant, UDate time,
                                            const icu::TimeZone& zone) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Calendar> calendar(
        icu::Calendar::createInstance(zone.clone(), locale_of(variant), status));
    calendar->setTime(time, status);
    const std::array<int, 4> fields = {
        calendar->get(UCAL_ERA, status), calendar->get(UCAL_YEAR, status),
        calendar->get(UCAL_MONTH, status) + 1, calendar->get(UCAL_DATE, status)};
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: no date in the calendar ") + variant.calendar);
    }
    return fields;
  }

  // A moment given as wall-clock fields in `zone` (an offset in minutes east of UTC).
  static UDate moment(const CivilDate& date, int hour, int minute, int second,
                      const icu::TimeZone& zone) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Calendar> calendar(
        icu::Calendar::createInstance(zone.clone(), icu::Locale("en@calendar=gregorian"), status));
    calendar->clear();
    calendar->set(date.year, date.month - 1, date.day, hour, minute, second);
    const UDate time = calendar->getTime(status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU: cannot build a moment");
    return time;
  }

  std::string format(const LocaleVariant& variant, const icu::UnicodeString& pattern,
                     bool field_numbering, UDate time, const icu::TimeZone& zone) {
    return utf8_of(format_fields(variant, pattern, field_numbering, time, zone, nullptr));
  }

  // The text, and where each field of it is (ICU's field positions), for edits of one field.
  icu::UnicodeString format_fields(const LocaleVariant& variant, const icu::UnicodeString& pattern,
                                   bool field_numbering, UDate time, const icu::TimeZone& zone,
                                   icu::FieldPositionIterator* positions) {
    auto& format = formatter(variant, pattern, field_numbering);
    format.setTimeZone(zone);
    icu::UnicodeString text;
    UErrorCode status = U_ZERO_ERROR;
    format.format(time, text, positions, status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU: cannot format " + utf8_of(pattern));
    return text;
  }

  // `value` written by one of the locale's rule sets whose name starts with `prefix`, drawn among
  // them: ordinals with digits in their genders and cases where CLDR has them (`%digits-ordinal`:
  // Russian `11-го`, `11-е`; Spanish `11.º`, `11.ª`; Hindi `11वें`), ordinals in words
  // (`%spellout-ordinal`: `premier`, `ersten`, `двадцать первое`, `εικοστή πρώτη`), a year as the
  // language says one (`%spellout-numbering-year`: `dix-neuf-cent quatre-vingt-onze`, `одна
  // тысяча девятьсот девяносто первого`). Never the plural forms (`11-х`, `premiers`: a day is
  // one) or Latin digits (`-latn`). Empty where the locale has no such rule set.
  icu::UnicodeString rule_set_number(Draw& draw, const LocaleVariant& variant,
                                     icu::URBNFRuleSetTag kind, const char16_t* prefix, int value) {
    rule_number(variant, kind, value);  // makes the locale's rules
    auto& rules =
        *rule_numbers[std::string(variant.tag) + (kind == icu::URBNF_ORDINAL ? "/o" : "/s")];
    const icu::UnicodeString wanted(prefix);
    std::string key = std::string(variant.tag) + "/";
    wanted.toUTF8String(key);
    auto& sets = rule_set_lists[key];
    if (sets.empty()) {
      for (int32_t i = 0; i < rules.getNumberOfRuleSetNames(); ++i) {
        const icu::UnicodeString name = rules.getRuleSetName(i);
        if (name.startsWith(wanted) && name.indexOf(icu::UnicodeString(u"plural")) < 0 &&
            name.indexOf(icu::UnicodeString(u"latn")) < 0) {
          sets.push_back(name);
        }
      }
      if (sets.empty()) sets.emplace_back();  // none: looked up once
    }
    const icu::UnicodeString& set = draw.pick(sets);
    icu::UnicodeString text;
    if (set.isEmpty()) return text;
    UErrorCode status = U_ZERO_ERROR;
    icu::FieldPosition position;
    rules.format(static_cast<int32_t>(value), set, text, position, status);
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: cannot write a number by its rules in locale ") +
                               variant.tag);
    }
    return text;
  }

  // A day as an ordinal written with digits in one of the locale's forms, else its one form
  // (`11.`, `11e`, `11:e`).
  icu::UnicodeString digit_ordinal(Draw& draw, const LocaleVariant& variant, int value) {
    icu::UnicodeString text =
        rule_set_number(draw, variant, icu::URBNF_ORDINAL, u"%digits-ordinal", value);
    return text.isEmpty() ? rule_number(variant, icu::URBNF_ORDINAL, value) : text;
  }

  // A day spelled out: half the time as an ordinal in one of the locale's forms (`le premier
  // mai`, `am ersten Januar`, `двадцатое июля`), else as the locale's default number (`veintiuno`).
  // Not in the languages that say a date's day as a number (Chinese, Japanese, Korean, Indonesian,
  // Thai, Vietnamese: `tanggal dua puluh satu`; Vietnamese's ordinal `thứ hai` is Monday).
  icu::UnicodeString spelled_day(Draw& draw, const LocaleVariant& variant, int value) {
    static const std::set<std::string_view> kCardinalDays = {"zh", "ja", "ko", "id", "th", "vi"};
    icu::UnicodeString text;
    if (kCardinalDays.count(language_of(variant)) == 0 && draw.chance(0.5)) {
      text = rule_set_number(draw, variant, icu::URBNF_SPELLOUT, u"%spellout-ordinal", value);
    }
    return text.isEmpty() ? rule_number(variant, icu::URBNF_SPELLOUT, value) : text;
  }

  // A year spelled out: half the time as the locale says a year (`neunzehnhunderteinundneunzig`,
  // `две тысячи двадцатого`), else as its default number (`mil novecientos noventa y uno`).
  icu::UnicodeString spelled_year(Draw& draw, const LocaleVariant& variant, int value) {
    icu::UnicodeString text;
    if (draw.chance(0.5)) {
      text =
          rule_set_number(draw, variant, icu::URBNF_SPELLOUT, u"%spellout-numbering-year", value);
    }
    return text.isEmpty() ? rule_number(variant, icu::URBNF_SPELLOUT, value) : text;
  }

  // A month's number in the locale's words (ICU's spelled number: `ba`, `삼`, `三`), before or
  // after the month's word. Korean writes June and October by their sounds, not their numbers'
  // spellings: 유월 and 시월, not 육월 and 십월 (the standard spelling, 한글 맞춤법 §52), as ICU's
  // number rules cannot know.
  icu::UnicodeString month_number_words(const LocaleVariant& variant, int month) {
    if (language_of(variant) == "ko" && (month == 6 || month == 10)) {
      return icu::UnicodeString::fromUTF8(month == 6 ? "유" : "시");
    }
    return rule_number(variant, icu::URBNF_SPELLOUT, month);
  }

  // Whether `word` is CLDR's name of the day field in the locale, in any case (`Tag`, `ngày`).
  bool names_the_day_field(const LocaleVariant& variant, const std::string& word) {
    return fold_text(word) == fold_text(utf8_of(pattern_generator(variant).getFieldDisplayName(
                                  UDATPG_DAY_FIELD, UDATPG_WIDE)));
  }

  // A short word of the language's running text (an article, a preposition: `de`, `du`, `van`,
  // `im`, `za`, `в`), drawn as often as the text uses it: the words that join a noun to a month and
  // year (`the statement of March 1940`). Words of four letters at most, not capitalised, never a
  // date field's name in any case (`ngày`: `ngày tháng 9` would teach the day away) or a day's or
  // month's name (or its cut: `mar`, `mai`). Empty where the
  // running text has none (no --context; Chinese and Japanese, written without spaces).
  std::string short_word(Draw& draw, const LocaleVariant& variant, const char* code) {
    auto& pool = short_word_lists[variant.tag];
    if (pool.empty() && !is_unspaced_language(code)) {
      for (const auto& phrase : phrases.of(code)) {
        std::size_t start = 0;
        while (start <= phrase.size()) {
          const std::size_t end = std::min(phrase.find(' ', start), phrase.size());
          const std::string token = phrase.substr(start, end - start);
          start = end + 1;
          const auto written = icu::UnicodeString::fromUTF8(token);
          const int32_t letters = written.countChar32();
          if (letters < 1 || letters > 4 || u_isUUppercase(written.char32At(0))) continue;
          bool letters_only = true;
          for (int32_t i = 0; i < written.length(); i = written.moveIndex32(i, 1)) {
            const UChar32 c = written.char32At(i);
            letters_only = letters_only && (u_hasBinaryProperty(c, UCHAR_ALPHABETIC) ||
                                            u_charType(c) == U_NON_SPACING_MARK);
          }
          if (!letters_only || names_a_date_field(variant, token) ||
              names_a_day_or_month(variant, fold_text(token))) {
            continue;
          }
          pool.push_back(token);
        }
      }
      if (pool.empty()) pool.emplace_back();  // none: asked once
    }
    return draw.pick(pool);
  }

  // The locale's rule-based numbers: ordinals written with digits (1er, 5:e, 1.º, ke-1) and
  // numbers spelled out (veinticinco, dos mil diez).
  icu::UnicodeString rule_number(const LocaleVariant& variant, icu::URBNFRuleSetTag kind,
                                 int value) {
    auto& slot =
        rule_numbers[std::string(variant.tag) + (kind == icu::URBNF_ORDINAL ? "/o" : "/s")];
    if (!slot) {
      UErrorCode status = U_ZERO_ERROR;
      slot = std::make_unique<icu::RuleBasedNumberFormat>(kind, icu::Locale(variant.tag), status);
      if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU: no number rules for locale ") + variant.tag);
      }
    }
    icu::UnicodeString text;
    slot->format(static_cast<int32_t>(value), text);
    return text;
  }

  // A duration in the locale's words (8 jours et 50 minutes, 8天50分钟), now and then with its
  // numbers spelled out by the locale's rules (drei Stunden, zwanzig Minuten): no date.
  // Beside a date (`beside_date`): the wide names only (ICU's short and narrow ones, `21 г.`,
  // `58 J`, `7 sa.`, would read as a year or a weekday), no years (`21 год` is a year too), and
  // at most two units.
  std::string duration(Draw& draw, const LocaleVariant& variant, bool beside_date = false) {
    UErrorCode status = U_ZERO_ERROR;
    const UMeasureFormatWidth widths[] = {UMEASFMT_WIDTH_WIDE, UMEASFMT_WIDTH_SHORT,
                                          UMEASFMT_WIDTH_NARROW};
    const icu::Locale locale(variant.tag);
    const auto width = beside_date ? UMEASFMT_WIDTH_WIDE : widths[draw.below(3)];
    std::unique_ptr<icu::MeasureFormat> made_format;
    if (draw.chance(0.3)) {
      auto spelled =
          std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, locale, status);
      if (U_SUCCESS(status)) {
        made_format =
            std::make_unique<icu::MeasureFormat>(locale, width, spelled.release(), status);
      }
      if (U_FAILURE(status)) {
        made_format.reset();
        status = U_ZERO_ERROR;
      }
    }
    if (!made_format) made_format = std::make_unique<icu::MeasureFormat>(locale, width, status);
    icu::MeasureFormat& format = *made_format;
    std::vector<icu::Measure> measures;
    const int units = draw.between(1, beside_date ? 2 : 3);
    const int first = draw.between(beside_date ? 1 : 0, 6 - units);
    for (int unit = first; unit < first + units; ++unit) {
      icu::MeasureUnit* made = nullptr;
      switch (unit) {
        case 0:
          made = icu::MeasureUnit::createYear(status);
          break;
        case 1:
          made = icu::MeasureUnit::createMonth(status);
          break;
        case 2:
          made = icu::MeasureUnit::createWeek(status);
          break;
        case 3:
          made = icu::MeasureUnit::createDay(status);
          break;
        case 4:
          made = icu::MeasureUnit::createHour(status);
          break;
        case 5:
          made = icu::MeasureUnit::createMinute(status);
          break;
        default:
          made = icu::MeasureUnit::createSecond(status);
          break;
      }
      measures.emplace_back(icu::Formattable(static_cast<int32_t>(draw.between(1, 59))), made,
                            status);
    }
    icu::UnicodeString text;
    icu::FieldPosition ignored;
    format.formatMeasures(measures.data(), static_cast<int32_t>(measures.size()), text, ignored,
                          status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU: cannot format a duration");
    return utf8_of(text);
  }

  // The zone as the target writes it: `+hh:mm` for an offset; at zero, ` gmt` or ` utc` where the
  // locale writes GMT or UTC (as the English grammar), `+00:00` for the ISO forms (`Z` for `X`),
  // `Z` for the locale's own word for it (غرينتش), `?` for a long name (Greenwich Mean Time).
  std::string zone_target(const LocaleVariant& variant, const PatternFields& fields, int offset,
                          UDate time, const icu::TimeZone& zone) {
    const char16_t letter = fields.zone_letter();
    const int count = fields.count(letter);
    const bool iso = letter == u'x' || letter == u'X' || (letter == u'Z' && count < 4);
    if (offset != 0) return offset_target(offset);
    if (letter == u'X') return "Z";
    if (iso) return "+00:00";
    const std::string written =
        format(variant, icu::UnicodeString(count, letter, count), false, time, zone);
    if (written == "GMT") return " gmt";
    if (written == "UTC") return " utc";
    const bool long_name = (letter == u'z' && count == 4) || letter == u'v' || letter == u'V';
    return long_name ? "?" : "Z";
  }

  // Edits of single fields, as people and programs write them: the day as an ordinal (1er, 5:e)
  // or spelled out (veinticinco), the year spelled out, a name cut to its first letters or
  // without its period (дек, sept), a numeric month as a Roman numeral (29. XI. 1971), or an
  // impossible day (31 April, 30 February: the text then holds no date, and true is returned).
  // A month and year's month name becomes now and then a case form of `case_frames` in its frame
  // (`май 1948 г.` to `в мае 1948 г.`, `Μάιος 1948` to `τον Μάιο του 1948`), and `cased` says so.
  bool edit_fields(Draw& draw, const LocaleVariant& variant, const PatternFields& fields,
                   const CivilDate& date, bool han_or_hangul,
                   const std::vector<const char16_t*>& joined_words,
                   const std::vector<MonthCaseFrame>& case_frames,
                   icu::FieldPositionIterator& positions, icu::UnicodeString& text, bool& cased) {
    cased = false;
    struct Edit {
      int32_t begin, end;
      icu::UnicodeString replacement;
    };
    static const char* const kRoman[] = {"I",   "II",   "III", "IV", "V",  "VI",
                                         "VII", "VIII", "IX",  "X",  "XI", "XII"};
    std::vector<Edit> edits;
    bool impossible = false;
    const bool full_date = fields.has(u'y') && fields.month_count() > 0 && fields.has(u'd');
    const bool words_around_day = fields.month_count() >= 3 || text.indexOf(u'\u65E5') >= 0 ||
                                  text.indexOf(u'\uC77C') >= 0;  // a month name, 日 or 일
    const bool month_day = fields.month_count() > 0 && fields.has(u'd');
    // Now and then a date wholly in words (le vingt-huit octobre deux mille quatorze, 이천십이년
    // 칠월 칠일): the day, a numeric month and the year spelled out together.
    const bool in_words =
        full_date && words_around_day && is_gregorian(variant) && draw.chance(0.04);
    const auto ascii_digits = [](const icu::UnicodeString& field) {
      if (field.isEmpty()) return false;
      for (int32_t i = 0; i < field.length(); ++i) {
        if (field[i] < u'0' || field[i] > u'9') return false;
      }
      return true;
    };
    // A name cut to its first 3 or 4 letters (from the wide form), with a period or not, as
    // people and programs cut them (glibc's сен, ноя, кві, ينا, יונ): only in alphabets (Latin,
    // Cyrillic, Greek, Arabic, Hebrew), only a name of one word longer than the cut, and only
    // where no other name of the list starts so (Czech červen, červenec: never červ).
    const auto cut_name = [&](bool weekday, int index) -> std::optional<icu::UnicodeString> {
      const auto& names = format_names(variant, weekday);
      const icu::UnicodeString& wide = names[index];
      const int32_t letters = draw.between(3, 4);
      if (wide.countChar32() <= letters || wide.indexOf(u' ') >= 0) return std::nullopt;
      UErrorCode status = U_ZERO_ERROR;  // (a null status makes ICU answer an invalid script)
      const UScriptCode script = uscript_getScript(wide.char32At(0), &status);
      const bool periods =
          script == USCRIPT_LATIN || script == USCRIPT_CYRILLIC || script == USCRIPT_GREEK;
      if (!periods && script != USCRIPT_ARABIC && script != USCRIPT_HEBREW) return std::nullopt;
      icu::UnicodeString cut(wide, 0, wide.moveIndex32(0, letters));
      for (std::size_t other = 0; other < names.size(); ++other) {
        if (static_cast<int>(other) != index && names[other].startsWith(cut)) return std::nullopt;
      }
      if (periods && draw.chance(0.3)) cut.append(u'.');
      return cut;
    };
    // A month that CLDR names by its number (Vietnamese `tháng 3`, Korean `3월`, Japanese `3月`)
    // with the number in the locale's words now and then, as people write it too (`tháng ba`,
    // `삼월`, `三月`): no draw for the names without the number.
    const auto month_number_in_words =
        [&](const icu::UnicodeString& written) -> std::optional<icu::UnicodeString> {
      const icu::UnicodeString number = icu::UnicodeString::fromUTF8(std::to_string(date.month));
      const int32_t at = written.indexOf(number);
      const auto digit_at = [&](int32_t i) {
        return i >= 0 && i < written.length() && u_isdigit(written.char32At(i));
      };
      if (at < 0 || digit_at(at - 1) || digit_at(at + number.length()) || !draw.chance(0.2))
        return std::nullopt;
      icu::UnicodeString spelled(written);
      spelled.replace(at, number.length(), month_number_words(variant, date.month));
      return spelled;
    };
    // An abbreviation without its mark: the period (sept.), the Hebrew geresh (ינו׳), the
    // Devanagari abbreviation sign (जन॰), as programs and hurried writers drop it.
    const auto without_mark = [&](const icu::UnicodeString& written) {
      std::optional<icu::UnicodeString> bare;
      const UChar last = written.isEmpty() ? 0 : written[written.length() - 1];
      if ((last == u'.' || last == u'\u05F3' || last == u'\u0970') && draw.chance(0.3)) {
        bare = icu::UnicodeString(written, 0, written.length() - 1);
      }
      return bare;
    };
    // A word joined before a month's name, as the language writes it (the language table's):
    // not after a letter (ICU's own `d בMMMM y`).
    const auto joined_before_month = [&](int32_t begin) -> std::optional<icu::UnicodeString> {
      if (joined_words.empty() || !draw.chance(0.25)) return std::nullopt;
      if (begin > 0 && u_hasBinaryProperty(text.char32At(begin - 1), UCHAR_ALPHABETIC))
        return std::nullopt;
      return icu::UnicodeString(joined_words.size() == 1 ? joined_words.front()
                                                         : draw.pick(joined_words));
    };
    icu::FieldPosition position;
    while (positions.next(position)) {
      const int32_t begin = position.getBeginIndex(), end = position.getEndIndex();
      const icu::UnicodeString written(text, begin, end - begin);
      switch (position.getField()) {
        case UDAT_DATE_FIELD: {
          if (in_words) {
            edits.push_back({begin, end, spelled_day(draw, variant, date.day)});
          } else if (month_day && draw.chance(0.07)) {
            // without a year, the month's longest (29 February can be). Never 29 February of a
            // common year: that would ask the weights for the leap-year rule, and they learnt
            // `29.02` as no date (a leap day lost: `29/02/1996`); the output reader marks an
            // impossible date the model copies `not-a-date` anyway.
            const int last = days_in_month(full_date ? date.year : 2000, date.month);
            const int day = draw.chance(0.2)  ? 32
                            : date.month == 2 ? 30 + static_cast<int>(draw.below(2))
                                              : last + 1;
            icu::UnicodeString number;
            numbers(variant).format(static_cast<int32_t>(day), number);
            edits.push_back({begin, end, number});
            impossible = true;
          } else if (!words_around_day) {
            break;  // 17º/4/1963: ordinals and spelled days go with names (17º de abril)
          } else if (!han_or_hangul && draw.chance(0.05)) {
            edits.push_back({begin, end, digit_ordinal(draw, variant, date.day)});
          } else if (draw.chance(0.02)) {
            edits.push_back({begin, end, spelled_day(draw, variant, date.day)});
          }
          break;
        }
        case UDAT_YEAR_FIELD:
          if (in_words || (fields.count(u'y') != 2 && is_gregorian(variant) && draw.chance(0.01))) {
            edits.push_back({begin, end, spelled_year(draw, variant, date.year)});
          }
          break;
        case UDAT_MONTH_FIELD:
        case UDAT_STANDALONE_MONTH_FIELD:
          if (fields.month_count() >= 3 && !fields.has(u'd') && fields.has(u'y') &&
              !case_frames.empty() && draw.chance(0.4)) {
            const MonthCaseFrame& frame = draw.pick(case_frames);
            edits.push_back({begin, end,
                             icu::UnicodeString::fromUTF8(
                                 fill_frame(frame.frame, frame.names[date.month - 1]))});
            cased = true;
          } else if (fields.month_count() >= 3) {
            // Cut from the abbreviated form's place mostly, from the wide form's too (Arabic's
            // abbreviated names are its wide ones: ينا is cut from يناير).
            const auto cut = draw.chance(fields.month_count() == 3 ? 0.3 : 0.1)
                                 ? cut_name(false, date.month - 1)
                                 : std::nullopt;
            if (cut) {
              edits.push_back({begin, end, *cut});
            } else if (const auto worded = month_number_in_words(written)) {
              edits.push_back({begin, end, *worded});
            } else if (const auto sibling = sibling_month_name(
                           draw, variant, date.month - 1, fields.month_count(),
                           position.getField() == UDAT_STANDALONE_MONTH_FIELD, written)) {
              edits.push_back({begin, end, *sibling});
            } else if (const auto bare = without_mark(written)) {
              edits.push_back({begin, end, *bare});
            } else if (const auto joined = joined_before_month(begin)) {
              edits.push_back({begin, end, *joined + written});
            }
          } else if (in_words && ascii_digits(written)) {
            edits.push_back({begin, end, month_number_words(variant, date.month)});
          } else if (!han_or_hangul && ascii_digits(written) && draw.chance(0.04)) {
            edits.push_back({begin, end, icu::UnicodeString(kRoman[date.month - 1])});
          }
          break;
        case UDAT_DAY_OF_WEEK_FIELD:
        case UDAT_STANDALONE_DAY_FIELD: {
          const auto cut = written.countChar32() <= 4 && draw.chance(0.3)
                               ? cut_name(true, weekday(date))
                               : std::nullopt;
          if (cut) {
            edits.push_back({begin, end, *cut});
          } else if (draw.chance(0.12)) {
            // CLDR's short weekday (Mo, T2, أحد, א׳, ۱ش), as calendars and programs write it
            edits.push_back(
                {begin, end,
                 format_names(variant, true, icu::DateFormatSymbols::SHORT)[weekday(date)]});
          } else if (const auto bare = without_mark(written)) {
            edits.push_back({begin, end, *bare});
          }
          break;
        }
        default:
          break;
      }
    }
    // From the last field to the first, so that the positions of the others stay right.
    std::sort(edits.begin(), edits.end(),
              [](const Edit& a, const Edit& b) { return a.begin > b.begin; });
    for (const auto& edit : edits)
      text.replace(edit.begin, edit.end - edit.begin, edit.replacement);
    return impossible;
  }

  icu::LocaleDisplayNames& names(const LocaleVariant& variant) {
    auto& slot = display_names[variant.tag];
    if (!slot) slot.reset(icu::LocaleDisplayNames::createInstance(icu::Locale(variant.tag)));
    return *slot;
  }

  // An amount of money in the locale's currency and style (4 500,00 ₽, 85 €, ¥588): no date.
  std::string money(Draw& draw, const LocaleVariant& variant) {
    auto& slot = currency_formats[variant.tag];
    if (!slot) {
      // The language's likely region names the currency where the tag has none (ru: ru_Cyrl_RU).
      UErrorCode status = U_ZERO_ERROR;
      icu::Locale locale(variant.tag);
      locale.addLikelySubtags(status);
      slot.reset(icu::NumberFormat::createInstance(locale, UNUM_CURRENCY, status));
      if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU: no currency format for locale ") + variant.tag);
      }
    }
    const int whole = draw.chance(0.5) ? draw.between(1, 9999) : draw.between(1, 999999);
    const double amount = draw.chance(0.6) ? whole : whole + draw.between(1, 99) / 100.0;
    icu::UnicodeString text;
    slot->format(amount, text);
    return utf8_of(text);
  }

  // Quantities with units in the locale's words and style, one to three in a list, now and then
  // a bare number or an amount of money among them (`Ø 26 Zoll, 12,5 kg, 349,00 €`, `0,02 мм`,
  // `4 GB、256 GB`): the numbers of listings, specifications and measurements, no date.
  std::string measurements(Draw& draw, const LocaleVariant& variant) {
    UErrorCode status = U_ZERO_ERROR;
    const UMeasureFormatWidth widths[] = {UMEASFMT_WIDTH_WIDE, UMEASFMT_WIDTH_SHORT,
                                          UMEASFMT_WIDTH_NARROW};
    icu::MeasureFormat format(icu::Locale(variant.tag), widths[draw.below(3)], status);
    if (U_FAILURE(status))
      throw std::runtime_error("ICU: no measure format for " + std::string(variant.tag));
    const int count = draw.between(1, 3);
    std::string text;
    for (int item = 0; item < count; ++item) {
      std::string written;
      if (count > 1 && draw.chance(0.15)) {
        written = money(draw, variant);
      } else if (count > 1 && draw.chance(0.15)) {
        written = label_number(variant, draw.between(1, 999));
      } else {
        static icu::MeasureUnit* (*const kUnits[])(UErrorCode&) = {
            &icu::MeasureUnit::createMillimeter,
            &icu::MeasureUnit::createCentimeter,
            &icu::MeasureUnit::createMeter,
            &icu::MeasureUnit::createKilometer,
            &icu::MeasureUnit::createInch,
            &icu::MeasureUnit::createKilogram,
            &icu::MeasureUnit::createGram,
            &icu::MeasureUnit::createLiter,
            &icu::MeasureUnit::createMilliliter,
            &icu::MeasureUnit::createPercent,
            &icu::MeasureUnit::createCelsius,
            &icu::MeasureUnit::createWatt,
            &icu::MeasureUnit::createGigabyte,
            &icu::MeasureUnit::createSquareMeter,
            &icu::MeasureUnit::createKilometerPerHour,
            &icu::MeasureUnit::createVolt};
        icu::MeasureUnit* unit = kUnits[draw.below(std::size(kUnits))](status);
        const int whole = draw.chance(0.7) ? draw.between(1, 99) : draw.between(100, 9999);
        const icu::Formattable amount =
            draw.chance(0.35) ? icu::Formattable(draw.between(0, 99) + draw.between(1, 99) / 100.0)
                              : icu::Formattable(static_cast<int32_t>(whole));
        icu::Measure measure(amount, unit, status);
        icu::UnicodeString out;
        icu::FieldPosition ignored;
        format.formatMeasures(&measure, 1, out, ignored, status);
        if (U_FAILURE(status)) throw std::runtime_error("ICU: cannot format a measurement");
        written = utf8_of(out);
      }
      text += (item ? ", " : "") + written;
    }
    return text;
  }

  // A number as labels write it (a room's, an issue's, a page's): the locale's digits, no grouping.
  std::string label_number(const LocaleVariant& variant, int value) {
    auto& slot = label_number_formats[variant.tag];
    if (!slot) {
      slot.reset(numbers(variant).clone());
      slot->setGroupingUsed(false);
    }
    icu::UnicodeString written;
    slot->format(static_cast<int32_t>(value), written);
    return utf8_of(written);
  }

  // Two times of one day as the locale writes a span of them (`15:00–18:00`, `15–18 Uhr`,
  // `下午3:00至6:00`): ICU's DateIntervalFormat of a time skeleton.
  std::string time_span(const LocaleVariant& variant, const char* skeleton, UDate from, UDate to,
                        const icu::TimeZone& zone) {
    auto& slot = interval_formats[std::string(variant.tag) + "/" + skeleton];
    if (!slot) {
      UErrorCode status = U_ZERO_ERROR;
      slot.reset(icu::DateIntervalFormat::createInstance(icu::UnicodeString(skeleton),
                                                         locale_of(variant), status));
      if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU: no interval format for skeleton ") + skeleton +
                                 " in locale " + variant.tag + ": " + u_errorName(status));
      }
    }
    slot->setTimeZone(zone);
    UErrorCode status = U_ZERO_ERROR;
    icu::DateInterval span(from, to);
    icu::UnicodeString written;
    icu::FieldPosition ignored;
    slot->format(&span, written, ignored, status);
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: cannot format a span of times in locale ") +
                               variant.tag);
    }
    return utf8_of(written);
  }

  // The locale's words for an hour, as CLDR names the field and the unit (`ora`, `ore`,
  // `Stunde`, `Std.`, `ساعت`, `timme`, `uur`): the words that stand before an hour written without
  // minutes in timetables and invitations (`ore 21`, `ساعت ۱۳`).
  const std::vector<std::string>& hour_words(const LocaleVariant& variant) {
    auto& slot = hour_word_lists[variant.tag];
    if (slot.empty()) {
      const auto add = [&slot](const icu::UnicodeString& name) {
        const std::string word = utf8_of(name);
        if (!word.empty() && std::find(slot.begin(), slot.end(), word) == slot.end())
          slot.push_back(word);
      };
      UErrorCode status = U_ZERO_ERROR;
      add(pattern_generator(variant).getFieldDisplayName(UDATPG_HOUR_FIELD, UDATPG_WIDE));
      for (const auto width : {UMEASFMT_WIDTH_WIDE, UMEASFMT_WIDTH_SHORT}) {
        status = U_ZERO_ERROR;
        const icu::MeasureFormat format(icu::Locale(variant.tag), width, status);
        const icu::UnicodeString name =
            format.getUnitDisplayName(icu::MeasureUnit::getHour(), status);
        if (U_SUCCESS(status)) add(name);
      }
      if (slot.empty()) {
        throw std::runtime_error(std::string("ICU: no name of the hour for locale ") + variant.tag);
      }
    }
    return slot;
  }

  // Whether `word` is CLDR's name of the era, year, month, day or week field in the locale (`Jahr`,
  // `mes`), in any case: CLDR capitalises some (Vietnamese `Ngày`, `Tháng`), running text does not.
  bool names_a_date_field(const LocaleVariant& variant, const std::string& word) {
    auto& names = date_field_name_sets[variant.tag];  // folded
    if (names.empty()) {
      for (const auto field : {UDATPG_ERA_FIELD, UDATPG_YEAR_FIELD, UDATPG_MONTH_FIELD,
                               UDATPG_DAY_FIELD, UDATPG_WEEK_OF_YEAR_FIELD}) {
        names.insert(
            fold_text(utf8_of(pattern_generator(variant).getFieldDisplayName(field, UDATPG_WIDE))));
      }
    }
    return names.count(fold_text(word)) > 0;
  }

  // A word that stands before an hour or between two (`ore`, `dalle`, `vanaf`, `bis`, `mellan`):
  // the locale's names of the hour half of the time, else a short word of its running text or a
  // noun, never the name of a year, month, day or week (before a number, those would name it).
  std::string hour_label_word(Draw& draw, const LocaleVariant& variant, const char* code) {
    const auto& running = phrases.of(code);
    const auto& nouns = words.context_words(variant.tag);
    const auto& hours = hour_words(variant);
    for (int tries = 0; tries < 8; ++tries) {
      std::string candidate;
      switch (draw.weighted({5, 3, 2})) {
        case 0:
          return draw.pick(hours);
        case 1:
          if (!running.empty()) candidate = running[draw.below(running.size())];
          break;
        default:
          candidate = nouns[draw.below(nouns.size())];
      }
      const auto written = icu::UnicodeString::fromUTF8(candidate);
      if (written.length() < 2 || count_characters(candidate) > 14) continue;
      const UChar32 first = written.char32At(0), last = written.char32At(written.length() - 1);
      if (names_a_date_field(variant, candidate) || !u_hasBinaryProperty(first, UCHAR_ALPHABETIC) ||
          (!u_hasBinaryProperty(last, UCHAR_ALPHABETIC) &&
           u_charType(last) != U_NON_SPACING_MARK)) {
        continue;
      }
      return candidate;
    }
    return draw.pick(hours);
  }

  // The word that joins two hours (`15 und 18`, `17 och 21`, `15 e 18`): the locale's `and` of
  // lists (ICU's ListFormatter) half of the time, else a short word of its running text or a noun
  // (`bis`, `alle`, `tot`), never a name of the hour.
  std::string hour_join_word(Draw& draw, const LocaleVariant& variant, const char* code) {
    if (!draw.chance(0.5)) {
      const auto& hours = hour_words(variant);
      for (int tries = 0; tries < 8; ++tries) {
        const std::string word = hour_label_word(draw, variant, code);
        if (std::find(hours.begin(), hours.end(), word) == hours.end()) return word;
      }
    }
    auto& slot = list_joins[variant.tag];
    if (slot.empty()) {
      UErrorCode status = U_ZERO_ERROR;
      std::unique_ptr<icu::ListFormatter> lists(
          icu::ListFormatter::createInstance(locale_of(variant), status));
      const icu::UnicodeString items[] = {icu::UnicodeString(u"\uE000"),
                                          icu::UnicodeString(u"\uE001")};
      icu::UnicodeString joined;
      if (U_SUCCESS(status)) lists->format(items, 2, joined, status);
      const int32_t first = joined.indexOf(u'\uE000'), second = joined.indexOf(u'\uE001');
      if (U_FAILURE(status) || first < 0 || second <= first) {
        throw std::runtime_error(std::string("ICU: no list format for locale ") + variant.tag);
      }
      icu::UnicodeString between(joined, first + 1, second - first - 1);
      slot = utf8_of(between.trim());
      // a join of punctuation alone (、) is no word: the locale's name of the hour then
      if (slot.empty() ||
          !u_hasBinaryProperty(icu::UnicodeString::fromUTF8(slot).char32At(0), UCHAR_ALPHABETIC)) {
        slot = hour_words(variant).front();
      }
    }
    return slot;
  }

  // An hour after a word, or two hours between words, as invitations and timetables write them
  // after a day (`ore 21`, `dalle 15 alle 18`, `vanaf 14 uur`, `mellan 17 och 21`, `ساعت ۱۳`),
  // in the locale's digits: each number stands after a word, where after a day's date it would
  // otherwise be read as its year.
  std::string worded_hours(Draw& draw, const LocaleVariant& variant, const char* code) {
    const auto hour_text = [&](int value) {
      return (value < 10 && draw.chance(0.2) ? label_number(variant, 0) : std::string()) +
             label_number(variant, value);
    };
    const int start = draw.chance(0.85) ? draw.between(7, 22) : draw.between(0, 23);
    std::string text = hour_label_word(draw, variant, code) + " " + hour_text(start);
    if (draw.chance(0.4)) {  // a span: dalle 15 alle 18
      text += " " + hour_join_word(draw, variant, code) + " " +
              hour_text(std::min(23, start + draw.between(1, 4)));
    }
    if (draw.chance(0.3)) text += " " + draw.pick(hour_words(variant));  // vanaf 14 uur
    return text;
  }

  // A number that is not the date, after the word that says what it numbers: a room's, an
  // issue's, a page's, a file's or a shelf mark's (`sala 214`, `Heft 3`, `revista n° 153`,
  // `signatur Z 4471`, `pp 4471-4480`, `第88号`, `목록 88호`). The word is a noun of the locale or
  // a short phrase of its running text: a number never stands bare, where beside a date it would be
  // its year or its day. Joined numbers have one over 31 and none a year's (no date reads in them).
  std::string labelled_number(Draw& draw, const LocaleVariant& variant, const char* code) {
    const bool unspaced = is_unspaced_language(code);
    const bool korean = std::string_view(code) == "ko";
    // A label stands before a number: not the name of a date's field, in any case (`Tag 11`, `mes
    // 3`, `Día 15` name a day and a month), and a word, not a bracket or a mark
    // (`(グレゴリオ暦)448` reads as no label).
    const auto can_label = [&](const std::string& label) {
      if (label.empty() || names_a_date_field(variant, label)) return false;
      if (unspaced && (starts_with_date_character(label) || ends_with_date_character(label)))
        return false;
      const auto written = icu::UnicodeString::fromUTF8(label);
      const UChar32 last = written.char32At(written.length() - 1);
      return u_hasBinaryProperty(last, UCHAR_ALPHABETIC) || u_charType(last) == U_NON_SPACING_MARK;
    };
    const auto& nouns = words.context_words(variant.tag);
    std::string label;
    bool noun_label = false;
    const auto& running = phrases.of(code);
    for (int tries = 0; label.empty() && tries < 8; ++tries) {
      noun_label = running.empty() || !draw.chance(0.4);
      if (!noun_label) {
        const auto& phrase = running[draw.below(running.size())];
        if (count_characters(phrase) <= 24) label = phrase;
      } else {
        const auto& noun = nouns[draw.below(nouns.size())];
        if (count_characters(noun) >= 2) label = noun;
      }
      if (!can_label(label)) label.clear();
    }
    // Eight draws found none (a rare run of date fields' names and marks): the first noun that can.
    for (std::size_t at = 0; label.empty() && at < nouns.size(); ++at) {
      noun_label = true;
      if (count_characters(nouns[at]) >= 2 && can_label(nouns[at])) label = nouns[at];
    }
    if (label.empty()) {
      throw std::runtime_error(std::string("no noun of locale ") + variant.tag +
                               " can label a number");
    }
    // A noun cut as citations cut it (`τ. 88`, `Jg. 88`, `č. 3`): its number is under a hundred
    // a quarter of the time, where it could be taken for a year of two digits.
    if (noun_label && draw.chance(0.2)) {
      const std::string cut = abbreviated(draw, label);
      if (cut != label && !names_a_day_or_month(variant, fold_text(cut.substr(0, cut.size() - 1))))
        label = cut;
    }
    const int digits = 1 + static_cast<int>(draw.weighted({3, 3, 3, 2, 1}));
    int first = 1;
    for (int i = 1; i < digits; ++i) first *= 10;
    const int value = draw.between(first, first * 10 - 1);
    const std::string space = unspaced ? "" : " ";
    if (unspaced && draw.chance(0.5)) {
      // 第88号, 第4471期: over 31, or the number would be a day (88号 is no day, 3号 is)
      static const std::vector<std::string> kCounters = {"号", "期", "巻", "卷", "回", "版", "頁"};
      return label + "第" + label_number(variant, std::max(value, 32)) + draw.pick(kCounters);
    }
    if (korean && draw.chance(0.5)) {
      static const std::vector<std::string> kCounters = {"호", "번", "호실", "쪽", "권"};
      return label + " " + label_number(variant, value) + draw.pick(kCounters);
    }
    static const std::vector<std::string> kSigns = {"№", "No.", "n°", "Nr.", "#", "n.º", "nr"};
    static const std::vector<std::string> kCodeJoins = {"-", " ", ""};
    switch (draw.weighted({4, 2, 2, 1, 1, 1})) {
      case 1: {
        const std::string& sign = draw.pick(kSigns);
        return label + space + sign + (sign == "#" || draw.chance(0.3) ? "" : " ") +
               label_number(variant, value);
      }
      case 2: {  // a code of capitals and the number: Z 4471, HEM-2291, B-214
        // (not a name of a day or month: Turkish PE is Thursday, MAR March)
        std::string letters;
        do {
          letters.clear();
          for (int i = draw.between(1, 3); i > 0; --i)
            letters += static_cast<char>('A' + draw.below(26));
        } while (names_a_day_or_month(variant, fold_text(letters)));
        return label + " " + letters + draw.pick(kCodeJoins) + label_number(variant, value);
      }
      case 3: {  // a span of pages or numbers: both over 31, neither a year's
        int low = std::max(value, 32), high = low + draw.between(1, 40);
        if ((low >= 1900 && low <= 2099) || (high >= 1900 && high <= 2099)) {
          low += 200;
          high += 200;
        }
        return label + space + label_number(variant, low) + (draw.chance(0.5) ? "-" : "–") +
               label_number(variant, high);
      }
      case 4:  // a number and a letter: 214B
        return label + space + label_number(variant, value) +
               static_cast<char>('A' + draw.below(6));
      case 5: {  // a telephone number in groups: 955 41 27 86, 010-4127-8655, 0471.23.45.67
        static const std::vector<std::string> kGroupJoins = {" ", " ", "-", "."};
        const std::string& join = draw.pick(kGroupJoins);
        std::string groups;
        for (int group = 0, count = draw.between(3, 4); group < count; ++group) {
          const int width = draw.between(2, 4);
          int low = 1;
          for (int i = 1; i < width; ++i) low *= 10;
          groups += (group ? join : "") + label_number(variant, draw.between(low, low * 10 - 1));
        }
        return label + space + groups;
      }
      default:
        return label + space + label_number(variant, value);
    }
  }

  icu::NumberFormat& numbers(const LocaleVariant& variant) {
    auto& slot = number_formats[variant.tag];
    if (!slot) {
      UErrorCode status = U_ZERO_ERROR;
      slot.reset(icu::NumberFormat::createInstance(icu::Locale(variant.tag), status));
      if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU: no number format for locale ") + variant.tag);
      }
    }
    return *slot;
  }
};

namespace {

// A date, mostly of 1950..2035; the eras of the Japanese calendar from 1873 (the Gregorian
// calendar's first year in Japan: Meiji 6), Taiwan's from 1912 (its first year), the Solar
// Hijri, Hebrew and Hijri calendars' from 1900 (Umm al-Qura's tables begin in 1882).
CivilDate draw_world_date(Draw& draw, const LocaleVariant& variant) {
  const std::string calendar = variant.calendar;
  const int first = calendar == "japanese"                            ? 1873
                    : calendar == "roc"                               ? 1912
                    : is_gregorian(variant) || calendar == "buddhist" ? 1700
                                                                      : 1900;
  CivilDate date;
  if (calendar == "japanese") {  // the eras before Heisei too (Meiji, Taisho, Showa)
    date.year = draw.chance(0.5) ? draw.between(1950, 2035) : draw.between(first, 2035);
  } else {
    date.year = draw.chance(0.8) ? draw.between(1950, 2035) : draw.between(first, 2199);
  }
  date.month = draw.between(1, 12);
  date.day = draw.between(1, days_in_month(date.year, date.month));
  return date;
}

// The clock as the target writes it (real_date_grammar.h): hh:mm[:ss], `a` or `p` after a
// 12-hour clock, the hour as the pattern's letter writes it.
std::string clock_target(const PatternFields& fields, int hour, int minute, int second) {
  const char16_t letter = fields.hour_letter();
  int written = hour;
  if (letter == u'h') written = hour % 12 == 0 ? 12 : hour % 12;
  // K writes 0..11 (午前0:12); the target writes 12 for it, as a 12-hour clock does (12:12 am).
  if (letter == u'K') written = hour % 12 == 0 ? 12 : hour % 12;
  if (letter == u'k') written = hour == 0 ? 24 : hour;
  // An hour alone (`9 Uhr`, `alle 9`) is hh:00, as the English grammar's `16h`.
  std::string clock = zero_padded(written, 2) + ":" + zero_padded(fields.has(u'm') ? minute : 0, 2);
  if (fields.has(u'm') && fields.has(u's')) clock += ":" + zero_padded(second, 2);
  if (letter == u'h' || letter == u'K') clock += hour < 12 ? "a" : "p";
  return clock;
}

// Lowercase, uppercase or title case in the locale's own rules (Turkish dotted i, Greek).
std::string with_locale_case(Draw& draw, const std::string& text, const icu::Locale& locale) {
  auto unicode = icu::UnicodeString::fromUTF8(text);
  switch (draw.weighted({45, 5, 3, 47})) {
    case 0:
      unicode.toLower(locale);
      break;
    case 1:
      unicode.toUpper(locale);
      break;
    case 2:
      unicode.toTitle(nullptr, locale);
      break;
    default:
      break;
  }
  return utf8_of(unicode);
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
    text.replace(at, from.size(), to);
    at += to.size();
  }
}

// Spacing as people retype what software wrote: no-break spaces as spaces, doubled spaces, no
// space after a comma.
std::string with_spacing(Draw& draw, std::string text) {
  if (draw.chance(0.3)) {
    replace_all(text, "\u00A0", " ");
    replace_all(text, "\u202F", " ");
  }
  if (draw.chance(0.08)) {
    const auto space = text.find(' ');
    if (space != std::string::npos) text.insert(space, " ");
  }
  if (draw.chance(0.05)) replace_all(text, ", ", ",");
  return text;
}

// Clocks written with a period (19.30, 20.15.00), as many languages write them: only where the
// numbers read as no day and month (19.30, 9.45; not 13.05, which is 13 May as much as 1:05 pm).
std::string with_dotted_clocks(const std::string& text) {
  std::string out = text;
  const auto digit = [&out](std::size_t at) {
    return at < out.size() && out[at] >= '0' && out[at] <= '9';
  };
  std::size_t at = 0;
  while (at < out.size()) {
    // a clock: h:mm or hh:mm, then :ss now and then, not inside a longer run of digits
    if (!digit(at) || (at > 0 && (digit(at - 1) || out[at - 1] == ':'))) {
      ++at;
      continue;
    }
    std::size_t colon = at;
    while (digit(colon)) ++colon;
    const std::size_t hour_digits = colon - at;
    if (hour_digits > 2 || colon >= out.size() || out[colon] != ':' || !digit(colon + 1) ||
        !digit(colon + 2) || digit(colon + 3)) {
      at = colon + 1;
      continue;
    }
    const int hour = std::stoi(out.substr(at, hour_digits));
    const int minute = std::stoi(out.substr(colon + 1, 2));
    const bool seconds = colon + 5 < out.size() + 1 && colon + 3 < out.size() &&
                         out[colon + 3] == ':' && digit(colon + 4) && digit(colon + 5) &&
                         !digit(colon + 6);
    if (minute > 31 || (minute > 12 && hour > 12)) {
      out[colon] = '.';
      if (seconds) out[colon + 3] = '.';
    }
    at = colon + (seconds ? 6 : 3);
  }
  return out;
}

// Right-to-left text as software writes it: marks (RLM, LRM, ALM) around numbers and at the
// ends, or none.
std::string with_bidi_marks(Draw& draw, const std::string& text) {
  const char* marks[] = {"\u200F", "\u200E", "\u061C"};
  const std::string mark = marks[draw.weighted({3, 2, 1})];
  std::string out;
  if (draw.chance(0.5)) {  // at the ends
    out = mark + text + (draw.chance(0.5) ? mark : "");
    return out;
  }
  // after each run of ASCII digits
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    const bool digit = text[i] >= '0' && text[i] <= '9';
    const bool next_digit = i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9';
    if (digit && !next_digit) out += mark;
  }
  return out;
}

// A span with its dash (and the spaces around it: plain, no-break, thin) replaced by a word:
// `15–18 Uhr` -> `15 bis 18 Uhr`. Unchanged without a dash.
std::string with_dash_as_word(const std::string& span, const std::string& word) {
  const std::string dash = "\u2013";
  const std::size_t at = span.find(dash);
  if (at == std::string::npos) return span;
  static const std::vector<std::string> kSpaces = {" ", "\u00A0", "\u2009", "\u202F"};
  std::size_t from = at, to = at + dash.size();
  for (bool trimmed = true; trimmed;) {
    trimmed = false;
    for (const auto& space : kSpaces) {
      if (from >= space.size() && span.compare(from - space.size(), space.size(), space) == 0) {
        from -= space.size();
        trimmed = true;
      }
      if (span.compare(to, space.size(), space) == 0) {
        to += space.size();
        trimmed = true;
      }
    }
  }
  return span.substr(0, from) + " " + word + " " + span.substr(to);
}

// Whether the hour of a pattern without minutes is said to be one: a word follows it (`HH 'Uhr'`,
// `H時`, `HH 'h'`) or a day period is written (`h a`).
bool hour_has_word(const icu::UnicodeString& pattern) {
  const PatternFields fields(pattern);
  if (fields.has(u'a') || fields.has(u'b') || fields.has(u'B')) return true;
  const int32_t at = pattern.indexOf(fields.hour_letter());
  int32_t next = at;
  while (next < pattern.length() && pattern[next] == pattern[at]) ++next;
  while (next < pattern.length() && pattern[next] == u' ') ++next;
  if (next >= pattern.length()) return false;
  const char16_t following = pattern[next];
  return following == u'\'' || following > 0x7F;
}

bool is_han_or_hangul_language(const char* code) {
  return std::string(code) == "ja" || std::string(code) == "zh" || std::string(code) == "ko";
}

// Spaces around the characters of dates after a number in Chinese, Japanese and Korean (年 月 日,
// 년 월 일), as typed and as some programs print them.
std::string with_spaced_date_characters(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    bool spaced = false;
    for (const std::string character : {"年", "月", "日", "년", "월", "일"}) {
      if (i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9' &&
          text.compare(i, character.size(), character) == 0) {
        out += " " + character + " ";
        i += character.size() - 1;
        spaced = true;
        break;
      }
    }
    if (!spaced) out += text[i];
  }
  std::string collapsed;
  for (const char c : out) {
    if (c == ' ' && (collapsed.empty() || collapsed.back() == ' ')) continue;
    collapsed += c;
  }
  while (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  return collapsed;
}

// Whether a target names a day (`2015-03-03`, `XXXX-03-03`, `js0043-08-03`, with a clock or not),
// not a month and year alone (`2015-03`, `js0043-08`).
bool target_has_day(const std::string& target) {
  const auto date = target.substr(0, target.find_first_of("T "));
  return std::count(date.begin(), date.end(), '-') == 2;
}

// Running text of the language around a text, as a letter, a notice, a heading or a chat has it:
// a phrase before it, after it, or one on each side, joined as sentences and headings join
// (`Informe de actividades — marzo de 1980`, `…: 3 марта 2015`, `2015年3月3日、…`). The text alone
// when the whole would be longer than a source may be.
std::string with_phrases(Draw& draw, const std::string& text,
                         const std::vector<std::string>& phrases, bool unspaced) {
  static const std::vector<std::string> kSpacedBefore = {" ", " ", " ", ": ", " — ", " - ", ", "};
  static const std::vector<std::string> kSpacedAfter = {" ", " ", " ", ", ", ". ", " — ", " - "};
  static const std::vector<std::string> kUnspacedBefore = {"", "", "：", "，", "、", " "};
  static const std::vector<std::string> kUnspacedAfter = {"", "", "，", "。", "、", " "};
  const auto& before = unspaced ? kUnspacedBefore : kSpacedBefore;
  const auto& after = unspaced ? kUnspacedAfter : kSpacedAfter;
  const std::string& phrase = phrases[draw.below(phrases.size())];
  std::string whole;
  switch (draw.weighted({4, 3, 2})) {
    case 0:
      whole = phrase + draw.pick(before) + text;
      break;
    case 1:
      whole = text + draw.pick(after) + phrase + (draw.chance(0.3) ? (unspaced ? "。" : ".") : "");
      break;
    default: {
      const std::string& other = phrases[draw.below(phrases.size())];
      whole = phrase + draw.pick(before) + text + draw.pick(after) + other;
    }
  }
  return count_characters(whole) > kMaxRealSourceLength ? text : whole;
}

}  // namespace

WorldDateGenerator::WorldDateGenerator(std::uint64_t seed,
                                       const std::vector<std::string>& languages,
                                       ContextPhrases phrases, SentenceFrames frames,
                                       MonthCases months)
    : state_(std::make_unique<State>(seed)) {
  state_->phrases = std::move(phrases);
  state_->frames = std::move(frames);
  state_->months = std::move(months);
  for (std::size_t index = 0; index < world_language_table().size(); ++index) {
    bool wanted = languages.empty();
    for (const auto& code : languages)
      wanted = wanted || code == world_language_table()[index].code;
    if (wanted) state_->languages.push_back(index);
  }
  for (const auto& code : languages) {
    bool known = false;
    for (const auto& language : world_language_table()) known = known || code == language.code;
    if (!known) {
      throw std::invalid_argument("unknown language '" + code +
                                  "': the world grammar has es, fr, de, it, pt, nl, ru, pl, tr, "
                                  "uk, cs, sv, ro, ja, zh, ko, ar, fa, he, hi, id, vi, th, el");
    }
  }
}

WorldDateGenerator::~WorldDateGenerator() = default;

RealDatePair WorldDateGenerator::next() {
  State& state = *state_;
  Draw draw(state.random);
  for (;;) {
    const WorldLanguage& language = world_language_table()[draw.pick(state.languages)];
    double total = 0;
    for (const auto& variant : language.variants) total += variant.weight;
    double point = state.random.uniform() * total;
    const LocaleVariant* chosen = &language.variants.back();
    for (const auto& variant : language.variants) {
      if (point < variant.weight) {
        chosen = &variant;
        break;
      }
      point -= variant.weight;
    }
    const LocaleVariant& variant = *chosen;
    const icu::Locale locale = State::locale_of(variant);
    const bool unspaced = is_unspaced_language(language.code);
    const std::vector<const char16_t*>& joins = clock_joins(language.code);
    // Half the dates with a clock take the language's own join, where it has joins.
    const auto joined_by_hand = [&](bool has_clock) {
      return has_clock && !joins.empty() && draw.chance(0.5);
    };

    RealDatePair pair;
    pair.family = std::string("world-") + language.code;
    pair.order = kReadingOrders[draw.below(kReadingOrders.size())];
    const CivilDate date = draw_world_date(draw, variant);
    const int hour = draw.between(0, 23), minute = draw.between(0, 59),
              second = draw.between(0, 59);
    // The zone: UTC a quarter of the time, else an offset in whole or half hours.
    int offset = 0;
    if (!draw.chance(0.25)) {
      offset = 60 * draw.between(-11, 13) + (draw.chance(0.15) ? 30 : 0);
    }
    std::unique_ptr<icu::TimeZone> zone(
        offset == 0 ? icu::TimeZone::getGMT()->clone()
                    : icu::TimeZone::createTimeZone(
                          icu::UnicodeString::fromUTF8("GMT" + offset_target(offset))));
    const UDate time = State::moment(date, hour, minute, second, *zone);

    // The pattern: a style, a skeleton (with a time and a zone or not), a partial date, or a
    // string with no date.
    icu::UnicodeString pattern;
    bool written_pattern = false;  // one of data/sentences' patterns (a word of its own before it)
    bool cased = false;            // a month's name in a case of data/months, in its frame
    bool no_date = false;
    bool clock_only = false;  // a text without a date that is a clock or a list of clocks
    std::string text;
    // Partial dates weigh more than the skeletons of whole dates: a month and year is a common
    // date of running text (headings, citations, histories: `Heft 3 (Dezember 2008)`, `V říjnu
    // 1994`), a tenth of what people write in some registers, and has no day to invent.
    const auto kind = draw.weighted({20, 34, 19, 12, 10});
    const icu::DateFormat::EStyle styles[] = {icu::DateFormat::kFull, icu::DateFormat::kLong,
                                              icu::DateFormat::kMedium, icu::DateFormat::kShort};
    if (kind == 0) {
      const auto date_style = styles[draw.below(4)];
      const auto time_style = draw.chance(0.35) ? styles[draw.below(4)] : icu::DateFormat::kNone;
      pattern =
          joined_by_hand(time_style != icu::DateFormat::kNone)
              ? joined_date_and_clock(
                    draw, joins, State::style_pattern(variant, date_style, icu::DateFormat::kNone),
                    State::style_pattern(variant, icu::DateFormat::kNone, time_style))
              : State::style_pattern(variant, date_style, time_style);
    } else if (kind == 1) {
      const icu::UnicodeString& field_named = state.field_named_pattern(variant);
      const auto& written_patterns = state.frames.of(language.code, FrameKind::kPattern);
      written_pattern = !written_patterns.empty() && is_gregorian(variant) && draw.chance(0.12);
      if (written_pattern) {
        // A register's own way of writing a date, written by hand where CLDR has none (a deed's
        // `a los 26 días del mes de mayo de 1937`, a contract's `«26» мая 2020 г.`); Gregorian
        // only, as they are written (no era: a Japanese era's year would read as another).
        pattern = icu::UnicodeString::fromUTF8(draw.pick(written_patterns));
      } else if (!field_named.isEmpty() && draw.chance(0.3)) {
        // `Thứ sáu, ngày 27 tháng 10 năm 1989`: after the weekday as the full style has it
        pattern = draw.chance(0.3) ? u"EEEE, " + field_named : field_named;
      } else {
        const std::string date_skeleton = draw.pick(kDateSkeletons);
        std::string clock_skeleton;
        if (draw.chance(0.3)) {
          clock_skeleton = draw.pick(kTimeSkeletons);
          if (draw.chance(0.4)) clock_skeleton += draw.pick(kZoneSkeletons);
        }
        pattern = joined_by_hand(!clock_skeleton.empty())
                      ? joined_date_and_clock(draw, joins,
                                              state.best_pattern(variant, date_skeleton.c_str()),
                                              state.best_pattern(variant, clock_skeleton.c_str()))
                      : state.best_pattern(variant, (date_skeleton + clock_skeleton).c_str());
      }
    } else if (kind == 2) {
      // A third of them a month and year, most with the month's name (and 40% of the others).
      std::string skeleton =
          draw.chance(0.33) ? draw.pick(kMonthYearSkeletons) : draw.pick(kPartialSkeletons);
      // A day and month with a time (`1 нояб., 9:00`, `27. März, 15:30`), as timetables have it.
      std::string clock_skeleton;
      if (skeleton.find('d') != std::string::npos && draw.chance(0.25))
        clock_skeleton = draw.pick(kTimeSkeletons);
      // A numeric day and month as the locale's short date writes them, less the year (Turkish
      // `21.08` beside the generator's `21/8`), four times in ten; with a clock only where the
      // language has joins of its own.
      icu::UnicodeString short_numeric;
      if ((skeleton == "Md" || skeleton == "MMdd") && is_gregorian(variant) &&
          (clock_skeleton.empty() || !joins.empty()) && draw.chance(0.4)) {
        short_numeric = short_day_month(
            State::style_pattern(variant, icu::DateFormat::kShort, icu::DateFormat::kNone));
      }
      if (!short_numeric.isEmpty()) {
        pattern = clock_skeleton.empty()
                      ? short_numeric
                      : joined_date_and_clock(draw, joins, short_numeric,
                                              state.best_pattern(variant, clock_skeleton.c_str()));
      } else {
        pattern =
            joined_by_hand(!clock_skeleton.empty())
                ? joined_date_and_clock(draw, joins, state.best_pattern(variant, skeleton.c_str()),
                                        state.best_pattern(variant, clock_skeleton.c_str()))
                : state.best_pattern(variant, (skeleton + clock_skeleton).c_str());
      }
      // A month and year as a register writes it where CLDR has no pattern (data/sentences:
      // `2001 yılının Mayıs ayında`), Gregorian only.
      const auto& month_year_patterns =
          state.frames.of(language.code, FrameKind::kMonthYearPattern);
      if (skeleton.find('d') == std::string::npos && !month_year_patterns.empty() &&
          is_gregorian(variant) && draw.chance(0.15)) {
        pattern = icu::UnicodeString::fromUTF8(draw.pick(month_year_patterns));
        written_pattern = true;
      }
      // A month and year with the month's name in CLDR's format form, where it differs from the
      // stand-alone form of headings (`сентября 2018`, `lipca 1918`, `Ιουλίου 1966`, `října
      // 1994`), as running text writes it after a preposition (до, od, τον, do).
      if (skeleton.find('d') == std::string::npos && draw.chance(0.35)) {
        pattern.findAndReplace(icu::UnicodeString(u"LLLL"), icu::UnicodeString(u"MMMM"));
        pattern.findAndReplace(icu::UnicodeString(u"LLL"), icu::UnicodeString(u"MMM"));
      }
    } else if (kind == 3) {
      pattern = icu::UnicodeString(draw.pick(kNamedLayouts));
    } else {
      no_date = true;
      switch (draw.weighted({3, 2, 2, 2, 4, 1, 3, 2, 3})) {
        case 8:  // quantities with units (listings, specifications, measurements)
          text = state.measurements(draw, variant);
          break;
        case 7: {  // a match's score between two names (2-0, 3:0, 5対0): one side scored none
          int first = draw.between(0, 7), second = draw.between(0, 7);
          if (first != 0 && second != 0) (draw.chance(0.5) ? first : second) = 0;
          static const std::vector<std::string> kJoins = {"-", ":", "–", " - ", " : "};
          std::string join = draw.pick(kJoins);
          const std::string_view code = language.code;
          if (draw.chance(0.4) && (code == "ja" || code == "zh" || code == "ko")) {
            join = code == "ja" ? "対" : code == "zh" ? "比" : "대";
          }
          icu::UnicodeString home, away;
          state.names(variant).regionDisplayName(draw.pick(kRegions), home);
          state.names(variant).regionDisplayName(draw.pick(kRegions), away);
          text = utf8_of(home) + " " + state.label_number(variant, first) + join +
                 state.label_number(variant, second) +
                 (draw.chance(0.7) ? " " + utf8_of(away) : "");
          break;
        }
        case 4:  // a duration, or an uptime: a clock and a duration
          text = state.duration(draw, variant);
          if (draw.chance(0.4)) {
            text = state.format(variant, state.best_pattern(variant, "Hms"), false, time, *zone) +
                   " " + text;
          }
          break;
        case 6: {  // an amount of money, now and then after a number (a room's, an invoice's)
          text = state.money(draw, variant);
          if (draw.chance(0.4)) {
            icu::UnicodeString number;
            state.numbers(variant).format(static_cast<int32_t>(draw.between(1, 9999)), number);
            text = utf8_of(number) + (draw.chance(0.5) ? ", " : " ") + text;
          }
          break;
        }
        case 5: {  // a list of times
          clock_only = true;
          const int count = draw.between(2, 4);
          for (int i = 0; i < count; ++i) {
            const UDate other = time + 60000.0 * draw.between(1, 600) * (i + 1);
            text += (i ? ", " : "") +
                    state.format(variant, state.best_pattern(variant, draw.pick(kTimeSkeletons)),
                                 false, other, *zone);
          }
          break;
        }
        case 0:  // a time alone
          clock_only = true;
          pattern = state.best_pattern(variant, draw.pick(kTimeSkeletons));
          break;
        case 1:  // a weekday or a month alone
          pattern = state.best_pattern(variant, draw.chance(0.6) ? "EEEE" : "MMMM");
          break;
        case 2: {  // a number
          icu::UnicodeString written;
          if (draw.chance(0.5)) {
            state.numbers(variant).format(static_cast<int32_t>(draw.between(0, 99999999)), written);
          } else {
            state.numbers(variant).format(draw.between(0, 999999) / 100.0, written);
          }
          text = utf8_of(written);
          break;
        }
        default: {  // names of the locale
          icu::UnicodeString name;
          state.names(variant).regionDisplayName(draw.pick(kRegions), name);
          text = utf8_of(name);
          if (draw.chance(0.5)) {
            icu::UnicodeString other;
            state.names(variant).languageDisplayName(draw.pick(kLanguageNames), other);
            text += " " + utf8_of(other);
          }
        }
      }
    }
    if (!is_gregorian(variant) && PatternFields(pattern).count(u'y') == 2) {
      // two-digit years of another era would read as years of ours: written in full
      pattern.findAndReplace(icu::UnicodeString(u"yy"), icu::UnicodeString(u"y"));
    }
    if (std::string(variant.calendar) == "japanese" && pattern.indexOf(u"GGGGG") >= 0 &&
        draw.chance(0.4)) {
      pattern.findAndReplace(icu::UnicodeString(u"/"), icu::UnicodeString(u"."));  // H27.3.3
    }

    // Numeric dates with periods in Chinese and Japanese (`2015.3.15`), as notes, receipts and
    // posters write them beside the locale's slashes; in Korean without ICU's spaces and last
    // period (`2015.3.15` beside `2015. 3. 15.`). With a year only: a month and day so written
    // (`3.15`) is a version's number elsewhere (`pygettext 1.4`; a candidate trained with them,
    // runs/world-hours2, read two such lines of the English set as dates).
    const std::string_view code = language.code;
    if (text.empty() && pattern.indexOf(u'M') >= 0 && pattern.indexOf(u"MMM") < 0 &&
        pattern.indexOf(u'y') >= 0 && draw.chance(0.25)) {
      if ((code == "zh" || code == "ja") && pattern.indexOf(u'/') >= 0) {
        pattern.findAndReplace(icu::UnicodeString(u"/"), icu::UnicodeString(u"."));
      } else if (code == "ko" && PatternFields(pattern).hour_letter() == 0 &&
                 pattern.indexOf(u". ") >= 0) {
        pattern.findAndReplace(icu::UnicodeString(u". "), icu::UnicodeString(u"."));
        if (pattern.endsWith(icu::UnicodeString(u"."))) pattern.truncate(pattern.length() - 1);
      }
    }
    // Chinese writes the hour with 点 (點 in Traditional writing), as it says it, beside CLDR's
    // 时 and colons, and the minutes and seconds with 分 and 秒 then: `下午2点30分`, `晚上8点`,
    // `14点05分` (CLDR has the 时 of `Bh时` only).
    if (text.empty() && code == "zh" && PatternFields(pattern).hour_letter() != 0 &&
        draw.chance(0.35)) {
      const bool traditional = std::string_view(variant.tag).find("Hant") != std::string::npos;
      const icu::UnicodeString hour_word = traditional ? u"\u9EDE" : u"\u70B9";  // 點, 点
      pattern.findAndReplace(icu::UnicodeString(traditional ? u"\u6642" : u"\u65F6"), hour_word);
      pattern.findAndReplace(icu::UnicodeString(u":mm:ss"),
                             hour_word + u"mm\u5206ss\u79D2");  // 分, 秒
      pattern.findAndReplace(icu::UnicodeString(u":mm"), hour_word + u"mm\u5206");
    }
    const PatternFields fields(pattern);
    bool impossible = false;
    if (text.empty()) {
      // The variant's own numbers: Han numbers where the pattern writes 年月日 (二〇一五年三月三日,
      // not in 2015/3/3), 元年 for an era's first year, Hebrew numerals (י״ב באדר תשע״ה) in most
      // Hebrew-calendar dates, as ICU's styles write them.
      const std::string calendar = variant.calendar;
      const bool han_pattern = pattern.indexOf(u'\u5E74') >= 0 || pattern.indexOf(u'\u6708') >= 0;
      const bool native_numbers = *variant.field_numbering != '\0' &&
                                  (calendar == "hebrew" ? draw.chance(0.75) : han_pattern);
      icu::FieldPositionIterator positions;
      icu::UnicodeString written =
          state.format_fields(variant, pattern, native_numbers, time, *zone, &positions);
      if (native_numbers && calendar == "hebrew" && draw.chance(0.7)) {
        // the year without its thousands (תשע״ה, not ה׳תשע״ה), as people and ICU's styles write it
        written.findAndReplace(icu::UnicodeString(u"\u05D4\u05F3\u05EA"),
                               icu::UnicodeString(u"\u05EA"));
      }
      // The months' cases, not in a written pattern, whose own words stand around its month
      // (`MMMM 'του' y`: never `τον Μάιο του του 1948`).
      static const std::vector<MonthCaseFrame> kNoCases;
      const auto& case_frames = written_pattern ? kNoCases : state.months.of(language.code);
      if (!no_date && !native_numbers && has_gregorian_months(variant)) {
        impossible =
            state.edit_fields(draw, variant, fields, date, is_han_or_hangul_language(language.code),
                              language.joined_before_month, case_frames, positions, written, cased);
      }
      text = utf8_of(written);
      // A month alone in a case (`в мае`, `τον Μάιο`) names no date, as the month alone does.
      if (no_date && fields.month_count() >= 3 && !fields.has(u'y') && !fields.has(u'd') &&
          !case_frames.empty() && has_gregorian_months(variant) && draw.chance(0.5)) {
        const MonthCaseFrame& frame = draw.pick(case_frames);
        std::string frame_text = frame.frame;
        if (const auto space = frame_text.rfind(' ');
            space != std::string::npos && frame_text.compare(space, 3, " {}") != 0) {
          frame_text.erase(space);  // `τον {} του`: the word before a year, with no year
        }
        text = fill_frame(frame_text, frame.names[date.month - 1]);
        cased = true;
      }
    }

    if (impossible) {
      no_date = true;  // 31 April, 30 February: no date (as the English grammar)
      pair.target.clear();
    }
    if (!no_date) {
      const bool year = fields.has(u'y'), month = fields.month_count() > 0, day = fields.has(u'd');
      const int year_written = fields.count(u'y') == 2 && is_gregorian(variant)
                                   ? expand_two_digit_year(date.year % 100)
                                   : date.year;
      if (!is_gregorian(variant) && year) {
        // Another calendar's date is copied as written, tagged; an era's year without its era
        // (`3/3/27` in Heisei) names no year, and a month of a calendar whose months are not the
        // Gregorian ones (اسفند ۱۳۹۳) no Gregorian date.
        const std::string calendar = variant.calendar;
        if ((calendar == "japanese" || calendar == "roc") && !fields.has(u'G')) continue;
        if (calendar == "hebrew" && fields.month_count() <= 2)
          continue;  // 12/6/5775: Adar is 6 or 7
        if (!(month && day) && !(month && has_gregorian_months(variant))) continue;
        const auto written = State::calendar_fields(variant, time, *zone);
        pair.target =
            calendar_date_text(calendar, written[0], written[1], written[2], day ? written[3] : 0);
      } else if (!has_gregorian_months(variant) && month && day) {
        continue;  // ۱۲ اسفند: a day of a year not written
      } else if (year && month && day) {
        pair.target = zero_padded(year_written, 4) + "-" + zero_padded(date.month, 2) + "-" +
                      zero_padded(date.day, 2);
      } else if (month && day) {
        pair.target = "XXXX-" + zero_padded(date.month, 2) + "-" + zero_padded(date.day, 2);
      } else if (year && month) {
        pair.target = zero_padded(year_written, 4) + "-" + zero_padded(date.month, 2);
      } else {
        continue;  // a skeleton the locale writes without the fields asked
      }
      const char16_t hour_letter = fields.hour_letter();
      if (hour_letter != 0 && !fields.has(u'm') && !hour_has_word(pattern)) {
        continue;  // a bare hour (`1 mar 1989, 14`) is not a clock anyone reads
      }
      if (hour_letter != 0) {
        pair.target += "T" + clock_target(fields, hour, minute, second);
        const char16_t zone_letter = fields.zone_letter();
        if (zone_letter != 0)
          pair.target += state.zone_target(variant, fields, offset, time, *zone);
      }
      // A span of times after a day without its own (`27. März, 15–18 Uhr`, `1 ноября 9:00–12:00`):
      // the target keeps when it starts.
      if (hour_letter == 0 && (pair.target.size() == 10) && draw.chance(0.09)) {
        static const std::vector<const char*> kSpanSkeletons = {"Hm", "Hm", "jm", "hm",
                                                                "H",  "j",  "H"};
        const char* skeleton = draw.pick(kSpanSkeletons);
        const PatternFields clock(state.best_pattern(variant, skeleton));
        if (clock.hour_letter() != 0 &&
            (clock.has(u'm') || hour_has_word(state.best_pattern(variant, skeleton)))) {
          const int start_hour = draw.between(7, 19), start_minute = 15 * draw.between(0, 3);
          const UDate start = State::moment(date, start_hour, start_minute, 0, *zone);
          const UDate end = start + 3600000.0 * draw.between(1, 4);
          static const std::vector<std::string> kJoins = {", ", " ", " · ", " | ", ", "};
          std::string written;
          const bool hour_only = !clock.has(u'm');
          if (hour_only && draw.chance(0.4)) {  // one hour with its word: 15 Uhr, 15時, 3 PM
            written =
                state.format(variant, state.best_pattern(variant, skeleton), false, start, *zone);
          } else {
            written = state.time_span(variant, skeleton, start, end, *zone);
            // a word between the hours as people write it (15 bis 18 Uhr), not ICU's dash
            if (hour_only && !unspaced && draw.chance(0.5)) {
              written =
                  with_dash_as_word(written, state.hour_join_word(draw, variant, language.code));
            }
          }
          // unspaced only where no digits meet (2015年3月3日15:00–18:00, not 79/11/2311–13)
          const bool digits_meet =
              !text.empty() && std::isdigit(static_cast<unsigned char>(text.back())) &&
              !written.empty() && std::isdigit(static_cast<unsigned char>(written[0]));
          text += (unspaced && !digits_meet ? std::string(draw.chance(0.5) ? "" : " ")
                   : unspaced               ? std::string(" ")
                                            : draw.pick(kJoins)) +
                  written;
          pair.target += "T" + clock_target(clock, start_hour, start_minute, 0);
        }
      }
      // An hour after a word, or two (`13 dicembre ore 21`, `6 juni vanaf 14 uur`, `1 luglio, dalle
      // 15 alle 18`): numbers that are not the date, after a day without a clock; the target is
      // the date alone, as for the numbers of rooms and issues.
      if (hour_letter == 0 && pair.target.size() == 10 && !unspaced && draw.chance(0.06)) {
        static const std::vector<std::string> kJoins = {", ", " ", " · ", " - ", ", "};
        text += draw.pick(kJoins) + state.worded_hours(draw, variant, language.code);
      }
      // A numeric date is read in its locale's convention.
      if (fields.month_count() <= 2) {
        const int y = fields.at(u'y'), m = fields.month_at(), d = fields.at(u'd');
        if (year) {
          pair.order = y < m && y < d ? ReadingOrder::kYmd
                       : m < d        ? ReadingOrder::kMdy
                                      : ReadingOrder::kDmy;
        } else {
          pair.order = m < d ? ReadingOrder::kMdy : ReadingOrder::kDmy;
        }
      }
    }

    // Composition: words of the locale around the date, case, spacing, marks, quotes, noise.
    if (draw.chance(0.15)) {
      icu::UnicodeString name;
      state.names(variant).regionDisplayName(draw.pick(kRegions), name);
      const std::string word = utf8_of(name);
      switch (draw.weighted({2, 2, 1})) {
        case 0:
          text = word + (draw.chance(0.5) ? ", " : " ") + text;
          break;
        case 1:
          text += (draw.chance(0.5) ? ", " : " ") + word;
          break;
        default:  // a region's number, apart from the date (`Suecia 6369, 8 de junio de 1965`)
          text = word + " " + state.label_number(variant, draw.between(0, 9999)) +
                 (unspaced           ? "、"
                  : draw.chance(0.5) ? ", "
                                     : " · ") +
                 text;
      }
    }
    // A month and year is a heading's date more often than others (a report's, a statement's):
    // of any calendar (`2015-03`, `js0043-08`).
    const bool month_and_year = !pair.target.empty() && !target_has_day(pair.target);
    if (draw.chance(month_and_year ? 0.35 : 0.10)) {
      // Nouns of the locale around the date, as a heading or a sentence has them (`Informe mensual
      // de noviembre de 2041`, `звіт за листопад 1919`, `گزارش ماه ژوئن`): they name no day, so a
      // month and year stays a month and year, and a time alone no date. Not the one-character
      // names (年, 月, 日): against a date written without spaces they would be its own characters.
      const auto& pool = state.words.context_words(variant.tag);
      const std::string space = unspaced ? "" : " ";
      std::string words;
      for (int count = draw.chance(0.4) ? 2 : 1, tries = 0; count > 0 && tries < 16; ++tries) {
        const auto& word = pool[draw.below(pool.size())];
        if (count_characters(word) < 2) continue;
        // not the day's name (`Ngày tháng 10 năm 1989` teaches a day away from `ngày 18 tháng 10`)
        if (state.names_the_day_field(variant, word)) continue;
        // Unspaced, a noun that starts or ends with a character of dates and times would join the
        // date's own (21日 and 曜日 read 21日曜日, Sunday the 21st).
        if (unspaced && (starts_with_date_character(word) || ends_with_date_character(word)))
          continue;
        words += (words.empty() ? "" : space) + word;
        --count;
      }
      // A named month and its year after the month field's name and a short word, a third of
      // them (`Relevé du mois de décembre 1937`, `nel mese di novembre del 2009`, `no mês de
      // dezembro de 1940`, `Monat Dezember 1937`): CLDR's name of the field, in the locale's lower
      // case; not where the month's own name holds it (Vietnamese `tháng 10`).
      const bool named_month = pattern.indexOf(u"MMM") >= 0 || pattern.indexOf(u"LLL") >= 0;
      const std::string month_field = state.month_field_word(variant);
      if (month_and_year && named_month && !unspaced && !month_field.empty() &&
          fold_text(text).find(fold_text(month_field)) == std::string::npos && draw.chance(0.33)) {
        const std::string join =
            draw.chance(0.8) ? state.short_word(draw, variant, language.code) : std::string();
        text = words + " " + month_field + " " + (join.empty() ? "" : join + " ") + text;
      } else {
        switch (draw.weighted({6, 2, 1})) {
          case 0: {
            // half the time a month and year joins its nouns by a short word of the language
            // (`Extrato de março de 1940`, `overzicht van juli 2024`): still no day
            const std::string join = month_and_year && !unspaced && draw.chance(0.5)
                                         ? state.short_word(draw, variant, language.code)
                                         : std::string();
            text = words +
                   (!join.empty()      ? " " + join + " "
                    : draw.chance(0.2) ? ":" + space
                                       : space) +
                   text;
            break;
          }
          case 1:
            text += space + words;
            break;
          default: {
            const auto& after = pool[draw.below(pool.size())];
            text = words + space + text + (count_characters(after) < 2 ? "" : space + after);
          }
        }
      }
    }
    if (month_and_year && !unspaced && draw.chance(0.08)) {
      // A month and year after a short word of the language alone (`im Januar 2004`, `de março
      // de 1940`): no day.
      const std::string word = state.short_word(draw, variant, language.code);
      if (!word.empty()) text = word + " " + text;
    }
    if (draw.chance(0.08)) {
      // A word of time around the date, or around a text without one (en avril 2015, через
      // неделю): it names no day.
      const auto& words =
          state.words.time_words(variant.tag, is_han_or_hangul_language(language.code));
      if (!words.empty()) {
        const auto& word = words[draw.below(words.size())];
        const std::string space = is_han_or_hangul_language(language.code) ? "" : " ";
        text = word.before ? word.text + space + text : text + space + word.text;
      }
    }
    if (!is_han_or_hangul_language(language.code) && draw.chance(0.25)) {
      text = with_dotted_clocks(text);  // 19.30 Uhr, kl. 20.15, 19.30'da
    }
    // Numbers that are not the date around it, each after the word that says what it numbers
    // (`Экзамен: 1 ноября, 9:00, ауд. 214`, `Heft 3 (Dezember 2008)`): they name no day and no
    // year.
    if (draw.chance(no_date ? 0.3 : month_and_year ? 0.25 : 0.14)) {
      static const std::vector<std::string> kSpacedBefore = {", ",  ". ", " · ", " | ",
                                                             " — ", ": ", " – "};
      static const std::vector<std::string> kSpacedAfter = {", ",  ". ", " · ", " | ",
                                                            " — ", "; ", " - "};
      static const std::vector<std::string> kUnspacedJoins = {"、", "，", "　", " ", "・"};
      const std::string label = state.labelled_number(draw, variant, language.code);
      const auto& before = unspaced ? kUnspacedJoins : kSpacedBefore;
      const auto& after = unspaced ? kUnspacedJoins : kSpacedAfter;
      switch (draw.weighted({3, 4, 1, 1})) {
        case 0:
          text = label + draw.pick(before) + text;
          break;
        case 1:
          text += draw.pick(after) + label;
          break;
        case 2:  // Heft 3 (Dezember 2008), 第88号（1943年11月）
          text = label + (unspaced ? "（" + text + "）" : " (" + text + ")");
          break;
        default:
          text += draw.pick(after) + label + draw.pick(after) +
                  state.labelled_number(draw, variant, language.code);
      }
    }
    // A duration beside a date (`noch 3 Wochen bis März 2036`, `13 novembre, 2 ore`): a number
    // before its unit's name (ICU's MeasureFormat) is no day and no year.
    // Not in Chinese, Japanese and Korean, whose counts of days and months are a date's own
    // characters (`4 日` is four days and the 4th).
    if (!no_date && !is_han_or_hangul_language(language.code) && draw.chance(0.05)) {
      const std::string span = state.duration(draw, variant, /*beside_date=*/true);
      static const std::vector<std::string> kJoins = {" ", ", ", " · ", " - "};
      const std::string& join = draw.pick(kJoins);
      if (draw.chance(0.6)) {
        text = span + join + text;
      } else {
        text += join + span;
      }
    }
    // A sentence of the language's registers around the text (data/sentences: a chat's, a
    // reminder's, a history's, a citation's), by what the text holds: a date, a month and year, a
    // clock alone; now and then a text without a date is a whole sentence without one, its
    // numbers none (prices, rooms, scores, references).
    // Not around a written pattern, whose own words are often a frame's too (`den`, `tarihinde`:
    // `am den 3. Juni`), nor around a month in a case, whose preposition is a frame's (`за в мае`).
    bool framed = false;
    if (!state.frames.empty() && !impossible && !written_pattern && !cased) {
      const FrameKind kind = !no_date ? (month_and_year ? FrameKind::kMonthYear : FrameKind::kDate)
                             : clock_only ? FrameKind::kTime
                                          : FrameKind::kNone;
      const double chance = kind == FrameKind::kDate ? 0.15 : kind == FrameKind::kNone ? 0.25 : 0.3;
      const auto& frames = state.frames.of(language.code, kind);
      if (!frames.empty() && draw.chance(chance)) {
        const std::string whole = fill_frame(draw.pick(frames), text);
        if (count_characters(whole) <= kMaxRealSourceLength) {
          text = whole;
          framed = true;
        }
      }
    }
    const auto& phrases = state.phrases.of(language.code);
    if (!framed && !phrases.empty() && draw.chance(month_and_year || no_date ? 0.35 : 0.2)) {
      text = with_phrases(draw, text, phrases, unspaced);
    }
    if (is_han_or_hangul_language(language.code) && draw.chance(0.15)) {
      text = with_spaced_date_characters(text);  // 2004 年 10 月 4 日
    }
    text = with_locale_case(draw, text, locale);
    text = with_spacing(draw, text);
    if (language.right_to_left && draw.chance(0.3)) text = with_bidi_marks(draw, text);
    if (draw.chance(0.06)) {
      const auto& quote = draw.pick(kQuotes);
      text = quote[0] + text + quote[1];
    }
    if (draw.chance(0.05)) {
      const std::size_t at = draw.chance(0.5) ? 0 : text.size();
      text.insert(at, draw.pick(kRareSymbols) + std::string(at == 0 ? " " : ""));
      pair.noisy = true;
    }
    // (counted as written and as training reads it, folded: फ़ is two characters there, as NFC
    // writes it; a soft hyphen none)
    if (text.empty() || count_characters(text) > kMaxRealSourceLength ||
        count_characters(fold_text(text)) > kMaxRealSourceLength) {
      continue;
    }
    if (text.find('\t') != std::string::npos || text.find('\n') != std::string::npos) continue;
    pair.source = text;
    return pair;
  }
}

SplitSizes write_world_splits(const std::string& directory, std::uint64_t seed,
                              const SplitSizes& sizes, const std::string& context_directory,
                              const std::string& sentences_directory,
                              const std::string& months_directory) {
  WorldDateGenerator generator(
      seed, {},
      context_directory.empty() ? ContextPhrases()
                                : ContextPhrases(context_directory, world_languages()),
      sentences_directory.empty() ? SentenceFrames()
                                  : SentenceFrames(sentences_directory, world_languages()),
      months_directory.empty() ? MonthCases() : MonthCases(months_directory, world_languages()));
  return write_disjoint_splits(
      directory, sizes, [&] { return split_line_of(generator.next()); }, "the world grammar");
}

}  // namespace dates
