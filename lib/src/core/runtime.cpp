#include "dates/core/runtime.h"

#include <ATen/Parallel.h>
#include <dlfcn.h>
#include <fmt/format.h>
#include <malloc.h>
#include <torch/cuda.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <cstdlib>
#include <set>
#include <stdexcept>

namespace dates {

void configure_threads(int64_t threads) {
  keep_freed_memory();
  torch::set_num_threads(static_cast<int>(threads));
  // OpenBLAS is found at run time (LibTorch links whichever BLAS Debian's alternatives select),
  // so its thread setter is looked up rather than linked.
  using SetThreads = void (*)(int);
  if (auto* set_blas_threads =
          reinterpret_cast<SetThreads>(::dlsym(RTLD_DEFAULT, "openblas_set_num_threads"))) {
    set_blas_threads(1);
  }
}

void configure_workers(int64_t workers) {
  set_worker_count(workers);
  configure_threads(1);
  // A new thread's OpenMP team is the machine's size until it is told otherwise.
  set_worker_thread_setup([] { at::init_num_threads(); });
}

torch::Device resolve_device(const std::string& device) {
  if (device == "auto") return torch::cuda::is_available() ? torch::kCUDA : torch::kCPU;
  if (device.rfind("cuda", 0) == 0 && !torch::cuda::is_available()) {
    throw std::invalid_argument(fmt::format(
        "training.device is '{}' but CUDA is not available here; use cpu or auto", device));
  }
  try {
    return torch::Device(device);
  } catch (const std::exception&) {
    throw std::invalid_argument(
        fmt::format("training.device must be cpu, cuda, cuda:N or auto, found '{}'", device));
  }
}

}  // namespace dates
