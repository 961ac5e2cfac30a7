#include "dates/data/world_date_grammar.h"

#include <unicode/calendar.h>
#include <unicode/datefmt.h>
#include <unicode/dtptngen.h>
#include <unicode/locdspnm.h>
#include <unicode/numfmt.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <array>
#include <map>
#include <stdexcept>

#include "dates/core/calendar.h"
#include "dates/core/random.h"
#include "dates/data/reading_order.h"
#include "dates/data/vocabulary.h"

namespace dates {

namespace {

// One way a language is written: an ICU locale (region, numbering system), an optional
// numbering override of the year, month and day fields (Han numbers), the Buddhist era.
struct LocaleVariant {
  const char* tag;
  double weight;
  const char* field_numbering = "";  // SimpleDateFormat's override, e.g. "y=hanidec;M=hans;d=hans"
  bool buddhist = false;             // the Thai solar calendar (years of the Buddhist era)
};

struct WorldLanguage {
  const char* code;
  std::vector<LocaleVariant> variants;
  bool right_to_left = false;
};

const std::vector<WorldLanguage>& languages_table() {
  static const std::vector<WorldLanguage> table = {
      {"es", {{"es", 3}, {"es_MX", 2}, {"es_AR", 1}, {"es_CO", 1}, {"es_US", 1}}},
      {"fr", {{"fr", 4}, {"fr_CA", 1}, {"fr_BE", 1}, {"fr_CH", 1}}},
      {"de", {{"de", 4}, {"de_AT", 1}, {"de_CH", 1}}},
      {"it", {{"it", 4}, {"it_CH", 1}}},
      {"pt", {{"pt", 3}, {"pt_PT", 2}}},
      {"nl", {{"nl", 3}, {"nl_BE", 1}}},
      {"ru", {{"ru", 1}}},
      {"pl", {{"pl", 1}}},
      {"tr", {{"tr", 1}}},
      {"uk", {{"uk", 1}}},
      {"cs", {{"cs", 1}}},
      {"sv", {{"sv", 3}, {"sv_FI", 1}}},
      {"ro", {{"ro", 3}, {"ro_MD", 1}}},
      {"ja", {{"ja", 6}, {"ja", 1, "y=hanidec;M=jpan;d=jpan"}}},
      {"zh",
       {{"zh", 5},
        {"zh_Hant_TW", 2},
        {"zh_Hant_HK", 1},
        {"zh", 1.5, "y=hanidec;M=hans;d=hans"},
        {"zh_Hant_TW", 0.5, "y=hanidec;M=hant;d=hant"}}},
      {"ko", {{"ko", 1}}},
      {"ar",
       {{"ar", 3},
        {"ar_EG", 1},
        {"ar_SA", 1},
        {"ar@numbers=latn", 2},
        {"ar_MA", 1},
        {"ar_DZ", 0.5},
        {"ar_LB", 0.5},
        {"ar_IQ", 0.5}},
       true},
      {"fa", {{"fa@numbers=arabext", 3}, {"fa@numbers=latn", 1}, {"fa_AF", 0.5}}, true},
      {"he", {{"he", 1}}, true},
      {"hi", {{"hi", 3}, {"hi@numbers=deva", 1}}},
      {"id", {{"id", 1}}},
      {"vi", {{"vi", 1}}},
      {"th",
       {{"th", 2},
        {"th_TH", 3, "", true},
        {"th@numbers=thai", 0.5},
        {"th_TH@numbers=thai", 0.5, "", true}}},
      {"el", {{"el", 1}}},
  };
  return table;
}

std::string utf8_of(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

std::string padded(int value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width) digits.insert(0, width - digits.size(), '0');
  return digits;
}

std::string offset_target(int offset_minutes) {
  const int magnitude = offset_minutes < 0 ? -offset_minutes : offset_minutes;
  return std::string(offset_minutes < 0 ? "-" : "+") + padded(magnitude / 60, 2) + ":" +
         padded(magnitude % 60, 2);
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
constexpr std::array<const char*, 12> kDateSkeletons = {
    "yMMMd", "yMMMMd", "yMMMMEEEEd", "yMMMEd",    "yMd",  "yMMdd",
    "yMEd",  "yyMMdd", "yMMMMEd",    "yMMMEEEEd", "yyMd", "GyMMMd"};
constexpr std::array<const char*, 6> kPartialSkeletons = {"MMMd",  "MMMMd", "MMMMEEEEd",
                                                          "yMMMM", "yMMM",  "MMMEd"};
constexpr std::array<const char*, 6> kTimeSkeletons = {"jm", "jms", "Hm", "Hms", "hm", "hms"};
constexpr std::array<const char*, 6> kZoneSkeletons = {"z", "ZZZZ", "zzzz", "O", "xxx", "Z"};

}  // namespace

const std::vector<std::string>& world_languages() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out;
    for (const auto& language : languages_table()) out.emplace_back(language.code);
    return out;
  }();
  return codes;
}

struct WorldDateGenerator::State {
  SplitMix64 random;
  std::vector<std::size_t> languages;  // indices into languages_table()
  std::map<std::string, std::unique_ptr<icu::DateTimePatternGenerator>> pattern_generators;
  std::map<std::string, std::unique_ptr<icu::SimpleDateFormat>> formatters;
  std::map<std::string, std::unique_ptr<icu::LocaleDisplayNames>> display_names;
  std::map<std::string, std::unique_ptr<icu::NumberFormat>> number_formats;

  explicit State(std::uint64_t seed) : random(seed) {}

  static icu::Locale locale_of(const LocaleVariant& variant) {
    icu::Locale locale(variant.tag);
    UErrorCode status = U_ZERO_ERROR;
    locale.setKeywordValue("calendar", variant.buddhist ? "buddhist" : "gregorian", status);
    if (U_FAILURE(status)) {
      throw std::runtime_error(std::string("ICU: cannot set the calendar of locale ") +
                               variant.tag + ": " + u_errorName(status));
    }
    return locale;
  }

  icu::DateTimePatternGenerator& pattern_generator(const LocaleVariant& variant) {
    auto& slot = pattern_generators[variant.tag + std::string(variant.buddhist ? "/b" : "")];
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
    std::string key = variant.tag + std::string(variant.buddhist ? "/b/" : "//") +
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
    auto& format = formatter(variant, pattern, field_numbering);
    format.setTimeZone(zone);
    icu::UnicodeString text;
    format.format(time, text);
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

  icu::LocaleDisplayNames& names(const LocaleVariant& variant) {
    auto& slot = display_names[variant.tag];
    if (!slot) slot.reset(icu::LocaleDisplayNames::createInstance(icu::Locale(variant.tag)));
    return *slot;
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

CivilDate draw_world_date(Draw& draw) {
  CivilDate date;
  date.year = draw.chance(0.8) ? draw.between(1950, 2035) : draw.between(1700, 2199);
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
  if (letter == u'K') written = hour % 12;
  if (letter == u'k') written = hour == 0 ? 24 : hour;
  std::string clock = padded(written, 2) + ":" + padded(minute, 2);
  if (fields.has(u's')) clock += ":" + padded(second, 2);
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

}  // namespace

WorldDateGenerator::WorldDateGenerator(std::uint64_t seed,
                                       const std::vector<std::string>& languages)
    : state_(std::make_unique<State>(seed)) {
  for (std::size_t index = 0; index < languages_table().size(); ++index) {
    bool wanted = languages.empty();
    for (const auto& code : languages) wanted = wanted || code == languages_table()[index].code;
    if (wanted) state_->languages.push_back(index);
  }
  for (const auto& code : languages) {
    bool known = false;
    for (const auto& language : languages_table()) known = known || code == language.code;
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
    const WorldLanguage& language = languages_table()[draw.pick(state.languages)];
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

    RealDatePair pair;
    pair.family = std::string("world-") + language.code;
    pair.order = kReadingOrders[draw.below(kReadingOrders.size())];
    const CivilDate date = draw_world_date(draw);
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
    bool no_date = false;
    std::string text;
    const auto kind = draw.weighted({22, 45, 14, 9});
    const icu::DateFormat::EStyle styles[] = {icu::DateFormat::kFull, icu::DateFormat::kLong,
                                              icu::DateFormat::kMedium, icu::DateFormat::kShort};
    if (kind == 0) {
      const auto date_style = styles[draw.below(4)];
      const auto time_style = draw.chance(0.35) ? styles[draw.below(4)] : icu::DateFormat::kNone;
      pattern = State::style_pattern(variant, date_style, time_style);
    } else if (kind == 1) {
      std::string skeleton = draw.pick(kDateSkeletons);
      if (draw.chance(0.3)) {
        skeleton += draw.pick(kTimeSkeletons);
        if (draw.chance(0.4)) skeleton += draw.pick(kZoneSkeletons);
      }
      pattern = state.best_pattern(variant, skeleton.c_str());
    } else if (kind == 2) {
      pattern = state.best_pattern(variant, draw.pick(kPartialSkeletons));
    } else {
      no_date = true;
      switch (draw.weighted({3, 2, 2, 2})) {
        case 0:  // a time alone
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
    if (variant.buddhist && PatternFields(pattern).count(u'y') == 2) {
      // two-digit years of the Buddhist era would read as years of ours: written in full
      pattern.findAndReplace(icu::UnicodeString(u"yy"), icu::UnicodeString(u"y"));
    }

    const PatternFields fields(pattern);
    if (text.empty()) {
      // Han numbers where the pattern writes 年月日 (二〇一五年三月三日), not in 2015/3/3.
      const bool han_numbers = pattern.indexOf(u'\u5E74') >= 0;
      text = state.format(variant, pattern, han_numbers, time, *zone);
    }

    if (!no_date) {
      const bool year = fields.has(u'y'), month = fields.month_count() > 0, day = fields.has(u'd');
      const int year_written = fields.count(u'y') == 2 && !variant.buddhist
                                   ? expand_two_digit_year(date.year % 100)
                                   : date.year;
      if (year && month && day) {
        pair.target =
            padded(year_written, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2);
      } else if (month && day) {
        pair.target = "XXXX-" + padded(date.month, 2) + "-" + padded(date.day, 2);
      } else if (year && month) {
        pair.target = padded(year_written, 4) + "-" + padded(date.month, 2);
      } else {
        continue;  // a skeleton the locale writes without the fields asked
      }
      const char16_t hour_letter = fields.hour_letter();
      if (hour_letter != 0 && !fields.has(u'm')) continue;  // `16 h`: not a clock we target
      if (hour_letter != 0) {
        pair.target += "T" + clock_target(fields, hour, minute, second);
        const char16_t zone_letter = fields.zone_letter();
        if (zone_letter != 0)
          pair.target += state.zone_target(variant, fields, offset, time, *zone);
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
        default: {
          icu::UnicodeString number;
          state.numbers(variant).format(static_cast<int32_t>(draw.between(0, 9999)), number);
          text = word + " " + utf8_of(number) + " " + text;
        }
      }
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
    if (text.empty() || count_characters(text) > kMaxRealSourceLength) continue;
    if (text.find('\t') != std::string::npos || text.find('\n') != std::string::npos) continue;
    pair.source = text;
    return pair;
  }
}

SplitSizes write_world_splits(const std::string& directory, std::uint64_t seed,
                              const SplitSizes& sizes) {
  WorldDateGenerator generator(seed);
  return write_disjoint_splits(
      directory, sizes,
      [&] {
        const RealDatePair pair = generator.next();
        return SplitLine{pair.source, pair.source + "\t" + pair.target + "\t" + pair.family + "\t" +
                                          to_string(pair.order) + "\n"};
      },
      "the world grammar");
}

}  // namespace dates
