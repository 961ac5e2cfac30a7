// The data-parallel workers of dates/core/workers.h.
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
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
