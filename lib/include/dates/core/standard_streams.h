// Standard input, output and error as a command meets them: possibly closed (`>&-`, `2>&-`), a
// pipe whose reader has left, or a full disk. Diagnostics never end the process; output errors
// are reported, never lost silently.
#pragma once

#include <string_view>

namespace dates {

// Which of the standard descriptors were closed when the process started.
struct ClosedStreams {
  bool input = false;
  bool output = false;
  bool error = false;
};

// Opens /dev/null on each standard descriptor (0, 1, 2) that is closed, so that no file the
// process opens later takes its number (a model file would receive what is printed as output).
// Call first thing in main; returns which were closed.
ClosedStreams reserve_standard_streams() noexcept;

// The streams closed at start (as reserve_standard_streams found them).
const ClosedStreams& closed_standard_streams() noexcept;

// Writes `text` to standard error with write(2); a closed, full or broken stderr loses the text
// and nothing else (never throws, never raises SIGPIPE's default action: see ignore_broken_pipes).
void write_diagnostic(std::string_view text) noexcept;

// Writes all of `text` to the descriptor, retrying short writes and EINTR; throws
// std::runtime_error naming `destination` ("standard output") and the system's reason.
void write_all(int descriptor, std::string_view text, std::string_view destination);

// SIGPIPE ignored: a write to a pipe whose reader has gone fails with EPIPE, which the writer
// reports, instead of ending the process silently.
void ignore_broken_pipes() noexcept;

}  // namespace dates
