#include "dates/core/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace dates {

namespace {

// 1234567 -> "1,234,567"
std::string grouped(int64_t value) {
  auto digits = std::to_string(value < 0 ? -value : value);
  for (auto at = static_cast<int64_t>(digits.size()) - 3; at > 0; at -= 3) {
    digits.insert(static_cast<size_t>(at), ",");
  }
  return (value < 0 ? "-" : "") + digits;
}

}  // namespace

std::string progress_text(const std::string& label, int64_t done, int64_t total, double seconds) {
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
  if (total <= 0) {  // a stream: the total is not known
    std::string text = fmt::format("[{}] {} done", label, grouped(done));
    if (rate > 0) text += fmt::format(", {}/s", grouped(static_cast<int64_t>(std::llround(rate))));
    return text;
  }
  const int percent = total > 0 ? static_cast<int>(100 * done / total) : 100;
  std::string text = fmt::format("[{}] {}/{} ({}%)", label, grouped(done), grouped(total), percent);
  if (rate > 0) {
    const double left = static_cast<double>(total - done) / rate;
    text += fmt::format(", {}/s, {} s left", grouped(static_cast<int64_t>(std::llround(rate))),
                        static_cast<int64_t>(std::ceil(left)));
  }
  return text;
}

std::chrono::milliseconds progress_interval(const char* text) {
  constexpr uint64_t kDefault = 200, kMost = 3'600'000;
  if (text == nullptr || *text == '\0') return std::chrono::milliseconds(kDefault);
  const std::string_view given(text);
  uint64_t value = 0;  // unsigned: a sign is refused, as are spaces and any other character
  const auto [end, error] = std::from_chars(given.data(), given.data() + given.size(), value);
  if (error != std::errc() || end != given.data() + given.size() || value > kMost) {
    throw std::invalid_argument(
        fmt::format("DATES_PROGRESS_INTERVAL_MS is '{}': expected whole milliseconds from 0 to {}",
                    given, kMost));
  }
  return std::chrono::milliseconds(value);
}

ProgressLine::ProgressLine(std::string label, int64_t total, std::ostream* out)
    : label_(std::move(label)),
      total_(total),
      out_(out),
      interval_(out != nullptr ? progress_interval(std::getenv("DATES_PROGRESS_INTERVAL_MS"))
                               : std::chrono::milliseconds(0)),
      start_(std::chrono::steady_clock::now()),
      last_shown_(start_) {}

ProgressLine::~ProgressLine() {
  if (out_ != nullptr && shown_) *out_ << "\r\033[K" << std::flush;
}

void ProgressLine::clear() {
  if (out_ == nullptr) return;
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!shown_) return;
  *out_ << "\r\033[K" << std::flush;
  shown_ = false;
}

void ProgressLine::advance(int64_t more) {
  if (out_ == nullptr) return;
  const std::lock_guard<std::mutex> lock(mutex_);
  done_ += more;
  const auto now = std::chrono::steady_clock::now();
  // At most once an interval (five times a second), and always at the end of a known total.
  if (now - last_shown_ < interval_ && (total_ <= 0 || done_ < total_)) {
    return;
  }
  last_shown_ = now;
  shown_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  *out_ << "\r\033[K" << progress_text(label_, done_, total_, seconds) << std::flush;
}

bool stderr_is_terminal() {
  return ::isatty(STDERR_FILENO) == 1;
}

}  // namespace dates
