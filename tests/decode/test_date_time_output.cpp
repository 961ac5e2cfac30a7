// A model's output read as the date-time as written (decode/date_time_output.h): every rule of the
// README's output specification, each expected value worked out by hand from that rule.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dates/decode/date_time_output.h"

using namespace dates;

namespace {

std::string canonical_of(const std::string& output) {
  return read_date_time_output(output).canonical();
}

}  // namespace

TEST_CASE("a date alone stays as it is", "[date-time]") {
  for (const std::string date : {"2003-09-25", "XXXX-09-25", "2003-09", ""}) {
    INFO(date);
    const auto parts = read_date_time_output(date);
    CHECK(parts.date == date);
    CHECK(parts.time.empty());
    CHECK(parts.offset.empty());
    CHECK_FALSE(parts.malformed);
    CHECK(parts.canonical() == date);
  }
}

TEST_CASE("times keep the seconds and exactly the fraction digits written", "[date-time]") {
  CHECK(canonical_of("2003-09-25T10:36") == "2003-09-25T10:36");
  CHECK(canonical_of("2003-09-25T10:36:28") == "2003-09-25T10:36:28");
  // One to nine fraction digits, each kept as written (trailing zeros too).
  std::string digits;
  for (int length = 1; length <= 9; ++length) {
    digits += static_cast<char>('0' + length % 10);
    INFO(length);
    CHECK(canonical_of("2003-09-25T10:49:41." + digits) == "2003-09-25T10:49:41." + digits);
  }
  CHECK(canonical_of("2003-09-25T18:31:59.257000000") == "2003-09-25T18:31:59.257000000");
  // Ten digits, or a fraction without seconds, follow no rule: kept whole, malformed.
  CHECK(read_date_time_output("2003-09-25T10:49:41.1234567890").malformed);
  CHECK(read_date_time_output("2003-09-25T10:49.5").malformed);
}

TEST_CASE("a 12-hour clock is converted, its edges included", "[date-time]") {
  // 12 a -> 00, 1..11 a as is, 12 p -> 12, 1..11 p -> 13..23.
  CHECK(canonical_of("2003-09-25T05:30p") == "2003-09-25T17:30");
  CHECK(canonical_of("2003-09-25T05:30a") == "2003-09-25T05:30");
  CHECK(canonical_of("2003-09-25T12:00a") == "2003-09-25T00:00");
  CHECK(canonical_of("2003-09-25T12:01:02a") == "2003-09-25T00:01:02");
  CHECK(canonical_of("2003-09-25T12:00p") == "2003-09-25T12:00");
  CHECK(canonical_of("2003-09-25T11:59:59p") == "2003-09-25T23:59:59");
  CHECK(canonical_of("2003-09-25T01:00p") == "2003-09-25T13:00");
  CHECK(canonical_of("2003-09-25T08:30:15.5p") == "2003-09-25T20:30:15.5");
  // Hour 0 or above 12 on a 12-hour clock cannot be.
  for (const std::string clock : {"00:30a", "13:30p", "23:00a"}) {
    INFO(clock);
    const auto parts = read_date_time_output("2003-09-25T" + clock);
    CHECK(parts.invalid_time);
    CHECK(parts.canonical() == "2003-09-25");
  }
}

TEST_CASE("a time that cannot be gives the date alone, marked", "[date-time]") {
  for (const std::string clock : {"25:10", "10:61", "24:30", "24:00", "23:59:61", "29:00:00"}) {
    INFO(clock);
    const auto parts = read_date_time_output("1999-12-31T" + clock + "-05:00");
    CHECK(parts.invalid_time);
    CHECK(parts.time.empty());
    CHECK(parts.offset.empty());  // the date alone: the zone of no time is dropped too
    CHECK(parts.canonical() == "1999-12-31");
  }
  // A leap second is a time.
  CHECK(canonical_of("2016-12-31T23:59:60Z") == "2016-12-31T23:59:60Z");
  CHECK_FALSE(read_date_time_output("2016-12-31T23:59:60Z").invalid_time);
}

TEST_CASE("offsets: Z for any zero offset, otherwise +hh:mm with the sign written", "[date-time]") {
  CHECK(canonical_of("1999-12-31T19:00-05:00") == "1999-12-31T19:00-05:00");  // never converted
  CHECK(canonical_of("2003-09-25T10:36+05:30") == "2003-09-25T10:36+05:30");
  CHECK(canonical_of("2003-09-25T10:36+05:45") == "2003-09-25T10:36+05:45");
  CHECK(canonical_of("2003-09-25T10:36Z") == "2003-09-25T10:36Z");
  CHECK(canonical_of("2003-09-25T10:36+00:00") == "2003-09-25T10:36Z");
  CHECK(canonical_of("2003-09-25T10:36-00:00") == "2003-09-25T10:36Z");
  CHECK(canonical_of("1869-11-17T12:00-03:06") == "1869-11-17T12:00-03:06");
  CHECK(read_date_time_output("2003-09-25T10:36+05:30").offset == "+05:30");
  // Beyond +-18:00, or minutes above 59: no offset can be, marked.
  for (const std::string offset : {"+19:00", "-05:60"}) {
    INFO(offset);
    const auto parts = read_date_time_output("2003-09-25T10:36" + offset);
    CHECK(parts.unknown_zone);
    CHECK(parts.canonical() == "2003-09-25T10:36");
  }
  CHECK(read_date_time_output("2003-09-25T10:36+5:30").malformed);
}

TEST_CASE("zone abbreviations take the table's offset; others are marked unknown", "[date-time]") {
  // The examples, from zone_abbreviations.h.
  CHECK(canonical_of("2003-09-25T10:36:28 brst") == "2003-09-25T10:36:28-02:00");
  CHECK(canonical_of("2003-09-25T10:36 est") == "2003-09-25T10:36-05:00");
  CHECK(canonical_of("2003-09-25T10:36 edt") == "2003-09-25T10:36-04:00");
  CHECK(canonical_of("2003-09-25T10:36 ist") == "2003-09-25T10:36+05:30");
  CHECK(canonical_of("2003-09-25T10:36 aest") == "2003-09-25T10:36+10:00");
  CHECK(canonical_of("2003-09-25T10:36 gmt") == "2003-09-25T10:36Z");
  CHECK(canonical_of("2003-09-25T10:36 UTC") == "2003-09-25T10:36Z");  // any case
  CHECK(canonical_of("2003-09-25T05:30p pst") == "2003-09-25T17:30-08:00");
  const auto known = read_date_time_output("2003-09-25T10:36 cest");
  CHECK(known.zone == "cest");
  CHECK(known.offset == "+02:00");
  CHECK_FALSE(known.unknown_zone);
  // Outside the table, or a zone only named (an IANA name): no offset, marked.
  for (const std::string zone : {" lmt", " xyzt", "?"}) {
    INFO(zone);
    const auto parts = read_date_time_output("2003-09-25T10:36" + zone);
    CHECK(parts.unknown_zone);
    CHECK(parts.offset.empty());
    CHECK(parts.canonical() == "2003-09-25T10:36");
  }
}

TEST_CASE("a partial date keeps its time; a time needs a date", "[date-time]") {
  CHECK(canonical_of("XXXX-09-20T07:30p") == "XXXX-09-20T19:30");
  CHECK(canonical_of("XXXX-09-25T10:36:28") == "XXXX-09-25T10:36:28");
  // No date before the T: nothing the rules read.
  CHECK(read_date_time_output("T10:36").malformed);
}

TEST_CASE("text after the date that follows no rule is kept whole and malformed", "[date-time]") {
  for (const std::string output :
       {"2003-09-25T", "2003-09-25T1:30", "2003-09-25T10:30 ", "2003-09-25T10:30 e5t",
        "2003-09-25T10:30Zx", "2003-09-25T10:30:00+02:00+09:00", "2003-09-25T10:30?x",
        "2003-09-25T10:30pp"}) {
    INFO(output);
    const auto parts = read_date_time_output(output);
    CHECK(parts.malformed);
    CHECK(parts.canonical() == output);
  }
}

TEST_CASE("canonical outputs read as themselves", "[date-time]") {
  for (const std::string output :
       {"2003-09-25T10:36:28-02:00", "2003-09-25T00:01:02", "2003-09-25T10:49:41.5Z",
        "XXXX-09-20T19:30", "1999-12-31T19:00+14:00", "2003-09-25"}) {
    INFO(output);
    CHECK(canonical_of(output) == output);
    CHECK(canonical_of(canonical_of(output)) == canonical_of(output));
  }
  CHECK(date_part("2003-09-25T10:36-02:00") == "2003-09-25");
  CHECK(date_part("XXXX-09-25") == "XXXX-09-25");
  CHECK(date_part("") == "");
}

TEST_CASE("the output reader gives the Gregorian date and names the calendar", "[date-time]") {
  const auto parts = dates::read_date_time_output("p1393-12-12T09:48:57p");
  CHECK(parts.date == "2015-03-03");
  CHECK(parts.time == "21:48:57");
  CHECK(parts.calendar == "persian");
  CHECK(parts.calendar_date == "1393-12-12");
  CHECK(parts.written_date() == "1393-12-12");
  CHECK(parts.calendar_text() == "persian 1393-12-12");
  CHECK(parts.canonical() == "2015-03-03T21:48:57");
  const auto era = dates::read_date_time_output("jh0027-03-03");
  CHECK(era.calendar == "japanese heisei");
  CHECK(era.canonical() == "2015-03-03");
  // A date the calendar does not have stays as written (classify_output: malformed).
  CHECK(dates::read_date_time_output("p1393-12-30").date == "p1393-12-30");
  const auto plain = dates::read_date_time_output("2015-03-03");
  CHECK(plain.calendar.empty());
  CHECK(plain.written_date() == "2015-03-03");
  CHECK(plain.calendar_text().empty());
}
