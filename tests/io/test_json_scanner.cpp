// The JSON scanner (dates/io/json_scanner.h) against serde_json 1.x's grammar: what it accepts,
// what it refuses with what message at which byte, its recursion limit, and the values it hands
// back. Expected offsets and messages are counted by hand from the texts; the numbers at the
// edges are those serde_json reads (u64::MAX, f64::MAX's neighbourhood).
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "dates/io/json_scanner.h"

using dates::JsonScanner;
using dates::JsonSyntaxError;

namespace {

// Scans `text` as one JSON value with whitespace around it, as serde_json's from_str reads it.
void scan_document(const std::string& text) {
  JsonScanner json(text);
  json.skip_whitespace();
  json.skip_value();
  json.skip_whitespace();
  if (!json.at_end()) json.expected("the end of the text");
}

// The refusal of scan_document(text): its description and offset.
struct Refusal {
  std::string description;
  std::size_t offset = 0;
};

Refusal refusal_of(const std::string& text) {
  try {
    scan_document(text);
  } catch (const JsonSyntaxError& error) {
    return {error.description(), error.offset()};
  }
  FAIL("the scanner accepted " << text);
  return {};
}

}  // namespace

TEST_CASE("the scanner accepts serde_json's grammar, numbers at its edges included",
          "[json-scanner]") {
  CHECK_NOTHROW(scan_document(R"([1.5e308,-0,-9223372036854775809,18446744073709551616,1E-400,)"
                              R"(0.0e99999999999,true,false,null,"\u00e9\ud83d\ude00\/\b\f\n\r\t",)"
                              R"({"":{}},[]])"));
  CHECK_NOTHROW(scan_document(" \t\r\n{\"a\" : [ 1 , 2 ] , \"a\" : {} } \n"));
  CHECK_NOTHROW(scan_document("\"\xFF\""));  // bytes are not checked as UTF-8 here
}

TEST_CASE("strings decode their escapes to UTF-8", "[json-scanner]") {
  const std::string text = R"("\u00e9\ud83d\ude00\/\b\f\n\r\t\"\\a")";
  JsonScanner json(text);
  CHECK(json.parse_string() ==
        "\xC3\xA9"          // U+00E9
        "\xF0\x9F\x98\x80"  // U+1F600 from its surrogate pair
        "/\b\f\n\r\t\"\\a");
  CHECK(json.at_end());
  JsonScanner nul(R"("\u0000")");
  CHECK(nul.parse_string() == std::string(1, '\0'));
}

TEST_CASE("parse_number hands back a value only where serde_json reads a usize", "[json-scanner]") {
  const auto number = [](const std::string& text) {
    JsonScanner json(text);
    const auto value = json.parse_number();
    CHECK(json.position() == text.size());
    return value;
  };
  CHECK(number("0") == std::optional<std::uint64_t>(0));
  CHECK(number("42") == std::optional<std::uint64_t>(42));
  CHECK(number("18446744073709551615") ==
        std::optional<std::uint64_t>(std::numeric_limits<std::uint64_t>::max()));
  CHECK_FALSE(number("18446744073709551616").has_value());  // a float to serde_json
  CHECK_FALSE(number("-0").has_value());
  CHECK_FALSE(number("-1").has_value());
  CHECK_FALSE(number("1.0").has_value());
  CHECK_FALSE(number("1e2").has_value());
}

TEST_CASE("the scanner refuses what serde_json refuses, saying what and where", "[json-scanner]") {
  struct Case {
    std::string text;
    std::string description;
    std::size_t offset;
  };
  const std::vector<Case> cases = {
      {"1e309", "number 1e309 is too large for a double", 0},
      {"[0," + std::string(400, '9') + "]",
       "number " + std::string(48, '9') + "... (400 bytes in all) is too large for a double", 3},
      {"01", "a number with a leading zero", 0},
      {"1.", "expected a digit after the decimal point, found the end of the text", 2},
      {"1e+", "expected a digit in the exponent, found the end of the text", 3},
      {"-", "expected a digit in a number, found the end of the text", 1},
      {"+1", "expected a value, found '+'", 0},
      {"[1,]", "a comma before ']'", 3},
      {R"({"a":1,})", "a comma before '}'", 7},
      {"[1 2]", "expected ',' or ']' after an array element, found '2'", 3},
      {"{1:2}", "expected a string key, found '1'", 1},
      {R"({"a" 1})", "expected ':' after an object key, found '1'", 5},
      {"\"a\tb\"", "control character U+0009 inside a string (JSON needs it escaped)", 2},
      {R"("\x41")", "invalid escape '\\x'", 1},
      {R"("\ud83dx")", "a high surrogate escape \\uD83D without the low surrogate escape after it",
       1},
      {R"("\ud83d\u0041")",
       "a high surrogate escape \\uD83D followed by \\u0041, which is not a low surrogate", 1},
      {R"("\ude00")", "a lone low surrogate escape \\uDE00", 1},
      {R"("\u12")", "a \\u escape without four hex digits", 1},
      {R"("\u12)", "a \\u escape cut off by the end of the text", 1},
      {"\"\\", "an escape cut off by the end of the text", 1},
      {"\"abc", "a string that does not end", 0},
      {"'a'", "expected a value, found '''", 0},
      {"NaN", "expected a value, found 'N'", 0},
      {"tru", "expected 'true', found 't'", 0},
      {"\x01", "expected a value, found byte 0x01", 0},
      {"", "expected a value, found the end of the text", 0},
      {"\f1", "expected a value, found byte 0x0C", 0},  // not JSON whitespace
      {"{} x", "expected the end of the text, found 'x'", 3},
  };
  for (const auto& [text, description, offset] : cases) {
    INFO("text " << text);
    const Refusal refusal = refusal_of(text);
    CHECK(refusal.description == description);
    CHECK(refusal.offset == offset);
  }
}

TEST_CASE("a syntax error says what and where, and names the text's end as told",
          "[json-scanner]") {
  JsonScanner json("[1,]");
  try {
    json.skip_value();
    FAIL("the scanner accepted a trailing comma");
  } catch (const JsonSyntaxError& error) {
    CHECK(std::string(error.what()) == "a comma before ']' at offset 3");
  }
  CHECK(JsonScanner("", "the header").found() == "the end of the header");
}

TEST_CASE("nesting is limited to serde_json's 127 levels", "[json-scanner]") {
  CHECK_NOTHROW(scan_document(std::string(127, '[') + std::string(127, ']')));
  const Refusal arrays = refusal_of(std::string(128, '[') + std::string(128, ']'));
  CHECK(arrays.description ==
        "more than 127 nested arrays and objects (serde_json's recursion limit)");
  CHECK(arrays.offset == 127);  // the 128th '['
  // Objects count alike, and leaving a container gives its level back.
  std::string objects;  // 126 levels: 125 objects around an array
  for (int i = 0; i < 125; ++i) objects += R"({"a":)";
  objects += "[]" + std::string(125, '}');
  CHECK_NOTHROW(scan_document("[" + objects + "," + objects + "]"));  // 127 levels, twice
  CHECK(refusal_of("[[" + objects + "]]").offset == 2 + 5 * 125);     // the 128th: the inner '['
}

TEST_CASE("objects and arrays hand each member and element to the caller in order",
          "[json-scanner]") {
  JsonScanner json(R"({"b":1,"a":[true,null,"x"],"b":{}})");
  std::vector<std::string> keys;
  std::vector<std::size_t> indices;
  json.parse_object([&](const std::string& key) {
    keys.push_back(key);
    if (key == "a") {
      json.parse_array([&](std::size_t index) {
        indices.push_back(index);
        json.skip_value();
      });
    } else {
      json.skip_value();
    }
  });
  CHECK(json.at_end());
  CHECK(keys == std::vector<std::string>{"b", "a", "b"});  // a repeated key is handed on again
  CHECK(indices == std::vector<std::size_t>{0, 1, 2});
}
