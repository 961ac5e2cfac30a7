// The dates a string's numbers allow (data/numeric_dates.h), on every numeric family the grammar
// writes: day/month/year, month/day/year, year/month/day, compact digits and month-day, with each
// separator (slash, dash, dot, space, none), two- and four-digit years, with and without a time.
// Every expected reading is worked out by hand from the layouts: mdy month/day/year, dmy
// day/month/year, ymd year/month/day; two-digit years pivot at 69 (POSIX strptime %y).
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dates/data/numeric_dates.h"

using namespace dates;

namespace {

// The distinct readings of the first group, as ISO text ("XXXX-MM-DD" for a month and a day).
std::vector<std::string> readings_of(const std::string& text) {
  const auto groups = numeric_date_groups(text);
  std::vector<std::string> dates;
  if (groups.empty()) return dates;
  for (const auto& date : groups.front().readings()) {
    dates.push_back(date.year == 0 ? fmt::format("XXXX-{:02}-{:02}", date.month, date.day)
                                   : date.iso());
  }
  return dates;
}

ConventionSet conventions_of(const std::string& text) {
  return convention_evidence(numeric_date_groups(text)).conventions;
}

bool ambiguous(const std::string& text, const std::string& output_date) {
  return is_ambiguous_reading(numeric_date_groups(text), output_date);
}

constexpr auto kMdy = convention_bit(ReadingOrder::kMdy);
constexpr auto kDmy = convention_bit(ReadingOrder::kDmy);
constexpr auto kYmd = convention_bit(ReadingOrder::kYmd);

}  // namespace

TEST_CASE("two-digit years: three readings with every separator", "[numeric-dates]") {
  // 03 04 15: mdy 2015-03-04, dmy 2015-04-03, ymd 2003-04-15.
  const std::vector<std::string> expected = {"2015-03-04", "2015-04-03", "2003-04-15"};
  for (const auto* text : {"03/04/15", "03-04-15", "03.04.15", "03 04 15", "030415", "3/4/15"}) {
    INFO(text);
    CHECK(readings_of(text) == expected);
    CHECK(conventions_of(text) == kAllConventions);
    for (const auto& date : expected) CHECK(ambiguous(text, date));
    CHECK_FALSE(ambiguous(text, "2015-03-05"));  // not one of them: the digits did not choose
  }
  // With a time after the date, and with the year written '15.
  CHECK(readings_of("03/04/15 10:36") == expected);
  CHECK(readings_of("03.04.15 14:30:00 +0200") == expected);
  CHECK(readings_of("3/4/'15") == std::vector<std::string>{"2015-03-04", "2015-04-03"});
}

TEST_CASE("four-digit years last: day and month swap", "[numeric-dates]") {
  const std::vector<std::string> expected = {"2012-05-06", "2012-06-05"};
  for (const auto* text : {"5/6/2012", "05-06-2012", "5.6.2012", "5 6 2012", "05062012",
                           "5.6.2012 14:30", "on 05/06/2012 at 10:00"}) {
    INFO(text);
    CHECK(readings_of(text) == expected);
    CHECK(conventions_of(text) == (kMdy | kDmy));
    CHECK(ambiguous(text, "2012-06-05"));
    CHECK(ambiguous(text, "2012-05-06"));
  }
  // The strings: dotted and spaced numbers are read day first, yet allow the other date.
  CHECK(ambiguous("10.09.2003", "2003-09-10"));
  CHECK(ambiguous("09.08.2013", "2013-08-09"));
  CHECK(ambiguous("7 4 1976", "1976-04-07"));
  CHECK(ambiguous("10 09 03", "2003-09-10"));
  // A dot and a space read as a dot (glibc's fr_CH, sl_SI and hu_HU dates).
  CHECK(readings_of("10. 04. 87") == std::vector<std::string>{"1987-10-04", "1987-04-10"});
  CHECK(conventions_of("2015. 04. 03.") == kYmd);
  // The same day and month: one date.
  CHECK(readings_of("5/5/2005") == std::vector<std::string>{"2005-05-05"});
  CHECK_FALSE(ambiguous("5/5/2005", "2005-05-05"));
}

TEST_CASE("digits that decide: one reading, no mark", "[numeric-dates]") {
  const std::vector<std::pair<std::string, ConventionSet>> decided = {
      {"31/12/1999", kDmy}, {"12/31/1999", kMdy},
      {"31-12-1999", kDmy}, {"31.12.1999", kDmy},
      {"31 12 1999", kDmy}, {"31121999", kDmy},
      {"12311999", kMdy},   {"2003-09-25", kYmd},
      {"2003/09/05", kYmd}, {"2003.09.05", kYmd},
      {"2003 09 05", kYmd}, {"20030905", kYmd},
      {"25/04/98", kDmy},   {"2003-09-25T10:36:28-02:00", kYmd},
  };
  for (const auto& [text, conventions] : decided) {
    INFO(text);
    CHECK(readings_of(text).size() == 1);
    CHECK(conventions_of(text) == conventions);
    CHECK_FALSE(ambiguous(text, readings_of(text).front()));
  }
  // A day above 12 with a two-digit year: day first or year first (2025-04-15), never month first.
  CHECK(readings_of("25/04/15") == std::vector<std::string>{"2015-04-25", "2025-04-15"});
  CHECK(conventions_of("25/04/15") == (kDmy | kYmd));
}

TEST_CASE("month names, times and other numbers are no numeric date", "[numeric-dates]") {
  for (const auto* text : {"Sep 3 2015", "Thu Sep 25 10:36:28 BRST 2003", "3 March 2015",
                           "10:36:28", "192.168.1.1", "version 12345", "2015"}) {
    INFO(text);
    CHECK(conventions_of(text) == 0);
    CHECK_FALSE(ambiguous(text, "2015-09-03"));
  }
  // A version number's readings do not make a month-name date ambiguous: the output is none of
  // them.
  CHECK_FALSE(ambiguous("1.2.3 released on March 5 2014", "2014-03-05"));
}

TEST_CASE("a month and a day", "[numeric-dates]") {
  CHECK(readings_of("5/6") == std::vector<std::string>{"XXXX-05-06", "XXXX-06-05"});
  CHECK(ambiguous("5/6", "XXXX-06-05"));
  CHECK(conventions_of("5/6") == kAllConventions);
  CHECK(readings_of("9/25") == std::vector<std::string>{"XXXX-09-25"});
  CHECK(conventions_of("9/25") == (kMdy | kYmd));
  CHECK(conventions_of("25.12.") == kDmy);
  // ISO 8601's --MM-DD is month first for everyone.
  CHECK(readings_of("--04-12") == std::vector<std::string>{"XXXX-04-12"});
  // A month-day output is compared with month-day groups only.
  CHECK_FALSE(ambiguous("5/6/2012", "XXXX-05-06"));
}

TEST_CASE("a numeric date read as none of its readings is misread", "[numeric-dates]") {
  const auto misread = [](const std::string& text, const std::string& date) {
    return is_misread_numeric_date(numeric_date_groups(text), text, date);
  };
  // 11. 12. 1992 allows 1992-11-12 and 1992-12-11 only.
  CHECK(misread("11. 12. 1992", "1992-11-11"));
  CHECK_FALSE(misread("11. 12. 1992", "1992-12-11"));
  CHECK(misread("06/02/22 10:30", "2022-06-22"));
  CHECK_FALSE(misread("06/02/22 10:30", "2022-06-02"));
  CHECK_FALSE(misread("2003-09-25T10:36:28-02:00", "2003-09-25"));
  // Found in real strings: a syslog line (`1 2003` before the date), an iCalendar stamp whose
  // time is six digits after T.
  CHECK_FALSE(misread("<165>1 2003-08-24T05:14:15.000003-07:00 192.0.2.1 myproc", "2003-08-24"));
  CHECK_FALSE(misread("RDATE;TZID=America/New_York:19970714T083000", "1997-07-14"));
  // A version number names no date in the output's year: not the date's numbers.
  CHECK_FALSE(misread("note: +001914-05-30 [gcc 12.2.0]", "1914-05-30"));
  CHECK(misread("at 12:20:41 +1400 on 10/12/09", "2010-10-02"));
  // A month spelled out: the date may come from the words, not the numbers.
  CHECK_FALSE(misread("Sep 3 10 2015", "2015-09-03"));
  CHECK_FALSE(misread("3 10 2015 (March)", "2015-03-03"));
  // No numeric date written, a month and day only, or no full date out: nothing to compare.
  CHECK_FALSE(misread("Thu Sep 25 10:36:28 BRST 2003", "2003-09-25"));
  CHECK_FALSE(misread("00/00/0000", "2000-01-01"));
  CHECK_FALSE(misread("5/6", "XXXX-06-05"));
  CHECK_FALSE(misread("11. 12. 1992", ""));
}

TEST_CASE("the convention that read an output", "[numeric-dates]") {
  const auto groups = numeric_date_groups("03/04/15");
  CHECK(reading_convention(groups, "2015-04-03", ReadingOrder::kMdy) == ReadingOrder::kDmy);
  CHECK(reading_convention(groups, "2003-04-15", ReadingOrder::kMdy) == ReadingOrder::kYmd);
  CHECK_FALSE(reading_convention(groups, "2015-09-03", ReadingOrder::kMdy).has_value());
  // Several conventions read 5/5/2005 alike: the one asked for, else the first of mdy, dmy, ymd.
  const auto same = numeric_date_groups("5/5/2005");
  CHECK(reading_convention(same, "2005-05-05", ReadingOrder::kDmy) == ReadingOrder::kDmy);
  CHECK(reading_convention(same, "2005-05-05", ReadingOrder::kYmd) == ReadingOrder::kMdy);
}

TEST_CASE("runs of more than three numbers try every three neighbours", "[numeric-dates]") {
  const auto groups = numeric_date_groups("1.2.3.4");
  REQUIRE(groups.size() == 2);
  CHECK(groups[0].begin == 0);
  CHECK(groups[0].end == 5);
  CHECK(groups[1].begin == 2);
  CHECK(groups[1].end == 7);
  // Separators must agree within a group; two runs share their boundary number: 10/09/03 and
  // the spaced 03 14 30.
  const auto mixed = numeric_date_groups("10/09/03 14 30");
  REQUIRE(mixed.size() == 2);
  CHECK(mixed[0].separator == '/');
  CHECK(mixed[1].separator == ' ');
  CHECK(mixed[1].begin == 6);
  CHECK(mixed[1].fields == 3);
  // So a number before an ISO date does not take the year from it.
  const auto syslog = numeric_date_groups("<165>1 2003-08-24T05:14:15");
  REQUIRE(syslog.size() == 2);
  REQUIRE(syslog[1].readings().size() == 1);
  CHECK(syslog[1].readings().front().iso() == "2003-08-24");
}
