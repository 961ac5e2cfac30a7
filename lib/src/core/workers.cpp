#include "dates/core/workers.h"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace dates {

namespace {
std::atomic<int64_t> configured_workers{1};
std::atomic<void (*)()> worker_thread_setup{nullptr};
}  // namespace

void set_worker_count(int64_t workers) {
  configured_workers = workers < 1 ? 1 : workers;
}

void set_worker_thread_setup(void (*setup)()) {
  worker_thread_setup = setup;
}

int64_t worker_count() {
  return configured_workers.load();
}

int64_t available_cpus() {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (sched_getaffinity(0, sizeof(allowed), &allowed) == 0) {
    return std::max<int64_t>(1, CPU_COUNT(&allowed));
  }
  return std::max<int64_t>(1, static_cast<int64_t>(std::thread::hardware_concurrency()));
}

int64_t resolve_worker_count(int64_t requested, int64_t available, int64_t most) {
  if (requested >= 1) return requested;
  return std::clamp<int64_t>(available, 1, std::max<int64_t>(most, 1));
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
  int64_t started = 1;  // workers 1 .. started-1 run on threads of their own
  for (; started < count; ++started) {
    const auto setup = worker_thread_setup.load();
    try {
      threads.emplace_back([&guarded, worker = started, setup] {
        if (setup != nullptr) setup();
        guarded(worker);
      });
    } catch (const std::system_error&) {
      break;  // no thread to be had (memory, the process limit): this thread runs the others
    }
  }
  guarded(0);
  for (int64_t worker = started; worker < count; ++worker) guarded(worker);
  for (auto& thread : threads) thread.join();
  if (first_error) std::rethrow_exception(first_error);
}

void run_row_ranges(size_t count, size_t min_rows,
                    const std::function<void(size_t begin, size_t end)>& work) {
  const auto workers = static_cast<size_t>(std::clamp<int64_t>(
      static_cast<int64_t>(count / std::max<size_t>(min_rows, 1)), 1, worker_count()));
  if (workers == 1) {
    work(0, count);
    return;
  }
  const size_t each = (count + workers - 1) / workers;
  run_workers(static_cast<int64_t>(workers), [&](int64_t worker) {
    const size_t begin = std::min(count, static_cast<size_t>(worker) * each);
    work(begin, std::min(count, begin + each));
  });
}

}  // namespace dates
