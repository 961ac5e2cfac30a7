// The cache of readings (decode/reading_cache.h): both bounds drop the least recently used
// entries, an entry too large alone is not stored, a key is replaced in place, the counters and
// the hit rate are exact, a disabled cache holds nothing, and four threads keep the counts
// consistent. Every byte count is worked out by hand from cached_bytes' documented formula
// (kCachedEntryOverheadBytes 400, kCachedCandidateOverheadBytes 160, sizeof(Mark) 4).
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "dates/decode/reading_cache.h"

using namespace dates;
using Catch::Contains;

namespace {

// A reading with one candidate, made by hand (no model); its parts are left empty.
Reading cache_test_reading(const std::string& source, const std::string& output,
                           std::vector<Mark> marks = {}) {
  Reading reading;
  reading.source = source;
  BeamTranslation candidate;
  candidate.output = output;
  candidate.log_probability = -0.1;
  candidate.finished = true;
  reading.candidates.push_back(candidate);
  reading.marks = std::move(marks);
  return reading;
}

// cache_test_reading("3/4/05", "2005-03-04") under a two-character key:
// 400 + 2 (key) + 6 (source) + 160 + 10 (one candidate) = 578.
constexpr int64_t kSmallEntryBytes = 578;

Reading small_reading() {
  return cache_test_reading("3/4/05", "2005-03-04");
}

bool holds(ReadingCache& cache, const std::string& key) {
  return cache.find(key).has_value();
}

}  // namespace

TEST_CASE("cached_bytes counts the key, every string, the marks and the fixed overheads",
          "[reading-cache]") {
  REQUIRE(sizeof(Mark) == 4);
  CHECK(cached_bytes("k1", small_reading()) == 578);

  // A date-time with two candidates and two marks:
  //   400 + 23 (key "dmy|4 mar 05 10:36 brst") + 19 (source)
  //   + 10 + 5 + 6 + 4 (parts "2005-03-04", "10:36", "-02:00", "brst") + 2 * 4 (marks)
  //   + 2 * (160 + 21) (outputs "2005-03-04T10:36 brst", "2005-04-03T10:36 brst") = 837.
  Reading reading = cache_test_reading("4 mar 05 10:36 brst", "2005-03-04T10:36 brst",
                                       {Mark::kLowConfidence, Mark::kAmbiguous});
  BeamTranslation second;
  second.output = "2005-04-03T10:36 brst";
  reading.candidates.push_back(second);
  reading.parts.date = "2005-03-04";
  reading.parts.time = "10:36";
  reading.parts.offset = "-02:00";
  reading.parts.zone = "brst";
  CHECK(cached_bytes("dmy|4 mar 05 10:36 brst", reading) == 837);

  // A refusal: 400 + 2 (key) + 7 (source "3/4/05\x01") + 28 (its detail), no candidates = 437.
  Reading refused;
  refused.source = "3/4/05\x01";
  refused.refusal = Refusal::kUnreadable;
  refused.refusal_detail = "the character U+0001 at 7th.";
  REQUIRE(refused.refusal_detail.size() == 28);  // the hand count above
  CHECK(cached_bytes("k9", refused) == 437);
}

TEST_CASE("attention maps are not cached", "[reading-cache]") {
  Reading reading = small_reading();
  reading.candidates[0].attention.source = {"3", "/", "4"};
  CHECK_THROWS_WITH(cached_bytes("k1", reading), Contains("attention"));
  ReadingCache cache;
  CHECK_THROWS_AS(cache.insert("k1", reading), std::invalid_argument);
  CHECK(cache.stats().entries == 0);
  CHECK(cache.stats().bytes == 0);
}

TEST_CASE("the entry bound drops the least recently used; find() makes an entry recent",
          "[reading-cache]") {
  ReadingCacheLimits limits;
  limits.max_entries = 2;
  {
    ReadingCache cache(limits);
    cache.insert("k1", small_reading());
    cache.insert("k2", small_reading());
    cache.insert("k3", small_reading());  // k1 was used least recently
    const auto stats = cache.stats();
    CHECK(stats.entries == 2);
    CHECK(stats.bytes == 2 * kSmallEntryBytes);
    CHECK(stats.evictions == 1);
    CHECK_FALSE(holds(cache, "k1"));
    CHECK(holds(cache, "k2"));
    CHECK(holds(cache, "k3"));
  }
  {
    ReadingCache cache(limits);
    cache.insert("k1", small_reading());
    cache.insert("k2", small_reading());
    REQUIRE(holds(cache, "k1"));          // now k2 is the least recently used
    cache.insert("k3", small_reading());  // so k2 goes
    CHECK(cache.stats().evictions == 1);
    CHECK(holds(cache, "k1"));
    CHECK_FALSE(holds(cache, "k2"));
    CHECK(holds(cache, "k3"));
  }
}

TEST_CASE("the byte bound drops as many least recently used entries as it takes",
          "[reading-cache]") {
  ReadingCacheLimits limits;
  limits.max_bytes = 3 * kSmallEntryBytes - 1;  // 1733: room for two small entries, not three
  ReadingCache cache(limits);
  cache.insert("k1", small_reading());
  cache.insert("k2", small_reading());
  CHECK(cache.stats().bytes == 1156);
  cache.insert("k3", small_reading());
  CHECK(cache.stats().entries == 2);
  CHECK(cache.stats().bytes == 1156);
  CHECK(cache.stats().evictions == 1);
  CHECK_FALSE(holds(cache, "k1"));

  // 400 + 2 + 600 (source) + 160 + 10 = 1172: with either small entry beside it, 1750 > 1733,
  // so both go.
  const Reading large = cache_test_reading(std::string(600, '1'), "2005-03-04");
  REQUIRE(cached_bytes("k4", large) == 1172);
  cache.insert("k4", large);
  const auto stats = cache.stats();
  CHECK(stats.entries == 1);
  CHECK(stats.bytes == 1172);
  CHECK(stats.evictions == 3);
  CHECK(holds(cache, "k4"));
}

TEST_CASE("an entry larger than max_bytes alone is not stored; one of exactly max_bytes is",
          "[reading-cache]") {
  ReadingCacheLimits limits;
  limits.max_bytes = 1000;
  ReadingCache cache(limits);
  cache.insert("k0", small_reading());

  // 400 + 2 + 429 + 160 + 10 = 1001.
  const Reading oversize = cache_test_reading(std::string(429, '1'), "2005-03-04");
  REQUIRE(cached_bytes("k1", oversize) == 1001);
  cache.insert("k1", oversize);
  CHECK_FALSE(holds(cache, "k1"));
  CHECK(holds(cache, "k0"));  // nothing was dropped for it
  CHECK(cache.stats().entries == 1);
  CHECK(cache.stats().bytes == kSmallEntryBytes);
  CHECK(cache.stats().evictions == 0);

  // 400 + 2 + 428 + 160 + 10 = 1000: stored, after dropping k0.
  const Reading fits = cache_test_reading(std::string(428, '1'), "2005-03-04");
  cache.insert("k2", fits);
  CHECK(holds(cache, "k2"));
  CHECK(cache.stats().bytes == 1000);
  CHECK(cache.stats().evictions == 1);

  // An oversize reading under a held key drops the older reading: the key is not left with it.
  cache.insert("k2", cache_test_reading(std::string(429, '1'), "2005-03-04"));
  CHECK_FALSE(holds(cache, "k2"));
  CHECK(cache.stats().entries == 0);
  CHECK(cache.stats().bytes == 0);
}

TEST_CASE("inserting under a held key replaces its reading and its bytes", "[reading-cache]") {
  ReadingCache cache;
  cache.insert("k1", small_reading());
  REQUIRE(cache.stats().bytes == kSmallEntryBytes);
  // 578 + 2 * 4 (two marks) = 586.
  cache.insert(
      "k1", cache_test_reading("3/4/05", "2005-04-03", {Mark::kLowConfidence, Mark::kAmbiguous}));
  const auto stats = cache.stats();
  CHECK(stats.entries == 1);
  CHECK(stats.bytes == 586);
  CHECK(stats.evictions == 0);
  const auto found = cache.find("k1");
  REQUIRE(found);
  CHECK(found->candidates.at(0).output == "2005-04-03");
  CHECK(found->marks.size() == 2);
}

TEST_CASE("hits, misses and the hit rate are counted exactly", "[reading-cache]") {
  ReadingCache cache;
  CHECK(cache.stats().hit_rate() == 0.0);  // no find() yet
  CHECK_FALSE(cache.find("k1"));           // miss 1
  cache.insert("k1", small_reading());
  CHECK(cache.find("k1"));        // hit 1
  CHECK(cache.find("k1"));        // hit 2
  CHECK_FALSE(cache.find("k2"));  // miss 2
  auto stats = cache.stats();
  CHECK(stats.hits == 2);
  CHECK(stats.misses == 2);
  CHECK(stats.hit_rate() == 0.5);  // 2 / 4
  CHECK(cache.find("k1"));         // hit 3
  stats = cache.stats();
  CHECK(stats.hits == 3);
  CHECK(stats.hit_rate() == Approx(0.6));  // 3 / 5
  CHECK(stats.evictions == 0);
}

TEST_CASE("max_entries 0 stores nothing and counts every find() as a miss", "[reading-cache]") {
  ReadingCacheLimits limits;
  limits.max_entries = 0;
  ReadingCache cache(limits);
  cache.insert("k1", small_reading());
  CHECK_FALSE(cache.find("k1"));
  const auto stats = cache.stats();
  CHECK(stats.entries == 0);
  CHECK(stats.bytes == 0);
  CHECK(stats.evictions == 0);
  CHECK(stats.hits == 0);
  CHECK(stats.misses == 1);
}

TEST_CASE("negative limits are refused with the field and the value", "[reading-cache]") {
  ReadingCacheLimits entries;
  entries.max_entries = -1;
  CHECK_THROWS_WITH(ReadingCache(entries), Contains("max_entries") && Contains("-1"));
  ReadingCacheLimits bytes;
  bytes.max_bytes = -5;
  CHECK_THROWS_WITH(ReadingCache(bytes), Contains("max_bytes") && Contains("-5"));
  ReadingCacheLimits zero;
  zero.max_entries = 0;
  zero.max_bytes = 0;
  CHECK_NOTHROW(ReadingCache(zero));
}

TEST_CASE("four threads finding and inserting keep the counts consistent", "[reading-cache]") {
  ReadingCacheLimits limits;
  limits.max_entries = 8;  // 20 keys: entries are dropped all along
  ReadingCache cache(limits);
  constexpr int kThreads = 4;
  constexpr int kCalls = 5000;
  constexpr int kKeys = 20;
  std::vector<int64_t> thread_hits(kThreads, 0);
  std::vector<int64_t> wrong_readings(kThreads, 0);
  std::vector<std::thread> threads;
  for (int thread = 0; thread < kThreads; ++thread) {
    threads.emplace_back([&, thread] {
      for (int call = 0; call < kCalls; ++call) {
        const int number = (call * 7 + thread * 3) % kKeys;
        const std::string key = "k" + std::to_string(10 + number);  // two digits: same sizes
        if (const auto found = cache.find(key)) {
          ++thread_hits[thread];
          if (found->source != key) ++wrong_readings[thread];
        } else {
          cache.insert(key, cache_test_reading(key, "2005-03-04"));
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();

  int64_t hits = 0;
  for (int thread = 0; thread < kThreads; ++thread) {
    hits += thread_hits[thread];
    CHECK(wrong_readings[thread] == 0);
  }
  const auto stats = cache.stats();
  CHECK(stats.hits + stats.misses == kThreads * kCalls);
  CHECK(stats.hits == hits);
  CHECK(stats.entries <= 8);
  // Every entry is 400 + 3 (key) + 3 (source) + 160 + 10 = 576 bytes.
  CHECK(stats.bytes == stats.entries * 576);
  CHECK(stats.evictions > 0);
  CHECK(stats.evictions <= stats.misses - stats.entries);
}
