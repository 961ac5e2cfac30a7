#include "dates/core/source_text.h"

#include <fmt/format.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <stdexcept>
#include <string_view>

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

// fold_text for text with non-ASCII characters, on ICU (ASCII text takes the fast path).
std::string fold_unicode(const std::string& text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  // Invalid UTF-8 becomes U+FFFD (an unknown character to every model).
  icu::UnicodeString composed = icu::UnicodeString::fromUTF8(text);
  if (U_SUCCESS(status)) composed = nfc->normalize(composed, status);
  if (U_FAILURE(status)) composed = icu::UnicodeString::fromUTF8(text);
  icu::UnicodeString folded;
  for (int32_t i = 0; i < composed.length();) {
    const UChar32 point = composed.char32At(i);
    i += U16_LENGTH(point);
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

// The month names glibc's locales of the world grammar's languages write and CLDR does not, as
// CLDR writes them (folded): found by comparing every name of glibc 2.36's LC_TIME (mon, abmon)
// in those locales with the names the model was taught
// (tests/decode/test_month_evidence.cpp keeps the list complete).
struct Respelling {
  std::string_view glibc, cldr;
};
constexpr std::array<Respelling, 4> kGlibcMonthSpellings = {{
    {"\u010Den", "\u010Dvn"},  // cs_CZ abmon 6: čen (červen), CLDR čvn
    {"\u010Dec", "\u010Dvc"},  // cs_CZ abmon 7: čec (červenec), CLDR čvc
    {"jui", "juil"},           // fr_BE, fr_CA, fr_CH, fr_LU abmon 7 (juillet), CLDR juil.
    // fa_IR mon and abmon 10 with the Arabic kaf: اكتبر, CLDR اکتبر
    {"\u0627\u0643\u062A\u0628\u0631", "\u0627\u06A9\u062A\u0628\u0631"},
}};

// Whether the code point that ends before `at` (or starts at `at`, `after`) is a letter or a mark
// of one: a name is respelled only as a whole word.
bool letter_before(const std::string& text, std::size_t at) {
  if (at == 0) return false;
  int32_t i = static_cast<int32_t>(at);
  UChar32 point = 0;
  U8_PREV(reinterpret_cast<const uint8_t*>(text.data()), 0, i, point);
  return point >= 0 && (u_isalpha(point) || u_charType(point) == U_NON_SPACING_MARK);
}

bool letter_after(const std::string& text, std::size_t at) {
  if (at >= text.size()) return false;
  int32_t i = static_cast<int32_t>(at);
  UChar32 point = 0;
  U8_NEXT(reinterpret_cast<const uint8_t*>(text.data()), i, static_cast<int32_t>(text.size()),
          point);
  return point >= 0 && (u_isalpha(point) || u_charType(point) == U_NON_SPACING_MARK);
}

// Folded text with glibc's month names of kGlibcMonthSpellings written as CLDR writes them, in
// one pass (linear in the text, whatever it holds: a user's string may be long).
std::string respell_glibc_months(std::string text) {
  const bool any =
      std::any_of(kGlibcMonthSpellings.begin(), kGlibcMonthSpellings.end(),
                  [&](const Respelling& r) { return text.find(r.glibc) != std::string::npos; });
  if (!any) return text;
  std::string out;
  out.reserve(text.size() + 8);
  for (std::size_t at = 0; at < text.size();) {
    const Respelling* found = nullptr;
    for (const auto& respelling : kGlibcMonthSpellings) {
      const std::size_t end = at + respelling.glibc.size();
      if (text.compare(at, respelling.glibc.size(), respelling.glibc) == 0 &&
          !letter_before(text, at) && !letter_after(text, end)) {
        found = &respelling;
        break;
      }
    }
    if (found != nullptr) {
      out.append(found->cldr);
      at += found->glibc.size();
    } else {
      out.push_back(text[at++]);
    }
  }
  return out;
}

}  // namespace

std::string fold_text(const std::string& text) {
  if (is_ascii(text)) {
    std::string lowered = collapse_whitespace(text);
    lowercase_ascii(lowered);
    return lowered.find("jui") == std::string::npos ? lowered
                                                    : respell_glibc_months(std::move(lowered));
  }
  return respell_glibc_months(fold_unicode(text));
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
