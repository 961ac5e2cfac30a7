// The Prometheus text of dates/serve/metrics.h; expected values counted by hand.
#include <catch2/catch.hpp>

#include <string>

#include "dates/serve/metrics.h"

using namespace dates;

TEST_CASE("A histogram's buckets are cumulative and include their upper bound",
          "[serve][metrics]") {
  Histogram histogram({1, 2, 5});
  for (double value : {0.5, 2.0, 3.0, 10.0}) histogram.observe(value);
  CHECK(histogram.render("h", "Help.") ==
        "# HELP h Help.\n"
        "# TYPE h histogram\n"
        "h_bucket{le=\"1\"} 1\n"
        "h_bucket{le=\"2\"} 2\n"  // 2.0 is <= 2
        "h_bucket{le=\"5\"} 3\n"
        "h_bucket{le=\"+Inf\"} 4\n"
        "h_sum 15.5\n"
        "h_count 4\n");
  CHECK_THROWS_AS(Histogram({2, 1}), std::invalid_argument);
}

TEST_CASE("ServiceMetrics counts requests by path and code, errors by reason, and batches",
          "[serve][metrics]") {
  ServiceMetrics metrics;
  metrics.record_request("/v1/normalize", 200, 0.003);
  metrics.record_request("/v1/normalize", 200, 0.004);
  metrics.record_request("/v1/normalize", 413, 0.0001);
  metrics.record_request("a\"b", 404, 0);
  metrics.record_error("max_inputs");
  metrics.record_inputs(7);
  metrics.record_refused_input("too-long");
  metrics.record_refused_input("too-long");
  metrics.record_refused_input("empty");
  metrics.record_warned_inputs(4);
  metrics.record_batch(5, 2);
  metrics.record_batch(2, 1);
  metrics.add_in_flight(3);
  metrics.add_in_flight(-1);
  const auto text = metrics.prometheus_text(/*queued=*/4);
  CHECK_THAT(text,
             Catch::Contains("dates_requests_total{path=\"/v1/normalize\",code=\"200\"} 2\n"));
  CHECK_THAT(text,
             Catch::Contains("dates_requests_total{path=\"/v1/normalize\",code=\"413\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_requests_total{path=\"a\\\"b\",code=\"404\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_errors_total{reason=\"max_inputs\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_inputs_total 7\n"));
  CHECK_THAT(text, Catch::Contains("dates_refused_inputs_total{refusal=\"too-long\"} 2\n"));
  CHECK_THAT(text, Catch::Contains("dates_refused_inputs_total{refusal=\"empty\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_warned_inputs_total 4\n"));
  CHECK_THAT(text, Catch::Contains("dates_batches_total 2\n"));
  CHECK_THAT(text, Catch::Contains("dates_in_flight_requests 2\n"));
  CHECK_THAT(text, Catch::Contains("dates_queued_requests 4\n"));
  // Latency: 0.0001 <= 0.0005; 0.003 and 0.004 <= 0.005; the 0 of the 404 too.
  CHECK_THAT(text, Catch::Contains("dates_request_duration_seconds_bucket{le=\"0.0005\"} 2\n"));
  CHECK_THAT(text, Catch::Contains("dates_request_duration_seconds_bucket{le=\"0.005\"} 4\n"));
  CHECK_THAT(text, Catch::Contains("dates_request_duration_seconds_count 4\n"));
  // Batch sizes 5 and 2: le=2 holds one, le=8 both; requests 2 and 1.
  CHECK_THAT(text, Catch::Contains("dates_batch_inputs_bucket{le=\"2\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_batch_inputs_bucket{le=\"4\"} 1\n"));
  CHECK_THAT(text, Catch::Contains("dates_batch_inputs_bucket{le=\"8\"} 2\n"));
  CHECK_THAT(text, Catch::Contains("dates_batch_inputs_sum 7\n"));
  CHECK_THAT(text, Catch::Contains("dates_batch_requests_bucket{le=\"1\"} 1\n"));
  // Every metric is declared once with its type.
  CHECK_THAT(text, Catch::Contains("# TYPE dates_requests_total counter\n"));
  CHECK_THAT(text, Catch::Contains("# TYPE dates_in_flight_requests gauge\n"));
  CHECK_THAT(text, Catch::Contains("# TYPE dates_request_duration_seconds histogram\n"));
}
