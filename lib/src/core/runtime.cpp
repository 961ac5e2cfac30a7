#include "dates/core/runtime.h"

#include <dlfcn.h>
#include <fmt/format.h>
#include <torch/cuda.h>
#include <torch/torch.h>

#include <cstdlib>
#include <set>
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

const char* preferred_openblas_coretype() noexcept {
#if defined(__x86_64__) && defined(__GNUC__)
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512vl")) {
    return "SkylakeX";
  }
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "Haswell";
#endif
  return nullptr;
}

std::string blas_kernels() {
  using CoreName = char* (*)();
  if (auto* core_name =
          reinterpret_cast<CoreName>(::dlsym(RTLD_DEFAULT, "openblas_get_corename"))) {
    return core_name();
  }
  return "";
}

std::string openblas_coretype_to_restart_with() {
  if (std::getenv("OPENBLAS_CORETYPE") != nullptr) return "";
  const char* preferred = preferred_openblas_coretype();
  if (preferred == nullptr) return "";
  // OpenBLAS's names of the x86-64 kernel families older than AVX2 (driver/others/dynamic.c).
  static const std::set<std::string> pre_avx2 = {
      "unknown",   "Katmai",       "Coppermine",  "Northwood",  "Prescott",    "Banias",
      "Atom",      "Core2",        "Penryn",      "Dunnington", "Nehalem",     "Athlon",
      "Opteron",   "Opteron_SSE3", "Barcelona",   "Nano",       "Sandybridge", "Bobcat",
      "Bulldozer", "Piledriver",   "Steamroller", "Excavator"};
  return pre_avx2.count(blas_kernels()) ? preferred : "";
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
