// The text normalisations of a source (dates/core/source_text.h). Expected values are worked out
// by hand from the rules in the header.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "dates/core/source_text.h"

TEST_CASE("normalize_source lowercases, drops commas and collapses whitespace", "[source-text]") {
  CHECK(dates::normalize_source("  Saturday,  August 30,\t1975 \n") == "saturday august 30 1975");
  CHECK(dates::normalize_source("05, Sep 2009") == "05 sep 2009");
  CHECK(dates::normalize_source("a,b") == "ab");  // classic .replace(',', '')
  CHECK(dates::normalize_source(" , ,") == "");
  CHECK(dates::normalize_source("") == "");
  CHECK(dates::normalize_source("10/8/13") == "10/8/13");
  CHECK(dates::normalize_source("Ä\xC3\x84 X") == "Ä\xC3\x84 x");  // non-ASCII bytes untouched
}

TEST_CASE("collapse_whitespace keeps everything but the runs of ASCII whitespace",
          "[source-text]") {
  CHECK(dates::collapse_whitespace("  Thu,\t25  SEP\r\n2003 ") == "Thu, 25 SEP 2003");
  CHECK(dates::collapse_whitespace("\v\f") == "");
  CHECK(dates::collapse_whitespace("a\xC2\xA0"
                                   "b") ==
        "a\xC2\xA0"
        "b");  // U+00A0 is not ASCII
}

TEST_CASE("strip_private_use removes U+E000..U+F8FF and nothing else", "[source-text]") {
  // U+E000..U+F8FF removed (EE 80 80 .. EF A3 BF); U+DFFF-adjacent U+D7FF (ED 9F BF) and
  // U+F900 (EF A4 80) kept.
  CHECK(dates::strip_private_use("a\xEE\x80\x80"
                                 "b\xEF\xA3\xBF"
                                 "c") == "abc");
  CHECK(dates::strip_private_use("\xED\x9F\xBF\xEF\xA4\x80") == "\xED\x9F\xBF\xEF\xA4\x80");
}

TEST_CASE("normalize_text applies the named normalisation after removing controls",
          "[source-text]") {
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "dates") == "thu 25 sep 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "lower") == "thu, 25 sep 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "spaces") == "Thu, 25 SEP 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "none") == " Thu, 25 SEP  2003");
  CHECK_THROWS_WITH(dates::normalize_text("x", "upper"),
                    Catch::Contains("'upper'") && Catch::Contains("dates, lower, spaces, none"));
  CHECK_THROWS_AS(dates::normalize_text("x", "upper"), std::invalid_argument);
}
