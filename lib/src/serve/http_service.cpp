#include "dates/serve/http_service.h"

#include <fmt/format.h>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include <sys/socket.h>

#include "dates/core/standard_streams.h"
#include "dates/core/workers.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/serve/metrics.h"

namespace dates {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kJson = "application/json";
constexpr const char* kNormalizePath = "/v1/normalize";
constexpr int kListenBacklog = 1024;  // connections waiting to be accepted (capped by somaxconn)
constexpr size_t kReadBytes = 16384;  // one read from a socket, at most
// Bytes of pipelined requests read ahead while a request waits for its answer (read to notice a
// reset; the rest stay in the socket until the answer is written).
constexpr size_t kReadAheadBytes = 65536;
// Reading what a client still sends after its last answer, before closing: at most this long and
// this much (a client flooding the connection is then reset).
constexpr auto kLingerTime = std::chrono::seconds(2);
constexpr size_t kLingerBytes = 262144;
// After a stop, an idle keep-alive connection waits this long for a request its client may have
// sent already (on its way when the stop came), then closes.
constexpr auto kStopGrace = std::chrono::milliseconds(250);

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The path without its query.
std::string path_of(beast::string_view target) {
  const auto path = target.substr(0, target.find('?'));
  return std::string(path.data(), path.size());
}

// The metrics' path label: the routes by name, anything else "other" (a client must not be able
// to grow the metrics without bound).
std::string route_label(const std::string& path) {
  if (path == kNormalizePath || path == "/healthz" || path == "/metrics") return path;
  return "other";
}

// A request as it is read: the request line, the count of header fields (bounded), and the body
// of POST /v1/normalize only; any other route's body is counted against the body limit and
// dropped as it arrives, chunked or not. Header bytes and body bytes are bounded by
// basic_parser's header_limit and body_limit, set before anything is read.
class RequestParser : public http::basic_parser<true> {
 public:
  RequestParser(int64_t max_header_bytes, int64_t max_body_bytes, int64_t max_header_fields)
      : max_header_fields_(max_header_fields) {
    header_limit(static_cast<std::uint32_t>(max_header_bytes));
    body_limit(static_cast<std::uint64_t>(max_body_bytes));
  }

  http::verb method() const { return method_; }
  const std::string& path() const { return path_; }
  bool has_request_line() const { return has_request_line_; }
  bool too_many_fields() const { return too_many_fields_; }
  bool expects_continue() const { return expects_continue_; }
  std::string& body() { return body_; }

 private:
  void on_request_impl(http::verb method, beast::string_view, beast::string_view target, int,
                       beast::error_code&) override {
    method_ = method;
    path_ = path_of(target);
    has_request_line_ = true;
    keeps_body_ = method == http::verb::post && path_ == kNormalizePath;
  }
  void on_response_impl(int, beast::string_view, int, beast::error_code&) override {}
  void on_field_impl(http::field name, beast::string_view, beast::string_view value,
                     beast::error_code& error) override {
    if (++fields_ > max_header_fields_) {
      too_many_fields_ = true;
      error = http::error::header_limit;
      return;
    }
    if (name == http::field::expect && beast::iequals(value, "100-continue")) {
      expects_continue_ = true;
    }
  }
  void on_header_impl(beast::error_code&) override {}
  void on_body_init_impl(const boost::optional<std::uint64_t>& length,
                         beast::error_code&) override {
    if (keeps_body_ && length) body_.reserve(static_cast<size_t>(*length));  // <= body_limit
  }
  size_t on_body_impl(beast::string_view data, beast::error_code&) override {
    if (keeps_body_) body_.append(data.data(), data.size());
    return data.size();
  }
  void on_chunk_header_impl(std::uint64_t, beast::string_view, beast::error_code&) override {}
  size_t on_chunk_body_impl(std::uint64_t, beast::string_view data, beast::error_code&) override {
    if (keeps_body_) body_.append(data.data(), data.size());
    return data.size();
  }
  void on_finish_impl(beast::error_code&) override {}

  int64_t max_header_fields_;
  int64_t fields_ = 0;
  http::verb method_ = http::verb::unknown;
  std::string path_;
  bool has_request_line_ = false;
  bool keeps_body_ = false;
  bool too_many_fields_ = false;
  bool expects_continue_ = false;
  std::string body_;
};

class Session;

}  // namespace

struct NormalizationService::State {
  State(ModelBundle& bundle, std::string model_name, ServiceOptions options)
      : bundle(bundle),
        model_name(std::move(model_name)),
        options(std::move(options)),
        reader(libtorch_reading_model(bundle, this->model_name, this->options.compute),
               this->model_name),
        cache(this->options.cache),
        io(static_cast<int>(this->options.io_threads)),
        accept_strand(asio::make_strand(io)),
        acceptor(accept_strand),
        accept_retry(accept_strand) {
    defaults.order = parse_reading_order(bundle.config.data.default_order);
    defaults.order_control = bundle.config.data.order_control;
    defaults.min_confidence = bundle.min_confidence;
  }

  // One decoded batch, on the batcher thread. The low-confidence mark is set per request
  // (Reading::judge), so that requests with different thresholds share a batch.
  std::vector<Reading> decode(const std::vector<std::string>& inputs,
                              const std::vector<ReadingOrder>& orders, const BatchKey& key) {
    ReadingOptions reading;
    reading.min_confidence = 0;
    reading.beam = key.beam_size;
    reading.nbest = key.nbest;
    // Spread a batch over the worker threads (each worker decodes whole batches).
    const auto workers = std::max<int64_t>(1, worker_count());
    const auto count = static_cast<int64_t>(inputs.size());
    reading.batch_size = std::clamp<int64_t>((count + workers - 1) / workers, 1, 256);
    auto settings = reader.settings(reading);
    settings.auto_order = key.auto_order;
    settings.cache = &cache;
    return reader.read(inputs, orders, settings);
  }

  // The convention a request's inputs show as a column (order auto), or the one it asked for.
  ColumnConvention column_convention(const NormalizeRequest& request) const {
    if (!request.auto_order || !defaults.order_control) return ColumnConvention{request.order};
    ColumnTally tally;
    for (const auto& input : request.inputs) tally.add(reader.evidence(input));
    return tally.decide(defaults.order);
  }

  CacheGauges cache_gauges() const {
    const auto stats = cache.stats();
    CacheGauges gauges;
    gauges.hits = stats.hits;
    gauges.misses = stats.misses;
    gauges.evictions = stats.evictions;
    gauges.entries = stats.entries;
    gauges.bytes = stats.bytes;
    gauges.max_entries = options.cache.max_entries;
    gauges.max_bytes = options.cache.max_bytes;
    return gauges;
  }

  // The answer's body for decoded `results` of `request`; counts its refused and warned inputs.
  std::string results_body(std::vector<Reading>& results, const NormalizeRequest& request,
                           const ColumnConvention& column, std::vector<std::string>& refusals,
                           int64_t& warned) const {
    std::string body = "{\"model\":" + json_string(model_name);
    if (request.auto_order && defaults.order_control) {
      nlohmann::ordered_json summary;
      summary["order"] = to_string(column.order);
      summary["decided"] = column.decided;
      summary["decided_by"] = column.decided_by;
      summary["inconsistent"] = column.inconsistent;
      summary["read_by_order"] = column.read_by_it;
      body += ",\"column\":" + summary.dump();
    }
    body += ",\"results\":[";
    for (size_t i = 0; i < results.size(); ++i) {
      results[i].judge(request.min_confidence, request.keep_guesses);
      if (results[i].refused()) refusals.emplace_back(to_string(results[i].refusal));
      warned += results[i].has_warning() ? 1 : 0;
      auto line = json_line(results[i], request.inputs[i]);
      line.pop_back();  // its newline
      if (i > 0) body += ',';
      body += line;
    }
    return body + "]}";
  }

  // A JSON string literal of `text` (bad UTF-8 replaced, as json_line does).
  static std::string json_string(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }

  void do_accept();
  void on_accept(beast::error_code error, tcp::socket socket);
  // A session has closed its connection: one more may be accepted.
  void release_connection(Session* session);
  // Every open session, to be told of the stop or closed at the drain deadline.
  std::vector<std::shared_ptr<Session>> open_sessions();
  size_t open_connections();

  ModelBundle& bundle;
  std::string model_name;
  ServiceOptions options;
  RequestDefaults defaults;
  ServiceMetrics metrics;
  DateReader reader;
  mutable ReadingCache cache;  // thread-safe; consulted on the batcher thread
  std::unique_ptr<BatchingQueue> queue;
  asio::io_context io;
  asio::strand<asio::io_context::executor_type> accept_strand;
  tcp::acceptor acceptor;
  asio::steady_timer accept_retry;  // after an accept error
  bool accept_paused = false;       // on accept_strand: at the connection cap
  std::mutex sessions_mutex;
  std::unordered_map<Session*, std::weak_ptr<Session>> sessions;
  std::atomic<bool> stopping{false};
  std::atomic<int64_t> answered{0};
  bool bound = false;
};

namespace {

// One connection: requests read, answered and written one at a time, in order. Every handler
// runs on the connection's strand.
class Session : public std::enable_shared_from_this<Session> {
 public:
  using State = NormalizationService::State;

  Session(State& state, tcp::socket socket)
      : state_(state), stream_(std::move(socket)), stop_grace_(stream_.get_executor()) {}

  void start() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_next(); });
  }

  // The service stops: an idle connection closes after kStopGrace unless a request arrives; one
  // with a request being read, waiting or written finishes it and closes after its answer
  // (Connection: close).
  void stop() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] {
      if (self->phase_ != Phase::kIdle) return;
      self->stop_grace_.expires_after(kStopGrace);
      self->stop_grace_.async_wait([self](beast::error_code) {
        if (self->phase_ == Phase::kIdle) self->close();
      });
    });
  }

  // The drain deadline: closes at once, whatever it was doing.
  void force_close() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->close(); });
  }

 private:
  enum class Phase { kIdle, kReceiving, kWaiting, kWriting, kClosing, kClosed };

  // What /metrics records once the answer is written.
  struct AnswerRecord {
    std::string route;
    bool normalize = false;
    std::string error_reason;  // empty: not a refusal
    int64_t inputs = 0;
    int64_t warned = 0;
    std::vector<std::string> refusals;
  };

  const ServiceOptions& options() const { return state_.options; }

  void read_next() {
    parser_.emplace(options().max_header_bytes, options().limits.max_body_bytes,
                    options().max_header_fields);
    record_ = AnswerRecord{};
    if (buffer_.size() > 0) {  // a pipelined request, already here
      receive();
      return;
    }
    if (peer_closed_) {
      close_gracefully();
      return;
    }
    phase_ = Phase::kIdle;
    // Stopping: the last answer said keep-alive (it was under way when the stop came), so its
    // client may be sending another request; it gets kStopGrace to arrive.
    stream_.expires_after(
        state_.stopping ? std::min<std::chrono::milliseconds>(options().idle_timeout, kStopGrace)
                        : options().idle_timeout);
    stream_.async_read_some(buffer_.prepare(kReadBytes),
                            [self = shared_from_this()](beast::error_code error, size_t bytes) {
                              self->buffer_.commit(bytes);
                              if (error || bytes == 0) {
                                self->close();  // idle too long, gone, or closed by stop()
                                return;
                              }
                              self->receive();
                            });
  }

  // Reads a whole request within request_timeout of its first byte.
  void receive() {
    phase_ = Phase::kReceiving;
    stream_.expires_after(options().request_timeout);
    http::async_read_header(
        stream_, buffer_, *parser_,
        [self = shared_from_this()](beast::error_code error, size_t) { self->on_header(error); });
  }

  void on_header(beast::error_code error) {
    if (error) {
      on_read_error(error);
      return;
    }
    if (parser_->is_done()) {
      on_request();
      return;
    }
    const auto read_body = [self = shared_from_this()] {
      http::async_read(self->stream_, self->buffer_, *self->parser_,
                       [self](beast::error_code error, size_t) {
                         if (error) {
                           self->on_read_error(error);
                         } else {
                           self->on_request();
                         }
                       });
    };
    if (!parser_->expects_continue()) {
      read_body();
      return;
    }
    static const std::string kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    asio::async_write(stream_, asio::buffer(kContinue),
                      [self = shared_from_this(), read_body](beast::error_code error, size_t) {
                        if (error) {
                          self->close();
                        } else {
                          read_body();
                        }
                      });
  }

  void on_read_error(beast::error_code error) {
    record_.route = parser_->has_request_line() ? route_label(parser_->path()) : "other";
    if (error == http::error::header_limit) {
      const bool fields = parser_->too_many_fields();
      const auto limit = fields ? "max_header_fields" : "max_header_bytes";
      answer_error(431, limit,
                   fields ? fmt::format("the request has more than max_header_fields = {} "
                                        "header fields",
                                        options().max_header_fields)
                          : fmt::format("the request line and header are larger than the limit "
                                        "max_header_bytes = {}",
                                        options().max_header_bytes),
                   /*close=*/true);
    } else if (error == http::error::body_limit) {
      answer_error(413, "max_body_bytes",
                   fmt::format("the body is larger than the limit max_body_bytes = {}",
                               options().limits.max_body_bytes),
                   /*close=*/true);
    } else if (error.category() == http::make_error_code(http::error::bad_method).category() &&
               error != http::error::end_of_stream && error != http::error::partial_message) {
      answer_error(400, "", fmt::format("malformed HTTP request ({})", error.message()),
                   /*close=*/true);
    } else {
      close();  // gone, reset, cut short, or too slow (request_timeout): no one to answer
    }
  }

  void on_request() {
    const auto& path = parser_->path();
    const auto method = parser_->method();
    request_arrived_ = Clock::now();
    record_.route = route_label(path);
    keep_alive_ = parser_->keep_alive();
    if (path == kNormalizePath) {
      if (method != http::verb::post) {
        answer_error(405, "", "/v1/normalize takes POST", /*close=*/false);
        return;
      }
      normalize();
    } else if (path == "/healthz" && method == http::verb::get) {
      if (state_.stopping) {
        answer(503, kJson, "{\"status\":\"draining\"}");
      } else {
        answer(200, kJson,
               "{\"status\":\"ok\",\"model\":" + State::json_string(state_.model_name) + "}");
      }
    } else if (path == "/metrics" && method == http::verb::get) {
      answer(200, "text/plain; version=0.0.4",
             state_.metrics.prometheus_text(
                 state_.queue->queued_requests(), state_.queue->cancelled_requests(),
                 static_cast<int64_t>(state_.open_connections()), state_.cache_gauges()));
    } else if (path == "/healthz" || path == "/metrics") {
      answer_error(405, "", fmt::format("{} takes GET", path), /*close=*/false);
    } else {
      answer_error(404, "",
                   "no such route (the routes are POST /v1/normalize, GET /healthz, GET /metrics)",
                   /*close=*/false);
    }
  }

  void normalize() {
    record_.normalize = true;
    state_.metrics.add_in_flight(1);
    in_flight_ = true;
    try {
      request_ = parse_normalize_request(parser_->body(), options().limits, state_.defaults);
    } catch (const RequestError& error) {
      answer_error(error.status, error.limit, error.what(), /*close=*/false);
      return;
    } catch (const std::exception& error) {  // out of memory, or a bug: this request only
      record_.error_reason = "internal";
      prepare(500, kJson, error_body(fmt::format("internal error: {}", error.what())));
      write_answer();
      return;
    }
    parser_->body() = std::string();  // read: its memory goes back before the wait
    if (request_.inputs.empty()) {
      answer(200, kJson,
             "{\"model\":" + State::json_string(state_.model_name) + ",\"results\":[]}");
      return;
    }
    phase_ = Phase::kWaiting;
    cancelled_ = std::make_shared<std::atomic<bool>>(false);
    const BatchKey key{request_.beam_size, request_.nbest, request_.auto_order};
    column_ = state_.column_convention(request_);
    std::vector<ReadingOrder> orders(request_.inputs.size(), column_.order);
    auto self = shared_from_this();
    try {
      state_.queue->submit(
          request_.inputs, std::move(orders), key,
          [self](std::vector<Reading> results, std::exception_ptr error) {
            // On the batcher thread: the rest on the connection's strand.
            asio::post(self->stream_.get_executor(),
                       [self, results = std::move(results), error]() mutable {
                         self->on_decoded(std::move(results), error);
                       });
          },
          cancelled_);
    } catch (const std::exception& error) {  // the queue has shut down (the drain deadline)
      answer_error(503, "", fmt::format("the service is stopping ({})", error.what()), true);
      return;
    }
    watch();
  }

  // While the request waits, reads ahead on the connection to notice a reset (the request is
  // then cancelled). A FIN is a half-close: the client still gets its answer.
  void watch() {
    if (peer_closed_ || buffer_.size() >= kReadAheadBytes) return;
    watching_ = true;
    stream_.expires_never();  // decoding time is not the client's
    stream_.async_read_some(buffer_.prepare(std::min(kReadBytes, kReadAheadBytes - buffer_.size())),
                            [self = shared_from_this()](beast::error_code error, size_t bytes) {
                              self->on_watch(error, bytes);
                            });
  }

  void on_watch(beast::error_code error, size_t bytes) {
    watching_ = false;
    buffer_.commit(bytes);
    if (phase_ == Phase::kClosed) return;
    if (error == asio::error::eof) {
      peer_closed_ = true;
    } else if (error && error != asio::error::operation_aborted) {
      // Reset or broken: no one is left to answer.
      close();
      return;
    }
    if (answer_ready_) {
      write_answer();
    } else if (!error) {
      watch();
    }
  }

  void on_decoded(std::vector<Reading> results, std::exception_ptr error) {
    if (phase_ != Phase::kWaiting) return;  // closed meanwhile
    int status = 200;
    std::string body;
    try {
      if (error) std::rethrow_exception(error);
      body = state_.results_body(results, request_, column_, record_.refusals, record_.warned);
      record_.inputs = static_cast<int64_t>(results.size());
    } catch (const std::exception& failure) {
      status = 500;
      record_.error_reason = "internal";
      body = error_body(fmt::format("internal error: {}", failure.what()));
    }
    prepare(status, kJson, std::move(body));
    answer_ready_ = true;
    if (watching_) {
      stream_.cancel();  // on_watch writes the answer
    } else {
      write_answer();
    }
  }

  void answer(int status, const char* content_type, std::string body) {
    prepare(status, content_type, std::move(body));
    write_answer();
  }

  void answer_error(int status, const std::string& limit, const std::string& message, bool close) {
    record_.error_reason = limit.empty() ? fmt::format("http-{}", status) : limit;
    if (status == 400 && record_.normalize) record_.error_reason = "bad-request";
    if (close) keep_alive_ = false;  // the rest of the request was never read
    prepare(status, kJson, error_body(message, limit));
    write_answer();
  }

  void prepare(int status, const char* content_type, std::string body) {
    response_ = {};
    response_.version(11);
    response_.result(static_cast<unsigned>(status));
    response_.set(http::field::content_type, content_type);
    response_.body() = std::move(body);
  }

  void write_answer() {
    phase_ = Phase::kWriting;
    answer_ready_ = false;
    // Closes after this answer: asked by the client, the service stops, or the client has
    // half-closed and sent nothing more.
    if (!peer_closed_ && buffer_.size() == 0) notice_half_close();
    close_after_ = !keep_alive_ || state_.stopping || (peer_closed_ && buffer_.size() == 0);
    response_.keep_alive(!close_after_);
    response_.prepare_payload();
    stream_.expires_after(options().request_timeout);  // a client that does not read is cut off
    http::async_write(
        stream_, response_,
        [self = shared_from_this()](beast::error_code error, size_t) { self->on_written(error); });
  }

  // Whether the client's FIN has arrived though no read saw it (the read ahead was cancelled
  // when the answer came, or none was made): a peek that does not wait reads 0 bytes at EOF.
  void notice_half_close() {
    char byte = 0;
    const auto peeked = ::recv(stream_.socket().native_handle(), &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (peeked == 0) peer_closed_ = true;
  }

  void on_written(beast::error_code error) {
    if (error) {
      close();
      return;
    }
    auto& metrics = state_.metrics;
    const int status = static_cast<int>(response_.result_int());
    if (!record_.error_reason.empty()) metrics.record_error(record_.error_reason);
    if (status == 200 && record_.normalize) {
      metrics.record_inputs(record_.inputs);
      metrics.record_warned_inputs(record_.warned);
      for (const auto& refusal : record_.refusals) metrics.record_refused_input(refusal);
    }
    metrics.record_request(record_.route, status,
                           record_.normalize ? seconds_since(request_arrived_) : 0);
    if (record_.normalize) ++state_.answered;
    end_in_flight();
    request_ = {};
    if (close_after_) {
      close_gracefully();
    } else {
      read_next();
    }
  }

  void end_in_flight() {
    if (in_flight_) state_.metrics.add_in_flight(-1);
    in_flight_ = false;
  }

  // After the last answer: the sending side is shut, and what the client still sends is read
  // and dropped for a while, so that closing does not reset the connection under the answer.
  void close_gracefully() {
    if (phase_ == Phase::kClosing || phase_ == Phase::kClosed) return;
    phase_ = Phase::kClosing;
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream_.expires_after(kLingerTime);
    linger(kLingerBytes);
  }

  void linger(size_t bytes_left) {
    buffer_.clear();
    stream_.async_read_some(
        buffer_.prepare(kReadBytes),
        [self = shared_from_this(), bytes_left](beast::error_code error, size_t bytes) {
          if (error || self->phase_ == Phase::kClosed || bytes >= bytes_left) {
            self->close();
          } else {
            self->linger(bytes_left - bytes);
          }
        });
  }

  void close() {
    if (phase_ == Phase::kClosed) return;
    if (phase_ == Phase::kWaiting && cancelled_) cancelled_->store(true);
    phase_ = Phase::kClosed;
    end_in_flight();
    stop_grace_.cancel();
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream_.close();
    state_.release_connection(this);
  }

  State& state_;
  beast::tcp_stream stream_;
  asio::steady_timer stop_grace_;
  beast::flat_buffer buffer_;
  std::optional<RequestParser> parser_;
  Phase phase_ = Phase::kIdle;
  NormalizeRequest request_;
  BatchingQueue::CancelFlag cancelled_;
  ColumnConvention column_;  // the request's inputs as a column
  http::response<http::string_body> response_;
  AnswerRecord record_;
  Clock::time_point request_arrived_;
  bool keep_alive_ = true;
  bool close_after_ = false;
  bool peer_closed_ = false;  // the client half-closed (FIN): answer what it sent, then close
  bool watching_ = false;     // a read ahead is pending while the request waits
  bool answer_ready_ = false;
  bool in_flight_ = false;
};

}  // namespace

void NormalizationService::State::do_accept() {
  acceptor.async_accept(asio::make_strand(io), [this](beast::error_code error, tcp::socket socket) {
    on_accept(error, std::move(socket));
  });
}

void NormalizationService::State::on_accept(beast::error_code error, tcp::socket socket) {
  if (error == asio::error::operation_aborted || !acceptor.is_open()) return;  // stopped
  if (!error) {
    beast::error_code ignored;
    // Answers are written in two parts (head, body): without TCP_NODELAY the body would wait for
    // the client's delayed ACK of the head (about 40 ms on Linux).
    socket.set_option(tcp::no_delay(true), ignored);
    auto session = std::make_shared<Session>(*this, std::move(socket));
    {
      std::lock_guard<std::mutex> lock(sessions_mutex);
      sessions[session.get()] = session;
    }
    session->start();
  }
  if (open_connections() >= static_cast<size_t>(options.connections)) {
    accept_paused = true;  // the next connections wait in the backlog until one closes
    return;
  }
  if (error) {
    // Out of descriptors (EMFILE) or another accept error: try again a little later, never stop
    // listening (and never spin).
    accept_retry.expires_after(std::chrono::milliseconds(50));
    accept_retry.async_wait([this](beast::error_code) {
      if (acceptor.is_open()) do_accept();
    });
    return;
  }
  do_accept();
}

void NormalizationService::State::release_connection(Session* session) {
  {
    std::lock_guard<std::mutex> lock(sessions_mutex);
    sessions.erase(session);
  }
  asio::dispatch(accept_strand, [this] {
    if (accept_paused && !stopping && acceptor.is_open() &&
        open_connections() < static_cast<size_t>(options.connections)) {
      accept_paused = false;
      do_accept();
    }
  });
}

std::vector<std::shared_ptr<Session>> NormalizationService::State::open_sessions() {
  std::vector<std::shared_ptr<Session>> open;
  std::lock_guard<std::mutex> lock(sessions_mutex);
  for (const auto& [pointer, session] : sessions) {
    if (auto alive = session.lock()) open.push_back(std::move(alive));
  }
  return open;
}

size_t NormalizationService::State::open_connections() {
  std::lock_guard<std::mutex> lock(sessions_mutex);
  return sessions.size();
}

NormalizationService::NormalizationService(ModelBundle& bundle, std::string model_name,
                                           ServiceOptions options)
    : state_(std::make_unique<State>(bundle, std::move(model_name), std::move(options))) {
  auto& state = *state_;
  const auto& limits = state.options.limits;
  if (state.options.connections < 1 || state.options.io_threads < 1) {
    throw std::invalid_argument("serve: connections and io_threads must be at least 1");
  }
  if (limits.max_body_bytes < 1 || limits.max_inputs < 1 || limits.max_input_bytes < 1 ||
      limits.max_nbest < 1 || limits.max_work < 1 || state.options.max_header_bytes < 1 ||
      state.options.max_header_fields < 1) {
    throw std::invalid_argument("serve: every limit must be at least 1");
  }
  state.queue = std::make_unique<BatchingQueue>(
      [&state](const std::vector<std::string>& inputs, const std::vector<ReadingOrder>& orders,
               const BatchKey& key) { return state.decode(inputs, orders, key); },
      state.options.batching,
      [&state](int64_t inputs, int64_t requests) { state.metrics.record_batch(inputs, requests); });
}

NormalizationService::~NormalizationService() {
  state_->queue->shutdown();
}

int NormalizationService::bind() {
  auto& state = *state_;
  const auto& host = state.options.host;
  const int port = state.options.port;
  const auto where = port == 0 ? host : fmt::format("{}:{}", host, port);
  beast::error_code error;
  tcp::resolver resolver(state.io);
  const auto endpoints = resolver.resolve(
      host, std::to_string(port), tcp::resolver::passive | tcp::resolver::numeric_service, error);
  if (error || endpoints.empty()) {
    throw std::runtime_error(
        fmt::format("serve: cannot listen on {} (not an address: {})", where, error.message()));
  }
  const tcp::endpoint endpoint = *endpoints.begin();
  // Only SO_REUSEADDR: with SO_REUSEPORT a second server on the same port would start and
  // silently take half the connections.
  state.acceptor.open(endpoint.protocol(), error);
  if (!error) state.acceptor.set_option(tcp::acceptor::reuse_address(true), error);
  if (!error) state.acceptor.bind(endpoint, error);
  if (!error) state.acceptor.listen(kListenBacklog, error);
  if (error) {
    beast::error_code ignored;
    state.acceptor.close(ignored);
    throw std::runtime_error(
        fmt::format("serve: cannot listen on {} ({}; in use, or not an address of this machine)",
                    where, error.message()));
  }
  state.bound = true;
  return state.acceptor.local_endpoint().port();
}

int64_t NormalizationService::serve(const std::function<bool()>& stop_requested) {
  auto& state = *state_;
  if (!state.bound) bind();
  // A client that closes its connection before reading the answer must not end the process
  // (Asio sends with MSG_NOSIGNAL; this covers any other write).
  std::signal(SIGPIPE, SIG_IGN);
  auto work = asio::make_work_guard(state.io);
  asio::dispatch(state.accept_strand, [&state] { state.do_accept(); });
  std::vector<std::thread> threads;
  for (int64_t t = 0; t < state.options.io_threads; ++t) {
    try {
      threads.emplace_back([&state] {
        // A handler that throws (out of memory) must not end the thread, nor the process: its
        // connection is lost, the others go on.
        for (;;) {
          try {
            state.io.run();
            return;
          } catch (const std::exception& error) {
            write_diagnostic(fmt::format("dates serve: error in a connection: {}\n", error.what()));
          }
        }
      });
    } catch (const std::system_error& error) {
      // No thread to be had (memory, the process limit): the threads started serve alone.
      if (threads.empty()) throw;
      write_diagnostic(fmt::format("dates serve: {} of {} I/O threads started ({})\n",
                                   threads.size(), state.options.io_threads, error.what()));
      break;
    }
  }
  while (!state.stopping) {
    if (stop_requested && stop_requested()) state.stopping = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  // The drain: no new connections, idle ones closed, the others answered (Connection: close)
  // until the deadline.
  const auto deadline = Clock::now() + state.options.drain_timeout;
  asio::dispatch(state.accept_strand, [&state] {
    beast::error_code ignored;
    state.acceptor.close(ignored);
    state.accept_retry.cancel();
  });
  for (const auto& session : state.open_sessions()) session->stop();
  while (state.open_connections() > 0 && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (const auto& session : state.open_sessions()) session->force_close();
  const auto closing = Clock::now() + std::chrono::seconds(1);
  while (state.open_connections() > 0 && Clock::now() < closing) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  // What is still queued belongs to closed connections (cancelled): shutdown drops it and waits
  // for the batch being decoded.
  state.queue->shutdown();
  work.reset();
  state.io.stop();
  for (auto& thread : threads) thread.join();
  return state.answered;
}

void NormalizationService::stop() {
  state_->stopping = true;
}

}  // namespace dates
