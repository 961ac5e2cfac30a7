#include "dates/data/zone_abbreviations.h"

#include <cstdlib>

namespace dates {

const std::vector<ZoneAbbreviation>& zone_abbreviations() {
  static const std::vector<ZoneAbbreviation> table = {
      // Zero offsets.
      {"UTC", 0},
      {"GMT", 0},
      {"UT", 0},
      {"UCT", 0},
      {"WET", 0},
      // North America (RFC 2822 section 4.3 for the first eight).
      {"EST", -300},
      {"EDT", -240},
      {"CST", -360},
      {"CDT", -300},
      {"MST", -420},
      {"MDT", -360},
      {"PST", -480},
      {"PDT", -420},
      {"AKST", -540},
      {"AKDT", -480},
      {"HST", -600},
      {"HDT", -540},
      {"AST", -240},
      {"ADT", -180},
      {"NST", -210},
      {"NDT", -150},
      // Europe, Middle East, South Asia.
      {"BST", 60},
      {"IST", 330},
      {"WEST", 60},
      {"CET", 60},
      {"CEST", 120},
      {"MET", 60},
      {"MEST", 120},
      {"EET", 120},
      {"EEST", 180},
      {"MSK", 180},
      {"MSD", 240},
      {"TRT", 180},
      {"IDT", 180},
      {"IRST", 210},
      {"GST", 240},
      {"AFT", 270},
      {"PKT", 300},
      {"NPT", 345},
      // East Asia and Oceania.
      {"ICT", 420},
      {"WIB", 420},
      {"WITA", 480},
      {"WIT", 540},
      {"SGT", 480},
      {"HKT", 480},
      {"PHT", 480},
      {"MYT", 480},
      {"AWST", 480},
      {"JST", 540},
      {"KST", 540},
      {"ACST", 570},
      {"ACDT", 630},
      {"AEST", 600},
      {"AEDT", 660},
      {"ChST", 600},
      {"NZST", 720},
      {"NZDT", 780},
      // South America and the Pacific.
      {"BRT", -180},
      {"BRST", -120},
      {"ART", -180},
      {"CLT", -240},
      {"CLST", -180},
      {"COT", -300},
      {"PET", -300},
      {"VET", -240},
      {"UYT", -180},
      {"SST", -660},
      // Africa.
      {"SAST", 120},
      {"CAT", 120},
      {"EAT", 180},
      {"WAT", 60}};
  return table;
}

std::optional<int> zone_offset_minutes(std::string_view abbreviation) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  for (const auto& entry : zone_abbreviations()) {
    const std::string_view name = entry.name;
    if (name.size() != abbreviation.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < name.size() && same; ++i) {
      same = lower(name[i]) == lower(abbreviation[i]);
    }
    if (same) return entry.offset_minutes;
  }
  return std::nullopt;
}

std::string offset_text(int offset_minutes) {
  if (offset_minutes == 0) return "Z";
  const int magnitude = std::abs(offset_minutes);
  const int hours = magnitude / 60, minutes = magnitude % 60;
  std::string text = offset_minutes < 0 ? "-" : "+";
  text += static_cast<char>('0' + hours / 10);
  text += static_cast<char>('0' + hours % 10);
  text += ':';
  text += static_cast<char>('0' + minutes / 10);
  text += static_cast<char>('0' + minutes % 10);
  return text;
}

}  // namespace dates
