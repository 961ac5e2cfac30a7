#include "dates/train/distributed.h"

#include "dates/train/rendezvous_store.h"

#include <c10/util/Exception.h>
#include <fmt/format.h>
#include <torch/types.h>
#include <torch/utils.h>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <thread>

namespace dates {

// ---- launch settings --------------------------------------------------------------------------

std::pair<std::string, uint16_t> split_master(const std::string& master) {
  const auto colon = master.rfind(':');
  const auto bad = [&] {
    return ConfigError(fmt::format(
        "training.master must be HOST:PORT (PORT in 1..65535; [IPv6]:PORT), found '{}'", master));
  };
  if (colon == std::string::npos || colon == 0 || colon + 1 == master.size()) throw bad();
  std::string host = master.substr(0, colon);
  const std::string port_text = master.substr(colon + 1);
  if (port_text.size() > 5 || port_text.find_first_not_of("0123456789") != std::string::npos) {
    throw bad();
  }
  const long port = std::stol(port_text);
  if (port < 1 || port > 65535) throw bad();
  if (host.front() == '[') {
    if (host.size() <= 2 || host.back() != ']') throw bad();
    host = host.substr(1, host.size() - 2);
  }
  return {host, static_cast<uint16_t>(port)};
}

namespace {

std::string join_master(const std::string& host, const std::string& port) {
  return host.find(':') != std::string::npos ? fmt::format("[{}]:{}", host, port)
                                             : fmt::format("{}:{}", host, port);
}

}  // namespace

void apply_launch_environment(ExperimentConfig& config, const EnvironmentLookup& lookup) {
  const auto value = [&](const char* name) -> std::optional<std::string> {
    auto found = lookup(name);
    if (!found || found->empty()) return std::nullopt;
    return found;
  };
  const auto apply = [&](const char* variable, const std::string& key, const std::string& text) {
    try {
      apply_override(config, key, text);
    } catch (const ConfigError& error) {
      std::string message = error.what();
      const std::string prefix = "override: ";
      if (message.rfind(prefix, 0) == 0) message = message.substr(prefix.size());
      throw ConfigError(fmt::format("environment variable {}: {}", variable, message));
    }
  };
  if (const auto world_size = value("WORLD_SIZE")) {
    apply("WORLD_SIZE", "training.world_size", *world_size);
  }
  if (const auto rank = value("RANK")) apply("RANK", "training.rank", *rank);
  const auto address = value("MASTER_ADDR");
  const auto port = value("MASTER_PORT");
  if (address || port) {
    const auto [current_host, current_port] = split_master(config.training.master);
    const std::string host = address ? *address : current_host;
    const std::string port_text = port ? *port : std::to_string(current_port);
    apply(address && port ? "MASTER_ADDR/MASTER_PORT"
          : address       ? "MASTER_ADDR"
                          : "MASTER_PORT",
          "training.master", join_master(host, port_text));
  }
}

void apply_launch_environment(ExperimentConfig& config) {
  apply_launch_environment(config, [](const std::string& name) -> std::optional<std::string> {
    const char* found = std::getenv(name.c_str());
    if (found == nullptr) return std::nullopt;
    return std::string(found);
  });
}

ExperimentConfig without_launch(const ExperimentConfig& config) {
  ExperimentConfig result = config;
  const TrainingConfig defaults;
  result.training.world_size = defaults.world_size;
  result.training.rank = defaults.rank;
  result.training.master = defaults.master;
  return result;
}

LaunchSettings LaunchSettings::from(const TrainingConfig& training) {
  LaunchSettings settings;
  settings.world_size = training.world_size;
  settings.rank = training.rank;
  std::tie(settings.host, settings.port) = split_master(training.master);
  settings.timeout = std::chrono::milliseconds(
      std::max<int64_t>(1, std::llround(training.distributed_timeout_seconds * 1000.0)));
  return settings;
}

// ---- pure helpers -----------------------------------------------------------------------------

std::vector<size_t> shard_of(const std::vector<size_t>& global_batch, int64_t world_size,
                             int64_t rank) {
  const auto size = static_cast<int64_t>(global_batch.size());
  if (world_size < 1 || rank < 0 || rank >= world_size || size % world_size != 0) {
    throw std::invalid_argument(fmt::format(
        "cannot cut a batch of {} into {} equal shards (rank {})", size, world_size, rank));
  }
  const int64_t per_rank = size / world_size;
  const auto begin = global_batch.begin() + rank * per_rank;
  return {begin, begin + per_rank};
}

std::vector<std::pair<size_t, size_t>> plan_buckets(const std::vector<int64_t>& byte_sizes,
                                                    int64_t bucket_bytes) {
  std::vector<std::pair<size_t, size_t>> buckets;
  size_t begin = 0;
  int64_t filled = 0;
  for (size_t i = 0; i < byte_sizes.size(); ++i) {
    if (i > begin && filled + byte_sizes[i] > bucket_bytes) {
      buckets.emplace_back(begin, i);
      begin = i;
      filled = 0;
    }
    filled += byte_sizes[i];
  }
  if (begin < byte_sizes.size()) buckets.emplace_back(begin, byte_sizes.size());
  return buckets;
}

uint64_t fingerprint(const std::string& text, uint64_t seed) {
  uint64_t hash = seed;
  for (const unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// ---- the process group ------------------------------------------------------------------------

namespace {

using Milliseconds = std::chrono::milliseconds;

// c10::Error's what() carries a C++ backtrace; users need the message.
std::string message_of(const std::exception& error) {
  std::string text;
  if (const auto* c10_error = dynamic_cast<const c10::Error*>(&error)) {
    text = c10_error->what_without_backtrace();
  } else {
    text = error.what();
  }
  // Gloo prefixes "[/path/to/file.cc:123] "; the rest is the message.
  if (!text.empty() && text.front() == '[') {
    const auto close = text.find("] ");
    if (close != std::string::npos && text.find(".cc:") < close) text = text.substr(close + 2);
  }
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

std::vector<uint8_t> bytes_of(const std::string& text) {
  return {text.begin(), text.end()};
}

std::string text_of(const std::vector<uint8_t>& bytes) {
  return {bytes.begin(), bytes.end()};
}

std::string seconds_text(Milliseconds duration) {
  return fmt::format("{:g} s", static_cast<double>(duration.count()) / 1000.0);
}

std::string rank_list(const std::vector<int64_t>& ranks) {
  std::vector<std::string> names;
  for (const auto rank : ranks) names.push_back(std::to_string(rank));
  return fmt::format("{} {}", ranks.size() == 1 ? "rank" : "ranks", fmt::join(names, ", "));
}

// The local address this host's packets to host:port leave from, as the kernel routes them (a
// connected UDP socket sends nothing), or "" when there is no route or no such host.
std::string source_address_towards(const std::string& host, uint16_t port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_DGRAM;
  hints.ai_flags = AI_NUMERICSERV;
  addrinfo* found = nullptr;
  if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0) return "";
  std::string result;
  for (const addrinfo* entry = found; entry != nullptr && result.empty(); entry = entry->ai_next) {
    const int fd = ::socket(entry->ai_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) continue;
    sockaddr_storage local{};
    socklen_t length = sizeof(local);
    char text[NI_MAXHOST] = {};
    if (::connect(fd, entry->ai_addr, entry->ai_addrlen) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&local), &length) == 0 &&
        ::getnameinfo(reinterpret_cast<sockaddr*>(&local), length, text, sizeof(text), nullptr, 0,
                      NI_NUMERICHOST) == 0 &&
        !is_wildcard_host(text)) {
      result = text;
    }
    ::close(fd);
  }
  ::freeaddrinfo(found);
  return result;
}

// The address Gloo listens on for its peers (it tells them through the store, so it must be one
// they reach): the interface named by GLOO_SOCKET_IFNAME (as with PyTorch); else on rank 0 the
// address its rendezvous store listens on, the master's own address; on the other ranks the local
// address their route to the master leaves from; and where neither is known (rank 0 listening on
// every interface, no route), PyTorch's default, the address this host's name resolves to.
std::shared_ptr<::gloo::transport::Device> gloo_device(const LaunchSettings& settings,
                                                       const RendezvousStore& store) {
  if (const char* interface = std::getenv("GLOO_SOCKET_IFNAME");
      interface != nullptr && *interface != '\0') {
    return c10d::ProcessGroupGloo::createDeviceForInterface(interface);
  }
  if (const auto* server = store.server()) {
    const auto& address = server->addresses().front();
    if (!is_wildcard_host(address)) return c10d::ProcessGroupGloo::createDeviceForHostname(address);
  } else if (const auto address = source_address_towards(settings.host, settings.port);
             !address.empty()) {
    return c10d::ProcessGroupGloo::createDeviceForHostname(address);
  }
  return c10d::ProcessGroupGloo::createDefaultDevice();
}

const std::string kWorldSizeKey = "dates/world_size";

std::string joined_key(int64_t rank) {
  return fmt::format("dates/joined/{}", rank);
}
std::string fingerprint_key(int64_t rank) {
  return fmt::format("dates/fingerprint/{}", rank);
}
std::string heartbeat_key(int64_t rank) {
  return fmt::format("dates/heartbeat/{}", rank);
}
std::string error_key(int64_t rank) {
  return fmt::format("dates/error/{}", rank);
}

std::string fingerprints_text(const std::vector<Fingerprint>& fingerprints) {
  std::string text;
  for (const auto& entry : fingerprints) {
    text += fmt::format("{}={:016x}\n", entry.what, entry.value);
  }
  return text;
}

}  // namespace

struct DistributedGroup::State {
  LaunchSettings settings;
  c10::intrusive_ptr<RendezvousStore> store;
  c10::intrusive_ptr<c10d::ProcessGroupGloo> gloo;
  bool failed = false;

  // Liveness: every rank increments its heartbeat counter in the store every `interval`, on its
  // own connection and thread, so a rank blocked in a collective still beats.
  Milliseconds interval{1000};
  std::thread heartbeat;
  std::mutex mutex;
  std::condition_variable wake;
  bool stopping = false;

  std::string prefix() const {
    return fmt::format("rank {} of {}", settings.rank, settings.world_size);
  }
  std::string master() const { return join_master(settings.host, std::to_string(settings.port)); }

  void start_heartbeat() {
    // Rank 0 reaches its own store on an address it listens on (a loopback for a wildcard).
    const auto* server = store->server();
    auto client = c10::make_intrusive<RendezvousStore>(
        server != nullptr ? server->local_address() : settings.host,
        server != nullptr ? server->port() : settings.port,
        std::max(Milliseconds(1000), 2 * interval));
    client->add(heartbeat_key(settings.rank), 1);
    heartbeat = std::thread([this, client] {
      std::unique_lock<std::mutex> lock(mutex);
      while (!wake.wait_for(lock, interval, [this] { return stopping; })) {
        lock.unlock();
        try {
          client->add(heartbeat_key(settings.rank), 1);
        } catch (const std::exception&) {
          // The store (rank 0) is gone: this rank's next collective finds out and says so.
          lock.lock();
          return;
        }
        lock.lock();
      }
    });
  }

  void stop_heartbeat() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      stopping = true;
    }
    wake.notify_all();
    if (heartbeat.joinable()) heartbeat.join();
  }

  // What a rank records in the store before it stops, so that the others can name the cause:
  // 'E' + message for an error of its own (the cause), 'C' + message when a collective failed
  // under it (a consequence of another rank's fault).
  void record(char kind, const std::string& message) noexcept {
    try {
      store->setTimeout(std::min(settings.timeout, Milliseconds(2000)));
      store->set(error_key(settings.rank), bytes_of(std::string(1, kind) + message));
    } catch (...) {
      // Best effort: the others still find this rank silent.
    }
  }

  // Which ranks are down, after a collective failed: the ranks whose heartbeat stood still for a
  // few intervals and those that recorded an error of their own; failing those, the ranks whose
  // collectives failed too. Rank 0 hosts the store, so when the store itself is gone, rank 0 is.
  std::string diagnose() {
    const auto world = settings.world_size;
    std::vector<std::string> causes, consequences;
    try {
      store->setTimeout(std::min(settings.timeout, std::max(Milliseconds(2000), 3 * interval)));
      std::vector<int64_t> before(static_cast<size_t>(world), 0);
      for (int64_t r = 0; r < world; ++r) {
        if (r != settings.rank) before[static_cast<size_t>(r)] = store->add(heartbeat_key(r), 0);
      }
      std::this_thread::sleep_for(3 * interval + Milliseconds(200));
      std::vector<int64_t> silent;
      for (int64_t r = 0; r < world; ++r) {
        if (r == settings.rank) continue;
        if (store->check({error_key(r)})) {
          const auto recorded = text_of(store->get(error_key(r)));
          const auto message = recorded.empty() ? recorded : recorded.substr(1);
          if (!recorded.empty() && recorded.front() == 'E') {
            causes.push_back(fmt::format("rank {} stopped with an error: {}", r, message));
          } else {
            consequences.push_back(fmt::format("rank {} stopped: {}", r, message));
          }
        } else if (store->add(heartbeat_key(r), 0) == before[static_cast<size_t>(r)]) {
          silent.push_back(r);
        }
      }
      if (!silent.empty()) {
        causes.insert(causes.begin(), fmt::format("{} stopped responding (it exited, was killed "
                                                  "or hangs, or its host or network failed)",
                                                  rank_list(silent)));
      }
    } catch (const std::exception&) {
      if (settings.rank != 0) {
        return fmt::format(
            "rank 0 (the master at {}, which hosts the rendezvous store) is gone: it exited, was "
            "killed, or its host cannot be reached",
            master());
      }
      return "the rendezvous store on this rank failed";
    }
    if (!causes.empty()) return fmt::format("{}", fmt::join(causes, "; "));
    if (!consequences.empty()) return fmt::format("{}", fmt::join(consequences, "; "));
    return fmt::format(
        "every other rank is still alive, but one did not reach this collective within "
        "training.distributed_timeout_seconds ({}); raise it if rank 0's evaluation and "
        "checkpoint take longer",
        seconds_text(settings.timeout));
  }

  // A collective failed: record it, close this rank's Gloo connections at once (so that ranks
  // blocked on this one fail now rather than at their timeout), name the cause, throw.
  [[noreturn]] void fail(const std::string& what, const std::exception& error) {
    failed = true;
    const std::string cause = message_of(error);
    record('C', fmt::format("{} failed (Gloo: {})", what, cause));
    gloo.reset();
    const auto message =
        fmt::format("{}: {} failed: {} (Gloo: {})", prefix(), what, diagnose(), cause);
    record('C', message);
    throw DistributedError(message);
  }

  void check_usable(const std::string& what) const {
    if (failed) {
      throw DistributedError(
          fmt::format("{}: {} not attempted: an earlier collective failed", prefix(), what));
    }
  }

  void wait_all(std::vector<c10::intrusive_ptr<c10d::Work>>& works, const std::string& what) {
    std::exception_ptr first;
    for (auto& work : works) {
      try {
        work->wait();
      } catch (...) {
        if (!first) first = std::current_exception();
      }
    }
    if (first) {
      try {
        std::rethrow_exception(first);
      } catch (const std::exception& error) {
        fail(what, error);
      }
    }
  }
};

DistributedGroup::DistributedGroup(std::unique_ptr<State> state) : state_(std::move(state)) {}

DistributedGroup::~DistributedGroup() {
  if (state_->failed && state_->settings.rank == 0) {
    // Rank 0 hosts the store: keep it up a little longer, so that the ranks still working out
    // what happened can read it instead of finding rank 0 gone.
    std::this_thread::sleep_for(state_->interval + Milliseconds(1000));
  }
  state_->stop_heartbeat();
}

std::unique_ptr<DistributedGroup> DistributedGroup::connect(
    const LaunchSettings& settings, const std::vector<Fingerprint>& fingerprints) {
  auto state = std::make_unique<State>();
  state->settings = settings;
  state->interval = std::clamp(settings.timeout / 5, Milliseconds(50), Milliseconds(1000));
  const auto rank = settings.rank;
  const auto world = settings.world_size;
  const std::string prefix = state->prefix();
  const std::string master = state->master();
  const std::string timeout = seconds_text(settings.timeout);

  // 1. The rendezvous store: rank 0 listens, the others connect (retrying until the timeout).
  // Rank 0's store listens only on the addresses settings.host resolves to (every interface for
  // 0.0.0.0 or ::), never on the others (rendezvous_store.h).
  try {
    state->store =
        rank == 0
            ? RendezvousStore::serve(settings.host, settings.port, settings.timeout)
            : c10::make_intrusive<RendezvousStore>(settings.host, settings.port, settings.timeout);
  } catch (const std::exception& error) {
    if (rank == 0) {
      const auto* store_error = dynamic_cast<const StoreError*>(&error);
      const auto reason =
          store_error != nullptr ? store_error->reason() : StoreError::Reason::other;
      const std::string hint =
          reason == StoreError::Reason::address_in_use
              ? fmt::format("is another run using port {}? choose another with --master HOST:PORT",
                            settings.port)
          : reason == StoreError::Reason::not_local || reason == StoreError::Reason::unresolved
              ? "rank 0 listens at --master HOST:PORT, so HOST must be an address (or name) of "
                "rank 0's own host, or 0.0.0.0 or :: for every interface"
              : "choose another --master HOST:PORT";
      throw DistributedError(fmt::format("{}: cannot open the rendezvous store at {}: {} ({})",
                                         prefix, master, message_of(error), hint));
    }
    throw DistributedError(fmt::format(
        "{}: cannot reach rank 0 (the master) at {} within {}: {}; start rank 0 with the same "
        "--master, and all ranks within training.distributed_timeout_seconds of each other",
        prefix, master, timeout, message_of(error)));
  }
  auto& store = *state->store;

  // 2. Everyone has rank 0's world size; no rank is taken twice; everyone is here.
  try {
    if (rank == 0) {
      store.set(kWorldSizeKey, bytes_of(std::to_string(world)));
    } else {
      const auto expected = text_of(store.get(kWorldSizeKey));
      if (expected != std::to_string(world)) {
        throw DistributedError(
            fmt::format("{}: started with world size {}, but rank 0 (the master at {}) with {}",
                        prefix, world, master, expected));
      }
    }
    if (store.add(joined_key(rank), 1) > 1) {
      throw DistributedError(
          fmt::format("{}: another process already joined {} as rank {}; give each process its "
                      "own --rank",
                      prefix, master, rank));
    }
    store.set(fingerprint_key(rank), bytes_of(fingerprints_text(fingerprints)));
    std::vector<std::string> keys;
    for (int64_t r = 0; r < world; ++r) keys.push_back(fingerprint_key(r));
    try {
      store.wait(keys, settings.timeout);
    } catch (const std::exception&) {
      std::vector<int64_t> missing;
      for (int64_t r = 0; r < world; ++r) {
        if (!store.check({fingerprint_key(r)})) missing.push_back(r);
      }
      throw DistributedError(fmt::format(
          "{}: {} of {} did not join within {} (master {}); start every rank with the same "
          "--master and --world-size, or raise training.distributed_timeout_seconds",
          prefix, rank_list(missing), world, timeout, master));
    }
    // 3. Same configuration, same data, as rank 0.
    const auto reference = text_of(store.get(fingerprint_key(0)));
    std::vector<std::string> disagreements;
    for (int64_t r = 1; r < world; ++r) {
      const auto theirs = text_of(store.get(fingerprint_key(r)));
      if (theirs == reference) continue;
      std::vector<std::string> differing;
      std::istringstream mine_lines(reference), their_lines(theirs);
      for (std::string a, b; std::getline(mine_lines, a) && std::getline(their_lines, b);) {
        if (a != b) differing.push_back(a.substr(0, a.find('=')));
      }
      disagreements.push_back(
          fmt::format("rank {}'s {} differ(s) from rank 0's", r, fmt::join(differing, " and ")));
    }
    if (!disagreements.empty()) {
      throw DistributedError(fmt::format(
          "{}: the ranks disagree: {}; every rank needs the same config file, --set overrides, "
          "flags and training data (only training.rank, master, output_dir, threads and device "
          "may differ)",
          prefix, fmt::join(disagreements, "; ")));
    }
  } catch (const DistributedError&) {
    throw;
  } catch (const std::exception& error) {
    throw DistributedError(fmt::format("{}: the rendezvous at {} failed: {}{}", prefix, master,
                                       message_of(error), rank != 0 ? " (rank 0 stopped?)" : ""));
  }

  // 4. Gloo's connections between every pair of ranks (their addresses go through the store).
  try {
    auto gloo_options = c10d::ProcessGroupGloo::Options::create(settings.timeout);
    gloo_options->devices.push_back(gloo_device(settings, *state->store));
    state->gloo = c10::make_intrusive<c10d::ProcessGroupGloo>(
        c10::make_intrusive<c10d::PrefixStore>("gloo", state->store), static_cast<int>(rank),
        static_cast<int>(world), gloo_options);
  } catch (const std::exception& error) {
    throw DistributedError(fmt::format(
        "{}: cannot connect Gloo to the other ranks within {}: {} (on several hosts, set "
        "GLOO_SOCKET_IFNAME to the network interface the hosts reach each other on)",
        prefix, timeout, message_of(error)));
  }
  try {
    state->start_heartbeat();
  } catch (const std::exception& error) {
    throw DistributedError(fmt::format("{}: cannot open the heartbeat connection to {}: {}", prefix,
                                       master, message_of(error)));
  }
  return std::unique_ptr<DistributedGroup>(new DistributedGroup(std::move(state)));
}

int64_t DistributedGroup::rank() const {
  return state_->settings.rank;
}

int64_t DistributedGroup::world_size() const {
  return state_->settings.world_size;
}

std::string DistributedGroup::describe() const {
  return state_->prefix();
}

std::string DistributedGroup::master() const {
  return state_->master();
}

void DistributedGroup::all_reduce_sum(std::vector<torch::Tensor>& tensors,
                                      const std::string& what) {
  state_->check_usable(what);
  std::vector<c10::intrusive_ptr<c10d::Work>> works;
  try {
    for (auto& tensor : tensors) {
      std::vector<at::Tensor> one{tensor};
      works.push_back(state_->gloo->allreduce(one, c10d::AllreduceOptions{}));
    }
  } catch (const std::exception& error) {
    state_->fail(what, error);
  }
  state_->wait_all(works, what);
}

void DistributedGroup::broadcast(torch::Tensor& tensor, int64_t root, const std::string& what) {
  state_->check_usable(what);
  std::vector<c10::intrusive_ptr<c10d::Work>> works;
  try {
    std::vector<at::Tensor> one{tensor};
    c10d::BroadcastOptions options;
    options.rootRank = root;
    works.push_back(state_->gloo->broadcast(one, options));
  } catch (const std::exception& error) {
    state_->fail(what, error);
  }
  state_->wait_all(works, what);
}

std::string DistributedGroup::broadcast_bytes(const std::string& bytes, int64_t root,
                                              const std::string& what) {
  const bool is_root = rank() == root;
  auto size = torch::tensor({is_root ? static_cast<int64_t>(bytes.size()) : int64_t{0}});
  broadcast(size, root, what);
  const int64_t count = size.item<int64_t>();
  auto buffer = torch::empty({count}, torch::kUInt8);
  if (is_root && count > 0) std::memcpy(buffer.data_ptr<uint8_t>(), bytes.data(), bytes.size());
  broadcast(buffer, root, what);
  return {reinterpret_cast<const char*>(buffer.data_ptr<uint8_t>()), static_cast<size_t>(count)};
}

void DistributedGroup::announce_failure(const std::string& message) noexcept {
  state_->record('E', message);
}

// ---- gradients --------------------------------------------------------------------------------

GradientBuckets::GradientBuckets(std::vector<torch::Tensor> parameters, int64_t bucket_bytes)
    : parameters_(std::move(parameters)) {
  if (parameters_.empty()) throw std::invalid_argument("no parameters to all-reduce");
  const auto options = parameters_.front().options();
  std::vector<int64_t> sizes;
  for (const auto& parameter : parameters_) {
    if (parameter.scalar_type() != options.dtype().toScalarType() ||
        parameter.device() != options.device()) {
      throw std::invalid_argument("every parameter must have the same dtype and device");
    }
    sizes.push_back(parameter.numel() * static_cast<int64_t>(parameter.element_size()));
  }
  buckets_ = plan_buckets(sizes, bucket_bytes);
  for (size_t b = 0; b < buckets_.size(); ++b) {
    int64_t elements = b + 1 == buckets_.size() ? 1 : 0;  // the extra number rides last
    for (size_t i = buckets_[b].first; i < buckets_[b].second; ++i) {
      elements += parameters_[i].numel();
    }
    buffers_.push_back(torch::empty({elements}, options.requires_grad(false)));
  }
}

double GradientBuckets::all_reduce(DistributedGroup& group, double extra, const std::string& what) {
  torch::NoGradGuard no_grad;
  for (size_t b = 0; b < buckets_.size(); ++b) {
    int64_t offset = 0;
    for (size_t i = buckets_[b].first; i < buckets_[b].second; ++i) {
      const auto& grad = parameters_[i].grad();
      const int64_t count = parameters_[i].numel();
      auto slice = buffers_[b].narrow(0, offset, count);
      if (grad.defined()) {
        slice.copy_(grad.reshape({-1}));
      } else {
        slice.zero_();
      }
      offset += count;
    }
    if (b + 1 == buckets_.size()) buffers_[b].narrow(0, offset, 1).fill_(extra);
  }
  group.all_reduce_sum(buffers_, what);
  double extra_sum = 0;
  for (size_t b = 0; b < buckets_.size(); ++b) {
    int64_t offset = 0;
    for (size_t i = buckets_[b].first; i < buckets_[b].second; ++i) {
      auto grad = parameters_[i].mutable_grad();
      const int64_t count = parameters_[i].numel();
      if (grad.defined()) grad.copy_(buffers_[b].narrow(0, offset, count).view_as(grad));
      offset += count;
    }
    if (b + 1 == buckets_.size()) extra_sum = buffers_[b][offset].item<double>();
  }
  return extra_sum;
}

void broadcast_from_rank0(DistributedGroup& group, const std::vector<torch::Tensor>& tensors,
                          const std::string& what) {
  if (tensors.empty()) return;
  torch::NoGradGuard no_grad;
  std::vector<torch::Tensor> flat;
  for (const auto& tensor : tensors) flat.push_back(tensor.detach().reshape({-1}));
  auto buffer = torch::cat(flat);
  group.broadcast(buffer, 0, what);
  int64_t offset = 0;
  for (const auto& tensor : tensors) {
    const int64_t count = tensor.numel();
    tensor.detach().copy_(buffer.narrow(0, offset, count).view_as(tensor));
    offset += count;
  }
}

}  // namespace dates
