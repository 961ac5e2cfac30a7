// The process's compute threads as data-parallel workers. `threads` in a config or on
// the command line is the number of workers; each takes its own rows of a batch (training) or its
// own batches (translation) and runs single-threaded inside. On 2 cores this is what scales: the
// model's LibTorch operations are too small for intra-op threads to share (two intra-op threads
// run them hardly faster than one), and no OpenMP team is left spinning against another process.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

namespace dates {

// Sets the worker count (>= 1). A LibTorch process calls configure_workers (core/runtime.h),
// which also makes LibTorch single-threaded in every worker.
void set_worker_count(int64_t workers);

// What each worker thread run_workers starts runs first (LibTorch's OpenMP team size: set by
// configure_workers); none by default.
void set_worker_thread_setup(void (*setup)());

// The worker count set last (1 before any call).
int64_t worker_count();

// The CPUs this process may run on (its affinity mask, as taskset and cpusets narrow it), at
// least 1.
int64_t available_cpus();

// The worker count for `requested` threads: `requested` itself when it is 1 or more; 0 asks for
// one a CPU the process may run on (`available`), at most `most`.
int64_t resolve_worker_count(int64_t requested, int64_t available, int64_t most);

// Runs work(0) .. work(count - 1), work(0) on the calling thread and the others on their own
// threads, each after the worker thread setup, and returns when all are done; a worker whose
// thread cannot be started (memory, the process limit) runs on the calling thread after work(0).
// The first exception any of them threw is rethrown once all have finished.
void run_workers(int64_t count, const std::function<void(int64_t worker)>& work);

// Runs work(begin, end) over [0, count) in contiguous ranges, one a worker (worker_count()), when
// each worker gets at least `min_rows` rows (threads cost more than a few rows' work), else over
// all of it on the calling thread. Exceptions as run_workers.
void run_row_ranges(size_t count, size_t min_rows,
                    const std::function<void(size_t begin, size_t end)>& work);

}  // namespace dates
