// A progress line for long runs on a terminal: "[translate] 41,216/100,000 (41%),
// 27,310/s, 2 s left", rewritten in place at most five times a second (every
// $DATES_PROGRESS_INTERVAL_MS milliseconds where that is set; 0: at every advance), then cleared.
// Off (no output at all) when the stream is null, so callers pass it only when the output is a
// terminal.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <ostream>
#include <string>

namespace dates {

// The text of one progress line: done of total, the rate and the time left at that rate; a total
// of 0 or less is unknown (a stream): done and the rate only.
std::string progress_text(const std::string& label, int64_t done, int64_t total, double seconds);

// The least time between two showings of a progress line: 200 ms, or `text` (the value of
// $DATES_PROGRESS_INTERVAL_MS) where it is given: whole milliseconds from 0 to 3,600,000.
// Throws std::invalid_argument naming the variable, the value and what it expects otherwise.
std::chrono::milliseconds progress_interval(const char* text);

class ProgressLine {
 public:
  // out: where the line goes (a terminal), or nullptr for none; total <= 0: unknown. With a
  // stream, reads $DATES_PROGRESS_INTERVAL_MS (progress_interval, which may throw).
  ProgressLine(std::string label, int64_t total, std::ostream* out);
  ~ProgressLine();  // clears the line
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // `more` items are done; safe from several threads.
  void advance(int64_t more);
  // Clears the line if it is shown (before other output to the same terminal); the next
  // advance() shows it again.
  void clear();

 private:
  std::string label_;
  int64_t total_, done_ = 0;
  std::ostream* out_;
  std::mutex mutex_;
  std::chrono::milliseconds interval_;
  std::chrono::steady_clock::time_point start_, last_shown_;
  bool shown_ = false;
};

// Whether standard error is a terminal (isatty): where a progress line belongs.
bool stderr_is_terminal();

}  // namespace dates
