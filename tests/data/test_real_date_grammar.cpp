// The real-world grammar: every component reaches the output, weekdays agree with the dates,
// years are copied, partial dates and non-dates get their EDTF / empty targets, the catalogue
// family agrees with the reading rule, and no source is in two splits.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "dates/core/calendar.h"
#include "dates/core/printable.h"
#include "dates/data/real_date_grammar.h"
#include "dates/data/split_writer.h"
#include "dates/data/vocabulary.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/date_time_output.h"

using namespace dates;

namespace {

const std::vector<RealDatePair>& sample() {
  static const std::vector<RealDatePair> pairs = [] {
    RealDateGenerator generator(20261201);
    std::vector<RealDatePair> drawn;
    for (int i = 0; i < 30000; ++i) drawn.push_back(generator.next());
    return drawn;
  }();
  return pairs;
}

std::string lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

// How many sampled sources match `pattern` (ECMAScript regex, searched anywhere).
int count_matching(const std::string& pattern, const std::string& family = "") {
  const std::regex expression(pattern);
  int count = 0;
  for (const auto& pair : sample()) {
    if (!family.empty() && pair.family != family) continue;
    count += std::regex_search(pair.source, expression) ? 1 : 0;
  }
  return count;
}

}  // namespace

TEST_CASE("every family and convention is drawn; sources stay within the length",
          "[real-grammar]") {
  std::map<std::string, int> families;
  std::map<std::string, int> orders;
  for (const auto& pair : sample()) {
    ++families[pair.family];
    ++orders[to_string(pair.order)];
    REQUIRE(split_characters(pair.source).size() <= kMaxRealSourceLength);
    REQUIRE(pair.source.find('\t') == std::string::npos);
  }
  for (const auto& family : real_families()) {
    INFO(family);
    CHECK(families[family] > 1000);
  }
  CHECK(families.size() == real_families().size());
  for (const auto order : kReadingOrders) CHECK(orders[to_string(order)] > 5000);
}

TEST_CASE("each component of the grammar reaches the output", "[real-grammar]") {
  // Orders of the fields with month names.
  CHECK(count_matching(R"(^\d{1,2} [A-Z][a-z]+\.? \d{4}$)", "named") > 20);   // 25 Sep 2003
  CHECK(count_matching(R"(^[A-Z][a-z]+\.? \d{1,2}, \d{4}$)", "named") > 20);  // Sep 25, 2003
  CHECK(count_matching(R"(^\d{4} [A-Z][a-z]+\.? \d{1,2}$)", "named") > 5);    // 2003 Sep 25
  CHECK(count_matching(R"(^[A-Z][a-z]+\.? \d{4} \d{1,2}$)", "named") > 5);    // Sep 2003 25
  // Months: names, abbreviations with and without a period, Sept.
  CHECK(count_matching(R"(\bSeptember\b)") > 50);
  CHECK(count_matching(R"(\bSep\b[^.])") > 50);
  CHECK(count_matching(R"(\bSep\.)") > 20);
  CHECK(count_matching(R"(\bSept\.?\b)") > 20);
  // Days: zero-padded, ordinals, spelled.
  CHECK(count_matching(R"(\b0[1-9] [A-Z])", "named") > 20);
  CHECK(count_matching(R"(\b\d{1,2}(st|nd|rd|th)\b)") > 100);
  CHECK(count_matching(R"(\b(twenty-first|thirty-first|second|ninth)\b)") > 20);
  // Years: four digits far from today, two digits, 'yy.
  CHECK(count_matching(R"(\b1[0-7]\d\d\b)") > 200);
  CHECK(count_matching(R"(\b2[2-9]\d\d\b)") > 200);
  CHECK(count_matching(R"('\d\d\b)") > 50);
  CHECK(count_matching(R"(\b([Nn]ineteen|[Tt]wo thousand|[Tt]wenty) [a-z]+)", "named") > 10);
  // Separators of numeric dates, and eight digits.
  CHECK(count_matching(R"(^\d{1,2}/\d{1,2}/\d{2,4}$)", "numeric") > 100);
  CHECK(count_matching(R"(^\d{1,4}-\d{1,2}-\d{1,4}$)", "numeric") > 100);
  CHECK(count_matching(R"(^\d{1,4}\.\d{1,2}\.\d{1,4}$)", "numeric") > 50);
  CHECK(count_matching(R"(^\d{1,4} \d{1,2} \d{1,4}$)", "numeric") > 20);
  CHECK(count_matching(R"(^\d{8}$)", "numeric") > 20);
  // Case: lower, Title, UPPER, mixed.
  CHECK(count_matching(R"(\bseptember\b)") > 20);
  CHECK(count_matching(R"(\bSEPTEMBER\b)") > 10);
  CHECK(count_matching(R"(\bSeptember\b)") > 20);
  CHECK(count_matching(R"(\b[a-z]+ [A-Z]{3,}|[A-Z]{3,} [a-z]{3,})", "named") > 10);
  // Fillers.
  CHECK(count_matching(R"(^[Oo][Nn] )") > 20);
  CHECK(count_matching(R"(\b[Tt][Hh][Ee] \d)") > 20);
  CHECK(count_matching(R"(\d(st|nd|rd|th|ST|ND|RD|TH) [Oo][Ff] )") > 20);
  CHECK(count_matching(R"( [Aa][Tt] \d)") > 20);
  // Times: 24-hour, seconds, fractions, am / a.m. / PM, 11h30m, T; before or after the date.
  CHECK(count_matching(R"(\b\d\d:\d\d:\d\d\.\d+)") > 50);
  CHECK(count_matching(R"(\d [AaPp]\.[Mm]\.)") > 20);
  CHECK(count_matching(R"(\d ?(PM|pm|AM|am)\b)") > 50);
  CHECK(count_matching(R"(\b\d\d[hH]\d\d[mM]?\b)") > 10);
  CHECK(count_matching(R"(\d{4}-\d\d-\d\d[Tt]\d\d)") > 200);
  CHECK(count_matching(R"(^\d{1,2}(:\d\d)+.* [Oo][Nn] )") > 10);
  // Zones.
  CHECK(count_matching(R"(\d[Zz]$)") > 50);
  CHECK(count_matching(R"([+-]\d{4}\b)") > 200);
  CHECK(count_matching(R"([+-]\d\d:\d\d$)") > 50);
  CHECK(count_matching(R"(\b(UTC|GMT)\b)") > 200);
  CHECK(count_matching(R"(\b(BRST|EST|PDT|CEST)\b)") > 50);
  // Machine formats: RFC 2822, RFC 850, asctime, common log format, JavaScript.
  CHECK(count_matching(R"(^[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$)") >
        20);
  CHECK(count_matching(R"(^[A-Z][a-z]+day, \d\d-[A-Z][a-z]{2}-\d\d \d\d:\d\d:\d\d GMT$)") > 10);
  CHECK(count_matching(R"(^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4}$)") > 10);
  CHECK(count_matching(R"(\d\d/[A-Za-z]{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4})") > 10);
  CHECK(count_matching(R"(GMT[+-]\d{4} \()") > 10);
  // Times written in more ways: hour alone, four digits with hrs or Z, ranges, log lines.
  CHECK(count_matching(R"(\b\d{1,2} ?(pm|PM|am|AM)\b)") > 50);
  CHECK(count_matching(R"(\d{4} ?(hrs|HRS)\b)") > 20);
  CHECK(count_matching(R"(\d\d:\d\d\s?(-|\xE2\x80\x93| to )\s?\d)") > 50);
  CHECK(count_matching(R"(^<\d+>1 \d{4}-)") > 20);
  CHECK(count_matching(R"(^[IWEFiwef]\d{4} \d\d:\d\d:\d\d\.\d{6} )") > 20);
  CHECK(count_matching(R"(\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b)") > 50);  // America/New_York
  // Noise: characters outside ASCII, labels, brackets.
  CHECK(count_matching(R"([^\x00-\x7F])") > 200);
  CHECK(count_matching(R"(^([Dd]ate|DATE): )") > 10);
  CHECK(count_matching(R"(^\[.*\]$)") > 10);
}

TEST_CASE("weekdays agree with the dates", "[real-grammar]") {
  // Indexed by weekday(): 0 = Sunday; "thu" also matches "thurs", "tue" "tues".
  const std::vector<std::string> names = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};
  int checked = 0;
  for (const auto& pair : sample()) {
    const auto date_text = date_part(pair.target);
    if ((pair.family != "named" && pair.family != "machine") || date_text.size() != 10) continue;
    const auto text = lower(pair.source);
    const auto date = CivilDate::parse_iso(date_text);
    for (std::size_t day = 0; day < names.size(); ++day) {
      const std::regex word("\\b" + names[day] + "(day|nesday|rsday|sday|urday|s|rs)?\\b");
      if (std::regex_search(text, word)) {
        INFO(pair.source << " -> " << pair.target);
        CHECK(static_cast<std::size_t>(weekday(date)) == day);
        ++checked;
      }
    }
  }
  CHECK(checked > 3000);
}

TEST_CASE("years are copied into the target", "[real-grammar]") {
  // Every named or machine date writes its year: in four digits, or in two within the pivot
  // (noise may split the digits: a rare character anywhere).
  int four = 0;
  for (const auto& pair : sample()) {
    if ((pair.family != "named" && pair.family != "machine") || pair.noisy) continue;
    const auto year = pair.target.substr(0, 4);
    // Years in words ("nineteen seventy-six") are checked by the components test.
    if (std::regex_search(lower(pair.source),
                          std::regex("(hundred|thousand|teen|ty|ten|eleven|twelve)\\b")))
      continue;
    INFO(pair.source << " -> " << pair.target);
    if (pair.source.find(year) != std::string::npos) {
      ++four;
      continue;
    }
    const int value = std::stoi(year);
    CHECK(value >= 1969);
    CHECK(value <= 2068);
    CHECK(pair.source.find(year.substr(2)) != std::string::npos);
  }
  CHECK(four > 10000);
}

TEST_CASE("targets are dates, EDTF partial dates, or empty for no date", "[real-grammar]") {
  int month_day = 0, year_month = 0;
  for (const auto& original : sample()) {
    INFO(original.family << ": " << original.source << " -> '" << original.target << "'");
    // The date part; the time after it is checked by the next test.
    const auto parts = read_date_time_output(original.target);
    REQUIRE_FALSE(parts.malformed);
    RealDatePair pair = original;
    pair.target = parts.date;
    if (pair.family == "no-date") {
      CHECK(pair.target.empty());
    } else if (pair.family == "context") {
      // Any of the forms: a date, a partial date or none, among other words.
      CHECK((pair.target.empty() || is_real_calendar_date(pair.target) ||
             std::regex_match(pair.target, std::regex(R"(XXXX-\d\d-\d\d|\d{4}-\d\d)"))));
    } else if (pair.family == "incomplete") {
      const bool no_year = std::regex_match(pair.target, std::regex(R"(XXXX-\d\d-\d\d)"));
      const bool no_day = std::regex_match(pair.target, std::regex(R"(\d{4}-\d\d)"));
      CHECK((no_year || no_day));
      month_day += no_year ? 1 : 0;
      year_month += no_day ? 1 : 0;
    } else {
      CHECK(is_real_calendar_date(pair.target));
      const int year = std::stoi(pair.target.substr(0, 4));
      CHECK(year >= 1000);
      CHECK(year <= 2999);
    }
  }
  CHECK(month_day > 500);
  CHECK(year_month > 500);
}

TEST_CASE("the catalogue family agrees with the reading rule under mdy", "[real-grammar]") {
  // The broad catalogue labels its numeric forms by its own patterns (date_generator.cpp); the
  // reading rule must read the same date from the same digits.
  const std::regex numeric(R"(^(\d+)([/. -])(\d+)\2(\d+)$)");
  int checked = 0;
  for (const auto& pair : sample()) {
    if (pair.family != "catalogue") continue;
    CHECK(pair.order == ReadingOrder::kMdy);
    std::smatch match;
    if (!std::regex_match(pair.source, match, numeric)) continue;
    std::array<NumericField, 3> fields;
    for (std::size_t i = 0; i < 3; ++i) {
      const auto text = match[i == 0 ? 1 : i + 2].str();
      fields[i] = {std::stoi(text), static_cast<int>(text.size()), false};
    }
    const auto date = read_numeric_date(fields, match[2].str()[0], ReadingOrder::kMdy);
    INFO(pair.source << " -> " << pair.target);
    REQUIRE(date.has_value());
    CHECK(date->iso() == pair.target);
    ++checked;
  }
  CHECK(checked > 300);
}

TEST_CASE("a numeric date whose day is above 12 reads the same under every convention",
          "[real-grammar]") {
  const std::regex numeric(R"(^(\d+)([/-])(\d+)\2(\d+)$)");
  std::map<std::string, std::set<std::string>> targets;  // source -> targets over conventions
  for (const auto& pair : sample()) {
    if (pair.family != "numeric" || !std::regex_match(pair.source, numeric)) continue;
    const int day = std::stoi(pair.target.substr(8, 2));
    const int month = std::stoi(pair.target.substr(5, 2));
    if (day > 12 || day == month) targets[pair.source].insert(pair.target);
  }
  CHECK(targets.size() > 300);
  for (const auto& [source, readings] : targets) {
    INFO(source);
    CHECK(readings.size() == 1);
  }
}

TEST_CASE("the same seed draws the same sequence", "[real-grammar]") {
  RealDateGenerator first(7), second(7), other(8);
  bool differs = false;
  for (int i = 0; i < 200; ++i) {
    const auto a = first.next(), b = second.next(), c = other.next();
    CHECK(a.source == b.source);
    CHECK(a.target == b.target);
    differs = differs || a.source != c.source;
  }
  CHECK(differs);
}

TEST_CASE("real splits: four columns, no source in two splits", "[real-grammar]") {
  const auto directory =
      std::filesystem::temp_directory_path() / ("dates-test-real-" + std::to_string(::getpid()));
  write_real_splits(directory.string(), 3, SplitSizes{3000, 500, 500});
  std::map<std::string, std::set<std::string>> sources;  // split -> sources
  for (const std::string split : {"train", "valid", "test"}) {
    std::ifstream in(directory / (split + ".tsv"));
    int lines = 0;
    for (std::string line; std::getline(in, line); ++lines) {
      const auto tab = line.find('\t');
      REQUIRE(std::count(line.begin(), line.end(), '\t') == 3);
      sources[split].insert(line.substr(0, tab));
    }
    CHECK(lines == (split == "train" ? 3000 : 500));
  }
  for (const auto& source : sources["test"]) {
    CHECK(sources["train"].count(source) == 0);
    CHECK(sources["valid"].count(source) == 0);
  }
  for (const auto& source : sources["valid"]) CHECK(sources["train"].count(source) == 0);
  std::filesystem::remove_all(directory);
}

TEST_CASE("sources are UTF-8 and times reach the target as written", "[real-grammar]") {
  std::map<std::string, int> seen;
  const std::regex seconds_clock(R"((^|[^\d:.])(\d\d):(\d\d):(\d\d)([^\d:]|$))");
  // h:mm, h:mm:ss or h:mm:ss.f (`:` or `.`) and am/pm in any spelling (`p`, `p.m.`, `PM`).
  const std::regex meridiem(
      R"((^|[^\d:.])(\d{1,2})[:.](\d\d)([:.]\d\d([.,]\d+)?)? ?([ap])(\.?m\.?)?(\b|$|(?=z)))");
  for (const auto& pair : sample()) {
    INFO(pair.family << ": " << pair.source << " -> '" << pair.target << "'");
    REQUIRE_FALSE(first_invalid_utf8(pair.source).has_value());
    const auto parts = read_date_time_output(pair.target);
    REQUIRE_FALSE(parts.malformed);
    const auto t = pair.target.find('T');
    if (t == std::string::npos) continue;
    ++seen["time"];
    // A time needs a date, and never a month and year alone.
    CHECK(pair.target.size() > 0);
    CHECK(date_part(pair.target).size() == 10);
    const auto text = lower(pair.source);
    const auto clock = pair.target.substr(t + 1);
    if (parts.invalid_time) ++seen["invalid-time"];
    if (parts.unknown_zone) ++seen["zone-unknown"];
    if (clock.find('a') != std::string::npos && clock.find('a') == 5) ++seen["am"];
    if (std::regex_search(clock, std::regex(R"(^\d\d:\d\d(:\d\d)?(\.\d+)?p)"))) ++seen["pm"];
    if (clock.back() == 'Z') ++seen["Z"];
    if (std::regex_search(clock, std::regex(R"([+-]\d\d:\d\d$)"))) ++seen["offset"];
    if (std::regex_search(clock, std::regex(R"( [a-z]+$)"))) ++seen["abbreviation"];
    if (clock.back() == '?') ++seen["named zone"];
    std::smatch fraction;
    if (std::regex_search(clock, fraction, std::regex(R"(\.(\d+))"))) {
      ++seen["fraction " + std::to_string(fraction[1].length())];
    }
    // A 24-hour clock with seconds (not a range, not 12-hour) is copied digit for digit.
    std::smatch written;
    // Ranges give their start; noise may split a clock: both are left to other checks.
    const bool range =
        pair.noisy ||
        std::regex_search(
            text,
            std::regex(
                R"([\dmpan.] ?(-|\xE2\x80\x93| to | until ) ?(\d|noon|midnight|midday|12 ))"));
    if (!parts.invalid_time && !range && !std::regex_search(text, meridiem) &&
        std::regex_search(text, written, seconds_clock) && text.find("h") == std::string::npos) {
      CHECK(parts.time.substr(0, 8) ==
            written[2].str() + ":" + written[3].str() + ":" + written[4].str());
      ++seen["copied"];
    }
    // 12-hour clocks: 12 am is 00, 12 pm is 12, the others shift by 12 after noon.
    std::smatch twelve;
    if (!parts.invalid_time && !range && std::regex_search(text, twelve, meridiem) &&
        text.find('-') == std::string::npos) {
      const int hour = std::stoi(twelve[2].str());
      const int expected = hour % 12 + (twelve[6].str() == "p" ? 12 : 0);
      CHECK(std::stoi(parts.time.substr(0, 2)) == expected);
      CHECK(parts.time.substr(3, 2) == twelve[3].str());
      ++seen["12-hour"];
    }
    if (!range && std::regex_search(text, std::regex(R"(\bnoon\b|\bmidday\b)"))) {
      CHECK(parts.time == "12:00");
      ++seen["noon"];
    }
    if (!range && std::regex_search(text, std::regex(R"(\bmidnight\b)"))) {
      CHECK(parts.time == "00:00");
      ++seen["midnight"];
    }
    // A numeric offset beside a name in parentheses: the number wins.
    std::smatch both;
    if (!parts.invalid_time &&
        std::regex_search(
            text, both,
            std::regex(R"(:\d\d(?:[.,]\d+)? ?(?:gmt|utc)?([+-])(\d\d)(\d\d) \([a-z ]+\)$)"))) {
      const auto offset = both[1].str() + both[2].str() + ":" + both[3].str();
      CHECK(parts.offset == (offset.substr(1) == "00:00" ? "Z" : offset));
      ++seen["number wins"];
    }
  }
  INFO("seen: " << [&] {
    std::string list;
    for (const auto& [kind, count] : seen) list += kind + "=" + std::to_string(count) + " ";
    return list;
  }());
  CHECK(seen["time"] > 8000);
  for (int digits = 1; digits <= 9; ++digits)
    CHECK(seen["fraction " + std::to_string(digits)] > 20);
  for (const auto* kind :
       {"invalid-time", "zone-unknown", "am", "pm", "Z", "offset", "abbreviation", "named zone",
        "12-hour", "noon", "midnight", "number wins"}) {
    INFO(kind);
    CHECK(seen[kind] > 20);
  }
  CHECK(seen["copied"] > 2000);
}
