// The diagnostics of refused inputs on standard error, for `dates translate`: the first
// kShownInFull one line each, then only counted, and one line at the end says how many were not
// shown. The output marks every refused input whatever is shown (too-long, unreadable), and the
// exit status is 1 either way: a file of millions of empty or over-long lines must not write a
// line of standard error for each (20 MB of empty lines wrote 1.3 GB there, in 50 s).
#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <string>

#include "dates/core/standard_streams.h"

namespace dates::app {

class RefusalDiagnostics {
 public:
  static constexpr size_t kShownInFull = 100;

  // Writes `line` (a whole diagnostic, newline-terminated) while fewer than kShownInFull were;
  // counts it otherwise.
  void report(const std::string& line) {
    if (++refused_ <= kShownInFull) write_diagnostic(line);
  }

  // One line for the refusals not shown, if any (once, at the end of the call).
  void finish() const {
    if (refused_ <= kShownInFull) return;
    write_diagnostic(fmt::format(
        "dates: {} more refused inputs not shown one by one ({} in all); the output marks each\n",
        refused_ - kShownInFull, refused_));
  }

 private:
  size_t refused_ = 0;
};

}  // namespace dates::app
