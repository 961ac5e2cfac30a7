// The inference GRU row (nn/gru_inference.h) against the GRU gates computed in float64, on random
// rows of odd widths, written apart and in place.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "dates/nn/fused_kernels.h"
#include "dates/nn/gru_inference.h"
#include "inference_tanh_error.h"

using namespace dates;

TEST_CASE("the inference GRU row is the GRU's gates in float64", "[gru]") {
  INFO("kernel path " << kernels::kernel_path_name(kernels::kernel_path()));
  std::mt19937 random(33);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  for (const int64_t H : {1, 7, 16, 17, 80, 112}) {
    for (const bool in_place : {false, true}) {
      INFO("H " << H << (in_place ? " in place" : " apart"));
      std::vector<float> gi(3 * H), gh(3 * H), h(H), scratch(5 * H);
      // Pre-activations up to about +-9: the sigmoids and tanh near saturation too.
      for (auto* values : {&gi, &gh, &h}) {
        for (auto& value : *values) value = 3.0f * normal(random);
      }
      for (auto& value : h) value = std::tanh(value);
      std::vector<float> h_new(H, 9.0f);
      std::vector<float> state = h;
      float* out = in_place ? state.data() : h_new.data();
      kernels::gru_gates_inference_row(H, gi.data(), gh.data(), state.data(), out, scratch.data());
      for (int64_t j = 0; j < H; ++j) {
        const auto sigmoid = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
        const double r = sigmoid(double{gi[j]} + gh[j]);
        const double z = sigmoid(double{gi[H + j]} + gh[H + j]);
        const double n = std::tanh(double{gi[2 * H + j]} + r * gh[2 * H + j]);
        const double expected = (1.0 - z) * n + z * h[j];
        // The inference tanh is within e = kInferenceTanhError of tanh (sigmoid within e / 2): n =
        // tanh(a + r gh) within e + |gh| e / 2, and (1 - z) n + z h within that plus |h - n| e / 2
        // <= e; 1e-6 for float32's own rounding.
        const double margin =
            testing::kInferenceTanhError * (2.0 + std::fabs(gh[2 * H + j]) / 2.0) + 1e-6;
        CHECK(out[j] == Approx(expected).margin(margin));
      }
    }
  }
}
