// Dynamic batching for the service: concurrent requests are decoded together. Each request
// waits in a queue; one batcher thread takes the oldest, adds the requests behind it that share
// its decoding settings (BatchKey) until the batch holds max_batch_inputs inputs or max_wait has
// passed since the oldest arrived, decodes them in one call and hands each request its own
// results, in order. A request larger than max_batch_inputs is decoded alone, whole.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "dates/data/reading_order.h"
#include "dates/decode/normalizer.h"

namespace dates {

// What must be equal for two requests to be decoded in one call.
struct BatchKey {
  int64_t beam_size = 1;  // 1: greedy
  int64_t nbest = 1;
  bool detect_ambiguity = true;
  bool operator==(const BatchKey& other) const {
    return beam_size == other.beam_size && nbest == other.nbest &&
           detect_ambiguity == other.detect_ambiguity;
  }
};

struct BatchingOptions {
  int64_t max_batch_inputs = 256;  // inputs decoded together, at most
  // The oldest request waits at most this long for others. 0: a batch is what queued while the
  // previous one decoded (under load that fills batches by itself; scripts/bench/serve.py).
  std::chrono::microseconds max_wait{0};
};

// Decodes `inputs` (each read with its `orders` entry) with the settings of `key`; returns one
// result per input, in order. Runs on the batcher thread only.
using BatchDecoder = std::function<std::vector<NormalizedInput>(
    const std::vector<std::string>& inputs, const std::vector<ReadingOrder>& orders,
    const BatchKey& key)>;

class BatchingQueue {
 public:
  // Observes each decoded batch's input count (for the metrics); may be empty.
  using BatchObserver = std::function<void(int64_t inputs, int64_t requests)>;

  BatchingQueue(BatchDecoder decoder, BatchingOptions options, BatchObserver observer = {});
  ~BatchingQueue();  // shutdown()
  BatchingQueue(const BatchingQueue&) = delete;
  BatchingQueue& operator=(const BatchingQueue&) = delete;

  // Queues one request; the future holds its results (or the decoder's exception). Throws
  // std::logic_error after shutdown().
  std::future<std::vector<NormalizedInput>> submit(std::vector<std::string> inputs,
                                                   std::vector<ReadingOrder> orders, BatchKey key);

  // Decodes every request already queued, then stops the batcher thread. Idempotent.
  void shutdown();

  int64_t queued_requests() const;

 private:
  struct Pending {
    std::vector<std::string> inputs;
    std::vector<ReadingOrder> orders;
    BatchKey key;
    std::chrono::steady_clock::time_point arrived;
    std::promise<std::vector<NormalizedInput>> results;
  };

  void run();
  // Takes the oldest request and those behind it with its key, up to the input limit.
  std::vector<Pending> take_batch();

  BatchDecoder decoder_;
  BatchingOptions options_;
  BatchObserver observer_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Pending> queue_;
  bool stopping_ = false;
  std::thread batcher_;
};

}  // namespace dates
