#include "dates/runtime.h"

#include <dlfcn.h>
#include <fmt/format.h>
#include <torch/cuda.h>
#include <torch/torch.h>

#include <stdexcept>

namespace dates {

void configure_threads(int64_t threads) {
  torch::set_num_threads(static_cast<int>(threads));
  // OpenBLAS is found at run time (LibTorch links whichever BLAS Debian's alternatives select),
  // so its thread setter is looked up rather than linked.
  using SetThreads = void (*)(int);
  if (auto* set_blas_threads =
          reinterpret_cast<SetThreads>(::dlsym(RTLD_DEFAULT, "openblas_set_num_threads"))) {
    set_blas_threads(1);
  }
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
