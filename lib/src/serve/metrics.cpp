#include "dates/serve/metrics.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace dates {

namespace {

// Prometheus label values escape backslash, double quote and newline.
std::string label_value(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    if (c == '\\' || c == '"') {
      escaped += '\\';
      escaped += c;
    } else if (c == '\n') {
      escaped += "\\n";
    } else {
      escaped += c;
    }
  }
  return escaped;
}

// A float as Prometheus reads it: shortest round-trip text.
std::string number(double value) {
  return fmt::format("{}", value);
}

}  // namespace

Histogram::Histogram(std::vector<double> upper_bounds)
    : upper_bounds_(std::move(upper_bounds)), counts_(upper_bounds_.size(), 0) {
  if (!std::is_sorted(upper_bounds_.begin(), upper_bounds_.end())) {
    throw std::invalid_argument("Histogram: bucket bounds must be increasing");
  }
}

void Histogram::observe(double value) {
  const auto bucket =
      std::lower_bound(upper_bounds_.begin(), upper_bounds_.end(), value) - upper_bounds_.begin();
  if (bucket < static_cast<std::ptrdiff_t>(counts_.size())) ++counts_[bucket];
  sum_ += value;
  ++count_;
}

std::string Histogram::render(const std::string& name, const std::string& help) const {
  std::string text = fmt::format("# HELP {} {}\n# TYPE {} histogram\n", name, help, name);
  int64_t cumulative = 0;
  for (size_t i = 0; i < upper_bounds_.size(); ++i) {
    cumulative += counts_[i];
    text += fmt::format("{}_bucket{{le=\"{}\"}} {}\n", name, number(upper_bounds_[i]), cumulative);
  }
  text += fmt::format("{}_bucket{{le=\"+Inf\"}} {}\n{}_sum {}\n{}_count {}\n", name, count_, name,
                      number(sum_), name, count_);
  return text;
}

ServiceMetrics::ServiceMetrics()
    : latency_({0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10}),
      batch_inputs_({1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}),
      batch_requests_({1, 2, 4, 8, 16, 32, 64, 128, 256}) {}

void ServiceMetrics::record_request(const std::string& path, int status, double seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++requests_[{path, status}];
  latency_.observe(seconds);
}

void ServiceMetrics::record_error(const std::string& reason) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++errors_[reason];
}

void ServiceMetrics::record_inputs(int64_t inputs) {
  std::lock_guard<std::mutex> lock(mutex_);
  inputs_ += inputs;
}

void ServiceMetrics::record_refused_input(const std::string& refusal) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++refused_inputs_[refusal];
}

void ServiceMetrics::record_warned_inputs(int64_t inputs) {
  std::lock_guard<std::mutex> lock(mutex_);
  warned_inputs_ += inputs;
}

void ServiceMetrics::record_batch(int64_t inputs, int64_t requests) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++batches_;
  batch_inputs_.observe(static_cast<double>(inputs));
  batch_requests_.observe(static_cast<double>(requests));
}

void ServiceMetrics::add_in_flight(int64_t delta) {
  std::lock_guard<std::mutex> lock(mutex_);
  in_flight_ += delta;
}

std::string ServiceMetrics::prometheus_text(int64_t queued, int64_t cancelled, int64_t connections,
                                            const CacheGauges& cache) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string text =
      "# HELP dates_requests_total HTTP requests answered, by path and status code.\n"
      "# TYPE dates_requests_total counter\n";
  for (const auto& [key, count] : requests_) {
    text += fmt::format("dates_requests_total{{path=\"{}\",code=\"{}\"}} {}\n",
                        label_value(key.first), key.second, count);
  }
  text +=
      "# HELP dates_errors_total Requests refused, by reason.\n"
      "# TYPE dates_errors_total counter\n";
  for (const auto& [reason, count] : errors_) {
    text += fmt::format("dates_errors_total{{reason=\"{}\"}} {}\n", label_value(reason), count);
  }
  text +=
      "# HELP dates_refused_inputs_total Inputs the model could not read, by refusal.\n"
      "# TYPE dates_refused_inputs_total counter\n";
  for (const auto& [refusal, count] : refused_inputs_) {
    text += fmt::format("dates_refused_inputs_total{{refusal=\"{}\"}} {}\n", label_value(refusal),
                        count);
  }
  text += fmt::format(
      "# HELP dates_warned_inputs_total Inputs refused or answered with a warning mark "
      "(to check by hand).\n"
      "# TYPE dates_warned_inputs_total counter\n"
      "dates_warned_inputs_total {}\n",
      warned_inputs_);
  text += fmt::format(
      "# HELP dates_inputs_total Inputs normalised.\n"
      "# TYPE dates_inputs_total counter\n"
      "dates_inputs_total {}\n"
      "# HELP dates_batches_total Batches decoded.\n"
      "# TYPE dates_batches_total counter\n"
      "dates_batches_total {}\n"
      "# HELP dates_in_flight_requests Requests being handled.\n"
      "# TYPE dates_in_flight_requests gauge\n"
      "dates_in_flight_requests {}\n"
      "# HELP dates_queued_requests Requests waiting for the batcher.\n"
      "# TYPE dates_queued_requests gauge\n"
      "dates_queued_requests {}\n"
      "# HELP dates_cancelled_requests_total Requests dropped undecoded: their clients had gone.\n"
      "# TYPE dates_cancelled_requests_total counter\n"
      "dates_cancelled_requests_total {}\n"
      "# HELP dates_open_connections Connections open.\n"
      "# TYPE dates_open_connections gauge\n"
      "dates_open_connections {}\n",
      inputs_, batches_, in_flight_, queued, cancelled, connections);
  const auto lookups = cache.hits + cache.misses;
  text += fmt::format(
      "# HELP dates_cache_hits_total Inputs answered from the reading cache, not decoded.\n"
      "# TYPE dates_cache_hits_total counter\n"
      "dates_cache_hits_total {}\n"
      "# HELP dates_cache_misses_total Inputs looked up in the reading cache and decoded.\n"
      "# TYPE dates_cache_misses_total counter\n"
      "dates_cache_misses_total {}\n"
      "# HELP dates_cache_hit_rate Hits over lookups since the start (0 before any).\n"
      "# TYPE dates_cache_hit_rate gauge\n"
      "dates_cache_hit_rate {}\n"
      "# HELP dates_cache_evictions_total Readings dropped to keep the cache's bounds.\n"
      "# TYPE dates_cache_evictions_total counter\n"
      "dates_cache_evictions_total {}\n"
      "# HELP dates_cache_entries Readings held (bound: dates_cache_max_entries).\n"
      "# TYPE dates_cache_entries gauge\n"
      "dates_cache_entries {}\n"
      "# HELP dates_cache_max_entries The cache's bound on readings (0: no cache).\n"
      "# TYPE dates_cache_max_entries gauge\n"
      "dates_cache_max_entries {}\n"
      "# HELP dates_cache_bytes Approximate memory of the readings held.\n"
      "# TYPE dates_cache_bytes gauge\n"
      "dates_cache_bytes {}\n"
      "# HELP dates_cache_max_bytes The cache's bound on memory.\n"
      "# TYPE dates_cache_max_bytes gauge\n"
      "dates_cache_max_bytes {}\n",
      cache.hits, cache.misses,
      lookups == 0 ? 0.0 : static_cast<double>(cache.hits) / static_cast<double>(lookups),
      cache.evictions, cache.entries, cache.max_entries, cache.bytes, cache.max_bytes);
  text += latency_.render("dates_request_duration_seconds",
                          "Time from a request's arrival to its answer.");
  text += batch_inputs_.render("dates_batch_inputs", "Inputs per decoded batch.");
  text += batch_requests_.render("dates_batch_requests", "Requests per decoded batch.");
  return text;
}

}  // namespace dates
