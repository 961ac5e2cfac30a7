// AdditiveAttention against the specification (shared/seeds/000_0b5d94ed0d7edd9d.txt): the
// eleven tests of its table (length_mask's is in test_masking.cpp), each with a named oracle.
#include <torch/nn/modules/linear.h>
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "dates/io/safetensors.h"
#include "dates/nn/additive_attention.h"
#include "dates/nn/initialization.h"
#include "dates/nn/masking.h"
#include "tensor_matchers.h"

using dates::AdditiveAttention;
using dates::length_mask;
using dates::testing::require_bitwise_equal;
using dates::testing::require_close;

namespace {

void set_parameters(AdditiveAttention& attention, const torch::Tensor& query_weight,
                    const torch::Tensor& key_weight, const torch::Tensor& key_bias,
                    const torch::Tensor& v_weight) {
  torch::NoGradGuard no_grad;
  attention->query->weight.copy_(query_weight);
  attention->key->weight.copy_(key_weight);
  attention->key->bias.copy_(key_bias);
  attention->v->weight.copy_(v_weight);
}

// A batch with one full row, one padded row, and (optionally) one empty row.
struct Batch {
  torch::Tensor query;  // [B, Dq]
  torch::Tensor keys;   // [B, S, Dk]
  torch::Tensor mask;   // [B, S]
};

Batch random_batch(const std::vector<int64_t>& lengths, int64_t source_length, int64_t d_query,
                   int64_t d_key, torch::Dtype dtype = torch::kFloat32) {
  const auto batch = static_cast<int64_t>(lengths.size());
  return {torch::randn({batch, d_query}, dtype), torch::randn({batch, source_length, d_key}, dtype),
          length_mask(torch::tensor(lengths), source_length)};
}

}  // namespace

TEST_CASE("hand example: weights and context of section 3", "[attention][hand]") {
  AdditiveAttention attention(1, 1, 1);
  set_parameters(attention, torch::ones({1, 1}), torch::ones({1, 1}), torch::zeros({1}),
                 torch::ones({1, 1}));
  const auto query = torch::zeros({1, 1});
  const auto keys = torch::tensor({0.0f, 1.0f, 2.0f}).view({1, 3, 1});
  const auto mask = torch::tensor({true, true, false}).view({1, 3});
  const auto [context, weights] = attention->forward(query, keys, mask);
  // Section 3 by hand: a = (1, e^tanh(1), 0) / (1 + e^tanh(1)) = (0.318300, 0.681700, 0).
  require_close(weights, torch::tensor({{0.318300f, 0.681700f, 0.0f}}), 1e-6, "weights");
  require_close(context, torch::tensor({{0.681700f}}), 1e-6, "context");
  // Unmasked scores are tanh(k): the padded one would be the largest.
  require_close(attention->scores(query, keys), torch::tensor({{0.0f, 0.761594f, 0.964028f}}), 1e-6,
                "scores");
  REQUIRE(weights[0][2].item<float>() == 0.0f);
}

TEST_CASE("golden values and gradients from torch, lengths 5, 3, 1", "[attention][golden]") {
  const auto path = dates::testing::source_path("tests/fixtures/additive_attention.safetensors");
  const auto fixture = dates::safetensors::load(path);
  auto get = [&](const std::string& name) { return dates::safetensors::find(fixture, name, path); };
  REQUIRE(fixture.metadata.count("torch_version") == 1);

  AdditiveAttention attention(4, 6, 7);
  set_parameters(attention, get("query.weight"), get("key.weight"), get("key.bias"),
                 get("v.weight"));
  const auto query = get("query").clone().requires_grad_(true);
  const auto keys = get("keys").clone().requires_grad_(true);
  const auto mask = length_mask(get("lengths"), keys.size(1));
  const auto [context, weights] = attention->forward(query, keys, mask);

  require_close(attention->scores(query, keys), get("scores"), 1e-5, "scores");
  require_close(weights, get("weights"), 1e-6, "weights");
  require_close(context, get("context"), 1e-6, "context");

  const auto loss = (context * get("context_probe")).sum() + (weights * get("weights_probe")).sum();
  loss.backward();
  require_close(query.grad(), get("grad.query"), 1e-5, "grad of query");
  require_close(keys.grad(), get("grad.keys"), 1e-5, "grad of keys");
  require_close(attention->query->weight.grad(), get("grad.query.weight"), 1e-5,
                "grad of query.weight");
  require_close(attention->key->weight.grad(), get("grad.key.weight"), 1e-5, "grad of key.weight");
  require_close(attention->key->bias.grad(), get("grad.key.bias"), 1e-5, "grad of key.bias");
  require_close(attention->v->weight.grad(), get("grad.v.weight"), 1e-5, "grad of v.weight");
}

TEST_CASE("float64 central differences match autograd for every input and parameter",
          "[attention][gradcheck]") {
  torch::manual_seed(11);
  AdditiveAttention attention(3, 4, 5);
  attention->to(torch::kFloat64);
  // Lengths 4 and 2: the second row is padded.
  auto batch = random_batch({4, 2}, 4, 3, 4, torch::kFloat64);
  const auto context_probe = torch::randn({2, 4}, torch::kFloat64);
  const auto weights_probe = torch::randn({2, 4}, torch::kFloat64);
  auto loss_of = [&]() {
    const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
    return (context * context_probe).sum() + (weights * weights_probe).sum();
  };

  std::vector<std::pair<std::string, torch::Tensor>> inputs = {{"query", batch.query},
                                                               {"keys", batch.keys}};
  for (const auto& parameter : attention->named_parameters()) {
    inputs.emplace_back(parameter.key(), parameter.value());
  }
  for (auto& [name, tensor] : inputs) tensor.requires_grad_(true);
  loss_of().backward();

  dates::testing::require_gradients_match_central_differences(inputs, loss_of, 1e-7, "");
  // The encoder must learn through attention: the keys' gradient is not zero.
  REQUIRE(batch.keys.grad().abs().sum().item<double>() > 1e-3);
}

TEST_CASE("masked weights are exactly zero, real weights positive, rows sum to one",
          "[attention][masking]") {
  torch::manual_seed(3);
  AdditiveAttention attention(4, 6, 8);
  auto batch = random_batch({5, 3, 1}, 5, 4, 6);
  // Make padding attractive: huge padded keys would dominate an unmasked softmax.
  batch.keys.masked_fill_(batch.mask.logical_not().unsqueeze(-1), 50.0f);
  const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
  const auto padding = batch.mask.logical_not();
  REQUIRE(torch::equal(weights.masked_select(padding), torch::zeros({5 - 3 + 5 - 1})));
  REQUIRE((weights.masked_select(batch.mask) > 0).all().item<bool>());
  require_close(weights.sum(/*dim=*/1), torch::ones({3}), 1e-6, "row sums");
  require_close(weights[2], torch::tensor({1.0f, 0.0f, 0.0f, 0.0f, 0.0f}), 0.0,
                "length-1 row reads its only position");
}

TEST_CASE("padding content never matters, bitwise, and its gradient is exactly zero",
          "[attention][masking]") {
  torch::manual_seed(5);
  AdditiveAttention attention(4, 6, 8);
  auto batch = random_batch({5, 3, 1}, 5, 4, 6);
  const auto padding = batch.mask.logical_not().unsqueeze(-1);  // [B, S, 1]
  const auto garbage = torch::randn_like(batch.keys) * 1000;
  const auto dirty_keys = torch::where(padding, garbage, batch.keys).requires_grad_(true);
  const auto clean_keys = batch.keys.clone().requires_grad_(true);

  const auto [clean_context, clean_weights] =
      attention->forward(batch.query, clean_keys, batch.mask);
  const auto [dirty_context, dirty_weights] =
      attention->forward(batch.query, dirty_keys, batch.mask);
  require_bitwise_equal(dirty_context, clean_context, "context");
  require_bitwise_equal(dirty_weights, clean_weights, "weights");

  (dirty_context.sum() + (dirty_weights * torch::randn_like(dirty_weights)).sum()).backward();
  const auto padded_gradient = dirty_keys.grad().masked_select(padding.expand_as(dirty_keys));
  REQUIRE(torch::equal(padded_gradient, torch::zeros_like(padded_gradient)));
  REQUIRE(dirty_keys.grad().abs().sum().item<float>() > 0);
}

TEST_CASE("a fully masked row reads nothing: zeros, no NaN, no gradient", "[attention][empty]") {
  torch::manual_seed(9);
  AdditiveAttention attention(4, 6, 8);
  auto batch = random_batch({3, 0}, 4, 4, 6);
  batch.query.requires_grad_(true);
  batch.keys.requires_grad_(true);
  const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
  REQUIRE(torch::equal(weights[1], torch::zeros({4})));
  REQUIRE(torch::equal(context[1], torch::zeros({6})));
  REQUIRE_FALSE(context.isnan().any().item<bool>());
  REQUIRE_FALSE(weights.isnan().any().item<bool>());

  (context.sum() + weights.pow(2).sum()).backward();
  for (const auto& gradient :
       {batch.query.grad(), batch.keys.grad(), attention->query->weight.grad(),
        attention->key->weight.grad(), attention->key->bias.grad(), attention->v->weight.grad()}) {
    REQUIRE_FALSE(gradient.isnan().any().item<bool>());
  }
  REQUIRE(torch::equal(batch.query.grad()[1], torch::zeros({4})));
  REQUIRE(torch::equal(batch.keys.grad()[1], torch::zeros({4, 6})));
  REQUIRE(batch.query.grad()[0].abs().sum().item<float>() > 0);
}

TEST_CASE("precomputed keys give bitwise the same result as recomputing them",
          "[attention][proj]") {
  torch::manual_seed(13);
  AdditiveAttention attention(4, 6, 8);
  const auto batch = random_batch({5, 2, 4}, 5, 4, 6);
  const auto proj = attention->project_keys(batch.keys);
  REQUIRE(proj.sizes() == torch::IntArrayRef({3, 5, 8}));
  // Oracle for proj itself: U k + b written out.
  require_close(proj, torch::matmul(batch.keys, attention->key->weight.t()) + attention->key->bias,
                1e-6, "proj");
  const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
  const auto [context_pre, weights_pre] =
      attention->forward(batch.query, batch.keys, batch.mask, proj);
  require_bitwise_equal(context_pre, context, "context");
  require_bitwise_equal(weights_pre, weights, "weights");
  require_bitwise_equal(attention->scores(batch.query, batch.keys, proj),
                        attention->scores(batch.query, batch.keys), "scores");
}

TEST_CASE("permuting the source permutes the weights and keeps the context",
          "[attention][permutation]") {
  torch::manual_seed(17);
  AdditiveAttention attention(4, 6, 8);
  const auto batch = random_batch({5, 5}, 5, 4, 6);
  const auto permutation = torch::tensor({3, 0, 4, 1, 2});
  const auto [context, weights] = attention->forward(batch.query, batch.keys, batch.mask);
  const auto [permuted_context, permuted_weights] =
      attention->forward(batch.query, batch.keys.index_select(1, permutation), batch.mask);
  require_close(permuted_weights, weights.index_select(1, permutation), 1e-6, "weights");
  require_close(permuted_context, context, 1e-6, "context");
  // Not trivially uniform: the weights really differ between positions.
  REQUIRE((weights.max() - weights.min()).item<float>() > 1e-3);
}

TEST_CASE("parameter names, shapes, order, query_from and seeded initialisation",
          "[attention][parameters]") {
  AdditiveAttention attention(3, 5, 7, /*seed=*/42);
  const auto parameters = attention->named_parameters();
  const std::vector<std::string> expected_names = {"query.weight", "key.weight", "key.bias",
                                                   "v.weight"};
  const std::vector<std::vector<int64_t>> expected_shapes = {{7, 3}, {7, 5}, {7}, {1, 7}};
  REQUIRE(parameters.size() == expected_names.size());
  for (size_t i = 0; i < expected_names.size(); ++i) {
    CHECK(parameters[i].key() == expected_names[i]);
    CHECK(parameters[i].value().sizes() == torch::IntArrayRef(expected_shapes[i]));
  }
  REQUIRE(std::string(dates::AdditiveAttentionImpl::query_from) == "previous");

  AdditiveAttention same(3, 5, 7, /*seed=*/42);
  AdditiveAttention other(3, 5, 7, /*seed=*/43);
  for (size_t i = 0; i < expected_names.size(); ++i) {
    require_bitwise_equal(same->named_parameters()[i].value(), parameters[i].value(),
                          "same seed " + expected_names[i]);
    CHECK_FALSE(torch::equal(other->named_parameters()[i].value(), parameters[i].value()));
  }
  // The three layers draw from the streams seed, seed + 1 and seed + 2 (initialization.h), so
  // no two layers share a stream even when their shapes agree.
  torch::nn::Linear query_reference(torch::nn::LinearOptions(3, 7).bias(false));
  torch::nn::Linear key_reference(5, 7);
  torch::nn::Linear v_reference(torch::nn::LinearOptions(7, 1).bias(false));
  dates::initialize_linear(query_reference, 42);
  dates::initialize_linear(key_reference, 43);
  dates::initialize_linear(v_reference, 44);
  require_bitwise_equal(attention->query->weight, query_reference->weight, "query stream");
  require_bitwise_equal(attention->key->weight, key_reference->weight, "key stream");
  require_bitwise_equal(attention->key->bias, key_reference->bias, "key bias stream");
  require_bitwise_equal(attention->v->weight, v_reference->weight, "v stream");
  AdditiveAttention square(4, 4, 4, /*seed=*/5);
  CHECK_FALSE(torch::equal(square->query->weight, square->key->weight));
  // torch.nn.Linear's bound 1/sqrt(fan_in), with the values really spread inside it.
  const double query_bound = 1 / std::sqrt(3.0);
  REQUIRE(attention->query->weight.abs().max().item<double>() <= query_bound);
  REQUIRE(attention->query->weight.abs().max().item<double>() > query_bound / 2);
  REQUIRE(attention->v->weight.abs().max().item<double>() <= 1 / std::sqrt(7.0));
}

TEST_CASE("wiring mistakes raise invalid_argument naming both shapes", "[attention][validation]") {
  AdditiveAttention attention(4, 6, 8);
  const auto query = torch::randn({2, 4});
  const auto keys = torch::randn({2, 5, 6});
  const auto mask = length_mask(torch::tensor({5, 3}), 5);
  using Catch::Contains;
  REQUIRE_THROWS_WITH(attention->forward(torch::randn({2, 3}), keys, mask),
                      Contains("Dq=4") && Contains("[2, 3]"));
  REQUIRE_THROWS_WITH(attention->forward(query, torch::randn({2, 5, 7}), mask),
                      Contains("Dk=6") && Contains("[2, 5, 7]"));
  REQUIRE_THROWS_WITH(attention->forward(query, torch::randn({2, 6}), mask),
                      Contains("source axis") && Contains("[2, 6]"));
  REQUIRE_THROWS_WITH(attention->forward(query, keys, length_mask(torch::tensor({4, 3}), 4)),
                      Contains("[2, 4]") && Contains("[2, 5, 6]"));
  REQUIRE_THROWS_WITH(attention->forward(query, keys, mask.to(torch::kFloat32)),
                      Contains("bool") && Contains("Float"));
  REQUIRE_THROWS_WITH(attention->forward(query, keys, mask, torch::randn({2, 5, 7})),
                      Contains("[2, 5, 7]") && Contains("[2, 5, 8]"));
  REQUIRE_THROWS_WITH(attention->forward(torch::randn({3, 4}), keys, mask),
                      Contains("[3, 4]") && Contains("[2, 5, 6]") && Contains("batch"));
  REQUIRE_THROWS_WITH(attention->scores(query, torch::randn({2, 5, 7})), Contains("[2, 5, 7]"));
  REQUIRE_THROWS_WITH(AdditiveAttention(0, 6, 8), Contains("positive"));
}
