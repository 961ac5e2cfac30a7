// Whether a string writes the seconds and the zone its reading gives: the reader's checks against
// invented fields of a clock (date_reader.h).
//
// Seconds. Where a language writes its clock in words after the numbers (Korean `오후 3시 30분`,
// Thai `15 นาฬิกา 30 นาที`), the patterns that taught the model wrote the seconds too
// (`3시 30분 20초`), and without them it still writes some seconds, often the minutes again
// (`15:30:30`), at a probability a user would trust.
//
// The string is the model's input, normalised: under the fold normalisation (core/source_text.h)
// the digits of every script are ASCII digits already, and only those are read as numbers.
//
// The seconds are not written when the string's numbers end with the clock's hour and minutes:
// runs of ASCII digits are its numbers, less an offset at their end (a run after `+` or `-`, with
// the run a colon or a dot joins to it); its last run is the minutes (one or two digits of their
// value), the run before it the hour (as written on a 24-hour or a 12-hour clock: 15 or 3, 0 or
// 12), and the two are not the last of three runs joined by single colons or dots (`10:10:10`,
// `15:03:03`: seconds equal to the minutes, minutes to the hour). Any other string counts as
// writing them: seconds after the minutes
// (`10:36:28`, `30분 20초`), a compact time (`t153020`), a year after the clock (`10:36 brst 2003`:
// the numbers cannot tell), a clock in Han numbers or in words, and seconds whose digits a stray
// character splits (`15:37:5≬6`, which the model reads past). Seconds spelled after a clock in
// digits (`15時30分二十秒`) would be lost: no reading was seen to write them so.
//
// A zone's letters. The model copies a zone abbreviation's letters from the input (the real-world
// grammar's targets are the letters as written, lower-cased: date_time_output.h); letters the
// input does not write are invented: `14:30 hs` (Spanish `horas`) read with ` hst`, Hawaii's
// -10:00. They are written when a word of the string is those letters, in any case: a word is
// a run between ASCII spaces, digits and punctuation (`(EST)`, `EST5EDT`, `10:36:28BRST` and
// `CET/CEST` hold theirs), whose characters outside ASCII do not count (`BR丰ST`, a stray
// character the model reads past, holds `brst`); `hs` and `PETT` do not hold `hst` and `pet`.
// The names of universal time, `ut`, `utc`, `uct` and `gmt`, are one another's: the model writes
// `utc` for `UT` now and then, and the offset is the same.
#pragma once

#include <string_view>

namespace dates {

// Whether `text` may write seconds after the clock `hour`:`minute` (24-hour: 0 .. 23, 0 .. 59) of
// its reading, as above. Throws std::invalid_argument for a field out of range.
bool seconds_written(std::string_view text, int hour, int minute);

// Whether `text` writes the zone abbreviation `letters` (ASCII letters, any case; longer than 15:
// false), as above.
bool zone_written(std::string_view text, std::string_view letters);

}  // namespace dates
