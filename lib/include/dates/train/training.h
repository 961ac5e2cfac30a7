// The training loop: batches, teacher-forced loss, Adam, evaluation, checkpoints, metrics.
//
// A run directory (see dates/train/run_directory.h) holds:
//   model.safetensors          the best model so far by valid exact match (self-contained); with
//                              training.ema_decay > 0 the best of the weights' moving average
//                              (dates/train/weight_average.h), evaluated in its place
//   last/model.safetensors     the latest model  } one unit, replaced whole at every evaluation
//   last/optimizer.safetensors its Adam state     } and on a stop signal; --resume continues
//                                                   from them (same step and run id checked)
//   last/average.safetensors   with training.ema_decay > 0: the average, for the resume
//   metrics.jsonl              one JSON object per log or evaluation line
//   config.yaml                the resolved configuration
//   .dates-train.lock          locked by the training that writes the directory
// A fresh run refuses a directory holding another run's files (unless overwrite is set).
//
// Data parallelism (training.world_size > 1, see dates/train/distributed.h): each of the N
// processes trains on its contiguous shard of every global batch of training.batch_size examples
// (the same BatchSchedule everywhere), the gradients are summed across the ranks before clipping
// and the optimizer step, and the loss of each rank is the sum of its token losses over the token
// count of the whole global batch, so N ranks take the same steps as one process (within float
// rounding). Teacher forcing below 1 draws the coin flips of the whole global batch from the
// same generator as one process and each rank uses its own columns, so those agree too. Only
// rank 0 evaluates, logs and writes the run directory, in the same format as a single process
// (the launch keys world_size, rank and master are recorded at their defaults), so either kind
// of run resumes the other; on a distributed resume rank 0 sends last/ to the other ranks.
// metrics.jsonl log lines of a distributed run also carry world_size and allreduce_ms (the mean
// wall time per step of the gradient all-reduce, waiting for the slowest rank included).
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/io/config.h"

namespace dates {

// The step size of optimizer step `step` (0-based): learning_rate x (1 - (1 - lr_decay_to) x
// step / max_steps), a linear fall from learning_rate to learning_rate x lr_decay_to; a pure
// function of the step, so a resumed run takes the steps of one never stopped.
double learning_rate_at(const TrainingConfig& training, int64_t step);

class TrainingError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TrainingOptions {
  std::string resume_directory;  // empty: start fresh; else continue from DIR/last
  std::ostream* log = nullptr;   // "[train] ..." lines; nullptr for silence
  bool live_progress = false;    // redraw a progress line on a terminal between log lines
  // A fresh run into a directory that holds another run's files: false refuses, true removes
  // them first (`train --overwrite`).
  bool overwrite = false;
  // Reads data.test before training, so that a bad test file stops the run before it starts.
  bool check_test_data = true;
  // Polled after every step: a signal number (SIGINT, SIGTERM) stops the run after that step
  // with last/ saved; 0 goes on. Empty: never stop early.
  std::function<int()> stop_requested;
};

struct TrainingSummary {
  int64_t steps = 0;  // optimizer steps taken in total (resumed ones included)
  double best_valid_exact_match = 0;
  int64_t best_step = -1;  // -1: resumed from a file of an older version, which did not record it
  bool reached_target = false;
  double seconds = 0;            // wall time of this invocation
  std::vector<double> losses;    // the loss of every step this invocation took (global batch)
  double allreduce_seconds = 0;  // distributed: wall time in the gradient all-reduces
  int stopped_by_signal = 0;     // the signal that stopped the run early (last/ saved), or 0
};

// With training.world_size > 1 every rank calls this with the same configuration (its own
// training.rank); it throws DistributedError (dates/train/distributed.h) when the ranks cannot meet
// or one goes away, after at most about training.distributed_timeout_seconds.
TrainingSummary train(const ExperimentConfig& config, const TrainingOptions& options);

}  // namespace dates
