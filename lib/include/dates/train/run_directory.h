// A training run's directory: who owns it, what is in it, and last/ written as one unit.
//
//   DIR/.dates-train.lock      held (flock) by the one training writing DIR; holds its pid
//   DIR/model.safetensors      the best model so far
//   DIR/last/                  model.safetensors + optimizer.safetensors of the latest step,
//                              stamped with the same step and run id (and average.safetensors,
//                              the weights' moving average, written first, with
//                              training.ema_decay)
//   DIR/metrics.jsonl, DIR/config.yaml
//
// last/ is replaced whole: the new pair is written into DIR/last.new.<pid>/ (each file flushed
// to disk), then exchanged with last/ in one atomic renameat2(RENAME_EXCHANGE); where the
// filesystem cannot exchange, last/ is renamed to last.old/ first, so a crash leaves either the
// previous complete pair (in last/ or last.old/) or the new one, never a mixture. A writer killed
// before its first rename (no last/ yet) leaves its complete pair in last.new.<pid>/: that is
// the run's state (a resume finds it, remove_leftovers makes it last/).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace dates {

// An exclusive lock on a run directory, released when destroyed (or when the process dies).
class RunLock {
 public:
  // Creates the directory if needed and takes the lock; throws std::runtime_error naming the
  // directory and the pid of the training that holds it.
  explicit RunLock(const std::string& directory);
  ~RunLock();
  RunLock(const RunLock&) = delete;
  RunLock& operator=(const RunLock&) = delete;

 private:
  int descriptor_ = -1;
};

// The lock of a run directory held shared, for a short write into it by a command other than
// its training (calibrate rewriting the model file): no training holds it meanwhile. Throws
// std::runtime_error naming the directory, the pid of the training that holds it and `purpose`
// ("writing the calibrated threshold"). Holds nothing where the directory has no lock file (no
// training has run there). Released when destroyed.
class SharedRunLock {
 public:
  SharedRunLock(const std::string& directory, const std::string& purpose);
  ~SharedRunLock();
  SharedRunLock(const SharedRunLock&) = delete;
  SharedRunLock& operator=(const SharedRunLock&) = delete;

 private:
  int descriptor_ = -1;
};

// The run files in `directory` (model.safetensors, last/, last.old/, metrics.jsonl,
// config.yaml, a complete last.new.<pid>/) that exist; empty when it holds no run.
std::vector<std::string> run_files(const std::string& directory);

// Removes the run files (for `train --overwrite`).
void remove_run_files(const std::string& directory);

// Removes what a crashed writer left: last.new.*/, *.tmp.* files, and last.old/ when last/ is
// complete; but when neither last/ nor a complete last.old/ exists, the complete last.new.*/ of
// the latest step (both files, stamped with the same step and run id) is renamed to last/ first,
// so the only complete state is kept. Call only while holding the RunLock.
void remove_leftovers(const std::string& directory);

// The directory holding the latest complete pair: DIR/last, or DIR/last.old when a crash came
// between the two renames of a filesystem without exchange, or the complete DIR/last.new.<pid>
// of the latest step when a crash came before the first last/ was renamed into place; throws
// std::runtime_error when none exists.
std::string last_state_directory(const std::string& directory);

// Writes a new last/: `write(staging)` writes model.safetensors and optimizer.safetensors into
// the staging directory it is given; then the staging directory replaces last/ as above.
void replace_last_state(const std::string& directory,
                        const std::function<void(const std::string& staging)>& write);

}  // namespace dates
