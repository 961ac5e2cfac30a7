// Stopping is saving: while a StopSignals is alive, the first SIGINT or SIGTERM only records
// itself (the training loop finishes its step, writes last/ and exits 128 + signal); a second
// one ends the process at once with that status.
#pragma once

namespace dates {

class StopSignals {
 public:
  // Installs the handlers; the first signal writes `notice` (static storage) to stderr.
  explicit StopSignals(
      const char* notice =
          "\ndates: stopping after this step: saving last/ (signal again to stop at once)\n");
  ~StopSignals();  // restores the previous ones
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

  // The first signal received (SIGINT or SIGTERM), 0 while none.
  static int received();
};

// The exit status a shell reports for a process stopped by `signal`: 128 + signal (130, 143).
int exit_status_for_signal(int signal);

}  // namespace dates
