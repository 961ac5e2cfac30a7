#include "dates/core/runtime.h"

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

void keep_freed_memory() {
  // glibc returns a large freed block to the kernel (munmap, or trimming the heap top), so the
  // next step's tensors of the same size fault their pages in again; two worker threads of one
  // process then queue on the process's memory-map lock. Keeping freed memory for reuse:
  // training 4681 -> 4952 examples/s at 1 thread, 6136 -> 8008 at 2 (configs/bahdanau.yaml).
  ::mallopt(M_MMAP_THRESHOLD, 256 << 20);  // blocks up to 256 MiB come from the heap
  ::mallopt(M_TRIM_THRESHOLD, 1 << 30);    // and the heap is not trimmed below 1 GiB of slack
  ::mallopt(M_TOP_PAD, 64 << 20);          // grown 64 MiB at a time
}

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
