#include "dates/core/text_encoding.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace dates {

std::string first_line_encoding_problem(std::string_view first_line, bool ended_by_line_feed) {
  // UTF-16's NUL bytes and byte order mark no line of it can be read past: every line would be
  // refused, and the message would name the bytes only.
  const bool byte_order_mark =
      first_line.size() >= 2 && ((first_line[0] == '\xFF' && first_line[1] == '\xFE') ||
                                 (first_line[0] == '\xFE' && first_line[1] == '\xFF'));
  const auto nul = [&](size_t i) { return first_line[i] == '\0'; };
  const bool ascii_in_utf16 =
      first_line.size() >= 4 && nul(0) != nul(1) && nul(2) == nul(0) && nul(3) == nul(1);
  if (byte_order_mark || ascii_in_utf16) {
    return std::string("expected UTF-8 text, found UTF-16 (") +
           (byte_order_mark ? "it begins with a UTF-16 byte order mark" : "NUL bytes") +
           "); convert it first, e.g. iconv -f UTF-16 -t UTF-8";
  }
  // Text whose lines end in CR alone reads as one line: its dates would be lost without a word.
  if (!ended_by_line_feed && first_line.find('\r') != std::string_view::npos) {
    return "expected LF or CRLF line ends, found carriage returns alone (classic Mac OS line "
           "ends); convert them first, e.g. tr '\\r' '\\n'";
  }
  return "";
}

}  // namespace dates
