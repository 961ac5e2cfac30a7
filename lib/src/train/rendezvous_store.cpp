#include "dates/train/rendezvous_store.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <list>
#include <optional>
#include <thread>
#include <unordered_map>

namespace dates {

namespace {

using Clock = std::chrono::steady_clock;
using Milliseconds = std::chrono::milliseconds;

// ---- the wire format ----------------------------------------------------------------------------
// Frame: u32 length (big-endian), then the payload. Request payload: u8 operation, then its
// fields; reply payload: u8 status, then the operation's result. Strings are u32 length + bytes,
// integers 8 bytes big-endian (two's complement), key lists u32 count + strings.

enum Operation : uint8_t {
  kSet = 1,         // key, value                 -> ok
  kGet = 2,         // key, wait ms (0: no limit) -> ok value | timed out
  kAdd = 3,         // key, delta                 -> ok new value
  kCompareSet = 4,  // key, expected, desired     -> ok value afterwards
  kCheck = 5,       // keys                       -> ok u8 all present
  kWait = 6,        // keys, wait ms (0: no limit) -> ok | timed out
  kDelete = 7,      // key                        -> ok u8 existed
  kNumKeys = 8,     //                            -> ok count
};

enum Status : uint8_t { kOk = 0, kTimedOut = 1, kBadRequest = 2 };

struct ProtocolError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void put_u32(std::string& out, uint32_t value) {
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<char>(value >> shift));
}

void put_i64(std::string& out, int64_t value) {
  const auto bits = static_cast<uint64_t>(value);
  for (int shift = 56; shift >= 0; shift -= 8) out.push_back(static_cast<char>(bits >> shift));
}

void put_bytes(std::string& out, const char* data, size_t size) {
  if (size > RendezvousServer::kMaxFrameBytes) {
    throw StoreError(StoreError::Reason::other,
                     fmt::format("a key or value of {} bytes is larger than the rendezvous "
                                 "store's limit of {} bytes",
                                 size, RendezvousServer::kMaxFrameBytes));
  }
  put_u32(out, static_cast<uint32_t>(size));
  out.append(data, size);
}

void put_string(std::string& out, const std::string& text) {
  put_bytes(out, text.data(), text.size());
}

void put_vector(std::string& out, const std::vector<uint8_t>& bytes) {
  put_bytes(out, reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

void put_keys(std::string& out, const std::vector<std::string>& keys) {
  put_u32(out, static_cast<uint32_t>(keys.size()));
  for (const auto& key : keys) put_string(out, key);
}

uint32_t read_u32(const char* data) {
  uint32_t value = 0;
  for (int i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(data[i]);
  return value;
}

class Reader {
 public:
  explicit Reader(const std::string& payload) : payload_(payload) {}
  uint8_t u8() {
    need(1);
    return static_cast<uint8_t>(payload_[position_++]);
  }
  uint32_t u32() {
    need(4);
    const uint32_t value = read_u32(payload_.data() + position_);
    position_ += 4;
    return value;
  }
  int64_t i64() {
    need(8);
    uint64_t bits = 0;
    for (int i = 0; i < 8; ++i)
      bits = (bits << 8) | static_cast<unsigned char>(payload_[position_++]);
    return static_cast<int64_t>(bits);
  }
  std::string bytes() {
    const uint32_t size = u32();
    need(size);
    std::string text = payload_.substr(position_, size);
    position_ += size;
    return text;
  }
  std::vector<std::string> keys() {
    const uint32_t count = u32();
    // Every key takes at least its 4-byte length: a count the frame cannot hold is malformed.
    if (count > (payload_.size() - position_) / 4) throw ProtocolError("key count past the frame");
    std::vector<std::string> result;
    result.reserve(count);
    for (uint32_t i = 0; i < count; ++i) result.push_back(bytes());
    return result;
  }
  void finish() const {
    if (position_ != payload_.size()) throw ProtocolError("trailing bytes");
  }

 private:
  void need(size_t size) const {
    if (payload_.size() - position_ < size) throw ProtocolError("truncated frame");
  }
  const std::string& payload_;
  size_t position_ = 0;
};

std::string seconds_text(Milliseconds duration) {
  return fmt::format("{:g} s", static_cast<double>(duration.count()) / 1000.0);
}

std::string endpoint_text(const std::string& host, uint16_t port) {
  return host.find(':') != std::string::npos ? fmt::format("[{}]:{}", host, port)
                                             : fmt::format("{}:{}", host, port);
}

std::string numeric_address(const sockaddr* address, socklen_t length) {
  char text[NI_MAXHOST] = {};
  if (::getnameinfo(address, length, text, sizeof(text), nullptr, 0, NI_NUMERICHOST) != 0) {
    return "?";
  }
  return text;
}

std::string errno_text(int error) {
  return std::strerror(error);
}

struct AddressList {
  addrinfo* head = nullptr;
  ~AddressList() {
    if (head != nullptr) ::freeaddrinfo(head);
  }
};

// getaddrinfo(host, port) for TCP; returns the gai error code (0 on success).
int resolve(const std::string& host, uint16_t port, int flags, AddressList& list) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_NUMERICSERV | flags;
  const std::string service = std::to_string(port);
  return ::getaddrinfo(host.c_str(), service.c_str(), &hints, &list.head);
}

void set_flag(int fd, int level, int option, int value) {
  ::setsockopt(fd, level, option, &value, sizeof(value));
}

}  // namespace

bool is_wildcard_host(const std::string& host) {
  if (host == "0.0.0.0") return true;
  in6_addr address{};
  return ::inet_pton(AF_INET6, host.c_str(), &address) == 1 && IN6_IS_ADDR_UNSPECIFIED(&address);
}

// ---- the server
// -----------------------------------------------------------------------------------

struct RendezvousServer::Impl {
  struct Connection {
    int fd = -1;
    std::string in;   // received bytes not yet handled
    std::string out;  // reply bytes not yet sent
    // A get or wait whose keys are not all there yet.
    bool parked = false;
    uint8_t parked_operation = 0;
    std::vector<std::string> parked_keys;
    std::optional<Clock::time_point> deadline;
    bool dropped = false;
  };

  std::vector<int> listeners;
  std::vector<std::string> addresses;
  uint16_t port = 0;
  int wake[2] = {-1, -1};
  std::atomic<bool> stopping{false};
  std::atomic<size_t> open_connections{0};
  std::thread thread;

  // Touched by the server thread only.
  std::unordered_map<std::string, std::string> data;
  std::list<Connection> connections;
  Clock::time_point accept_paused_until{};

  ~Impl() {
    for (const int fd : listeners) ::close(fd);
    for (const int fd : wake) {
      if (fd >= 0) ::close(fd);
    }
    for (auto& connection : connections) ::close(connection.fd);
  }

  bool present(const std::vector<std::string>& keys) const {
    return std::all_of(keys.begin(), keys.end(),
                       [&](const std::string& key) { return data.count(key) > 0; });
  }

  static void reply(Connection& connection, Status status, const std::string& body = {}) {
    std::string frame;
    put_u32(frame, static_cast<uint32_t>(1 + body.size()));
    frame.push_back(static_cast<char>(status));
    frame += body;
    connection.out += frame;
    if (connection.out.size() > kMaxPendingReplyBytes) connection.dropped = true;  // not reading
  }

  static void bad_request(Connection& connection, const std::string& why) {
    std::string body;
    put_string(body, why);
    reply(connection, kBadRequest, body);
  }

  // Handles one request; returns whether it changed the keys (waiters may now be satisfied).
  bool handle(Connection& connection, const std::string& payload) {
    Reader reader(payload);
    const uint8_t operation = reader.u8();
    std::string body;
    switch (operation) {
      case kSet: {
        auto key = reader.bytes();
        auto value = reader.bytes();
        reader.finish();
        data[std::move(key)] = std::move(value);
        reply(connection, kOk);
        return true;
      }
      case kGet:
      case kWait: {
        std::vector<std::string> keys;
        if (operation == kGet) {
          keys.push_back(reader.bytes());
        } else {
          keys = reader.keys();
        }
        const int64_t wait_ms = reader.i64();
        reader.finish();
        connection.parked = true;
        connection.parked_operation = operation;
        connection.parked_keys = std::move(keys);
        connection.deadline.reset();
        if (wait_ms > 0) connection.deadline = Clock::now() + Milliseconds(wait_ms);
        resolve_parked(connection, Clock::now());
        return false;
      }
      case kAdd: {
        const auto key = reader.bytes();
        const int64_t delta = reader.i64();
        reader.finish();
        int64_t value = 0;
        const auto found = data.find(key);
        if (found != data.end()) {
          const auto& text = found->second;
          const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
          if (error != std::errc() || end != text.data() + text.size()) {
            bad_request(connection,
                        fmt::format("add: the value of key '{}' is not an integer", key));
            return false;
          }
        }
        if (__builtin_add_overflow(value, delta, &value)) {
          bad_request(connection, fmt::format("add: key '{}' would overflow", key));
          return false;
        }
        data[key] = std::to_string(value);
        put_i64(body, value);
        reply(connection, kOk, body);
        return true;
      }
      case kCompareSet: {
        const auto key = reader.bytes();
        auto expected = reader.bytes();
        auto desired = reader.bytes();
        reader.finish();
        bool changed = false;
        const auto found = data.find(key);
        if (found == data.end()) {
          if (expected.empty()) {
            data[key] = desired;
            changed = true;
            put_string(body, desired);
          } else {
            put_string(body, expected);
          }
        } else {
          if (found->second == expected) {
            found->second = std::move(desired);
            changed = true;
          }
          put_string(body, found->second);
        }
        reply(connection, kOk, body);
        return changed;
      }
      case kCheck: {
        const auto keys = reader.keys();
        reader.finish();
        body.push_back(present(keys) ? 1 : 0);
        reply(connection, kOk, body);
        return false;
      }
      case kDelete: {
        const auto key = reader.bytes();
        reader.finish();
        body.push_back(data.erase(key) > 0 ? 1 : 0);
        reply(connection, kOk, body);
        return false;
      }
      case kNumKeys: {
        reader.finish();
        put_i64(body, static_cast<int64_t>(data.size()));
        reply(connection, kOk, body);
        return false;
      }
      default:
        throw ProtocolError(fmt::format("unknown operation {}", operation));
    }
  }

  // Answers a parked get or wait whose keys are all there or whose deadline has passed.
  void resolve_parked(Connection& connection, Clock::time_point now) {
    if (!connection.parked) return;
    if (present(connection.parked_keys)) {
      std::string body;
      if (connection.parked_operation == kGet) put_string(body, data[connection.parked_keys[0]]);
      reply(connection, kOk, body);
    } else if (connection.deadline && now >= *connection.deadline) {
      reply(connection, kTimedOut);
    } else {
      return;
    }
    connection.parked = false;
    connection.parked_keys.clear();
  }

  // Handles the complete frames a connection has sent, one request at a time.
  bool serve_input(Connection& connection) {
    bool changed = false;
    while (!connection.parked && !connection.dropped && connection.in.size() >= 4) {
      const uint32_t size = read_u32(connection.in.data());
      if (size == 0 || size > kMaxFrameBytes) {
        connection.dropped = true;
        break;
      }
      if (connection.in.size() < 4 + size) break;
      const std::string payload = connection.in.substr(4, size);
      connection.in.erase(0, 4 + size);
      try {
        changed = handle(connection, payload) || changed;
      } catch (const std::exception&) {
        connection.dropped = true;  // malformed: this client speaks another protocol
      }
    }
    return changed;
  }

  void flush(Connection& connection) {
    while (!connection.out.empty() && !connection.dropped) {
      const ssize_t sent =
          ::send(connection.fd, connection.out.data(), connection.out.size(), MSG_NOSIGNAL);
      if (sent > 0) {
        connection.out.erase(0, static_cast<size_t>(sent));
      } else if (sent < 0 && errno == EINTR) {
        continue;
      } else if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        return;
      } else {
        connection.dropped = true;
      }
    }
  }

  void receive(Connection& connection) {
    char buffer[65536];
    // One request at a time: a client never has more than one frame (plus a header) in flight.
    while (!connection.dropped && connection.in.size() <= 8 + size_t{kMaxFrameBytes}) {
      const ssize_t received = ::recv(connection.fd, buffer, sizeof(buffer), 0);
      if (received > 0) {
        connection.in.append(buffer, static_cast<size_t>(received));
      } else if (received < 0 && errno == EINTR) {
        continue;
      } else if (received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        return;
      } else {
        connection.dropped = true;  // closed by the client, or the connection failed
      }
    }
    if (connection.in.size() > 8 + size_t{kMaxFrameBytes}) connection.dropped = true;
  }

  void accept_from(int listener) {
    for (;;) {
      const int fd = ::accept4(listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        if (errno == EINTR || errno == ECONNABORTED) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) {
          // Out of descriptors or memory: stop accepting for a moment rather than spin.
          accept_paused_until = Clock::now() + Milliseconds(100);
        }
        return;
      }
      if (connections.size() >= kMaxConnections) {
        ::close(fd);
        continue;
      }
      set_flag(fd, IPPROTO_TCP, TCP_NODELAY, 1);
      // A client whose host vanished is noticed eventually (its waits end at their deadline).
      set_flag(fd, SOL_SOCKET, SO_KEEPALIVE, 1);
      set_flag(fd, IPPROTO_TCP, TCP_KEEPIDLE, 30);
      set_flag(fd, IPPROTO_TCP, TCP_KEEPINTVL, 10);
      set_flag(fd, IPPROTO_TCP, TCP_KEEPCNT, 3);
      Connection connection;
      connection.fd = fd;
      connections.push_back(std::move(connection));
      open_connections = connections.size();
    }
  }

  void run() {
    std::vector<pollfd> polled;
    std::vector<Connection*> polled_connections;
    while (!stopping) {
      // Serve what is buffered until nothing changes: a set may release parked waits, whose
      // clients may have sent nothing new.
      const auto now = Clock::now();
      for (bool changed = true; changed;) {
        changed = false;
        for (auto& connection : connections) {
          resolve_parked(connection, now);
          changed = serve_input(connection) || changed;
        }
      }
      for (auto it = connections.begin(); it != connections.end();) {
        flush(*it);
        if (it->dropped) {
          ::close(it->fd);
          it = connections.erase(it);
        } else {
          ++it;
        }
      }
      open_connections = connections.size();

      int wait_ms = 1000;
      for (const auto& connection : connections) {
        if (connection.parked && connection.deadline) {
          const auto left = std::chrono::duration_cast<Milliseconds>(*connection.deadline - now);
          wait_ms =
              std::min<int>(wait_ms, static_cast<int>(std::max<int64_t>(0, left.count() + 1)));
        }
      }
      polled.clear();
      polled_connections.clear();
      polled.push_back({wake[0], POLLIN, 0});
      const bool accepting = Clock::now() >= accept_paused_until;
      if (!accepting) wait_ms = std::min(wait_ms, 100);
      for (const int fd : listeners) polled.push_back({accepting ? fd : -1, POLLIN, 0});
      for (auto& connection : connections) {
        const short events = static_cast<short>(POLLIN | (connection.out.empty() ? 0 : POLLOUT));
        polled.push_back({connection.fd, events, 0});
        polled_connections.push_back(&connection);
      }
      const int ready = ::poll(polled.data(), polled.size(), wait_ms);
      if (ready < 0) {
        if (errno == EINTR) continue;
        std::this_thread::sleep_for(Milliseconds(10));
        continue;
      }
      if (polled[0].revents != 0) {
        char drain[64];
        while (::read(wake[0], drain, sizeof(drain)) > 0) {
        }
      }
      for (size_t i = 0; i < listeners.size(); ++i) {
        if (polled[1 + i].revents & POLLIN) accept_from(listeners[i]);
      }
      const size_t first = 1 + listeners.size();
      for (size_t i = 0; i < polled_connections.size(); ++i) {
        auto& connection = *polled_connections[i];
        const short revents = polled[first + i].revents;
        if (revents & (POLLIN | POLLHUP | POLLERR)) receive(connection);
        if (revents & POLLOUT) flush(connection);
        if ((revents & POLLNVAL) != 0) connection.dropped = true;
      }
    }
  }
};

RendezvousServer::RendezvousServer(const std::string& host, uint16_t port)
    : impl_(std::make_unique<Impl>()) {
  const bool wildcard = is_wildcard_host(host);
  AddressList list;
  if (const int error = resolve(host, port, wildcard ? AI_NUMERICHOST : 0, list); error != 0) {
    throw StoreError(StoreError::Reason::unresolved,
                     fmt::format("cannot resolve '{}': {}", host, ::gai_strerror(error)));
  }
  std::vector<std::string> seen, not_local;
  uint16_t chosen = port;
  for (const addrinfo* entry = list.head; entry != nullptr; entry = entry->ai_next) {
    const std::string address = numeric_address(entry->ai_addr, entry->ai_addrlen);
    if (std::find(seen.begin(), seen.end(), address) != seen.end()) continue;
    seen.push_back(address);
    const int fd = ::socket(entry->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
      not_local.push_back(address);  // e.g. IPv6 disabled on this host
      continue;
    }
    set_flag(fd, SOL_SOCKET, SO_REUSEADDR, 1);
    if (entry->ai_family == AF_INET6) {
      // A specific IPv6 address is that address only; "::" is every address, IPv4 included.
      set_flag(fd, IPPROTO_IPV6, IPV6_V6ONLY, wildcard ? 0 : 1);
    }
    sockaddr_storage bound{};
    std::memcpy(&bound, entry->ai_addr, entry->ai_addrlen);
    if (entry->ai_family == AF_INET) {
      reinterpret_cast<sockaddr_in*>(&bound)->sin_port = htons(chosen);
    } else if (entry->ai_family == AF_INET6) {
      reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port = htons(chosen);
    }
    if (::bind(fd, reinterpret_cast<sockaddr*>(&bound), entry->ai_addrlen) != 0) {
      const int error = errno;
      ::close(fd);
      if (error == EADDRNOTAVAIL || error == EAFNOSUPPORT) {
        not_local.push_back(address);
        continue;
      }
      if (error == EADDRINUSE) {
        throw StoreError(StoreError::Reason::address_in_use,
                         fmt::format("port {} is already in use on {}", chosen, address));
      }
      throw StoreError(StoreError::Reason::other,
                       fmt::format("cannot listen on {}: {}", endpoint_text(address, chosen),
                                   errno_text(error)));
    }
    if (::listen(fd, 128) != 0) {
      const int error = errno;
      ::close(fd);
      throw StoreError(StoreError::Reason::other,
                       fmt::format("cannot listen on {}: {}", endpoint_text(address, chosen),
                                   errno_text(error)));
    }
    if (chosen == 0) {
      sockaddr_storage actual{};
      socklen_t length = sizeof(actual);
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&actual), &length);
      chosen = actual.ss_family == AF_INET
                   ? ntohs(reinterpret_cast<sockaddr_in*>(&actual)->sin_port)
                   : ntohs(reinterpret_cast<sockaddr_in6*>(&actual)->sin6_port);
    }
    impl_->listeners.push_back(fd);
    impl_->addresses.push_back(address);
  }
  if (impl_->listeners.empty()) {
    throw StoreError(StoreError::Reason::not_local,
                     fmt::format("'{}' resolves to {}, which is not an address of this machine",
                                 host, fmt::join(not_local, ", ")));
  }
  impl_->port = chosen;
  if (::pipe2(impl_->wake, O_NONBLOCK | O_CLOEXEC) != 0) {
    throw StoreError(StoreError::Reason::other,
                     fmt::format("cannot create the store's wake-up pipe: {}", errno_text(errno)));
  }
  impl_->thread = std::thread([impl = impl_.get()] { impl->run(); });
}

RendezvousServer::~RendezvousServer() {
  impl_->stopping = true;
  const char byte = 1;
  [[maybe_unused]] const auto written = ::write(impl_->wake[1], &byte, 1);
  if (impl_->thread.joinable()) impl_->thread.join();
}

uint16_t RendezvousServer::port() const noexcept {
  return impl_->port;
}

const std::vector<std::string>& RendezvousServer::addresses() const noexcept {
  return impl_->addresses;
}

std::string RendezvousServer::local_address() const {
  const auto& first = impl_->addresses.front();
  // "::" listens dual-stack, so the IPv4 loopback reaches either wildcard.
  return is_wildcard_host(first) ? "127.0.0.1" : first;
}

size_t RendezvousServer::connection_count() const {
  return impl_->open_connections;
}

// ---- the client
// -----------------------------------------------------------------------------------

struct RendezvousStore::Reply {
  std::string body;  // after the status byte
};

RendezvousStore::RendezvousStore(const std::string& host, uint16_t port, Milliseconds timeout)
    : c10d::Store(timeout), endpoint_(endpoint_text(host, port)) {
  const auto started = Clock::now();
  const auto deadline = started + timeout;
  std::string last_error = "no address";
  for (;;) {
    AddressList list;
    const int resolved = resolve(host, port, 0, list);
    if (resolved != 0 && resolved != EAI_AGAIN) {
      throw StoreError(StoreError::Reason::unresolved,
                       fmt::format("cannot resolve '{}': {}", host, ::gai_strerror(resolved)));
    }
    if (resolved == EAI_AGAIN) last_error = ::gai_strerror(resolved);
    for (const addrinfo* entry = list.head; entry != nullptr && fd_ < 0; entry = entry->ai_next) {
      const int fd = ::socket(entry->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
      if (fd < 0) {
        last_error = errno_text(errno);
        continue;
      }
      int error = 0;
      if (::connect(fd, entry->ai_addr, entry->ai_addrlen) != 0) {
        error = errno;
        if (error == EINPROGRESS) {
          // A host that drops packets answers nothing: wait a while, never past the deadline.
          const auto left = std::chrono::duration_cast<Milliseconds>(deadline - Clock::now());
          const auto slice = std::clamp<int64_t>(std::min<int64_t>(left.count(), 3000), 0, 3000);
          pollfd polled{fd, POLLOUT, 0};
          const int ready = ::poll(&polled, 1, static_cast<int>(slice));
          socklen_t length = sizeof(error);
          if (ready == 1) {
            ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length);
          } else {
            error = ETIMEDOUT;
          }
        }
      }
      if (error == 0) {
        set_flag(fd, IPPROTO_TCP, TCP_NODELAY, 1);
        fd_ = fd;
      } else {
        ::close(fd);
        last_error = fmt::format("{}: {}", numeric_address(entry->ai_addr, entry->ai_addrlen),
                                 errno_text(error));
      }
    }
    if (fd_ >= 0) return;
    const auto now = Clock::now();
    if (now >= deadline) break;
    std::this_thread::sleep_for(std::min<Clock::duration>(Milliseconds(100), deadline - now));
  }
  throw StoreError(StoreError::Reason::unreachable,
                   fmt::format("cannot connect to the rendezvous store at {} within {} ({})",
                               endpoint_, seconds_text(timeout), last_error));
}

c10::intrusive_ptr<RendezvousStore> RendezvousStore::serve(const std::string& host, uint16_t port,
                                                           Milliseconds timeout) {
  auto server = std::make_shared<RendezvousServer>(host, port);
  auto store =
      c10::make_intrusive<RendezvousStore>(server->local_address(), server->port(), timeout);
  store->server_ = std::move(server);
  return store;
}

RendezvousStore::~RendezvousStore() {
  if (fd_ >= 0) ::close(fd_);
  // server_ (rank 0's) stops after this store's own connection is closed.
}

RendezvousStore::Reply RendezvousStore::request(const std::string& payload,
                                                Milliseconds server_wait, const std::string& what) {
  if (payload.size() > RendezvousServer::kMaxFrameBytes) {
    throw StoreError(StoreError::Reason::other,
                     fmt::format("{}: a request of {} bytes is larger than the rendezvous store's "
                                 "limit of {} bytes",
                                 what, payload.size(), RendezvousServer::kMaxFrameBytes));
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (fd_ < 0) {
    throw StoreError(StoreError::Reason::connection_lost,
                     fmt::format("{}: the connection to the rendezvous store at {} was lost "
                                 "earlier ({})",
                                 what, endpoint_, lost_));
  }
  // A parked wait is answered by the server at its own deadline; allow the network a margin.
  // server_wait < 0: the server may wait without a limit (kNoTimeout), and so does this.
  std::optional<Clock::time_point> deadline;
  const auto limit = server_wait.count() < 0   ? Milliseconds(0)
                     : server_wait.count() > 0 ? server_wait + Milliseconds(2000)
                                               : timeout_;
  if (server_wait.count() >= 0 && limit.count() > 0) deadline = Clock::now() + limit;
  const auto lose = [&](StoreError::Reason reason, const std::string& why) {
    ::close(fd_);
    fd_ = -1;
    lost_ = why;
    return StoreError(reason, fmt::format("{}: {}", what, why));
  };
  const auto wait_for = [&](short events) {
    for (;;) {
      int wait_ms = -1;
      if (deadline) {
        const auto left = std::chrono::duration_cast<Milliseconds>(*deadline - Clock::now());
        if (left.count() <= 0) return false;
        wait_ms = static_cast<int>(std::min<int64_t>(left.count(), 1 << 30));
      }
      pollfd polled{fd_, events, 0};
      const int ready = ::poll(&polled, 1, wait_ms);
      if (ready > 0) return true;
      if (ready < 0 && errno != EINTR) return true;  // the next send/recv reports the error
    }
  };
  const auto timed_out = [&] {
    return lose(StoreError::Reason::timeout,
                fmt::format("the rendezvous store at {} did not answer within {}", endpoint_,
                            seconds_text(limit)));
  };

  std::string frame;
  put_u32(frame, static_cast<uint32_t>(payload.size()));
  frame += payload;
  for (size_t sent = 0; sent < frame.size();) {
    const ssize_t done = ::send(fd_, frame.data() + sent, frame.size() - sent, MSG_NOSIGNAL);
    if (done > 0) {
      sent += static_cast<size_t>(done);
    } else if (done < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
      if (!wait_for(POLLOUT)) throw timed_out();
    } else {
      throw lose(StoreError::Reason::connection_lost,
                 fmt::format("the connection to the rendezvous store at {} failed: {}", endpoint_,
                             errno_text(errno)));
    }
  }
  std::string received;
  size_t needed = 4;
  bool have_header = false;
  while (received.size() < needed) {
    char buffer[65536];
    const size_t want = std::min(sizeof(buffer), needed - received.size());
    const ssize_t done = ::recv(fd_, buffer, want, 0);
    if (done > 0) {
      received.append(buffer, static_cast<size_t>(done));
      if (!have_header && received.size() >= 4) {
        const uint32_t size = read_u32(received.data());
        if (size == 0 || size > RendezvousServer::kMaxFrameBytes) {
          throw lose(StoreError::Reason::connection_lost,
                     fmt::format("the rendezvous store at {} sent a malformed reply", endpoint_));
        }
        have_header = true;
        needed = 4 + size;
      }
    } else if (done == 0) {
      throw lose(StoreError::Reason::connection_lost,
                 fmt::format("the rendezvous store at {} closed the connection", endpoint_));
    } else if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
      if (!wait_for(POLLIN)) throw timed_out();
    } else {
      throw lose(StoreError::Reason::connection_lost,
                 fmt::format("the connection to the rendezvous store at {} failed: {}", endpoint_,
                             errno_text(errno)));
    }
  }
  const auto status = static_cast<uint8_t>(received[4]);
  Reply reply{received.substr(5)};
  if (status == kTimedOut) {
    throw StoreError(StoreError::Reason::timeout,
                     fmt::format("{}: not there within {}", what, seconds_text(server_wait)));
  }
  if (status != kOk) {
    std::string why = "bad request";
    try {
      why = Reader(reply.body).bytes();
    } catch (const std::exception&) {
    }
    throw StoreError(StoreError::Reason::other, fmt::format("{}: {}", what, why));
  }
  return reply;
}

namespace {

std::string quoted(const std::vector<std::string>& keys) {
  std::vector<std::string> names;
  for (const auto& key : keys) names.push_back("'" + key + "'");
  return fmt::format("{}", fmt::join(names, ", "));
}

// The server's wait in ms for a client timeout: zero (kNoTimeout) is no limit.
int64_t wait_field(Milliseconds timeout) {
  return std::max<int64_t>(0, timeout.count());
}

Milliseconds client_wait(Milliseconds timeout) {
  return timeout.count() <= 0 ? Milliseconds(-1) : timeout;
}

std::vector<uint8_t> as_vector(const std::string& bytes) {
  return {bytes.begin(), bytes.end()};
}

}  // namespace

void RendezvousStore::set(const std::string& key, const std::vector<uint8_t>& value) {
  std::string payload(1, static_cast<char>(kSet));
  put_string(payload, key);
  put_vector(payload, value);
  request(payload, Milliseconds(0), fmt::format("set '{}'", key));
}

std::vector<uint8_t> RendezvousStore::compareSet(const std::string& key,
                                                 const std::vector<uint8_t>& expected,
                                                 const std::vector<uint8_t>& desired) {
  std::string payload(1, static_cast<char>(kCompareSet));
  put_string(payload, key);
  put_vector(payload, expected);
  put_vector(payload, desired);
  const auto reply = request(payload, Milliseconds(0), fmt::format("compare-set '{}'", key));
  return as_vector(Reader(reply.body).bytes());
}

std::vector<uint8_t> RendezvousStore::get(const std::string& key) {
  std::string payload(1, static_cast<char>(kGet));
  put_string(payload, key);
  put_i64(payload, wait_field(timeout_));
  const auto reply = request(payload, client_wait(timeout_), fmt::format("get '{}'", key));
  return as_vector(Reader(reply.body).bytes());
}

int64_t RendezvousStore::add(const std::string& key, int64_t value) {
  std::string payload(1, static_cast<char>(kAdd));
  put_string(payload, key);
  put_i64(payload, value);
  const auto reply = request(payload, Milliseconds(0), fmt::format("add to '{}'", key));
  return Reader(reply.body).i64();
}

bool RendezvousStore::deleteKey(const std::string& key) {
  std::string payload(1, static_cast<char>(kDelete));
  put_string(payload, key);
  const auto reply = request(payload, Milliseconds(0), fmt::format("delete '{}'", key));
  return Reader(reply.body).u8() != 0;
}

bool RendezvousStore::check(const std::vector<std::string>& keys) {
  std::string payload(1, static_cast<char>(kCheck));
  put_keys(payload, keys);
  const auto reply = request(payload, Milliseconds(0), fmt::format("check {}", quoted(keys)));
  return Reader(reply.body).u8() != 0;
}

int64_t RendezvousStore::getNumKeys() {
  const std::string payload(1, static_cast<char>(kNumKeys));
  const auto reply = request(payload, Milliseconds(0), "count the keys");
  return Reader(reply.body).i64();
}

void RendezvousStore::wait(const std::vector<std::string>& keys) {
  wait(keys, timeout_);
}

void RendezvousStore::wait(const std::vector<std::string>& keys, const Milliseconds& timeout) {
  std::string payload(1, static_cast<char>(kWait));
  put_keys(payload, keys);
  put_i64(payload, wait_field(timeout));
  request(payload, client_wait(timeout), fmt::format("wait for {}", quoted(keys)));
}

}  // namespace dates
