// Data-parallel training on c10d/Gloo, as users run it: `dates train` processes on 127.0.0.1.
// Two ranks with per-rank batch b take the same steps as one process with batch 2b; a rank that
// never comes or dies makes the others stop within the timeout, naming it; the last checkpoint
// of a distributed run resumes distributed and single-process; rank 0 listens only on the
// address --master gives. Plus the pure helpers and the rendezvous store on its own.
// (Across hosts: scripts/checks/multihost_netns.sh, two network namespaces.)
#include <arpa/inet.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "dates/io/config.h"
#include "dates/io/safetensors.h"
#include "dates/model/checkpoint.h"
#include "dates/train/distributed.h"
#include "dates/train/rendezvous_store.h"
#include "dates/train/training.h"
#include "reserved_port.h"
#include "tensor_matchers.h"

using namespace dates;
using Catch::Contains;
using Clock = std::chrono::steady_clock;

namespace {

std::filesystem::path fresh_distributed_directory(const std::string& name) {
  const auto directory = std::filesystem::temp_directory_path() /
                         ("dates-test-dist-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  return directory;
}

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Whether a TCP connection to address:port is accepted within two seconds (false: refused or
// unanswered).
bool accepts_connections(const std::string& address, uint16_t port) {
  sockaddr_storage storage{};
  socklen_t length = 0;
  int family = AF_INET;
  if (address.find(':') != std::string::npos) {
    family = AF_INET6;
    auto* ipv6 = reinterpret_cast<sockaddr_in6*>(&storage);
    ipv6->sin6_family = AF_INET6;
    ipv6->sin6_port = htons(port);
    REQUIRE(::inet_pton(AF_INET6, address.c_str(), &ipv6->sin6_addr) == 1);
    length = sizeof(sockaddr_in6);
  } else {
    auto* ipv4 = reinterpret_cast<sockaddr_in*>(&storage);
    ipv4->sin_family = AF_INET;
    ipv4->sin_port = htons(port);
    REQUIRE(::inet_pton(AF_INET, address.c_str(), &ipv4->sin_addr) == 1);
    length = sizeof(sockaddr_in);
  }
  const int fd = ::socket(family, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  timeval limit{2, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof(limit));
  const bool connected = ::connect(fd, reinterpret_cast<sockaddr*>(&storage), length) == 0;
  ::close(fd);
  return connected;
}

// The addresses ("127.0.0.1:29500", "[::]:29500") the listening TCP sockets of process `pid`
// are bound to: its socket inodes (/proc/PID/fd) looked up in its network namespace's tables
// (/proc/PID/net/tcp and tcp6; state 0A is LISTEN).
std::vector<std::string> listening_addresses(pid_t pid) {
  std::set<std::string> inodes;
  const std::filesystem::path fds = "/proc/" + std::to_string(pid) + "/fd";
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(fds, error)) {
    std::error_code link_error;
    const auto target = std::filesystem::read_symlink(entry.path(), link_error).string();
    if (!link_error && target.rfind("socket:[", 0) == 0) {
      inodes.insert(target.substr(8, target.size() - 9));
    }
  }
  std::vector<std::string> addresses;
  for (const std::string table : {"tcp", "tcp6"}) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/net/" + table);
    std::string line;
    std::getline(in, line);  // the header
    while (std::getline(in, line)) {
      std::istringstream fields(line);
      std::string slot, local, remote, state, queues, timer, retransmits, uid, timeout, inode;
      fields >> slot >> local >> remote >> state >> queues >> timer >> retransmits >> uid >>
          timeout >> inode;
      if (state != "0A" || inodes.count(inode) == 0) continue;
      const auto colon = local.find(':');
      const auto hex = local.substr(0, colon);
      const auto port = std::stoul(local.substr(colon + 1), nullptr, 16);
      // The kernel prints the address as 32-bit words in host (little-endian) byte order.
      unsigned char bytes[16] = {};
      for (size_t word = 0; word < hex.size() / 8; ++word) {
        const auto value = static_cast<uint32_t>(std::stoul(hex.substr(word * 8, 8), nullptr, 16));
        std::memcpy(bytes + word * 4, &value, 4);
      }
      char text[INET6_ADDRSTRLEN] = {};
      const bool ipv6 = table == "tcp6";
      ::inet_ntop(ipv6 ? AF_INET6 : AF_INET, bytes, text, sizeof(text));
      addresses.push_back(ipv6 ? fmt::format("[{}]:{}", text, port)
                               : fmt::format("{}:{}", text, port));
    }
  }
  std::sort(addresses.begin(), addresses.end());
  return addresses;
}

// One `dates` process, started from the source directory with one compute thread, its stderr
// captured in a file.
struct Process {
  pid_t pid = -1;
  std::filesystem::path stderr_path;
  std::optional<int> status;  // exit status once reaped (-signal when killed)

  std::string errors() const { return slurp(stderr_path); }
};

Process spawn(const std::vector<std::string>& arguments, const std::filesystem::path& stderr_path,
              const std::map<std::string, std::string>& environment = {}) {
  Process process;
  process.stderr_path = stderr_path;
  std::vector<std::string> argv_storage = {DATES_BINARY};
  argv_storage.insert(argv_storage.end(), arguments.begin(), arguments.end());
  process.pid = ::fork();
  REQUIRE(process.pid >= 0);
  if (process.pid == 0) {
    // Child: only async-signal-safe-ish calls until exec.
    if (::chdir(DATES_SOURCE_DIR) != 0) ::_exit(126);
    const int err = ::open(stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int out = ::open("/dev/null", O_WRONLY);
    if (err < 0 || out < 0) ::_exit(126);
    ::dup2(err, STDERR_FILENO);
    ::dup2(out, STDOUT_FILENO);
    ::setenv("OMP_NUM_THREADS", "1", 1);
    ::setenv("OPENBLAS_NUM_THREADS", "1", 1);
    for (const char* name : {"WORLD_SIZE", "RANK", "MASTER_ADDR", "MASTER_PORT"}) {
      ::unsetenv(name);
    }
    for (const auto& [name, value] : environment) ::setenv(name.c_str(), value.c_str(), 1);
    std::vector<char*> argv;
    for (auto& argument : argv_storage) argv.push_back(argument.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return process;
}

// Reaps the process if it has ended; returns whether it has.
bool poll(Process& process) {
  if (process.status) return true;
  int raw = 0;
  const pid_t done = ::waitpid(process.pid, &raw, WNOHANG);
  if (done != process.pid) return false;
  process.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -WTERMSIG(raw);
  return true;
}

// Waits at most `limit` for the process to end; kills it (SIGKILL) if it has not.
bool wait_for(Process& process, std::chrono::seconds limit) {
  const auto deadline = Clock::now() + limit;
  while (Clock::now() < deadline) {
    if (poll(process)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ::kill(process.pid, SIGKILL);
  int raw = 0;
  ::waitpid(process.pid, &raw, 0);
  process.status = -SIGKILL;
  return false;
}

// The arguments of a short tiny.yaml run: one thread, a little valid data, no test evaluation.
std::vector<std::string> train_arguments(const std::filesystem::path& output, int64_t max_steps,
                                         const std::vector<std::string>& extra = {}) {
  std::vector<std::string> arguments = {"train",
                                        "--config",
                                        "configs/tiny.yaml",
                                        "--output-dir",
                                        output.string(),
                                        "--threads",
                                        "1",
                                        "--max-steps",
                                        std::to_string(max_steps),
                                        "--skip-test",
                                        "--set",
                                        "data.valid_examples=20",
                                        "--set",
                                        "training.log_every=1",
                                        "--set",
                                        "training.target_exact_match=1.0"};
  arguments.insert(arguments.end(), extra.begin(), extra.end());
  return arguments;
}

std::vector<std::string> rank_arguments(int world_size, int rank, uint16_t port) {
  return {"--world-size", std::to_string(world_size),         "--rank", std::to_string(rank),
          "--master",     "127.0.0.1:" + std::to_string(port)};
}

// Runs `world_size` ranks of the same training and waits for all of them.
std::vector<Process> run_ranks(int world_size, const std::filesystem::path& output,
                               const std::vector<std::string>& arguments,
                               std::chrono::seconds limit = std::chrono::seconds(120)) {
  const ReservedPort reserved;
  const uint16_t port = reserved.port();
  std::vector<Process> ranks;
  for (int rank = 0; rank < world_size; ++rank) {
    auto all = arguments;
    const auto launch = rank_arguments(world_size, rank, port);
    all.insert(all.end(), launch.begin(), launch.end());
    ranks.push_back(spawn(all, output.parent_path() / (output.filename().string() + ".rank" +
                                                       std::to_string(rank) + ".err")));
  }
  for (auto& rank : ranks) {
    INFO("stderr: " << rank.errors());
    REQUIRE(wait_for(rank, limit));
  }
  return ranks;
}

// The "loss" of every log line of a metrics.jsonl.
std::vector<double> logged_losses(const std::filesystem::path& metrics) {
  std::vector<double> losses;
  std::ifstream in(metrics);
  for (std::string line; std::getline(in, line);) {
    const auto entry = nlohmann::json::parse(line);
    if (entry.contains("loss")) losses.push_back(entry["loss"].get<double>());
  }
  return losses;
}

// The single-process reference: tiny.yaml with the same settings as train_arguments.
ExperimentConfig reference_config(const std::filesystem::path& output, int64_t max_steps) {
  auto config = load_config(testing::source_path("configs/tiny.yaml"));
  config.training.output_dir = output.string();
  config.training.threads = 1;
  config.training.max_steps = max_steps;
  config.data.valid_examples = 20;
  config.training.log_every = 1;
  config.training.target_exact_match = 1.0;
  config.data.train = testing::source_path(config.data.train);
  config.data.valid = testing::source_path(config.data.valid);
  config.data.test = testing::source_path(config.data.test);
  return config;
}

// Every tensor of two model files within `relative` in L2 norm, and no element off by more than
// `absolute`. (Adam divides each gradient element by its own running magnitude, so an element
// whose gradient is a sum with heavy cancellation moves by a few 1e-6 with another summation
// order; a wrong normalisation or shard moves whole tensors by far more.)
void require_same_weights(const std::filesystem::path& actual_file,
                          const std::filesystem::path& expected_file, double relative,
                          double absolute) {
  const auto actual = safetensors::load(actual_file.string());
  const auto expected = safetensors::load(expected_file.string());
  REQUIRE(actual.tensors.size() == expected.tensors.size());
  for (size_t i = 0; i < actual.tensors.size(); ++i) {
    const auto& [name, a] = actual.tensors[i];
    const auto& b = expected.tensors[i].second;
    REQUIRE(name == expected.tensors[i].first);
    REQUIRE(a.sizes() == b.sizes());
    const auto a64 = a.to(torch::kFloat64), b64 = b.to(torch::kFloat64);
    const double scale = std::max(1e-3, b64.norm().item<double>());
    const double difference = (a64 - b64).norm().item<double>() / scale;
    const double largest = (a64 - b64).abs().max().item<double>();
    INFO(name << ": relative L2 difference " << difference << ", largest element difference "
              << largest);
    CHECK(difference <= relative);
    CHECK(largest <= absolute);
  }
}

}  // namespace

TEST_CASE("distributed: the launch keys come from YAML, then the environment, then flags",
          "[distributed]") {
  const ExperimentConfig defaults;
  CHECK(defaults.training.world_size == 1);
  CHECK(defaults.training.rank == 0);
  CHECK(defaults.training.master == "127.0.0.1:29500");
  CHECK(defaults.training.distributed_timeout_seconds == 60.0);

  auto config = config_from_yaml_text(
      "training:\n  world_size: 4\n  rank: 3\n  master: node1:1234\n  batch_size: 64\n", "test");
  std::map<std::string, std::string> environment;
  const auto lookup = [&](const std::string& name) -> std::optional<std::string> {
    const auto found = environment.find(name);
    if (found == environment.end()) return std::nullopt;
    return found->second;
  };
  apply_launch_environment(config, lookup);  // nothing set: YAML stays
  CHECK(config.training.world_size == 4);
  CHECK(config.training.master == "node1:1234");

  environment = {{"WORLD_SIZE", "2"}, {"RANK", "1"}, {"MASTER_PORT", "29600"}};
  apply_launch_environment(config, lookup);
  CHECK(config.training.world_size == 2);
  CHECK(config.training.rank == 1);
  CHECK(config.training.master == "node1:29600");  // the host from YAML, the port from env
  environment = {{"MASTER_ADDR", "::1"}};
  apply_launch_environment(config, lookup);
  CHECK(config.training.master == "[::1]:29600");
  CHECK(split_master(config.training.master) ==
        std::make_pair(std::string("::1"), uint16_t{29600}));
  apply_override(config, "training.rank", "0");  // the command line comes last
  CHECK(config.training.rank == 0);
  CHECK_NOTHROW(validate(config));

  environment = {{"WORLD_SIZE", "two"}};
  CHECK_THROWS_WITH(apply_launch_environment(config, lookup),
                    Contains("environment variable WORLD_SIZE") &&
                        Contains("training.world_size") && Contains("'two'"));
  environment = {{"MASTER_PORT", "70000"}};
  CHECK_THROWS_WITH(apply_launch_environment(config, lookup),
                    Contains("MASTER_PORT") && Contains("HOST:PORT"));
  CHECK_THROWS_WITH(apply_override(config, "training.master", "nohost"), Contains("HOST:PORT"));

  // The global batch must split evenly; the rank must exist.
  config.training.world_size = 3;
  config.training.rank = 1;
  CHECK_THROWS_WITH(validate(config), Contains("training.batch_size (64) must be divisible by "
                                               "training.world_size (3)") &&
                                          Contains("use 63 or 66"));
  config.training.world_size = 2;
  config.training.rank = 2;
  CHECK_THROWS_WITH(validate(config), Contains("training.rank must be below training.world_size"));

  // Checkpoints record the experiment without the launch.
  config.training.rank = 1;
  const auto recorded = without_launch(config);
  CHECK(recorded.training.world_size == 1);
  CHECK(recorded.training.rank == 0);
  CHECK(recorded.training.master == defaults.training.master);
  CHECK(recorded.training.batch_size == 64);
}

TEST_CASE("distributed: shards are contiguous and disjoint and buckets cover every tensor once",
          "[distributed]") {
  const std::vector<size_t> global = {9, 3, 7, 1, 0, 4};
  CHECK(shard_of(global, 2, 0) == std::vector<size_t>{9, 3, 7});
  CHECK(shard_of(global, 2, 1) == std::vector<size_t>{1, 0, 4});
  CHECK(shard_of(global, 3, 2) == std::vector<size_t>{0, 4});
  CHECK(shard_of(global, 1, 0) == global);
  CHECK_THROWS_AS(shard_of(global, 4, 0), std::invalid_argument);

  using Buckets = std::vector<std::pair<size_t, size_t>>;
  CHECK(plan_buckets({4, 4, 4}, 100) == Buckets{{0, 3}});
  CHECK(plan_buckets({4, 4, 4}, 8) == Buckets{{0, 2}, {2, 3}});
  CHECK(plan_buckets({20, 4, 4, 30}, 8) == Buckets{{0, 1}, {1, 3}, {3, 4}});
  CHECK(plan_buckets({}, 8).empty());
  CHECK(fingerprint("abc") != fingerprint("abd"));
}

TEST_CASE("distributed: 2 ranks with batch b take the same steps as 1 process with batch 2b",
          "[distributed][equivalence]") {
  constexpr int64_t kSteps = 12;
  const auto directory = fresh_distributed_directory("equivalence");
  // Teacher forcing 1 goes through the model's own forward; below 1 the ranks draw the coin
  // flips of the whole global batch. Small buckets: several all-reduces per step.
  for (const double teacher_forcing : {1.0, 0.5}) {
    DYNAMIC_SECTION("teacher forcing " << teacher_forcing) {
      const std::string forcing = "training.teacher_forcing=" + std::to_string(teacher_forcing);
      auto reference = reference_config(directory / "single", kSteps);
      reference.training.teacher_forcing = teacher_forcing;
      REQUIRE(reference.training.batch_size == 64);
      const auto single = train(reference, {});
      REQUIRE(single.losses.size() == kSteps);

      const auto output = directory / "two";
      std::filesystem::remove_all(output);
      auto ranks =
          run_ranks(2, output,
                    train_arguments(output, kSteps,
                                    {"--set", forcing, "--set", "training.allreduce_bucket_mb=0.02",
                                     "--set", "training.distributed_timeout_seconds=30"}));
      for (auto& rank : ranks) {
        INFO("stderr: " << rank.errors());
        REQUIRE(rank.status == 0);
      }
      CHECK_THAT(ranks[0].errors(), Contains("bucket(s)") && Contains("all-reduce"));
      CHECK(ranks[1].errors().find("[train]") == std::string::npos);  // rank 0 alone logs

      const auto losses = logged_losses(output / "metrics.jsonl");
      REQUIRE(losses.size() == kSteps);
      for (int64_t i = 0; i < kSteps; ++i) {
        INFO("step " << i + 1);
        CHECK(losses[i] == Approx(single.losses[i]).epsilon(1e-5));
      }
      require_same_weights(output / "last" / "model.safetensors",
                           directory / "single" / "last" / "model.safetensors", 1e-5, 5e-5);
      // The metrics of a distributed run carry the all-reduce time.
      std::ifstream metrics(output / "metrics.jsonl");
      std::string first;
      std::getline(metrics, first);
      CHECK_THAT(first, Contains("\"allreduce_ms\"") && Contains("\"world_size\":2"));
      // Same checkpoint format: the launch is not recorded.
      const auto bundle = load_model((output / "last" / "model.safetensors").string(), torch::kCPU);
      CHECK(bundle.config.training.world_size == 1);
      CHECK(bundle.step == kSteps);
    }
  }
  std::filesystem::remove_all(directory);
}

TEST_CASE("distributed: a rank that never comes stops the others within the timeout",
          "[distributed][faults]") {
  const auto directory = fresh_distributed_directory("missing");
  const ReservedPort reserved;
  const uint16_t port = reserved.port();
  auto arguments =
      train_arguments(directory / "run", 5, {"--set", "training.distributed_timeout_seconds=3"});
  auto rank0_arguments = arguments;
  for (const auto& argument : rank_arguments(2, 0, port)) rank0_arguments.push_back(argument);
  const auto started = Clock::now();
  auto rank0 = spawn(rank0_arguments, directory / "rank0.err");
  REQUIRE(wait_for(rank0, std::chrono::seconds(40)));
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  INFO("stderr: " << rank0.errors());
  CHECK(*rank0.status != 0);
  CHECK_THAT(rank0.errors(), Contains("rank 1 of 2 did not join within 3 s"));
  CHECK(seconds < 3 + 20);  // the timeout plus loading data and starting up on a busy machine

  // And a rank whose master never comes says so too (launched the torchrun way, by environment).
  const ReservedPort nobody_listens;
  auto rank1 = spawn(arguments, directory / "rank1.err",
                     {{"WORLD_SIZE", "2"},
                      {"RANK", "1"},
                      {"MASTER_ADDR", "127.0.0.1"},
                      {"MASTER_PORT", std::to_string(nobody_listens.port())}});
  REQUIRE(wait_for(rank1, std::chrono::seconds(40)));
  INFO("stderr: " << rank1.errors());
  CHECK(*rank1.status != 0);
  CHECK_THAT(rank1.errors(), Contains("rank 1 of 2: cannot reach rank 0 (the master)"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("distributed: a killed rank stops the survivor and the last checkpoint resumes",
          "[distributed][faults]") {
  const auto directory = fresh_distributed_directory("killed");
  const auto output = directory / "run";
  const ReservedPort reserved;
  const uint16_t port = reserved.port();
  const auto arguments = train_arguments(
      output, 100000,
      {"--set", "training.eval_every=5", "--set", "training.distributed_timeout_seconds=20"});
  std::vector<Process> ranks;
  for (int rank = 0; rank < 2; ++rank) {
    auto all = arguments;
    for (const auto& argument : rank_arguments(2, rank, port)) all.push_back(argument);
    ranks.push_back(spawn(all, directory / ("rank" + std::to_string(rank) + ".err")));
  }
  // Once a checkpoint exists, kill rank 1 as a crash or the OOM killer would.
  const auto last_model = output / "last" / "model.safetensors";
  const auto deadline = Clock::now() + std::chrono::seconds(60);
  while (!std::filesystem::exists(last_model) && Clock::now() < deadline && !poll(ranks[0])) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  INFO("rank 0 stderr: " << ranks[0].errors());
  REQUIRE(std::filesystem::exists(last_model));
  REQUIRE(::kill(ranks[1].pid, SIGKILL) == 0);
  const auto killed = Clock::now();
  REQUIRE(wait_for(ranks[1], std::chrono::seconds(10)));
  REQUIRE(wait_for(ranks[0], std::chrono::seconds(40)));
  const double seconds = std::chrono::duration<double>(Clock::now() - killed).count();
  INFO("rank 0 stderr: " << ranks[0].errors());
  CHECK(*ranks[0].status != 0);
  CHECK_THAT(ranks[0].errors(), Contains("rank 0 of 2:") && Contains("rank 1 stopped responding"));
  CHECK(seconds < 20);  // found at once from the closed connection, not at the timeout

  // last/ is intact; the run resumes distributed (rank 0 sends last/ to rank 1) ...
  const auto stopped_at = load_model(last_model.string(), torch::kCPU).step;
  REQUIRE(stopped_at >= 5);
  auto resume_arguments = train_arguments(output, stopped_at + 3);
  resume_arguments.erase(resume_arguments.begin() + 1, resume_arguments.begin() + 3);  // config
  resume_arguments.insert(resume_arguments.begin() + 1, {"--resume", output.string()});
  auto resumed = run_ranks(2, directory / "resume", resume_arguments);
  for (auto& rank : resumed) {
    INFO("stderr: " << rank.errors());
    REQUIRE(rank.status == 0);
  }
  CHECK_THAT(resumed[0].errors(), Contains("resumed from") && Contains(output.string()));
  CHECK(load_model(last_model.string(), torch::kCPU).step == stopped_at + 3);

  // ... and single-process, in this process.
  auto config = reference_config(output, stopped_at + 6);
  TrainingOptions options;
  options.resume_directory = output.string();
  const auto summary = train(config, options);
  CHECK(summary.steps == stopped_at + 6);
  CHECK(summary.losses.size() == 3);
  std::filesystem::remove_all(directory);
}

// ---- binding: rank 0 listens only where --master says ---------------------------------------

TEST_CASE("distributed: rank 0 listens only on the address --master gives", "[distributed][bind]") {
  const auto directory = fresh_distributed_directory("bind");
  const ReservedPort reserved;
  const uint16_t port = reserved.port();
  const auto arguments =
      train_arguments(directory / "run", 6, {"--set", "training.distributed_timeout_seconds=30"});
  auto rank0_arguments = arguments;
  for (const auto& argument : rank_arguments(2, 0, port)) rank0_arguments.push_back(argument);
  auto rank0 = spawn(rank0_arguments, directory / "rank0.err");
  // Rank 0 loads the data, then opens the store and waits for rank 1.
  std::vector<std::string> listening;
  const auto deadline = Clock::now() + std::chrono::seconds(30);
  while (listening.empty() && Clock::now() < deadline && !poll(rank0)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    listening = listening_addresses(rank0.pid);
  }
  INFO("rank 0 stderr: " << rank0.errors());
  // c10d's TCPStore listened on "[::]:PORT", every interface, whatever --master said.
  CHECK(listening == std::vector<std::string>{"127.0.0.1:" + std::to_string(port)});
  // 127.0.0.2 is this host's loopback too, but not the address given: refused.
  CHECK(accepts_connections("127.0.0.1", port));
  CHECK_FALSE(accepts_connections("127.0.0.2", port));

  // The world still meets and trains there.
  auto rank1_arguments = arguments;
  for (const auto& argument : rank_arguments(2, 1, port)) rank1_arguments.push_back(argument);
  auto rank1 = spawn(rank1_arguments, directory / "rank1.err");
  REQUIRE(wait_for(rank1, std::chrono::seconds(60)));
  REQUIRE(wait_for(rank0, std::chrono::seconds(60)));
  INFO("rank 1 stderr: " << rank1.errors());
  CHECK(rank0.status == 0);
  CHECK(rank1.status == 0);
  CHECK(std::filesystem::exists(directory / "run" / "last" / "model.safetensors"));
  std::filesystem::remove_all(directory);
}

TEST_CASE(
    "distributed: --master 0.0.0.0 listens everywhere, an address not of this host is refused",
    "[distributed][bind]") {
  const auto directory = fresh_distributed_directory("wildcard");
  const ReservedPort reserved;
  const uint16_t port = reserved.port();
  const auto arguments =
      train_arguments(directory / "run", 4, {"--set", "training.distributed_timeout_seconds=30"});
  // Rank 0 asks for every interface; rank 1 reaches it at one of them (here 127.0.0.2).
  auto rank0_arguments = arguments;
  for (const auto& argument : {"--world-size", "2", "--rank", "0", "--master"}) {
    rank0_arguments.push_back(argument);
  }
  rank0_arguments.push_back("0.0.0.0:" + std::to_string(port));
  auto rank0 = spawn(rank0_arguments, directory / "rank0.err");
  auto rank1_arguments = arguments;
  for (const auto& argument : {"--world-size", "2", "--rank", "1", "--master"}) {
    rank1_arguments.push_back(argument);
  }
  rank1_arguments.push_back("127.0.0.2:" + std::to_string(port));
  auto rank1 = spawn(rank1_arguments, directory / "rank1.err");
  REQUIRE(wait_for(rank1, std::chrono::seconds(60)));
  REQUIRE(wait_for(rank0, std::chrono::seconds(60)));
  INFO("rank 0 stderr: " << rank0.errors());
  INFO("rank 1 stderr: " << rank1.errors());
  CHECK(rank0.status == 0);
  CHECK(rank1.status == 0);

  // 192.0.2.1 (TEST-NET-1) is nobody's address: rank 0 says so at once instead of listening.
  auto stray_arguments = train_arguments(directory / "stray", 4);
  for (const auto& argument : {"--world-size", "2", "--rank", "0", "--master"}) {
    stray_arguments.push_back(argument);
  }
  stray_arguments.push_back("192.0.2.1:" + std::to_string(port));
  auto stray = spawn(stray_arguments, directory / "stray.err");
  REQUIRE(wait_for(stray, std::chrono::seconds(30)));
  INFO("stderr: " << stray.errors());
  CHECK(*stray.status != 0);
  CHECK_THAT(stray.errors(),
             Contains("rank 0 of 2: cannot open the rendezvous store at 192.0.2.1:") &&
                 Contains("not an address of this machine") && Contains("0.0.0.0"));
  std::filesystem::remove_all(directory);
}

// ---- the rendezvous store on its own ------------------------------------------------------------

namespace {

std::vector<uint8_t> bytes(const std::string& text) {
  return {text.begin(), text.end()};
}

// A raw TCP connection to 127.0.0.1:port that sends `data` (then stays open until closed).
int raw_connection(uint16_t port, const std::string& data) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0);
  if (!data.empty())
    REQUIRE(::send(fd, data.data(), data.size(), MSG_NOSIGNAL) ==
            static_cast<ssize_t>(data.size()));
  return fd;
}

// Waits up to two seconds for the server to hold `count` connections.
bool connections_become(const RendezvousServer& server, size_t count) {
  const auto deadline = Clock::now() + std::chrono::seconds(2);
  while (server.connection_count() != count && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return server.connection_count() == count;
}

}  // namespace

TEST_CASE("rendezvous store: the operations Gloo and the ranks use", "[distributed][store]") {
  using std::chrono::milliseconds;
  auto store = RendezvousStore::serve("127.0.0.1", 0, milliseconds(5000));
  const auto* server = store->server();
  REQUIRE(server != nullptr);
  const uint16_t port = server->port();
  CHECK(server->addresses() == std::vector<std::string>{"127.0.0.1"});
  CHECK_FALSE(accepts_connections("127.0.0.2", port));
  auto other = c10::make_intrusive<RendezvousStore>("127.0.0.1", port, milliseconds(5000));

  store->set("a", bytes("alpha"));
  CHECK(other->get("a") == bytes("alpha"));
  store->set("empty", {});
  CHECK(other->get("empty").empty());
  CHECK(other->check({"a", "empty"}));
  CHECK_FALSE(other->check({"a", "missing"}));

  // add: decimal text, as TCPStore (the heartbeats read it with add(key, 0)).
  CHECK(store->add("n", 5) == 5);
  CHECK(other->add("n", -2) == 3);
  CHECK(other->add("n", 0) == 3);
  CHECK(store->get("n") == bytes("3"));
  CHECK_THROWS_WITH(store->add("a", 1), Contains("not an integer"));

  // compareSet, TCPStore's rule.
  CHECK(store->compareSet("c", {}, bytes("one")) == bytes("one"));      // absent, expected empty
  CHECK(store->compareSet("d", bytes("x"), bytes("y")) == bytes("x"));  // absent: not created
  CHECK_FALSE(store->check({"d"}));
  CHECK(store->compareSet("c", bytes("one"), bytes("two")) == bytes("two"));
  CHECK(store->compareSet("c", bytes("one"), bytes("three")) == bytes("two"));  // mismatch

  // A value past the frame limit is refused here, and the connection stays usable.
  CHECK_THROWS_WITH(store->set("big", std::vector<uint8_t>(RendezvousServer::kMaxFrameBytes)),
                    Contains("larger than the rendezvous store's limit"));

  CHECK(store->getNumKeys() == 4);  // a, empty, n, c
  CHECK(store->deleteKey("c"));
  CHECK_FALSE(store->deleteKey("c"));
  CHECK(store->getNumKeys() == 3);

  // get and wait block until another client sets the keys ...
  std::thread setter([&] {
    std::this_thread::sleep_for(milliseconds(200));
    other->set("later", bytes("here"));
    other->add("later2", 1);
  });
  const auto started = Clock::now();
  CHECK(store->get("later") == bytes("here"));
  store->wait({"later", "later2"}, milliseconds(3000));
  setter.join();
  CHECK(Clock::now() - started >= milliseconds(150));

  // ... and time out with a StoreError, leaving the connection usable.
  const auto waiting = Clock::now();
  try {
    store->wait({"never"}, milliseconds(300));
    FAIL("wait did not time out");
  } catch (const StoreError& error) {
    CHECK(error.reason() == StoreError::Reason::timeout);
    CHECK_THAT(error.what(), Contains("'never'"));
  }
  const auto waited = Clock::now() - waiting;
  CHECK(waited >= milliseconds(280));
  CHECK(waited < milliseconds(2000));
  other->setTimeout(milliseconds(200));
  CHECK_THROWS_AS(other->get("never"), StoreError);  // get waits the store's timeout
  CHECK(store->get("a") == bytes("alpha"));
  CHECK(other->get("a") == bytes("alpha"));
}

TEST_CASE("rendezvous store: bad or vanishing clients never hang the server",
          "[distributed][store]") {
  using std::chrono::milliseconds;
  auto store = RendezvousStore::serve("127.0.0.1", 0, milliseconds(5000));
  const auto& server = *store->server();
  const uint16_t port = server.port();
  REQUIRE(connections_become(server, 1));  // the store's own connection

  // Half a frame, then silence: the server goes on serving the others.
  const int stalled = raw_connection(port, std::string("\x00\x00\x00\x20\x01", 5));
  // A frame longer than the limit: dropped at once.
  const int oversized = raw_connection(port, std::string("\x7f\xff\xff\xff", 4));
  // Garbage of the right length (an unknown operation): dropped.
  const int garbage = raw_connection(port, std::string("\x00\x00\x00\x01\x63", 5));
  REQUIRE(connections_become(server, 2));  // the store's own and the stalled one
  store->set("k", bytes("v"));
  CHECK(store->get("k") == bytes("v"));

  // A client parked in a wait that vanishes is forgotten; the key still works for the rest.
  auto waiter = c10::make_intrusive<RendezvousStore>("127.0.0.1", port, milliseconds(5000));
  std::thread parked([&] {
    try {
      waiter->wait({"never"}, milliseconds(600));
    } catch (const StoreError&) {
    }
  });
  REQUIRE(connections_become(server, 3));
  ::close(stalled);
  parked.join();
  waiter.reset();
  CHECK(connections_become(server, 1));
  ::close(oversized);
  ::close(garbage);

  // A connection the server dropped fails at once afterwards, not at a timeout.
  {
    auto doomed = c10::make_intrusive<RendezvousStore>("127.0.0.1", port, milliseconds(5000));
    doomed->set("x", bytes("1"));
    store.reset();  // rank 0 goes: its server closes every connection
    const auto started = Clock::now();
    try {
      doomed->get("x");
      FAIL("get succeeded without a server");
    } catch (const StoreError& error) {
      CHECK(error.reason() == StoreError::Reason::connection_lost);
    }
    CHECK_THROWS_WITH(doomed->check({"x"}), Contains("lost earlier"));
    CHECK(Clock::now() - started < milliseconds(2000));
  }
}

TEST_CASE("rendezvous store: where it listens and why it cannot", "[distributed][store][bind]") {
  using std::chrono::milliseconds;
  {
    RendezvousServer wildcard("0.0.0.0", 0);
    CHECK(wildcard.addresses() == std::vector<std::string>{"0.0.0.0"});
    CHECK(accepts_connections("127.0.0.1", wildcard.port()));
    CHECK(accepts_connections("127.0.0.2", wildcard.port()));
    CHECK(wildcard.local_address() == "127.0.0.1");
  }
  RendezvousServer first("127.0.0.1", 0);
  try {
    RendezvousServer second("127.0.0.1", first.port());
    FAIL("two servers on one port");
  } catch (const StoreError& error) {
    CHECK(error.reason() == StoreError::Reason::address_in_use);
    CHECK_THAT(error.what(), Contains("already in use on 127.0.0.1"));
  }
  // Another address on the same port is free (the first listens on 127.0.0.1 only).
  CHECK_NOTHROW(RendezvousServer("127.0.0.2", first.port()));
  try {
    RendezvousServer stray("192.0.2.1", 0);
    FAIL("listened on a foreign address");
  } catch (const StoreError& error) {
    CHECK(error.reason() == StoreError::Reason::not_local);
  }
  // A client whose server never comes gives up at its timeout, naming the address.
  const auto started = Clock::now();
  const ReservedPort nobody_listens;
  try {
    RendezvousStore client("127.0.0.1", nobody_listens.port(), milliseconds(500));
    FAIL("connected to nobody");
  } catch (const StoreError& error) {
    CHECK(error.reason() == StoreError::Reason::unreachable);
    CHECK_THAT(error.what(), Contains("within 0.5 s") && Contains("refused"));
  }
  CHECK(Clock::now() - started < milliseconds(2000));
}

// What the tests above rely on to run side by side (ctest -j): a reserved port stays taken for
// anyone who binds it without SO_REUSEADDR (as bind(0) and connect() choose their ports), yet the
// rendezvous store, which sets SO_REUSEADDR, may listen on it.
TEST_CASE("a reserved test port is taken for others, yet a rank 0 can listen on it",
          "[distributed][store][bind]") {
  const ReservedPort reserved;
  const int other = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  REQUIRE(other >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = htons(reserved.port());
  const int bound = ::bind(other, reinterpret_cast<sockaddr*>(&address), sizeof address);
  const int error = errno;
  ::close(other);
  CHECK(bound != 0);
  CHECK(error == EADDRINUSE);

  RendezvousServer server("127.0.0.1", reserved.port());
  CHECK(server.port() == reserved.port());
  CHECK(accepts_connections("127.0.0.1", reserved.port()));
}
