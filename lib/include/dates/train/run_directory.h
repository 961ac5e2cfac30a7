// A training run's directory: who owns it, what is in it, and last/ written as one unit.
//
//   DIR/.dates-train.lock      held (flock) by the one training writing DIR; holds its pid
//   DIR/model.safetensors      the best model so far
//   DIR/last/                  model.safetensors + optimizer.safetensors of the latest step,
//                              stamped with the same step and run id
//   DIR/metrics.jsonl, DIR/config.yaml
//
// last/ is replaced whole: the new pair is written into DIR/last.new.<pid>/ (each file flushed
// to disk), then exchanged with last/ in one atomic renameat2(RENAME_EXCHANGE); where the
// filesystem cannot exchange, last/ is renamed to last.old/ first, so a crash leaves either the
// previous complete pair (in last/ or last.old/) or the new one, never a mixture.
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

// The run files in `directory` (model.safetensors, last/, last.old/, metrics.jsonl,
// config.yaml) that exist; empty when it holds no run.
std::vector<std::string> run_files(const std::string& directory);

// Removes the run files (for `train --overwrite`).
void remove_run_files(const std::string& directory);

// Removes what a crashed writer left: last.new.*/, *.tmp.* files, and last.old/ when last/ is
// complete. Call only while holding the RunLock.
void remove_leftovers(const std::string& directory);

// The directory holding the latest complete pair: DIR/last, or DIR/last.old when a crash came
// between the two renames of a filesystem without exchange; throws std::runtime_error when
// neither exists.
std::string last_state_directory(const std::string& directory);

// Writes a new last/: `write(staging)` writes model.safetensors and optimizer.safetensors into
// the staging directory it is given; then the staging directory replaces last/ as above.
void replace_last_state(const std::string& directory,
                        const std::function<void(const std::string& staging)>& write);

}  // namespace dates
