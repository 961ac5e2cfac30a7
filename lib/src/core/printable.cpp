#include "dates/core/printable.h"

#include <fmt/format.h>

namespace dates {

namespace {

// Decodes one UTF-8 sequence at `i`; returns its length (0 when invalid) and the code point.
size_t decode(std::string_view text, size_t i, char32_t& code_point) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  size_t length = 0;
  char32_t minimum = 0;
  if (lead < 0x80) {
    code_point = lead;
    return 1;
  } else if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2, code_point = lead & 0x1F, minimum = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3, code_point = lead & 0x0F, minimum = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4, code_point = lead & 0x07, minimum = 0x10000;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (byte(i + k) & 0x3F);
  }
  if (code_point < minimum || code_point > 0x10FFFF ||
      (code_point >= 0xD800 && code_point <= 0xDFFF)) {
    return 0;
  }
  return length;
}

}  // namespace

bool is_shown_by_code_point(char32_t c) {
  if (c < 0x20 || (c >= 0x7F && c <= 0xA0)) return true;  // C0, DEL, C1, no-break space
  if (c == 0xAD || c == 0x34F || c == 0x61C || c == 0x115F || c == 0x1160 || c == 0x180E) {
    return true;
  }
  if (c >= 0x2000 && c <= 0x200F) return true;  // spaces, zero-width, LRM/RLM
  if (c >= 0x2028 && c <= 0x202F) return true;  // separators, bidi embeddings, narrow nbsp
  if (c >= 0x205F && c <= 0x206F) return true;  // math space, word joiner, bidi isolates
  if (c == 0x3000 || c == 0x3164 || c == 0xFEFF || c == 0xFFA0) return true;
  if (c >= 0xFE00 && c <= 0xFE0F) return true;    // variation selectors
  if (c >= 0xFFF0 && c <= 0xFFFB) return true;    // specials, interlinear annotation
  if ((c & 0xFFFE) == 0xFFFE) return true;        // non-characters U+xxFFFE, U+xxFFFF
  if (c >= 0xFDD0 && c <= 0xFDEF) return true;    // non-characters
  if (c >= 0xE000 && c <= 0xF8FF) return true;    // private use
  if (c >= 0xE0000 && c <= 0xE01EF) return true;  // tags, variation selectors supplement
  if (c >= 0xF0000) return true;                  // supplementary private use
  return false;
}

std::string printable(std::string_view text, size_t max_characters) {
  std::string shown;
  size_t characters = 0, i = 0;
  while (i < text.size()) {
    if (max_characters > 0 && characters == max_characters) {
      shown += fmt::format("... ({} bytes in all)", text.size());
      break;
    }
    char32_t code_point = 0;
    const size_t length = decode(text, i, code_point);
    if (length == 0) {
      shown += fmt::format("<0x{:02X}>", static_cast<unsigned char>(text[i]));
      i += 1;
    } else {
      if (is_shown_by_code_point(code_point)) {
        shown += fmt::format("<U+{:04X}>", static_cast<uint32_t>(code_point));
      } else {
        shown.append(text.substr(i, length));
      }
      i += length;
    }
    ++characters;
  }
  return shown;
}

std::optional<size_t> first_invalid_utf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    char32_t code_point = 0;
    const size_t length = decode(text, i, code_point);
    if (length == 0) return i;
    i += length;
  }
  return std::nullopt;
}

std::string escape_json_line_terminators(std::string_view json) {
  static const char* const kHex = "0123456789abcdef";
  std::string escaped;
  escaped.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    const auto byte = static_cast<unsigned char>(json[i]);
    // JSON text is ASCII outside its strings, so these sequences occur only inside strings.
    if (byte == 0xC2 && i + 1 < json.size()) {
      const auto next = static_cast<unsigned char>(json[i + 1]);
      if (next >= 0x80 && next <= 0x9F) {
        escaped += "\\u00";
        escaped += kHex[next >> 4];
        escaped += kHex[next & 0xF];
        ++i;
        continue;
      }
    }
    if (byte == 0xE2 && i + 2 < json.size() && static_cast<unsigned char>(json[i + 1]) == 0x80) {
      const auto last = static_cast<unsigned char>(json[i + 2]);
      if (last == 0xA8 || last == 0xA9) {
        escaped += last == 0xA8 ? "\\u2028" : "\\u2029";
        i += 2;
        continue;
      }
    }
    escaped += json[i];
  }
  return escaped;
}

std::string utf8_prefix(std::string_view text, size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  // Back to the first byte of the sequence that crosses the bound (continuations are 10xxxxxx).
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end));
}

}  // namespace dates
