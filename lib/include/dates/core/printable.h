// Untrusted text (data lines, file names, checkpoint metadata) shown to a user: control and
// invisible characters are written as their code points, invalid UTF-8 bytes as hex, and long
// text is cut, so that nothing a file holds can move the cursor, hide itself or flood a terminal.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace dates {

// Whether code point `c` is shown by its code point: C0 and C1 controls, DEL, format and
// invisible characters (zero-width, bidi controls, word joiner, BOM, soft hyphen, tags,
// variation selectors), spaces other than U+0020, line/paragraph separators, private use
// (the order controls U+E000..U+E002 among them) and non-characters.
bool is_shown_by_code_point(char32_t c);

// `text` with each such character as "<U+XXXX>" and each byte that is not valid UTF-8 as
// "<0xXX>"; at most `max_characters` characters of `text` are kept ("..." and the total length
// follow when it was longer). 0 keeps everything.
std::string printable(std::string_view text, size_t max_characters = 0);

// The byte offset of the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), or nullopt when `text` is valid UTF-8.
std::optional<size_t> first_invalid_utf8(std::string_view text);

// Serialised JSON (valid UTF-8) with U+2028, U+2029 and the C1 controls (U+0080 .. U+009F; U+0085
// is NEL) inside its strings written as \u escapes: each ends a line for JavaScript or some
// JSON-lines readers, and a JSON line must stay one line for them.
std::string escape_json_line_terminators(std::string_view json);

// The longest prefix of `text` of at most `max_bytes` bytes that does not cut a UTF-8 sequence.
std::string utf8_prefix(std::string_view text, size_t max_bytes);

}  // namespace dates
