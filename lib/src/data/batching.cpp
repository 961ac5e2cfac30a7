#include "dates/data/batching.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <algorithm>
#include <stdexcept>

#include "dates/core/random.h"

namespace dates {

namespace {

// Rows of ids padded with kPad into a [rows, width] long tensor.
torch::Tensor pad_rows(const std::vector<std::vector<int64_t>>& rows, size_t width) {
  auto padded = torch::full({static_cast<int64_t>(rows.size()), static_cast<int64_t>(width)},
                            Vocabulary::kPad, torch::kLong);
  auto accessor = padded.accessor<int64_t, 2>();
  for (size_t r = 0; r < rows.size(); ++r) {
    for (size_t c = 0; c < rows[r].size(); ++c) {
      accessor[static_cast<int64_t>(r)][static_cast<int64_t>(c)] = rows[r][c];
    }
  }
  return padded;
}

torch::Tensor lengths_of(const std::vector<std::vector<int64_t>>& rows) {
  std::vector<int64_t> lengths;
  for (const auto& row : rows) lengths.push_back(static_cast<int64_t>(row.size()));
  return torch::tensor(lengths, torch::kLong);
}

size_t longest(const std::vector<std::vector<int64_t>>& rows) {
  size_t width = 0;
  for (const auto& row : rows) width = std::max(width, row.size());
  return width;
}

}  // namespace

Batch make_source_batch(const std::vector<std::string>& sources,
                        const Vocabulary& source_vocabulary, const torch::Device& device) {
  std::vector<std::vector<int64_t>> rows;
  for (const auto& source : sources) {
    rows.push_back(source_vocabulary.encode(source));
    if (rows.back().empty()) throw std::invalid_argument("cannot encode an empty source");
  }
  return {pad_rows(rows, longest(rows)).to(device), lengths_of(rows).to(device), {}, {}};
}

Batch make_batch(const std::vector<Example>& examples, const std::vector<size_t>& indices,
                 const Vocabulary& source_vocabulary, const Vocabulary& target_vocabulary,
                 const torch::Device& device) {
  std::vector<std::string> sources;
  std::vector<std::vector<int64_t>> inputs, targets;
  for (const size_t index : indices) {
    const auto& example = examples.at(index);
    sources.push_back(example.source);
    auto target = target_vocabulary.encode(example.target);
    std::vector<int64_t> input = {Vocabulary::kBegin};
    input.insert(input.end(), target.begin(), target.end());
    target.push_back(Vocabulary::kEnd);
    inputs.push_back(std::move(input));
    targets.push_back(std::move(target));
  }
  auto batch = make_source_batch(sources, source_vocabulary, device);
  const size_t width = longest(targets);
  batch.decoder_inputs = pad_rows(inputs, width).to(device);
  batch.targets = pad_rows(targets, width).to(device);
  return batch;
}

BatchSchedule::BatchSchedule(size_t dataset_size, int64_t batch_size, uint64_t seed)
    : dataset_size_(dataset_size), batch_size_(batch_size), seed_(seed) {
  if (batch_size <= 0 || dataset_size < static_cast<size_t>(batch_size)) {
    throw std::invalid_argument(fmt::format(
        "the batch size ({}) must be positive and at most the number of training examples ({})",
        batch_size, dataset_size));
  }
  batches_per_epoch_ = static_cast<int64_t>(dataset_size) / batch_size;
}

BatchSchedule::BatchSchedule(const std::vector<int64_t>& lengths, int64_t batch_size, uint64_t seed,
                             int64_t bucket_batches)
    : BatchSchedule(lengths.size(), batch_size, seed) {
  if (bucket_batches < 1) {
    throw std::invalid_argument(
        fmt::format("bucket_batches must be >= 1 (1 = no bucketing), not {}", bucket_batches));
  }
  bucket_batches_ = bucket_batches;
  if (bucket_batches > 1) lengths_ = lengths;
}

void BatchSchedule::arrange_epoch(int64_t epoch) {
  permutation_ = random_permutation(dataset_size_, mix_seed(seed_, static_cast<uint64_t>(epoch)));
  if (lengths_.empty()) return;
  const auto used = static_cast<size_t>(batches_per_epoch_ * batch_size_);  // full batches only
  const auto pool = static_cast<size_t>(bucket_batches_ * batch_size_);
  for (size_t begin = 0; begin < used; begin += pool) {
    const auto end = permutation_.begin() + static_cast<int64_t>(std::min(used, begin + pool));
    std::stable_sort(permutation_.begin() + static_cast<int64_t>(begin), end,
                     [this](size_t a, size_t b) { return lengths_[a] < lengths_[b]; });
  }
  // Shuffle whole batches, with a stream of its own (the epoch's permutation used the other).
  const auto order = random_permutation(
      static_cast<size_t>(batches_per_epoch_),
      mix_seed(mix_seed(seed_, static_cast<uint64_t>(epoch)), /*stream: batch order*/ 1));
  std::vector<size_t> arranged;
  arranged.reserve(permutation_.size());
  for (const size_t batch : order) {
    const auto first = permutation_.begin() + static_cast<int64_t>(batch) * batch_size_;
    arranged.insert(arranged.end(), first, first + batch_size_);
  }
  permutation_ = std::move(arranged);
}

std::vector<size_t> BatchSchedule::indices_for_step(int64_t step) {
  const int64_t epoch = step / batches_per_epoch_;
  if (epoch != cached_epoch_) {
    arrange_epoch(epoch);
    cached_epoch_ = epoch;
  }
  const auto begin = permutation_.begin() + (step % batches_per_epoch_) * batch_size_;
  return {begin, begin + batch_size_};
}

std::vector<int64_t> source_lengths(const std::vector<Example>& examples) {
  std::vector<int64_t> lengths;
  lengths.reserve(examples.size());
  for (const auto& example : examples) {
    lengths.push_back(static_cast<int64_t>(count_characters(example.source)));
  }
  return lengths;
}

}  // namespace dates
