// Small helpers for comparing tensors in Catch2 tests, with the largest difference reported.
#pragma once

#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace dates::testing {

inline std::string describe(const torch::Tensor& tensor) {
  std::ostringstream out;
  out << tensor;
  return out.str();
}

// Every element within `margin` of the expected value (shapes must match exactly).
inline void require_close(const torch::Tensor& actual, const torch::Tensor& expected, double margin,
                          const std::string& what) {
  INFO(what << ": actual " << describe(actual) << "\nexpected " << describe(expected));
  REQUIRE(actual.sizes() == expected.sizes());
  const double difference =
      (actual.to(torch::kFloat64) - expected.to(torch::kFloat64)).abs().max().item<double>();
  INFO(what << ": largest difference " << difference << " (margin " << margin << ")");
  REQUIRE(difference <= margin);
}

// Bit-for-bit equality (same shape, dtype and every value, NaN never equal).
inline void require_bitwise_equal(const torch::Tensor& actual, const torch::Tensor& expected,
                                  const std::string& what) {
  INFO(what << ": actual " << describe(actual) << "\nexpected " << describe(expected));
  REQUIRE(actual.scalar_type() == expected.scalar_type());
  REQUIRE(torch::equal(actual, expected));
}

// Float64 central differences of `loss_of()` against autograd for every named tensor (each must
// be a leaf with requires_grad and its .grad() already filled by one backward of the same loss).
template <typename Loss>
void require_gradients_match_central_differences(
    std::vector<std::pair<std::string, torch::Tensor>>& inputs, Loss&& loss_of, double margin,
    const std::string& label, double epsilon = 1e-6) {
  for (auto& [name, tensor] : inputs) {
    torch::NoGradGuard no_grad;
    const auto analytic = tensor.grad().clone();
    auto numeric = torch::zeros_like(tensor);
    auto flat = tensor.view({-1});
    auto numeric_flat = numeric.view({-1});
    for (int64_t i = 0; i < flat.numel(); ++i) {
      const double original = flat[i].template item<double>();
      flat[i] = original + epsilon;
      const double plus = loss_of().template item<double>();
      flat[i] = original - epsilon;
      const double minus = loss_of().template item<double>();
      flat[i] = original;
      numeric_flat[i] = (plus - minus) / (2 * epsilon);
    }
    require_close(analytic, numeric, margin, label + "gradient of " + name);
  }
}

inline std::string source_path(const std::string& relative) {
  return std::string(DATES_SOURCE_DIR) + "/" + relative;
}

}  // namespace dates::testing
