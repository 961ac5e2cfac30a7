// The proleptic Gregorian calendar (dates/core/calendar.h): weekdays, leap years and month
// lengths, day numbers both ways, ISO text. Expected values are known dates and hand counts.
#include <catch2/catch.hpp>

#include <cstdint>
#include <stdexcept>

#include "dates/core/calendar.h"

using dates::CivilDate;

TEST_CASE("weekday of known dates", "[calendar]") {
  CHECK(dates::weekday({1970, 1, 1}) == 4);    // Thursday
  CHECK(dates::weekday({2000, 2, 29}) == 2);   // Tuesday
  CHECK(dates::weekday({2029, 12, 31}) == 1);  // Monday
  CHECK(dates::weekday({1975, 8, 30}) == 6);   // Saturday
  CHECK(dates::weekday({1969, 12, 28}) == 0);  // Sunday, before the epoch
  CHECK(dates::weekday({1, 1, 1}) == 1);       // proleptic Gregorian 0001-01-01 is a Monday
}

TEST_CASE("leap years and month lengths", "[calendar]") {
  CHECK(dates::is_leap_year(2000));
  CHECK_FALSE(dates::is_leap_year(1900));
  CHECK_FALSE(dates::is_leap_year(2100));
  CHECK(dates::is_leap_year(2024));
  CHECK_FALSE(dates::is_leap_year(2023));
  CHECK(dates::days_in_month(2000, 2) == 29);
  CHECK(dates::days_in_month(1900, 2) == 28);
  CHECK(dates::days_in_month(2100, 2) == 28);
  CHECK(dates::days_in_month(2023, 4) == 30);
  CHECK(dates::days_in_month(2023, 12) == 31);
  CHECK_THROWS_AS(dates::days_in_month(2023, 13), std::invalid_argument);
  CHECK(CivilDate{2000, 2, 29}.is_valid());
  CHECK_FALSE(CivilDate{1900, 2, 29}.is_valid());
  CHECK_FALSE(CivilDate{2100, 2, 29}.is_valid());
}

TEST_CASE("days_from_civil and civil_from_days round trip over the default range", "[calendar]") {
  CHECK(dates::days_from_civil({1970, 1, 1}) == 0);
  CHECK(dates::days_from_civil({2000, 3, 1}) == 11017);
  CHECK(dates::days_from_civil({1969, 12, 31}) == -1);
  CHECK(dates::civil_from_days(-1) == CivilDate{1969, 12, 31});

  // The generator's default range, 1970-01-01..2029-12-31.
  const std::int64_t first = dates::days_from_civil({1970, 1, 1});
  const std::int64_t last = dates::days_from_civil({2029, 12, 31});
  CHECK(last - first + 1 == 21915);  // 60 years, 15 of them leap
  // Walk every date by hand (day + 1, rolling months and years) alongside the day numbers.
  CivilDate walk{1970, 1, 1};
  std::int64_t mismatches = 0;
  for (std::int64_t day = first; day <= last; ++day) {
    const CivilDate date = dates::civil_from_days(day);
    if (date != walk || dates::days_from_civil(date) != day || !date.is_valid()) ++mismatches;
    if (++walk.day > dates::days_in_month(walk.year, walk.month)) {
      walk.day = 1;
      if (++walk.month > 12) {
        walk.month = 1;
        ++walk.year;
      }
    }
  }
  CHECK(mismatches == 0);
  CHECK(walk == CivilDate{2030, 1, 1});
}

TEST_CASE("CivilDate iso and parse_iso", "[calendar]") {
  CHECK(CivilDate{1975, 8, 30}.iso() == "1975-08-30");
  CHECK(CivilDate{987, 1, 2}.iso() == "0987-01-02");
  CHECK(CivilDate::parse_iso("1975-08-30") == CivilDate{1975, 8, 30});
  CHECK(CivilDate::parse_iso("2000-02-29") == CivilDate{2000, 2, 29});
  CHECK(CivilDate{1975, 8, 30} < CivilDate{1975, 8, 31});
  CHECK(CivilDate{1975, 9, 1} > CivilDate{1975, 8, 31});
  CHECK(CivilDate{1976, 1, 1} >= CivilDate{1975, 12, 31});

  CHECK_THROWS_AS(CivilDate::parse_iso("2021-02-30"), std::invalid_argument);
  CHECK_THROWS_WITH(CivilDate::parse_iso("2021-02-30"), Catch::Contains("'2021-02-30'") &&
                                                            Catch::Contains("day 30") &&
                                                            Catch::Contains("01..28"));
  CHECK_THROWS_WITH(CivilDate::parse_iso("1900-02-29"), Catch::Contains("day 29"));
  CHECK_THROWS_WITH(CivilDate::parse_iso("2021-13-01"),
                    Catch::Contains("'2021-13-01'") && Catch::Contains("month 13"));
  CHECK_THROWS_WITH(CivilDate::parse_iso("2021-00-10"), Catch::Contains("month 0"));
  CHECK_THROWS_WITH(CivilDate::parse_iso("2021-3-6"),
                    Catch::Contains("'2021-3-6'") && Catch::Contains("YYYY-MM-DD"));
  CHECK_THROWS_AS(CivilDate::parse_iso(""), std::invalid_argument);
  CHECK_THROWS_AS(CivilDate::parse_iso("2021-03-06 "), std::invalid_argument);
  CHECK_THROWS_AS(CivilDate::parse_iso("2021/03/06"), std::invalid_argument);
  CHECK_THROWS_AS(CivilDate::parse_iso("+021-03-06"), std::invalid_argument);
  CHECK_THROWS_WITH(CivilDate::parse_iso("0000-01-01"), Catch::Contains("year 0000"));
}

TEST_CASE("zero_padded writes a field as ISO does", "[calendar]") {
  CHECK(dates::zero_padded(7, 2) == "07");
  CHECK(dates::zero_padded(0, 2) == "00");
  CHECK(dates::zero_padded(27, 4) == "0027");
  CHECK(dates::zero_padded(5775, 4) == "5775");
  CHECK(dates::zero_padded(12345, 4) == "12345");  // longer: whole
}
