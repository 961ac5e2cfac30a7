// A row-major single-precision matrix product on raw memory, for the fused time loops:
// C = alpha op(A) op(B) + beta C. It calls the BLAS LibTorch itself uses (Fortran
// sgemm_, found at run time as configure_threads finds OpenBLAS), so a step of a recurrent loop
// costs one BLAS call instead of a LibTorch operation with its dispatch, views and checks; without
// such a BLAS it falls back to plain loops. No LibTorch: the inference runtime uses it too.
#pragma once

#include <cstdint>

namespace dates::blas {

// op(A) [m, k] with A stored row-major with leading dimension lda (A is [k, m] when trans_a),
// op(B) [k, n] likewise, C [m, n] with leading dimension ldc.
void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha, const float* a,
          int64_t lda, const float* b, int64_t ldb, float beta, float* c, int64_t ldc);

// Makes OpenBLAS single-threaded (openblas_set_num_threads(1), found at run time; nothing
// without it): callers spread work over their own threads, one BLAS thread each.
void use_single_thread();

// Loads OpenBLAS (libopenblas.so.0) into a process not linked with a BLAS, for gemm to find: the
// light `dates`, whose model multiplies through gemm only where its own kernels do not run (a CPU
// without AVX2). OpenBLAS starts one thread, as it loads, unless OPENBLAS_NUM_THREADS is set: the
// callers spread work over their own threads, and a pool would only spin beside them. Returns
// whether a BLAS is loaded (false: gemm runs its plain loops). Does nothing where one is loaded.
bool load_openblas();

}  // namespace dates::blas
