// Turning examples into padded id tensors, and choosing which examples form each step's batch.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

#include "dates/data/data.h"
#include "dates/data/vocabulary.h"

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
//
// Length bucketing (bucket_batches = N > 1, with one length per example): the permutation is
// cut into pools of N batches, each pool is sorted by length (ties keep the random order) and
// cut into its N batches, and the epoch's batches are then shuffled, so that a batch holds
// examples of similar length (less padding, fewer encoder steps) while every example is still
// seen once an epoch and the order of lengths stays random.
class BatchSchedule {
 public:
  BatchSchedule(size_t dataset_size, int64_t batch_size, uint64_t seed);
  BatchSchedule(const std::vector<int64_t>& lengths, int64_t batch_size, uint64_t seed,
                int64_t bucket_batches);
  std::vector<size_t> indices_for_step(int64_t step);  // step counts from 0
  int64_t batches_per_epoch() const { return batches_per_epoch_; }

 private:
  void arrange_epoch(int64_t epoch);

  size_t dataset_size_;
  int64_t batch_size_;
  uint64_t seed_;
  int64_t batches_per_epoch_;
  std::vector<int64_t> lengths_;  // empty: no bucketing
  int64_t bucket_batches_ = 1;
  int64_t cached_epoch_ = -1;
  std::vector<size_t> permutation_;  // the epoch's examples, batch after batch
};

// The source length of every example in characters, for BatchSchedule's bucketing.
std::vector<int64_t> source_lengths(const std::vector<Example>& examples);

}  // namespace dates
