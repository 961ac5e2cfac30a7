// The world grammar's running text (data/context_phrases.h): the loader's errors name the file
// and the line, and the committed phrases (data/context/) load for every language of the world
// grammar and name no month: the months are ICU's (CLDR's wide and abbreviated names, format and
// stand-alone), not the C library's the extraction script filtered by.
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "data_files.h"
#include "dates/core/source_text.h"
#include "dates/data/context_phrases.h"
#include "dates/data/world_date_grammar.h"

using dates::ContextPhrases;

namespace {

using dates::testing::folded_words;

}  // namespace

TEST_CASE("phrases load by language, and their files' faults are named with the line",
          "[data][world][phrases]") {
  dates::testing::ScratchDirectory directory("phrases");
  directory.write("es.tsv", "No se puede abrir el archivo\tcoreutils\nOperación cancelada\ttar\n");
  const ContextPhrases phrases(directory.path.string(), {"es"});
  CHECK(phrases.of("es") ==
        std::vector<std::string>{"No se puede abrir el archivo", "Operación cancelada"});
  CHECK(phrases.of("fr").empty());
  CHECK(ContextPhrases().empty());

  CHECK_THROWS_WITH(ContextPhrases(directory.path.string(), {"es", "fr"}),
                    Catch::Contains("fr.tsv") && Catch::Contains("cannot open"));
  directory.write("de.tsv", "Datei nicht gefunden\tcoreutils\nkein Tabulator hier\n");
  CHECK_THROWS_WITH(ContextPhrases(directory.path.string(), {"de"}),
                    Catch::Contains("de.tsv:2") && Catch::Contains("phrase<TAB>catalog"));
  directory.write("de.tsv", "Seite 3 von 5\tcoreutils\n");
  CHECK_THROWS_WITH(ContextPhrases(directory.path.string(), {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("no digit"));
  directory.write("de.tsv", std::string(61, 'a') + "\tcoreutils\n");
  CHECK_THROWS_WITH(ContextPhrases(directory.path.string(), {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("found 61"));
  directory.write("de.tsv", "");
  CHECK_THROWS_WITH(ContextPhrases(directory.path.string(), {"de"}),
                    Catch::Contains("de.tsv") && Catch::Contains("no phrase"));
}

TEST_CASE("the committed phrases load for every language and name no month of ICU's",
          "[data][world][phrases]") {
  const ContextPhrases phrases(std::string(DATES_SOURCE_DIR) + "/data/context",
                               dates::world_languages());
  for (const auto& language : dates::world_languages()) {
    INFO("language " << language);
    const auto& list = phrases.of(language);
    CHECK(list.size() >= 200);
    CHECK(std::set<std::string>(list.begin(), list.end()).size() == list.size());
    // CLDR's month names of the language, wide and abbreviated, format and stand-alone, folded.
    std::set<std::string> months;
    UErrorCode status = U_ZERO_ERROR;
    icu::DateFormatSymbols symbols(icu::Locale((language + "@calendar=gregorian").c_str()), status);
    REQUIRE(U_SUCCESS(status));
    for (const auto context :
         {icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::STANDALONE}) {
      for (const auto width : {icu::DateFormatSymbols::WIDE, icu::DateFormatSymbols::ABBREVIATED}) {
        int32_t count = 0;
        const icu::UnicodeString* names = symbols.getMonths(count, context, width);
        for (int32_t i = 0; i < count; ++i) {
          std::string name;
          names[i].toUTF8String(name);
          for (const auto& word : folded_words(name)) {
            if (word.size() > 2) months.insert(word);
          }
        }
      }
    }
    int naming_a_month = 0;
    for (const auto& phrase : list) {
      for (const auto& word : folded_words(phrase)) {
        if (months.count(word) != 0) {
          UNSCOPED_INFO(phrase << " names the month " << word);
          ++naming_a_month;
        }
      }
    }
    CHECK(naming_a_month == 0);
  }
}
