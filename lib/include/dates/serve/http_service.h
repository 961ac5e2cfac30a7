// `dates serve`: the normaliser as an HTTP/1.1 JSON service (Boost.Beast over Boost.Asio).
//   POST /v1/normalize  {"inputs": [...], ...} (serve/request.h) ->
//                       {"model": NAME, "results": [one object per input, in order]}, each object
//                       what `dates translate --format jsonl` prints for that input
//   GET  /healthz       {"status": "ok", "model": NAME}; 503 {"status": "draining"} while stopping
//   GET  /metrics       the Prometheus text format (serve/metrics.h)
// Concurrent requests are decoded together, large ones in slices between the others
// (serve/batching_queue.h). Every error is a JSON body {"error": ...[, "limit": ...]}: 413 for a
// limit by name, 431 for a header over its limits, 400 for a malformed request, 404/405 for
// another route or method. Nothing a client sends stops the server or grows it without bound:
//   - every route is bounded before its body is read: header bytes and field count, the body
//     (held only for POST /v1/normalize, counted and dropped elsewhere, chunked or not);
//   - a request must arrive whole within request_timeout of its first byte (a client sending a
//     byte every 2 s is cut off), an idle keep-alive connection is closed after idle_timeout,
//     an answer not read by its client within request_timeout is abandoned;
//   - at most `connections` connections are open; more wait in the listen backlog until one
//     closes;
//   - requests on one connection are answered strictly in order (pipelining, RFC 9112 9.3.2):
//     the next is read after the previous answer is written;
//   - a client that resets its connection while its request waits has the request's slices not
//     yet decoded dropped; a client that half-closes (FIN) after a complete request is still
//     answered (TCP cannot tell it from one that left: only an error or a reset cancels);
//   - /metrics counts an answer once it is written.
// stop() (from any thread), or serve()'s stop_requested (`dates serve`: SIGINT/SIGTERM), closes the
// listening socket and idle connections, answers the requests already received (with
// `Connection: close`), decodes what is queued, and returns from serve(); connections still open
// after drain_timeout are closed.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "dates/decode/reading_cache.h"
#include "dates/model/checkpoint.h"
#include "dates/runtime/inference_model.h"
#include "dates/serve/batching_queue.h"
#include "dates/serve/request.h"

namespace dates {

struct ServiceOptions {
  std::string host = "127.0.0.1";    // the address to listen on (0.0.0.0: every interface)
  int port = 8080;                   // 0: any free port (bind() returns the one taken)
  int64_t connections = 256;         // connections open at once, at most; more wait to be accepted
  int64_t io_threads = 2;            // threads reading, parsing and answering HTTP
  int64_t max_header_bytes = 16384;  // the request line and header fields, in bytes
  int64_t max_header_fields = 100;   // header fields of one request
  // A request (header and body) must arrive within this of its first byte; an answer must be
  // taken by its client within this.
  std::chrono::milliseconds request_timeout{10000};
  std::chrono::milliseconds idle_timeout{5000};    // a keep-alive connection waiting for a request
  std::chrono::milliseconds drain_timeout{10000};  // after a stop, connections still open close
  BatchingOptions batching;
  ServiceLimits limits;
  // Readings kept across requests: an input asked again (after the model's normalisation, with
  // the same convention and decoding settings) is answered without decoding.
  ReadingCacheLimits cache;
  // How the model multiplies (runtime/inference_model.h): translate's --compute-type.
  ComputeType compute = ComputeType::kAuto;
};

class NormalizationService {
 public:
  // `bundle` must outlive the service; `model_name` is reported in answers and /healthz.
  NormalizationService(ModelBundle& bundle, std::string model_name, ServiceOptions options);
  ~NormalizationService();
  NormalizationService(const NormalizationService&) = delete;
  NormalizationService& operator=(const NormalizationService&) = delete;

  // Binds the listening socket (SO_REUSEADDR, never SO_REUSEPORT: a second server on the port is
  // refused; backlog 1024); returns the port (throws std::runtime_error naming host and port
  // when it cannot bind).
  int bind();
  // Answers requests until stop() or until `stop_requested` (polled every 20 ms; `dates serve`
  // passes its SIGINT/SIGTERM check) says so, then drains; returns the /v1/normalize requests
  // answered (answers written whole to their clients).
  int64_t serve(const std::function<bool()>& stop_requested = {});
  // Safe from any thread and from a signal watcher; idempotent.
  void stop();

  struct State;  // the listening socket, the connections, the queue (http_service.cpp)

 private:
  std::unique_ptr<State> state_;
};

}  // namespace dates
