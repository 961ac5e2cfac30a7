// Dynamic batching for the service: concurrent requests are decoded together, in slices, fairly.
// Each request waits in a queue in turn; one batcher thread takes the request at the head of the
// queue and the requests behind it that share its decoding settings (BatchKey), round-robin, at
// most slice_inputs inputs of each per round, until the batch holds its budget of work
// (max_batch_inputs inputs x beam) or max_wait has passed since the head request arrived; it
// decodes them in one call and gives each request its slice's results. A request with inputs
// left goes to the back of the queue, so a large request (1024 inputs at beam 16) is decoded
// slice by slice between the others: a small request waits for about one batch, not for the
// large one. Keys take turns the same way. A request is answered (its Completion called, on the
// batcher thread) once every slice of it is decoded; a request whose `cancelled` flag is set
// (its client has gone) has its slices not yet decoded dropped.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "dates/data/reading_order.h"
#include "dates/decode/date_reader.h"

namespace dates {

// What must be equal for two requests to be decoded in one call.
struct BatchKey {
  int64_t beam_size = 1;  // 1: greedy
  int64_t nbest = 1;
  bool auto_order = true;  // the orders are columns' decisions (order auto): mark inconsistent
  bool operator==(const BatchKey& other) const {
    return beam_size == other.beam_size && nbest == other.nbest && auto_order == other.auto_order;
  }
};

struct BatchingOptions {
  // A batch's work, at most: inputs x beam width (256: 256 inputs greedy, 16 at beam 16). A
  // request larger than this is decoded in several batches.
  int64_t max_batch_inputs = 256;
  // Inputs one request adds to a batch per round, at most: several waiting requests share a
  // batch rather than the first filling it.
  int64_t slice_inputs = 32;
  // The head request waits at most this long for others. 0: a batch is what queued while the
  // previous one decoded (under load that fills batches by itself; scripts/bench/serve.py).
  std::chrono::microseconds max_wait{0};
};

// Decodes `inputs` (each read with its `orders` entry) with the settings of `key`; returns one
// result per input, in order. Runs on the batcher thread only.
using BatchDecoder = std::function<std::vector<Reading>(const std::vector<std::string>& inputs,
                                                        const std::vector<ReadingOrder>& orders,
                                                        const BatchKey& key)>;

// Given to a request dropped because its cancelled flag was set.
struct RequestCancelled : std::runtime_error {
  RequestCancelled() : std::runtime_error("the request was cancelled (its client has gone)") {}
};

class BatchingQueue {
 public:
  // Observes each decoded batch's input count and the requests it held (for the metrics); may
  // be empty.
  using BatchObserver = std::function<void(int64_t inputs, int64_t requests)>;
  // A request's end, called once on the batcher thread: its results in order, or the error
  // (the decoder's exception, RequestCancelled) with no results. Must not block.
  using Completion = std::function<void(std::vector<Reading> results, std::exception_ptr)>;
  using CancelFlag = std::shared_ptr<std::atomic<bool>>;

  BatchingQueue(BatchDecoder decoder, BatchingOptions options, BatchObserver observer = {});
  ~BatchingQueue();  // shutdown()
  BatchingQueue(const BatchingQueue&) = delete;
  BatchingQueue& operator=(const BatchingQueue&) = delete;

  // Queues one request; `done` is called when it is decoded, failed or dropped. `cancelled`
  // (may be null) set to true drops the slices not yet decoded. Throws std::logic_error after
  // shutdown().
  void submit(std::vector<std::string> inputs, std::vector<ReadingOrder> orders, BatchKey key,
              Completion done, CancelFlag cancelled = nullptr);
  // The same, with a future holding the results (or the error).
  std::future<std::vector<Reading>> submit(std::vector<std::string> inputs,
                                           std::vector<ReadingOrder> orders, BatchKey key,
                                           CancelFlag cancelled = nullptr);

  // Decodes every request already queued (but those cancelled), then stops the batcher
  // thread. Idempotent.
  void shutdown();

  int64_t queued_requests() const;
  int64_t cancelled_requests() const;  // dropped because cancelled, since the start

 private:
  struct Pending {
    std::vector<std::string> inputs;
    std::vector<ReadingOrder> orders;
    BatchKey key;
    std::chrono::steady_clock::time_point arrived;
    Completion done;
    CancelFlag cancelled;
    size_t next = 0;               // the first input not yet taken into a batch
    std::vector<Reading> results;  // filled slice by slice
    bool is_cancelled() const { return cancelled && cancelled->load(); }
  };
  // Inputs [begin, begin + count) of one request, in a batch.
  struct Slice {
    std::shared_ptr<Pending> request;
    size_t begin;
    size_t count;
  };

  void run();
  // Takes slices of the request at the head of the queue and of those behind it with its key,
  // round-robin, up to the batch's budget; requests with inputs left go to the back.
  std::vector<Slice> take_batch();
  // Removes the cancelled requests from the queue; returns them, to be told outside the lock.
  std::vector<std::shared_ptr<Pending>> drop_cancelled();
  int64_t budget_of(const BatchKey& key) const;

  BatchDecoder decoder_;
  BatchingOptions options_;
  BatchObserver observer_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::shared_ptr<Pending>> queue_;
  int64_t cancelled_ = 0;
  bool stopping_ = false;
  std::thread batcher_;
};

}  // namespace dates
