// The analytic FLOP count of the speed benchmark: the parameter formula against the real model,
// the matmul count against the real weights' shapes, a hand example, length statistics.
#include <torch/types.h>
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dates/model/flops.h"
#include "dates/model/seq2seq.h"

using namespace dates;

namespace {

Seq2SeqOptions sizes(int64_t vs, int64_t vt, int64_t e, int64_t h, int64_t hd, int64_t a) {
  Seq2SeqOptions options;
  options.source_vocabulary_size = vs;
  options.target_vocabulary_size = vt;
  options.embedding_dim = e;
  options.encoder_hidden = h;
  options.decoder_hidden = hd;
  options.attention_dim = a;
  options.attention = "bahdanau";
  return options;
}

int64_t numel_of(Seq2Seq& model, const std::string& name) {
  return model->named_parameters()[name].numel();
}

const LayerFlops& layer(const FlopCount& count, const std::string& name) {
  for (const auto& entry : count.layers) {
    if (entry.layer == name) return entry;
  }
  FAIL("no layer " << name);
  return count.layers.front();
}

}  // namespace

TEST_CASE("the parameter formula counts the real model's parameters", "[flops]") {
  for (const auto& options : {sizes(39, 15, 32, 64, 128, 64), sizes(11, 9, 5, 3, 7, 4)}) {
    Seq2Seq model(options);
    int64_t real = 0;
    for (const auto& parameter : model->parameters()) real += parameter.numel();
    CHECK(bahdanau_parameter_count(options) == real);
  }
  // The parameter count of docs/zoo.md for configs/bahdanau.yaml (vocabularies 39 / 15).
  CHECK(bahdanau_parameter_count(sizes(39, 15, 32, 64, 128, 64)) == 179887);
}

TEST_CASE("the matmul count is 2 x weights used, from the real model's shapes", "[flops]") {
  const auto options = sizes(11, 9, 5, 3, 7, 4);
  Seq2Seq model(options);
  const double S = 6, Sa = 9, T = 4;
  const auto count = bahdanau_flops(options, {S, Sa, T}, 8);
  // Every weight matrix multiplies one vector per use: 2 FLOPs per weight element per use.
  const double encoder_weights = numel_of(model, "encoder.rnn.weight_ih_l0") +
                                 numel_of(model, "encoder.rnn.weight_hh_l0") +
                                 numel_of(model, "encoder.rnn.weight_ih_l0_reverse") +
                                 numel_of(model, "encoder.rnn.weight_hh_l0_reverse");
  const double decoder_step_weights =
      numel_of(model, "decoder.attention.query.weight") + numel_of(model, "decoder.rnn.weight_ih") +
      numel_of(model, "decoder.rnn.weight_hh") + numel_of(model, "decoder.output.weight");
  const double key_size = 2 * 3, attention = 4;
  const double expected =
      2 * (S * encoder_weights + numel_of(model, "encoder.bridge.weight") +
           Sa * numel_of(model, "decoder.attention.key.weight") +
           T * (decoder_step_weights +
                Sa * numel_of(model, "decoder.attention.v.weight")  // v on every position
                + Sa * key_size));                                  // context = a^T keys
  CHECK(count.forward_matmul == Approx(expected).epsilon(1e-12));
  CHECK(count.training_matmul() == Approx(3 * expected).epsilon(1e-12));
  CHECK(count.training() ==
        Approx(3 * count.forward() + 16.0 * static_cast<double>(count.parameters) / 8));
  CHECK(layer(count, "decoder.attention.key").matmul == 2 * Sa * key_size * attention);
}

TEST_CASE("a hand example: every size 1", "[flops]") {
  // E = H = Hd = A = 1, K = 2, Vt = 5; S = Sa = T = 1.
  const auto count = bahdanau_flops(sizes(5, 5, 1, 1, 1, 1), {1, 1, 1}, 1);
  CHECK(layer(count, "encoder.embedding").total() == 0);
  CHECK(layer(count, "encoder.rnn").matmul == 2 * 2 * 3 * 2);  // 2 dir, 3 gates, (E + H) = 2
  CHECK(layer(count, "encoder.rnn").elementwise == 2 * 16);    // 2 dir x 16 H
  CHECK(layer(count, "encoder.bridge").matmul == 2);
  CHECK(layer(count, "decoder.attention.key").matmul == 2 * 2);  // 2 Sa K A
  CHECK(layer(count, "decoder.attention.query").matmul == 2);
  CHECK(layer(count, "decoder.attention.score").matmul == 2);
  CHECK(layer(count, "decoder.attention.score").elementwise == 2);
  CHECK(layer(count, "decoder.attention.softmax").elementwise == 5);
  CHECK(layer(count, "decoder.attention.context").matmul == 4);  // 2 Sa K
  CHECK(layer(count, "decoder.rnn").matmul == 2 * 3 * 4);        // 3 gates, E + K + Hd = 4
  CHECK(layer(count, "decoder.output").matmul == 2 * 4 * 5);     // (Hd + K + E) Vt
  CHECK(layer(count, "decoder.output").elementwise == 5);
  CHECK(count.forward_matmul == 24 + 2 + 4 + 2 + 2 + 4 + 24 + 40);
}

TEST_CASE("counts scale with the lengths where they should", "[flops]") {
  const auto options = sizes(39, 15, 32, 64, 128, 64);
  const auto base = bahdanau_flops(options, {10, 10, 11});
  const auto longer_source = bahdanau_flops(options, {20, 20, 11});
  const auto padded = bahdanau_flops(options, {10, 20, 11});
  // The encoder reads S; padding (Sa > S) costs attention only.
  CHECK(layer(padded, "encoder.rnn").matmul == layer(base, "encoder.rnn").matmul);
  CHECK(layer(longer_source, "encoder.rnn").matmul == 2 * layer(base, "encoder.rnn").matmul);
  CHECK(layer(padded, "decoder.attention.context").matmul ==
        layer(longer_source, "decoder.attention.context").matmul);
  CHECK(layer(padded, "decoder.rnn").matmul == layer(base, "decoder.rnn").matmul);
  CHECK(padded.forward() > base.forward());
}

TEST_CASE("bad inputs are refused", "[flops]") {
  auto options = sizes(39, 15, 32, 64, 128, 64);
  CHECK_THROWS_AS(bahdanau_flops(options, {10, 9, 11}), std::invalid_argument);  // Sa < S
  CHECK_THROWS_AS(bahdanau_flops(options, {10, 10, 11}, 0), std::invalid_argument);
  options.attention = "luong-dot";
  CHECK_THROWS_AS(bahdanau_flops(options, {10, 10, 11}), std::invalid_argument);
}

TEST_CASE("length statistics: means and padded widths under batching", "[flops]") {
  std::vector<Example> examples = {
      {"ab", "x", ""}, {"abcd", "xy", ""}, {"abcdef", "xyz", ""}, {"abcdefgh", "xyzw", ""}};
  const auto one = length_statistics(examples, 1, 1, 7);
  CHECK(one.mean.source == Approx(5.0));
  CHECK(one.mean.decoder_steps == Approx(3.5));  // targets 1..4 characters + </s>
  CHECK(one.batches == 4);
  // Batches of one: no padding.
  CHECK(one.padded.attended_source == Approx(5.0));
  CHECK(one.padded.decoder_steps == Approx(3.5));
  const auto whole = length_statistics(examples, 4, 1, 7);
  CHECK(whole.batches == 1);
  CHECK(whole.padded.source == Approx(5.0));
  CHECK(whole.padded.attended_source == Approx(8.0));
  CHECK(whole.padded.decoder_steps == Approx(5.0));
  // Multi-byte characters count once (split_characters).
  const auto utf8 = length_statistics({{"\xc3\xa9t\xc3\xa9", "x", ""}}, 1, 1, 1);
  CHECK(utf8.mean.source == Approx(3.0));
}

TEST_CASE("the table and the JSON name every layer", "[flops]") {
  const SequenceLengths lengths{17, 17, 11};
  const auto count = bahdanau_flops(sizes(39, 15, 32, 64, 128, 64), lengths);
  const auto table = flop_table(count, lengths);
  const auto json = nlohmann::json::parse(flop_json(count, lengths));
  CHECK(json["layers"].size() == count.layers.size());
  for (const auto& entry : count.layers) CHECK(table.find(entry.layer) != std::string::npos);
  CHECK(json["training"].get<double>() == Approx(count.training()));
  CHECK(json["parameters"].get<int64_t>() == 179887);
}
