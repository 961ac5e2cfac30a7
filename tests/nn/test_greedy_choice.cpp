// The greedy choice of a decoder step (nn/greedy_choice.h) against the argmax and log-softmax
// computed in float64, on random rows of odd sizes, with ties for the largest logit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "dates/nn/fused_kernels.h"
#include "dates/nn/greedy_choice.h"

using namespace dates;

TEST_CASE("the greedy choice is the first largest logit and its log-softmax", "[greedy]") {
  INFO("kernel path " << kernels::kernel_path_name(kernels::kernel_path()));
  std::mt19937 random(34);
  std::normal_distribution<float> normal(0.0f, 4.0f);
  for (const int64_t V : {1, 5, 16, 17, 49, 100}) {
    for (int pattern = 0; pattern < 3; ++pattern) {
      INFO("V " << V << " pattern " << pattern);
      std::vector<float> logits(V), scratch(V);
      for (auto& value : logits) value = normal(random);
      if (pattern >= 1 && V >= 3) {
        // The largest value twice (pattern 2: in the last lanes, after a vector's width).
        const auto top = *std::max_element(logits.begin(), logits.end()) + 1.0f;
        const int64_t first = pattern == 1 ? 1 : V - 2;
        logits[first] = top;
        logits[V - 1] = top;
      }
      const auto choice = kernels::greedy_choice(V, logits.data(), scratch.data());
      int64_t expected = 0;
      for (int64_t v = 1; v < V; ++v) {
        if (logits[v] > logits[expected]) expected = v;
      }
      double sum = 0;
      for (const float value : logits) sum += std::exp(double{value} - logits[expected]);
      CHECK(choice.token == expected);
      CHECK(choice.log_probability == Approx(-std::log(sum)).margin(1e-6));
    }
  }
}
