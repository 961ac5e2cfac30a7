// Lines of standard input read in bounded pieces (io/line_reader.h). Expected lines by hand.
#include <fcntl.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dates/io/line_reader.h"

using namespace dates;

namespace {

// A pipe holding `bytes` and then closed: the reader's descriptor.
int pipe_with(const std::string& bytes) {
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  REQUIRE(::write(ends[1], bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
  ::close(ends[1]);
  return ends[0];
}

// What a reader of "standard input" (lines of 64 bytes) makes of the first line of `bytes`: its
// text, or "refused: " and the message it throws.
std::string first_line_of(const std::string& bytes,
                          uint64_t max_skipped_bytes = uint64_t{64} << 20) {
  const int descriptor = pipe_with(bytes);
  LineReader reader(descriptor, "standard input", 64, max_skipped_bytes);
  InputLine line;
  std::string seen;
  try {
    seen = reader.next(line) ? line.text : "(no line)";
  } catch (const std::exception& error) {
    seen = std::string("refused: ") + error.what();
  }
  ::close(descriptor);
  return seen;
}

std::vector<InputLine> all_lines(LineReader& reader) {
  std::vector<InputLine> lines;
  InputLine line;
  while (reader.next(line)) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("lines end at \\n or \\r\\n, and a last line needs no end", "[line_reader]") {
  const int descriptor = pipe_with("3 march 2015\r\n\n10/8/13\nlast");
  LineReader reader(descriptor, "standard input", 64);
  const auto lines = all_lines(reader);
  ::close(descriptor);
  REQUIRE(lines.size() == 4);
  CHECK(lines[0].text == "3 march 2015");
  CHECK(lines[0].bytes == 12);
  CHECK(lines[1].text.empty());
  CHECK(lines[2].text == "10/8/13");
  CHECK(lines[3].text == "last");
  for (const auto& line : lines) CHECK_FALSE(line.too_long);
  CHECK(reader.lines_read() == 4);
}

TEST_CASE("a line over the bound keeps only its first bytes and its length", "[line_reader]") {
  // 200,000 bytes: more than the reader's 64 KiB buffer, so the line spans several reads.
  const std::string long_line(200000, 'x');
  // A file, not a pipe: a pipe holds 64 KiB at most before its reader runs.
  char path[] = "/tmp/dates-line-reader-XXXXXX";
  const int file = ::mkstemp(path);
  REQUIRE(file >= 0);
  const std::string bytes = "short\n" + long_line + "\nafter\n";
  REQUIRE(::write(file, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
  ::lseek(file, 0, SEEK_SET);
  LineReader reader(file, "standard input", 10);
  const auto lines = all_lines(reader);
  ::close(file);
  ::unlink(path);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == "short");
  CHECK(lines[1].too_long);
  CHECK(lines[1].text == std::string(10, 'x'));
  CHECK(lines[1].bytes == 200000);
  CHECK(lines[2].text == "after");
  CHECK_FALSE(lines[2].too_long);
}

TEST_CASE("a line without an end past the skip bound ends the input with its line number",
          "[line_reader]") {
  const int descriptor = pipe_with("one\ntwo\n" + std::string(5000, '\0'));
  LineReader reader(descriptor, "standard input", 10, /*max_skipped_bytes=*/4096);
  InputLine line;
  CHECK(reader.next(line));
  CHECK(reader.next(line));
  CHECK_THROWS_WITH(reader.next(line), Catch::Contains("standard input line 3") &&
                                           Catch::Contains("more than 4096 bytes"));
  ::close(descriptor);
}

TEST_CASE(
    "UTF-16 input and lines that end in carriage returns alone are refused before any is read",
    "[line_reader]") {
  // Read as one line, three dates would have been one input, answered once.
  CHECK_THAT(first_line_of("3/3/2015\r4/4/2015\r5/5/2015\r"),
             Catch::StartsWith("refused: standard input line 1: expected LF or CRLF line ends, "
                               "found carriage returns alone"));
  // A first line over the skip bound says the same when it holds a carriage return.
  CHECK_THAT(first_line_of("3/3/2015\r" + std::string(5000, 'x'), /*max_skipped_bytes=*/4096),
             Catch::Contains("carriage returns alone"));
  // UTF-16 (CRLF written \r\0\n\0) is named as such, with or without its byte order mark.
  CHECK_THAT(first_line_of(std::string("\xFF\xFE"
                                       "3\0/\0"
                                       "3\0\r\0\n\0",
                                       12)),
             Catch::StartsWith("refused: standard input line 1: expected UTF-8 text, found UTF-16 "
                               "(it begins with a UTF-16 byte order mark)"));
  CHECK_THAT(first_line_of(std::string("3\0/\0"
                                       "3\0\n\0",
                                       8)),
             Catch::Contains("found UTF-16 (NUL bytes)"));
  // NUL bytes alone (/dev/zero) are no UTF-16: a line without an end.
  CHECK_THAT(first_line_of(std::string(5000, '\0'), /*max_skipped_bytes=*/4096),
             Catch::Contains("more than 4096 bytes without a line end"));
  // One stray NUL at the start is no UTF-16: the line is read (and refused by the reader).
  CHECK(first_line_of(std::string("\0"
                                  "3/3/2015\n",
                                  10)) == std::string("\0"
                                                      "3/3/2015",
                                                      9));
  // A carriage return inside a first line that a line feed ends is a stray one: data.
  CHECK(first_line_of("3/3/\r2015\n4/4/2015\n") == "3/3/\r2015");
  // A stray carriage return after the first line is data.
  const int later = pipe_with("3/3/2015\r\n4/4/\r2015\n");
  LineReader reader_later(later, "standard input", 64);
  InputLine line;
  REQUIRE(reader_later.next(line));
  CHECK(line.text == "3/3/2015");
  REQUIRE(reader_later.next(line));
  CHECK(line.text == "4/4/\r2015");
  ::close(later);
}

TEST_CASE("ready says whether a line can be had without waiting", "[line_reader]") {
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  LineReader reader(ends[0], "standard input", 64);
  CHECK_FALSE(reader.ready());  // nothing written, the writer still open
  REQUIRE(::write(ends[1], "a\nb\n", 4) == 4);
  CHECK(reader.ready());
  InputLine line;
  CHECK(reader.next(line));
  CHECK(reader.ready());  // "b" is buffered
  CHECK(reader.next(line));
  CHECK_FALSE(reader.ready());  // all read, the writer still open: next() would wait
  ::close(ends[1]);
  CHECK(reader.ready());  // the end of the input is there
  CHECK_FALSE(reader.next(line));
  ::close(ends[0]);
}
