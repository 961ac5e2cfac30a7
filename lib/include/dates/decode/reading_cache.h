// A bounded, thread-safe cache of readings by key, least recently used out first: `dates serve`
// keeps one across requests (its bounds configurable, its hit rate in /metrics), and
// `dates translate` one across the pieces of one call, so that an input met again is not decoded
// again.
//
// The key is the caller's: it must hold everything a reading depends on (the normalised text, the
// convention, the settings that change outputs), since two inputs with one key get one reading.
// The low-confidence mark is set by the threshold the reading was made with; a caller reading
// with another threshold resets it (Reading::judge) on the copy find() returns.
//
// Two bounds, both kept after every insert by dropping the least recently used entries: the
// number of entries, and their approximate memory (cached_bytes). Attention maps are not cached:
// they are large, and only `translate --attention` asks for them, which decodes every input
// afresh; a reading whose candidates hold one is refused (std::invalid_argument).
#pragma once

#include <cstddef>
#include <cstdint>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "dates/decode/date_reader.h"

namespace dates {

struct ReadingCacheLimits {
  int64_t max_entries = 100000;           // entries at most, >= 0; 0 disables the cache
  int64_t max_bytes = int64_t{64} << 20;  // cached_bytes of all entries at most, >= 0
};

// What the cache has done since it was made (hits, misses, evictions) and holds now (entries,
// bytes).
struct ReadingCacheStats {
  int64_t hits = 0;         // find() calls that found a reading
  int64_t misses = 0;       // find() calls that did not (every call while the cache is disabled)
  int64_t entries = 0;      // readings held now
  int64_t bytes = 0;        // their cached_bytes, summed
  int64_t evictions = 0;    // entries dropped to keep a bound (not those replaced under their key)
  double hit_rate() const;  // hits / (hits + misses); 0 before any find()
};

// The fixed part of cached_bytes: per entry, the Reading itself, its key's string object and the
// list and hash-table nodes (about 400 bytes with libstdc++ on 64-bit); per candidate, the
// BeamTranslation object (about 160 bytes).
inline constexpr size_t kCachedEntryOverheadBytes = 400;
inline constexpr size_t kCachedCandidateOverheadBytes = 160;

// The bytes an entry is counted as:
//   kCachedEntryOverheadBytes
//   + key.size()
//   + source.size() + refusal_detail.size()
//   + parts.date.size() + parts.time.size() + parts.offset.size() + parts.zone.size()
//   + marks.size() * sizeof(Mark)
//   + for each candidate: kCachedCandidateOverheadBytes + output.size()
// String sizes, not capacities: an approximation, the same on every platform but for sizeof(Mark)
// (4 where int is). A BeamTranslation holds no token ids or step probabilities, only its output
// and numbers. Throws std::invalid_argument when a candidate holds an attention map.
size_t cached_bytes(const std::string& key, const Reading& reading);

class ReadingCache {
 public:
  // Throws std::invalid_argument naming the field when a limit is negative.
  explicit ReadingCache(ReadingCacheLimits limits = {});

  // The reading stored under `key`, counted as a hit (and made the most recently used), or
  // empty, counted as a miss.
  std::optional<Reading> find(const std::string& key);

  // Stores (or replaces) `reading` under `key` as the most recently used, then drops the least
  // recently used entries while over either bound. A reading whose entry alone is over
  // max_bytes is not stored (and an older reading under `key` is dropped: the key is not left
  // with a reading its caller has replaced). Nothing is stored while the cache is disabled.
  // Throws std::invalid_argument when a candidate holds an attention map (cached_bytes).
  void insert(const std::string& key, const Reading& reading);

  ReadingCacheStats stats() const;
  const ReadingCacheLimits& limits() const { return limits_; }

 private:
  struct Entry {
    std::string key;
    Reading reading;
    size_t bytes = 0;  // cached_bytes(key, reading)
  };
  using Entries = std::list<Entry>;  // most recently used first

  // Drops `position` from the list and the index, and its bytes from the total. Mutex held.
  void erase(Entries::iterator position);

  const ReadingCacheLimits limits_;
  mutable std::mutex mutex_;
  Entries entries_;
  std::unordered_map<std::string, Entries::iterator> index_;  // key -> its entry in entries_
  int64_t bytes_ = 0;
  int64_t hits_ = 0;
  int64_t misses_ = 0;
  int64_t evictions_ = 0;
};

}  // namespace dates
