// Data-parallel training across processes and hosts on PyTorch's own distributed engine:
// c10d's ProcessGroupGloo for the collectives (Debian: libtorch-dev plus libgloo-dev for the
// headers), with our own c10d::Store for the rendezvous (rendezvous_store.h).
//
// A world of N ranks trains one model: rank 0 hosts the rendezvous store at training.master
// (HOST:PORT); every rank connects there, the ranks check that they run the same configuration on
// the same training data, then every rank starts from rank 0's weights, reads its own contiguous
// shard of each global batch and sums the gradients with bucketed all-reduces before each
// optimizer step (see training.cpp). Only rank 0 evaluates, logs and writes checkpoints.
//
// Binding: rank 0 listens only where training.master says. Its store listens on each address
// HOST resolves to on rank 0's host ("127.0.0.1" the loopback only, "10.0.0.1" that interface
// only, "localhost" 127.0.0.1 and ::1), and on every interface only when HOST is the wildcard
// "0.0.0.0" (IPv4) or "::" (IPv6 and IPv4); the other ranks then give rank 0's real address. A
// HOST that is not an address of rank 0's host is an error, not a silent wildcard. (c10d's
// TCPStore, used before, always listens on every interface in LibTorch 1.13.) Gloo's own
// listening sockets (ephemeral ports, open while the ranks connect) and the address each rank
// publishes for its peers are on: the interface GLOO_SOCKET_IFNAME names, when set; else on
// rank 0 the store's address (for a wildcard HOST: the address of the host's name, PyTorch's
// default); on the other ranks the local address their route to the master leaves from. Neither
// the store nor Gloo authenticates its peers: bind to a network you trust.
//
// Faults: every collective and every store operation is bounded by
// training.distributed_timeout_seconds. When one fails (a peer died, was killed, hangs, or its
// host is gone), the rank works out which ranks are down from heartbeats every rank writes to the
// store (and from the error any rank records there before it exits) and throws DistributedError
// naming them, so no rank waits forever. One bound is Gloo's own: while the ranks open their Gloo
// connections (right after the rendezvous), a rank waiting for a peer that never connects gives
// up after 5 x the timeout (gloo/transport/tcp/pair.h waits timeout_ * 5 for an initial connect).
#pragma once

#include <torch/types.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "dates/io/config.h"

namespace dates {

// A rank could not join, a peer is gone or disagrees, a collective failed or timed out. The
// message starts with "rank R of N: " and names the rank(s) at fault where they are known.
class DistributedError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// ---- launch settings --------------------------------------------------------------------------

// training.master split into host and port: "HOST:PORT", or "[IPv6]:PORT". Throws ConfigError.
std::pair<std::string, uint16_t> split_master(const std::string& master);

// The usual launcher variables, between the YAML file and the command line in precedence:
//   WORLD_SIZE  -> training.world_size      RANK        -> training.rank
//   MASTER_ADDR -> host of training.master   MASTER_PORT -> port of training.master
// Unset or empty variables change nothing. `lookup` returns a variable's value (std::getenv by
// default). Throws ConfigError naming the variable for a bad value.
using EnvironmentLookup = std::function<std::optional<std::string>(const std::string&)>;
void apply_launch_environment(ExperimentConfig& config, const EnvironmentLookup& lookup);
void apply_launch_environment(ExperimentConfig& config);

// The configuration without its launch keys (training.world_size, rank, master back to their
// defaults): what checkpoints and config.yaml record, since how a run was spread over processes
// is not part of the experiment. A distributed run's checkpoint therefore resumes single-process
// by default, and any checkpoint resumes distributed with --world-size/--rank/--master.
ExperimentConfig without_launch(const ExperimentConfig& config);

// ---- pure helpers (tested without a network) --------------------------------------------------

// The examples of `global_batch` that `rank` trains on: the rank-th of world_size contiguous,
// equal shards. Throws std::invalid_argument when the size is not divisible by world_size.
std::vector<size_t> shard_of(const std::vector<size_t>& global_batch, int64_t world_size,
                             int64_t rank);

// Cuts tensors of `byte_sizes` (in order) into runs [begin, end) of at most `bucket_bytes` each;
// a tensor larger than that gets a bucket of its own. Every tensor is in exactly one bucket.
std::vector<std::pair<size_t, size_t>> plan_buckets(const std::vector<int64_t>& byte_sizes,
                                                    int64_t bucket_bytes);

// FNV-1a, 64 bits: fingerprints compared between ranks.
uint64_t fingerprint(const std::string& text, uint64_t seed = 0xcbf29ce484222325ULL);

// ---- the process group ------------------------------------------------------------------------

struct LaunchSettings {
  int64_t world_size = 1;
  int64_t rank = 0;
  std::string host = "127.0.0.1";  // where rank 0 listens (the rendezvous store), see above
  uint16_t port = 29500;
  std::chrono::milliseconds timeout{60000};  // bounds every join, store operation, collective
  static LaunchSettings from(const TrainingConfig& training);
};

// What the ranks must agree on before they train, e.g. {"configuration", hash}; compared with
// rank 0's at the rendezvous.
struct Fingerprint {
  std::string what;  // "configuration", "training data (data.train)"
  uint64_t value = 0;
};

class DistributedGroup {
 public:
  // Joins the world: rank 0 opens the store at host:port, the others connect to it (retrying
  // until the timeout); waits until all world_size ranks have joined, checks that every rank
  // has rank 0's world size and fingerprints, then connects Gloo. Throws DistributedError naming
  // the ranks that did not join, are duplicated or disagree.
  static std::unique_ptr<DistributedGroup> connect(const LaunchSettings& settings,
                                                   const std::vector<Fingerprint>& fingerprints);
  ~DistributedGroup();
  DistributedGroup(const DistributedGroup&) = delete;
  DistributedGroup& operator=(const DistributedGroup&) = delete;

  int64_t rank() const;
  int64_t world_size() const;
  // "rank 1 of 2" / "host:port", for messages.
  std::string describe() const;
  std::string master() const;

  // Sums each tensor across ranks, in place (one Gloo all-reduce per tensor, all in flight
  // together). `what` names the operation in error messages ("the all-reduce of step 12").
  void all_reduce_sum(std::vector<torch::Tensor>& tensors, const std::string& what);
  // Copies `root`'s tensor into every rank's, in place.
  void broadcast(torch::Tensor& tensor, int64_t root, const std::string& what);
  // `root`'s bytes on every rank (the argument is ignored elsewhere).
  std::string broadcast_bytes(const std::string& bytes, int64_t root, const std::string& what);

  // Records this rank's own fatal error in the store so that the others name it when their
  // next collective fails; best effort, never throws.
  void announce_failure(const std::string& message) noexcept;

  struct State;

 private:
  explicit DistributedGroup(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

// Gradient averaging for data parallelism: the parameters' gradients are copied into a few flat
// buffers of about bucket_bytes each, every buffer is summed across ranks with one all-reduce
// (all in flight together), and the sums are copied back. One extra number (the loss) rides in
// the last buffer. All parameters must share one dtype and device.
class GradientBuckets {
 public:
  GradientBuckets(std::vector<torch::Tensor> parameters, int64_t bucket_bytes);
  // Sums the gradients across ranks in place and returns the sum of `extra` over the ranks.
  // A parameter without a gradient on this rank (unused by the forward pass, which is the same
  // on every rank) contributes zeros and is left without one.
  double all_reduce(DistributedGroup& group, double extra, const std::string& what);
  size_t bucket_count() const { return buckets_.size(); }

 private:
  std::vector<torch::Tensor> parameters_;
  std::vector<std::pair<size_t, size_t>> buckets_;
  std::vector<torch::Tensor> buffers_;
};

// Copies rank 0's values of `tensors` (e.g. the parameters) into every rank's, in one broadcast.
void broadcast_from_rank0(DistributedGroup& group, const std::vector<torch::Tensor>& tensors,
                          const std::string& what);

}  // namespace dates
