// The data-parallel workers of dates/core/workers.h.
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <sched.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "dates/core/runtime.h"
#include "dates/core/workers.h"

using namespace dates;

TEST_CASE("run_workers runs every worker once, each on its own thread", "[workers]") {
  std::vector<int> runs(4, 0);
  std::set<std::thread::id> threads;
  std::mutex mutex;
  run_workers(4, [&](int64_t worker) {
    const std::lock_guard<std::mutex> lock(mutex);
    ++runs[static_cast<size_t>(worker)];
    threads.insert(std::this_thread::get_id());
  });
  CHECK(runs == std::vector<int>{1, 1, 1, 1});
  CHECK(threads.size() == 4);
  CHECK(threads.count(std::this_thread::get_id()) == 1);  // worker 0 is the caller
}

TEST_CASE("a worker whose thread cannot be started runs on the calling thread", "[workers]") {
  // In a child process whose address space is capped a little above what it maps, so that thread
  // stacks (8 MiB each) run out after a few. Before the fix the threads already started were
  // destroyed joinable: std::terminate, and the child died of SIGABRT.
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::ifstream status("/proc/self/status");
    std::string line;
    long mapped_kib = 0;
    while (std::getline(status, line)) {
      if (line.rfind("VmSize:", 0) == 0) mapped_kib = std::stol(line.substr(7));
    }
    const rlimit cap{static_cast<rlim_t>(mapped_kib + 24 * 1024) * 1024,
                     static_cast<rlim_t>(mapped_kib + 24 * 1024) * 1024};
    if (mapped_kib == 0 || ::setrlimit(RLIMIT_AS, &cap) != 0) ::_exit(3);
    std::vector<std::atomic<int>> runs(64);
    std::set<std::thread::id> threads;
    std::mutex mutex;
    run_workers(64, [&](int64_t worker) {
      ++runs[static_cast<size_t>(worker)];
      const std::lock_guard<std::mutex> lock(mutex);
      threads.insert(std::this_thread::get_id());
    });
    const bool each_once =
        std::all_of(runs.begin(), runs.end(), [](const std::atomic<int>& n) { return n == 1; });
    // 2: a worker lost or run twice; 4: every thread started (the cap did not bite).
    ::_exit(!each_once ? 2 : threads.size() == 64 ? 4 : 0);
  }
  int raw = 0;
  REQUIRE(::waitpid(child, &raw, 0) == child);
  REQUIRE(WIFEXITED(raw));
  CHECK(WEXITSTATUS(raw) == 0);
}

TEST_CASE("run_workers waits for every worker and then rethrows the first error", "[workers]") {
  std::atomic<int> finished{0};
  CHECK_THROWS_WITH(run_workers(3,
                                [&](int64_t worker) {
                                  if (worker == 1) throw std::runtime_error("worker 1 failed");
                                  std::this_thread::sleep_for(std::chrono::milliseconds(20));
                                  ++finished;
                                }),
                    "worker 1 failed");
  CHECK(finished == 2);
}

TEST_CASE("configure_workers sets the count and leaves LibTorch one thread inside", "[workers]") {
  configure_workers(3);
  CHECK(worker_count() == 3);
  CHECK(torch::get_num_threads() == 1);
  int64_t inside = 0;
  run_workers(2, [&](int64_t worker) {
    if (worker == 1) inside = torch::get_num_threads();
  });
  CHECK(inside == 1);
  configure_workers(0);
  CHECK(worker_count() == 1);  // at least one
}

TEST_CASE("run_row_ranges covers every row once, in ranges of at least its minimum", "[workers]") {
  const auto saved = worker_count();
  set_worker_count(3);
  // count, min_rows -> the ranges expected (as [begin, end) pairs, in worker order)
  const std::vector<std::tuple<size_t, size_t, std::vector<std::pair<size_t, size_t>>>> cases = {
      {0, 4, {{0, 0}}},            // nothing: one call, on the caller
      {10, 4, {{0, 5}, {5, 10}}},  // 2 workers get >= 4 rows each, 3 would not
      {11, 4, {{0, 6}, {6, 11}}},  // 3 workers would leave the last 3 rows
      {12, 4, {{0, 4}, {4, 8}, {8, 12}}},
      {100, 1, {{0, 34}, {34, 68}, {68, 100}}},
      {7, 8, {{0, 7}}},  // fewer rows than the minimum: the caller alone
  };
  for (const auto& [count, min_rows, expected] : cases) {
    INFO(count << " rows, at least " << min_rows << " a worker");
    std::vector<std::pair<size_t, size_t>> ranges(expected.size(), {9, 9});
    std::mutex mutex;
    size_t calls = 0;
    run_row_ranges(count, min_rows, [&](size_t begin, size_t end) {
      const std::lock_guard<std::mutex> lock(mutex);
      REQUIRE(calls < ranges.size());
      ranges[calls++] = {begin, end};
    });
    std::sort(ranges.begin(), ranges.end());
    CHECK(ranges == expected);
  }
  set_worker_count(saved);
}

TEST_CASE("threads 0 asks for one worker a CPU the process may run on, at most the cap",
          "[workers]") {
  // by hand: a number asked for is taken as it is; 0 is the CPUs available, within [1, most]
  CHECK(resolve_worker_count(3, 16, 8) == 3);
  CHECK(resolve_worker_count(1, 16, 8) == 1);
  CHECK(resolve_worker_count(0, 2, 8) == 2);
  CHECK(resolve_worker_count(0, 16, 8) == 8);
  CHECK(resolve_worker_count(0, 1, 8) == 1);
  CHECK(resolve_worker_count(0, 0, 8) == 1);
}

TEST_CASE("available_cpus follows the process's affinity mask, as taskset narrows it",
          "[workers]") {
  cpu_set_t before;
  CPU_ZERO(&before);
  REQUIRE(sched_getaffinity(0, sizeof(before), &before) == 0);
  CHECK(available_cpus() == CPU_COUNT(&before));
  // narrowed to the first CPU it may run on, as `taskset -c N` would start it
  int first = 0;
  while (!CPU_ISSET(first, &before)) ++first;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(first, &one);
  if (sched_setaffinity(0, sizeof(one), &one) != 0) {
    WARN("sched_setaffinity is not allowed here: the narrowed mask is not checked");
    return;
  }
  const int64_t narrowed = available_cpus();
  REQUIRE(sched_setaffinity(0, sizeof(before), &before) == 0);
  CHECK(narrowed == 1);
}
