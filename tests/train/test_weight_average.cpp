// The weights' exponential moving average (train/weight_average.h) against its formula computed
// in float64, and a training run that evaluates and saves it, stopped and resumed.
#include <torch/types.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "dates/io/config.h"
#include "dates/io/safetensors.h"
#include "dates/model/checkpoint.h"
#include "dates/train/training.h"
#include "dates/train/weight_average.h"
#include "run_fixtures.h"
#include "tensor_matchers.h"

using namespace dates;

namespace {

// A short run with the weights averaged (short_config: evaluated every 10 steps).
ExperimentConfig averaged_config(const std::filesystem::path& output, int64_t max_steps) {
  auto config = testing::short_config(output, max_steps);
  config.training.ema_decay = 0.9;
  return config;
}

void require_same_files(const std::filesystem::path& a, const std::filesystem::path& b) {
  const auto first = safetensors::load(a.string());
  const auto second = safetensors::load(b.string());
  REQUIRE(first.tensors.size() == second.tensors.size());
  for (size_t i = 0; i < first.tensors.size(); ++i) {
    testing::require_bitwise_equal(first.tensors[i].second, second.tensors[i].second,
                                   first.tensors[i].first);
  }
}

bool any_tensor_differs(const std::filesystem::path& a, const std::filesystem::path& b) {
  const auto first = safetensors::load(a.string());
  const auto second = safetensors::load(b.string());
  for (size_t i = 0; i < first.tensors.size(); ++i) {
    if (!torch::equal(first.tensors[i].second, second.tensors[i].second)) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("the average's decay warms up as (1 + t) / (10 + t) and then holds", "[ema]") {
  // By hand: step 1 keeps 2/11 of the old average; step 1000 keeps 1001/1010 < 0.999.
  CHECK(average_decay_at(0.999, 1) == Approx(2.0 / 11.0).epsilon(1e-15));
  CHECK(average_decay_at(0.999, 1000) == Approx(1001.0 / 1010.0).epsilon(1e-15));
  CHECK(average_decay_at(0.999, 8990) == Approx(0.999).epsilon(1e-15));  // (1+t)/(10+t) = 0.999
  CHECK(average_decay_at(0.999, 100000) == 0.999);
  CHECK(average_decay_at(0.5, 1) == Approx(2.0 / 11.0).epsilon(1e-15));
  CHECK(average_decay_at(0.5, 20) == 0.5);
}

TEST_CASE("the average follows a <- d_t a + (1 - d_t) w, computed in float64", "[ema]") {
  torch::manual_seed(7);
  std::vector<torch::Tensor> parameters = {torch::randn({5, 3}), torch::randn({7})};
  for (auto& parameter : parameters) parameter.set_requires_grad(true);
  std::vector<torch::Tensor> expected;
  for (const auto& parameter : parameters)
    expected.push_back(parameter.detach().to(torch::kFloat64));
  WeightAverage average(parameters, 0.8);
  for (int64_t step = 1; step <= 40; ++step) {
    {
      torch::NoGradGuard no_grad;
      for (auto& parameter : parameters) parameter.add_(torch::randn(parameter.sizes()));
    }
    average.update(step);
    const double keep = average_decay_at(0.8, step);
    for (size_t i = 0; i < parameters.size(); ++i) {
      expected[i] = keep * expected[i] + (1.0 - keep) * parameters[i].detach().to(torch::kFloat64);
    }
  }
  for (size_t i = 0; i < parameters.size(); ++i) {
    INFO("tensor " << i);
    const double error =
        (average.averages()[i].to(torch::kFloat64) - expected[i]).abs().max().item<double>();
    CHECK(error < 1e-5);
    // And the average is not the weights themselves (a test that could not fail otherwise).
    CHECK((parameters[i].detach() - average.averages()[i]).abs().max().item<float>() > 0.1f);
  }
}

TEST_CASE("swapping puts the average into the weights and back, bit for bit", "[ema]") {
  torch::manual_seed(3);
  std::vector<torch::Tensor> parameters = {torch::randn({4, 4}, torch::requires_grad())};
  const auto initial = parameters[0].detach().clone();
  WeightAverage average(parameters, 0.5);
  {
    torch::NoGradGuard no_grad;
    parameters[0].mul_(3.0);
  }
  average.update(20);  // d = 0.5: the average is 2 x initial
  const auto trained = parameters[0].detach().clone();
  const auto averaged = average.averages()[0].clone();
  CHECK(torch::allclose(averaged, 2.0 * initial, 1e-6, 1e-6));
  {
    AveragedWeightsScope scope(&average);
    testing::require_bitwise_equal(parameters[0].detach(), averaged, "averaged weights");
  }
  testing::require_bitwise_equal(parameters[0].detach(), trained, "weights after the scope");
  testing::require_bitwise_equal(average.averages()[0], averaged, "average after the scope");
  REQUIRE_THROWS_WITH(average.load({torch::zeros({4, 5})}),
                      Catch::Contains("tensor 0 has shape [4, 5]; the model's is [4, 4]"));
}

TEST_CASE("a run with ema_decay saves its average as the best model and resumes it exactly",
          "[ema][training][resume]") {
  const auto whole = testing::fresh_directory("ema-whole");
  const auto summary = train(averaged_config(whole, 30), {});
  REQUIRE(summary.steps == 30);
  REQUIRE(std::filesystem::exists(whole / "last/average.safetensors"));
  // The average is not the last step's weights, and the best model is the average of its step.
  CHECK(any_tensor_differs(whole / "last/average.safetensors", whole / "last/model.safetensors"));
  // One evaluation only (step 10): the best model is that step's average, not its weights.
  const auto once = testing::fresh_directory("ema-once");
  train(averaged_config(once, 10), {});
  CHECK(load_model((once / "model.safetensors").string(), torch::kCPU).step == 10);
  require_same_files(once / "model.safetensors", once / "last/average.safetensors");
  CHECK(any_tensor_differs(once / "model.safetensors", once / "last/model.safetensors"));
  std::filesystem::remove_all(once);

  // Stopped at 20 and resumed: the same average and best model as the run never stopped.
  const auto split = testing::fresh_directory("ema-split");
  train(averaged_config(split, 20), {});
  TrainingOptions resume;
  resume.resume_directory = split.string();
  const auto resumed = train(averaged_config(split, 30), resume);
  REQUIRE(resumed.steps == 30);
  require_same_files(split / "last/average.safetensors", whole / "last/average.safetensors");
  require_same_files(split / "model.safetensors", whole / "model.safetensors");

  // A resume without the average it needs is refused, naming the file.
  std::filesystem::remove(split / "last/average.safetensors");
  REQUIRE_THROWS_WITH(train(averaged_config(split, 40), resume),
                      Catch::Contains("training.ema_decay is 0.9 but") &&
                          Catch::Contains("average.safetensors does not exist"));
  std::filesystem::remove_all(whole);
  std::filesystem::remove_all(split);
}
