// The formats of the synthetic "dates" data set: the patterns a date is rendered with, and how a
// rendering becomes a source.
//
// The classic catalogue reproduces the classic generator of the date-translation task (Keras /
// Coursera "nmt_utils.py", `load_date`): a random date is rendered with a Babel (CLDR) pattern in
// locale en_US, lowercased, and its commas are removed; the target is the ISO date `YYYY-MM-DD`.
// Samples: "saturday august 30 1975", "10/8/13", "21 dec 2004", "6 03 21".
//
// One deliberate correction to the classic code: the classic patterns say `YYY` / `YY`, which in
// CLDR is the *week-based* year, so dates near New Year could be rendered with the neighbouring
// year but labelled with their own. Which dates depends on the Babel version: those taking the ISO
// week-year render 2021-01-01 as "... 2020"; those following the en_US week rules render
// 2020-12-27..31 as "... 2021". We render the calendar year (`y` / `yy`), so the source always
// states the target's year.
//
// The *broad* catalogue (FormatCatalogue::kBroad) adds the dates people actually write, with their
// case and punctuation kept: English month and weekday names in full and abbreviated, with and
// without a period ("Sept.", "Tue."), title and upper case; day-month-year and month-day-year
// orders; ordinals ("the 3rd of March 2015"); ISO 8601; year-first with slashes; RFC 2822
// ("Tue, 03 Mar 2015"); "03-Mar-2015"; stray spaces. Each broad format belongs to a family (see
// format_families) so evaluation can report each family apart.
#pragma once

#include <string>
#include <vector>

#include "dates/core/calendar.h"

namespace dates {

// One entry of the classic FORMATS list.
struct DateFormat {
  std::string classic;  // the entry exactly as nmt_utils.py writes it: "full", "d MMM YYY", ...
  std::string pattern;  // the CLDR pattern we render: named styles expanded to their en_US
                        // patterns, and the week-based YYY / YY replaced by calendar y / yy
};

// The classic FORMATS list, faithfully, 24 entries, each drawn with probability 1/24:
//   "short" (M/d/yy), "medium" (MMM d, y), "long" (MMMM d, y),
//   "full" (EEEE, MMMM d, y) x10 -- so a "full" rendering has weight 10/24,
//   "d MMM YYY", "d MMMM YYY", "dd MMM YYY", "d MMM, YYY", "d MMMM, YYY", "dd, MMM YYY",
//   "d MM YY", "d MMMM YYY" (a second time: the classic list has it twice, so it weighs 2/24),
//   "MMMM d YYY", "MMMM d, YYY", "dd.MM.YY".
// Distinct entries can render the same text ("long" and "MMMM d, YYY" differ only by the comma,
// which normalisation removes anyway, and so does "MMMM d YYY"); we keep the list as it is so the
// data set has the classic distribution.
const std::vector<DateFormat>& classic_formats();

// English ordinal suffix of a day: "st" "nd" "rd" "th" (1st 2nd 3rd 4th .. 11th 12th 13th .. 21st).
const char* ordinal_suffix(int number);

// Renders `date` with a CLDR date pattern for locale en_US, before any normalisation, e.g.
// render_date({1975, 8, 30}, "EEEE, MMMM d, y") == "Saturday, August 30, 1975".
// Supported CLDR fields: d, dd (day); M, MM (month number), MMM (Jan Feb Mar Apr May Jun Jul Aug
// Sep Oct Nov Dec: CLDR en abbreviations, "Sep" not "Sept"), MMMM (January ..); y (year,
// unpadded), yy (last two digits), yyy / yyyy (zero padded to 3 / 4 digits); E, EE, EEE
// (Sun .. Sat), EEEE (Sunday ..).
// Extension fields, on letters CLDR leaves unused, for the broad catalogue:
//   o     English ordinal suffix of the day: st nd rd th ("do" -> 1st 2nd 3rd 4th .. 11th 12th
//         13th .. 21st 22nd 23rd .. 31st)
//   N     month abbreviated with a period: Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sep. Oct. Nov.
//         Dec. (May is a whole word, so it takes no period)
//   NN    month abbreviated without a period, September as "Sept": Jan .. Aug Sept Oct Nov Dec
//   NNN   as NN with a period: Jan. .. Aug. Sept. Oct. Nov. Dec. (May again bare)
//   NNNN  AP style: Jan. Feb. March April May June July Aug. Sept. Oct. Nov. Dec.
//   T     weekday abbreviated with a period: Sun. Mon. Tue. Wed. Thu. Fri. Sat.
//   TT    weekday in the longer common abbreviation: Sun Mon Tues Wed Thurs Fri Sat
//   TTT   as TT with a period: Sun. Mon. Tues. Wed. Thurs. Fri. Sat.
// Text in single quotes is literal ('' is a quote); other non-letters are copied.
// Throws std::invalid_argument naming the field and the pattern for any other letter, notably
// the week-based year Y, and if `date` is not valid.
std::string render_date(const CivilDate& date, const std::string& cldr_pattern);

// How a rendered pattern becomes a source.
enum class SourceCase {
  kClassic,    // normalize_source: lower case, commas removed, whitespace collapsed
  kAsWritten,  // exactly as rendered: title case names ("March", "Tue."), punctuation and spaces
  kUpper,      // ASCII letters upper-cased ("30 SEP 1975", "3RD MARCH 2015"), the rest as rendered
};

// render_date(date, pattern) turned into a source according to `source_case`.
std::string render_source(const CivilDate& date, const std::string& pattern,
                          SourceCase source_case);

// The patterns obtained from `pattern` by one stray-space edit outside quoted literals, in order of
// position: a space doubled ("MMMM  d, y"), a space put before a comma ("MMMM d , y"), or the space
// after a comma dropped ("MMMM d,y"). Empty when the pattern has no space and no comma.
std::vector<std::string> stray_space_variants(const std::string& pattern);

// Which list of formats the generator draws from.
enum class FormatCatalogue {
  kClassic,  // classic_formats(), normalised: the classic task, one family "classic"
  kBroad,    // the classic family plus the broad families below, case and punctuation kept
};

// "classic" -> kClassic, "broad" -> kBroad; anything else throws std::invalid_argument quoting the
// name and listing the allowed names.
FormatCatalogue parse_format_catalogue(const std::string& name);
// "classic" or "broad".
const char* to_string(FormatCatalogue catalogue);

// One entry of a catalogue: a pattern for render_date (CLDR plus the extension fields) and how its
// rendering becomes a source.
struct CatalogueFormat {
  std::string pattern;
  SourceCase source_case = SourceCase::kAsWritten;
};

// A named group of formats, the unit of per-family evaluation.
struct FormatFamily {
  std::string name;
  std::vector<CatalogueFormat> formats;
};

// The families of a catalogue, in drawing order.
// kClassic: one family, "classic": classic_formats() in order, SourceCase::kClassic.
// kBroad: that same "classic" family first, then (examples for 2015-03-03, a Tuesday, and
// 1975-09-30, a Tuesday too):
//   "month-day-name"    US / Canadian order with month names: "March 3, 2015", "Mar. 3, 2015",
//                       "Sept. 30, 1975", "Tuesday, March 3, 2015", "MAR 3, 2015"
//   "day-month-name"    UK / Irish / Indian / Australian / NZ order: "3 March 2015",
//                       "03 Mar 2015", "3 March, 2015", "Tuesday, 3 March 2015", "30 SEP 1975"
//   "ordinal"           ordinal day: "the 3rd of March 2015", "3rd March 2015", "March 3rd, 2015"
//   "iso"               ISO 8601 extended and basic: "2015-03-03", "20150303"
//   "year-first-slash"  "2015/03/03", "2015/3/3"
//   "numeric-us"        month first, as the classic "short" format: "3/3/15", "03/03/2015",
//                       "3-3-2015" (3/4/15 is March 4). The only day-first numeric forms are the
//                       classic family's "dd.MM.yy" and "d MM yy" (dots, spaces), so no source
//                       means two dates.
//   "rfc2822"           "Tue, 03 Mar 2015", "Tue, 3 Mar 2015", "TUE, 03 MAR 2015"
//   "dash-abbrev"       "03-Mar-2015", "3-Mar-15", "03-MAR-15", "03-March-2015"
// Title case is the common case; a few formats of each family with names are upper case.
const std::vector<FormatFamily>& format_families(FormatCatalogue catalogue);

}  // namespace dates
