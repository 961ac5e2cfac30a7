// Words of a locale that people write around dates, from ICU's copy of CLDR, for the world grammar
// (world_date_grammar.h) to compose around the dates it writes. None of them names a day: a date
// with them around it reads as the date alone (`Informe de noviembre de 2041` is 2041-11).
//   * time words: the prepositions and postpositions of the locale's relative times, `dans` of
//     `dans 3 mois`, `il y a`, `через`, `назад`, `temu`, `後` (RelativeDateTimeFormatter's
//     phrases less the quantity as MeasureFormat writes it);
//   * context words: the locale's names of the calendar's fields (`mes`, `Monat`, `месяц`, `شهر`,
//     `ماه`, `חודש`, `月`: DateTimePatternGenerator's field display names), of calendars
//     (`calendario gregoriano`), currencies (`euro`, `dólares estadounidenses`) and scripts
//     (`latino`): nouns of the locale's own script and spelling, as the words of a title or a
//     heading before a month and year are.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace dates {

struct TimeWord {
  std::string text;
  bool before = true;  // written before the quantity (dans), else after it (назад)
};

// The words of ICU locales, made once a locale tag and kept. Throws std::runtime_error naming the
// locale when ICU has no data for it.
class LocaleWords {
 public:
  // `unspaced`: the locale writes words without spaces (Chinese, Japanese), so a word may stand
  // against the quantity (3日後).
  const std::vector<TimeWord>& time_words(const std::string& locale_tag, bool unspaced);

  // The context words, each once, in ICU's spelling (case as CLDR writes it).
  const std::vector<std::string>& context_words(const std::string& locale_tag);

 private:
  std::map<std::string, std::vector<TimeWord>> time_words_;
  std::map<std::string, std::vector<std::string>> context_words_;
};

}  // namespace dates
