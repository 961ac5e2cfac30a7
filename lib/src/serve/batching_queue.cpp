#include "dates/serve/batching_queue.h"

#include <stdexcept>
#include <utility>

namespace dates {

BatchingQueue::BatchingQueue(BatchDecoder decoder, BatchingOptions options, BatchObserver observer)
    : decoder_(std::move(decoder)), options_(options), observer_(std::move(observer)) {
  if (options_.max_batch_inputs < 1) {
    throw std::invalid_argument("BatchingQueue: max_batch_inputs must be at least 1");
  }
  batcher_ = std::thread([this] { run(); });
}

BatchingQueue::~BatchingQueue() {
  shutdown();
}

std::future<std::vector<NormalizedInput>> BatchingQueue::submit(std::vector<std::string> inputs,
                                                                std::vector<ReadingOrder> orders,
                                                                BatchKey key) {
  if (orders.size() != inputs.size()) {
    throw std::invalid_argument("BatchingQueue::submit: one reading order per input");
  }
  Pending pending{std::move(inputs), std::move(orders), key, std::chrono::steady_clock::now(), {}};
  auto future = pending.results.get_future();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) throw std::logic_error("BatchingQueue::submit after shutdown");
    queue_.push_back(std::move(pending));
  }
  changed_.notify_one();
  return future;
}

void BatchingQueue::shutdown() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_one();
  if (batcher_.joinable()) batcher_.join();
}

int64_t BatchingQueue::queued_requests() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int64_t>(queue_.size());
}

std::vector<BatchingQueue::Pending> BatchingQueue::take_batch() {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
  if (queue_.empty()) return {};  // stopping, nothing left
  // Inputs of the queued requests that could join the oldest one's batch.
  const auto joinable_inputs = [&] {
    int64_t inputs = 0;
    for (const auto& pending : queue_) {
      if (pending.key == queue_.front().key) inputs += static_cast<int64_t>(pending.inputs.size());
    }
    return inputs;
  };
  const auto deadline = queue_.front().arrived + options_.max_wait;
  // Wait for more requests until the batch is full, the oldest has waited long enough, or the
  // queue is being drained (no one else is coming).
  while (!stopping_ && joinable_inputs() < options_.max_batch_inputs &&
         changed_.wait_until(lock, deadline) != std::cv_status::timeout) {
  }
  std::vector<Pending> batch;
  int64_t inputs = 0;
  const BatchKey key = queue_.front().key;
  for (auto it = queue_.begin(); it != queue_.end();) {
    const auto size = static_cast<int64_t>(it->inputs.size());
    if (it->key == key && (batch.empty() || inputs + size <= options_.max_batch_inputs)) {
      inputs += size;
      batch.push_back(std::move(*it));
      it = queue_.erase(it);
    } else {
      ++it;
    }
  }
  return batch;
}

void BatchingQueue::run() {
  for (;;) {
    auto batch = take_batch();
    if (batch.empty()) return;
    std::vector<std::string> inputs;
    std::vector<ReadingOrder> orders;
    for (const auto& pending : batch) {
      inputs.insert(inputs.end(), pending.inputs.begin(), pending.inputs.end());
      orders.insert(orders.end(), pending.orders.begin(), pending.orders.end());
    }
    if (observer_) {
      observer_(static_cast<int64_t>(inputs.size()), static_cast<int64_t>(batch.size()));
    }
    std::vector<NormalizedInput> results;
    try {
      results = decoder_(inputs, orders, batch.front().key);
      if (results.size() != inputs.size()) {
        throw std::logic_error("BatchingQueue: the decoder returned " +
                               std::to_string(results.size()) + " results for " +
                               std::to_string(inputs.size()) + " inputs");
      }
    } catch (...) {
      for (auto& pending : batch) pending.results.set_exception(std::current_exception());
      continue;
    }
    size_t offset = 0;
    for (auto& pending : batch) {
      const auto begin = results.begin() + static_cast<std::ptrdiff_t>(offset);
      const auto end = begin + static_cast<std::ptrdiff_t>(pending.inputs.size());
      pending.results.set_value(std::vector<NormalizedInput>(std::make_move_iterator(begin),
                                                             std::make_move_iterator(end)));
      offset += pending.inputs.size();
    }
  }
}

}  // namespace dates
