// The inference attention row (nn/attention_inference.h) against the Bahdanau formula computed in
// float64, on random rows of odd sizes with masked positions, an empty row and a single position.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "dates/nn/attention_inference.h"
#include "dates/nn/fused_kernels.h"
#include "inference_tanh_error.h"

using namespace dates;

TEST_CASE("the inference attention row is Bahdanau's attention in float64", "[attention]") {
  INFO("kernel path " << kernels::kernel_path_name(kernels::kernel_path()));
  std::mt19937 random(32);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  const std::vector<std::array<int64_t, 3>> sizes = {
      {1, 1, 1}, {5, 7, 9}, {21, 32, 128}, {40, 17, 33}, {3, 64, 16}};
  for (const auto& [S, A, K] : sizes) {
    for (int pattern = 0; pattern < 3; ++pattern) {
      INFO("S " << S << " A " << A << " K " << K << " mask pattern " << pattern);
      std::vector<float> pq(A), pk(S * A), v(A), keys(S * K);
      for (auto* values : {&pq, &pk, &v, &keys}) {
        for (auto& value : *values) value = 2.0f * normal(random);
      }
      std::vector<uint8_t> mask(S, 1);
      if (pattern == 1) {
        for (int64_t i = 0; i < S; i += 2) mask[i] = 0;  // every other position masked
      } else if (pattern == 2) {
        std::fill(mask.begin(), mask.end(), uint8_t{0});  // no position: w = 0, ctx = 0
      }
      std::vector<float> w(S, 9.0f), ctx(K, 9.0f), scratch(S * A);
      kernels::additive_attention_inference_row(S, A, K, pq.data(), pk.data(), v.data(),
                                                keys.data(), mask.data(), w.data(), ctx.data(),
                                                scratch.data());
      // float64: e_i = v . tanh(pq + pk_i), w = softmax over the mask, ctx = sum_i w_i keys_i.
      std::vector<double> e(S, 0.0), expected_w(S, 0.0), expected_ctx(K, 0.0);
      double largest = -1e300, total = 0;
      bool any = false;
      for (int64_t i = 0; i < S; ++i) {
        if (!mask[i]) continue;
        for (int64_t a = 0; a < A; ++a)
          e[i] += double{v[a]} * std::tanh(double{pq[a]} + pk[i * A + a]);
        largest = std::max(largest, e[i]);
        any = true;
      }
      for (int64_t i = 0; i < S; ++i) {
        if (mask[i]) total += std::exp(e[i] - largest);
      }
      for (int64_t i = 0; i < S; ++i) {
        if (!mask[i] || !any) continue;
        expected_w[i] = std::exp(e[i] - largest) / total;
        for (int64_t k = 0; k < K; ++k) expected_ctx[k] += expected_w[i] * keys[i * K + k];
      }
      // Each score within d = e sum_a |v_a| (e: the inference tanh's error), so each log-weight
      // within 2d and each weight within w_i (e^{2d} - 1); the context within the sum of those
      // errors times |keys|. Plus float32 rounding: 2e-6 a weight, 2e-5 the context. (Eigen's
      // tanh with an exact division meets float32 rounding alone; a tanh 10 times worse than e
      // misses these margins.)
      double v_sum = 0;
      for (int64_t a = 0; a < A; ++a) v_sum += std::fabs(v[a]);
      const double spread = std::expm1(2.0 * testing::kInferenceTanhError * v_sum);
      for (int64_t i = 0; i < S; ++i) {
        CHECK(w[i] == Approx(expected_w[i]).margin(spread * expected_w[i] + 2e-6));
      }
      for (int64_t k = 0; k < K; ++k) {
        double bound = 0;
        for (int64_t i = 0; i < S; ++i)
          bound += spread * expected_w[i] * std::fabs(keys[i * K + k]);
        CHECK(ctx[k] == Approx(expected_ctx[k]).margin(bound + 2e-5));
      }
    }
  }
}
