// length_mask and masked_softmax: the only places where lengths and padding enter attention.
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "dates/nn/masking.h"
#include "tensor_matchers.h"

using dates::length_mask;
using dates::masked_softmax;
using dates::testing::require_bitwise_equal;
using dates::testing::require_close;

TEST_CASE("length_mask is true exactly where s < lengths[b]", "[masking][length_mask]") {
  const auto mask = length_mask(torch::tensor({3, 0, 5, 1}), 5);
  // Written out by hand from the definition.
  const auto expected = torch::tensor({1, 1, 1, 0, 0,  //
                                       0, 0, 0, 0, 0,  //
                                       1, 1, 1, 1, 1,  //
                                       1, 0, 0, 0, 0})
                            .to(torch::kBool)
                            .view({4, 5});
  require_bitwise_equal(mask, expected, "mask");
  REQUIRE(mask.scalar_type() == torch::kBool);
}

TEST_CASE("length_mask accepts every integer dtype and an empty batch", "[masking][length_mask]") {
  for (const auto dtype : {torch::kInt32, torch::kInt64, torch::kInt16, torch::kUInt8}) {
    const auto mask = length_mask(torch::tensor({2, 1}).to(dtype), 3);
    REQUIRE(mask.sum().item<int64_t>() == 3);
  }
  REQUIRE(length_mask(torch::empty({0}, torch::kLong), 4).sizes() == torch::IntArrayRef({0, 4}));
}

TEST_CASE("length_mask rejects bad lengths with a message naming them", "[masking][length_mask]") {
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({2, -1}), 3),
                      Catch::Contains("lengths must be >= 0") && Catch::Contains("-1"));
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({2, 4}), 3),
                      Catch::Contains("<= S = 3") && Catch::Contains("4"));
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({2.0, 1.0}), 3), Catch::Contains("integers"));
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({2, 1}).to(torch::kBool), 3),
                      Catch::Contains("integers"));
  REQUIRE_THROWS_WITH(length_mask(torch::ones({2, 2}, torch::kLong), 3),
                      Catch::Contains("1-D") && Catch::Contains("[2, 2]"));
  REQUIRE_THROWS_AS(length_mask(torch::tensor(3), 3), std::invalid_argument);
  // A batch of one is checked like any other.
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({4}), 3), Catch::Contains("<= S = 3"));
  REQUIRE_THROWS_WITH(length_mask(torch::tensor({2}), -1), Catch::Contains("S must be >= 0"));
}

TEST_CASE("length_mask with S = 0 gives an empty mask for empty sources",
          "[masking][length_mask]") {
  const auto mask = length_mask(torch::tensor({0, 0}), 0);
  REQUIRE(mask.sizes() == torch::IntArrayRef({2, 0}));
  REQUIRE(mask.scalar_type() == torch::kBool);
}

TEST_CASE("masked_softmax equals the float64 formula on real positions, 0 on padding",
          "[masking][softmax]") {
  torch::manual_seed(7);
  const auto scores = torch::randn({3, 6}, torch::kFloat64) * 4;
  const auto mask = length_mask(torch::tensor({6, 2, 4}), 6);
  const auto weights = masked_softmax(scores, mask);
  // Oracle: exp over the real positions divided by their sum, computed row by row.
  auto expected = torch::zeros_like(scores);
  for (int64_t b = 0; b < 3; ++b) {
    double total = 0;
    for (int64_t s = 0; s < 6; ++s) {
      if (mask[b][s].item<bool>()) total += std::exp(scores[b][s].item<double>());
    }
    for (int64_t s = 0; s < 6; ++s) {
      if (mask[b][s].item<bool>()) expected[b][s] = std::exp(scores[b][s].item<double>()) / total;
    }
  }
  require_close(weights, expected, 1e-12, "weights");
  REQUIRE(torch::equal(weights.masked_select(mask.logical_not()),
                       torch::zeros({6 * 3 - 12}, torch::kFloat64)));
}

TEST_CASE("masked_softmax without autograd gives the weights it gives with autograd",
          "[masking][softmax]") {
  // Inference takes a shorter path (one fused softmax); the reference is the autograd path,
  // itself checked against float64 above. Rows: padded, fully masked, unpadded, huge scores.
  const auto scores = torch::tensor({0.3, -1.2, 2.0, 7.0,    //
                                     1.0, 2.0, 3.0, 4.0,     //
                                     -0.5, 0.25, 4.5, -3.0,  //
                                     1e30, -1e30, 5.0, 2.0},
                                    torch::kFloat32)
                          .view({4, 4})
                          .requires_grad_(true);
  const auto mask = length_mask(torch::tensor({3, 0, 4, 3}), 4);
  const auto with_autograd = masked_softmax(scores, mask);
  REQUIRE(with_autograd.requires_grad());
  torch::Tensor without_autograd;
  {
    torch::NoGradGuard no_grad;
    without_autograd = masked_softmax(scores, mask);
  }
  REQUIRE_FALSE(without_autograd.requires_grad());
  REQUIRE_FALSE(torch::isnan(without_autograd).any().item<bool>());
  require_close(without_autograd, with_autograd.detach(), 1e-7, "weights without autograd");
  // Padding and the empty row are exactly 0, not merely close.
  REQUIRE(without_autograd.masked_select(mask.logical_not()).eq(0).all().item<bool>());
}

TEST_CASE("masked_softmax does not overflow on large scores", "[masking][softmax]") {
  // Huge scores must not overflow: the row maximum is subtracted first.
  const auto scores = torch::tensor({{1000.0f, 999.0f, 5000.0f}});
  const auto mask = length_mask(torch::tensor({2}), 3);
  const auto weights = masked_softmax(scores, mask);
  const double first = 1.0 / (1.0 + std::exp(-1.0));
  require_close(weights, torch::tensor({{first, 1.0 - first, 0.0}}), 1e-6, "weights");
}
