// The formats of the synthetic dates data set (dates/data/date_formats.h): the classic list and
// CLDR rendering, the extension fields, source cases, stray spaces and the broad catalogue.
// Expected renderings are the CLDR en_US forms (as Babel writes them) and hand-written dates.
#include <catch2/catch.hpp>

#include <cstddef>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "dates/core/calendar.h"
#include "dates/core/source_text.h"
#include "dates/data/date_formats.h"

using dates::CivilDate;
using dates::FormatCatalogue;
using dates::SourceCase;

namespace {

std::string rendered(const CivilDate& date, const std::string& pattern) {
  return dates::normalize_source(dates::render_date(date, pattern));
}

const dates::FormatFamily& family_named(const std::string& name) {
  for (const auto& family : dates::format_families(FormatCatalogue::kBroad)) {
    if (family.name == name) return family;
  }
  throw std::invalid_argument("no broad family " + name);
}

// Every source the family's formats (without stray spaces) give for `date`.
std::set<std::string> renderings(const std::string& family, const CivilDate& date) {
  std::set<std::string> out;
  for (const auto& format : family_named(family).formats) {
    out.insert(dates::render_source(date, format.pattern, format.source_case));
  }
  return out;
}

const std::vector<std::string> kBroadFamilies = {
    "classic",          "month-day-name", "day-month-name", "ordinal",    "iso",
    "year-first-slash", "numeric-us",     "rfc2822",        "dash-abbrev"};

}  // namespace

TEST_CASE("classic samples render from their dates", "[formats]") {
  CHECK(dates::render_date({1975, 8, 30}, "EEEE, MMMM d, y") == "Saturday, August 30, 1975");
  CHECK(rendered({1975, 8, 30}, "EEEE, MMMM d, y") == "saturday august 30 1975");
  CHECK(rendered({2013, 10, 8}, "M/d/yy") == "10/8/13");  // short
  CHECK(rendered({2004, 12, 21}, "d MMM y") == "21 dec 2004");
  CHECK(rendered({2021, 3, 6}, "d MM yy") == "6 03 21");
}

TEST_CASE("render_date supports the classic fields, literals and rejects the rest", "[formats]") {
  const CivilDate date{2009, 9, 5};                              // a Saturday
  CHECK(dates::render_date(date, "MMM d, y") == "Sep 5, 2009");  // medium; CLDR en says "Sep"
  CHECK(dates::render_date(date, "MMMM d, y") == "September 5, 2009");  // long
  CHECK(dates::render_date(date, "dd, MMM y") == "05, Sep 2009");
  CHECK(dates::render_date(date, "dd.MM.yy") == "05.09.09");
  CHECK(dates::render_date(date, "EEE d MMM yyyy") == "Sat 5 Sep 2009");
  CHECK(dates::render_date({987, 1, 2}, "y|yy|yyy|yyyy") == "987|87|987|0987");
  CHECK(dates::render_date(date, "d 'of' MMMM, 'o''clock' ''") == "5 of September, o'clock '");

  const char* months[] = {"jan", "feb", "mar", "apr", "may", "jun",
                          "jul", "aug", "sep", "oct", "nov", "dec"};
  for (int month = 1; month <= 12; ++month) {
    CHECK(rendered({2001, month, 1}, "MMM") == months[month - 1]);
  }

  CHECK_THROWS_AS(dates::render_date(date, "d MMM YYY"), std::invalid_argument);
  CHECK_THROWS_WITH(dates::render_date(date, "d MMM YYY"),
                    Catch::Contains("'YYY'") && Catch::Contains("week-based"));
  CHECK_THROWS_WITH(dates::render_date(date, "ddd"), Catch::Contains("'ddd'"));
  CHECK_THROWS_AS(dates::render_date(date, "MMMMM"), std::invalid_argument);
  CHECK_THROWS_AS(dates::render_date(date, "h:mm"), std::invalid_argument);
  CHECK_THROWS_AS(dates::render_date(date, "d 'open"), std::invalid_argument);
  CHECK_THROWS_AS(dates::render_date({2001, 2, 29}, "d"), std::invalid_argument);
}

TEST_CASE("the weekday fields name the weekday of known dates", "[formats]") {
  CHECK(rendered({1970, 1, 1}, "EEEE") == "thursday");
  CHECK(rendered({2000, 2, 29}, "EEEE") == "tuesday");
  CHECK(rendered({2029, 12, 31}, "EEEE") == "monday");
}

TEST_CASE("classic_formats is the classic FORMATS list", "[formats]") {
  const auto& formats = dates::classic_formats();
  REQUIRE(formats.size() == 24);
  std::map<std::string, int> classic_count;
  for (const auto& format : formats) {
    ++classic_count[format.classic];
    CHECK(format.pattern.find('Y') == std::string::npos);  // calendar years only
    CHECK_NOTHROW(dates::render_date({2000, 1, 1}, format.pattern));
  }
  CHECK(classic_count["full"] == 10);
  CHECK(classic_count["d MMMM YYY"] == 2);
  CHECK(classic_count.size() == 14);
  CHECK(formats[0].classic == "short");
  CHECK(formats[0].pattern == "M/d/yy");
  CHECK(formats[1].pattern == "MMM d, y");
  CHECK(formats[2].pattern == "MMMM d, y");
  CHECK(formats[3].pattern == "EEEE, MMMM d, y");
  CHECK(formats[19].classic == "d MM YY");
  CHECK(formats[19].pattern == "d MM yy");
  CHECK(formats[23].classic == "dd.MM.YY");
  CHECK(formats[23].pattern == "dd.MM.yy");
}

// ---------------------------------------------------------------------------------------------
// The broad catalogue

TEST_CASE("the ordinal suffix field o", "[formats][broad]") {
  const std::vector<std::string> expected = {
      "1st",  "2nd",  "3rd",  "4th",  "5th",  "6th",  "7th",  "8th",  "9th",  "10th", "11th",
      "12th", "13th", "14th", "15th", "16th", "17th", "18th", "19th", "20th", "21st", "22nd",
      "23rd", "24th", "25th", "26th", "27th", "28th", "29th", "30th", "31st"};
  for (int day = 1; day <= 31; ++day) {
    CHECK(dates::render_date({2015, 1, day}, "do") == expected[static_cast<std::size_t>(day - 1)]);
  }
  CHECK(dates::render_date({2015, 3, 3}, "ddo") == "03rd");
  CHECK(dates::render_date({2015, 3, 3}, "'the' do 'of' MMMM y") == "the 3rd of March 2015");
  CHECK_THROWS_WITH(dates::render_date({2015, 3, 3}, "doo"), Catch::Contains("'oo'"));
}

TEST_CASE("the month and weekday abbreviation fields N and T", "[formats][broad]") {
  const std::vector<std::vector<std::string>> months = {
      // N, NN, NNN, NNNN
      {"Jan.", "Jan", "Jan.", "Jan."},    {"Feb.", "Feb", "Feb.", "Feb."},
      {"Mar.", "Mar", "Mar.", "March"},   {"Apr.", "Apr", "Apr.", "April"},
      {"May", "May", "May", "May"},       {"Jun.", "Jun", "Jun.", "June"},
      {"Jul.", "Jul", "Jul.", "July"},    {"Aug.", "Aug", "Aug.", "Aug."},
      {"Sep.", "Sept", "Sept.", "Sept."}, {"Oct.", "Oct", "Oct.", "Oct."},
      {"Nov.", "Nov", "Nov.", "Nov."},    {"Dec.", "Dec", "Dec.", "Dec."}};
  for (int month = 1; month <= 12; ++month) {
    const CivilDate date{2001, month, 1};
    const auto& want = months[static_cast<std::size_t>(month - 1)];
    CHECK(dates::render_date(date, "N|NN|NNN|NNNN") ==
          want[0] + "|" + want[1] + "|" + want[2] + "|" + want[3]);
  }
  // 2023-07-02 is a Sunday; T, TT, TTT for the week that follows.
  const std::vector<std::string> weekdays = {
      "Sun.|Sun|Sun.",     "Mon.|Mon|Mon.", "Tue.|Tues|Tues.", "Wed.|Wed|Wed.",
      "Thu.|Thurs|Thurs.", "Fri.|Fri|Fri.", "Sat.|Sat|Sat."};
  for (int i = 0; i < 7; ++i) {
    CHECK(dates::render_date({2023, 7, 2 + i}, "T|TT|TTT") ==
          weekdays[static_cast<std::size_t>(i)]);
  }
  CHECK_THROWS_WITH(dates::render_date({2015, 3, 3}, "NNNNN"), Catch::Contains("'NNNNN'"));
  CHECK_THROWS_WITH(dates::render_date({2015, 3, 3}, "TTTT"), Catch::Contains("'TTTT'"));
  CHECK_THROWS_AS(dates::render_date({2015, 3, 3}, "h"), std::invalid_argument);
}

TEST_CASE("render_source applies the source case", "[formats][broad]") {
  const CivilDate date{1975, 9, 30};
  CHECK(dates::render_source(date, "NNN d, y", SourceCase::kAsWritten) == "Sept. 30, 1975");
  CHECK(dates::render_source(date, "dd MMM y", SourceCase::kUpper) == "30 SEP 1975");
  CHECK(dates::render_source(date, "EEEE, MMMM d, y", SourceCase::kClassic) ==
        "tuesday september 30 1975");
  CHECK(dates::render_source(date, "do  MMMM , y", SourceCase::kUpper) == "30TH  SEPTEMBER , 1975");
  CHECK(dates::render_source(date, "do  MMMM , y", SourceCase::kClassic) == "30th september 1975");
}

TEST_CASE("stray_space_variants", "[formats][broad]") {
  CHECK(dates::stray_space_variants("MMMM d, y") ==
        std::vector<std::string>{"MMMM  d, y", "MMMM d , y", "MMMM d,y", "MMMM d,  y"});
  CHECK(dates::stray_space_variants("EEE,d") == std::vector<std::string>{"EEE ,d"});
  // Spaces and commas inside quoted literals are text, not layout.
  CHECK(dates::stray_space_variants("'a b,'d") == std::vector<std::string>{});
  CHECK(dates::stray_space_variants("'o''clock' d") == std::vector<std::string>{"'o''clock'  d"});
  CHECK(dates::stray_space_variants("yyyy-MM-dd").empty());
  CHECK(dates::stray_space_variants("").empty());
  CHECK(dates::render_date({2015, 3, 3}, dates::stray_space_variants("MMMM d, y")[1]) ==
        "March 3 , 2015");
}

TEST_CASE("format catalogue names", "[formats][broad]") {
  CHECK(dates::parse_format_catalogue("classic") == FormatCatalogue::kClassic);
  CHECK(dates::parse_format_catalogue("broad") == FormatCatalogue::kBroad);
  CHECK(std::string(dates::to_string(FormatCatalogue::kClassic)) == "classic");
  CHECK(std::string(dates::to_string(FormatCatalogue::kBroad)) == "broad");
  CHECK_THROWS_AS(dates::parse_format_catalogue("Broad"), std::invalid_argument);
  CHECK_THROWS_WITH(dates::parse_format_catalogue("wide"), Catch::Contains("'wide'") &&
                                                               Catch::Contains("classic") &&
                                                               Catch::Contains("broad"));
}

TEST_CASE("the classic catalogue is one family, the classic list", "[formats][broad]") {
  const auto& families = dates::format_families(FormatCatalogue::kClassic);
  REQUIRE(families.size() == 1);
  CHECK(families[0].name == "classic");
  REQUIRE(families[0].formats.size() == dates::classic_formats().size());
  for (std::size_t i = 0; i < families[0].formats.size(); ++i) {
    CHECK(families[0].formats[i].pattern == dates::classic_formats()[i].pattern);
    CHECK(families[0].formats[i].source_case == SourceCase::kClassic);
  }
  // The broad catalogue starts with the very same family.
  const auto& broad = dates::format_families(FormatCatalogue::kBroad);
  REQUIRE(!broad.empty());
  CHECK(broad[0].name == "classic");
  REQUIRE(broad[0].formats.size() == families[0].formats.size());
  for (std::size_t i = 0; i < broad[0].formats.size(); ++i) {
    CHECK(broad[0].formats[i].pattern == families[0].formats[i].pattern);
    CHECK(broad[0].formats[i].source_case == SourceCase::kClassic);
  }
}

TEST_CASE("every broad family renders known dates", "[formats][broad]") {
  std::vector<std::string> names;
  for (const auto& family : dates::format_families(FormatCatalogue::kBroad)) {
    names.push_back(family.name);
    CHECK(!family.formats.empty());
    for (const auto& format : family.formats) {
      INFO(family.name << ": " << format.pattern);
      CHECK_NOTHROW(dates::render_date({2000, 1, 1}, format.pattern));
      CHECK((format.source_case == SourceCase::kClassic) == (family.name == "classic"));
    }
  }
  CHECK(names == kBroadFamilies);

  const CivilDate march{2015, 3, 3};  // a Tuesday
  const CivilDate sept{1975, 9, 30};  // a Tuesday
  const auto contains = [](const std::set<std::string>& set, const std::string& text) {
    INFO("'" << text << "'");
    CHECK(set.count(text) == 1);
  };

  // classic: lower case, no commas.
  for (const char* text :
       {"tuesday march 3 2015", "3/3/15", "03.03.15", "3 03 15", "03 mar 2015"}) {
    contains(renderings("classic", march), text);
  }

  for (const char* text :
       {"March 3, 2015", "March 3 2015", "March 03, 2015", "Mar 3, 2015", "Mar. 3, 2015",
        "Tuesday, March 3, 2015", "Tuesday March 3, 2015", "Tue, Mar 3, 2015", "Tue., Mar. 3, 2015",
        "MARCH 3, 2015", "MAR 3, 2015", "MAR 03, 2015", "TUE, MAR 3, 2015"}) {
    contains(renderings("month-day-name", march), text);
  }
  for (const char* text : {"Sept. 30, 1975", "Sept 30, 1975", "Sep. 30, 1975", "Sep 30, 1975",
                           "September 30, 1975", "Tues., Sept. 30, 1975", "SEP 30, 1975"}) {
    contains(renderings("month-day-name", sept), text);
  }

  for (const char* text :
       {"3 March 2015", "03 March 2015", "3 March, 2015", "3 Mar 2015", "03 Mar 2015",
        "3 Mar, 2015", "3 Mar. 2015", "Tuesday 3 March 2015", "Tuesday, 3 March 2015",
        "Tuesday, 3 March, 2015", "Tue 3 Mar 2015", "Tue. 3 Mar. 2015", "3 MAR 2015", "03 MAR 2015",
        "3 MARCH 2015", "TUE 3 MAR 2015"}) {
    contains(renderings("day-month-name", march), text);
  }
  for (const char* text :
       {"30 SEP 1975", "30 Sept 1975", "30 Sept. 1975", "30 September 1975", "Tues 30 Sept 1975"}) {
    contains(renderings("day-month-name", sept), text);
  }

  for (const char* text :
       {"the 3rd of March 2015", "the 3rd of March, 2015", "The 3rd of March 2015",
        "3rd of March 2015", "3rd March 2015", "3rd March, 2015", "3rd Mar 2015", "3rd Mar. 2015",
        "March 3rd, 2015", "March 3rd 2015", "Mar 3rd, 2015", "Tuesday, March 3rd, 2015",
        "Tuesday the 3rd of March 2015", "Tuesday, the 3rd of March, 2015",
        "Tuesday 3rd March 2015", "Tue 3rd Mar 2015", "3RD MARCH 2015", "MARCH 3RD, 2015",
        "3RD MAR 2015"}) {
    contains(renderings("ordinal", march), text);
  }
  contains(renderings("ordinal", sept), "Sept. 30th, 1975");
  contains(renderings("ordinal", {2001, 5, 22}), "the 22nd of May 2001");
  contains(renderings("ordinal", {2001, 5, 21}), "May 21st, 2001");
  contains(renderings("ordinal", {2001, 5, 11}), "11th May 2001");

  // The numeric and fixed-layout families, in full.
  CHECK(renderings("iso", march) == std::set<std::string>{"2015-03-03", "20150303"});
  CHECK(renderings("year-first-slash", march) == std::set<std::string>{"2015/03/03", "2015/3/3"});
  CHECK(renderings("rfc2822", march) ==
        std::set<std::string>{"Tue, 03 Mar 2015", "Tue, 3 Mar 2015", "TUE, 03 MAR 2015"});
  CHECK(renderings("rfc2822", sept) ==
        std::set<std::string>{"Tue, 30 Sep 1975", "TUE, 30 SEP 1975"});
  CHECK(renderings("dash-abbrev", march) ==
        std::set<std::string>{"03-Mar-2015", "3-Mar-2015", "03-Mar-15", "3-Mar-15", "03-March-2015",
                              "03-MAR-2015", "03-MAR-15"});
}

TEST_CASE("purely numeric broad forms read month first", "[formats][broad]") {
  // 2015-03-04 is March 4: 3/4/15, as the classic "short" format says.
  CHECK(renderings("numeric-us", {2015, 3, 4}) ==
        std::set<std::string>{"3/4/15", "03/04/15", "3/4/2015", "03/04/2015", "3-4-15", "03-04-15",
                              "3-4-2015", "03-04-2015"});
  CHECK(renderings("numeric-us", {1999, 12, 25}).count("12/25/99") == 1);
  CHECK(renderings("year-first-slash", {2015, 3, 4}) ==
        std::set<std::string>{"2015/03/04", "2015/3/4"});
  CHECK(dates::render_source({2015, 3, 4}, "M/d/yy", SourceCase::kClassic) == "3/4/15");

  // No source names two dates, across every family and every stray-space variant: the classic
  // day-first numeric forms (dd.MM.yy, d MM yy) use dots and spaces, the broad ones do not.
  const CivilDate first{1999, 7, 1}, last{2000, 6, 30};  // a year, across a century
  std::unordered_map<std::string, std::string> target_of;
  std::size_t conflicts = 0;
  for (auto day = dates::days_from_civil(first); day <= dates::days_from_civil(last); ++day) {
    const CivilDate date = dates::civil_from_days(day);
    for (const auto& family : dates::format_families(FormatCatalogue::kBroad)) {
      for (const auto& format : family.formats) {
        std::vector<std::string> patterns;  // the generator adds no stray space to classic ones
        if (format.source_case != SourceCase::kClassic) {
          patterns = dates::stray_space_variants(format.pattern);
        }
        patterns.push_back(format.pattern);
        for (const auto& pattern : patterns) {
          const std::string source = dates::render_source(date, pattern, format.source_case);
          const auto [it, inserted] = target_of.emplace(source, date.iso());
          if (!inserted && it->second != date.iso()) {
            if (++conflicts <= 5) {
              FAIL_CHECK("'" << source << "' is both " << it->second << " and " << date.iso());
            }
          }
        }
      }
    }
  }
  CHECK(conflicts == 0);
}
