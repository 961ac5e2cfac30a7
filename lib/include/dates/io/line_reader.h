// Lines of a descriptor (standard input), read in bounded pieces: memory is bounded by the line
// limit whatever the input holds (one 10 MB line, /dev/zero), and a caller can tell whether the
// next line is already there, to answer what it has before waiting (`tail -f log | dates ...`).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace dates {

struct InputLine {
  std::string text;       // the line without its end ("\n" or "\r\n"); only a prefix if too long
  size_t bytes = 0;       // the whole line's length in bytes, its end excluded
  bool too_long = false;  // longer than the reader's max_line_bytes: `text` holds the first
                          // max_line_bytes bytes at most, the rest was skipped unread
};

class LineReader {
 public:
  // `max_line_bytes`: longer lines are reported too_long without being held.
  // `max_skipped_bytes`: a line longer than this ends the input with an error (a stream with no
  // line ends, such as /dev/zero, cannot be read as lines).
  LineReader(int descriptor, std::string name, size_t max_line_bytes,
             uint64_t max_skipped_bytes = uint64_t{64} << 20);

  // The next line; false at the end of the input (a last line without "\n" is a line). Throws
  // std::runtime_error naming the input and the line on a read error, an endless line, or a
  // first line that says the input is UTF-16 or its lines end in CR alone.
  bool next(InputLine& line);

  // Whether next() can return without waiting for more input: a whole line is buffered, or the
  // descriptor has data or its end ready now.
  bool ready() const { return ready(0); }
  // The same, waiting up to `timeout_milliseconds` for the descriptor (a pipe whose writer is
  // momentarily behind is not taken for a pause).
  bool ready(int timeout_milliseconds) const;

  int64_t lines_read() const { return lines_read_; }

 private:
  bool fill();  // reads more into the buffer; false at the end of the input
  // Throws when the first line says the input is not lines of UTF-8 text: UTF-16, or lines that
  // end in CR alone (core/text_encoding.h).
  void check_first_line(const std::string& first_line, bool ended_by_line_feed) const;

  int descriptor_;
  std::string name_;
  size_t max_line_bytes_;
  uint64_t max_skipped_bytes_;
  std::vector<char> buffer_;
  size_t begin_ = 0, end_ = 0;  // the unread bytes are buffer_[begin_, end_)
  bool at_end_ = false;
  int64_t lines_read_ = 0;
};

}  // namespace dates
