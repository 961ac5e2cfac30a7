#include "dates/nn/initialization.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/nn/modules/linear.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <cmath>

namespace dates {

void initialize_linear(torch::nn::Linear& layer, uint64_t seed) {
  torch::NoGradGuard no_grad;
  auto generator = at::make_generator<at::CPUGeneratorImpl>(seed);
  const int64_t fan_in = layer->weight.size(1);
  const double bound = fan_in > 0 ? 1.0 / std::sqrt(static_cast<double>(fan_in)) : 0.0;
  // Draw on the CPU with our generator, then copy to wherever the layer lives.
  auto draw = [&](const torch::Tensor& like) {
    return torch::empty(like.sizes(), torch::dtype(like.scalar_type()))
        .uniform_(-bound, bound, generator);
  };
  layer->weight.copy_(draw(layer->weight));
  if (layer->bias.defined()) layer->bias.copy_(draw(layer->bias));
}

}  // namespace dates
