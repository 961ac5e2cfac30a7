// Seeded, reproducible parameter initialisation shared by the attention modules.
#pragma once

#include <torch/nn/modules/linear.h>

#include <cstdint>

namespace dates {

// Re-draws a Linear layer's parameters exactly as torch.nn.Linear.reset_parameters does
// (weight and bias uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)]) but from a generator seeded
// with `seed`, so the same seed always gives the same weights on any machine.
void initialize_linear(torch::nn::Linear& layer, uint64_t seed);

}  // namespace dates
