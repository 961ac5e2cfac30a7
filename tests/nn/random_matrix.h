// Random matrices for the product tests: normal values of a given spread, row-major.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace dates::testing {

inline std::vector<float> random_matrix(int64_t rows, int64_t columns, float spread,
                                        std::mt19937& random) {
  std::normal_distribution<float> normal(0.0f, spread);
  std::vector<float> values(static_cast<size_t>(rows * columns));
  for (auto& value : values) value = normal(random);
  return values;
}

}  // namespace dates::testing
