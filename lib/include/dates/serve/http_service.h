// `dates serve`: the normaliser as an HTTP/JSON service (cpp-httplib).
//   POST /v1/normalize  {"inputs": [...], ...} (serve/request.h) ->
//                       {"model": NAME, "results": [one object per input, in order]}, each object
//                       what `dates translate --format jsonl` prints for that input
//   GET  /healthz       {"status": "ok", "model": NAME}; 503 {"status": "draining"} while stopping
//   GET  /metrics       the Prometheus text format (serve/metrics.h)
// Concurrent requests are decoded together (serve/batching_queue.h). Every error is a JSON body
// {"error": ...[, "limit": ...]} with a 4xx status; nothing a client sends stops the server.
// stop() (from any thread), or serve()'s stop_requested (`dates serve`: SIGINT/SIGTERM), closes the
// listening socket, lets the connections already accepted finish their requests, decodes what is
// queued, and returns from serve().
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "dates/model/checkpoint.h"
#include "dates/serve/batching_queue.h"
#include "dates/serve/request.h"

namespace dates {

struct ServiceOptions {
  std::string host = "127.0.0.1";    // the address to listen on (0.0.0.0: every interface)
  int port = 8080;                   // 0: any free port (serve() logs the one taken)
  int64_t connections = 64;          // HTTP threads: connections served at the same time
  int64_t read_timeout_seconds = 5;  // a client silent this long mid-request is dropped
  BatchingOptions batching;
  ServiceLimits limits;
};

class NormalizationService {
 public:
  // `bundle` must outlive the service; `model_name` is reported in answers and /healthz.
  NormalizationService(ModelBundle& bundle, std::string model_name, ServiceOptions options);
  ~NormalizationService();
  NormalizationService(const NormalizationService&) = delete;
  NormalizationService& operator=(const NormalizationService&) = delete;

  // Binds the listening socket; returns the port (throws std::runtime_error naming host and port
  // when it cannot bind).
  int bind();
  // Answers requests until stop() or until `stop_requested` (polled every 20 ms; `dates serve`
  // passes its SIGINT/SIGTERM check) says so, then drains; returns the requests answered.
  int64_t serve(const std::function<bool()>& stop_requested = {});
  // Safe from any thread and from a signal watcher; idempotent.
  void stop();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace dates
