#include "dates/decode/month_evidence.h"

#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/rbnf.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "dates/core/source_text.h"
#include "dates/data/reading_order.h"
#include "dates/data/world_locales.h"

namespace dates {

namespace {

// The calendars whose months have names of their own; the others' months are the Gregorian ones.
constexpr std::array<const char*, 4> kCalendars = {"gregorian", "persian", "hebrew",
                                                   "islamic-umalqura"};
constexpr int kMaxMonths = 14;  // ICU's Hebrew year: 13 months and Adar II

std::size_t calendar_index(const std::string& calendar) {
  if (calendar.empty() || calendar == "gregorian" || calendar == "buddhist" || calendar == "roc" ||
      calendar.compare(0, 8, "japanese") == 0) {
    return 0;
  }
  for (std::size_t i = 1; i < kCalendars.size(); ++i) {
    if (calendar == kCalendars[i]) return i;
  }
  throw std::invalid_argument("month_evidence: no month names for the calendar \"" + calendar +
                              "\"");
}

bool is_letter(char32_t point) {
  if (point < 0x80) return (point >= 'a' && point <= 'z') || (point >= 'A' && point <= 'Z');
  const auto category = static_cast<UCharCategory>(u_charType(static_cast<UChar32>(point)));
  return u_isalpha(static_cast<UChar32>(point)) || category == U_COMBINING_SPACING_MARK ||
         category == U_NON_SPACING_MARK;
}

// Scripts that join words to a month's name (Arabic and Hebrew prefixes: بمارس, במרץ) or write
// no spaces (Thai, Han, kana, Hangul): a name is looked for anywhere in them.
bool joins_words(char32_t point) {
  if (point < 0x0590) return false;  // Latin, Greek, Cyrillic, Armenian: below Hebrew
  UErrorCode status = U_ZERO_ERROR;
  const UScriptCode script = uscript_getScript(static_cast<UChar32>(point), &status);
  return U_SUCCESS(status) &&
         (script == USCRIPT_ARABIC || script == USCRIPT_HEBREW || script == USCRIPT_THAI ||
          script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA ||
          script == USCRIPT_HANGUL);
}

// The Arabic letters Persian writes in other forms (ك ي ى as ک ی ی): `اكتبر` is `اکتبر`.
char32_t persian_form(char32_t point) {
  switch (point) {
    case U'\u0643':
      return U'\u06A9';
    case U'\u064A':
    case U'\u0649':
      return U'\u06CC';
    default:
      return point;
  }
}

// Text as the names are compared: folded (fold_text), combining marks dropped after NFD and the
// rest composed again (`März` and `Marz`, `Μαΐου` and `Μαιου` alike; Hangul stays whole), Arabic
// letters in their Persian forms, a dot (or Devanagari's ॰) between letters dropped (`มี.ค.`,
// `a.m.`) and any other a space (`25.12.`, `sept.`, `अग॰`).
std::u32string comparable(std::string_view text) {
  const std::string folded = fold_text(std::string(text));
  std::u32string out;
  out.reserve(folded.size());
  bool ascii = true;
  for (const char c : folded) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) {
    for (const char c : folded) out.push_back(static_cast<char32_t>(c));
  } else {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
    icu::UnicodeString decomposed = icu::UnicodeString::fromUTF8(folded);
    if (U_SUCCESS(status)) decomposed = nfd->normalize(decomposed, status);
    icu::UnicodeString bare;
    for (int32_t i = 0; i < decomposed.length();) {
      const UChar32 point = decomposed.char32At(i);
      i += U16_LENGTH(point);
      if (u_charType(point) != U_NON_SPACING_MARK) bare.append(point);
    }
    if (U_SUCCESS(status)) bare = nfc->normalize(bare, status);
    if (U_FAILURE(status)) bare = icu::UnicodeString::fromUTF8(folded);
    for (int32_t i = 0; i < bare.length();) {
      const UChar32 point = bare.char32At(i);
      i += U16_LENGTH(point);
      out.push_back(persian_form(static_cast<char32_t>(point)));
    }
  }
  std::u32string dotted;
  dotted.reserve(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    // Devanagari's abbreviation sign (अग॰, जन॰) is its dot.
    if (out[i] != U'.' && out[i] != U'\u0970') {
      dotted.push_back(out[i]);
    } else if (!(i > 0 && i + 1 < out.size() && is_letter(out[i - 1]) && is_letter(out[i + 1]))) {
      dotted.push_back(U' ');
    }
  }
  return dotted;
}

bool is_digit(char32_t c) {
  return c >= '0' && c <= '9';
}

// A name or a number's words as the names are compared: comparable, without spaces at its ends.
std::u32string name_key(const std::string& utf8) {
  auto key = comparable(utf8);
  while (!key.empty() && key.back() == U' ') key.pop_back();
  while (!key.empty() && key.front() == U' ') key.erase(key.begin());
  return key;
}

// Whether `text` (bytes or code points) holds a run of one or two digits of `value`, or a run of
// six digits or more (a compact date `20150303`, a timestamp).
template <typename Text>
bool digits_write(const Text& text, int value) {
  for (std::size_t i = 0; i < text.size();) {
    if (!is_digit(static_cast<char32_t>(text[i]))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    int number = 0;
    while (end < text.size() && is_digit(static_cast<char32_t>(text[end]))) {
      if (end - i < 3) number = number * 10 + static_cast<int>(text[end] - '0');
      ++end;
    }
    if ((end - i <= 2 && number == value) || end - i >= 6) return true;
    i = end;
  }
  return false;
}

// A language's bit in MonthName::languages: English 0, the world grammar's languages 1 .. 24 in
// the order of world_languages(), a spelling sibling its language's (any other: English's).
std::uint32_t language_bit(const std::string& tag) {
  std::string language(language_of(LocaleVariant{tag.c_str(), 1}));
  for (const auto& [own, sibling] : month_name_siblings()) {
    if (language == sibling) language = own;
  }
  const auto& languages = world_languages();
  const auto found = std::find(languages.begin(), languages.end(), language);
  return found == languages.end() ? 1u : 1u << (1 + (found - languages.begin()));
}

struct MonthName {
  std::uint32_t months = 0;     // bit m - 1 for month m
  std::uint32_t languages = 0;  // language_bit of each language that writes it
  bool joins = false;           // looked for anywhere (joins_words of its first letter)
};

// The names of every calendar's months, by comparable text.
struct MonthNames {
  std::array<std::unordered_map<std::u32string, MonthName>, kCalendars.size()> by_calendar;
  std::size_t longest = 0;  // code points
  // The first words of names of several words in spaced scripts (`thang` of `thang ba`): a name
  // is looked for past a word's end only from them.
  std::unordered_set<std::u32string> multiword_heads;
  std::uint32_t adding_language = 0;  // the language_bit of the names being added

  void add(std::unordered_map<std::u32string, MonthName>& names, const std::u32string& key,
           std::uint32_t months);
  // The name with its number (`tháng 3`) in the locale's words (`tháng ba`), spelled by the
  // locale's rules (made on its first numbered name and kept in `spellout`: making one costs
  // milliseconds).
  void add_spelled(std::unordered_map<std::u32string, MonthName>& names,
                   std::unique_ptr<icu::RuleBasedNumberFormat>& spellout, const std::string& tag,
                   const icu::UnicodeString& name, int number, std::uint32_t months);

  MonthNames() {
    std::vector<std::pair<std::string, std::string>> locales = {{"en", "gregorian"}};
    for (const auto& language : world_language_table()) {
      for (const auto& variant : language.variants) {
        locales.emplace_back(variant.tag,
                             has_gregorian_months(variant) ? "gregorian" : variant.calendar);
      }
    }
    // The spelling siblings' names too (month_name_siblings).
    for (const auto& [language, sibling] : month_name_siblings()) {
      std::vector<std::string> calendars;  // each calendar the language writes, once
      for (std::size_t i = 1; i < locales.size(); ++i) {
        const auto& [tag, calendar] = locales[i];
        if (language_of(LocaleVariant{tag.c_str(), 1}) == language &&
            std::find(calendars.begin(), calendars.end(), calendar) == calendars.end()) {
          calendars.push_back(calendar);
        }
      }
      for (const auto& calendar : calendars) locales.emplace_back(sibling, calendar);
    }
    std::map<std::string, std::unique_ptr<icu::RuleBasedNumberFormat>> spellouts;  // by locale
    for (const auto& [tag, calendar] : locales) {
      adding_language = language_bit(tag);
      UErrorCode status = U_ZERO_ERROR;
      // The calendar as the constructor's type: a locale's calendar keyword alone gives the
      // Gregorian names.
      const icu::DateFormatSymbols symbols(icu::Locale(tag.c_str()), calendar.c_str(), status);
      if (U_FAILURE(status)) {
        throw std::runtime_error("ICU: no month names for locale " + tag + " (" + calendar +
                                 "): " + u_errorName(status));
      }
      auto& names = by_calendar[calendar_index(calendar)];
      for (const auto context :
           {icu::DateFormatSymbols::FORMAT, icu::DateFormatSymbols::STANDALONE}) {
        for (const auto width :
             {icu::DateFormatSymbols::WIDE, icu::DateFormatSymbols::ABBREVIATED}) {
          int32_t count = 0;
          const icu::UnicodeString* months = symbols.getMonths(count, context, width);
          for (int32_t m = 0; months != nullptr && m < count && m < kMaxMonths; ++m) {
            std::string utf8;
            months[m].toUTF8String(utf8);
            auto key = name_key(utf8);
            bool has_digit = false, has_space = false;
            for (const char32_t c : key) {
              has_digit = has_digit || (c >= '0' && c <= '9');
              has_space = has_space || c == U' ';
            }
            // ICU's Hebrew slot 14 is Adar II, which calendar_date.h numbers 7 (Adar's).
            const std::uint32_t month = 1u << (calendar == "hebrew" && m == 13 ? 6 : m);
            if (has_digit) {
              // `3月`, `3월`, `tháng 3`: the number is read as such; in a spaced script the name
              // is also written with the number in words, as the grammar writes it (`tháng ba`).
              if (!joins_words(key.front())) {
                add_spelled(names, spellouts[tag], tag, months[m], m + 1, month);
              }
              continue;
            }
            if (key.size() < 2) continue;
            add(names, key, month);
            // ذو القعدة, ذو الحجة: ذو is one of Arabic's five nouns, written ذي after a
            // preposition or a number (`٩ ذي الحجة`, the usual way) and ذا as an object.
            static const std::u32string kDhu = comparable("\u0630\u0648 ");
            if (key.compare(0, kDhu.size(), kDhu) == 0) {
              for (const char* form : {"\u0630\u064A ", "\u0630\u0627 "}) {
                add(names, comparable(form) + key.substr(kDhu.size()), month);
              }
            }
            // A one-word name cut to its first 3 or 4 letters, as people, programs and the
            // grammar cut them (glibc's сен, ноя, ספט, يول; aoû).
            for (const std::size_t letters : {3, 4}) {
              if (!has_space && key.size() > letters) add(names, key.substr(0, letters), month);
            }
          }
        }
      }
    }
  }
};

void MonthNames::add_spelled(std::unordered_map<std::u32string, MonthName>& names,
                             std::unique_ptr<icu::RuleBasedNumberFormat>& spellout,
                             const std::string& tag, const icu::UnicodeString& name, int number,
                             std::uint32_t months) {
  const icu::UnicodeString digits = icu::UnicodeString::fromUTF8(std::to_string(number));
  const int32_t at = name.indexOf(digits);
  if (at < 0) return;
  UErrorCode status = U_ZERO_ERROR;
  if (!spellout) {
    spellout = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT,
                                                            icu::Locale(tag.c_str()), status);
  }
  icu::UnicodeString words;
  if (U_SUCCESS(status)) spellout->format(number, words);
  if (U_FAILURE(status) || words.isEmpty()) return;
  icu::UnicodeString spelled(name);
  spelled.replace(at, digits.length(), words);
  std::string utf8;
  spelled.toUTF8String(utf8);
  auto key = name_key(utf8);
  if (key.size() < 3) return;
  add(names, key, months);
}

void MonthNames::add(std::unordered_map<std::u32string, MonthName>& names,
                     const std::u32string& key, std::uint32_t months) {
  const auto space = key.find(U' ');
  if (space != std::u32string::npos && !joins_words(key.front())) {
    multiword_heads.insert(key.substr(0, space));
  }
  auto& name = names[key];
  name.months |= months;
  name.languages |= adding_language;
  name.joins = joins_words(key.front());
  if (key.size() > longest) longest = key.size();
}

const MonthNames& month_names() {
  static const MonthNames names;
  return names;
}

// A Roman numeral of 1 .. 12 as a whole word, or 0.
int roman_month(const std::u32string& word) {
  static const std::array<const char*, 12> kRoman = {"i",   "ii",   "iii", "iv", "v",  "vi",
                                                     "vii", "viii", "ix",  "x",  "xi", "xii"};
  for (std::size_t m = 0; m < kRoman.size(); ++m) {
    if (word == std::u32string(kRoman[m], kRoman[m] + std::char_traits<char>::length(kRoman[m]))) {
      return static_cast<int>(m) + 1;
    }
  }
  return 0;
}

// Calls found(name, begin, end) for each month name (at source[begin, end)) of `table` that
// `source` (comparable text) writes, at a word's start, as its whole or its first letters (names of
// under 3 letters, or of several words, end at a word's end), or anywhere in scripts that join
// words; stops at the first call that returns true, and returns whether one did.
template <typename Found>
bool scan_month_names(const std::u32string& source,
                      const std::unordered_map<std::u32string, MonthName>& table, Found found) {
  const MonthNames& names = month_names();
  std::u32string key;
  key.reserve(names.longest);
  for (std::size_t start = 0; start < source.size(); ++start) {
    const char32_t first = source[start];
    if (!is_letter(first)) continue;
    const bool word_start = start == 0 || !is_letter(source[start - 1]);
    if (!word_start && !joins_words(first)) continue;
    std::size_t word_end = start;
    while (word_end < source.size() && is_letter(source[word_end])) ++word_end;
    // A name in a spaced script is one word; in the others it may hold a space (كانون الثاني).
    const std::size_t last = std::min(source.size(), start + names.longest);
    const bool spans_words =
        joins_words(first) ||
        (word_start && word_end < source.size() && !names.multiword_heads.empty() &&
         names.multiword_heads.count(source.substr(start, word_end - start)) > 0);
    const std::size_t stop = spans_words ? last : std::min(word_end, last);
    key.clear();
    for (std::size_t end = start; end < stop; ++end) {
      key.push_back(source[end]);
      const auto match = table.find(key);
      if (match == table.end()) continue;
      const MonthName& name = match->second;
      const bool whole_word = word_start && end + 1 == word_end;
      const bool ends_a_word = end + 1 == source.size() || !is_letter(source[end + 1]);
      // A name of several words ends at a word's end: `thang ba` is not in `thang bay`.
      const bool counts = name.joins        ? true
                          : end >= word_end ? ends_a_word
                                            : word_start && (key.size() >= 3 || whole_word);
      if (counts && found(name, start, end + 1)) return true;
    }
  }
  return false;
}

using SpelledDays = std::array<std::vector<std::u32string>, 32>;  // by day, 1 .. 31

// Days 1 .. 31 in the words of one language (a language_bit's index: 0 English, 1 .. 24 the
// world grammar's), as every cardinal and ordinal spellout rule set ICU has for its locales
// writes them (every gender and case it lists: `vingt-huit`, `veintiséis`, `εικοστή όγδοη`,
// `двадцатое`), as comparable text. Made on first use, a language at a time (a locale's rules
// take milliseconds to load).
const SpelledDays& spelled_days(std::size_t language) {
  static std::array<std::once_flag, 32> made;
  static std::array<SpelledDays, 32> days;
  std::call_once(made[language], [language] {
    std::vector<std::string> tags;
    if (language == 0) {
      tags.emplace_back("en");
    } else if (language <= world_language_table().size()) {
      for (const auto& variant : world_language_table()[language - 1].variants) {
        if (std::find(tags.begin(), tags.end(), variant.tag) == tags.end()) {
          tags.emplace_back(variant.tag);
        }
      }
    }
    for (const auto& tag : tags) {
      UErrorCode status = U_ZERO_ERROR;
      icu::RuleBasedNumberFormat spellout(icu::URBNF_SPELLOUT, icu::Locale(tag.c_str()), status);
      if (U_FAILURE(status)) continue;  // a locale without spellout rules: digits only
      for (int32_t set = 0; set < spellout.getNumberOfRuleSetNames(); ++set) {
        const icu::UnicodeString rule_set = spellout.getRuleSetName(set);
        // Cardinal and ordinal words (`%spellout-cardinal-feminine`, `%spellout-ordinal-neuter`,
        // `%spellout-numbering`); not years' or verbose numbering, which spell days alike.
        if (rule_set.indexOf(u"cardinal") < 0 && rule_set.indexOf(u"ordinal") < 0 &&
            rule_set != u"%spellout-numbering") {
          continue;
        }
        for (int day = 1; day <= 31; ++day) {
          icu::UnicodeString words;
          UErrorCode format_status = U_ZERO_ERROR;
          icu::FieldPosition ignored;
          spellout.format(static_cast<int32_t>(day), rule_set, words, ignored, format_status);
          if (U_FAILURE(format_status) || words.isEmpty()) continue;
          std::string utf8;
          words.toUTF8String(utf8);
          auto key = name_key(utf8);
          // Some rule sets write digits (a locale's fallback): numbers are read apart.
          if (std::any_of(key.begin(), key.end(), is_digit)) continue;
          auto& forms = days[language][static_cast<std::size_t>(day)];
          if (key.size() >= 2 && std::find(forms.begin(), forms.end(), key) == forms.end()) {
            forms.push_back(std::move(key));
          }
        }
      }
    }
  });
  return days[language];
}

}  // namespace

void prepare_month_evidence() {
  month_names();
  spelled_days(0);  // English, the language of most inputs
}

bool day_written(std::string_view text, int day) {
  if (day < 1 || day > 31) {
    throw std::invalid_argument("day_written: day " + std::to_string(day) +
                                " is out of range 1 .. 31");
  }
  // The common case first, on the bytes: ASCII digits of the day (the folding costs more).
  if (digits_write(text, day)) return true;
  const std::u32string source = comparable(text);
  // Han and Korean days (`三日`, `3号`, `3일`) are numbers too.
  for (const char32_t point : source) {
    if (point == U'\u65E5' || point == U'\u53F7' || point == U'\u865F' || point == U'\uC77C') {
      return true;
    }
  }
  if (digits_write(source, day)) return true;
  // In words, in the languages whose month names the text holds (a day is spelled in the
  // language its month is named in: `vingt-huit juillet`, `двадцатое июля`).
  std::uint32_t languages = 0;
  for (const auto& table : month_names().by_calendar) {
    scan_month_names(source, table, [&](const MonthName& name, std::size_t, std::size_t) {
      languages |= name.languages;
      return false;
    });
  }
  for (std::size_t language = 0; language < 32; ++language) {
    if ((languages & (1u << language)) == 0) continue;
    for (const auto& form : spelled_days(language)[static_cast<std::size_t>(day)]) {
      for (std::size_t at = source.find(form); at != std::u32string::npos;
           at = source.find(form, at + 1)) {
        if (joins_words(form.front())) return true;
        const std::size_t end = at + form.size();
        const bool starts = at == 0 || !is_letter(source[at - 1]);
        const bool ends = end == source.size() || !is_letter(source[end]);
        if (starts && ends) return true;
      }
    }
  }
  return false;
}

namespace {

// Whether a Roman month (i .. xii, a whole word) that follows a number ends just before `at` of
// comparable text, with only spaces, `/` or `-` on each side of it: a day, a month and a year
// (`03.IV.95`, compared as `03 iv 95`; `20/VII/65`, `04-xi-23`).
bool after_roman_month(const std::u32string& source, std::size_t at) {
  const auto separates = [](char32_t c) { return c == U' ' || c == U'/' || c == U'-'; };
  std::size_t end = at;
  while (end > 0 && separates(source[end - 1])) --end;
  if (end == at) return false;
  std::size_t begin = end;
  while (begin > 0 &&
         (source[begin - 1] == U'i' || source[begin - 1] == U'v' || source[begin - 1] == U'x')) {
    --begin;
  }
  if (begin == end || (begin > 0 && is_letter(source[begin - 1]))) return false;
  static const std::u32string kRomanMonths[] = {U"i",   U"ii",   U"iii", U"iv", U"v",  U"vi",
                                                U"vii", U"viii", U"ix",  U"x",  U"xi", U"xii"};
  const std::u32string word = source.substr(begin, end - begin);
  if (std::find(std::begin(kRomanMonths), std::end(kRomanMonths), word) == std::end(kRomanMonths)) {
    return false;
  }
  std::size_t before = begin;
  while (before > 0 && separates(source[before - 1])) --before;
  return before < begin && before > 0 && is_digit(source[before - 1]);
}

// year_written's fast path on the bytes: a run of ASCII digits of the year in full, or of six
// digits or more, or a run of its two digits joined to another run by spaces, `/`, `-`, `,` or `.`.
bool year_in_digits(std::string_view text, int year) {
  std::size_t previous_end = std::string_view::npos;  // where the run before ended
  bool previous_two_digit_year = false;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] < '0' || text[i] > '9') {
      ++i;
      continue;
    }
    std::size_t end = i;
    int value = 0;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') {
      if (end - i < 4) value = value * 10 + (text[end] - '0');
      ++end;
    }
    const std::size_t length = end - i;
    if (length >= 6 || (length == 4 && value == year)) return true;
    const bool two_digit_year = length == 2 && expand_two_digit_year(value) == year;
    bool joined = previous_end != std::string_view::npos;
    for (std::size_t k = previous_end; joined && k < i; ++k) {
      const char c = text[k];
      joined = c == ' ' || c == '/' || c == '-' || c == ',' || c == '.';
    }
    if (joined && (two_digit_year || previous_two_digit_year)) return true;
    previous_end = end;
    previous_two_digit_year = two_digit_year;
    i = end;
  }
  return false;
}

}  // namespace

bool year_written(std::string_view text, int year) {
  if (year < 1 || year > 9999) {
    throw std::invalid_argument("year_written: year " + std::to_string(year) +
                                " is out of range 1 .. 9999");
  }
  // The common cases first, on the bytes: the year in full, or two ASCII digits of it joined to
  // another number (the folding costs more).
  if (year_in_digits(text, year)) return true;
  const std::u32string source = comparable(text);
  // The runs of digits: a year in full, a compact date, and the two-digit runs that give `year`.
  struct Run {
    std::size_t begin, end;
  };
  std::vector<Run> runs, candidates;
  for (std::size_t i = 0; i < source.size();) {
    if (!is_digit(source[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    int value = 0;
    while (end < source.size() && is_digit(source[end])) {
      if (end - i < 4) value = value * 10 + static_cast<int>(source[end] - U'0');
      ++end;
    }
    const std::size_t length = end - i;
    if (length >= 6 || (length == 4 && value == year)) return true;
    if (length == 2 && expand_two_digit_year(value) == year) candidates.push_back({i, end});
    runs.push_back({i, end});
    i = end;
  }
  // Not from a run: a year in words, in Han numbers, or none; the digits cannot tell.
  if (candidates.empty()) return true;
  // Between two places only marks that join a date's fields: spaces, `/`, `-`, `,` (a dot
  // between digits is a space in comparable text).
  const auto joins_fields = [&](std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i) {
      const char32_t c = source[i];
      if (c != U' ' && c != U'/' && c != U'-' && c != U',') return false;
    }
    return true;
  };
  // Month names, where they stand.
  std::vector<Run> names;
  for (const auto& table : month_names().by_calendar) {
    scan_month_names(source, table, [&](const MonthName&, std::size_t begin, std::size_t end) {
      names.push_back({begin, end});
      return false;
    });
  }
  for (const auto& run : candidates) {
    // Joined to another number of the date: `05.12.13`, `12/5/13`, `5 12 13`.
    for (const auto& other : runs) {
      if (other.end <= run.begin && joins_fields(other.end, run.begin)) return true;
      if (other.begin >= run.end && joins_fields(run.end, other.begin)) return true;
    }
    // After a Roman month that follows a day: `03.IV.95`, `04-xi-23`.
    if (after_roman_month(source, run.begin)) return true;
    // After an apostrophe (`'13`, `’13`).
    if (run.begin > 0 && (source[run.begin - 1] == U'\'' || source[run.begin - 1] == U'\u2019')) {
      return true;
    }
    // Before a year's mark: `13年`, `13년`, Russian `13 г.`, Polish `13 r.`.
    std::size_t after = run.end;
    while (after < source.size() && source[after] == U' ') ++after;
    if (after < source.size()) {
      const char32_t mark = source[after];
      const bool word_ends = after + 1 == source.size() || !is_letter(source[after + 1]);
      if (mark == U'\u5E74' || mark == U'\uB144' ||
          ((mark == U'\u0433' || mark == U'r') && word_ends)) {
        return true;
      }
    }
    // Beside a month's name: after it (`nov 97`, `dic. 13`, `sep., 04`, `أغس 92`; after a comma
    // not before a word: `27. März, 15 bis 18 Uhr` is a clock's) or before it (`83-sep-30`,
    // `33 mar 25`), with only the marks that join a date's fields between.
    std::size_t next = run.end;
    while (next < source.size() && source[next] == U' ') ++next;
    const bool word_follows = next < source.size() && is_letter(source[next]);
    for (const auto& name : names) {
      if (name.end <= run.begin && joins_fields(name.end, run.begin)) {
        const bool comma =
            std::find(source.begin() + static_cast<std::ptrdiff_t>(name.end),
                      source.begin() + static_cast<std::ptrdiff_t>(run.begin),
                      U',') != source.begin() + static_cast<std::ptrdiff_t>(run.begin);
        if (!comma || !word_follows) return true;
      }
      if (name.begin >= run.end && joins_fields(run.end, name.begin)) return true;
    }
  }
  return false;
}

const std::vector<std::pair<std::string, std::string>>& month_name_siblings() {
  static const std::vector<std::pair<std::string, std::string>> siblings = {
      {"fa", "mzn"}, {"hi", "bgc"}, {"hi", "bho"}, {"hi", "doi"}, {"hi", "mai"}, {"hi", "raj"}};
  return siblings;
}

const char* to_string(MonthEvidence evidence) {
  switch (evidence) {
    case MonthEvidence::kWritten:
      return "written";
    case MonthEvidence::kOtherMonth:
      return "other-month";
    case MonthEvidence::kNone:
      return "none";
  }
  return "?";
}

MonthEvidence month_evidence(std::string_view text, int month, const std::string& calendar) {
  const std::size_t which = calendar_index(calendar);
  if (month < 1 || month > (which == 2 ? 13 : 12)) {
    throw std::invalid_argument("month_evidence: month " + std::to_string(month) +
                                " is out of range for the calendar \"" + calendar + "\"");
  }
  const std::u32string source = comparable(text);
  if (digits_write(source, month)) return MonthEvidence::kWritten;
  if (which == 0) {
    // Han and Korean months are numbers; a Roman numeral word is one.
    for (std::size_t start = 0; start < source.size(); ++start) {
      const char32_t first = source[start];
      if (first == U'\u6708' || first == U'\uC6D4') return MonthEvidence::kWritten;
      if (!is_letter(first) || (start > 0 && is_letter(source[start - 1]))) continue;
      std::size_t word_end = start;
      while (word_end < source.size() && is_letter(source[word_end])) ++word_end;
      if (word_end - start <= 4 && roman_month(source.substr(start, word_end - start)) == month) {
        return MonthEvidence::kWritten;
      }
    }
  }
  const std::uint32_t wanted = 1u << (month - 1);
  std::uint32_t named = 0;
  const bool written = scan_month_names(source, month_names().by_calendar[which],
                                        [&](const MonthName& name, std::size_t, std::size_t) {
                                          named |= name.months;
                                          return (named & wanted) != 0;
                                        });
  if (written) return MonthEvidence::kWritten;
  return named != 0 ? MonthEvidence::kOtherMonth : MonthEvidence::kNone;
}

}  // namespace dates
