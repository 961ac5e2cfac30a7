// The seq2seq model: checkpoint names, padding independence of the encoder, the decoder step
// against its equations written out in float64, decoding consistency, checkpoint round trips.
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "dates/data/batching.h"
#include "dates/decode/decoding.h"
#include "dates/io/safetensors.h"
#include "dates/model/bahdanau_decoder.h"
#include "dates/model/checkpoint.h"
#include "dates/model/luong_decoder.h"
#include "dates/model/seq2seq.h"
#include "tensor_matchers.h"

using namespace dates;
using testing::require_bitwise_equal;
using testing::require_close;

namespace {

Seq2SeqOptions small_options() {
  Seq2SeqOptions options;
  options.source_vocabulary_size = 11;
  options.target_vocabulary_size = 7;
  options.embedding_dim = 5;
  options.encoder_hidden = 4;
  options.decoder_hidden = 6;
  options.attention_dim = 3;
  return options;
}

std::string temporary_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("dates-test-model-" + std::to_string(::getpid()) + "-" + name))
      .string();
}

}  // namespace

TEST_CASE("checkpoint keys are the registered module names", "[model][names]") {
  torch::manual_seed(1);
  Seq2Seq model(small_options());
  std::vector<std::string> names;
  for (const auto& parameter : model->named_parameters()) names.push_back(parameter.key());
  const std::vector<std::string> expected = {"encoder.embedding.weight",
                                             "encoder.rnn.weight_ih_l0",
                                             "encoder.rnn.weight_hh_l0",
                                             "encoder.rnn.bias_ih_l0",
                                             "encoder.rnn.bias_hh_l0",
                                             "encoder.rnn.weight_ih_l0_reverse",
                                             "encoder.rnn.weight_hh_l0_reverse",
                                             "encoder.rnn.bias_ih_l0_reverse",
                                             "encoder.rnn.bias_hh_l0_reverse",
                                             "encoder.bridge.weight",
                                             "encoder.bridge.bias",
                                             "decoder.embedding.weight",
                                             "decoder.attention.query.weight",
                                             "decoder.attention.key.weight",
                                             "decoder.attention.key.bias",
                                             "decoder.attention.v.weight",
                                             "decoder.rnn.weight_ih",
                                             "decoder.rnn.weight_hh",
                                             "decoder.rnn.bias_ih",
                                             "decoder.rnn.bias_hh",
                                             "decoder.output.weight",
                                             "decoder.output.bias"};
  REQUIRE(names == expected);
  const auto decoder = std::dynamic_pointer_cast<BahdanauDecoderImpl>(model->decoder);
  REQUIRE(decoder != nullptr);
  CHECK(decoder->output->weight.sizes() == torch::IntArrayRef({7, 6 + 8 + 5}));
  CHECK(decoder->rnn->weight_ih.sizes() == torch::IntArrayRef({3 * 6, 5 + 8}));
}

TEST_CASE("padding never reaches the encoder states", "[model][encoder]") {
  torch::manual_seed(2);
  Encoder encoder(11, 5, 4, 6);
  const auto long_source = torch::randint(4, 11, {1, 7});
  const auto short_source = torch::randint(4, 11, {1, 3});
  // The short source padded to 7 in a batch with the long one, padding made of real ids.
  auto padded_short = torch::randint(4, 11, {1, 7});
  padded_short.narrow(1, 0, 3).copy_(short_source);
  const auto batch =
      encoder->forward(torch::cat({long_source, padded_short}), torch::tensor({7, 3}));
  const auto alone = encoder->forward(short_source, torch::tensor({3}));
  require_close(batch.keys[1].narrow(0, 0, 3), alone.keys[0], 1e-6, "keys of the real positions");
  require_close(batch.initial_state[1], alone.initial_state[0], 1e-6, "initial state");
  REQUIRE(torch::equal(batch.keys[1].narrow(0, 3, 4), torch::zeros({4, 8})));
  REQUIRE(batch.keys.sizes() == torch::IntArrayRef({2, 7, 8}));
  // s_0 = tanh(bridge(backward state at position 0)): the backward half of keys[:, 0].
  const auto backward_first = alone.keys[0][0].narrow(0, 4, 4);
  require_close(alone.initial_state[0],
                torch::tanh(encoder->bridge->forward(backward_first.unsqueeze(0)))[0], 1e-6,
                "initial state from the backward state at the first position");
}

TEST_CASE("a decoder step is the Bahdanau equations, checked in float64", "[model][decoder]") {
  torch::manual_seed(3);
  Seq2Seq model(small_options());
  model->to(torch::kFloat64);
  const auto source = torch::randint(4, 11, {2, 5});
  const auto encoded = model->encoder->forward(source, torch::tensor({5, 2}));
  const auto previous_state = torch::randn({2, 6}, torch::kFloat64);
  const auto previous_tokens = torch::tensor({2, 5});
  const auto step = model->decoder->step(previous_tokens, {previous_state, {}}, encoded,
                                         model->decoder->prepare(encoded), /*step=*/0);

  // The oracle, written from the equations with plain tensor algebra.
  const auto decoder = std::dynamic_pointer_cast<BahdanauDecoderImpl>(model->decoder);
  REQUIRE(decoder != nullptr);
  const auto& attention = decoder->attention;
  const auto keys = encoded.keys;  // [B, S, 2H]
  const auto scores =
      torch::matmul(
          torch::tanh(torch::matmul(previous_state, attention->query->weight.t()).unsqueeze(1) +
                      torch::matmul(keys, attention->key->weight.t()) + attention->key->bias),
          attention->v->weight.t())
          .squeeze(-1);  // [B, S]
  auto weights = torch::softmax(scores.masked_fill(encoded.mask.logical_not(), -INFINITY), 1);
  const auto context = torch::bmm(weights.unsqueeze(1), keys).squeeze(1);  // [B, 2H]
  const auto embedded = decoder->embedding->weight.index_select(0, previous_tokens);
  const auto x = torch::cat({embedded, context}, 1);
  const auto gates_x = torch::matmul(x, decoder->rnn->weight_ih.t()) + decoder->rnn->bias_ih;
  const auto gates_h =
      torch::matmul(previous_state, decoder->rnn->weight_hh.t()) + decoder->rnn->bias_hh;
  const auto x_parts = gates_x.chunk(3, 1);  // reset, update, new (torch's GRU order)
  const auto h_parts = gates_h.chunk(3, 1);
  const auto reset = torch::sigmoid(x_parts[0] + h_parts[0]);
  const auto update = torch::sigmoid(x_parts[1] + h_parts[1]);
  const auto candidate = torch::tanh(x_parts[2] + reset * h_parts[2]);
  const auto state = (1 - update) * candidate + update * previous_state;
  const auto logits =
      torch::matmul(torch::cat({state, context, embedded}, 1), decoder->output->weight.t()) +
      decoder->output->bias;

  require_close(step.attention, weights, 1e-12, "attention weights (query = previous state)");
  require_close(step.state.hidden, state, 1e-12, "state");
  require_close(step.logits, logits, 1e-12, "logits");
}

TEST_CASE("greedy decoding agrees with the teacher-forced pass on its own outputs",
          "[model][decoding]") {
  torch::manual_seed(4);
  Seq2Seq model(small_options());
  model->eval();
  const auto source = torch::randint(4, 11, {3, 6});
  const auto lengths = torch::tensor({6, 4, 1});
  const auto decoded = greedy_decode(model, source, lengths, /*max_steps=*/5);
  REQUIRE(decoded.tokens.size(0) == 3);
  REQUIRE(decoded.attention.sizes() == torch::IntArrayRef({3, decoded.tokens.size(1), 6}));
  // Feed the greedy tokens back as teacher inputs: every step's argmax must be the greedy token.
  const auto inputs = torch::cat({torch::full({3, 1}, Vocabulary::kBegin, torch::kLong),
                                  decoded.tokens.narrow(1, 0, decoded.tokens.size(1) - 1)},
                                 1);
  torch::NoGradGuard no_grad;
  const auto logits = model->forward(source, lengths, inputs);
  const auto log_probs = torch::log_softmax(logits, 2);
  for (int64_t b = 0; b < 3; ++b) {
    double total = 0;
    for (int64_t t = 0; t < decoded.tokens.size(1); ++t) {
      const int64_t token = decoded.tokens[b][t].item<int64_t>();
      if (token == Vocabulary::kPad) break;
      CHECK(logits[b][t].argmax().item<int64_t>() == token);
      total += log_probs[b][t][token].item<double>();
      if (token == Vocabulary::kEnd) break;
    }
    CHECK(decoded.log_probability[b].item<double>() == Approx(total).margin(1e-5));
  }
}

TEST_CASE("a checkpoint from before length bucketing reads as trained without it",
          "[model][checkpoint]") {
  // checkpoints/bahdanau-broad was written before training.bucket_batches existed; its config
  // text does not name the key (checked here, so that the test fails if the file is replaced).
  const auto path = testing::source_path("checkpoints/bahdanau-broad/model.safetensors");
  safetensors::Metadata metadata;
  safetensors::inspect(path, &metadata);
  REQUIRE(metadata.at("config").find("bucket_batches") == std::string::npos);
  REQUIRE(ExperimentConfig{}.training.bucket_batches != 1);
  CHECK(load_model(path, torch::kCPU).config.training.bucket_batches == 1);
}

TEST_CASE("a checkpoint round trip restores the model bit for bit", "[model][checkpoint]") {
  torch::manual_seed(5);
  ModelBundle bundle;
  bundle.source_vocabulary = Vocabulary::build({"abcdefg"});
  bundle.target_vocabulary = Vocabulary::build({"012"});
  bundle.config.model.embedding_dim = 5;
  bundle.config.model.encoder_hidden = 4;
  bundle.config.model.decoder_hidden = 6;
  bundle.config.model.attention_dim = 3;
  bundle.model = Seq2Seq(
      model_options(bundle.config.model, bundle.source_vocabulary, bundle.target_vocabulary));
  bundle.config.training.bucket_batches = 3;
  bundle.step = 123;
  bundle.valid_exact_match = 0.5;
  bundle.best_valid_exact_match = 0.75;
  const auto path = temporary_path("round-trip.safetensors");
  save_model(path, bundle);
  const auto loaded = load_model(path, torch::kCPU);
  REQUIRE(loaded.step == 123);
  REQUIRE(loaded.valid_exact_match == 0.5);
  REQUIRE(loaded.best_valid_exact_match == 0.75);
  REQUIRE(loaded.config == bundle.config);
  REQUIRE(loaded.source_vocabulary.tokens() == bundle.source_vocabulary.tokens());
  REQUIRE(loaded.target_vocabulary.tokens() == bundle.target_vocabulary.tokens());
  const auto original = bundle.model->named_parameters();
  const auto restored = loaded.model->named_parameters();
  REQUIRE(original.size() == restored.size());
  for (size_t i = 0; i < original.size(); ++i) {
    require_bitwise_equal(restored[i].value(), original[i].value(), original[i].key());
  }

  SECTION("a missing, reshaped or extra tensor is refused with its name") {
    auto file = safetensors::load(path);
    auto without = file.tensors;
    without.erase(without.begin() + 3);
    safetensors::save(path, without, file.metadata);
    REQUIRE_THROWS_WITH(load_model(path, torch::kCPU), Catch::Contains(file.tensors[3].first));
    auto reshaped = file.tensors;
    reshaped[0].second = torch::zeros({2, 2});
    safetensors::save(path, reshaped, file.metadata);
    REQUIRE_THROWS_WITH(load_model(path, torch::kCPU),
                        Catch::Contains("encoder.embedding.weight") && Catch::Contains("[2, 2]"));
    auto extra = file.tensors;
    extra.emplace_back("decoder.surprise", torch::zeros({1}));
    safetensors::save(path, extra, file.metadata);
    REQUIRE_THROWS_WITH(load_model(path, torch::kCPU), Catch::Contains("decoder.surprise"));
    safetensors::save(path, file.tensors, {});
    REQUIRE_THROWS_WITH(load_model(path, torch::kCPU), Catch::Contains("format"));
  }
  std::filesystem::remove(path);
}

TEST_CASE("a Luong decoder step attends with the current state, checked in float64",
          "[model][decoder][luong]") {
  for (const bool input_feeding : {true, false}) {
    DYNAMIC_SECTION("input feeding " << input_feeding) {
      torch::manual_seed(6);
      auto options = small_options();
      options.attention = "luong-general";
      options.input_feeding = input_feeding;
      Seq2Seq model(options);
      model->to(torch::kFloat64);
      const auto decoder = std::dynamic_pointer_cast<LuongDecoderImpl>(model->decoder);
      REQUIRE(decoder != nullptr);
      const auto encoded =
          model->encoder->forward(torch::randint(4, 11, {2, 5}), torch::tensor({5, 3}));
      const DecoderState previous{
          torch::randn({2, 6}, torch::kFloat64),
          input_feeding ? torch::randn({2, 6}, torch::kFloat64) : torch::Tensor()};
      const auto previous_tokens = torch::tensor({2, 4});
      const auto step =
          decoder->step(previous_tokens, previous, encoded, decoder->prepare(encoded), /*step=*/0);

      // The oracle: s_t = GRUCell(x, s_{t-1}) (torch's own cell, whose equations the Bahdanau
      // test checks), then general attention with s_t, h~ = tanh(W_c [s_t; c_t]).
      const auto embedded = decoder->embedding->weight.index_select(0, previous_tokens);
      const auto input = input_feeding ? torch::cat({embedded, previous.attentional}, 1) : embedded;
      const auto state =
          torch::gru_cell(input, previous.hidden, decoder->rnn->weight_ih, decoder->rnn->weight_hh,
                          decoder->rnn->bias_ih, decoder->rnn->bias_hh);
      const auto scores =
          torch::bmm(torch::matmul(encoded.keys, decoder->attention->key->weight.t()),
                     state.unsqueeze(2))
              .squeeze(2);  // s_t^T W_a h_s: [B, S]
      const auto weights =
          torch::softmax(scores.masked_fill(encoded.mask.logical_not(), -INFINITY), 1);
      const auto context = torch::bmm(weights.unsqueeze(1), encoded.keys).squeeze(1);
      const auto attentional =
          torch::tanh(torch::matmul(torch::cat({state, context}, 1), decoder->combine->weight.t()));
      const auto logits =
          torch::matmul(attentional, decoder->output->weight.t()) + decoder->output->bias;

      require_close(step.attention, weights, 1e-12, "attention weights (query = current state)");
      require_close(step.state.hidden, state, 1e-12, "state");
      require_close(step.state.attentional, attentional, 1e-12, "attentional state");
      require_close(step.logits, logits, 1e-12, "logits");
      CHECK(decoder->rnn->weight_ih.size(1) == (input_feeding ? 5 + 6 : 5));
    }
  }
}

TEST_CASE("every attention kind builds, names its parameters and decodes", "[model][zoo]") {
  for (const auto* kind : {"bahdanau", "luong-dot", "luong-general", "luong-concat",
                           "luong-local-p", "luong-local-m", "none"}) {
    DYNAMIC_SECTION(kind) {
      torch::manual_seed(7);
      auto options = small_options();
      options.attention = kind;
      options.encoder_hidden = 3;  // keys 6 wide = decoder_hidden, as luong-dot needs
      Seq2Seq model(options);
      bool has_attention_parameters = false;
      for (const auto& parameter : model->named_parameters()) {
        has_attention_parameters |= parameter.key().rfind("decoder.attention.", 0) == 0;
      }
      CHECK(has_attention_parameters ==
            (std::string(kind) != "none" && std::string(kind) != "luong-dot"));
      const auto source = torch::randint(4, 11, {2, 6});
      const auto decoded = greedy_decode(model, source, torch::tensor({6, 2}), 4);
      CHECK(decoded.tokens.size(0) == 2);
      const auto padded_attention = decoded.attention.select(0, 1).narrow(1, 2, 4);
      CHECK(torch::equal(padded_attention, torch::zeros_like(padded_attention)));
    }
  }
  auto options = small_options();
  options.attention = "luong-dot";  // keys 8 wide, decoder 6
  REQUIRE_THROWS_WITH(Seq2Seq(options), Catch::Contains("general"));
  options.attention = "luong";
  REQUIRE_THROWS_WITH(Seq2Seq(options), Catch::Contains("unknown attention 'luong'"));
}
