// Reading conventions of numeric dates (mdy, dmy, ymd), the control token that tells a model
// which one the user reads by, and the rule that turns three numbers into a date.
//
// `3/4/15` is 4 March 2015 to an American and 3 April 2015 to a Briton; no model can know which
// the writer meant. The user says it: each convention is a control character put in front of
// the source (a Unicode private-use code point, so no real input can contain it), and a model
// trained with every convention reads the same digits three ways.
//
// The rule (read_numeric_date) follows python-dateutil's `parse` (dayfirst / yearfirst) where
// the digits decide, with two refinements a careful reader makes:
//   * A number that can only be one field decides it: a four-digit number (or `'96`) is the
//     year; a number above 31 is a two-digit year; a number above 12 is not the month. So
//     `31/12/1999` and `12/31/1999` are both 1999-12-31 whatever the convention.
//   * Dotted and spaced numbers with the year last (`10.09.2003`, `3 09 25`) are day first
//     under mdy and dmy: dots are the European way of writing d.m.y, and no locale writes
//     m.d.y (the classic task's `dd.MM.yy` and `d MM yy` read so too). ymd reads two-digit
//     forms year first whatever the separator.
// Otherwise the convention picks: mdy reads month/day/year, dmy day/month/year, ymd
// year/month/day (and, for a four-digit year last, month before day, as dateutil's yearfirst).
// When the convention's reading is not a real date, the next reading that is wins
// (`05/02/31` under ymd is 2031-05-02, since 2005-02-31 does not exist).
//
// Two-digit years use the POSIX strptime pivot: 69..99 are 1969..1999, 00..68 are 2000..2068.
#pragma once

#include <array>
#include <optional>
#include <stdexcept>
#include <string>

#include "dates/core/calendar.h"

namespace dates {

enum class ReadingOrder { kMdy = 0, kDmy = 1, kYmd = 2 };

inline constexpr std::array<ReadingOrder, 3> kReadingOrders = {
    ReadingOrder::kMdy, ReadingOrder::kDmy, ReadingOrder::kYmd};

// "mdy" -> kMdy, "dmy" -> kDmy, "ymd" -> kYmd; anything else throws std::invalid_argument
// quoting the name and listing the allowed ones.
ReadingOrder parse_reading_order(const std::string& name);
const char* to_string(ReadingOrder order);  // "mdy", "dmy" or "ymd"

// A user's option out of range or not allowed for the model. `option` is the option's name as
// ReadingOptions spells it ("order", "beam", ...); each front end shows it its own way
// (`--order`, "order", NormalizeOptions::order) before the sentence in what().
struct ReadingOptionError : std::invalid_argument {
  ReadingOptionError(std::string option, const std::string& message)
      : std::invalid_argument(message), option(std::move(option)) {}
  std::string option;
};

// The convention named `order` ("mdy", "dmy", "ymd"; empty: the model's default) as a model
// reads it: one not trained with reading conventions (data.order_control) reads only its default,
// and any other is refused (never ignored). Throws ReadingOptionError("order", ...) naming
// `model_name`. Every front end checks a user's convention through this one rule and message.
ReadingOrder model_reading_order(bool order_control, ReadingOrder model_default,
                                 const std::string& order, const std::string& model_name);

// The control character of a convention: U+E000 (mdy), U+E001 (dmy), U+E002 (ymd), as UTF-8.
std::string order_control_character(ReadingOrder order);
// `order_control_character(order) + source`.
std::string with_order_control(ReadingOrder order, const std::string& source);
// The convention a source starts with, if it starts with a control character.
std::optional<ReadingOrder> leading_order_control(const std::string& source);
// The source without its leading control character (unchanged when it has none).
std::string without_order_control(const std::string& source);

// 69..99 -> 1969..1999, 0..68 -> 2000..2068 (POSIX strptime %y). Precondition: 0 <= yy <= 99.
int expand_two_digit_year(int two_digit_year);

// One number of a numeric date as written.
struct NumericField {
  int value = 0;
  int digits = 1;           // digits written: "03" has 2, "2003" has 4
  bool apostrophe = false;  // written `'96`: a two-digit year
};

// The date three numbers name when read by `order`, written in this order with `separator`
// between them ('/', '-', '.', ' ', or 0 for none, as in 20030925). Empty when no reading is
// a real date (`99/99/99`, `31/02/2003`).
std::optional<CivilDate> read_numeric_date(const std::array<NumericField, 3>& fields,
                                           char separator, ReadingOrder order);

// The month and day two numbers without a year name (`9/25`, `25/9`), or empty; years play no
// part, so 2/29 is a day. Same rules: a number above 12 is the day; otherwise dmy reads day
// first and mdy / ymd month first; dots and spaces read day first under mdy and dmy.
std::optional<std::array<int, 2>> read_numeric_month_day(const std::array<NumericField, 2>& fields,
                                                         char separator, ReadingOrder order);

}  // namespace dates
