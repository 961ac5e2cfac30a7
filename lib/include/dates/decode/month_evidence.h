// Whether a string writes the month its reading names: the reader's check against confident
// inventions (date_reader.h's `unknown-month` mark). A model reads a month from a number or from
// a month's name it was taught; given a language it was never taught (`3. maaliskuuta 2015`,
// Finnish; `tarehe 3 Machi 2015`, Swahili) it still writes some month, often with confidence.
//
// A month is written when the string holds, after the fold normalisation (core/source_text.h)
// with combining marks dropped, a dot between letters dropped and any other a space, Arabic kaf
// and yeh in their Persian forms (the same for the names):
//   * its number: a run of one or two digits of its value (`3`, `03`), or a run of six digits or
//     more (a compact date `20150303`, a timestamp), or a Roman numeral word (`3 III 2015`);
//   * a Han or Korean month (`月`, `월`: those months are numbers, Han ones as well);
//   * a month's name in the calendar the output is written in, as ICU's copy of CLDR spells it
//     (format and stand-alone, wide and abbreviated) for English and every locale of the world
//     grammar (data/world_locales.h) and their spelling siblings (month_name_siblings); one-word
//     names cut to their first 3 or 4 letters too (glibc's `сен`), numbered ones with the number
//     in words (`tháng ba`): at a word's start, as its whole or its first letters (`marcu`,
//     Polish `in March`, begins with `mar`; names of under 3 letters, or of several words, end at
//     a word's end), or
//     anywhere in scripts that join words to the name or write no spaces (Arabic, Hebrew, Thai,
//     Han, kana, Hangul: `במרץ`, `เดือนมีนาคม`).
// The names are those of every taught language at once: a month named in Spanish inside an
// English sentence is written.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dates {

enum class MonthEvidence {
  kWritten,     // the month is written (as a number, or by its name)
  kOtherMonth,  // no number of it, and the names the string holds are other months'
  kNone,        // no number of it and no month's name a model was taught
};
const char* to_string(MonthEvidence evidence);  // "written", "other-month", "none"

// What `text` (a source as the model read it) says of `month` (1 .. 13: the Hebrew year has 13)
// of `calendar`: "" or the name of a calendar whose months are the Gregorian ones (buddhist, roc,
// japanese ...: the output's calendar as date_time_output.h names it), or "persian", "hebrew",
// "islamic-umalqura". Throws std::invalid_argument for a month out of range or another calendar.
// The names are read from ICU once, on the first call (thread-safe).
MonthEvidence month_evidence(std::string_view text, int month, const std::string& calendar = "");

// Whether `text` writes the day `day` (1 .. 31) of a date, the reader's check against invented days
// (a month and year read with a day: `lipiec 1918` as 1918-07-03): after the same normalisation,
// a run of one or two digits of its value or of six digits or more (a compact date, a
// timestamp), a Han or Korean day (`日`, `号`, `號`, `일`: those days are numbers), or the day in
// words as ICU's cardinal and ordinal spellout rule sets write it in a language whose month name
// the text holds (`vingt-huit juillet`, `veintiséis de mayo`, `двадцатое июля`: a whole word, or
// anywhere in scripts that join words). Throws std::invalid_argument for a day out of range. A
// language's words are made the first time a text names one of its months (milliseconds).
bool day_written(std::string_view text, int day);

// Whether `text` writes the year `year` (1 .. 9999) of a Gregorian date, the reader's check against
// years taken from numbers that are not a date's (`5 dicembre dalle 8 alle 13` read as 2013-12-05,
// `27. März, 15 bis 18 Uhr` as 2015-03-27). After the same normalisation it is written when the
// text holds a run of four digits of it, or a run of six digits or more (a compact date, a
// timestamp), or no two-digit run that gives it (reading_order.h's expand_two_digit_year: a year
// in words, in Han numbers, or none: the digits cannot tell), or such a two-digit run where a
// date writes a year: joined to another number by spaces, `/`, `-`, `,` or a dot (`05.12.13`,
// `12/5/13`), after an apostrophe (`'13`), before a year's mark (`13年`, `13년`, `13 г.`,
// `13 r.`), or beside a month's name with only those marks between (`nov 97`, `dic. 13`,
// `sep., 04`, `83-sep-30`; after a comma but before a word it is a clock's: `März, 15 bis`), or
// after a Roman month that follows a day (`03.IV.95`, `20/VII/65`, `04-xi-23`).
// A year whose digits a stray letter splits (`20业25`) is not written. Throws
// std::invalid_argument for a year out of range.
bool year_written(std::string_view text, int year);

// Makes now what month_evidence and day_written otherwise make on their first call: ICU's month
// names of every taught language (about 10 ms) and English's spelled days (about 12 ms), so that
// a program can make them on another core while its model loads. Thread-safe; later calls do
// nothing.
void prepare_month_evidence();

// The locales whose Gregorian month names count as a language's too, (language, sibling): the
// world grammar's spelling siblings (it writes Hindi's अक्टूबर beside CLDR's अक्तूबर, from
// Bhojpuri): the locales ICU likely places in the language's script and region whose wide month
// names (Gregorian, folded) are 8 of 12 or more the language's, and not all of them. Their names
// count in each calendar the language writes (Mazanderani's for Persian dates too).  Fixed here, so
// that a reading process loads no locale's names beyond these (the rule loads some forty
// candidates'); tests/decode/test_month_evidence.cpp computes them from ICU and compares.
const std::vector<std::pair<std::string, std::string>>& month_name_siblings();

}  // namespace dates
