#include "dates/serve/http_service.h"

#include <fmt/format.h>
#include <httplib.h>

#include <nlohmann/json.hpp>

#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>
#include <utility>

#include "dates/core/workers.h"
#include "dates/decode/normalizer.h"
#include "dates/decode/translator.h"
#include "dates/serve/metrics.h"

namespace dates {

namespace {

constexpr const char* kJson = "application/json";
constexpr const char* kNormalizePath = "/v1/normalize";
constexpr int kListenBacklog = 1024;  // connections waiting to be accepted (capped by somaxconn)

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The metrics' path label: the routes by name, anything else "other" (a client must not be able
// to grow the metrics without bound).
std::string route_label(const std::string& path) {
  if (path == kNormalizePath || path == "/healthz" || path == "/metrics") return path;
  return "other";
}

}  // namespace

struct NormalizationService::State {
  State(ModelBundle& bundle, std::string model_name, ServiceOptions options)
      : bundle(bundle),
        model_name(std::move(model_name)),
        options(std::move(options)),
        translator{bundle.model,
                   bundle.source_vocabulary,
                   bundle.target_vocabulary,
                   bundle.config.data.max_target_length,
                   torch::kCPU,
                   /*batch_size=*/256} {
    defaults.order = parse_reading_order(bundle.config.data.default_order);
    defaults.order_control = bundle.config.data.order_control;
    defaults.min_confidence = bundle.min_confidence;
  }

  // One decoded batch, on the batcher thread. The low-confidence mark is added per request
  // (add_low_confidence_mark), so that requests with different thresholds share a batch.
  std::vector<NormalizedInput> decode(const std::vector<std::string>& inputs,
                                      const std::vector<ReadingOrder>& orders,
                                      const BatchKey& key) {
    NormalizerOptions normalizer;
    normalizer.min_confidence = 0;
    normalizer.beam.beam_size = key.beam_size;
    normalizer.beam.nbest = key.nbest;
    normalizer.detect_ambiguity = key.detect_ambiguity;
    // Spread a batch over the worker threads (translate() gives each worker whole batches).
    const auto workers = std::max<int64_t>(1, worker_count());
    const auto count = static_cast<int64_t>(inputs.size());
    translator.batch_size = std::clamp<int64_t>((count + workers - 1) / workers, 1, 256);
    return normalize_inputs(translator, bundle.config.data, inputs, orders, normalizer);
  }

  // The body, read as it arrives and never past the limit: httplib would hold a chunked body of
  // any size in memory (a Content-Length above the limit it refuses without reading).
  std::string read_body(const httplib::Request& request,
                        const httplib::ContentReader& content_reader,
                        httplib::Response& response) const {
    const auto limit = static_cast<size_t>(options.limits.max_body_bytes);
    std::string body;
    bool too_large = false;
    const bool read = content_reader([&](const char* data, size_t length) {
      if (body.size() + length > limit) {
        too_large = true;
        return false;  // stop reading
      }
      body.append(data, length);
      return true;
    });
    // What the client said it sends ("" when chunked); digits only, else it counts as too long.
    const auto length_header = request.get_header_value("Content-Length");
    const bool declared_too_long =
        !length_header.empty() &&
        (length_header.size() > 18 ||
         length_header.find_first_not_of("0123456789") != std::string::npos ||
         std::stoull(length_header) > limit);
    if (too_large || declared_too_long) {
      response.set_header("Connection", "close");  // the rest of the body was never read
      throw RequestError(413, "max_body_bytes",
                         fmt::format("the body is larger than the limit max_body_bytes = {}",
                                     options.limits.max_body_bytes));
    }
    if (!read) {
      response.set_header("Connection", "close");
      throw RequestError(400, "", "the body could not be read (cut short, or a malformed chunk)");
    }
    return body;
  }

  void normalize(const std::string& request_body, httplib::Response& response) {
    const auto request = parse_normalize_request(request_body, options.limits, defaults);
    std::vector<NormalizedInput> results;
    if (!request.inputs.empty()) {
      const BatchKey key{request.beam_size, request.nbest, request.detect_ambiguity};
      const std::vector<ReadingOrder> orders(request.inputs.size(), request.order);
      results = queue->submit(request.inputs, orders, key).get();
    }
    int64_t warned = 0;
    std::string body = "{\"model\":" + json_string(model_name) + ",\"results\":[";
    for (size_t i = 0; i < results.size(); ++i) {
      add_low_confidence_mark(results[i], request.min_confidence);
      if (!results[i].refusal.empty()) metrics.record_refused_input(results[i].refusal);
      warned += results[i].has_warning() ? 1 : 0;
      auto line = json_line(results[i], request.inputs[i], request.min_confidence);
      line.pop_back();  // its newline
      if (i > 0) body += ',';
      body += line;
    }
    body += "]}";
    response.status = 200;
    response.set_content(body, kJson);
    metrics.record_inputs(static_cast<int64_t>(results.size()));
    metrics.record_warned_inputs(warned);
  }

  // A JSON string literal of `text` (bad UTF-8 replaced, as json_line does).
  static std::string json_string(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }

  void install_routes() {
    server.Post(kNormalizePath, [this](const httplib::Request& request, httplib::Response& response,
                                       const httplib::ContentReader& content_reader) {
      const auto start = std::chrono::steady_clock::now();
      metrics.add_in_flight(1);
      try {
        normalize(read_body(request, content_reader, response), response);
      } catch (const RequestError& error) {
        response.status = error.status;
        response.set_content(error_body(error.what(), error.limit), kJson);
        metrics.record_error(error.limit.empty() ? "bad-request" : error.limit);
      } catch (const std::exception& error) {
        response.status = 500;
        response.set_content(error_body(fmt::format("internal error: {}", error.what())), kJson);
        metrics.record_error("internal");
      }
      metrics.add_in_flight(-1);
      metrics.record_request(kNormalizePath, response.status, seconds_since(start));
      ++answered;
    });
    server.Get("/healthz", [this](const httplib::Request&, httplib::Response& response) {
      response.status = 200;
      if (stopping) {
        response.status = 503;
        response.set_content("{\"status\":\"draining\"}", kJson);
      } else {
        response.set_content("{\"status\":\"ok\",\"model\":" + json_string(model_name) + "}",
                             kJson);
      }
      metrics.record_request("/healthz", response.status, 0);
    });
    server.Get("/metrics", [this](const httplib::Request&, httplib::Response& response) {
      response.status = 200;
      response.set_content(metrics.prometheus_text(queue->queued_requests()),
                           "text/plain; version=0.0.4");
      metrics.record_request("/metrics", response.status, 0);
    });
    // Answers httplib makes itself (no route, a body over the limit, a malformed request) get
    // a JSON body too; answers of the handlers above keep theirs.
    server.set_error_handler([this](const httplib::Request& request, httplib::Response& response) {
      if (!response.body.empty()) return;
      std::string limit;
      std::string message;
      if (response.status == 413) {
        limit = "max_body_bytes";
        message = fmt::format("the body is larger than the limit max_body_bytes = {}",
                              options.limits.max_body_bytes);
      } else if (response.status == 404) {
        message = "no such route (the routes are POST /v1/normalize, GET /healthz, GET /metrics)";
      } else if (response.status == 400) {
        message = "malformed HTTP request";
      } else {
        message = fmt::format("HTTP status {}", response.status);
      }
      response.set_content(error_body(message, limit), kJson);
      metrics.record_error(limit.empty() ? fmt::format("http-{}", response.status) : limit);
      metrics.record_request(route_label(request.path), response.status, 0);
    });
    server.set_exception_handler(
        [this](const httplib::Request&, httplib::Response& response, std::exception_ptr) {
          response.status = 500;
          response.set_content(error_body("internal error"), kJson);
          metrics.record_error("internal");
        });
  }

  ModelBundle& bundle;
  std::string model_name;
  ServiceOptions options;
  RequestDefaults defaults;
  ServiceMetrics metrics;
  Translator translator;
  std::unique_ptr<BatchingQueue> queue;
  httplib::Server server;
  std::atomic<int> listening_socket{-1};  // the socket httplib listens on, once created
  std::atomic<bool> stopping{false};
  std::atomic<int64_t> answered{0};
  bool bound = false;
};

NormalizationService::NormalizationService(ModelBundle& bundle, std::string model_name,
                                           ServiceOptions options)
    : state_(std::make_unique<State>(bundle, std::move(model_name), std::move(options))) {
  auto& state = *state_;
  const auto& limits = state.options.limits;
  if (state.options.connections < 1) {
    throw std::invalid_argument("serve: connections must be at least 1");
  }
  if (limits.max_body_bytes < 1 || limits.max_inputs < 1 || limits.max_input_bytes < 1 ||
      limits.max_nbest < 1) {
    throw std::invalid_argument("serve: every limit must be at least 1");
  }
  state.queue = std::make_unique<BatchingQueue>(
      [&state](const std::vector<std::string>& inputs, const std::vector<ReadingOrder>& orders,
               const BatchKey& key) { return state.decode(inputs, orders, key); },
      state.options.batching,
      [&state](int64_t inputs, int64_t requests) { state.metrics.record_batch(inputs, requests); });
  const auto connections = static_cast<size_t>(state.options.connections);
  state.server.new_task_queue = [connections] { return new httplib::ThreadPool(connections); };
  state.server.set_payload_max_length(static_cast<size_t>(limits.max_body_bytes));
  state.server.set_read_timeout(static_cast<time_t>(state.options.read_timeout_seconds));
  state.server.set_keep_alive_max_count(1000);
  // Answers are small and written in two parts (head, body): without TCP_NODELAY the body waits
  // for the client's delayed ACK of the head (about 40 ms on Linux).
  state.server.set_tcp_nodelay(true);
  // Only SO_REUSEADDR (httplib's default adds SO_REUSEPORT, with which a second server on the
  // same port would start and silently take half the connections); the socket is kept to raise
  // its listen backlog after bind().
  state.server.set_socket_options([&state](socket_t socket) {
    const int yes = 1;
    ::setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
    int expected = -1;
    state.listening_socket.compare_exchange_strong(expected, socket);
  });
  state.install_routes();
}

NormalizationService::~NormalizationService() {
  state_->queue->shutdown();
}

int NormalizationService::bind() {
  auto& state = *state_;
  const auto& host = state.options.host;
  int port = state.options.port;
  if (port == 0) {
    port = state.server.bind_to_any_port(host);
    if (port < 0) throw std::runtime_error(fmt::format("serve: cannot listen on {}", host));
  } else if (!state.server.bind_to_port(host, port)) {
    throw std::runtime_error(fmt::format(
        "serve: cannot listen on {}:{} (in use, or not an address of this machine)", host, port));
  }
  // httplib listens with a backlog of 5: under many concurrent clients connecting at once the
  // kernel's accept queue overflows (SYN cookies, dropped handshakes, and connections reset
  // under load). A second listen() on a listening socket only changes its backlog.
  if (state.listening_socket >= 0 && ::listen(state.listening_socket, kListenBacklog) != 0) {
    throw std::runtime_error(fmt::format("serve: cannot raise the listen backlog of {}:{}: {}",
                                         host, port, std::strerror(errno)));
  }
  state.bound = true;
  return port;
}

int64_t NormalizationService::serve(const std::function<bool()>& stop_requested) {
  auto& state = *state_;
  if (!state.bound) bind();
  // A client that closes its connection before reading the answer must not end the process
  // (writing to it raises SIGPIPE, whose default action is to terminate).
  std::signal(SIGPIPE, SIG_IGN);
  // stop() only sets a flag; this thread turns it into httplib's stop, again until listening
  // has ended (a stop before the listening loop started would otherwise be lost).
  std::atomic<bool> listening_ended{false};
  std::thread stopper([&] {
    while (!listening_ended) {
      if (!state.stopping && stop_requested && stop_requested()) state.stopping = true;
      if (state.stopping) state.server.stop();
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  // Returns after the stop: the listening socket is closed, then the HTTP threads finish the
  // connections they hold (their requests wait on the queue, which keeps decoding).
  state.server.listen_after_bind();
  listening_ended = true;
  stopper.join();
  state.queue->shutdown();
  return state.answered;
}

void NormalizationService::stop() {
  state_->stopping = true;
}

}  // namespace dates
