// Process-wide settings that need no LibTorch: the OpenBLAS kernel family (which the torch-free
// `dates translate` and LibTorch processes alike load) and glibc's reuse of freed memory.
#pragma once

#include <string>

namespace dates {

// Makes glibc keep freed memory for reuse instead of returning it to the kernel (mallopt): the
// same large tensors are allocated every step, and re-faulting their pages serialised worker
// threads on the process's memory-map lock.
void keep_freed_memory();

// The OpenBLAS kernel family worth asking for on this CPU, for single-precision GEMM:
// "SkylakeX" with AVX-512 (F, CD, BW, DQ, VL), "Haswell" with AVX2 and FMA, else nullptr.
// OpenBLAS 0.3.21 (Debian 12) does not recognise every recent CPU (an Intel Xeon of family 6,
// model 207, for one) and then falls back to its generic "Prescott" kernels, several times slower
// at a large single-precision product.
const char* preferred_openblas_coretype() noexcept;

// The OPENBLAS_CORETYPE worth restarting this process with, or "" when there is nothing to
// gain: OpenBLAS already runs AVX2 or AVX-512 kernels, the user has chosen (OPENBLAS_CORETYPE is
// set), the CPU has neither, or LibTorch's BLAS is not OpenBLAS. OpenBLAS reads the variable
// only when it loads, hence a restart (app/commands/common.cpp: restart_with_fast_blas).
std::string openblas_coretype_to_restart_with();

// The kernel family OpenBLAS runs ("SkylakeX", "Prescott", ...), or "" when LibTorch's BLAS is
// not OpenBLAS.
std::string blas_kernels();

}  // namespace dates
