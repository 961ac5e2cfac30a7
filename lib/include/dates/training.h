// The training loop: batches, teacher-forced loss, Adam, evaluation, checkpoints, metrics.
//
// A run directory holds:
//   model.safetensors          the best model so far by valid exact match (self-contained)
//   last/model.safetensors     the latest model  } written together at every evaluation;
//   last/optimizer.safetensors its Adam state     } --resume continues from them
//   metrics.jsonl              one JSON object per log or evaluation line
//   config.yaml                the resolved configuration
#pragma once

#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/config.h"

namespace dates {

class TrainingError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TrainingOptions {
  std::string resume_directory;  // empty: start fresh; else continue from DIR/last
  std::ostream* log = nullptr;   // "[train] ..." lines; nullptr for silence
  bool live_progress = false;    // redraw a progress line on a terminal between log lines
};

struct TrainingSummary {
  int64_t steps = 0;  // optimizer steps taken in total (resumed ones included)
  double best_valid_exact_match = 0;
  int64_t best_step = 0;
  bool reached_target = false;
  double seconds = 0;          // wall time of this invocation
  std::vector<double> losses;  // the loss of every step this invocation took
};

TrainingSummary train(const ExperimentConfig& config, const TrainingOptions& options);

}  // namespace dates
