// The fused paths of the model (dates/nn/fused_gru_sequence.h, dates/model/fused_bahdanau.h,
// dates/nn/fused_luong_attention.h)
// against the module path they replace: torch::nn::GRU on packed sequences, AdditiveAttention
// and torch::nn::GRUCell stepped by Seq2Seq (values to float32 rounding, gradients of every
// parameter), against float64 central differences of the module path, over 200 training steps,
// and in greedy decoding.
#include <torch/nn/functional/loss.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adam.h>
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "dates/decode/decoding.h"
#include "dates/model/seq2seq.h"
#include "dates/nn/fused_gru_sequence.h"

using namespace dates;

namespace {

Seq2SeqOptions small_fused_options() {
  Seq2SeqOptions options;
  options.source_vocabulary_size = 13;
  options.target_vocabulary_size = 9;
  options.embedding_dim = 5;
  options.encoder_hidden = 6;
  options.decoder_hidden = 7;
  options.attention_dim = 4;
  options.attention = "bahdanau";
  return options;
}

struct Batch {
  torch::Tensor source_ids, source_lengths, decoder_inputs, targets;
};

// Rows of different lengths (1 .. S, one of them S) padded with 0 = <pad>, as batching builds them.
Batch random_batch(int64_t rows, int64_t positions, int64_t steps, uint64_t seed,
                   const Seq2SeqOptions& options) {
  torch::manual_seed(static_cast<int64_t>(seed));
  auto lengths = torch::randint(1, positions + 1, {rows}, torch::kLong);
  lengths[0] = positions;
  auto ids = torch::randint(4, options.source_vocabulary_size, {rows, positions}, torch::kLong);
  ids.masked_fill_(torch::arange(positions).unsqueeze(0) >= lengths.unsqueeze(1), 0);
  auto decoder_inputs =
      torch::randint(3, options.target_vocabulary_size, {rows, steps}, torch::kLong);
  decoder_inputs.select(1, 0).fill_(1);  // <s>
  auto targets = torch::randint(3, options.target_vocabulary_size, {rows, steps}, torch::kLong);
  return {ids, lengths, decoder_inputs, targets};
}

// A loss that weighs every logit differently, so no gradient can hide in a symmetric sum.
torch::Tensor weighted_sum(const torch::Tensor& logits, uint64_t seed) {
  torch::manual_seed(static_cast<int64_t>(seed));
  // Drawn in float32 whatever the logits' dtype, so the float64 reference weighs alike.
  const auto weights = torch::randn(logits.sizes()).to(logits.scalar_type());
  return (logits * weights).sum();
}

std::vector<torch::Tensor> gradients_of(Seq2Seq& model) {
  std::vector<torch::Tensor> grads;
  for (const auto& parameter : model->parameters()) {
    grads.push_back(parameter.grad().defined() ? parameter.grad().clone()
                                               : torch::zeros_like(parameter));
  }
  return grads;
}

// Runs `batch` through `model` fused and then on the module path, and requires equal logits
// (to float32 rounding) and equal gradients of every parameter under weighted_sum(logits,
// loss_seed).
void check_fused_matches_module(Seq2Seq& model, const Batch& batch, uint64_t loss_seed) {
  std::vector<torch::Tensor> logits;
  std::vector<std::vector<torch::Tensor>> grads;
  for (const bool fused : {true, false}) {
    model->use_fused_kernels(fused);
    model->zero_grad();
    logits.push_back(model->forward(batch.source_ids, batch.source_lengths, batch.decoder_inputs));
    weighted_sum(logits.back(), loss_seed).backward();
    grads.push_back(gradients_of(model));
  }
  CHECK(torch::allclose(logits[0], logits[1], /*rtol=*/1e-5, /*atol=*/1e-6));
  const auto names = model->named_parameters().keys();
  for (size_t i = 0; i < grads[0].size(); ++i) {
    INFO("parameter " << names[i]);
    CHECK(torch::allclose(grads[0][i], grads[1][i], /*rtol=*/1e-4, /*atol=*/1e-5));
  }
}

}  // namespace

TEST_CASE("the fused encoder gives torch::nn::GRU's packed keys and state, and its gradients",
          "[fused][encoder]") {
  const auto options = small_fused_options();
  torch::manual_seed(5);
  Encoder encoder(options.source_vocabulary_size, options.embedding_dim, options.encoder_hidden,
                  options.decoder_hidden);
  const auto batch = random_batch(/*rows=*/9, /*positions=*/8, /*steps=*/3, 17, options);
  std::vector<torch::Tensor> keys, states, grads;
  for (const bool fused : {true, false}) {
    encoder->fused_kernels = fused;
    encoder->zero_grad();
    const auto encoded = encoder->forward(batch.source_ids, batch.source_lengths);
    (weighted_sum(encoded.keys, 1) + weighted_sum(encoded.initial_state, 2)).backward();
    keys.push_back(encoded.keys);
    states.push_back(encoded.initial_state);
    for (const auto& p : encoder->named_parameters()) grads.push_back(p.value().grad().clone());
  }
  CHECK(torch::allclose(keys[0], keys[1], /*rtol=*/1e-5, /*atol=*/1e-6));
  CHECK(torch::allclose(states[0], states[1], /*rtol=*/1e-5, /*atol=*/1e-6));
  // Padded positions are exactly 0, as pad_packed_sequence leaves them.
  const auto padding = torch::arange(8).unsqueeze(0) >= batch.source_lengths.unsqueeze(1);
  CHECK(keys[0].masked_select(padding.unsqueeze(2)).abs().max().item<float>() == 0.0f);
  const size_t count = grads.size() / 2;
  for (size_t i = 0; i < count; ++i) {
    INFO("parameter " << i);
    CHECK(torch::allclose(grads[i], grads[count + i], /*rtol=*/1e-4, /*atol=*/1e-5));
  }
}

TEST_CASE("fused_gru_sequence refuses shapes and dtypes it cannot run, naming them",
          "[fused][encoder]") {
  const auto gates = torch::zeros({4, 2, 9});
  const auto state = torch::zeros({2, 3});
  const auto w = torch::zeros({9, 3}), b = torch::zeros({9});
  const auto lengths = torch::tensor({4, 2});
  CHECK_THROWS_WITH(fused_gru_sequence(gates, torch::zeros({2, 4}), w, b, lengths, false),
                    Catch::Contains("[2, 4]") && Catch::Contains("initial_state [B, H]"));
  CHECK_THROWS_WITH(fused_gru_sequence(gates.to(torch::kFloat64), state, w, b, lengths, false),
                    Catch::Contains("float32 CPU"));
  CHECK_THROWS_WITH(fused_gru_sequence(gates, state, w, b, torch::tensor({5, 2}), false),
                    Catch::Contains("0 .. S = 4"));
}

TEST_CASE("the fused decoder loop gives the stepped module's logits and every gradient",
          "[fused][decoder]") {
  const auto options = small_fused_options();
  for (const auto& [rows, positions, steps] :
       std::vector<std::tuple<int64_t, int64_t, int64_t>>{{6, 7, 5}, {1, 1, 1}, {3, 4, 9}}) {
    INFO("B " << rows << " S " << positions << " T " << steps);
    torch::manual_seed(7);
    Seq2Seq model(options);
    check_fused_matches_module(model, random_batch(rows, positions, steps, 23, options),
                               /*loss_seed=*/3);
  }
}

TEST_CASE("the fused Luong attention step gives the module's logits and every gradient",
          "[fused][luong]") {
  for (const std::string attention : {"luong-dot", "luong-general", "luong-local-p"}) {
    INFO(attention);
    auto options = small_fused_options();
    options.attention = attention;
    options.decoder_hidden = 2 * options.encoder_hidden;  // dot needs Dq = Dk
    torch::manual_seed(29);
    Seq2Seq model(options);
    check_fused_matches_module(model, random_batch(5, 6, 4, 37, options), /*loss_seed=*/4);
  }
}

TEST_CASE("the fused path's gradients match float64 central differences of the module path",
          "[fused][decoder]") {
  // Independent of autograd: d loss / d theta by (f(theta + e) - f(theta - e)) / 2e in float64 on
  // the module path, for a few entries of every parameter, against the fused float32 gradient.
  const auto options = small_fused_options();
  torch::manual_seed(11);
  Seq2Seq model(options);
  const auto batch = random_batch(4, 6, 4, 31, options);
  model->zero_grad();
  weighted_sum(model->forward(batch.source_ids, batch.source_lengths, batch.decoder_inputs), 5)
      .backward();
  const auto fused_grads = gradients_of(model);

  Seq2Seq reference(options);
  reference->to(torch::kFloat64);
  {
    torch::NoGradGuard no_grad;
    const auto source = model->parameters();
    auto target = reference->parameters();
    for (size_t i = 0; i < source.size(); ++i) target[i].copy_(source[i]);
  }
  const auto loss = [&] {
    torch::NoGradGuard no_grad;
    return weighted_sum(
               reference->forward(batch.source_ids, batch.source_lengths, batch.decoder_inputs), 5)
        .item<double>();
  };
  const auto names = reference->named_parameters().keys();
  auto parameters = reference->parameters();
  constexpr double kStep = 1e-6;
  for (size_t i = 0; i < parameters.size(); ++i) {
    auto flat = parameters[i].view(-1);
    const auto fused_flat = fused_grads[i].view(-1);
    for (const int64_t at : {int64_t{0}, flat.numel() / 2, flat.numel() - 1}) {
      INFO("parameter " << names[i] << " entry " << at);
      const double original = flat[at].item<double>();
      {
        torch::NoGradGuard no_grad;
        flat[at].fill_(original + kStep);
      }
      const double plus = loss();
      {
        torch::NoGradGuard no_grad;
        flat[at].fill_(original - kStep);
      }
      const double minus = loss();
      {
        torch::NoGradGuard no_grad;
        flat[at].fill_(original);
      }
      const double expected = (plus - minus) / (2 * kStep);
      CHECK(fused_flat[at].item<double>() ==
            Approx(expected).margin(2e-4 + 2e-4 * std::abs(expected)));
    }
  }
}

TEST_CASE("fused and module training give the same losses over 200 Adam steps",
          "[fused][training]") {
  const auto options = small_fused_options();
  std::vector<std::vector<double>> losses(2);
  for (const bool fused : {true, false}) {
    torch::manual_seed(13);
    Seq2Seq model(options);
    model->use_fused_kernels(fused);
    torch::optim::Adam optimizer(model->parameters(), torch::optim::AdamOptions(3e-3));
    for (int step = 0; step < 200; ++step) {
      const auto batch = random_batch(8, 6, 4, 100 + static_cast<uint64_t>(step % 5), options);
      optimizer.zero_grad();
      const auto logits = model->forward(batch.source_ids, batch.source_lengths,
                                         batch.decoder_inputs);  // [B, T, V]
      const auto loss = torch::nn::functional::cross_entropy(
          logits.reshape({-1, options.target_vocabulary_size}), batch.targets.reshape({-1}));
      loss.backward();
      torch::nn::utils::clip_grad_norm_(model->parameters(), 1.0);
      optimizer.step();
      losses[fused ? 0 : 1].push_back(loss.item<double>());
    }
  }
  CHECK(losses[0].back() < 0.8 * losses[0].front());  // it learned something
  for (size_t step = 0; step < losses[0].size(); ++step) {
    INFO("step " << step);
    CHECK(losses[0][step] == Approx(losses[1][step]).epsilon(2e-3));
  }
}

TEST_CASE("fused greedy decoding gives the module's tokens, attention and log-probabilities",
          "[fused][decoding]") {
  const auto options = small_fused_options();
  torch::manual_seed(19);
  Seq2Seq model(options);
  for (const int64_t rows : {int64_t{1}, int64_t{7}}) {
    INFO("B " << rows);
    const auto batch = random_batch(rows, 6, 2, 41, options);
    std::vector<Decoded> decoded;
    for (const bool fused : {true, false}) {
      model->use_fused_kernels(fused);
      decoded.push_back(greedy_decode(model, batch.source_ids, batch.source_lengths, 8));
    }
    CHECK(torch::equal(decoded[0].tokens, decoded[1].tokens));
    CHECK(torch::allclose(decoded[0].attention, decoded[1].attention, 1e-5, 1e-6));
    CHECK(torch::allclose(decoded[0].log_probability, decoded[1].log_probability, 1e-5, 1e-5));
  }
}
