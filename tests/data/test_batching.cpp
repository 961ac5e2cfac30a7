// BatchSchedule: which examples train at each step, with and without length bucketing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "dates/data/batching.h"

using dates::BatchSchedule;

namespace {

// Lengths 1..20, each five times, in a scrambled but fixed order (i * 7 mod 100).
std::vector<int64_t> scrambled_lengths() {
  std::vector<int64_t> lengths(100);
  for (size_t i = 0; i < lengths.size(); ++i)
    lengths[(i * 7) % 100] = static_cast<int64_t>(i / 5 + 1);
  return lengths;
}

std::vector<std::vector<size_t>> epoch_batches(BatchSchedule& schedule, int64_t epoch) {
  std::vector<std::vector<size_t>> batches;
  for (int64_t b = 0; b < schedule.batches_per_epoch(); ++b) {
    batches.push_back(schedule.indices_for_step(epoch * schedule.batches_per_epoch() + b));
  }
  return batches;
}

}  // namespace

TEST_CASE("every epoch shows each example at most once, only full batches", "[batching]") {
  const auto lengths = scrambled_lengths();
  for (const int64_t bucket_batches : {1, 3, 10}) {
    INFO("bucket_batches " << bucket_batches);
    BatchSchedule schedule(lengths, /*batch_size=*/8, /*seed=*/5, bucket_batches);
    REQUIRE(schedule.batches_per_epoch() == 12);  // 100 / 8, the remainder of 4 dropped
    for (int64_t epoch = 0; epoch < 3; ++epoch) {
      std::set<size_t> seen;
      for (const auto& batch : epoch_batches(schedule, epoch)) {
        REQUIRE(batch.size() == 8);
        for (const size_t index : batch) {
          REQUIRE(index < 100);
          REQUIRE(seen.insert(index).second);
        }
      }
      CHECK(seen.size() == 96);
    }
  }
}

TEST_CASE("the schedule is a pure function of (seed, step)", "[batching]") {
  const auto lengths = scrambled_lengths();
  for (const int64_t bucket_batches : {1, 4}) {
    BatchSchedule in_order(lengths, 8, 11, bucket_batches);
    std::vector<std::vector<size_t>> sequential;
    for (int64_t step = 0; step < 40; ++step) sequential.push_back(in_order.indices_for_step(step));
    // A resumed run asks for a late step first, then jumps around.
    BatchSchedule resumed(lengths, 8, 11, bucket_batches);
    for (const int64_t step : {37, 5, 36, 0, 24, 13}) {
      CHECK(resumed.indices_for_step(step) == sequential[static_cast<size_t>(step)]);
    }
    BatchSchedule other_seed(lengths, 8, 12, bucket_batches);
    CHECK(other_seed.indices_for_step(0) != sequential[0]);
    // Epochs differ from each other.
    CHECK(in_order.indices_for_step(0) != in_order.indices_for_step(12));
  }
}

TEST_CASE("bucket_batches = 1 is the plain random schedule", "[batching]") {
  const auto lengths = scrambled_lengths();
  BatchSchedule plain(lengths.size(), 8, 3);
  BatchSchedule one(lengths, 8, 3, 1);
  for (int64_t step = 0; step < 30; ++step)
    CHECK(one.indices_for_step(step) == plain.indices_for_step(step));
}

TEST_CASE("one pool per epoch: batches hold consecutive lengths, in shuffled order",
          "[batching][bucketing]") {
  const auto lengths = scrambled_lengths();
  BatchSchedule schedule(lengths, 8, 9, /*bucket_batches=*/12);  // the whole epoch is one pool
  for (int64_t epoch = 0; epoch < 2; ++epoch) {
    std::vector<std::pair<int64_t, int64_t>> ranges;  // (shortest, longest) of each batch
    for (const auto& batch : epoch_batches(schedule, epoch)) {
      int64_t shortest = 1000, longest = 0;
      for (const size_t index : batch) {
        shortest = std::min(shortest, lengths[index]);
        longest = std::max(longest, lengths[index]);
      }
      ranges.emplace_back(shortest, longest);
    }
    // Sorted into one pool, the batches tile the sorted lengths: ordered by their shortest,
    // each batch's longest is at most the next batch's shortest.
    auto ordered = ranges;
    std::sort(ordered.begin(), ordered.end());
    for (size_t b = 0; b + 1 < ordered.size(); ++b) {
      CHECK(ordered[b].second <= ordered[b + 1].first);
    }
    // 96 of 100 examples, at most 5 of a length: every batch spans at most 3 lengths.
    for (const auto& [shortest, longest] : ranges) CHECK(longest - shortest <= 2);
    // The order of the batches is shuffled, not shortest first.
    CHECK(ranges != ordered);
  }
}

TEST_CASE("bucketing cuts the padded width of the batches", "[batching][bucketing]") {
  const auto lengths = scrambled_lengths();
  auto mean_widest = [&](int64_t bucket_batches) {
    BatchSchedule schedule(lengths, 8, 21, bucket_batches);
    double total = 0;
    for (int64_t step = 0; step < 10 * schedule.batches_per_epoch(); ++step) {
      int64_t widest = 0;
      for (const size_t index : schedule.indices_for_step(step)) {
        widest = std::max(widest, lengths[index]);
      }
      total += static_cast<double>(widest);
    }
    return total / static_cast<double>(10 * schedule.batches_per_epoch());
  };
  const double plain = mean_widest(1), pools_of_4 = mean_widest(4), one_pool = mean_widest(12);
  // Random batches of 8 from lengths 1..20: the expected maximum is about 18.
  CHECK(plain > 16);
  CHECK(pools_of_4 < plain - 3);
  CHECK(one_pool < pools_of_4);
}

TEST_CASE("bucket_batches must be at least 1", "[batching]") {
  const auto lengths = scrambled_lengths();
  CHECK_THROWS_WITH(BatchSchedule(lengths, 8, 1, 0),
                    Catch::Contains("bucket_batches") && Catch::Contains(">= 1"));
  CHECK_THROWS_WITH(BatchSchedule(lengths, 101, 1, 2), Catch::Contains("101"));
}
