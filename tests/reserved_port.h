// A loopback TCP port held for one test, so that tests running side by side (ctest -j) never
// get the same one.
//
// Binding port 0 and closing the socket at once, the usual way, leaves a window: another
// process's bind(0) may be handed the same port before the child that is to listen on it has
// started, and two distributed tests then meet on one rendezvous store (CI saw it: one rank 0
// found its port taken, the other test's rank 0 got a stranger for rank 1). A ReservedPort
// keeps its socket bound, with SO_REUSEADDR and never listening, until it is destroyed:
// - the kernel's bind(0) in other processes and the ephemeral ports of connect() skip a port
//   that is bound, so nobody else is handed it;
// - a server that sets SO_REUSEADDR too (the rendezvous store, `dates serve`) may still bind and
//   listen on it, since Linux lets SO_REUSEADDR sockets share a port while none of the others
//   listens.
#pragma once

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

class ReservedPort {
 public:
  ReservedPort() {
    fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);  // not inherited by spawned ranks
    if (fd_ < 0) fail("socket");
    const int on = 1;
    if (::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0) fail("SO_REUSEADDR");
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) fail("bind");
    socklen_t length = sizeof address;
    if (::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
      fail("getsockname");
    }
    port_ = ntohs(address.sin_port);
  }
  ~ReservedPort() {
    if (fd_ >= 0) ::close(fd_);
  }
  ReservedPort(const ReservedPort&) = delete;
  ReservedPort& operator=(const ReservedPort&) = delete;

  uint16_t port() const { return port_; }

 private:
  [[noreturn]] void fail(const char* step) {
    const std::string reason = std::strerror(errno);
    if (fd_ >= 0) ::close(fd_);
    throw std::runtime_error(std::string("cannot reserve a loopback port (") + step +
                             "): " + reason);
  }

  int fd_ = -1;
  uint16_t port_ = 0;
};
