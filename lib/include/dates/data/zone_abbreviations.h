// The time-zone abbreviations `dates` knows, with the UTC offset of their usual meaning: the one
// table both the real-world grammar (which writes them) and the reader of a model's output
// (which turns them into `±hh:mm` or `Z`) use.
//
// Source: the abbreviations of the IANA tz database (tzdata, as in Debian 12's
// /usr/share/zoneinfo) where it still writes them (EST, CET, JST, AEST, NZDT, ...), and for the
// ones tzdata replaced by numbers in 2017 (BRT, BRST, ART, CLT, COT, PET, ...) the tzdata files
// before that change, as listed by timeanddate.com's "Time Zone Abbreviations - Worldwide
// List". Where an abbreviation has several meanings the usual one is taken: RFC 2822 section
// 4.3 for the US zones (CST is US Central, not China; AST Atlantic), IST India (not Ireland or
// Israel), BST British Summer Time (not Bangladesh), GST Gulf (not South Georgia), SST Samoa.
// `scripts/provenance/check_zone_abbreviations.py` checks every entry that tzdata still uses
// against the zone files of this machine.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dates {

struct ZoneAbbreviation {
  const char* name;    // as usually written: "EST", "ChST"
  int offset_minutes;  // east of UTC: EST -300, IST +330
};

// The table, in the order the header lists the regions (71 entries; zero offsets included:
// UTC, GMT, UT, UCT, WET).
const std::vector<ZoneAbbreviation>& zone_abbreviations();

// The offset of `abbreviation` (ASCII letters, any case), or nothing when the table does not
// hold it.
std::optional<int> zone_offset_minutes(std::string_view abbreviation);

// "Z" for 0, otherwise "+hh:mm" / "-hh:mm" (ISO 8601 extended): 330 -> "+05:30", -210 ->
// "-03:30".
std::string offset_text(int offset_minutes);

}  // namespace dates
