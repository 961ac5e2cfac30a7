#include "dates/core/openblas.h"

#include <dlfcn.h>
#include <malloc.h>

#include <cstdlib>
#include <set>

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

}  // namespace dates
