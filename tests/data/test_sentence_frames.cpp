// The world grammar's sentence frames (data/sentence_frames.h): the loader sorts them by kind and
// names the file and line of a fault; the committed frames (data/sentences/) load for every
// language of the world grammar, with frames of every kind, and name no month or weekday of ICU's
// (the place brings the date: a frame that named one would teach a date the target does not have).
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "data_files.h"
#include "dates/core/source_text.h"
#include "dates/data/sentence_frames.h"
#include "dates/data/world_date_grammar.h"

using dates::FrameKind;
using dates::SentenceFrames;

namespace {

using dates::testing::folded_words;

// CLDR's month and weekday names of the language, wide and abbreviated, format and stand-alone,
// folded, each as the words it is made of (unspaced: as one string, its periods kept): the names
// of `shortest` characters or more (shorter ones are words of sentences too: `ma`, `po`).
std::set<std::vector<std::string>> frame_month_and_weekday_names(const std::string& language,
                                                                 bool unspaced,
                                                                 std::size_t shortest) {
  std::set<std::vector<std::string>> names;
  UErrorCode status = U_ZERO_ERROR;
  icu::DateFormatSymbols symbols(icu::Locale((language + "@calendar=gregorian").c_str()), status);
  REQUIRE(U_SUCCESS(status));
  const auto add = [&](const icu::UnicodeString* list, int32_t count) {
    for (int32_t i = 0; i < count; ++i) {
      std::string name;
      list[i].toUTF8String(name);
      if (dates::count_characters(name) < shortest) continue;
      names.insert(unspaced ? std::vector<std::string>{dates::fold_text(name)}
                            : folded_words(name));
    }
  };
  for (const auto context : {icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::STANDALONE}) {
    for (const auto width : {icu::DateFormatSymbols::WIDE, icu::DateFormatSymbols::ABBREVIATED}) {
      int32_t count = 0;
      const icu::UnicodeString* months = symbols.getMonths(count, context, width);
      add(months, count);
      const icu::UnicodeString* weekdays = symbols.getWeekdays(count, context, width);
      add(weekdays, count);
    }
  }
  return names;
}

// Whether `words` holds `name`'s words in a row (`chủ nhật`, not `cập nhật`).
bool holds_name(const std::vector<std::string>& words, const std::vector<std::string>& name) {
  return !name.empty() &&
         std::search(words.begin(), words.end(), name.begin(), name.end()) != words.end();
}

}  // namespace

TEST_CASE(
    "sentence frames load by language and kind, and their files' faults are named with the "
    "line",
    "[data][world][frames]") {
  dates::testing::ScratchDirectory directory("frames");
  directory.write("es.tsv",
                  "date\tNos vemos el {}, ¿vale?\tchat\n"
                  "month_year\tInforme mensual de {}\toffice\n"
                  "time\tLas puertas abren a las {}.\tnotice\n"
                  "none\tHabitación 214, 85 € la noche.\treceipt\n"
                  "date\tNació en Sevilla el {}.\tbiography\n");
  const SentenceFrames frames(directory.path.string(), {"es"});
  CHECK(frames.of("es", FrameKind::kDate) ==
        std::vector<std::string>{"Nos vemos el {}, ¿vale?", "Nació en Sevilla el {}."});
  CHECK(frames.of("es", FrameKind::kMonthYear) ==
        std::vector<std::string>{"Informe mensual de {}"});
  CHECK(frames.of("es", FrameKind::kTime) ==
        std::vector<std::string>{"Las puertas abren a las {}."});
  CHECK(frames.of("es", FrameKind::kNone) ==
        std::vector<std::string>{"Habitación 214, 85 € la noche."});
  CHECK(frames.of("fr", FrameKind::kDate).empty());
  CHECK(frames.of("es", FrameKind::kPattern).empty());
  CHECK(SentenceFrames().empty());
  CHECK_FALSE(frames.empty());

  CHECK(dates::fill_frame("Nos vemos el {}, ¿vale?", "3 de marzo") ==
        "Nos vemos el 3 de marzo, ¿vale?");
  CHECK(dates::fill_frame("{}に会いましょう", "3月3日") == "3月3日に会いましょう");
  CHECK(dates::fill_frame("Habitación 214", "3 de marzo") == "Habitación 214");

  const auto path = directory.path.string();
  CHECK_THROWS_WITH(SentenceFrames(path, {"es", "fr"}),
                    Catch::Contains("fr.tsv") && Catch::Contains("cannot open"));
  directory.write("de.tsv", "date\tWir sehen uns am {}\tchat\ndate\tkein Register {}\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv:2") && Catch::Contains("kind<TAB>frame<TAB>register"));
  directory.write("de.tsv", "date\tWir sehen uns am {}\tchat\textra\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}), Catch::Contains("de.tsv:1"));
  directory.write("de.tsv", "day\tWir sehen uns am {}\tchat\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("found 'day'"));
  directory.write("de.tsv", "date\tWir sehen uns bald\tchat\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("has 1 place {}, found 0"));
  directory.write("de.tsv", "time\tVon {} bis {}\tnotice\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}), Catch::Contains("found 2"));
  directory.write("de.tsv", "none\tZimmer 214 am {}\treceipt\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("has 0 place {}, found 1"));
  // 60 characters besides the place are allowed, 61 are not
  directory.write("de.tsv", "date\t" + std::string(60, 'a') + "{}\tchat\n");
  CHECK_NOTHROW(SentenceFrames(path, {"de"}));
  directory.write("de.tsv", "date\t" + std::string(61, 'a') + "{}\tchat\n");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv:1") && Catch::Contains("found 61"));
  directory.write("de.tsv", "");
  CHECK_THROWS_WITH(SentenceFrames(path, {"de"}),
                    Catch::Contains("de.tsv") && Catch::Contains("no frame"));

  // patterns: a whole date's fields, its words quoted (`''` a quote), no place
  directory.write("de.tsv",
                  "pattern\t'den' d. MMMM y\tletter\n"
                  "pattern\tEEEE, 'den' dd.MM.yyyy\tletter\n"
                  "pattern\t'Stand:' d.L.y 'um''s'\toffice\n");
  CHECK(SentenceFrames(path, {"de"}).of("de", FrameKind::kPattern) ==
        std::vector<std::string>{"'den' d. MMMM y", "EEEE, 'den' dd.MM.yyyy",
                                 "'Stand:' d.L.y 'um''s'"});
  for (const std::string bad : {
           "'den d. MMMM y",      // an open quote
           "den d. MMMM y",       // a word unquoted: d, e and n are fields
           "EEEE 'den' MMMM y",   // a weekday without a day
           "'den' d. y",          // no month
           "'den' d. MMMM",       // no year
           "'den' d. MMMM y HH",  // a clock's field
           "'den' {} d. MMMM y",  // a place
       }) {
    INFO(bad);
    directory.write("de.tsv", "pattern\t" + bad + "\tletter\n");
    CHECK_THROWS_WITH(SentenceFrames(path, {"de"}), Catch::Contains("de.tsv:1"));
  }
  // a month and year so written is a pattern too, kept apart from the whole dates
  directory.write("de.tsv",
                  "pattern\t'den' d. MMMM y\tletter\n"
                  "pattern\t'im' MMMM 'des Jahres' y\thistory\n"
                  "pattern\tLLLL y\tnews\n");
  const SentenceFrames mixed(path, {"de"});
  CHECK(mixed.of("de", FrameKind::kPattern) == std::vector<std::string>{"'den' d. MMMM y"});
  CHECK(mixed.of("de", FrameKind::kMonthYearPattern) ==
        std::vector<std::string>{"'im' MMMM 'des Jahres' y", "LLLL y"});
}

TEST_CASE(
    "the committed frames load for every language, of every kind, and name no month or "
    "weekday of ICU's",
    "[data][world][frames]") {
  const auto languages = dates::world_languages();
  const SentenceFrames frames(std::string(DATES_SOURCE_DIR) + "/data/sentences", languages);
  for (const auto& language : languages) {
    INFO("language " << language);
    const bool unspaced =
        language == "ja" || language == "zh" || language == "ko" || language == "th";
    const auto names = frame_month_and_weekday_names(language, unspaced, unspaced ? 2 : 3);
    std::set<std::string> all;
    std::size_t count = 0;
    for (const auto kind : {FrameKind::kDate, FrameKind::kMonthYear, FrameKind::kTime,
                            FrameKind::kNone, FrameKind::kPattern, FrameKind::kMonthYearPattern}) {
      const auto& list = frames.of(language, kind);
      // patterns are written only where a register writes dates as CLDR does not
      const bool pattern = kind == FrameKind::kPattern || kind == FrameKind::kMonthYearPattern;
      if (!pattern) CHECK(list.size() >= 8);
      count += list.size();
      all.insert(list.begin(), list.end());
      for (const auto& frame : list) {
        INFO(frame);
        const auto words = folded_words(frame);
        const auto folded = dates::fold_text(frame);
        for (const auto& name : names) {
          INFO("name " << name.front());
          // Unspaced, words are not cut by spaces: no name of two characters or more inside (a
          // Thai abbreviation with its period, `อา.`, not the `อา` of `อาหาร`).
          if (unspaced) {
            CHECK(folded.find(name.front()) == std::string::npos);
          } else {
            CHECK_FALSE(holds_name(words, name));
          }
        }
        if (kind == FrameKind::kNone || pattern) continue;
        // No digit stands against the place: it would join the date's own numbers.
        const auto at = frame.find("{}");
        const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
        CHECK_FALSE((at > 0 && digit(frame[at - 1])));
        CHECK_FALSE((at + 2 < frame.size() && digit(frame[at + 2])));
      }
    }
    CHECK(all.size() == count);  // each frame once
  }
}
