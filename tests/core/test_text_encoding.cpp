// The first-line check that every reader of users' text shares (data files, translate's standard
// input, CSV tables): expected values are the encodings' bytes written by hand.
#include <catch2/catch.hpp>

#include <string>

#include "dates/core/text_encoding.h"

using Catch::Contains;
using dates::first_line_encoding_problem;

TEST_CASE("UTF-16 is named by its byte order mark or by NULs at every other byte",
          "[text_encoding]") {
  // "3/" in UTF-16LE and UTF-16BE, with and without a byte order mark.
  const std::string little_marked(
      "\xFF\xFE"
      "3\0/\0",
      6);
  const std::string big_marked(
      "\xFE\xFF\0"
      "3\0/",
      6);
  const std::string little("3\0/\0", 4), big(std::string("\0"
                                                         "3\0/",
                                                         4));
  CHECK_THAT(first_line_encoding_problem(little_marked, true),
             Contains("found UTF-16 (it begins with a UTF-16 byte order mark)") &&
                 Contains("iconv -f UTF-16 -t UTF-8"));
  CHECK_THAT(first_line_encoding_problem(big_marked, false), Contains("byte order mark"));
  CHECK_THAT(first_line_encoding_problem(little, true), Contains("found UTF-16 (NUL bytes)"));
  CHECK_THAT(first_line_encoding_problem(big, true), Contains("found UTF-16 (NUL bytes)"));
  // NULs alone (/dev/zero), one stray NUL, and text shorter than the pattern are no UTF-16.
  CHECK(first_line_encoding_problem(std::string(8, '\0'), false).empty());
  CHECK(first_line_encoding_problem(std::string("\0"
                                                "3/3/2015",
                                                9),
                                    true)
            .empty());
  CHECK(first_line_encoding_problem(std::string("3\0", 2), true).empty());
  // A UTF-8 byte order mark is each reader's own concern.
  CHECK(first_line_encoding_problem("\xEF\xBB\xBF"
                                    "3/3/2015",
                                    true)
            .empty());
}

TEST_CASE("a carriage return in a first line that no line feed ends is CR-only line ends",
          "[text_encoding]") {
  CHECK_THAT(first_line_encoding_problem("3/3/2015\r4/4/2015\r", false),
             Contains("found carriage returns alone") && Contains("tr '\\r' '\\n'"));
  // A line feed ends the line: the CR is a stray one (or CRLF's), and data.
  CHECK(first_line_encoding_problem("3/3/2015\r", true).empty());
  CHECK(first_line_encoding_problem("a\rb", true).empty());
  // No CR and no line feed: one line without an end, nothing to say.
  CHECK(first_line_encoding_problem("3/3/2015", false).empty());
  // UTF-16's CRLF (\r\0\n\0) is named as UTF-16, not as CR line ends.
  CHECK_THAT(first_line_encoding_problem(std::string("3\0\r\0", 4), false), Contains("UTF-16"));
}
