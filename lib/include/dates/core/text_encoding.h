// What the first line of a text says about its encoding: every reader of users' text (data files,
// translate's standard input, CSV tables) takes lines of UTF-8 with LF or CRLF line ends, and
// refuses, before reading any, text that its first line shows to be otherwise.
#pragma once

#include <string>
#include <string_view>

namespace dates {

// Why `first_line` (without its line feed) shows that the text is not lines of UTF-8, or "":
// - UTF-16 (Windows' "Unicode text"): a UTF-16 byte order mark, or, without one, NULs at every
//   other byte of the first four, as UTF-16 writes ASCII (not NULs alone, as /dev/zero gives,
//   nor one stray NUL);
// - line ends of CR alone (classic Mac OS): a CR in a first line that no line feed ends (a CR in
//   a line that a line feed ends is a stray one, which each reader judges itself).
// The message says what was expected, what was found and how to convert it, e.g. "expected UTF-8
// text, found UTF-16 (NUL bytes); convert it first, e.g. iconv -f UTF-16 -t UTF-8".
std::string first_line_encoding_problem(std::string_view first_line, bool ended_by_line_feed);

}  // namespace dates
