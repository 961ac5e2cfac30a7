// The service's dynamic batching (dates/serve/batching_queue.h), with a stand-in decoder that
// records each batch and can be held at a gate, so that what queues up behind a decoding batch
// is known exactly. No timing is asserted; waits are bounded (a hang fails, it does not block).
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <memory>
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

// Answers each input with source = "INPUT|nbest=K|ORDER"; holds each batch until open() (every
// batch from then on) or allow() (that many more batches).
class GatedDecoder {
 public:
  std::vector<Reading> operator()(const std::vector<std::string>& inputs,
                                  const std::vector<ReadingOrder>& orders, const BatchKey& key) {
    std::unique_lock<std::mutex> lock(mutex_);
    batches_.push_back({inputs, key});
    entered_.notify_all();
    changed_.wait(lock, [&] { return open_ || permits_ > 0; });
    if (!open_) --permits_;
    if (fail_next_) {
      fail_next_ = false;
      throw std::runtime_error("decoder failed");
    }
    std::vector<Reading> results(inputs.size());
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
  void allow(int batches) {
    std::lock_guard<std::mutex> lock(mutex_);
    permits_ += batches;
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
  int permits_ = 0;
  bool fail_next_ = false;
};

// Opens the gate when a test ends, even by a failed REQUIRE: declared after the queue, it lets the
// queue's shutdown finish instead of hanging on a held batch.
struct OpenOnExit {
  GatedDecoder& gated;
  ~OpenOnExit() { gated.open(); }
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

std::future<std::vector<Reading>> submit(BatchingQueue& queue, std::vector<std::string> inputs,
                                         int64_t nbest = 1, ReadingOrder order = ReadingOrder::kMdy,
                                         BatchingQueue::CancelFlag cancelled = nullptr) {
  std::vector<ReadingOrder> orders(inputs.size(), order);
  BatchKey key;
  key.nbest = nbest;
  key.beam_size = nbest;
  return queue.submit(std::move(inputs), std::move(orders), key, std::move(cancelled));
}

std::vector<std::string> answered_inputs(std::initializer_list<const char*> texts) {
  return std::vector<std::string>(texts.begin(), texts.end());
}

// What each input of `inputs` is answered with (GatedDecoder's answer).
std::vector<std::string> answered(const std::vector<std::string>& inputs, int64_t nbest = 1) {
  std::vector<std::string> texts;
  for (const auto& input : inputs)
    texts.push_back(input + "|nbest=" + std::to_string(nbest) + "|mdy");
  return texts;
}

std::vector<std::string> sources(const std::vector<Reading>& results) {
  std::vector<std::string> texts;
  for (const auto& result : results) texts.push_back(result.source);
  return texts;
}

BatchingOptions options(int64_t max_batch, std::chrono::microseconds max_wait, int64_t slice = 32) {
  BatchingOptions options;
  options.max_batch_inputs = max_batch;
  options.max_wait = max_wait;
  options.slice_inputs = slice;
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
  std::vector<std::future<std::vector<Reading>>> behind;
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
    "A request larger than a batch is decoded in slices, and a small request that arrives "
    "meanwhile is decoded in the next batch",
    "[serve][batching][fairness]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(8, 0us, /*slice=*/4));
  const OpenOnExit release{gated};
  auto large = submit(queue, numbered("large", 40));
  REQUIRE(gated.wait_for_batches(1));  // large-0..7 decoding
  auto a = submit(queue, numbered("a", 1));
  auto b = submit(queue, numbered("b", 2));
  gated.allow(1);
  REQUIRE(gated.wait_for_batches(2));
  // The second batch, round-robin by slices of 4: large 4, a 1, b 2, then large 1 more.
  gated.allow(1);
  REQUIRE(a.wait_for(10s) == std::future_status::ready);
  REQUIRE(b.wait_for(10s) == std::future_status::ready);
  CHECK(sources(a.get()) == answered(numbered("a", 1)));
  CHECK(sources(b.get()) == answered(numbered("b", 2)));
  CHECK(large.wait_for(0s) == std::future_status::timeout);  // 30 of its inputs still to go
  gated.open();
  REQUIRE(large.wait_for(10s) == std::future_status::ready);
  CHECK(sources(large.get()) == answered(numbered("large", 40)));  // whole, in order
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 6);  // 43 inputs in batches of 8: 8, 8, 8, 8, 8, 3
  CHECK(batches[0].inputs == numbered("large", 8));
  const std::vector<std::string> second{"large-8",  "large-9", "large-10", "large-11",
                                        "large-12", "a-0",     "b-0",      "b-1"};
  CHECK(batches[1].inputs == second);
  for (size_t i = 0; i + 1 < batches.size(); ++i) CHECK(batches[i].inputs.size() == 8);
}

TEST_CASE("Requests with another key take turns with a large request",
          "[serve][batching][fairness]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(4, 0us, /*slice=*/4));
  const OpenOnExit release{gated};
  auto large = submit(queue, numbered("large", 40));
  REQUIRE(gated.wait_for_batches(1));
  auto other_key = submit(queue, {"x"}, /*nbest=*/2);
  gated.allow(3);  // the first batch, at the gate already, and two more
  // The large request's next slice, then the other key's turn: not after the 36 inputs left.
  REQUIRE(other_key.wait_for(10s) == std::future_status::ready);
  CHECK(sources(other_key.get()) == answered(answered_inputs({"x"}), 2));
  const auto batches = gated.batches();
  REQUIRE(batches.size() >= 3);  // a fourth, the large request's next slice, may have started
  CHECK(batches[1].key.nbest == 1);
  CHECK(batches[2].key.nbest == 2);
  gated.open();
  CHECK(large.get().size() == 40);
}

TEST_CASE("A batch's budget is inputs x beam: a beam of 4 decodes a quarter of the inputs",
          "[serve][batching]") {
  GatedDecoder gated;
  gated.open();
  BatchingQueue queue(decoder_of(gated), options(8, 0us));
  auto wide = submit(queue, numbered("w", 10), /*nbest=*/4);
  REQUIRE(wide.wait_for(10s) == std::future_status::ready);
  CHECK(sources(wide.get()) == answered(numbered("w", 10), 4));
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 5);  // 10 inputs, 8 / 4 = 2 a batch
  for (const auto& batch : batches) CHECK(batch.inputs.size() == 2);
}

TEST_CASE("A cancelled request's slices not yet decoded are dropped", "[serve][batching][cancel]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(4, 0us, /*slice=*/4));
  const OpenOnExit release{gated};
  auto flag = std::make_shared<std::atomic<bool>>(false);
  auto large = submit(queue, numbered("large", 40), 1, ReadingOrder::kMdy, flag);
  REQUIRE(gated.wait_for_batches(1));  // large-0..3 decoding
  flag->store(true);                   // its client has gone
  auto never = std::make_shared<std::atomic<bool>>(true);
  auto cancelled_before = submit(queue, {"gone"}, 1, ReadingOrder::kMdy, never);
  gated.open();
  auto after = submit(queue, {"after"});
  REQUIRE(after.wait_for(10s) == std::future_status::ready);
  CHECK(sources(after.get()) == answered(answered_inputs({"after"})));
  REQUIRE(large.wait_for(10s) == std::future_status::ready);
  CHECK_THROWS_AS(large.get(), RequestCancelled);
  CHECK_THROWS_AS(cancelled_before.get(), RequestCancelled);
  const auto batches = gated.batches();
  REQUIRE(batches.size() == 2);  // the slice already decoding, then "after" alone
  CHECK(batches[1].inputs == answered_inputs({"after"}));
  CHECK(queue.cancelled_requests() == 2);
}

TEST_CASE("An empty request is answered at once with no results", "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(4, 0us));
  auto empty = submit(queue, {});
  REQUIRE(empty.wait_for(10s) == std::future_status::ready);
  CHECK(empty.get().empty());
  CHECK(gated.batches().empty());
}

TEST_CASE("Requests with different decoding settings are never decoded together",
          "[serve][batching]") {
  GatedDecoder gated;
  BatchingQueue queue(decoder_of(gated), options(64, 5ms));
  auto opener = submit(queue, numbered("open", 64));
  REQUIRE(gated.wait_for_batches(1));
  std::vector<std::future<std::vector<Reading>>> futures;
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
  std::vector<std::future<std::vector<Reading>>> queued;
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
