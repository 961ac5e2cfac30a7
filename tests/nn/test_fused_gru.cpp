// The fused GRU gates (dates/nn/fused_gru.h) against torch::nn::GRUCell (values) and against
// float64 central differences and the composed operations' autograd (gradients).
#include <torch/torch.h>
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "dates/nn/fused_gru.h"

using namespace dates;

namespace {

struct Gates {
  torch::Tensor gi, gh, h;  // [B, 3H], [B, 3H], [B, H]
};

Gates random_gates(int64_t rows, int64_t width, torch::Dtype dtype, uint64_t seed) {
  torch::manual_seed(static_cast<int64_t>(seed));
  const auto options = torch::TensorOptions().dtype(dtype);
  // Pre-activations spread over [-3, 3]: both saturated and linear parts of the sigmoids.
  return {torch::rand({rows, 3 * width}, options) * 6 - 3,
          torch::rand({rows, 3 * width}, options) * 6 - 3,
          torch::rand({rows, width}, options) * 2 - 1};
}

}  // namespace

TEST_CASE("fused GRU gates give torch::nn::GRUCell's output", "[fused][gru]") {
  for (const auto& [rows, input, width] :
       std::vector<std::tuple<int64_t, int64_t, int64_t>>{{5, 7, 4}, {1, 3, 1}, {64, 48, 192}}) {
    INFO("B " << rows << " I " << input << " H " << width);
    torch::manual_seed(3);
    torch::nn::GRUCell cell(input, width);
    const auto x = torch::randn({rows, input});
    const auto h = torch::randn({rows, width});
    torch::NoGradGuard no_grad;
    const auto expected = cell->forward(x, h);  // [B, H]
    const auto fused =
        fused_gru_cell(x, h, cell->weight_ih, cell->weight_hh, cell->bias_ih, cell->bias_hh);
    CHECK(torch::allclose(fused, expected, /*rtol=*/1e-5, /*atol=*/1e-6));
  }
}

TEST_CASE("fused GRU gates' backward equals the composed operations' autograd", "[fused][gru]") {
  auto gates = random_gates(6, 5, torch::kFloat64, 11);
  const auto weights = torch::rand({6, 5}, torch::kFloat64);  // a loss sum(w * h')
  std::vector<torch::Tensor> fused_grads, composed_grads;
  for (const bool fused : {true, false}) {
    auto gi = gates.gi.clone().requires_grad_(true);
    auto gh = gates.gh.clone().requires_grad_(true);
    auto h = gates.h.clone().requires_grad_(true);
    const auto out = fused ? fused_gru_gates(gi, gh, h) : composed_gru_gates(gi, gh, h);
    (out * weights).sum().backward();
    auto& grads = fused ? fused_grads : composed_grads;
    grads = {gi.grad(), gh.grad(), h.grad()};
  }
  for (size_t i = 0; i < 3; ++i) {
    INFO("input " << i);
    CHECK(torch::allclose(fused_grads[i], composed_grads[i], /*rtol=*/1e-12, /*atol=*/1e-13));
  }
}

TEST_CASE("fused GRU gates' backward matches float64 central differences", "[fused][gru]") {
  // Independent of autograd: d sum(w * h') / d input by (f(x + e) - f(x - e)) / 2e, every element.
  const auto gates = random_gates(3, 4, torch::kFloat64, 29);
  const auto weights = torch::rand({3, 4}, torch::kFloat64);
  auto gi = gates.gi.clone().requires_grad_(true);
  auto gh = gates.gh.clone().requires_grad_(true);
  auto h = gates.h.clone().requires_grad_(true);
  (fused_gru_gates(gi, gh, h) * weights).sum().backward();
  const std::vector<torch::Tensor> analytic = {gi.grad(), gh.grad(), h.grad()};
  const auto loss = [&](const std::vector<torch::Tensor>& inputs) {
    torch::NoGradGuard no_grad;
    return (composed_gru_gates(inputs[0], inputs[1], inputs[2]) * weights).sum().item<double>();
  };
  constexpr double kStep = 1e-6;
  for (size_t which = 0; which < 3; ++which) {
    const std::vector<torch::Tensor> base = {gates.gi, gates.gh, gates.h};
    for (int64_t k = 0; k < base[which].numel(); ++k) {
      auto plus = base, minus = base;
      plus[which] = base[which].clone();
      minus[which] = base[which].clone();
      plus[which].view(-1)[k] += kStep;
      minus[which].view(-1)[k] -= kStep;
      const double numeric = (loss(plus) - loss(minus)) / (2 * kStep);
      INFO("input " << which << " element " << k);
      CHECK(analytic[which].view(-1)[k].item<double>() == Approx(numeric).margin(1e-8));
    }
  }
}

TEST_CASE("fused GRU gates refuse shapes that do not fit", "[fused][gru]") {
  const auto gates = random_gates(2, 3, torch::kFloat32, 1);
  CHECK_THROWS_WITH(fused_gru_gates(gates.gi, gates.gh, torch::zeros({2, 4})),
                    Catch::Contains("[B, 3H]") && Catch::Contains("[2, 4]"));
  CHECK_THROWS_AS(fused_gru_gates(gates.gi, gates.gh.narrow(1, 0, 6), gates.h),
                  std::invalid_argument);
  CHECK_THROWS_AS(fused_gru_gates(gates.gi, gates.gh, gates.h.to(torch::kFloat64)),
                  std::invalid_argument);
}
