// The service's dynamic batching (dates/serve/batching_queue.h), with a stand-in decoder that
// records each batch and can be held at a gate, so that what queues up behind a decoding batch
// is known exactly. No timing is asserted; waits are bounded (a hang fails, it does not block).
#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/serve/batching_queue.h"

using namespace dates;
using namespace std::chrono_literals;

namespace {

struct RecordedBatch {
  std::vector<std::string> inputs;
  BatchKey key;
};

// Answers each input with source = "INPUT|nbest=K|ORDER"; holds the first batch until open().
class GatedDecoder {
 public:
  std::vector<NormalizedInput> operator()(const std::vector<std::string>& inputs,
                                          const std::vector<ReadingOrder>& orders,
                                          const BatchKey& key) {
    std::unique_lock<std::mutex> lock(mutex_);
    batches_.push_back({inputs, key});
    entered_.notify_all();
    changed_.wait(lock, [&] { return open_; });
    if (fail_next_) {
      fail_next_ = false;
      throw std::runtime_error("decoder failed");
    }
    std::vector<NormalizedInput> results(inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
      results[i].source =
          inputs[i] + "|nbest=" + std::to_string(key.nbest) + "|" + to_string(orders[i]);
    }
    return results;
  }
  // Waits (at most 10 s) until the decoder has been called `count` times.
  bool wait_for_batches(size_t count) {
    std::unique_lock<std::mutex> lock(mutex_);
    return entered_.wait_for(lock, 10s, [&] { return batches_.size() >= count; });
  }
  void open() {
    std::lock_guard<std::mutex> lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }
  void fail_next() {
    std::lock_guard<std::mutex> lock(mutex_);
    fail_next_ = true;
  }
  std::vector<RecordedBatch> batches() {
    std::lock_guard<std::mutex> lock(mutex_);
    return batches_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable entered_, changed_;
  std::vector<RecordedBatch> batches_;
  bool open_ = false;
  bool fail_next_ = false;
};

BatchDecoder decoder_of(GatedDecoder& gated) {
  return [&gated](const std::vector<std::string>& inputs, const std::vector<ReadingOrder>& orders,
                  const BatchKey& key) { return gated(inputs, orders, key); };
}

std::vector<std::string> numbered(const std::string& prefix, int count) {
  std::vector<std::string> inputs;
  for (int i = 0; i < count; ++i) inputs.push_back(prefix + "-" + std::to_string(i));
  return inputs;
}

std::future<std::vector<NormalizedInput>> submit(BatchingQueue& queue,
                                                 std::vector<std::string> inputs, int64_t nbest = 1,
                                                 ReadingOrder order = ReadingOrder::kMdy) {
  std::vector<ReadingOrder> orders(inputs.size(), order);
  BatchKey key;
  key.nbest = nbest;
  key.beam_size = nbest;
  return queue.submit(std::move(inputs), std::move(orders), key);
}

std::vector<std::string> sources(const std::vector<NormalizedInput>& results) {
  std::vector<std::string> texts;
  for (const auto& result : results) texts.push_back(result.source);
  return texts;
}

BatchingOptions options(int64_t max_batch, std::chrono::microseconds max_wait) {
  BatchingOptions options;
  options.max_batch_inputs = max_batch;
  options.max_wait = max_wait;
  return options;
}

}  // namespace

TEST_CASE(
    "Requests queued behind a decoding batch are decoded together, each answered with "
    "its own results in order",
    "[serve][batching]") {
  GatedDecoder gated;
  int64_t observed_inputs = 0, observed_requests = 0;
  BatchingQueue queue(decoder_of(gated), options(100, 1h), [&](int64_t inputs, int64_t requests) {
    observed_inputs += inputs;
    observed_requests += requests;
  });
  // With max_wait an hour, "first" waits until 99 more inputs fill its batch.
  auto first = submit(queue, {"first"});
  auto full = submit(queue, numbered("full", 99));
  REQUIRE(gated.wait_for_batches(1));
  std::vector<std::future<std::vector<NormalizedInput>>> behind;
  for (int r = 0; r < 20; ++r)
    behind.push_back(submit(queue, numbered("r" + std::to_string(r), 5)));
  gated.open();
  for (int r = 0; r < 20; ++r) {
    REQUIRE(behind[r].wait_for(10s) == std::future_status::ready);
    std::vector<std::string> expected;
    for (const auto& input : numbered("r" + std::to_string(r), 5)) {
      expected.push_back(input + "|nbest=1|mdy");
    }
    CHECK(sources(behind[r].get()) == expected);
  }
  CHECK(sources(first.get()) == std::vector<std::string>{"first|nbest=1|mdy"});
  CHECK(full.get().size() == 99);
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 2);
  CHECK(batches[0].inputs.size() == 100);  // "first" and "full", filled to max_batch
  CHECK(batches[1].inputs.size() == 100);  // all 20 requests behind it, in one call
  CHECK(batches[1].inputs.front() == "r0-0");
  CHECK(batches[1].inputs.back() == "r19-4");
  queue.shutdown();
  CHECK(observed_inputs == 200);
  CHECK(observed_requests == 22);
}

TEST_CASE(
    "A batch never holds more than max_batch inputs, except one request larger than it, "
    "decoded alone and whole",
    "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(7, 5ms));
  auto large = submit(queue, numbered("large", 10));
  REQUIRE(gated.wait_for_batches(1));
  std::vector<std::future<std::vector<NormalizedInput>>> small;
  for (int r = 0; r < 10; ++r) small.push_back(submit(queue, numbered("s" + std::to_string(r), 3)));
  gated.open();
  for (auto& future : small) {
    REQUIRE(future.wait_for(10s) == std::future_status::ready);
    CHECK(future.get().size() == 3);
  }
  CHECK(large.get().size() == 10);
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 6);  // the large request, then 5 batches of two 3-input requests
  CHECK(batches[0].inputs.size() == 10);
  for (size_t b = 1; b < batches.size(); ++b) CHECK(batches[b].inputs.size() == 6);
}

TEST_CASE("Requests with different decoding settings are never decoded together",
          "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(64, 5ms));
  auto opener = submit(queue, numbered("open", 64));
  REQUIRE(gated.wait_for_batches(1));
  std::vector<std::future<std::vector<NormalizedInput>>> futures;
  for (int r = 0; r < 8; ++r) {
    futures.push_back(submit(queue, {"x" + std::to_string(r)}, /*nbest=*/1 + r % 2,
                             r % 3 == 0 ? ReadingOrder::kDmy : ReadingOrder::kMdy));
  }
  gated.open();
  for (int r = 0; r < 8; ++r) {
    REQUIRE(futures[r].wait_for(10s) == std::future_status::ready);
    const std::string order = r % 3 == 0 ? "dmy" : "mdy";
    CHECK(sources(futures[r].get()) ==
          std::vector<std::string>{"x" + std::to_string(r) + "|nbest=" + std::to_string(1 + r % 2) +
                                   "|" + order});
  }
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 3);  // the opener, then nbest 1 (x0 x2 x4 x6), then nbest 2
  CHECK(batches[1].inputs == std::vector<std::string>{"x0", "x2", "x4", "x6"});
  CHECK(batches[1].key.nbest == 1);
  CHECK(batches[2].inputs == std::vector<std::string>{"x1", "x3", "x5", "x7"});
  CHECK(batches[2].key.nbest == 2);
  (void)opener;
}

TEST_CASE("A full batch is decoded at once, a lone request after max_wait", "[serve][batching]") {
  SECTION("full: max_wait of an hour does not hold it") {
    GatedDecoder gated;
    gated.open();
    BatchingQueue queue(decoder_of(gated), options(2, 1h));
    auto a = submit(queue, {"a"});
    auto b = submit(queue, {"b"});
    CHECK(a.wait_for(10s) == std::future_status::ready);
    CHECK(b.wait_for(10s) == std::future_status::ready);
  }
  SECTION("lone: a batch of 1000 never fills, the deadline sends it") {
    GatedDecoder gated;
    gated.open();
    BatchingQueue queue(decoder_of(gated), options(1000, 5ms));
    auto lone = submit(queue, {"lone"});
    REQUIRE(lone.wait_for(10s) == std::future_status::ready);
    CHECK(sources(lone.get()) == std::vector<std::string>{"lone|nbest=1|mdy"});
  }
}

TEST_CASE("A decoder error reaches every request of its batch, and the queue goes on",
          "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(4, 1h));
  auto opener = submit(queue, numbered("open", 4));
  REQUIRE(gated.wait_for_batches(1));
  gated.fail_next();
  auto a = submit(queue, {"a"});
  auto b = submit(queue, {"b"});
  gated.open();
  CHECK_THROWS_WITH(opener.get(), "decoder failed");
  auto c = submit(queue, numbered("c", 4));
  REQUIRE(a.wait_for(10s) == std::future_status::ready);
  REQUIRE(c.wait_for(10s) == std::future_status::ready);
  CHECK(a.get().size() == 1);
  CHECK(b.get().size() == 1);
  CHECK(c.get().size() == 4);
}

TEST_CASE("shutdown decodes every queued request, then refuses new ones", "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(1000, 1h));
  auto opener = submit(queue, numbered("open", 1000));
  REQUIRE(gated.wait_for_batches(1));
  std::vector<std::future<std::vector<NormalizedInput>>> queued;
  for (int r = 0; r < 5; ++r) queued.push_back(submit(queue, {"q" + std::to_string(r)}));
  // shutdown blocks until the batcher is done: run it beside, then let the decoder go.
  auto stopped = std::async(std::launch::async, [&] { queue.shutdown(); });
  gated.open();
  REQUIRE(stopped.wait_for(10s) == std::future_status::ready);
  for (auto& future : queued) {
    REQUIRE(future.wait_for(0s) == std::future_status::ready);
    CHECK(future.get().size() == 1);
  }
  CHECK(opener.get().size() == 1000);
  CHECK_THROWS_AS(submit(queue, {"late"}), std::logic_error);
  // The five queued while shutting down did not wait an hour for a full batch: one call.
  CHECK(gated.batches().size() == 2);
}
