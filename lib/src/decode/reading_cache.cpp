#include "dates/decode/reading_cache.h"

#include <fmt/format.h>

#include <iterator>
#include <stdexcept>

namespace dates {

namespace {

bool holds_attention(const AttentionMap& map) {
  return !map.source.empty() || !map.output.empty() || !map.weights.empty() || !map.title.empty();
}

void check_limit(const char* field, int64_t value) {
  if (value < 0) {
    throw std::invalid_argument(
        fmt::format("The reading cache's {} must be >= 0, found {}", field, value));
  }
}

}  // namespace

double ReadingCacheStats::hit_rate() const {
  const int64_t calls = hits + misses;
  return calls == 0 ? 0.0 : static_cast<double>(hits) / static_cast<double>(calls);
}

size_t cached_bytes(const std::string& key, const Reading& reading) {
  size_t bytes = kCachedEntryOverheadBytes + key.size();
  bytes += reading.source.size() + reading.refusal_detail.size();
  bytes += reading.parts.date.size() + reading.parts.time.size() + reading.parts.offset.size() +
           reading.parts.zone.size();
  bytes += reading.marks.size() * sizeof(Mark);
  if (reading.withheld) {
    bytes += sizeof(WithheldReading) + reading.withheld->output.size() +
             reading.withheld->parts.date.size() + reading.withheld->parts.time.size() +
             reading.withheld->parts.offset.size() + reading.withheld->parts.zone.size() +
             reading.withheld->marks.size() * sizeof(Mark);
  }
  for (const auto& candidate : reading.candidates) {
    if (holds_attention(candidate.attention)) {
      throw std::invalid_argument(fmt::format(
          "The reading cache does not hold attention maps, but the reading of \"{}\" has one",
          reading.source));
    }
    bytes += kCachedCandidateOverheadBytes + candidate.output.size();
  }
  return bytes;
}

ReadingCache::ReadingCache(ReadingCacheLimits limits) : limits_(limits) {
  check_limit("max_entries", limits_.max_entries);
  check_limit("max_bytes", limits_.max_bytes);
}

std::optional<Reading> ReadingCache::find(const std::string& key) {
  std::lock_guard<std::mutex> lock(mutex_);
  const auto found = index_.find(key);
  if (found == index_.end()) {
    ++misses_;
    return std::nullopt;
  }
  ++hits_;
  entries_.splice(entries_.begin(), entries_, found->second);
  return found->second->reading;
}

void ReadingCache::insert(const std::string& key, const Reading& reading) {
  const size_t bytes = cached_bytes(key, reading);  // throws before anything changes
  if (limits_.max_entries == 0) return;
  std::lock_guard<std::mutex> lock(mutex_);
  const auto found = index_.find(key);
  if (found != index_.end()) erase(found->second);
  if (bytes > static_cast<size_t>(limits_.max_bytes)) return;
  entries_.push_front(Entry{key, reading, bytes});
  index_.emplace(key, entries_.begin());
  bytes_ += static_cast<int64_t>(bytes);
  // The new entry is first and fits both bounds alone, so it is never the one dropped.
  while (static_cast<int64_t>(entries_.size()) > limits_.max_entries ||
         bytes_ > limits_.max_bytes) {
    erase(std::prev(entries_.end()));
    ++evictions_;
  }
}

void ReadingCache::erase(Entries::iterator position) {
  bytes_ -= static_cast<int64_t>(position->bytes);
  index_.erase(position->key);
  entries_.erase(position);
}

ReadingCacheStats ReadingCache::stats() const {
  std::lock_guard<std::mutex> lock(mutex_);
  ReadingCacheStats stats;
  stats.hits = hits_;
  stats.misses = misses_;
  stats.entries = static_cast<int64_t>(entries_.size());
  stats.bytes = bytes_;
  stats.evictions = evictions_;
  return stats;
}

}  // namespace dates
