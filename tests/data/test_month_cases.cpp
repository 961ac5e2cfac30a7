// The months' names in the cases CLDR lacks (data/month_cases.h): the loader reads the files there
// are and names the file and line of a fault; the committed table (data/months/) loads, and each
// of its names is nearer its own month's CLDR names than any other month's (a table written in
// the wrong order, or a name put in another month's place, fails); the world grammar writes them
// in months and years, and in months alone as no date.
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "data_files.h"
#include "dates/core/source_text.h"
#include "dates/data/month_cases.h"
#include "dates/data/world_date_grammar.h"
#include "dates/decode/date_time_output.h"

using dates::MonthCases;

namespace {

// The number of leading bytes two folded texts share.
std::size_t common_prefix(const std::string& a, const std::string& b) {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

// CLDR's wide month names of `language`, format and stand-alone, folded, January first.
std::vector<std::vector<std::string>> cldr_month_names(const std::string& language) {
  std::vector<std::vector<std::string>> names(12);
  UErrorCode status = U_ZERO_ERROR;
  icu::DateFormatSymbols symbols(icu::Locale((language + "@calendar=gregorian").c_str()), status);
  REQUIRE(U_SUCCESS(status));
  for (const auto context : {icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::STANDALONE}) {
    int32_t count = 0;
    const icu::UnicodeString* months =
        symbols.getMonths(count, context, icu::DateFormatSymbols::WIDE);
    REQUIRE(count == 12);
    for (int32_t i = 0; i < 12; ++i) {
      std::string name;
      months[i].toUTF8String(name);
      names[i].push_back(dates::fold_text(name));
    }
  }
  return names;
}

}  // namespace

TEST_CASE("the months' cases load by language, and their files' faults are named with the line",
          "[data][world][months]") {
  dates::testing::ScratchDirectory directory("months");
  const std::string names = "qa,qb,qc,qd,qe,qf,qg,qh,qi,qj,qk,ql";
  directory.write("ru.tsv", "в {}\t" + names + "\tlocative\nВ {}\t" + names + "\tlocative\n");
  directory.write("README.md", "not a table\n");
  const auto path = directory.path.string();
  const MonthCases cases(path, {"ru", "de"});
  REQUIRE(cases.of("ru").size() == 2);
  CHECK(cases.of("ru")[1].frame == "В {}");
  CHECK(cases.of("ru")[0].names[4] == "qe");
  CHECK(cases.of("ru")[0].case_name == "locative");
  CHECK(cases.of("de").empty());  // no file: no forms

  // a file of a language the grammar does not have
  directory.write("xx.tsv", "в {}\t" + names + "\tlocative\n");
  CHECK_THROWS_WITH(MonthCases(path, {"ru"}),
                    Catch::Contains("xx.tsv") && Catch::Contains("not the file of a language"));
  std::filesystem::remove(directory.path / "xx.tsv");
  for (const auto& [line, message] : std::vector<std::pair<std::string, std::string>>{
           {"в\t" + names + "\tlocative", "1 place {}, found 0"},
           {"в {} {}\t" + names + "\tlocative", "1 place {}, found 2"},
           {"в {}\tqa,qb,qc,qd,qe,qf,qg,qh,qi,qj,qk\tlocative", "found 11"},
           {"в {}\tqa,qb,qc,qd,qe,qf,qg,qh,qi,qj,qk,qa\tlocative", "distinct"},
           {"в {}\tqa,qb,qc,qd,qe,qf,qg,qh,qi,qj,qk,q1\tlocative", "without digits"},
           {"в {}\tqa,qb,qc,qd,qe,qf,qg,qh,qi,qj,,ql\tlocative", "found 12"},
           {"в {}\t" + names, "expected frame<TAB>names<TAB>case"},
       }) {
    INFO(line);
    directory.write("ru.tsv", "в {}\t" + names + "\tlocative\n" + line + "\n");
    CHECK_THROWS_WITH(MonthCases(path, {"ru"}),
                      Catch::Contains("ru.tsv:2") && Catch::Contains(message));
  }
  directory.write("ru.tsv", "");
  CHECK_THROWS_WITH(MonthCases(path, {"ru"}), Catch::Contains("ru.tsv") && Catch::Contains("no"));
  std::filesystem::remove(directory.path / "ru.tsv");
  CHECK_THROWS_WITH(MonthCases(path, {"ru"}), Catch::Contains("no <code>.tsv file"));
  CHECK_THROWS_WITH(MonthCases(path + "/absent", {"ru"}), Catch::Contains("cannot read"));
}

TEST_CASE("the committed months' cases are each nearer their own month's CLDR names than others'",
          "[data][world][months]") {
  const MonthCases cases(std::string(DATES_SOURCE_DIR) + "/data/months", dates::world_languages());
  for (const std::string language : {"ru", "uk", "pl", "cs", "el"}) {
    INFO("language " << language);
    REQUIRE_FALSE(cases.of(language).empty());
    const auto cldr = cldr_month_names(language);
    for (const auto& frame : cases.of(language)) {
      for (std::size_t month = 0; month < 12; ++month) {
        const std::string name = dates::fold_text(frame.names[month]);
        INFO(frame.frame << ": " << frame.names[month] << " as month " << month + 1);
        std::size_t own = 0, nearest_other = 0;
        for (std::size_t other = 0; other < 12; ++other) {
          for (const auto& cldr_name : cldr[other]) {
            auto& best = other == month ? own : nearest_other;
            best = std::max(best, common_prefix(name, cldr_name));
          }
        }
        CHECK(own > nearest_other);
      }
    }
  }
}

TEST_CASE("the world grammar writes months in their cases in months and years, never with a day",
          "[world][months]") {
  // A table of our own, marker names (qa for January .. ql for December) in a marker frame: the
  // name found in a source says which month the grammar put there.
  dates::testing::ScratchDirectory directory("months-grammar");
  directory.write("ru.tsv", "zz {} yy\tqa,qb,qc,qd,qe,qf,qg,qh,qi,qj,qk,ql\tlocative\n");
  // and a month-and-year pattern of our own, whose words stand around its month: no case there
  dates::testing::ScratchDirectory sentences("months-grammar-sentences");
  sentences.write("ru.tsv", "pattern\t'ww' MMMM 'vv' y\thistory\n");
  dates::WorldDateGenerator generator(20261207, {"ru", "es"}, dates::ContextPhrases(),
                                      dates::SentenceFrames(sentences.path.string(), {"ru"}),
                                      MonthCases(directory.path.string(), {"ru", "es"}));
  std::map<std::string, int> found;
  for (int i = 0; i < 12000; ++i) {  // a month alone in a case: about 1 draw in 3,000
    const auto pair = generator.next();
    const std::string source = dates::fold_text(pair.source);
    if (source.find("ww ") != std::string::npos) {
      ++found["pattern"];
      CHECK(source.find("zz") == std::string::npos);
    }
    const auto at = source.find("zz q");
    if (at == std::string::npos) continue;
    INFO(pair.source << " -> " << pair.target);
    CHECK(pair.family == "world-ru");
    const int month = source[at + 4] - 'a' + 1;
    REQUIRE((month >= 1 && month <= 12));
    if (pair.target.empty()) {
      // a month alone (`в мае`): no date, and the frame's word before a year goes with none
      ++found["alone"];
      CHECK(source.find("yy") == std::string::npos);
    } else {
      ++found["month and year"];
      const auto parts = dates::read_date_time_output(pair.target);
      CHECK_FALSE(parts.malformed);
      REQUIRE(parts.date.size() == 7);  // a month and year: no day
      CHECK(std::stoi(parts.date.substr(5, 2)) == month);
      CHECK(source.find(" yy ") != std::string::npos);  // the year follows the frame
    }
  }
  INFO(found["month and year"] << " months and years, " << found["alone"] << " alone, "
                               << found["pattern"] << " patterns");
  CHECK(found["month and year"] >= 30);
  CHECK(found["alone"] >= 2);
  CHECK(found["pattern"] >= 10);
}
