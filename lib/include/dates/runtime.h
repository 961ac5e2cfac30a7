// Process-wide settings: compute threads and the device.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <string>

namespace dates {

// Sets LibTorch's intra-op threads to `threads` and OpenBLAS's own pool to 1 thread: two pools
// each as large as the machine oversubscribe its cores (a GRU training step was measured 3.7x
// slower with 2 + 2 threads on 2 cores).
void configure_threads(int64_t threads);

// "cpu", "cuda", "cuda:N" or "auto" (CUDA when available, else CPU). Throws
// std::invalid_argument when CUDA is asked for but not available.
torch::Device resolve_device(const std::string& device);

}  // namespace dates
