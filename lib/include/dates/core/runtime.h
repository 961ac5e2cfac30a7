// Process-wide settings of a LibTorch process: compute threads and the device. (The OpenBLAS
// kernel family and glibc's memory reuse, which need no LibTorch: core/openblas.h.)
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <string>

#include "dates/core/openblas.h"
#include "dates/core/workers.h"

namespace dates {

// Sets LibTorch's intra-op threads to `threads` (the commands use 1: core/workers.h) and
// OpenBLAS's own pool to 1 thread: two pools each as large as the machine oversubscribe its
// cores, which slows a training step several times over. Also calls keep_freed_memory().
void configure_threads(int64_t threads);

// Sets the worker count (>= 1, core/workers.h) and makes every LibTorch and OpenBLAS operation
// single-threaded, in each worker thread too: what the commands that use LibTorch call first.
void configure_workers(int64_t workers);

// "cpu", "cuda", "cuda:N" or "auto" (CUDA when available, else CPU). Throws
// std::invalid_argument when CUDA is asked for but not available.
torch::Device resolve_device(const std::string& device);

}  // namespace dates
