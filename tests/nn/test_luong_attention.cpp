// LuongAttention (global dot / general / concat, local-p, local-m) against its specification:
// the header lib/include/dates/nn/luong_attention.h, after shared/seeds/002_3146e610dccb3fa5.txt
// (Luong et al. 2015, sections 3.1-3.2) with the rigour of shared/seeds/000_0b5d94ed0d7edd9d.txt.
// Every expected value has a named oracle: a hand computation written out in the comment, real
// torch (tests/fixtures/luong_attention.safetensors from scripts/provenance/make_fixtures.py),
// central differences, or the formula written out here with plain tensor operations.
#include <torch/nn/module.h>
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "dates/core/shape_text.h"
#include "dates/io/safetensors.h"
#include "dates/nn/luong_attention.h"
#include "dates/nn/masking.h"
#include "tensor_matchers.h"

using dates::length_mask;
using dates::LuongAttention;
using dates::LuongAttentionOptions;
using dates::LuongScore;
using dates::LuongWindow;
using dates::testing::require_bitwise_equal;
using dates::testing::require_close;

namespace {

constexpr int64_t kKeyWidth = 6;   // Dk of the random tests
constexpr int64_t kAttnWidth = 8;  // A of the random concat tests

struct Variant {
  std::string name;
  LuongScore score;
  LuongWindow window;
};

const std::vector<Variant>& global_variants() {
  static const std::vector<Variant> variants = {
      {"dot", LuongScore::kDot, LuongWindow::kGlobal},
      {"general", LuongScore::kGeneral, LuongWindow::kGlobal},
      {"concat", LuongScore::kConcat, LuongWindow::kGlobal}};
  return variants;
}

const std::vector<Variant>& all_variants() {
  static const std::vector<Variant> variants = {
      {"dot", LuongScore::kDot, LuongWindow::kGlobal},
      {"general", LuongScore::kGeneral, LuongWindow::kGlobal},
      {"concat", LuongScore::kConcat, LuongWindow::kGlobal},
      {"local-p dot", LuongScore::kDot, LuongWindow::kLocalP},
      {"local-p general", LuongScore::kGeneral, LuongWindow::kLocalP},
      {"local-p concat", LuongScore::kConcat, LuongWindow::kLocalP},
      {"local-m general", LuongScore::kGeneral, LuongWindow::kLocalM}};
  return variants;
}

// Dq = Dk = 6 for dot (it needs equal widths), Dq = 4 otherwise; A = 8 for concat.
LuongAttention make_attention(const Variant& variant, int64_t half_width = 4,
                              std::optional<uint64_t> seed = std::nullopt) {
  const int64_t d_query = variant.score == LuongScore::kDot ? kKeyWidth : 4;
  return LuongAttention(LuongAttentionOptions(d_query, kKeyWidth, variant.score)
                            .d_attn(variant.score == LuongScore::kConcat ? kAttnWidth : 0)
                            .window(variant.window)
                            .half_width(half_width)
                            .seed(seed));
}

void assign(const torch::Tensor& parameter, const torch::Tensor& value) {
  torch::NoGradGuard no_grad;
  parameter.copy_(value);
}

struct LuongBatch {
  torch::Tensor query;  // [B, Dq]
  torch::Tensor keys;   // [B, S, Dk]
  torch::Tensor mask;   // [B, S]
};

LuongBatch random_batch(const LuongAttention& attention, const std::vector<int64_t>& lengths,
                        int64_t source_length, torch::Dtype dtype = torch::kFloat32) {
  const auto batch = static_cast<int64_t>(lengths.size());
  return {torch::randn({batch, attention->options.d_query()}, dtype),
          torch::randn({batch, source_length, attention->options.d_key()}, dtype),
          length_mask(torch::tensor(lengths), source_length)};
}

// Every gradient a caller can see: the inputs' and every parameter's.
std::vector<std::pair<std::string, torch::Tensor>> gradients(LuongAttention& attention,
                                                             const LuongBatch& batch) {
  std::vector<std::pair<std::string, torch::Tensor>> result = {{"query", batch.query.grad()},
                                                               {"keys", batch.keys.grad()}};
  for (const auto& parameter : attention->named_parameters()) {
    result.emplace_back(parameter.key(), parameter.value().grad());
  }
  return result;
}

// The window of the specification, written out: real positions s with |s - p_t| <= D.
torch::Tensor window_of(const torch::Tensor& positions, const torch::Tensor& mask,
                        int64_t half_width) {
  const auto source = torch::arange(mask.size(1), positions.options());
  const auto offset = source.unsqueeze(0) - positions.unsqueeze(1);
  return mask.logical_and(offset.abs() <= static_cast<double>(half_width));
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// Hand examples.

TEST_CASE("hand example: dot score", "[luong][hand]") {
  LuongAttention attention(LuongAttentionOptions(1, 1, LuongScore::kDot));
  const auto query = torch::ones({1, 1});                               // s = 1
  const auto keys = torch::tensor({0.0f, 1.0f, 2.0f}).view({1, 3, 1});  // h = 0, 1, 2
  const auto mask = torch::tensor({true, true, false}).view({1, 3});    // third is padding
  const auto [context, weights] = attention->forward(query, keys, mask);
  // By hand: e = s.h = (0, 1, 2); masked (0, 1, -inf); a = (1, e, 0) / (1 + e)
  //        = (1 / 3.718282, 2.718282 / 3.718282, 0) = (0.268941, 0.731059, 0);
  // c = 0.268941 * 0 + 0.731059 * 1 = 0.731059.
  require_close(attention->scores(query, keys), torch::tensor({{0.0f, 1.0f, 2.0f}}), 0.0, "scores");
  require_close(weights, torch::tensor({{0.268941f, 0.731059f, 0.0f}}), 1e-6, "weights");
  require_close(context, torch::tensor({{0.731059f}}), 1e-6, "context");
  REQUIRE(weights[0][2].item<float>() == 0.0f);
  // dot's key projection is the keys themselves.
  require_bitwise_equal(attention->project_keys(keys), keys, "proj");
}

TEST_CASE("hand example: general score with a chosen W_a", "[luong][hand]") {
  LuongAttention attention(LuongAttentionOptions(2, 1, LuongScore::kGeneral));
  assign(attention->key->weight, torch::tensor({{1.0f}, {2.0f}}));  // W_a [Dq=2, Dk=1]
  const auto query = torch::tensor({{1.0f, 0.5f}});                 // s = (1, 0.5)
  const auto keys = torch::tensor({1.0f, -1.0f, 3.0f, 5.0f}).view({1, 4, 1});
  const auto mask = torch::tensor({true, true, true, false}).view({1, 4});
  const auto [context, weights] = attention->forward(query, keys, mask);
  // By hand: W_a h = (h, 2h), so s^T W_a h = 1 * h + 0.5 * 2h = 2h: e = (2, -2, 6, 10).
  // Masked: (2, -2, 6, -inf); exp = (7.389056, 0.135335, 403.428793, 0), sum 410.953184;
  // a = (0.017980, 0.000329, 0.981690, 0); c = 0.017980 - 0.000329 + 3 * 0.981690 = 2.962722.
  require_close(attention->project_keys(keys),
                torch::tensor({{{1.0f, 2.0f}, {-1.0f, -2.0f}, {3.0f, 6.0f}, {5.0f, 10.0f}}}), 0.0,
                "proj = W_a h");
  require_close(attention->scores(query, keys), torch::tensor({{2.0f, -2.0f, 6.0f, 10.0f}}), 1e-6,
                "scores");
  require_close(weights, torch::tensor({{0.017980f, 0.000329f, 0.981690f, 0.0f}}), 1e-6, "weights");
  require_close(context, torch::tensor({{2.962722f}}), 1e-5, "context");
  REQUIRE(weights[0][3].item<float>() == 0.0f);
}

TEST_CASE("hand example: concat score with chosen W_q, W_k and v", "[luong][hand]") {
  LuongAttention attention(LuongAttentionOptions(1, 1, LuongScore::kConcat).d_attn(2));
  assign(attention->query->weight, torch::tensor({{1.0f}, {1.0f}}));  // W_q [A=2, Dq=1]
  assign(attention->key->weight, torch::tensor({{1.0f}, {-1.0f}}));   // W_k [A=2, Dk=1]
  assign(attention->v->weight, torch::tensor({{1.0f, 1.0f}}));        // v [1, A=2]
  const auto query = torch::tensor({{0.5f}});                         // s = 0.5
  const auto keys = torch::tensor({0.0f, 1.0f, 2.0f}).view({1, 3, 1});
  const auto mask = torch::tensor({true, true, false}).view({1, 3});
  const auto [context, weights] = attention->forward(query, keys, mask);
  // By hand: e = tanh(s + h) + tanh(s - h):
  //   h = 0: tanh(0.5) + tanh(0.5)  = 0.462117 + 0.462117 = 0.924234
  //   h = 1: tanh(1.5) + tanh(-0.5) = 0.905148 - 0.462117 = 0.443031
  //   h = 2: tanh(2.5) + tanh(-1.5) = 0.986614 - 0.905148 = 0.081466 (padding)
  // a = softmax(0.924234, 0.443031) = (1, e^-0.481203) / (1 + e^-0.481203)
  //   = (1, 0.618032) / 1.618032 = (0.618032, 0.381968, 0); c = 0.381968.
  require_close(attention->scores(query, keys), torch::tensor({{0.924234f, 0.443031f, 0.081466f}}),
                1e-6, "scores");
  require_close(weights, torch::tensor({{0.618032f, 0.381968f, 0.0f}}), 1e-6, "weights");
  require_close(context, torch::tensor({{0.381968f}}), 1e-6, "context");
}

TEST_CASE("hand example: local-p with v_p = 0 centres the window at L_b / 2", "[luong][hand]") {
  LuongAttention attention(
      LuongAttentionOptions(1, 1, LuongScore::kGeneral).window(LuongWindow::kLocalP).half_width(1));
  assign(attention->key->weight, torch::zeros({1, 1}));         // W_a = 0: every score is 0
  assign(attention->position->weight, torch::ones({1, 1}));     // W_p = 1
  assign(attention->position_v->weight, torch::zeros({1, 1}));  // v_p = 0: sigmoid(0) = 1/2
  const auto query = torch::tensor({{0.7f}, {-1.3f}});
  const auto keys = torch::arange(5, torch::kFloat32).view({1, 5, 1}).repeat({2, 1, 1});  // h = s
  const auto mask = length_mask(torch::tensor({4, 2}), 5);
  // By hand: p_t = L_b * sigmoid(0) = L_b / 2 = (2, 1). D = 1, sigma = 1/2, so the Gaussian
  // is exp(-(s - p)^2 / (2 * 1/4)) = exp(-2 (s - p)^2): 1 at the centre, e^-2 = 0.135335 at 1.
  //   row 0 (L = 4, p = 2): window {1, 2, 3}; softmax of equal scores 1/3 each;
  //     a = (0, e^-2 / 3, 1/3, e^-2 / 3, 0) = (0, 0.045112, 0.333333, 0.045112, 0);
  //     c = 0.045112 * 1 + 0.333333 * 2 + 0.045112 * 3 = 0.847114.
  //   row 1 (L = 2, p = 1): |s - 1| <= 1 gives {0, 1, 2}, but s = 2 is padding: window {0, 1},
  //     1/2 each; a = (e^-2 / 2, 1/2, 0, 0, 0) = (0.067668, 0.5, 0, 0, 0); c = 0.5.
  require_close(attention->positions(query, mask, /*step=*/0), torch::tensor({2.0f, 1.0f}), 0.0,
                "p_t");
  const auto [context, weights] = attention->forward(query, keys, mask);
  require_close(weights,
                torch::tensor({{0.0f, 0.045112f, 0.333333f, 0.045112f, 0.0f},
                               {0.067668f, 0.5f, 0.0f, 0.0f, 0.0f}}),
                1e-6, "weights");
  require_close(context, torch::tensor({{0.847114f}, {0.5f}}), 1e-6, "context");
  REQUIRE(weights[1][2].item<float>() == 0.0f);  // inside |s - p| <= D but padding
}

TEST_CASE("hand example: local-m centres the window at the step; past the end it reads nothing",
          "[luong][hand]") {
  LuongAttention attention(
      LuongAttentionOptions(1, 1, LuongScore::kDot).window(LuongWindow::kLocalM).half_width(1));
  REQUIRE(attention->parameters().empty());
  const auto query = torch::zeros({2, 1});  // s = 0: every dot score is 0
  const auto keys = torch::arange(5, torch::kFloat32).view({1, 5, 1}).repeat({2, 1, 1});  // h = s
  const auto mask = length_mask(torch::tensor({5, 2}), 5);
  // By hand, step t = 3: p_t = 3 for both rows; D = 1, sigma = 1/2.
  //   row 0 (L = 5): window {2, 3, 4}, 1/3 each; a = (0, 0, e^-2/3, 1/3, e^-2/3)
  //     = (0, 0, 0.045112, 0.333333, 0.045112); c = 0.045112 * (2 + 4) + 0.333333 * 3 = 1.270671.
  //   row 1 (L = 2): window {2, 3, 4} holds no real position: zeros, context 0, no NaN.
  require_close(attention->positions(query, mask, 3), torch::tensor({3.0f, 3.0f}), 0.0, "p_t");
  const auto [context, weights] = attention->forward(query, keys, mask, {}, /*step=*/3);
  require_close(weights,
                torch::tensor({{0.0f, 0.0f, 0.045112f, 0.333333f, 0.045112f},
                               {0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}),
                1e-6, "weights");
  require_close(context, torch::tensor({{1.270671f}, {0.0f}}), 1e-6, "context");
  REQUIRE(torch::equal(weights[1], torch::zeros({5})));
  // Step 0: window {0, 1}: a = (1/2, e^-2/2, 0, 0, 0) for both rows.
  const auto [context0, weights0] = attention->forward(query, keys, mask, {}, /*step=*/0);
  require_close(weights0[1], torch::tensor({0.5f, 0.067668f, 0.0f, 0.0f, 0.0f}), 1e-6,
                "weights at step 0");
}

// ------------------------------------------------------------------------------------------------
// Golden values and gradients from real torch.

namespace {

void check_golden(const std::string& prefix, const LuongAttentionOptions& options) {
  const auto path = dates::testing::source_path("tests/fixtures/luong_attention.safetensors");
  const auto fixture = dates::safetensors::load(path);
  auto get = [&](const std::string& name) {
    return dates::safetensors::find(fixture, prefix + name, path);
  };
  REQUIRE(fixture.metadata.count("torch_version") == 1);

  LuongAttention attention(options);
  for (const auto& parameter : attention->named_parameters()) {
    assign(parameter.value(), get(parameter.key()));
  }
  const auto query = get("query").clone().requires_grad_(true);
  const auto keys = get("keys").clone().requires_grad_(true);
  const auto mask = length_mask(get("lengths"), keys.size(1));
  const auto [context, weights] = attention->forward(query, keys, mask);

  require_close(attention->scores(query, keys), get("scores"), 1e-5, prefix + "scores");
  if (options.window() == LuongWindow::kLocalP) {
    require_close(attention->positions(query, mask, 0), get("positions"), 1e-5,
                  prefix + "positions");
    require_bitwise_equal(
        window_of(attention->positions(query, mask, 0), mask, options.half_width()), get("window"),
        prefix + "window");
  }
  require_close(weights, get("weights"), 1e-6, prefix + "weights");
  require_close(context, get("context"), 1e-6, prefix + "context");

  const auto loss = (context * get("context_probe")).sum() + (weights * get("weights_probe")).sum();
  loss.backward();
  require_close(query.grad(), get("grad.query"), 1e-5, prefix + "grad of query");
  require_close(keys.grad(), get("grad.keys"), 1e-5, prefix + "grad of keys");
  for (const auto& parameter : attention->named_parameters()) {
    require_close(parameter.value().grad(), get("grad." + parameter.key()), 1e-5,
                  prefix + "grad of " + parameter.key());
  }
}

}  // namespace

TEST_CASE("golden values and gradients from torch: dot, lengths 5, 3, 1", "[luong][golden]") {
  check_golden("dot.", LuongAttentionOptions(6, 6, LuongScore::kDot));
}

TEST_CASE("golden values and gradients from torch: general, lengths 5, 3, 1", "[luong][golden]") {
  check_golden("general.", LuongAttentionOptions(4, 6, LuongScore::kGeneral));
}

TEST_CASE("golden values and gradients from torch: concat, lengths 5, 3, 1", "[luong][golden]") {
  check_golden("concat.", LuongAttentionOptions(4, 6, LuongScore::kConcat).d_attn(7));
}

TEST_CASE("golden values and gradients from torch: local-p (general, D = 1), lengths 5, 3, 1",
          "[luong][golden][local]") {
  check_golden(
      "local_p.",
      LuongAttentionOptions(4, 6, LuongScore::kGeneral).window(LuongWindow::kLocalP).half_width(1));
}

// ------------------------------------------------------------------------------------------------
// Central differences in float64.

namespace {

void check_gradients(const Variant& variant, int64_t half_width, int64_t step, uint64_t seed) {
  INFO("variant " << variant.name << ", D = " << half_width << ", step " << step);
  torch::manual_seed(seed);
  auto attention = make_attention(variant, half_width);
  attention->to(torch::kFloat64);
  // Lengths 5, 3, 1: two padded rows.
  auto batch = random_batch(attention, {5, 3, 1}, 5, torch::kFloat64);
  const auto context_probe = torch::randn({3, kKeyWidth}, torch::kFloat64);
  const auto weights_probe = torch::randn({3, 5}, torch::kFloat64);
  auto loss_of = [&]() {
    const auto [context, weights] =
        attention->forward(batch.query, batch.keys, batch.mask, {}, step);
    return (context * context_probe).sum() + (weights * weights_probe).sum();
  };
  if (variant.window == LuongWindow::kLocalP) {
    // The window mask is piecewise constant in p_t: no position may sit near its edge, or a
    // perturbation would move a position in or out of the window.
    torch::NoGradGuard no_grad;
    const auto positions = attention->positions(batch.query, batch.mask, step);
    const auto offset = torch::arange(5, torch::kFloat64).unsqueeze(0) - positions.unsqueeze(1);
    INFO("p_t " << positions);
    REQUIRE(((offset.abs() - half_width).abs().min()).item<double>() > 1e-3);
    // And the window really cuts a real position, so the test exercises it.
    REQUIRE(batch.mask.logical_and(offset.abs() > half_width).any().item<bool>());
  }

  std::vector<std::pair<std::string, torch::Tensor>> inputs = {{"query", batch.query},
                                                               {"keys", batch.keys}};
  for (const auto& parameter : attention->named_parameters()) {
    inputs.emplace_back(parameter.key(), parameter.value());
  }
  for (auto& [name, tensor] : inputs) tensor.requires_grad_(true);
  loss_of().backward();

  dates::testing::require_gradients_match_central_differences(inputs, loss_of, 1e-7,
                                                              variant.name + ": ");
  // Every input and parameter really learns through attention.
  for (const auto& [name, tensor] : inputs) {
    INFO(variant.name << ": gradient of " << name);
    REQUIRE(tensor.grad().abs().sum().item<double>() > 1e-4);
  }
}

}  // namespace

TEST_CASE("float64 central differences match autograd: dot", "[luong][gradcheck]") {
  check_gradients(global_variants()[0], 4, 0, 11);
}

TEST_CASE("float64 central differences match autograd: general", "[luong][gradcheck]") {
  check_gradients(global_variants()[1], 4, 0, 12);
}

TEST_CASE("float64 central differences match autograd: concat", "[luong][gradcheck]") {
  check_gradients(global_variants()[2], 4, 0, 13);
}

TEST_CASE("float64 central differences match autograd: local-p with each score, D = 1",
          "[luong][gradcheck][local]") {
  // W_p and v_p get their gradient through the Gaussian's dependence on p_t.
  check_gradients({"local-p dot", LuongScore::kDot, LuongWindow::kLocalP}, 1, 0, 14);
  check_gradients({"local-p general", LuongScore::kGeneral, LuongWindow::kLocalP}, 1, 0, 15);
  check_gradients({"local-p concat", LuongScore::kConcat, LuongWindow::kLocalP}, 1, 0, 16);
}

TEST_CASE("float64 central differences match autograd: local-m", "[luong][gradcheck][local]") {
  check_gradients({"local-m general", LuongScore::kGeneral, LuongWindow::kLocalM}, 1, 1, 17);
}

// ------------------------------------------------------------------------------------------------
// Masking.

TEST_CASE("masked weights are exactly zero; global rows sum to one, local rows at most one",
          "[luong][masking]") {
  torch::manual_seed(3);
  for (const auto& variant : all_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    auto batch = random_batch(attention, {5, 3, 1}, 5);
    // Make padding attractive: huge padded keys would dominate an unmasked softmax.
    batch.keys.masked_fill_(batch.mask.logical_not().unsqueeze(-1), 50.0f);
    const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask, {}, 1);
    const auto padding = batch.mask.logical_not();
    REQUIRE(torch::equal(weights.masked_select(padding), torch::zeros({5 - 3 + 5 - 1})));
    REQUIRE((weights >= 0).all().item<bool>());
    if (variant.window == LuongWindow::kGlobal) {
      REQUIRE((weights.masked_select(batch.mask) > 0).all().item<bool>());
      require_close(weights.sum(/*dim=*/1), torch::ones({3}), 1e-6, "row sums");
      require_close(weights[2], torch::tensor({1.0f, 0.0f, 0.0f, 0.0f, 0.0f}), 0.0,
                    "length-1 row reads its only position");
    } else {
      REQUIRE((weights.sum(/*dim=*/1) <= 1.0f + 1e-6f).all().item<bool>());
    }
  }
}

TEST_CASE("Luong: padding content never matters, bitwise, and its gradient is exactly zero",
          "[luong][masking]") {
  torch::manual_seed(5);
  for (const auto& variant : all_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    auto batch = random_batch(attention, {5, 3, 1}, 5);
    const auto padding = batch.mask.logical_not().unsqueeze(-1);  // [B, S, 1]
    const auto garbage = torch::randn_like(batch.keys) * 1000;
    const auto dirty_keys = torch::where(padding, garbage, batch.keys).requires_grad_(true);
    const auto clean_keys = batch.keys.clone().requires_grad_(true);

    const auto [clean_context, clean_weights] =
        attention->forward(batch.query, clean_keys, batch.mask, {}, 2);
    const auto [dirty_context, dirty_weights] =
        attention->forward(batch.query, dirty_keys, batch.mask, {}, 2);
    require_bitwise_equal(dirty_context, clean_context, "context");
    require_bitwise_equal(dirty_weights, clean_weights, "weights");

    (dirty_context.sum() + (dirty_weights * torch::randn_like(dirty_weights)).sum()).backward();
    const auto padded_gradient = dirty_keys.grad().masked_select(padding.expand_as(dirty_keys));
    REQUIRE(torch::equal(padded_gradient, torch::zeros_like(padded_gradient)));
    REQUIRE(dirty_keys.grad().abs().sum().item<float>() > 0);
  }
}

TEST_CASE("Luong: a fully masked row reads nothing: zeros, no NaN, no gradient", "[luong][empty]") {
  torch::manual_seed(9);
  for (const auto& variant : all_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    auto batch = random_batch(attention, {3, 0}, 4);
    batch.query.requires_grad_(true);
    batch.keys.requires_grad_(true);
    const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask, {}, 1);
    REQUIRE(torch::equal(weights[1], torch::zeros({4})));
    REQUIRE(torch::equal(context[1], torch::zeros({kKeyWidth})));
    REQUIRE_FALSE(context.isnan().any().item<bool>());
    REQUIRE_FALSE(weights.isnan().any().item<bool>());
    if (variant.window == LuongWindow::kLocalP) {
      // L_b = 0, so p_t = 0 * sigmoid(...) = 0.
      REQUIRE(attention->positions(batch.query, batch.mask, 0)[1].item<float>() == 0.0f);
    }

    (context.sum() + weights.pow(2).sum()).backward();
    for (const auto& [name, gradient] : gradients(attention, batch)) {
      INFO("gradient of " << name);
      REQUIRE(gradient.defined());
      REQUIRE_FALSE(gradient.isnan().any().item<bool>());
    }
    REQUIRE(torch::equal(batch.query.grad()[1], torch::zeros({batch.query.size(1)})));
    REQUIRE(torch::equal(batch.keys.grad()[1], torch::zeros({4, kKeyWidth})));
    REQUIRE(batch.keys.grad()[0].abs().sum().item<float>() > 0);
  }
}

// ------------------------------------------------------------------------------------------------
// The key projection, computed once a batch.

TEST_CASE("precomputed proj gives bitwise the same result as recomputing it", "[luong][proj]") {
  torch::manual_seed(13);
  for (const auto& variant : all_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    const auto batch = random_batch(attention, {5, 2, 4}, 5);
    const auto proj = attention->project_keys(batch.keys);
    // Oracle for proj itself, by score: h; W_a h [B, S, Dq]; W_k h [B, S, A].
    switch (variant.score) {
      case LuongScore::kDot:
        require_bitwise_equal(proj, batch.keys, "proj = h");
        break;
      case LuongScore::kGeneral:
        REQUIRE(proj.sizes() == torch::IntArrayRef({3, 5, 4}));
        require_close(proj, torch::matmul(batch.keys, attention->key->weight.t()), 1e-6,
                      "proj = W_a h");
        break;
      case LuongScore::kConcat:
        REQUIRE(proj.sizes() == torch::IntArrayRef({3, 5, kAttnWidth}));
        require_close(proj, torch::matmul(batch.keys, attention->key->weight.t()), 1e-6,
                      "proj = W_k h");
        break;
    }
    const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask, {}, 1);
    const auto [context_pre, weights_pre] =
        attention->forward(batch.query, batch.keys, batch.mask, proj, 1);
    require_bitwise_equal(context_pre, context, "context");
    require_bitwise_equal(weights_pre, weights, "weights");
    require_bitwise_equal(attention->scores(batch.query, batch.keys, proj),
                          attention->scores(batch.query, batch.keys), "scores");
  }
}

TEST_CASE("unmasked scores follow the formula of each score", "[luong][scores]") {
  torch::manual_seed(19);
  for (const auto& variant : global_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    const auto batch = random_batch(attention, {4, 4}, 4);
    const auto scores = attention->scores(batch.query, batch.keys);
    REQUIRE(scores.sizes() == torch::IntArrayRef({2, 4}));
    // The formulas written out as explicit sums over the feature axis.
    const auto s = batch.query.unsqueeze(1);  // [B, 1, Dq]
    torch::Tensor expected;
    if (variant.score == LuongScore::kDot) {
      expected = (s * batch.keys).sum(-1);
    } else if (variant.score == LuongScore::kGeneral) {
      const auto& w = attention->key->weight;  // [Dq, Dk]
      expected = (s.unsqueeze(-1) * w * batch.keys.unsqueeze(2)).sum({-1, -2});
    } else {
      const auto hidden =
          torch::tanh((s * attention->query->weight.unsqueeze(0)).sum(-1).unsqueeze(1) +
                      torch::matmul(batch.keys, attention->key->weight.t()));
      expected = (hidden * attention->v->weight[0]).sum(-1);
    }
    require_close(scores, expected, 1e-5, "scores");
  }
}

TEST_CASE("permuting the source permutes the weights and keeps the context (global)",
          "[luong][permutation]") {
  torch::manual_seed(17);
  for (const auto& variant : global_variants()) {
    INFO("variant " << variant.name);
    auto attention = make_attention(variant);
    const auto batch = random_batch(attention, {5, 5}, 5);
    const auto permutation = torch::tensor({3, 0, 4, 1, 2});
    const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
    const auto [permuted_context, permuted_weights] =
        attention->forward(batch.query, batch.keys.index_select(1, permutation), batch.mask);
    require_close(permuted_weights, weights.index_select(1, permutation), 1e-6, "weights");
    require_close(permuted_context, context, 1e-5, "context");
    REQUIRE((weights.max() - weights.min()).item<float>() > 1e-3);
  }
}

// ------------------------------------------------------------------------------------------------
// Local attention.

TEST_CASE(
    "local-p: p_t in [0, L_b], no weight outside the window or on padding, weights below "
    "the window softmax",
    "[luong][local]") {
  torch::manual_seed(23);
  for (const int64_t half_width : {1, 2, 4}) {
    for (const auto score : {LuongScore::kDot, LuongScore::kGeneral, LuongScore::kConcat}) {
      const Variant variant{"local-p", score, LuongWindow::kLocalP};
      INFO("score " << dates::to_string(score) << ", D = " << half_width);
      auto attention = make_attention(variant, half_width);
      auto batch = random_batch(attention, {8, 5, 2, 1, 7, 3}, 8);
      batch.query = batch.query * 3;  // spread sigmoid(...) over (0, 1)
      const auto positions = attention->positions(batch.query, batch.mask, 0);
      const auto lengths = batch.mask.sum(1).to(torch::kFloat32);
      INFO("p_t " << positions);
      REQUIRE(positions.sizes() == torch::IntArrayRef({6}));
      REQUIRE(positions.scalar_type() == torch::kFloat32);
      REQUIRE((positions >= 0).all().item<bool>());
      REQUIRE((positions <= lengths).all().item<bool>());

      const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
      const auto window = window_of(positions, batch.mask, half_width);
      REQUIRE(torch::equal(weights.masked_select(window.logical_not()),
                           torch::zeros({window.logical_not().sum().item<int64_t>()})));
      // Inside the window every weight is positive (the Gaussian never reaches 0 there).
      REQUIRE((weights.masked_select(window) > 0).all().item<bool>());
      // The Gaussian (<= 1) comes after the softmax over the window: never above it.
      const auto window_softmax =
          dates::masked_softmax(attention->scores(batch.query, batch.keys), window);
      REQUIRE((weights <= window_softmax).all().item<bool>());
      REQUIRE((weights.sum(1) <= 1.0f + 1e-6f).all().item<bool>());
    }
  }
}

TEST_CASE("local weights are the window softmax times the Gaussian, written out in float64",
          "[luong][local]") {
  torch::manual_seed(29);
  for (const auto& variant : all_variants()) {
    if (variant.window == LuongWindow::kGlobal) continue;
    for (const int64_t step : {0, 3, 6}) {
      INFO("variant " << variant.name << ", step " << step);
      const int64_t half_width = 2;
      auto attention = make_attention(variant, half_width);
      attention->to(torch::kFloat64);
      const auto batch = random_batch(attention, {7, 4, 1}, 7, torch::kFloat64);
      const auto [context, weights] =
          attention->forward(batch.query, batch.keys, batch.mask, {}, step);
      const auto p = attention->positions(batch.query, batch.mask, step);
      const auto e = attention->scores(batch.query, batch.keys);
      const double sigma = half_width / 2.0;
      auto expected = torch::zeros({3, 7}, torch::kFloat64);
      for (int64_t b = 0; b < 3; ++b) {
        const double centre = p[b].item<double>();
        const int64_t length = batch.mask[b].sum().item<int64_t>();
        double total = 0;
        std::vector<double> exps(7, 0.0);
        for (int64_t s = 0; s < length; ++s) {
          if (std::abs(s - centre) <= half_width) {
            exps[s] = std::exp(e[b][s].item<double>());
            total += exps[s];
          }
        }
        for (int64_t s = 0; s < 7; ++s) {
          if (exps[s] > 0) {
            const double gaussian = std::exp(-(s - centre) * (s - centre) / (2 * sigma * sigma));
            expected[b][s] = exps[s] / total * gaussian;
          }
        }
      }
      require_close(weights, expected, 1e-12, "weights");
      require_close(context, torch::bmm(expected.unsqueeze(1), batch.keys).squeeze(1), 1e-12,
                    "context");
    }
  }
}

TEST_CASE("local-m: p_t is the step for every row, whatever the query", "[luong][local]") {
  torch::manual_seed(31);
  auto attention = make_attention({"local-m", LuongScore::kGeneral, LuongWindow::kLocalM}, 1);
  const auto batch = random_batch(attention, {6, 3, 1}, 6);
  for (const int64_t step : {0, 2, 5, 9}) {
    INFO("step " << step);
    const auto positions = attention->positions(batch.query, batch.mask, step);
    require_bitwise_equal(positions, torch::full({3}, static_cast<float>(step)), "p_t");
    const auto [context, weights] =
        attention->forward(batch.query, batch.keys, batch.mask, {}, step);
    const auto window = window_of(positions, batch.mask, 1);
    REQUIRE(torch::equal(weights.masked_select(window.logical_not()),
                         torch::zeros({window.logical_not().sum().item<int64_t>()})));
    REQUIRE_FALSE(weights.isnan().any().item<bool>());
  }
  // Past every row's end (step 9, D = 1, S = 6): nothing is read.
  const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask, {}, 9);
  REQUIRE(torch::equal(weights, torch::zeros({3, 6})));
  REQUIRE(torch::equal(context, torch::zeros({3, kKeyWidth})));
}

// ------------------------------------------------------------------------------------------------
// Parameters, options and validation.

TEST_CASE("parameter names, shapes and order per score and window; query_from; seeded init",
          "[luong][parameters]") {
  REQUIRE(std::string(dates::LuongAttentionImpl::query_from) == "current");
  struct Expected {
    Variant variant;
    std::vector<std::string> names;
    std::vector<std::vector<int64_t>> shapes;
  };
  // Dq = 4 (6 for dot), Dk = 6, A = 8.
  const std::vector<Expected> table = {
      {{"dot", LuongScore::kDot, LuongWindow::kGlobal}, {}, {}},
      {{"general", LuongScore::kGeneral, LuongWindow::kGlobal}, {"key.weight"}, {{4, 6}}},
      {{"concat", LuongScore::kConcat, LuongWindow::kGlobal},
       {"query.weight", "key.weight", "v.weight"},
       {{8, 4}, {8, 6}, {1, 8}}},
      {{"local-p dot", LuongScore::kDot, LuongWindow::kLocalP},
       {"position.weight", "position_v.weight"},
       {{6, 6}, {1, 6}}},
      {{"local-p general", LuongScore::kGeneral, LuongWindow::kLocalP},
       {"key.weight", "position.weight", "position_v.weight"},
       {{4, 6}, {4, 4}, {1, 4}}},
      {{"local-p concat", LuongScore::kConcat, LuongWindow::kLocalP},
       {"query.weight", "key.weight", "v.weight", "position.weight", "position_v.weight"},
       {{8, 4}, {8, 6}, {1, 8}, {4, 4}, {1, 4}}},
      {{"local-m general", LuongScore::kGeneral, LuongWindow::kLocalM}, {"key.weight"}, {{4, 6}}},
  };
  for (const auto& row : table) {
    INFO("variant " << row.variant.name);
    auto attention = make_attention(row.variant, 4, /*seed=*/42);
    const auto parameters = attention->named_parameters();
    REQUIRE(parameters.size() == row.names.size());
    for (size_t i = 0; i < row.names.size(); ++i) {
      CHECK(parameters[i].key() == row.names[i]);
      CHECK(parameters[i].value().sizes() == torch::IntArrayRef(row.shapes[i]));
    }
    // Unused layers stay nullptr.
    const bool concat = row.variant.score == LuongScore::kConcat;
    const bool local_p = row.variant.window == LuongWindow::kLocalP;
    CHECK(static_cast<bool>(attention->query) == concat);
    CHECK(static_cast<bool>(attention->key) == (row.variant.score != LuongScore::kDot));
    CHECK(static_cast<bool>(attention->v) == concat);
    CHECK(static_cast<bool>(attention->position) == local_p);
    CHECK(static_cast<bool>(attention->position_v) == local_p);
    CHECK(attention->buffers().empty());

    auto same = make_attention(row.variant, 4, 42);
    auto other = make_attention(row.variant, 4, 43);
    for (size_t i = 0; i < row.names.size(); ++i) {
      require_bitwise_equal(same->named_parameters()[i].value(), parameters[i].value(),
                            "same seed " + row.names[i]);
      CHECK_FALSE(torch::equal(other->named_parameters()[i].value(), parameters[i].value()));
      // torch.nn.Linear's bound 1/sqrt(fan_in), with the values really spread inside it.
      const double bound = 1 / std::sqrt(static_cast<double>(parameters[i].value().size(1)));
      CHECK(parameters[i].value().abs().max().item<double>() <= bound);
      CHECK(parameters[i].value().abs().max().item<double>() > bound / 4);
    }
  }
  // The checkpoint keys inside a decoder: decoder.attention.key.weight and so on.
  torch::nn::Module decoder;
  decoder.register_module("attention",
                          make_attention({"general", LuongScore::kGeneral, LuongWindow::kLocalP}));
  const auto names = decoder.named_parameters().keys();
  REQUIRE(names == std::vector<std::string>{"attention.key.weight", "attention.position.weight",
                                            "attention.position_v.weight"});
}

TEST_CASE("clone copies the options and the parameters into independent storage",
          "[luong][parameters]") {
  auto attention =
      make_attention({"local-p concat", LuongScore::kConcat, LuongWindow::kLocalP}, 2, 7);
  const auto copy = std::dynamic_pointer_cast<dates::LuongAttentionImpl>(attention->clone());
  REQUIRE(copy);
  REQUIRE(copy->options.half_width() == 2);
  REQUIRE(copy->options.window() == LuongWindow::kLocalP);
  const auto original = attention->named_parameters();
  const auto cloned = copy->named_parameters();
  REQUIRE(cloned.keys() == original.keys());
  for (size_t i = 0; i < original.size(); ++i) {
    require_bitwise_equal(cloned[i].value(), original[i].value(), original[i].key());
    REQUIRE(cloned[i].value().data_ptr() != original[i].value().data_ptr());
  }
}

TEST_CASE("parse_luong_score and to_string", "[luong][options]") {
  for (const auto score : {LuongScore::kDot, LuongScore::kGeneral, LuongScore::kConcat}) {
    REQUIRE(dates::parse_luong_score(dates::to_string(score)) == score);
  }
  REQUIRE(std::string(dates::to_string(LuongScore::kGeneral)) == "general");
  using Catch::Contains;
  REQUIRE_THROWS_AS(dates::parse_luong_score("bilinear"), std::invalid_argument);
  REQUIRE_THROWS_WITH(
      dates::parse_luong_score("bilinear"),
      Contains("bilinear") && Contains("dot") && Contains("general") && Contains("concat"));
  REQUIRE_THROWS_AS(dates::parse_luong_score("Dot"), std::invalid_argument);
}

TEST_CASE("construction mistakes raise invalid_argument with a useful message",
          "[luong][validation]") {
  using Catch::Contains;
  const auto dot = LuongAttentionOptions(128, 256, LuongScore::kDot);
  REQUIRE_THROWS_AS(LuongAttention(dot), std::invalid_argument);
  REQUIRE_THROWS_WITH(LuongAttention(dot), Contains("'dot'") && Contains("d_query=128") &&
                                               Contains("d_key=256") && Contains("'general'"));
  REQUIRE_THROWS_WITH(LuongAttention(LuongAttentionOptions(4, 6, LuongScore::kConcat)),
                      Contains("concat") && Contains("d_attn=0"));
  REQUIRE_THROWS_WITH(
      LuongAttention(LuongAttentionOptions(4, 6, LuongScore::kGeneral).half_width(0)),
      Contains("half_width") && Contains("got 0"));
  REQUIRE_THROWS_WITH(LuongAttention(LuongAttentionOptions(0, 6, LuongScore::kGeneral)),
                      Contains("positive"));
  // d_attn is ignored (and so may be anything) outside concat.
  REQUIRE_NOTHROW(LuongAttention(LuongAttentionOptions(4, 6, LuongScore::kGeneral).d_attn(-3)));
}

TEST_CASE("Luong: wiring mistakes raise invalid_argument naming both shapes",
          "[luong][validation]") {
  using Catch::Contains;
  auto general = make_attention({"general", LuongScore::kGeneral, LuongWindow::kGlobal});
  const auto query = torch::randn({2, 4});
  const auto keys = torch::randn({2, 5, 6});
  const auto mask = length_mask(torch::tensor({5, 3}), 5);
  REQUIRE_THROWS_AS(general->forward(torch::randn({2, 3}), keys, mask), std::invalid_argument);
  REQUIRE_THROWS_WITH(general->forward(torch::randn({2, 3}), keys, mask),
                      Contains("Dq=4") && Contains("[2, 3]"));
  REQUIRE_THROWS_WITH(general->forward(query, torch::randn({2, 5, 7}), mask),
                      Contains("Dk=6") && Contains("[2, 5, 7]"));
  REQUIRE_THROWS_WITH(general->forward(query, torch::randn({2, 6}), mask),
                      Contains("source axis") && Contains("[2, 6]"));
  REQUIRE_THROWS_WITH(general->forward(query, keys, length_mask(torch::tensor({4, 3}), 4)),
                      Contains("[2, 4]") && Contains("[2, 5, 6]"));
  REQUIRE_THROWS_WITH(general->forward(query, keys, mask.to(torch::kFloat32)),
                      Contains("bool") && Contains("Float"));
  REQUIRE_THROWS_WITH(general->forward(torch::randn({3, 4}), keys, mask),
                      Contains("[3, 4]") && Contains("[2, 5, 6]") && Contains("batch"));
  REQUIRE_THROWS_WITH(general->scores(query, torch::randn({2, 5, 7})), Contains("[2, 5, 7]"));
  REQUIRE_THROWS_WITH(general->project_keys(torch::randn({2, 5, 7})), Contains("[2, 5, 7]"));

  // proj must have the width of that score's key projection: Dk, Dq or A.
  struct ProjCase {
    Variant variant;
    std::vector<int64_t> wrong, right;
  };
  for (const auto& c : std::vector<ProjCase>{
           {{"dot", LuongScore::kDot, LuongWindow::kGlobal}, {2, 5, 4}, {2, 5, 6}},
           {{"general", LuongScore::kGeneral, LuongWindow::kGlobal}, {2, 5, 6}, {2, 5, 4}},
           {{"concat", LuongScore::kConcat, LuongWindow::kGlobal}, {2, 5, 4}, {2, 5, 8}},
           {{"general", LuongScore::kGeneral, LuongWindow::kGlobal}, {2, 4, 4}, {2, 5, 4}}}) {
    INFO("variant " << c.variant.name);
    auto attention = make_attention(c.variant);
    const auto q = torch::randn({2, attention->options.d_query()});
    REQUIRE_THROWS_WITH(attention->forward(q, keys, mask, torch::randn(c.wrong)),
                        Contains(dates::shape_text(torch::IntArrayRef(c.wrong))) &&
                            Contains(dates::shape_text(torch::IntArrayRef(c.right))));
  }

  // Window positions: none for global; local-m needs a step >= 0; the mask must match.
  REQUIRE_THROWS_AS(general->positions(query, mask, 0), std::logic_error);
  REQUIRE_THROWS_WITH(general->positions(query, mask, 0), Contains("global"));
  auto local_m = make_attention({"local-m", LuongScore::kGeneral, LuongWindow::kLocalM});
  REQUIRE_THROWS_WITH(local_m->forward(query, keys, mask, {}, -1),
                      Contains("step") && Contains("-1"));
  auto local_p = make_attention({"local-p", LuongScore::kGeneral, LuongWindow::kLocalP});
  REQUIRE_THROWS_WITH(local_p->positions(query, length_mask(torch::tensor({5, 3, 1}), 5), 0),
                      Contains("[3, 5]") && Contains("[2, 4]"));
  REQUIRE_THROWS_WITH(local_p->positions(query, mask.to(torch::kLong), 0), Contains("bool"));
}
