#include "dates/train/weight_average.h"

#include <fmt/format.h>
#include <torch/utils.h>

#include <algorithm>
#include <stdexcept>

namespace dates {

double average_decay_at(double decay, int64_t step) {
  return std::min(decay, (1.0 + static_cast<double>(step)) / (10.0 + static_cast<double>(step)));
}

WeightAverage::WeightAverage(std::vector<torch::Tensor> parameters, double decay)
    : parameters_(std::move(parameters)), decay_(decay) {
  torch::NoGradGuard no_grad;
  averages_.reserve(parameters_.size());
  for (const auto& parameter : parameters_) averages_.push_back(parameter.detach().clone());
}

void WeightAverage::update(int64_t step) {
  torch::NoGradGuard no_grad;
  const double keep = average_decay_at(decay_, step);
  for (size_t i = 0; i < parameters_.size(); ++i) {
    // a <- keep a + (1 - keep) w, as a <- a + (1 - keep)(w - a): one pass, no temporary.
    averages_[i].lerp_(parameters_[i].detach(), 1.0 - keep);
  }
}

void WeightAverage::load(const std::vector<torch::Tensor>& averages) {
  if (averages.size() != parameters_.size()) {
    throw std::invalid_argument(fmt::format("the weight average holds {} tensors; the model has {}",
                                            averages.size(), parameters_.size()));
  }
  torch::NoGradGuard no_grad;
  for (size_t i = 0; i < averages.size(); ++i) {
    if (averages[i].sizes() != parameters_[i].sizes()) {
      throw std::invalid_argument(fmt::format(
          "the weight average's tensor {} has shape [{}]; the model's is [{}]", i,
          fmt::join(averages[i].sizes(), ", "), fmt::join(parameters_[i].sizes(), ", ")));
    }
    averages_[i].copy_(averages[i]);
  }
}

void WeightAverage::swap() {
  torch::NoGradGuard no_grad;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    auto own = parameters_[i].detach().clone();
    parameters_[i].detach().copy_(averages_[i]);
    averages_[i] = std::move(own);  // the copy becomes the average: no second copy
  }
}

}  // namespace dates
