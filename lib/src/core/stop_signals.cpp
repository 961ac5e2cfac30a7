#include "dates/core/stop_signals.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstring>

namespace dates {

namespace {

std::atomic<int> first_signal{0};
std::atomic<const char*> first_signal_notice{nullptr};
struct sigaction previous_interrupt {
}, previous_terminate{};

void on_signal(int signal) {
  int expected = 0;
  if (first_signal.compare_exchange_strong(expected, signal)) {
    const char* notice = first_signal_notice.load();
    [[maybe_unused]] const auto written = ::write(STDERR_FILENO, notice, std::strlen(notice));
    return;
  }
  ::_exit(128 + signal);  // the second signal: at once (async-signal-safe)
}

}  // namespace

StopSignals::StopSignals(const char* notice) {
  first_signal = 0;
  first_signal_notice = notice;
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, &previous_interrupt);
  sigaction(SIGTERM, &action, &previous_terminate);
}

StopSignals::~StopSignals() {
  sigaction(SIGINT, &previous_interrupt, nullptr);
  sigaction(SIGTERM, &previous_terminate, nullptr);
}

int StopSignals::received() {
  return first_signal.load();
}

int exit_status_for_signal(int signal) {
  return 128 + signal;
}

}  // namespace dates
