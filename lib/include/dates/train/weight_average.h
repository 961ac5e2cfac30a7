// An exponential moving average of a model's weights over the training steps (Polyak averaging
// as Marian's exponential smoothing and TensorFlow's ExponentialMovingAverage keep it), which
// the trainer evaluates and saves in place of the last step's weights when training.ema_decay
// is above 0: the average damps the step-to-step noise of the weights a run ends on.
//
// After optimizer step t (1-based) every parameter w updates its average a by
//   a <- d_t a + (1 - d_t) w,   d_t = min(decay, (1 + t) / (10 + t)),
// and a starts as the initial weights. The warm-up d_t (TensorFlow's num_updates rule) keeps the
// first steps' random weights from dominating for thousands of steps. d_t is a function of the
// step alone, so a run resumed from last/ (which holds the average) updates as one never stopped.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace dates {

// d_t above: the weight of the old average after step t (1-based).
double average_decay_at(double decay, int64_t step);

class WeightAverage {
 public:
  // Starts the average as a copy of `parameters` (kept by reference for update and swaps).
  WeightAverage(std::vector<torch::Tensor> parameters, double decay);

  // After optimizer step `step` (1-based): folds the parameters' current values in.
  void update(int64_t step);

  // The averages, in the parameters' order (for saving and loading).
  const std::vector<torch::Tensor>& averages() const { return averages_; }
  // Replaces the averages (a resume); shapes must match the parameters', else
  // std::invalid_argument naming the index and both shapes.
  void load(const std::vector<torch::Tensor>& averages);

  // Exchanges the parameters' values with the averages: called once, the model holds the
  // averaged weights; called again, its own weights are back (bit for bit).
  void swap();

 private:
  std::vector<torch::Tensor> parameters_;
  std::vector<torch::Tensor> averages_;
  double decay_;
};

// Holds a model on its averaged weights for a scope (evaluation, saving), then puts the
// training weights back; does nothing given nullptr.
class AveragedWeightsScope {
 public:
  explicit AveragedWeightsScope(WeightAverage* average) : average_(average) {
    if (average_ != nullptr) average_->swap();
  }
  ~AveragedWeightsScope() {
    if (average_ != nullptr) average_->swap();
  }
  AveragedWeightsScope(const AveragedWeightsScope&) = delete;
  AveragedWeightsScope& operator=(const AveragedWeightsScope&) = delete;

 private:
  WeightAverage* average_;
};

}  // namespace dates
