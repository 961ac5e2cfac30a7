// Small helpers for comparing tensors in Catch2 tests, with the largest difference reported.
#pragma once

#include <torch/torch.h>
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

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

inline std::string source_path(const std::string& relative) {
  return std::string(DATES_SOURCE_DIR) + "/" + relative;
}

}  // namespace dates::testing
