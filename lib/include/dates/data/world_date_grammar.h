// Dates as the world's locales write them, for `dates generate --formats world`: the patterns,
// names and digits come from ICU's copy of CLDR (Debian's libicu), not from tables of ours.
//
// Each example draws a language of world_languages(), one of its locales (regions, numbering
// systems: Arabic-Indic, Persian, Devanagari and Thai digits, Han numbers such as
// `二〇一五年十二月二十五日`; calendars beside the Gregorian one: the Thai Buddhist era, Japan's
// eras, Taiwan's Minguo years, the Solar Hijri, Hebrew and Umm al-Qura Hijri calendars, with Hebrew
// numerals and 元年 as ICU's styles write them), a date and one of the locale's ways of writing it:
//   * the full, long, medium and short date patterns, alone or with the time patterns;
//   * skeletons through ICU's DateTimePatternGenerator (`yMMMd`, `yMMMMEEEEd`, `yMMMEd`, `yMd`,
//     `yMMdd`, ... with `jm`, `jms`, `Hm`, `Hms`, and zones `z`, `ZZZZ`, `xxx`, `Z`), the
//     stand-alone and format month forms included;
//   * layouts of programs and people with the locale's names (`ls -l`'s `MMM d  y` and
//     `MMM d HH:mm`, `d MMM HH.mm`, `date(1)`, `d MMM y`, `EEEE d MMMM y`, ...);
//   * partial dates (`MMMd`, `MMMMd`, numeric `Md`, `MMdd`: month and day; `yMMM`, `yMMMM`,
//     numeric `yM`, `yMM`: month and year);
//   * single fields edited as people write them: the day as the locale's ordinal (`1er`, `5:e`,
//     `17º`) or spelled out by its number rules (`veinticinco`), the year spelled out, now and
//     then the day, a numeric month and the year all in words (`vingt-huit octobre deux mille
//     quatorze`), a name cut to its first 3 or 4 letters as programs cut them (glibc's `сен`,
//     `кві`, `ينا`, `יונ`: in the Latin, Cyrillic, Greek, Arabic and Hebrew alphabets, only
//     where no other name starts so) or without its abbreviation mark (`sept`, `ינו`), a
//     weekday in CLDR's short form (`T2`, `أحد`, `Mo`), a numeric month in Roman numerals
//     (`29. XI. 1971`), an hour alone where a word says so (`9 Uhr`, `6時`);
//   * strings with no date: impossible dates (31 April, 30 February, day 32, in the locale's
//     words and digits; without a year too), a time alone, a list of times, a duration (`8 jours et
//     50 minutes`, its numbers spelled out too: `drei Stunden, zwanzig Minuten`), an uptime, a
//     weekday or a month alone, numbers, amounts of money (`4 500,00 ₽`, after a number now and
//     then: a room's, an invoice's) and names of the locale;
// then composed as the English grammar composes (real_date_grammar.h): case (the locale's own
// lower, upper and title case), spacing (no-break spaces kept or not, `2004 年 10 月 4 日`), bidi
// controls as software inserts them into right-to-left text, quotes and brackets, words of the
// locale around the date (ICU's names of countries and languages; the prepositions and
// postpositions of its relative times, `dans`, `il y a`, `через`, `temu`, `後`; its nouns, as a
// heading or a sentence has them: the names of the calendar's fields, currencies, calendars and
// scripts, data/locale_words.h), running text of the language when phrases are given (the
// translations of program messages, data/context_phrases.h: before the date, after it or around
// it, as a letter, a notice or a chat has it), sentences of the language with a place for the
// date when frames are given (a chat's, a reminder's, a history's, a citation's, written by hand:
// data/sentence_frames.h; a clock alone in a sentence for a clock, and whole sentences without a
// date, their numbers none), a stray rare symbol.
//
// The target is the one of real_date_grammar.h: the date (`YYYY-MM-DD`, `XXXX-MM-DD`, `YYYY-MM`;
// a date of another calendar as written, after its tag: `p1393-12-12`, `jh0027-03-03`, which
// the output reader converts, core/calendar_date.h; an era's year without its era, and a Solar
// Hijri, Hebrew or Hijri month or day without its year, are not written), then `T` and the clock
// as written (a 12-hour clock with `a` or `p`) and the zone (`Z`, `+hh:mm`, ` gmt` and ` utc` as
// in English, `?` for a zone named by its long name). Two-digit years pivot as strptime's %y.
// A numeric date is read in its locale's convention: the example's order is the one of the
// locale's pattern (`d.M.y`: dmy; `y/M/d`: ymd; fr_CA's `y-MM-dd`: ymd); other examples draw
// any order.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dates/data/context_phrases.h"
#include "dates/data/month_cases.h"
#include "dates/data/real_date_grammar.h"
#include "dates/data/sentence_frames.h"
#include "dates/data/split_writer.h"
#include "dates/data/world_locales.h"

namespace dates {

// Draws RealDatePairs in the world's languages; the family is `world-<language>`. The sequence
// depends only on the seed and on the ICU version's data (CLDR changes a few patterns between
// releases; Debian 12 has ICU 72).
class WorldDateGenerator {
 public:
  // Only the given languages (codes of world_languages()), all of them when empty. Throws
  // std::invalid_argument naming an unknown code. `phrases`: running text to write around some
  // texts (none when empty); a language without phrases gets none. `frames`: sentences to write
  // some texts into (none when empty), the same way. `months`: the months' names in the cases
  // CLDR lacks, written in some months and years (none when empty).
  explicit WorldDateGenerator(std::uint64_t seed, const std::vector<std::string>& languages = {},
                              ContextPhrases phrases = {}, SentenceFrames frames = {},
                              MonthCases months = {});
  ~WorldDateGenerator();
  WorldDateGenerator(const WorldDateGenerator&) = delete;
  WorldDateGenerator& operator=(const WorldDateGenerator&) = delete;

  RealDatePair next();

 private:
  struct State;  // ICU's formatters, cached by locale and pattern
  std::unique_ptr<State> state_;
};

// Writes `directory`/train.tsv, valid.tsv, test.tsv of `source<TAB>target<TAB>family<TAB>order`
// lines, as write_real_splits does, from the WorldDateGenerator. `context_directory`: the
// phrases' directory (`<code>.tsv` for every language: data/context), or empty for none;
// `sentences_directory` the frames' (data/sentences), or empty for none; `months_directory` the
// months' cases (data/months), or empty for none. Returns the number of distinct sources in each
// split.
SplitSizes write_world_splits(const std::string& directory, std::uint64_t seed,
                              const SplitSizes& sizes, const std::string& context_directory = {},
                              const std::string& sentences_directory = {},
                              const std::string& months_directory = {});

}  // namespace dates
