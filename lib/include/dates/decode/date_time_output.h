// A model's output read as the date-time as written: the canonical ISO 8601 string a user sees,
// its parts, and what was dropped from it.
//
// What a model trained on the real-world grammar writes (its target; real_date_grammar.h):
//   output  := date [ 'T' time ]
//   date    := YYYY-MM-DD | XXXX-MM-DD | YYYY-MM | ""        (classify_output, date_reader.h)
//            | a date of another calendar, tagged            (core/calendar_date.h: p1393-12-12)
//   time    := hh ':' mm [ ':' ss [ '.' 1-9 digits ] ] [ 'a' | 'p' ] [ zone ]
//   zone    := 'Z' | ('+' | '-') hh ':' mm | ' ' letters | '?'
// The clock is copied as written: `a`/`p` say a 12-hour clock (5:30 pm is `05:30p`), the
// letters are a zone abbreviation as written (`brst`), `?` a zone the model can only name
// (`America/New_York`, `Pacific Daylight Time`). The arithmetic and the table are here, not in
// the weights:
//   * 12-hour clock: 12a -> 00, 1a..11a as is, 12p -> 12, 1p..11p -> 13..23; hour 0 or above 12
//     with a or p cannot be.
//   * a time cannot be when its hour is above 23, its minute above 59 or its second above 60 (a
//     leap second, 23:59:60, is kept): the output is the date alone, marked invalid-time.
//   * a tagged date of another calendar is converted to the Gregorian one (core/calendar_date.h);
//   one
//     the calendar does not have is kept as written (classify_output: malformed).
//   * an abbreviation's offset comes from zone_abbreviations.h; one outside the table, `?`, or a
//     numeric offset beyond +-18:00 or with minutes above 59 gives no offset, marked
//     zone-unknown. A zero offset is `Z`.
// Canonical outputs read as themselves, so targets written either way compare equal.
#pragma once

#include <string>

namespace dates {

struct DateTimeOutput {
  std::string date;    // YYYY-MM-DD, XXXX-MM-DD, YYYY-MM, "" or (malformed) the whole output
  std::string time;    // hh:mm[:ss[.fraction]] on a 24-hour clock, or "" (none, or cannot be)
  std::string offset;  // "Z", "+hh:mm", "-hh:mm", or "" (none written, or unknown)
  std::string zone;    // the zone as the model wrote it when it was a name ("brst", "?"), or ""
  // A date written in another calendar: its name ("persian", "japanese heisei") and its date as
  // written ("1393-12-12"), the Gregorian date in `date`; both "" for a Gregorian date.
  std::string calendar;
  std::string calendar_date;
  bool invalid_time = false;  // a time was written that cannot be; it was dropped
  bool unknown_zone = false;  // a zone was written whose offset is not known; none is given
  bool malformed = false;     // the text after the date follows no rule above: kept whole

  // date, then 'T' and time, then offset: "2003-09-25T10:36:28-02:00", "2003-09-25"; a
  // malformed output as the model wrote it.
  std::string canonical() const;

  // What the reading checks compare with the string's own numbers: the date as written, in its
  // calendar (calendar_date when there is one, else date).
  const std::string& written_date() const { return calendar.empty() ? date : calendar_date; }

  // The calendar and its date as users read them ("persian 1393-12-12"; "" for a Gregorian date):
  // the "calendar" field of translate's JSON lines and of the facade's Result.
  std::string calendar_text() const {
    return calendar.empty() ? "" : calendar + " " + calendar_date;
  }
};

// Reads a model's output (or a canonical output, or a target of either form).
DateTimeOutput read_date_time_output(const std::string& output);

// The date part of an output: everything before its 'T' (the output itself when it has none).
std::string date_part(const std::string& output);

}  // namespace dates
