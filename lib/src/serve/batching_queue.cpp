#include "dates/serve/batching_queue.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace dates {

BatchingQueue::BatchingQueue(BatchDecoder decoder, BatchingOptions options, BatchObserver observer)
    : decoder_(std::move(decoder)), options_(options), observer_(std::move(observer)) {
  if (options_.max_batch_inputs < 1) {
    throw std::invalid_argument("BatchingQueue: max_batch_inputs must be at least 1");
  }
  if (options_.slice_inputs < 1) {
    throw std::invalid_argument("BatchingQueue: slice_inputs must be at least 1");
  }
  batcher_ = std::thread([this] { run(); });
}

BatchingQueue::~BatchingQueue() {
  shutdown();
}

void BatchingQueue::submit(std::vector<std::string> inputs, std::vector<ReadingOrder> orders,
                           BatchKey key, Completion done, CancelFlag cancelled) {
  if (orders.size() != inputs.size()) {
    throw std::invalid_argument("BatchingQueue::submit: one reading order per input");
  }
  auto pending = std::make_shared<Pending>();
  pending->inputs = std::move(inputs);
  pending->orders = std::move(orders);
  pending->key = key;
  pending->arrived = std::chrono::steady_clock::now();
  pending->done = std::move(done);
  pending->cancelled = std::move(cancelled);
  pending->results.resize(pending->inputs.size());
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) throw std::logic_error("BatchingQueue::submit after shutdown");
    if (!pending->inputs.empty()) queue_.push_back(pending);
  }
  if (pending->inputs.empty()) {  // nothing to decode
    pending->done({}, nullptr);
    return;
  }
  changed_.notify_one();
}

std::future<std::vector<Reading>> BatchingQueue::submit(std::vector<std::string> inputs,
                                                        std::vector<ReadingOrder> orders,
                                                        BatchKey key, CancelFlag cancelled) {
  auto promise = std::make_shared<std::promise<std::vector<Reading>>>();
  auto future = promise->get_future();
  submit(
      std::move(inputs), std::move(orders), key,
      [promise](std::vector<Reading> results, std::exception_ptr error) {
        if (error) {
          promise->set_exception(error);
        } else {
          promise->set_value(std::move(results));
        }
      },
      std::move(cancelled));
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

int64_t BatchingQueue::cancelled_requests() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cancelled_;
}

int64_t BatchingQueue::budget_of(const BatchKey& key) const {
  return std::max<int64_t>(1, options_.max_batch_inputs / std::max<int64_t>(1, key.beam_size));
}

std::vector<std::shared_ptr<BatchingQueue::Pending>> BatchingQueue::drop_cancelled() {
  std::vector<std::shared_ptr<Pending>> dropped;
  for (auto it = queue_.begin(); it != queue_.end();) {
    if ((*it)->is_cancelled()) {
      dropped.push_back(std::move(*it));
      it = queue_.erase(it);
    } else {
      ++it;
    }
  }
  cancelled_ += static_cast<int64_t>(dropped.size());
  return dropped;
}

std::vector<BatchingQueue::Slice> BatchingQueue::take_batch() {
  std::vector<std::shared_ptr<Pending>> dropped;
  std::vector<Slice> batch;
  {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      dropped = drop_cancelled();
      if (!queue_.empty() || stopping_ || !dropped.empty()) break;
    }
    if (queue_.empty()) {
      lock.unlock();
      for (auto& request : dropped) request->done({}, std::make_exception_ptr(RequestCancelled()));
      return {};  // stopping with nothing left, or only dropped requests: the caller comes back
    }
    const BatchKey key = queue_.front()->key;
    const int64_t budget = budget_of(key);
    // Inputs of the queued requests that could join the head one's batch.
    const auto joinable_inputs = [&] {
      int64_t inputs = 0;
      for (const auto& pending : queue_) {
        if (pending->key == key) {
          inputs += static_cast<int64_t>(pending->inputs.size() - pending->next);
        }
      }
      return inputs;
    };
    // Wait for more requests until the batch is full, the head request has waited long enough
    // (a request whose first slices are decoded has), or the queue is being drained (no one
    // else is coming).
    const auto deadline = queue_.front()->next > 0 ? std::chrono::steady_clock::now()
                                                   : queue_.front()->arrived + options_.max_wait;
    while (!stopping_ && joinable_inputs() < budget &&
           changed_.wait_until(lock, deadline) != std::cv_status::timeout) {
    }
    // Requests cancelled while waiting are not taken (the head one included).
    for (auto& request : drop_cancelled()) dropped.push_back(std::move(request));
    if (!queue_.empty() && queue_.front()->key == key) {
      std::vector<std::shared_ptr<Pending>> members;
      for (const auto& pending : queue_) {
        if (pending->key == key) members.push_back(pending);
      }
      // Round-robin: each member adds up to slice_inputs inputs per round.
      std::vector<size_t> taken(members.size(), 0);
      int64_t room = budget;
      bool added = true;
      while (room > 0 && added) {
        added = false;
        for (size_t m = 0; m < members.size() && room > 0; ++m) {
          const auto left = members[m]->inputs.size() - members[m]->next - taken[m];
          const auto count = std::min<size_t>(
              {left, static_cast<size_t>(options_.slice_inputs), static_cast<size_t>(room)});
          if (count == 0) continue;
          taken[m] += count;
          room -= static_cast<int64_t>(count);
          added = true;
        }
      }
      for (size_t m = 0; m < members.size(); ++m) {
        if (taken[m] == 0) continue;
        batch.push_back({members[m], members[m]->next, taken[m]});
        members[m]->next += taken[m];
      }
      // The members taken leave the queue; those with inputs left go to its back, in order.
      std::vector<std::shared_ptr<Pending>> unfinished;
      for (const auto& slice : batch) {
        queue_.erase(std::find(queue_.begin(), queue_.end(), slice.request));
        if (slice.request->next < slice.request->inputs.size()) unfinished.push_back(slice.request);
      }
      for (auto& request : unfinished) queue_.push_back(std::move(request));
    }
  }
  for (auto& request : dropped) request->done({}, std::make_exception_ptr(RequestCancelled()));
  return batch;
}

void BatchingQueue::run() {
  for (;;) {
    auto batch = take_batch();
    if (batch.empty()) {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_ && queue_.empty()) return;
      continue;
    }
    std::vector<std::string> inputs;
    std::vector<ReadingOrder> orders;
    for (const auto& slice : batch) {
      const auto begin = static_cast<std::ptrdiff_t>(slice.begin);
      const auto end = static_cast<std::ptrdiff_t>(slice.begin + slice.count);
      inputs.insert(inputs.end(), slice.request->inputs.begin() + begin,
                    slice.request->inputs.begin() + end);
      orders.insert(orders.end(), slice.request->orders.begin() + begin,
                    slice.request->orders.begin() + end);
    }
    if (observer_) {
      observer_(static_cast<int64_t>(inputs.size()), static_cast<int64_t>(batch.size()));
    }
    std::vector<Reading> results;
    std::exception_ptr error;
    try {
      results = decoder_(inputs, orders, batch.front().request->key);
      if (results.size() != inputs.size()) {
        throw std::logic_error("BatchingQueue: the decoder returned " +
                               std::to_string(results.size()) + " results for " +
                               std::to_string(inputs.size()) + " inputs");
      }
    } catch (...) {
      error = std::current_exception();
    }
    // Finished requests are told outside the lock (their completion may take it: submit).
    std::vector<std::shared_ptr<Pending>> finished;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      size_t offset = 0;
      for (const auto& slice : batch) {
        auto& request = *slice.request;
        if (!error) {
          std::move(results.begin() + static_cast<std::ptrdiff_t>(offset),
                    results.begin() + static_cast<std::ptrdiff_t>(offset + slice.count),
                    request.results.begin() + static_cast<std::ptrdiff_t>(slice.begin));
        }
        offset += slice.count;
        const bool failed = static_cast<bool>(error);
        if (failed || request.next == request.inputs.size()) {
          // A failed request leaves the queue with its other slices.
          if (failed) {
            const auto it = std::find(queue_.begin(), queue_.end(), slice.request);
            if (it != queue_.end()) queue_.erase(it);
          }
          finished.push_back(slice.request);
        }
      }
    }
    for (auto& request : finished) {
      if (error) {
        request->done({}, error);
      } else {
        request->done(std::move(request->results), nullptr);
      }
    }
  }
}

}  // namespace dates
