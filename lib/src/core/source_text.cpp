#include "dates/core/source_text.h"

#include <fmt/format.h>

#include <cstddef>
#include <stdexcept>

namespace dates {

namespace {

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

}  // namespace

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
    for (char& c : lowered) {
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return lowered;
  }
  if (normalize == "none") return text;
  throw std::invalid_argument(
      fmt::format("unknown normalisation '{}'; allowed: dates, lower, spaces, none", normalize));
}

}  // namespace dates
