// Turning examples into padded id tensors, and choosing which examples form each step's batch.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

#include "dates/data.h"
#include "dates/vocabulary.h"

namespace dates {

struct Batch {
  torch::Tensor source_ids;      // [B, S] long, padded with Vocabulary::kPad
  torch::Tensor source_lengths;  // [B] long, each >= 1
  torch::Tensor decoder_inputs;  // [B, T] long: kBegin, y_1 .. y_{T-1} (padded)
  torch::Tensor targets;         // [B, T] long: y_1 .. y_n, kEnd, then kPad
};

// Builds the batch of examples[indices] on `device`; T is the longest target plus one (kEnd).
Batch make_batch(const std::vector<Example>& examples, const std::vector<size_t>& indices,
                 const Vocabulary& source_vocabulary, const Vocabulary& target_vocabulary,
                 const torch::Device& device);

// Source-only batch for translation (no targets).
Batch make_source_batch(const std::vector<std::string>& sources,
                        const Vocabulary& source_vocabulary, const torch::Device& device);

// Which examples train at a given step, as a pure function of (seed, step): every epoch is a
// fresh random permutation of the dataset cut into full batches (the remainder is dropped), so
// a run resumed at step k sees exactly the batches an uninterrupted run would have.
class BatchSchedule {
 public:
  BatchSchedule(size_t dataset_size, int64_t batch_size, uint64_t seed);
  std::vector<size_t> indices_for_step(int64_t step);  // step counts from 0
  int64_t batches_per_epoch() const { return batches_per_epoch_; }

 private:
  size_t dataset_size_;
  int64_t batch_size_;
  uint64_t seed_;
  int64_t batches_per_epoch_;
  int64_t cached_epoch_ = -1;
  std::vector<size_t> permutation_;
};

}  // namespace dates
