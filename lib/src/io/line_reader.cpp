#include "dates/io/line_reader.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

#include "dates/core/text_encoding.h"

namespace dates {

namespace {
constexpr size_t kReadSize = 64 * 1024;
}  // namespace

LineReader::LineReader(int descriptor, std::string name, size_t max_line_bytes,
                       uint64_t max_skipped_bytes)
    : descriptor_(descriptor),
      name_(std::move(name)),
      max_line_bytes_(max_line_bytes),
      max_skipped_bytes_(max_skipped_bytes),
      buffer_(kReadSize) {}

bool LineReader::fill() {
  if (at_end_) return false;
  if (begin_ == end_) begin_ = end_ = 0;
  if (end_ == buffer_.size()) {
    // Keep the unread bytes at the front; the buffer never grows past one read.
    std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
  }
  while (true) {
    const auto got = ::read(descriptor_, buffer_.data() + end_, buffer_.size() - end_);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      throw std::runtime_error(fmt::format("cannot read {} after line {}: {}", name_, lines_read_,
                                           std::strerror(errno)));
    }
    if (got == 0) {
      at_end_ = true;
      return false;
    }
    end_ += static_cast<size_t>(got);
    return true;
  }
}

bool LineReader::next(InputLine& line) {
  line.text.clear();
  line.bytes = 0;
  line.too_long = false;
  bool any = false;        // a byte of this line was seen (a last line without "\n" counts)
  bool line_feed = false;  // it ended at a "\n" (not at the end of the input)
  while (true) {
    if (begin_ == end_ && !fill()) break;
    any = true;
    const char* start = buffer_.data() + begin_;
    const size_t available = end_ - begin_;
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', available));
    const size_t piece = newline ? static_cast<size_t>(newline - start) : available;
    if (line.text.size() < max_line_bytes_) {
      line.text.append(start, std::min(piece, max_line_bytes_ - line.text.size()));
    }
    line.bytes += piece;
    begin_ += piece;
    if (line.bytes > max_line_bytes_) line.too_long = true;
    if (line.bytes > max_skipped_bytes_) {
      if (lines_read_ == 0) check_first_line(line.text, /*ended_by_line_feed=*/false);
      throw std::runtime_error(
          fmt::format("{} line {} has more than {} bytes without a line end: not lines of text",
                      name_, lines_read_ + 1, max_skipped_bytes_));
    }
    if (newline) {
      ++begin_;  // the "\n"
      line_feed = true;
      break;
    }
    // No line end yet: make room (the kept prefix is in line.text) and read on.
    begin_ = end_ = 0;
  }
  if (!any && line.bytes == 0) return false;
  if (!line.too_long && !line.text.empty() && line.text.back() == '\r') {
    line.text.pop_back();
    --line.bytes;
  }
  if (lines_read_ == 0) check_first_line(line.text, line_feed);
  ++lines_read_;
  return true;
}

void LineReader::check_first_line(const std::string& first_line, bool ended_by_line_feed) const {
  if (const auto problem = first_line_encoding_problem(first_line, ended_by_line_feed);
      !problem.empty()) {
    throw std::runtime_error(fmt::format("{} line 1: {}", name_, problem));
  }
}

bool LineReader::ready(int timeout_milliseconds) const {
  if (std::memchr(buffer_.data() + begin_, '\n', end_ - begin_) != nullptr || at_end_) return true;
  pollfd descriptor{descriptor_, POLLIN, 0};
  return ::poll(&descriptor, 1, timeout_milliseconds) > 0;
}

}  // namespace dates
