// The world grammar (data/world_date_grammar.h): every language reaches the output with ICU's
// names and its native digits, numeric dates read in their locale's convention, weekdays agree
// with the dates, the Thai Buddhist era is converted, right-to-left text carries bidi marks, and
// every target is one the output reader (date_time_output.h) accepts. The expected values come
// from ICU's DateFormatSymbols (the names as CLDR lists them, not as a pattern writes them),
// from the project's own numeric reader (numeric_dates.h) and from the calendar (calendar.h).
#include <catch2/catch.hpp>

#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <map>
#include <regex>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "dates/core/calendar.h"
#include "dates/core/source_text.h"
#include "dates/data/numeric_dates.h"
#include "dates/data/vocabulary.h"
#include "dates/data/world_date_grammar.h"
#include "dates/decode/date_time_output.h"

using namespace dates;

namespace {

const std::map<std::string, std::vector<RealDatePair>>& sample_by_language() {
  static const std::map<std::string, std::vector<RealDatePair>> pairs = [] {
    std::map<std::string, std::vector<RealDatePair>> drawn;
    WorldDateGenerator generator(20261203);
    for (int i = 0; i < 24 * 600; ++i) {
      RealDatePair pair = generator.next();
      drawn[pair.family.substr(std::string("world-").size())].push_back(std::move(pair));
    }
    return drawn;
  }();
  return pairs;
}

// A wide name list of ICU's DateFormatSymbols for `language` (months or weekdays), folded.
std::vector<std::string> wide_names(const std::string& language, bool weekdays) {
  UErrorCode status = U_ZERO_ERROR;
  icu::DateFormatSymbols symbols(icu::Locale((language + "@calendar=gregorian").c_str()), status);
  REQUIRE(U_SUCCESS(status));
  int32_t count = 0;
  const icu::UnicodeString* names =
      weekdays
          ? symbols.getWeekdays(count, icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::WIDE)
          : symbols.getMonths(count, icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::WIDE);
  std::vector<std::string> out;
  for (int32_t i = 0; i < count; ++i) {
    std::string name;
    names[i].toUTF8String(name);
    out.push_back(fold_text(name));
  }
  return out;  // weekdays: [0] is empty, [1] Sunday .. [7] Saturday (ICU's UCAL_SUNDAY = 1)
}

bool contains_code_point_in(const std::string& text, UChar32 first, UChar32 last) {
  const auto unicode = icu::UnicodeString::fromUTF8(text);
  for (int32_t i = 0; i < unicode.length();) {
    const UChar32 point = unicode.char32At(i);
    if (point >= first && point <= last) return true;
    i += U16_LENGTH(point);
  }
  return false;
}

bool is_full_date(const std::string& target) {
  static const std::regex full(R"(^\d{4}-\d{2}-\d{2}(T.*)?$)");
  return std::regex_match(target, full);
}

}  // namespace

TEST_CASE("the world grammar covers its 24 languages with well-formed targets", "[world]") {
  REQUIRE(world_languages().size() == 24);
  const auto& by_language = sample_by_language();
  static const std::regex date_target(R"(^(\d{4}-\d{2}-\d{2}|XXXX-\d{2}-\d{2}|\d{4}-\d{2})$)");
  for (const auto& language : world_languages()) {
    INFO("language " << language);
    REQUIRE(by_language.count(language) == 1);
    const auto& pairs = by_language.at(language);
    CHECK(pairs.size() > 450);  // uniform over 24 languages: 600 each, give or take
    int dated = 0, no_date = 0, partial = 0, timed = 0;
    for (const auto& pair : pairs) {
      INFO(pair.source << " -> " << pair.target);
      CHECK(!pair.source.empty());
      CHECK(count_characters(pair.source) <= kMaxRealSourceLength);
      CHECK(pair.source.find('\t') == std::string::npos);
      if (pair.target.empty()) {
        ++no_date;
        continue;
      }
      const auto parts = read_date_time_output(pair.target);
      CHECK(std::regex_match(parts.date, date_target));
      CHECK_FALSE(parts.malformed);
      CHECK_FALSE(parts.invalid_time);
      if (is_full_date(pair.target)) {
        CHECK(CivilDate::parse_iso(parts.date).is_valid());
        ++dated;
      } else {
        ++partial;
      }
      if (!parts.time.empty()) ++timed;
    }
    CHECK(dated > pairs.size() / 2);
    CHECK(no_date > 10);
    CHECK(partial > 10);
    CHECK(timed > 20);
  }
}

TEST_CASE("ICU's month names and weekday names of each language reach the sources", "[world]") {
  for (const auto& language : world_languages()) {
    INFO("language " << language);
    const auto months = wide_names(language, /*weekdays=*/false);
    REQUIRE(months.size() == 12);
    int named = 0;
    for (const auto& pair : sample_by_language().at(language)) {
      if (!is_full_date(pair.target)) continue;
      const int month = std::stoi(pair.target.substr(5, 2));
      if (fold_text(pair.source).find(months[month - 1]) != std::string::npos) ++named;
    }
    // The long patterns (yMMMMd, full, long) write the wide name; some locales (zh, ja, ko)
    // write months as numbers with 月 or 월 in every form, their wide name included.
    CHECK(named >= 20);
  }
}

TEST_CASE("weekdays written agree with the dates", "[world]") {
  for (const std::string language : {"de", "fr", "es", "ru", "ja", "ar", "el", "tr"}) {
    INFO("language " << language);
    const auto weekdays = wide_names(language, /*weekdays=*/true);
    REQUIRE(weekdays.size() == 8);
    int checked = 0;
    for (const auto& pair : sample_by_language().at(language)) {
      if (!is_full_date(pair.target)) continue;
      const std::string folded = fold_text(pair.source);
      const int expected = weekday(CivilDate::parse_iso(pair.target.substr(0, 10)));  // 0 Sunday
      // The longest name found (Turkish `pazartesi`, Monday, holds `pazar`, Sunday).
      int written = -1;
      for (int day = 0; day < 7; ++day) {
        if (folded.find(weekdays[day + 1]) == std::string::npos) continue;
        if (written < 0 || weekdays[day + 1].size() > weekdays[written + 1].size()) written = day;
      }
      if (written < 0) continue;
      INFO(pair.source << " -> " << pair.target);
      CHECK(written == expected);
      ++checked;
    }
    CHECK(checked >= 10);
  }
}

TEST_CASE("native digits, Han numbers and the Buddhist era reach the sources", "[world]") {
  const auto& by_language = sample_by_language();
  const auto count_in = [&](const std::string& language, UChar32 first, UChar32 last) {
    int found = 0;
    for (const auto& pair : by_language.at(language)) {
      found += contains_code_point_in(pair.source, first, last) ? 1 : 0;
    }
    return found;
  };
  CHECK(count_in("ar", 0x0660, 0x0669) > 50);  // Arabic-Indic digits
  CHECK(count_in("fa", 0x06F0, 0x06F9) > 50);  // Extended Arabic-Indic (Persian) digits
  CHECK(count_in("hi", 0x0966, 0x096F) > 20);  // Devanagari digits
  CHECK(count_in("th", 0x0E50, 0x0E59) > 20);  // Thai digits
  CHECK(count_in("zh", 0x3007, 0x3007) > 5);   // 〇 of Han years (二〇一五年)
  CHECK(count_in("ja", 0x3007, 0x3007) > 2);
  // The Thai solar calendar: the year written is the Gregorian year + 543 (the target's).
  int buddhist = 0;
  for (const auto& pair : by_language.at("th")) {
    if (!is_full_date(pair.target)) continue;
    const int year = std::stoi(pair.target.substr(0, 4));
    if (fold_text(pair.source).find(std::to_string(year + 543)) != std::string::npos) ++buddhist;
  }
  CHECK(buddhist > 100);
  // Japan's eras (平成27年 is 2015: Heisei began in 1989) and Taiwan's (民國104年: 1911 + 104).
  int heisei = 0, minguo = 0;
  for (const auto& [language, era, first_year] :
       {std::tuple{"ja", "\u5E73\u6210", 1989}, std::tuple{"zh", "\u6C11\u570B", 1912}}) {
    for (const auto& pair : by_language.at(language)) {
      if (!is_full_date(pair.target)) continue;
      const std::string folded = fold_text(pair.source);
      const std::size_t at = folded.find(era);
      if (at == std::string::npos) continue;
      const int year = std::stoi(pair.target.substr(0, 4));
      const std::string era_year = std::to_string(year - first_year + 1);
      INFO(pair.source << " -> " << pair.target);
      CHECK(folded.compare(at + std::string(era).size(), era_year.size(), era_year) == 0);
      (std::string(language) == "ja" ? heisei : minguo) += 1;
    }
  }
  CHECK(heisei > 3);
  CHECK(minguo > 3);
}

TEST_CASE("right-to-left sources carry bidi marks as software writes them", "[world]") {
  for (const std::string language : {"ar", "fa", "he"}) {
    INFO("language " << language);
    int marked = 0;
    for (const auto& pair : sample_by_language().at(language)) {
      if (contains_code_point_in(pair.source, 0x200E, 0x200F) ||
          contains_code_point_in(pair.source, 0x061C, 0x061C)) {
        ++marked;
      }
    }
    CHECK(marked > 50);
  }
}

TEST_CASE("numeric dates read in their locale's convention", "[world]") {
  // Read by the project's numeric reader (numeric_dates.h) under the example's order, the digits
  // of a numeric date give its target; and the order is the locale's (de day first, ja year first).
  std::map<std::string, std::set<std::string>> orders;  // the orders' names, per language
  int checked = 0;
  for (const auto& [language, pairs] : sample_by_language()) {
    for (const auto& pair : pairs) {
      if (!is_full_date(pair.target)) continue;
      const std::string folded = fold_text(pair.source);
      const auto groups = numeric_date_groups(folded);
      if (groups.size() != 1 || groups[0].fields != 3 || groups[0].separator == 0) continue;
      // A numeric date only: no letters of any script around (names would decide the reading).
      bool letters = false;
      const auto unicode = icu::UnicodeString::fromUTF8(folded);
      for (int32_t i = 0; i < unicode.length(); ++i) letters = letters || u_isalpha(unicode[i]);
      if (letters) continue;
      INFO(language << ": " << pair.source << " (" << folded << ") -> " << pair.target << " read "
                    << to_string(pair.order));
      const auto& read = groups[0].by_convention[static_cast<std::size_t>(pair.order)];
      REQUIRE(read.has_value());
      CivilDate expected = CivilDate::parse_iso(pair.target.substr(0, 10));
      // Years of other eras (Thai 2558, Japanese H27, Taiwan's 104) are checked apart.
      if (language == "th" || language == "ja" || language == "zh") expected.year = read->year;
      CHECK(read->iso() == expected.iso());
      orders[language].insert(to_string(pair.order));
      ++checked;
    }
  }
  CHECK(checked > 500);
  CHECK(orders["de"] == std::set<std::string>{"dmy"});
  CHECK(orders["ru"] == std::set<std::string>{"dmy"});
  CHECK(orders["ja"] == std::set<std::string>{"ymd"});
  CHECK(orders["ko"] == std::set<std::string>{"ymd"});
  CHECK(orders["fr"] == std::set<std::string>{"dmy", "ymd"});  // fr_CA writes y-MM-dd
}

TEST_CASE("the world grammar is deterministic and refuses unknown languages", "[world]") {
  WorldDateGenerator first(7), second(7);
  for (int i = 0; i < 200; ++i) {
    const auto a = first.next(), b = second.next();
    CHECK(a.source == b.source);
    CHECK(a.target == b.target);
  }
  WorldDateGenerator german(7, {"de"});
  for (int i = 0; i < 50; ++i) CHECK(german.next().family == "world-de");
  CHECK_THROWS_WITH(WorldDateGenerator(7, {"de", "xx"}), Catch::Contains("'xx'"));
}
