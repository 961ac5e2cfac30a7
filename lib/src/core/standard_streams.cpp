#include "dates/core/standard_streams.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <string>

namespace dates {

namespace {

ClosedStreams closed_at_start;

bool is_closed(int descriptor) {
  return ::fcntl(descriptor, F_GETFD) == -1 && errno == EBADF;
}

}  // namespace

ClosedStreams reserve_standard_streams() noexcept {
  ClosedStreams closed;
  closed.input = is_closed(0);
  closed.output = is_closed(1);
  closed.error = is_closed(2);
  // open() returns the lowest free descriptor, so the closed ones are filled in order.
  for (int descriptor = 0; descriptor <= 2; ++descriptor) {
    if (!is_closed(descriptor)) continue;
    const int opened = ::open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY);
    if (opened >= 0 && opened != descriptor) {
      ::dup2(opened, descriptor);
      ::close(opened);
    }
  }
  closed_at_start = closed;
  return closed;
}

const ClosedStreams& closed_standard_streams() noexcept {
  return closed_at_start;
}

void write_diagnostic(std::string_view text) noexcept {
  while (!text.empty()) {
    const auto written = ::write(2, text.data(), text.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    text.remove_prefix(static_cast<size_t>(written));
  }
}

void write_all(int descriptor, std::string_view text, std::string_view destination) {
  while (!text.empty()) {
    const auto written = ::write(descriptor, text.data(), text.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) {
      const int error = written < 0 ? errno : EIO;
      throw std::runtime_error("cannot write to " + std::string(destination) + ": " +
                               std::strerror(error));
    }
    text.remove_prefix(static_cast<size_t>(written));
  }
}

void ignore_broken_pipes() noexcept {
  std::signal(SIGPIPE, SIG_IGN);
}

}  // namespace dates
