// The rendezvous store of distributed training: a small TCP key-value store, usable wherever
// c10d wants a c10d::Store (ProcessGroupGloo's rendezvous, PrefixStore), that listens only on the
// address it is given.
//
// Why not c10d::TCPStore: in LibTorch 1.13 its server socket is opened by
// c10d::detail::Socket::listen(port), which asks getaddrinfo for the passive (wildcard) address
// and so listens on every interface of the host ("*:PORT", IPv6 dual-stack) whatever host the
// store was given; there is no option to bind one address.
//
// Binding. RendezvousServer(host, port) resolves `host` and listens on each address it resolves
// to that belongs to this machine ("localhost": 127.0.0.1 and ::1), and nowhere else. The
// wildcard addresses ask for every interface on purpose: "0.0.0.0" (every IPv4 address) and
// "::" (every IPv6 and IPv4 address). A host that resolves to no address of this machine is an
// error, as is a port in use.
//
// Protocol and limits. Each request and reply is one frame: a 4-byte big-endian length, then at
// most kMaxFrameBytes. The server is one thread polling non-blocking sockets: a client that
// sends a malformed or oversized frame, stops reading its replies (kMaxPendingReplyBytes), or
// vanishes is dropped without delaying the others; waits are parked on the server with their
// deadline, so a client blocked in wait() costs nothing. The client bounds every operation: the
// store's timeout for set/get/add/..., the wait's own timeout (plus a little) for wait(); after a
// failed or timed-out operation its connection is closed and every later operation fails at once
// (a late reply must never be read as the answer to the next request).
#pragma once

#include <torch/csrc/distributed/c10d/Store.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace dates {

class StoreError : public std::runtime_error {
 public:
  enum class Reason {
    other,
    timeout,          // an operation or wait did not complete in time
    unreachable,      // the client could not connect within its timeout
    connection_lost,  // the server closed the connection or the network failed
    address_in_use,   // the server's port is taken on one of its addresses
    not_local,        // the host resolves to no address of this machine
    unresolved,       // the host name does not resolve
  };
  StoreError(Reason reason, const std::string& message)
      : std::runtime_error(message), reason_(reason) {}
  Reason reason() const noexcept { return reason_; }

 private:
  Reason reason_;
};

// Whether `host` is a wildcard address ("0.0.0.0", "::"): the store listens on every interface.
bool is_wildcard_host(const std::string& host);

// The server: listens from construction (errors are thrown then) until destruction, on its own
// thread. Thread-safe accessors only.
class RendezvousServer {
 public:
  static constexpr uint32_t kMaxFrameBytes = 16u << 20;
  static constexpr size_t kMaxPendingReplyBytes = 64u << 20;
  static constexpr size_t kMaxConnections = 1024;

  // port 0: a port the kernel chooses (then the same on every address).
  RendezvousServer(const std::string& host, uint16_t port);
  ~RendezvousServer();
  RendezvousServer(const RendezvousServer&) = delete;
  RendezvousServer& operator=(const RendezvousServer&) = delete;

  uint16_t port() const noexcept;
  // The numeric addresses it listens on ("127.0.0.1", "::1", "0.0.0.0"), in resolution order.
  const std::vector<std::string>& addresses() const noexcept;
  // An address a client on this machine reaches it at (a loopback address for a wildcard).
  std::string local_address() const;
  // Connections currently open (for tests).
  size_t connection_count() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// The client: one TCP connection to a RendezvousServer, a c10d::Store. Safe to share between
// threads (one operation at a time). Values written by add() are decimal text, as in TCPStore.
class RendezvousStore : public c10d::Store {
 public:
  // Connects to host:port, retrying refused or unreachable connections until `timeout`, which
  // then bounds every operation (setTimeout changes it). Throws StoreError (unresolved,
  // unreachable).
  RendezvousStore(const std::string& host, uint16_t port, std::chrono::milliseconds timeout);
  // Rank 0: starts a server on host:port in this process and connects to it. Throws StoreError
  // (address_in_use, not_local, unresolved, ...).
  static c10::intrusive_ptr<RendezvousStore> serve(const std::string& host, uint16_t port,
                                                   std::chrono::milliseconds timeout);
  ~RendezvousStore() override;

  // The server this store hosts (serve()), else nullptr.
  const RendezvousServer* server() const noexcept { return server_.get(); }

  void set(const std::string& key, const std::vector<uint8_t>& value) override;
  // TCPStore's rule: when `key` is absent, it is created only if `expected` is empty; the result
  // is the value afterwards (or `expected` when the key is absent and stays so).
  std::vector<uint8_t> compareSet(const std::string& key, const std::vector<uint8_t>& expected,
                                  const std::vector<uint8_t>& desired) override;
  // Waits up to the store's timeout for the key, like TCPStore (and as Gloo expects).
  std::vector<uint8_t> get(const std::string& key) override;
  int64_t add(const std::string& key, int64_t value) override;
  bool deleteKey(const std::string& key) override;
  bool check(const std::vector<std::string>& keys) override;
  int64_t getNumKeys() override;
  void wait(const std::vector<std::string>& keys) override;
  // kNoTimeout (zero) waits without a limit.
  void wait(const std::vector<std::string>& keys,
            const std::chrono::milliseconds& timeout) override;

  // "HOST:PORT" as connected to, for messages.
  const std::string& endpoint() const noexcept { return endpoint_; }

 private:
  struct Reply;
  Reply request(const std::string& payload, std::chrono::milliseconds server_wait,
                const std::string& what);

  std::shared_ptr<RendezvousServer> server_;
  std::string endpoint_;
  std::mutex mutex_;
  int fd_ = -1;       // -1 once the connection is lost
  std::string lost_;  // why, once lost
};

}  // namespace dates
