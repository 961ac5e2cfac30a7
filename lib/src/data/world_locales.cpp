#include "dates/data/world_locales.h"

namespace dates {

std::string_view language_of(const LocaleVariant& variant) {
  const std::string_view tag = variant.tag;
  return tag.substr(0, tag.find_first_of("-@_"));
}

bool is_gregorian(const LocaleVariant& variant) {
  return std::string(variant.calendar) == "gregorian";
}

bool has_gregorian_months(const LocaleVariant& variant) {
  const std::string calendar = variant.calendar;
  return calendar == "gregorian" || calendar == "buddhist" || calendar == "japanese" ||
         calendar == "roc";
}

const std::vector<WorldLanguage>& world_language_table() {
  static const std::vector<WorldLanguage> table = {
      {"es", {{"es", 3}, {"es_MX", 2}, {"es_AR", 1}, {"es_CO", 1}, {"es_US", 1}}},
      {"fr", {{"fr", 4}, {"fr_CA", 1}, {"fr_BE", 1}, {"fr_CH", 1}}},
      {"de", {{"de", 4}, {"de_AT", 1}, {"de_CH", 1}}},
      {"it", {{"it", 4}, {"it_CH", 1}}},
      {"pt", {{"pt", 3}, {"pt_PT", 2}}},
      {"nl", {{"nl", 3}, {"nl_BE", 1}}},
      {"ru", {{"ru", 1}}},
      {"pl", {{"pl", 1}}},
      {"tr", {{"tr", 1}}},
      {"uk", {{"uk", 1}}},
      {"cs", {{"cs", 1}}},
      {"sv", {{"sv", 3}, {"sv_FI", 1}}},
      {"ro", {{"ro", 3}, {"ro_MD", 1}}},
      {"ja",
       {{"ja", 6}, {"ja", 1, "y=hanidec;M=jpan;d=jpan"}, {"ja_JP", 1.8, "y=jpanyear", "japanese"}}},
      {"zh",
       {{"zh", 5},
        {"zh_Hant_TW", 2},
        {"zh_Hant_HK", 1},
        {"zh", 1.5, "y=hanidec;M=hans;d=hans"},
        {"zh_Hant_TW", 0.5, "y=hanidec;M=hant;d=hant"},
        {"zh_Hant_TW", 0.9, "", "roc"}}},
      {"ko", {{"ko", 1}}},
      {"ar",
       {{"ar", 3},
        {"ar_EG", 1},
        {"ar_SA", 1},
        {"ar@numbers=latn", 2},
        {"ar_MA", 1},
        {"ar_DZ", 0.5},
        {"ar_LB", 0.5},
        {"ar_IQ", 0.5},
        {"ar_SA", 0.8, "", "islamic-umalqura"},
        {"ar@numbers=latn", 0.4, "", "islamic-umalqura"}},
       true},
      {"fa",
       {{"fa@numbers=arabext", 3},
        {"fa@numbers=latn", 1},
        {"fa_AF", 0.5},
        {"fa@numbers=arabext", 1.5, "", "persian"},
        {"fa@numbers=latn", 0.5, "", "persian"},
        {"fa_AF", 0.3, "", "persian"}},
       true},
      {"he",
       {{"he", 1}, {"he", 0.5, "y=hebr;d=hebr", "hebrew"}},
       true,
       {u"\u05D1", u"\u05D1", u"\u05DC", u"\u05DE", u"\u05D5\u05D1"}},
      {"hi", {{"hi", 3}, {"hi@numbers=deva", 1}}},
      {"id", {{"id", 1}}},
      {"vi", {{"vi", 1}}},
      {"th",
       {{"th", 2},
        {"th_TH", 3, "", "buddhist"},
        {"th@numbers=thai", 0.5},
        {"th_TH@numbers=thai", 0.5, "", "buddhist"}},
       false,
       {u"\u0E40\u0E14\u0E37\u0E2D\u0E19"}},
      {"el", {{"el", 1}}},
  };
  return table;
}

const std::vector<std::string>& world_languages() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out;
    for (const auto& language : world_language_table()) out.emplace_back(language.code);
    return out;
  }();
  return codes;
}

}  // namespace dates
