#include "dates/core/workers.h"

#include <ATen/Parallel.h>

#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "dates/core/runtime.h"

namespace dates {

namespace {
std::atomic<int64_t> configured_workers{1};
}  // namespace

void configure_workers(int64_t workers) {
  configured_workers = workers < 1 ? 1 : workers;
  configure_threads(1);
}

int64_t worker_count() {
  return configured_workers.load();
}

void run_workers(int64_t count, const std::function<void(int64_t worker)>& work) {
  if (count <= 1) {
    work(0);
    return;
  }
  std::exception_ptr first_error;
  std::mutex error_mutex;
  const auto guarded = [&](int64_t worker) {
    try {
      work(worker);
    } catch (...) {
      const std::lock_guard<std::mutex> lock(error_mutex);
      if (!first_error) first_error = std::current_exception();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(static_cast<size_t>(count - 1));
  for (int64_t worker = 1; worker < count; ++worker) {
    threads.emplace_back([&guarded, worker] {
      at::init_num_threads();  // this thread's OpenMP team size: the process's (1)
      guarded(worker);
    });
  }
  guarded(0);
  for (auto& thread : threads) thread.join();
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace dates
