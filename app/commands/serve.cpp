// dates serve: the normaliser as an HTTP/JSON service (lib/include/dates/serve/http_service.h).
#include <fmt/format.h>
#include <torch/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "commands.h"
#include "dates/core/printable.h"
#include "dates/core/runtime.h"
#include "dates/core/standard_streams.h"
#include "dates/core/stop_signals.h"
#include "dates/core/workers.h"
#include "dates/model/checkpoint.h"
#include "dates/model/default_model.h"
#include "dates/serve/http_service.h"

namespace dates::app {

namespace {

struct ServeArguments {
  std::optional<std::string> checkpoint;  // default: default_model()
  ServiceOptions service;
  int64_t max_wait_us = 0;
  int64_t threads = 1;
  std::string compute_type = "auto";
  int64_t request_timeout_ms = 10000;
  int64_t idle_timeout_ms = 5000;
  int64_t drain_timeout_ms = 10000;
};

}  // namespace

void add_serve(Command& app) {
  const auto state = std::make_shared<ServeArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "serve",
      "Serve the normaliser over HTTP: POST /v1/normalize {\"inputs\": [...]} answers "
      "{\"model\": ..., \"results\": [...]}, one result per input (as translate --format jsonl); "
      "GET /healthz; GET /metrics (Prometheus)");
  command->add_option("--checkpoint", arguments.checkpoint,
                      "Run directory or model.safetensors (default: as translate)");
  command
      ->add_option("--host", arguments.service.host,
                   "Address to listen on (0.0.0.0: every interface)")
      ->capture_default_str();
  command->add_option("--port", arguments.service.port, "Port (0: any free port, logged)")
      ->capture_default_str()
      ->check(whole_number_in(0, 65535));
  command->add_option("--threads", arguments.threads, "Decoding threads")
      ->capture_default_str()
      ->check(whole_number_in(1, kMaxThreads));
  command
      ->add_option("--compute-type", arguments.compute_type,
                   "How the model multiplies: as translate's --compute-type")
      ->capture_default_str()
      ->check(one_of({"auto", "float32", "int8"}));
  command
      ->add_option("--connections", arguments.service.connections,
                   "Connections open at once, at most (more wait to be accepted)")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command
      ->add_option("--io-threads", arguments.service.io_threads,
                   "Threads reading, parsing and answering HTTP")
      ->capture_default_str()
      ->check(whole_number_in(1, 64));
  command
      ->add_option(
          "--max-batch", arguments.service.batching.max_batch_inputs,
          "Inputs x beam of concurrent requests decoded together, at most (a larger request is "
          "decoded in slices between the others)")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command
      ->add_option("--max-wait-us", arguments.max_wait_us,
                   "Microseconds a request waits for others to join its batch, at most")
      ->capture_default_str()
      ->check(whole_number_in(0, 10000000));
  command
      ->add_option("--max-body-bytes", arguments.service.limits.max_body_bytes,
                   "Limit: bytes of a request body")
      ->capture_default_str()
      ->check(whole_number_in(1, int64_t{1} << 30));
  command
      ->add_option("--max-inputs", arguments.service.limits.max_inputs,
                   "Limit: inputs in one request")
      ->capture_default_str()
      ->check(whole_number_in(1, 1000000));
  command
      ->add_option("--max-input-bytes", arguments.service.limits.max_input_bytes,
                   "Limit: bytes of one input")
      ->capture_default_str()
      ->check(whole_number_in(1, 1000000));
  command
      ->add_option("--max-nbest", arguments.service.limits.max_nbest,
                   "Limit: nbest and beam of a request")
      ->capture_default_str()
      ->check(whole_number_in(1, 100));
  command
      ->add_option("--max-work", arguments.service.limits.max_work,
                   "Limit: inputs x beam x nbest of one request")
      ->capture_default_str()
      ->check(whole_number_in(1, int64_t{1} << 40));
  command
      ->add_option("--max-header-bytes", arguments.service.max_header_bytes,
                   "Limit: bytes of a request's line and header")
      ->capture_default_str()
      ->check(whole_number_in(256, 1 << 20));
  command
      ->add_option("--max-header-fields", arguments.service.max_header_fields,
                   "Limit: header fields of a request")
      ->capture_default_str()
      ->check(whole_number_in(1, 10000));
  command
      ->add_option("--cache-entries", arguments.service.cache.max_entries,
                   "Readings kept across requests, at most (an input asked again is answered "
                   "without decoding; 0: no cache; hit rate in /metrics)")
      ->capture_default_str()
      ->check(whole_number_in(0, int64_t{1} << 30));
  command
      ->add_option("--cache-bytes", arguments.service.cache.max_bytes,
                   "Approximate memory of the readings kept, at most")
      ->capture_default_str()
      ->check(whole_number_in(0, int64_t{1} << 40));
  command
      ->add_option("--max-slice", arguments.service.batching.slice_inputs,
                   "Inputs one request adds to a batch per round, at most (fair turns)")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command
      ->add_option("--request-timeout", arguments.request_timeout_ms,
                   "Milliseconds for a request to arrive whole from its first byte (and for an "
                   "answer to be taken)")
      ->capture_default_str()
      ->check(whole_number_in(1, 3600000));
  command
      ->add_option("--idle-timeout", arguments.idle_timeout_ms,
                   "Milliseconds a keep-alive connection may wait for its next request")
      ->capture_default_str()
      ->check(whole_number_in(1, 3600000));
  command
      ->add_option("--drain-timeout", arguments.drain_timeout_ms,
                   "Milliseconds after SIGTERM/SIGINT before connections still open are closed")
      ->capture_default_str()
      ->check(whole_number_in(0, 3600000));
  command->callback([state] {
    auto& arguments = *state;
    restart_with_fast_blas();
    configure_workers(arguments.threads);
    arguments.service.compute = parse_compute_type(arguments.compute_type);
    arguments.service.batching.max_wait = std::chrono::microseconds(arguments.max_wait_us);
    arguments.service.request_timeout = std::chrono::milliseconds(arguments.request_timeout_ms);
    arguments.service.idle_timeout = std::chrono::milliseconds(arguments.idle_timeout_ms);
    arguments.service.drain_timeout = std::chrono::milliseconds(arguments.drain_timeout_ms);
    const auto checkpoint = arguments.checkpoint ? *arguments.checkpoint : default_model();
    auto bundle = load_model(model_file_of(checkpoint), torch::kCPU);
    NormalizationService service(bundle, checkpoint, arguments.service);
    const int port = service.bind();
    // Every log line goes through write_diagnostic: a closed or full stderr must not stop the
    // service (main() has put /dev/null on a closed one).
    write_diagnostic(fmt::format(
        "dates serve: listening on http://{}:{} (model {}; batches of at most {} inputs, "
        "waiting at most {} us; {} decoding thread(s))\n",
        arguments.service.host, port, printable(checkpoint),
        arguments.service.batching.max_batch_inputs, arguments.max_wait_us, arguments.threads));
    // SIGINT/SIGTERM: stop accepting, answer what was accepted, exit 0 (a second signal ends
    // the process at once, as StopSignals does everywhere).
    const StopSignals signals(
        "\ndates serve: draining the requests in flight (signal again to stop at once)\n");
    const auto answered = service.serve([] { return StopSignals::received() != 0; });
    write_diagnostic(fmt::format("dates serve: stopped; {} requests answered\n", answered));
  });
}

}  // namespace dates::app
