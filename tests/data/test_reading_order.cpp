// Reading conventions: names, control characters, and the rule that reads three numbers.
// Expected dates are worked out by hand from the rule in reading_order.h; where the rule says it
// follows python-dateutil, dateutil 2.8.2 gives the same date (checked with /usr/bin/python3:
// parse(s, dayfirst=..., yearfirst=...)), and scripts/checks/check_reading_rule.py compares the
// whole generated numeric family with it.
#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "dates/data/reading_order.h"

using namespace dates;
using Catch::Contains;

namespace {

// "3/4/15" -> fields {3,1} {4,1} {15,2}, separator '/'.
std::array<NumericField, 3> fields_of(const std::string& text, char separator) {
  std::array<NumericField, 3> fields{};
  std::size_t begin = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    const auto end = i < 2 ? text.find(separator, begin) : text.size();
    std::string part = text.substr(begin, end - begin);
    fields[i].apostrophe = !part.empty() && part[0] == '\'';
    if (fields[i].apostrophe) part = part.substr(1);
    fields[i].value = std::stoi(part);
    fields[i].digits = static_cast<int>(part.size());
    begin = end + 1;
  }
  return fields;
}

std::string read(const std::string& text, char separator, ReadingOrder order) {
  const auto date = read_numeric_date(fields_of(text, separator), separator, order);
  return date ? date->iso() : "none";
}

}  // namespace

TEST_CASE("reading orders: names and control characters", "[reading-order]") {
  CHECK(parse_reading_order("dmy") == ReadingOrder::kDmy);
  CHECK(std::string(to_string(ReadingOrder::kYmd)) == "ymd");
  REQUIRE_THROWS_WITH(parse_reading_order("dym"), Contains("'dym'") && Contains("mdy"));
  // U+E000, U+E001, U+E002 in UTF-8.
  CHECK(order_control_character(ReadingOrder::kMdy) == "\xEE\x80\x80");
  CHECK(order_control_character(ReadingOrder::kDmy) == "\xEE\x80\x81");
  CHECK(order_control_character(ReadingOrder::kYmd) == "\xEE\x80\x82");
  const auto source = with_order_control(ReadingOrder::kDmy, "3/4/15");
  CHECK(leading_order_control(source) == std::optional<ReadingOrder>(ReadingOrder::kDmy));
  CHECK(without_order_control(source) == "3/4/15");
  CHECK_FALSE(leading_order_control("3/4/15").has_value());
  CHECK(without_order_control("3/4/15") == "3/4/15");
}

TEST_CASE("two-digit years pivot at 69 (POSIX strptime)", "[reading-order]") {
  CHECK(expand_two_digit_year(69) == 1969);
  CHECK(expand_two_digit_year(99) == 1999);
  CHECK(expand_two_digit_year(0) == 2000);
  CHECK(expand_two_digit_year(68) == 2068);
  REQUIRE_THROWS(expand_two_digit_year(100));
}

TEST_CASE("the convention reads numbers the digits do not decide", "[reading-order]") {
  // 3/4/15: mdy March 4, dmy 3 April, ymd 2003-04-15 (dateutil: default, dayfirst, yearfirst).
  CHECK(read("3/4/15", '/', ReadingOrder::kMdy) == "2015-03-04");
  CHECK(read("3/4/15", '/', ReadingOrder::kDmy) == "2015-04-03");
  CHECK(read("3/4/15", '/', ReadingOrder::kYmd) == "2003-04-15");
  // Four-digit year last: ymd reads month before day (dateutil's yearfirst).
  CHECK(read("03-04-2015", '-', ReadingOrder::kMdy) == "2015-03-04");
  CHECK(read("03-04-2015", '-', ReadingOrder::kDmy) == "2015-04-03");
  CHECK(read("03-04-2015", '-', ReadingOrder::kYmd) == "2015-03-04");
}

TEST_CASE("numbers that can only be one field decide whatever the convention", "[reading-order]") {
  for (const auto order : kReadingOrders) {
    INFO(to_string(order));
    CHECK(read("31/12/1999", '/', order) == "1999-12-31");
    CHECK(read("12/31/1999", '/', order) == "1999-12-31");
    // A four-digit year first is year-month-day (dateutil's dayfirst would say 2003-25-09:
    // impossible, and for 2003/09/05 it says May 9, which no one writes).
    CHECK(read("2003/09/25", '/', order) == "2003-09-25");
    CHECK(read("2003-09-05", '-', order) == "2003-09-05");
    // 20030925: eight digits are year, month, day.
    CHECK(read_numeric_date({NumericField{2003, 4}, NumericField{9, 2}, NumericField{25, 2}}, 0,
                            order)
              ->iso() == "2003-09-25");
    // A number above 31 is a two-digit year: 99/12/31 is 1999-12-31.
    CHECK(read("99/12/31", '/', order) == "1999-12-31");
    // '96 is the year wherever it stands.
    CHECK(read("7/10/'96", '/', order) ==
          (order == ReadingOrder::kDmy ? "1996-10-07" : "1996-07-10"));
  }
}

TEST_CASE("dots and spaces read day first unless ymd", "[reading-order]") {
  CHECK(read("10.09.2003", '.', ReadingOrder::kMdy) == "2003-09-10");
  CHECK(read("10.09.2003", '.', ReadingOrder::kDmy) == "2003-09-10");
  CHECK(read("10.09.2003", '.', ReadingOrder::kYmd) == "2003-09-10");  // year last: d.m.y
  CHECK(read("3 09 25", ' ', ReadingOrder::kMdy) == "2025-09-03");     // the classic d MM yy
  CHECK(read("05.03.04", '.', ReadingOrder::kMdy) == "2004-03-05");    // the classic dd.MM.yy
  CHECK(read("05.03.04", '.', ReadingOrder::kYmd) == "2005-03-04");
}

TEST_CASE("the next real reading wins; impossible numbers have none", "[reading-order]") {
  // ymd: 2005-02-31 does not exist; mdy's reading, May 2 2031, is next.
  CHECK(read("05/02/31", '/', ReadingOrder::kYmd) == "2031-05-02");
  // mdy: month 13 impossible, so day first (dateutil: 13 > 12 -> day).
  CHECK(read("13/04/05", '/', ReadingOrder::kMdy) == "2005-04-13");
  CHECK(read("99/99/99", '/', ReadingOrder::kMdy) == "none");
  CHECK(read("31/02/2003", '/', ReadingOrder::kDmy) == "none");
  CHECK(read("29/02/2001", '/', ReadingOrder::kDmy) == "none");  // 2001 is not a leap year
  CHECK(read("29/02/2000", '/', ReadingOrder::kDmy) == "2000-02-29");
  // Two four-digit numbers: no reading.
  CHECK(read("2003/2004/05", '/', ReadingOrder::kMdy) == "none");
}

TEST_CASE("month and day without a year", "[reading-order]") {
  const auto read_pair = [](int a, int b, ReadingOrder order) {
    const auto result = read_numeric_month_day(
        {NumericField{a, a >= 10 ? 2 : 1}, NumericField{b, b >= 10 ? 2 : 1}}, '/', order);
    return result ? std::to_string((*result)[0]) + "-" + std::to_string((*result)[1]) : "none";
  };
  CHECK(read_pair(9, 25, ReadingOrder::kDmy) == "9-25");  // 25 cannot be a month
  CHECK(read_pair(25, 9, ReadingOrder::kMdy) == "9-25");
  CHECK(read_pair(3, 4, ReadingOrder::kMdy) == "3-4");
  CHECK(read_pair(3, 4, ReadingOrder::kDmy) == "4-3");
  CHECK(read_pair(2, 29, ReadingOrder::kMdy) == "2-29");  // a day in leap years
  CHECK(read_pair(2, 30, ReadingOrder::kMdy) == "none");
}
