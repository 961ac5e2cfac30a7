// The largest error of the inference rows' tanh (lib/src/nn/avx512_math.h, tanh16: 5.72e-5
// measured on a grid of 4e7 points in [-10, 10]; the AVX2 path's tanh8 within 1e-5; the reference
// path's float32 rounding); sigmoid, as 1/2 + tanh(x/2)/2, is within half of it. The row tests
// carry it through their formulas into their margins.
#pragma once

namespace dates::testing {
inline constexpr double kInferenceTanhError = 5.8e-5;
}  // namespace dates::testing
