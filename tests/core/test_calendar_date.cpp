// Dates of other calendars as the model copies them, converted to the Gregorian calendar by ICU
// (dates/core/calendar_date.h). Expected values: public facts (Nowruz 1400 was 21 March 2021,
// Rosh Hashanah 5784 was 16 September 2023, Ramadan 1445 began on 11 March 2024 in Saudi
// Arabia's Umm al-Qura calendar, Heisei began on 8 January 1989 and Reiwa on 1 May 2019, the
// Minguo year 1 is 1912, the Thai solar year is the Gregorian + 543), and 300 dates of
// python3-convertdate (its own algorithms: tests/fixtures/calendar_dates.tsv, written by
// scripts/provenance/make_calendar_fixture.py).
#include <catch2/catch.hpp>

#include <fstream>
#include <stdexcept>
#include <string>

#include "dates/core/calendar_date.h"

using dates::read_calendar_date;

namespace {

std::string gregorian(const std::string& tagged) {
  const auto read = read_calendar_date(tagged);
  REQUIRE(read.has_value());
  return read->gregorian;
}

}  // namespace

TEST_CASE("tagged dates of each calendar convert to the known Gregorian dates", "[calendar]") {
  CHECK(gregorian("p1400-01-01") == "2021-03-21");  // Nowruz 1400
  CHECK(gregorian("p1393-12-12") == "2015-03-03");
  CHECK(gregorian("h5784-01-01") == "2023-09-16");  // Rosh Hashanah 5784
  CHECK(gregorian("h5775-07-12") == "2015-03-03");  // 12 Adar 5775 (not a leap year)
  CHECK(gregorian("h5784-07-01") == "2024-03-11");  // 1 Adar II 5784 (a leap year)
  CHECK(gregorian("h5784-06-01") == "2024-02-10");  // 1 Adar I 5784
  CHECK(gregorian("i1445-09-01") == "2024-03-11");  // 1 Ramadan 1445, Umm al-Qura
  CHECK(gregorian("jh0001-01-08") == "1989-01-08");
  CHECK(gregorian("js0064-01-07") == "1989-01-07");  // the last day of Showa
  CHECK(gregorian("jr0001-05-01") == "2019-05-01");
  CHECK(gregorian("jh0027-03-03") == "2015-03-03");
  CHECK(gregorian("jt0012-09-01") == "1923-09-01");
  CHECK(gregorian("jm0033-01-01") == "1900-01-01");
  CHECK(gregorian("r0001-01-01") == "1912-01-01");
  CHECK(gregorian("r0104-03-03") == "2015-03-03");
  CHECK(gregorian("b2558-03-03") == "2015-03-03");
  // A year and a month convert where the months are the Gregorian ones.
  CHECK(gregorian("b2521-01") == "1978-01");
  CHECK(gregorian("jh0012-08") == "2000-08");
  CHECK(gregorian("r0104-10") == "2015-10");
}

TEST_CASE("what a calendar does not have converts to nothing", "[calendar]") {
  CHECK(gregorian("p1393-12-30").empty());          // Esfand 1393 has 29 days
  CHECK(gregorian("p1395-12-30") == "2017-03-20");  // 1395 is a leap year: it has 30
  CHECK(gregorian("p1393-13-01").empty());
  CHECK(gregorian("h5775-06-01").empty());  // no Adar I in 5775
  CHECK(gregorian("h5775-14-01").empty());
  CHECK(gregorian("jh0032-01-01").empty());  // Heisei ended in its 31st year
  CHECK(gregorian("js0064-01-08").empty());  // that day is Heisei 1
  CHECK(gregorian("b2558-02-29").empty());   // 2015 is not a leap year
  CHECK(gregorian("p1393-12").empty());      // its months are not the Gregorian calendar's
  CHECK(gregorian("i1445-09").empty());
  CHECK(gregorian("p0000-01-01").empty());
  CHECK(gregorian("p1393-12-00").empty());
}

TEST_CASE("only a tag of the table followed by a digit is another calendar's date", "[calendar]") {
  CHECK_FALSE(read_calendar_date("2015-03-03").has_value());
  CHECK_FALSE(read_calendar_date("XXXX-03-03").has_value());
  CHECK_FALSE(read_calendar_date("").has_value());
  CHECK_FALSE(read_calendar_date("x2015-03-03").has_value());
  CHECK_FALSE(read_calendar_date("b").has_value());
  CHECK_FALSE(read_calendar_date("jx0027-03-03").has_value());
  // A known tag with fields of another shape is a date of that calendar it cannot read.
  const auto odd = read_calendar_date("p13-12-12");
  REQUIRE(odd.has_value());
  CHECK(odd->calendar == "persian");
  CHECK(odd->gregorian.empty());
  const auto heisei = read_calendar_date("jh0027-03-03");
  REQUIRE(heisei.has_value());
  CHECK(heisei->calendar == "japanese");
  CHECK(heisei->era == "heisei");
  CHECK(heisei->as_written == "0027-03-03");
}

TEST_CASE("ICU's conversion agrees with convertdate's on 300 Solar Hijri and Hebrew dates",
          "[calendar]") {
  std::ifstream file(std::string(DATES_SOURCE_DIR) + "/tests/fixtures/calendar_dates.tsv");
  REQUIRE(file);
  std::string line;
  int rows = 0;
  while (std::getline(file, line)) {
    const auto tab = line.find('\t');
    REQUIRE(tab != std::string::npos);
    INFO(line);
    CHECK(gregorian(line.substr(0, tab)) == line.substr(tab + 1));
    ++rows;
  }
  CHECK(rows == 300);
}

TEST_CASE("the tag written for a date of each calendar", "[calendar]") {
  CHECK(dates::calendar_date_text("japanese", 235, 27, 3, 3) == "jh0027-03-03");
  CHECK(dates::calendar_date_text("japanese", 236, 1, 5, 0) == "jr0001-05");
  CHECK(dates::calendar_date_text("hebrew", 0, 5775, 7, 12) == "h5775-07-12");
  CHECK(dates::calendar_date_text("roc", 1, 104, 3, 3) == "r0104-03-03");
  CHECK(dates::calendar_date_text("islamic-umalqura", 0, 1445, 9, 1) == "i1445-09-01");
  CHECK_THROWS_AS(dates::calendar_date_text("japanese", 231, 1, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(dates::calendar_date_text("coptic", 1, 1700, 1, 1), std::invalid_argument);
}
