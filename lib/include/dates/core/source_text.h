// The text normalisations of a source, the same when a model trains and when it reads a user's
// text: the classic one of the dates task (normalize_source) and the others a config may name
// (normalize_text, DataConfig::normalize).
#pragma once

#include <string>

namespace dates {

// The classic post-processing, general enough for user input at translate time: ASCII letters
// lowercased, commas removed (",", not replaced by a space: "a,b" -> "ab", as the classic
// `.replace(',', '')`), every run of ASCII whitespace (space, tab, newline, CR, VT, FF) collapsed
// to one space, leading and trailing whitespace removed. Other bytes (e.g. UTF-8) are untouched.
std::string normalize_source(std::string text);

// Runs of ASCII whitespace become one space; leading and trailing whitespace is dropped.
std::string collapse_whitespace(const std::string& text);

// Removes every private-use code point U+E000..U+F8FF (a user's text must not carry controls).
std::string strip_private_use(const std::string& text);

// Text in any script made comparable (the "fold" normalisation): Unicode NFC, then each code
// point: format controls (Cf: bidi marks and embeddings, zero-width joiners, the BOM) dropped,
// decimal digits of every script (Nd: Arabic-Indic, Persian, Devanagari, Thai, full-width)
// written as ASCII digits, space separators (Zs: no-break spaces, the ideographic space) as a
// space, full-width forms of ASCII (U+FF01..U+FF5E: `（`, `：`, `Ａ`) as ASCII, the rest
// case-folded (ICU's simple case folding; Turkish İ as i); then whitespace collapsed as
// collapse_whitespace does; last, month names the model was not taught are written as CLDR
// spells them, as whole words: the four glibc's locales write and CLDR does not (Czech `čen`,
// `čec` as `čvn`, `čvc`; French `jui` as `juil`; Persian `اكتبر` with the Arabic kaf as `اکتبر`),
// CLDR's names typed without their marks (`eylul`, `pazdziernika`, `fevrier`, `marz` as `eylül`,
// `października`, `février`, `märz`: 33 of them, four letters or more, none a name itself; not
// `marco`), Indonesian's older `pebruari` and `nopember`, German's typed `maerz`, `jaenner`, and
// Vietnamese's field names typed without marks before their numbers (`ngay 3 thang 3 nam 2015`);
// the degree sign after a day's number of one or two digits, before a word, as the ordinal
// indicator its writers mean (`1° settembre`, `1° de mayo`: `1º`); and Italian's elided article and
// its prepositions (`l'`, `dell'`, `all'`, `dall'`, `nell'`, `sull'`) written apart from a day's
// number or a month after their apostrophe (`l'11 marzo`, `nell’aprile`: `l' 11 marzo`, `nell'
// aprile`; not `dell'anno`, `you'll`, `mart'ta`, `'96`). On ASCII text it equals "lower" but for
// those respellings and elisions. Invalid UTF-8 becomes U+FFFD. Han numbers (二〇一五) are not
// decimal digits to Unicode and stay as written, but for Chinese `零` in a run of four Han digits
// or more, written `〇` (二零一五年), and `廿`, `卅` before a Han digit or the day's character
// (`日`, `号`, `號`), written `二十`, `三十` (卅一日), as CLDR writes them. Punctuation no model
// was taught is written as the ASCII its writers mean: Unicode's other hyphens (U+2010..U+2012)
// as `-`, the wave dash `〜` as `~`, the one-dot leader as `.`; before a digit, `‘` and the prime
// `′` as `'` (`‘95`); between digits, the fraction and division slashes and the Arabic date
// separator `؍` as `/`, the modifier letter colon and the ratio as `:`. An ordinal's superscript
// letters after its number are dropped (`1ᵉʳ mars`, `2ⁿᵈ`: `1 mars`, `2`).
std::string fold_text(const std::string& text);

// Applies the named normalisation to a source string (the same at training and translation):
// "dates" (normalize_source), "lower" (collapse_whitespace, then ASCII letters lowercased),
// "fold" (fold_text),
// "spaces" (collapse_whitespace) or "none". Private-use code points (the order control
// characters) are removed first: only the program puts them in. Throws std::invalid_argument for
// an unknown name.
std::string normalize_text(const std::string& text, const std::string& normalize);

}  // namespace dates
