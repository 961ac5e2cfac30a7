// The service's counters and histograms, rendered in the Prometheus text exposition format
// (version 0.0.4) for GET /metrics. Thread-safe: the HTTP threads and the batcher record into
// one ServiceMetrics.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace dates {

// Cumulative buckets: counts[i] observations <= upper_bounds[i]; the +Inf bucket is count.
class Histogram {
 public:
  explicit Histogram(std::vector<double> upper_bounds);
  void observe(double value);
  // "# HELP", "# TYPE" and the _bucket{le=...}, _sum and _count lines of `name`.
  std::string render(const std::string& name, const std::string& help) const;

 private:
  std::vector<double> upper_bounds_;
  std::vector<int64_t> counts_;  // per bucket, not cumulative (cumulated when rendered)
  double sum_ = 0;
  int64_t count_ = 0;
};

// The service's reading cache now (decode/reading_cache.h), as /metrics shows it.
struct CacheGauges {
  int64_t hits = 0, misses = 0, evictions = 0;  // since the start
  int64_t entries = 0, bytes = 0;               // held now
  int64_t max_entries = 0, max_bytes = 0;       // its bounds
};

class ServiceMetrics {
 public:
  ServiceMetrics();

  // An answered HTTP request: its path, status code and time from arrival to answer.
  void record_request(const std::string& path, int status, double seconds);
  // A refused request, by the reason ("malformed", "max_inputs", ...).
  void record_error(const std::string& reason);
  // Inputs normalised (answered in a 200).
  void record_inputs(int64_t inputs);
  // Of those: one refused (its refusal: "too-long", "unreadable", "empty"), and one whose output
  // carries a warning mark (Reading::has_warning: an output to check by hand).
  void record_refused_input(const std::string& refusal);
  void record_warned_inputs(int64_t inputs);
  // A batch the batcher decoded: its inputs and the requests they came from.
  void record_batch(int64_t inputs, int64_t requests);
  // Requests being handled now (gauge).
  void add_in_flight(int64_t delta);

  // Everything in the Prometheus text format; `queued` is the batching queue's depth now,
  // `cancelled` the requests it dropped because their clients had gone, `connections` the
  // connections open now.
  // `cache` the reading cache's counters (dates_cache_*, with its hit rate).
  std::string prometheus_text(int64_t queued, int64_t cancelled = 0, int64_t connections = 0,
                              const CacheGauges& cache = {}) const;

 private:
  mutable std::mutex mutex_;
  std::map<std::pair<std::string, int>, int64_t> requests_;  // (path, code) -> count
  std::map<std::string, int64_t> errors_;                    // reason -> count
  int64_t inputs_ = 0;
  int64_t warned_inputs_ = 0;
  std::map<std::string, int64_t> refused_inputs_;  // refusal -> count
  int64_t batches_ = 0;
  int64_t in_flight_ = 0;
  Histogram latency_;         // seconds
  Histogram batch_inputs_;    // inputs per decoded batch
  Histogram batch_requests_;  // requests per decoded batch
};

}  // namespace dates
