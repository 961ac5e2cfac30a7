#include "dates/core/source_text.h"

#include <fmt/format.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace dates {

namespace {

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

void lowercase_ascii(std::string& text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
}

bool is_ascii(const std::string& text) {
  for (const char c : text) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// The Han digits of dates, with both zeros (〇 and 零).
bool is_han_digit(char16_t unit) {
  static constexpr std::u16string_view kDigits =
      u"\u3007\u96F6\u4E00\u4E8C\u4E09\u56DB\u4E94"
      u"\u516D\u4E03\u516B\u4E5D";
  return kDigits.find(unit) != std::u16string_view::npos;
}

// Whether the Han digit at `at` stands in a run of four Han digits or more: a year (二零一五).
bool in_han_year(const icu::UnicodeString& text, int32_t at) {
  int32_t run = 1;
  for (int32_t j = at - 1; j >= 0 && run < 4 && is_han_digit(text.charAt(j)); --j) ++run;
  for (int32_t j = at + 1; j < text.length() && run < 4 && is_han_digit(text.charAt(j)); ++j) {
    ++run;
  }
  return run >= 4;
}

// Punctuation the model was not taught (none of it is in a trained vocabulary), written as the
// character its writers mean, which the model was taught: hyphens that are not ASCII's
// (`2015‐03‐03`, as word processors and typesetting write them), the one-dot leader and the wave
// dash of a Japanese range (`〜`, as the full-width tilde `～` is written `~`); only before a
// digit, the opening quote and prime that autocorrection puts before a year cut short (`‘95`,
// `′95`; after a Hebrew letter the prime is its geresh); only between two digits, slashes (the
// fraction slash of `3⁄3⁄2015`, the Arabic date separator of `٣؍٣؍٢٠١٥`) and colons typed where
// `:` cannot be (`10꞉36` in file names; inside a word they are noise, `o∶ct`, and read as noise
// they are).
enum class Around { kAnywhere, kBeforeDigit, kBetweenDigits };
struct TaughtPunctuation {
  UChar32 written, taught;
  Around around = Around::kAnywhere;
};
constexpr std::array<TaughtPunctuation, 17> kPunctuationAsTaught = {{
    {0x2010, '-'},                          // hyphen
    {0x2011, '-'},                          // non-breaking hyphen
    {0x2012, '-'},                          // figure dash
    {0xFE63, '-'},                          // small hyphen-minus
    {0x02D7, '-'},                          // modifier letter minus sign
    {0x2024, '.'},                          // one dot leader
    {0x301C, '~'},                          // wave dash
    {0x2053, '~'},                          // swung dash
    {0x2018, '\'', Around::kBeforeDigit},   // left single quotation mark
    {0x201B, '\'', Around::kBeforeDigit},   // single high-reversed-9 quotation mark
    {0x2032, '\'', Around::kBeforeDigit},   // prime
    {0x2035, '\'', Around::kBeforeDigit},   // reversed prime
    {0x2044, '/', Around::kBetweenDigits},  // fraction slash
    {0x2215, '/', Around::kBetweenDigits},  // division slash
    {0x060D, '/', Around::kBetweenDigits},  // Arabic date separator
    {0xA789, ':', Around::kBetweenDigits},  // modifier letter colon
    {0x2236, ':', Around::kBetweenDigits},  // ratio
}};

// Whether the text folded so far ends with a digit (every script's digits are ASCII there).
bool ends_with_digit(const icu::UnicodeString& folded) {
  const UChar last = folded.isEmpty() ? 0 : folded.charAt(folded.length() - 1);
  return last >= '0' && last <= '9';
}

// Whether the code point at `at` of `text`, format controls (bidi marks) passed over, is a digit.
bool digit_at(const icu::UnicodeString& text, int32_t at) {
  while (at < text.length()) {
    const UChar32 point = text.char32At(at);
    if (u_charType(point) != U_FORMAT_CHAR) return u_isdigit(point);
    at += U16_LENGTH(point);
  }
  return false;
}

// The ASCII punctuation of kPunctuationAsTaught that `point`, before `at` of `text`, is written
// as after `folded` so far; 0 when it is none, or not where its rule wants it.
UChar32 punctuation_as_taught(UChar32 point, const icu::UnicodeString& folded,
                              const icu::UnicodeString& text, int32_t at) {
  for (const auto& punctuation : kPunctuationAsTaught) {
    if (point != punctuation.written) continue;
    if (punctuation.around == Around::kAnywhere) return punctuation.taught;
    const bool placed = (punctuation.around == Around::kBeforeDigit || ends_with_digit(folded)) &&
                        digit_at(text, at);
    return placed ? punctuation.taught : 0;
  }
  return 0;
}

// Whether `point` is a superscript letter of an ordinal written after its number (`1ᵉʳ`, `2ᵉ`,
// `1ˢᵗ`, `2ⁿᵈ`, `3ʳᵈ`, `4ᵗʰ`, `1ᵒ`, `1ᵃ`): MODIFIER LETTER SMALL A, D, E, H, M, O, R, S, T and
// SUPERSCRIPT LATIN SMALL LETTER N. After a number they are dropped: the number alone is the day
// the model was taught (as letters, `21er. de mayo` read as the 1st).
bool is_superscript_ordinal_letter(UChar32 point) {
  switch (point) {
    case 0x1D43:
    case 0x1D48:
    case 0x1D49:
    case 0x02B0:
    case 0x1D50:
    case 0x207F:
    case 0x1D52:
    case 0x02B3:
    case 0x02E2:
    case 0x1D57:
      return true;
    default:
      return false;
  }
}

// fold_text for text with non-ASCII characters, on ICU (ASCII text takes the fast path).
std::string fold_unicode(const std::string& text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  // Invalid UTF-8 becomes U+FFFD (an unknown character to every model).
  icu::UnicodeString composed = icu::UnicodeString::fromUTF8(text);
  if (U_SUCCESS(status)) composed = nfc->normalize(composed, status);
  if (U_FAILURE(status)) composed = icu::UnicodeString::fromUTF8(text);
  icu::UnicodeString folded;
  bool in_superscript_ordinal = false;  // the last code point was an ordinal's letter, dropped
  for (int32_t i = 0; i < composed.length();) {
    const UChar32 point = composed.char32At(i);
    i += U16_LENGTH(point);
    const bool after_superscript_letter = in_superscript_ordinal;
    in_superscript_ordinal = false;
    // Chinese numbers as CLDR writes them, which the model learnt: 零 in a year's four Han digits
    // as 〇 (二零一五年, as often written as 二〇一五年); 廿 and 卅 (twenty, thirty) before a digit
    // or the day's character as 二十 and 三十 (廿五日, 卅一日, 三月廿日).
    if (point == 0x96F6 && in_han_year(composed, i - 1)) {
      folded.append(static_cast<UChar32>(0x3007));
      continue;
    }
    if ((point == 0x5EFF || point == 0x5345) && i < composed.length() &&
        (is_han_digit(composed.charAt(i)) || composed.charAt(i) == 0x65E5 ||
         composed.charAt(i) == 0x53F7 || composed.charAt(i) == 0x865F)) {
      folded.append(static_cast<UChar32>(point == 0x5EFF ? 0x4E8C : 0x4E09));
      folded.append(static_cast<UChar32>(0x5341));
      continue;
    }
    if (const UChar32 taught = punctuation_as_taught(point, folded, composed, i)) {
      folded.append(taught);
      continue;
    }
    // A superscript ordinal's letters after its number, or after another of them, are dropped.
    if (is_superscript_ordinal_letter(point)) {
      if (after_superscript_letter || ends_with_digit(folded)) {
        in_superscript_ordinal = true;
        continue;
      }
    }
    const auto category = static_cast<UCharCategory>(u_charType(point));
    if (category == U_FORMAT_CHAR) continue;  // bidi marks and embeddings, ZWJ, ZWNJ, BOM
    if (category == U_DECIMAL_DIGIT_NUMBER) {
      const int32_t digit = u_charDigitValue(point);
      if (digit >= 0 && digit <= 9) {
        folded.append(static_cast<UChar32>('0' + digit));
        continue;
      }
    }
    if (category == U_SPACE_SEPARATOR) {
      folded.append(static_cast<UChar32>(' '));
      continue;
    }
    // Full-width forms of ASCII (U+FF01..U+FF5E: `（金）`, `：`, `／`, `Ｓｅｐ`) as ASCII, as
    // Chinese, Japanese and Korean text writes punctuation beside a date; then folded as ASCII is.
    if (point >= 0xFF01 && point <= 0xFF5E) {
      folded.append(u_foldCase(point - 0xFEE0, U_FOLD_CASE_DEFAULT));
      continue;
    }
    // İ (U+0130) folds to i + combining dot; its lowercase, i, is how Turkish writes it lowered.
    folded.append(point == 0x0130 ? static_cast<UChar32>('i')
                                  : u_foldCase(point, U_FOLD_CASE_DEFAULT));
  }
  std::string out;
  folded.toUTF8String(out);
  return collapse_whitespace(out);
}

// Where a word of kMonthRespellings is respelled: anywhere, only where a space and a digit follow
// it, or only where one digit and a space come before it too.
enum class Where { kAnywhere, kBeforeNumber, kBetweenNumbers };

// Month names as CLDR spells them (folded), for spellings of them the model was not taught: `fold`
// writes each of these words, whole, as CLDR does. tests/decode/test_month_evidence.cpp keeps the
// first two groups complete.
struct Respelling {
  std::string_view written, cldr;
  Where where = Where::kAnywhere;
};
constexpr std::array<Respelling, 44> kMonthRespellings = {{
    // glibc 2.36's names (LC_TIME mon, abmon) in the locales of the world grammar's languages that
    // CLDR spells otherwise.
    {"\u010Den", "\u010Dvn"},  // cs_CZ abmon 6: čen (červen), CLDR čvn
    {"\u010Dec", "\u010Dvc"},  // cs_CZ abmon 7: čec (červenec), CLDR čvc
    {"jui", "juil"},           // fr_BE, fr_CA, fr_CH, fr_LU abmon 7 (juillet), CLDR juil.
    // fa_IR mon and abmon 10 with the Arabic kaf: اكتبر, CLDR اکتبر
    {"\u0627\u0643\u062A\u0628\u0631", "\u0627\u06A9\u062A\u0628\u0631"},
    // CLDR's names (ICU 72: format and stand-alone, wide and abbreviated, of every Gregorian
    // locale of data/world_locales.h) as typed without their marks, where that leaves ASCII
    // letters: four letters or more, no other name, and not Portuguese `março` (`marco` is a
    // word and a name in three of the languages).
    {"agustos", "a\u011Fustos"},
    {"aout", "ao\u00FBt"},
    {"aralik", "aral\u0131k"},
    {"brezen", "b\u0159ezen"},
    {"brezna", "b\u0159ezna"},
    {"cerven", "\u010Derven"},
    {"cervence", "\u010Dervence"},
    {"cervenec", "\u010Dervenec"},
    {"cervna", "\u010Dervna"},
    {"decembre", "d\u00E9cembre"},
    {"eylul", "eyl\u00FCl"},
    {"fevr", "f\u00E9vr"},
    {"fevrier", "f\u00E9vrier"},
    {"grudzien", "grudzie\u0144"},
    {"janner", "j\u00E4nner"},
    {"kasim", "kas\u0131m"},
    {"kveten", "kv\u011Bten"},
    {"kvetna", "kv\u011Btna"},
    {"kwiecien", "kwiecie\u0144"},
    {"marz", "m\u00E4rz"},
    {"mayis", "may\u0131s"},
    {"pazdziernik", "pa\u017Adziernik"},
    {"pazdziernika", "pa\u017Adziernika"},
    {"rijen", "\u0159\u00EDjen"},
    {"rijna", "\u0159\u00EDjna"},
    {"sierpien", "sierpie\u0144"},
    {"styczen", "stycze\u0144"},
    {"subat", "\u015Fubat"},
    {"unor", "\u00FAnor"},
    {"unora", "\u00FAnora"},
    {"wrzesien", "wrzesie\u0144"},
    {"wrzesnia", "wrze\u015Bnia"},
    {"zari", "z\u00E1\u0159\u00ED"},
    // Indonesian's older spellings, still written (by hand: the dictionary's non-standard forms
    // of Februari and November).
    {"nopember", "november"},
    {"pebruari", "februari"},
    // German's own way of typing ä without it (ae, as DIN 5007-2 writes names): März, Jänner.
    {"jaenner", "j\u00E4nner"},
    {"maerz", "m\u00E4rz"},
    // Vietnamese's day, month and year, CLDR's field names, which stand before their numbers
    // (`ngày 3 tháng 3 năm 2015`), typed without their marks; only before a number, and the
    // year's only after the month's number too (`nam` is also south: `Viet Nam 2020`).
    {"ngay", "ng\u00E0y", Where::kBeforeNumber},
    {"thang", "th\u00E1ng", Where::kBeforeNumber},
    {"nam", "n\u0103m", Where::kBetweenNumbers},
}};

// Whether a code point is a letter or a letter's mark (of a word).
bool is_word_point(UChar32 point) {
  if (point < 0x80) return (point >= 'a' && point <= 'z') || (point >= 'A' && point <= 'Z');
  return u_isalpha(point) || u_charType(point) == U_NON_SPACING_MARK;
}

// Whether the code point that ends before `at` (or starts at `at`, `after`) is a letter or a mark
// of one: a word is rewritten only whole.
bool letter_before(const std::string& text, std::size_t at) {
  if (at == 0) return false;
  int32_t i = static_cast<int32_t>(at);
  UChar32 point = 0;
  U8_PREV(reinterpret_cast<const uint8_t*>(text.data()), 0, i, point);
  return point >= 0 && is_word_point(point);
}

bool letter_after(const std::string& text, std::size_t at) {
  if (at >= text.size()) return false;
  int32_t i = static_cast<int32_t>(at);
  UChar32 point = 0;
  U8_NEXT(reinterpret_cast<const uint8_t*>(text.data()), i, static_cast<int32_t>(text.size()),
          point);
  return point >= 0 && is_word_point(point);
}

// respell_months keeps a word's length in 16 bits.
constexpr bool respelled_words_are_short() {
  for (const auto& respelling : kMonthRespellings) {
    if (respelling.written.empty() || respelling.written.size() > 15) return false;
  }
  return true;
}
static_assert(respelled_words_are_short(), "a respelled word of 1 to 15 bytes");

// Folded text with the words of kMonthRespellings written as CLDR writes them, in one pass over
// its words (linear in the text, whatever it holds: a user's string may be long); the text itself
// when none is there.
std::string respell_months(std::string text) {
  static const std::vector<Respelling> sorted = [] {
    std::vector<Respelling> table(kMonthRespellings.begin(), kMonthRespellings.end());
    std::sort(table.begin(), table.end(),
              [](const Respelling& a, const Respelling& b) { return a.written < b.written; });
    return table;
  }();
  // For each first byte, the lengths (bits 0 .. 15) of the words that begin with it: most words
  // of a text are passed over without a search.
  static const std::array<std::uint16_t, 256> lengths_by_first_byte = [] {
    std::array<std::uint16_t, 256> lengths{};
    for (const auto& respelling : kMonthRespellings) {
      lengths[static_cast<unsigned char>(respelling.written[0])] |=
          static_cast<std::uint16_t>(1u << respelling.written.size());
    }
    return lengths;
  }();
  const auto* bytes = reinterpret_cast<const uint8_t*>(text.data());
  const auto size = static_cast<int32_t>(text.size());
  std::string out;
  std::size_t copied = 0;  // text[0, copied) is in `out` once a word is respelled
  bool respelled = false;
  for (int32_t at = 0; at < size;) {
    const int32_t begin = at;
    UChar32 point = 0;
    U8_NEXT(bytes, at, size, point);
    if (!is_word_point(point)) continue;
    int32_t end = at;
    while (end < size) {
      int32_t next = end;
      U8_NEXT(bytes, next, size, point);
      if (!is_word_point(point)) break;
      end = next;
    }
    at = end;
    const auto length = static_cast<std::size_t>(end - begin);
    if (length > 15 || ((lengths_by_first_byte[bytes[begin]] >> length) & 1u) == 0) continue;
    const std::string_view word(text.data() + begin, length);
    const auto found = std::lower_bound(sorted.begin(), sorted.end(), word,
                                        [](const Respelling& respelling, std::string_view key) {
                                          return respelling.written < key;
                                        });
    if (found == sorted.end() || found->written != word) continue;
    const auto is_digit = [&](int32_t i) { return bytes[i] >= '0' && bytes[i] <= '9'; };
    const bool number_after = end + 1 < size && bytes[end] == ' ' && is_digit(end + 1);
    const bool number_before = begin >= 2 && bytes[begin - 1] == ' ' && is_digit(begin - 2);
    if ((found->where == Where::kBeforeNumber && !number_after) ||
        (found->where == Where::kBetweenNumbers && !(number_after && number_before))) {
      continue;
    }
    if (!respelled) out.reserve(text.size() + 16);
    respelled = true;
    out.append(text, copied, static_cast<std::size_t>(begin) - copied);
    out.append(found->cldr);
    copied = static_cast<std::size_t>(end);
  }
  if (!respelled) return text;
  out.append(text, copied, std::string::npos);
  return out;
}

// The elided article and its prepositions of Italian (folded), which its writers join to the next
// word by an apostrophe, as they must before a vowel: before the days 8 and 11 (`l'8 marzo`,
// `dell'11 settembre`, `dall'8 all'11`) and the months aprile, agosto and ottobre
// (`nell'ottobre del 1988`, `dell'ago. 2020`). The model learnt dates with words apart; these are
// written apart there (apart_elisions). Before other words they stay joined, as the model saw
// them in its training text (`l'architecture`, `dell'anno`: written apart, the model read some
// of its own training lines' dates as none). Not French `d'` (`d'avril` reads right, and
// `poisson d'avril` is no date).
constexpr std::array<std::string_view, 6> kElidedWords = {"l",    "dell", "all",
                                                          "dall", "nell", "sull"};
// Italian's months that begin with a vowel, whole words (CLDR's names and abbreviations).
constexpr std::array<std::string_view, 6> kVowelMonths = {"aprile", "apr",     "agosto",
                                                          "ago",    "ottobre", "ott"};

// The length in bytes of the apostrophe that starts at `at` (`'`, U+2019 `’`, U+02BC `ʼ`), or 0.
std::size_t apostrophe_at(const std::string& text, std::size_t at) {
  if (text[at] == '\'') return 1;
  if (text.compare(at, 3, "\u2019") == 0) return 3;
  if (text.compare(at, 2, "\u02BC") == 0) return 2;
  return 0;
}

// Folded text with every elided word of kElidedWords written apart from the digit or the month of
// kVowelMonths after its apostrophe, the apostrophe as ASCII (`l'11 marzo` -> `l' 11 marzo`,
// `nell’aprile` -> `nell' aprile`), in one pass. Only whole words (not English `you'll`, Turkish
// `mart'ta`, `'96`).
std::string apart_elisions(std::string text) {
  if (text.find('\'') == std::string::npos && text.find("\u2019") == std::string::npos &&
      text.find("\u02BC") == std::string::npos) {
    return text;
  }
  std::string out;
  out.reserve(text.size() + 8);
  std::size_t word_begin = 0;  // where the run of ASCII letters that ends `out` begins
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = apostrophe_at(text, at);
    if (length == 0) {
      const char c = text[at++];
      out.push_back(c);
      if (c < 'a' || c > 'z') word_begin = out.size();
      continue;
    }
    const std::string_view word(out.data() + word_begin, out.size() - word_begin);
    const std::size_t next = at + length;
    const bool elided =
        std::find(kElidedWords.begin(), kElidedWords.end(), word) != kElidedWords.end() &&
        !letter_before(out, word_begin) &&
        ((next < text.size() && text[next] >= '0' && text[next] <= '9') ||
         std::any_of(kVowelMonths.begin(), kVowelMonths.end(), [&](std::string_view month) {
           return text.compare(next, month.size(), month) == 0 &&
                  !letter_after(text, next + month.size());
         }));
    out.append(elided ? std::string_view("' ") : std::string_view(text).substr(at, length));
    at = next;
    word_begin = out.size();
  }
  return out;
}

// Whether the two code points from `at` are letters (a word of two letters or more starts there).
bool two_letters_at(const std::string& text, std::size_t at) {
  if (!letter_after(text, at)) return false;
  int32_t i = static_cast<int32_t>(at);
  UChar32 point = 0;
  U8_NEXT(reinterpret_cast<const uint8_t*>(text.data()), i, static_cast<int32_t>(text.size()),
          point);
  return letter_after(text, static_cast<std::size_t>(i));
}

// Folded text with the degree sign after a day's number written as the ordinal indicator its
// writers mean (`1° settembre`, `1° de mayo`, `1° de maio`: `1º`, as CLDR's ordinals write it):
// only after a number of one or two digits that no digit, point or comma comes before, and
// before a word of two letters or more, after a space or not (not `25° c`, `45°30'`, `2,5° de`).
std::string degrees_as_ordinals(std::string text) {
  static const std::string kDegree = "\u00B0", kOrdinal = "\u00BA";  // the same length
  for (std::size_t at = text.find(kDegree); at != std::string::npos;
       at = text.find(kDegree, at + kDegree.size())) {
    std::size_t digits = 0;
    while (digits < 3 && digits < at && text[at - 1 - digits] >= '0' &&
           text[at - 1 - digits] <= '9')
      ++digits;
    if (digits == 0 || digits > 2) continue;
    const std::size_t number = at - digits;
    if (number > 0 &&
        (text[number - 1] == '.' || text[number - 1] == ',' || letter_before(text, number))) {
      continue;
    }
    std::size_t word = at + kDegree.size();
    if (word < text.size() && text[word] == ' ') ++word;
    if (two_letters_at(text, word)) text.replace(at, kDegree.size(), kOrdinal);
  }
  return text;
}

}  // namespace

std::string fold_text(const std::string& text) {
  std::string folded;
  if (is_ascii(text)) {
    folded = collapse_whitespace(text);
    lowercase_ascii(folded);
    folded = respell_months(std::move(folded));
  } else {
    folded = degrees_as_ordinals(respell_months(fold_unicode(text)));
  }
  return apart_elisions(std::move(folded));
}

std::string normalize_source(std::string text) {
  std::string out;
  out.reserve(text.size());
  bool pending_space = false;
  for (const char c : text) {
    if (c == ',') continue;
    if (is_ascii_space(c)) {
      pending_space = !out.empty();  // leading whitespace is dropped
      continue;
    }
    if (pending_space) {
      out += ' ';
      pending_space = false;
    }
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;  // trailing whitespace never emitted
}

std::string collapse_whitespace(const std::string& text) {
  std::string collapsed;
  bool pending_space = false;
  for (const char character : text) {
    if (character == ' ' || character == '\t' || character == '\n' || character == '\r' ||
        character == '\f' || character == '\v') {
      pending_space = !collapsed.empty();
      continue;
    }
    if (pending_space) collapsed += ' ';
    pending_space = false;
    collapsed += character;
  }
  return collapsed;
}

std::string strip_private_use(const std::string& text) {
  // U+E000..U+F8FF is EE 80 80 .. EF A3 BF in UTF-8.
  std::string kept;
  kept.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (i + 2 < text.size() && (lead == 0xEE || lead == 0xEF)) {
      const auto second = static_cast<unsigned char>(text[i + 1]);
      const auto third = static_cast<unsigned char>(text[i + 2]);
      const unsigned code_point =
          ((lead & 0x0Fu) << 12) | ((second & 0x3Fu) << 6) | (third & 0x3Fu);
      if ((second & 0xC0) == 0x80 && (third & 0xC0) == 0x80 && code_point >= 0xE000 &&
          code_point <= 0xF8FF) {
        i += 3;
        continue;
      }
    }
    kept += text[i++];
  }
  return kept;
}

std::string normalize_text(const std::string& raw, const std::string& normalize) {
  const std::string text = strip_private_use(raw);
  if (normalize == "dates") return normalize_source(text);
  if (normalize == "spaces") return collapse_whitespace(text);
  if (normalize == "lower") {
    std::string lowered = collapse_whitespace(text);
    lowercase_ascii(lowered);
    return lowered;
  }
  if (normalize == "fold") return fold_text(text);
  if (normalize == "none") return text;
  throw std::invalid_argument(fmt::format(
      "unknown normalisation '{}'; allowed: dates, lower, fold, spaces, none", normalize));
}

}  // namespace dates
