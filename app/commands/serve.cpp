// dates serve: the normaliser as an HTTP/JSON service (lib/include/dates/serve/http_service.h).
#include <fmt/format.h>
#include <torch/torch.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "commands.h"
#include "dates/core/printable.h"
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
};

}  // namespace

void add_serve(CLI::App& app) {
  const auto state = std::make_shared<ServeArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "serve",
      "Serve the normaliser over HTTP: POST /v1/normalize {\"inputs\": [...]} answers one JSON "
      "object per input (as translate --format jsonl); GET /healthz; GET /metrics (Prometheus)");
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
      ->add_option("--connections", arguments.service.connections,
                   "HTTP threads: connections served at the same time")
      ->capture_default_str()
      ->check(whole_number_in(1, 4096));
  command
      ->add_option("--max-batch", arguments.service.batching.max_batch_inputs,
                   "Inputs of concurrent requests decoded together, at most")
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
      ->add_option("--read-timeout", arguments.service.read_timeout_seconds,
                   "Seconds a client may stay silent mid-request before it is dropped")
      ->capture_default_str()
      ->check(whole_number_in(1, 3600));
  command->callback([state] {
    auto& arguments = *state;
    restart_with_fast_blas();
    configure_workers(arguments.threads);
    arguments.service.batching.max_wait = std::chrono::microseconds(arguments.max_wait_us);
    const auto checkpoint = arguments.checkpoint ? *arguments.checkpoint : default_model();
    auto bundle = load_model(model_file_of(checkpoint), torch::kCPU);
    NormalizationService service(bundle, checkpoint, arguments.service);
    const int port = service.bind();
    fmt::print(stderr,
               "dates serve: listening on http://{}:{} (model {}; batches of at most {} inputs, "
               "waiting at most {} us; {} decoding thread(s))\n",
               arguments.service.host, port, printable(checkpoint),
               arguments.service.batching.max_batch_inputs, arguments.max_wait_us,
               arguments.threads);
    std::fflush(stderr);
    // SIGINT/SIGTERM: stop accepting, answer what was accepted, exit 0 (a second signal ends
    // the process at once, as StopSignals does everywhere).
    const StopSignals signals(
        "\ndates serve: draining the requests in flight (signal again to stop at once)\n");
    const auto answered = service.serve([] { return StopSignals::received() != 0; });
    fmt::print(stderr, "dates serve: stopped; {} requests answered\n", answered);
  });
}

}  // namespace dates::app
