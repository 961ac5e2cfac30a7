// The zone-abbreviation table (data/zone_abbreviations.h): the offsets the issue names, its size
// and shape, case-insensitive lookup, and the ISO 8601 offset text.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "dates/data/zone_abbreviations.h"

using namespace dates;

TEST_CASE("the table gives the usual offsets", "[zones]") {
  // The examples of issue 23, in minutes east of UTC (hours x 60, by hand).
  const std::vector<std::pair<std::string, int>> expected = {
      {"EST", -300}, {"EDT", -240}, {"CST", -360}, {"PST", -480}, {"BST", 60},    {"CET", 60},
      {"CEST", 120}, {"JST", 540},  {"IST", 330},  {"BRT", -180}, {"BRST", -120}, {"AEST", 600},
      {"UTC", 0},    {"GMT", 0},    {"UT", 0},     {"NPT", 345},  {"NST", -210},  {"ACDT", 630}};
  for (const auto& [name, minutes] : expected) {
    INFO(name);
    REQUIRE(zone_offset_minutes(name).has_value());
    CHECK(*zone_offset_minutes(name) == minutes);
  }
  CHECK(zone_offset_minutes("est") == zone_offset_minutes("EST"));
  CHECK(zone_offset_minutes("chst") == 600);
  CHECK_FALSE(zone_offset_minutes("LMT").has_value());
  CHECK_FALSE(zone_offset_minutes("ES").has_value());
  CHECK_FALSE(zone_offset_minutes("").has_value());
  CHECK_FALSE(zone_offset_minutes("America/New_York").has_value());
}

TEST_CASE("the table covers at least the 40 most used, each once, within +-14 hours", "[zones]") {
  const auto& table = zone_abbreviations();
  CHECK(table.size() >= 40);
  std::set<std::string> names;
  for (const auto& entry : table) {
    std::string lower;
    for (const char* c = entry.name; *c != '\0'; ++c) {
      lower += static_cast<char>(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c);
    }
    INFO(entry.name);
    CHECK(names.insert(lower).second);
    CHECK(entry.offset_minutes >= -14 * 60);
    CHECK(entry.offset_minutes <= 14 * 60);
    CHECK(entry.offset_minutes % 15 == 0);
  }
}

TEST_CASE("offsets print as ISO 8601 extended, zero as Z", "[zones]") {
  CHECK(offset_text(0) == "Z");
  CHECK(offset_text(330) == "+05:30");
  CHECK(offset_text(-210) == "-03:30");
  CHECK(offset_text(-300) == "-05:00");
  CHECK(offset_text(840) == "+14:00");
  CHECK(offset_text(-186) == "-03:06");
}
