// The words of ICU locales that the world grammar writes around dates (data/locale_words.h).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "dates/data/locale_words.h"
#include "dates/data/world_date_grammar.h"

using dates::LocaleWords;

namespace {

bool contains(const std::vector<std::string>& words, const std::string& word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

TEST_CASE("context words are CLDR's names of the calendar's fields, currencies and calendars",
          "[data][world][words]") {
  LocaleWords words;
  // CLDR's names of the month field, as its charts list them (cldr.unicode.org, Date Fields).
  CHECK(contains(words.context_words("es"), "mes"));
  CHECK(contains(words.context_words("fr"), "mois"));
  CHECK(contains(words.context_words("de"), "Monat"));
  CHECK(contains(words.context_words("ru"), "месяц"));
  CHECK(contains(words.context_words("fa"), "ماه"));
  CHECK(contains(words.context_words("he"), "חודש"));
  CHECK(contains(words.context_words("ja"), "月"));
  // A currency's long name and a calendar's name.
  CHECK(contains(words.context_words("fr"), "euro"));
  CHECK(contains(words.context_words("de"), "Gregorianischer Kalender"));
  // Every language of the grammar has words, none with a digit (they must not add a number to a
  // date) and each once.
  for (const auto& language : dates::world_languages()) {
    INFO(language);
    const auto& list = words.context_words(language);
    CHECK(list.size() >= 15);
    for (const auto& word : list) {
      INFO(word);
      CHECK(std::none_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }));
      CHECK(std::count(list.begin(), list.end(), word) == 1);
    }
  }
}

TEST_CASE("time words are the prepositions and postpositions of the locale's relative times",
          "[data][world][words]") {
  LocaleWords words;
  const auto has = [&](const std::string& tag, bool unspaced, const std::string& text,
                       bool before) {
    const auto& list = words.time_words(tag, unspaced);
    return std::any_of(list.begin(), list.end(), [&](const dates::TimeWord& word) {
      return word.text == text && word.before == before;
    });
  };
  // CLDR: `dans 3 mois`, `il y a 3 mois`; `через 3 месяца`, `3 месяца назад`; `3か月後`.
  CHECK(has("fr", false, "dans", true));
  CHECK(has("fr", false, "il y a", true));
  CHECK(has("ru", false, "через", true));
  CHECK(has("ru", false, "назад", false));
  CHECK(has("ja", true, "後", false));
  // German's `in 3 Tagen`: the word before, not the unit's ending.
  CHECK(has("de", false, "in", true));
  CHECK_FALSE(has("de", false, "n", false));
}
