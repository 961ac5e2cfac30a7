#include "dates/model/flops.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "dates/data/batching.h"
#include "dates/data/vocabulary.h"

namespace dates {

namespace {

// Elementwise FLOPs of one GRU step per hidden unit: the two bias adds of the 3 gates (6);
// r and z: add + sigmoid (2 + 2); n = tanh(x_n + r * h_n) (3); h' = n + z * (h - n) (3).
constexpr double kGruElementwisePerUnit = 16;
// Masked softmax over S positions: row max, subtract, exp, sum, divide (the mask fill is 0).
constexpr double kSoftmaxPerPosition = 5;
// log_softmax over V (max, subtract, exp, sum) and the pick of one entry (or greedy's max): 5 V.
constexpr double kLogSoftmaxPerClass = 5;
// Per parameter and step: clipping 3 (square, sum, scale), Adam 13 (exp_avg: 2 mul + 1 add;
// exp_avg_sq: 3 mul + 1 add; denominator: sqrt, divide, add eps; update: divide, mul, add).
constexpr double kClipPerParameter = 3;
constexpr double kAdamPerParameter = 13;

void check(bool condition, const std::string& message) {
  if (!condition) throw std::invalid_argument("bahdanau_flops: " + message);
}

}  // namespace

int64_t bahdanau_parameter_count(const Seq2SeqOptions& o) {
  const int64_t E = o.embedding_dim, H = o.encoder_hidden, K = 2 * o.encoder_hidden,
                Hd = o.decoder_hidden, A = o.attention_dim;
  const int64_t Vs = o.source_vocabulary_size, Vt = o.target_vocabulary_size;
  const int64_t encoder = Vs * E                                     // embedding
                          + 2 * (3 * H * E + 3 * H * H + 6 * H)      // GRU, 2 directions
                          + H * Hd + Hd;                             // bridge
  const int64_t decoder = Vt * E                                     // embedding
                          + A * Hd + (A * K + A) + A                 // query, key (+ bias), v
                          + 3 * Hd * (E + K) + 3 * Hd * Hd + 6 * Hd  // GRUCell
                          + (Hd + K + E) * Vt + Vt;                  // output
  return encoder + decoder;
}

FlopCount bahdanau_flops(const Seq2SeqOptions& o, const SequenceLengths& lengths,
                         int64_t batch_size) {
  check(o.attention == "bahdanau",
        fmt::format("counts the bahdanau model only, not '{}'", o.attention));
  check(o.embedding_dim > 0 && o.encoder_hidden > 0 && o.decoder_hidden > 0 &&
            o.attention_dim > 0 && o.source_vocabulary_size > 0 && o.target_vocabulary_size > 0,
        "every size must be positive");
  check(batch_size > 0, fmt::format("the batch size must be positive, got {}", batch_size));
  check(lengths.source >= 0 && lengths.decoder_steps >= 0 &&
            lengths.attended_source >= lengths.source,
        fmt::format("lengths must be >= 0 with Sa >= S, got S {}, Sa {}, T {}", lengths.source,
                    lengths.attended_source, lengths.decoder_steps));

  const double E = static_cast<double>(o.embedding_dim), H = static_cast<double>(o.encoder_hidden),
               K = 2 * H, Hd = static_cast<double>(o.decoder_hidden),
               A = static_cast<double>(o.attention_dim),
               Vt = static_cast<double>(o.target_vocabulary_size);
  const double S = lengths.source, Sa = lengths.attended_source, T = lengths.decoder_steps;

  FlopCount count;
  count.batch_size = batch_size;
  count.parameters = bahdanau_parameter_count(o);
  auto& layers = count.layers;
  layers.push_back({"encoder.embedding", "0 (lookup)", 0, 0});
  layers.push_back({"encoder.rnn", "2 dir x S x [2 x 3H (E + H) matmul + 16 H]",
                    2 * S * 2 * 3 * H * (E + H), 2 * S * kGruElementwisePerUnit * H});
  layers.push_back({"encoder.bridge", "2 H Hd + 2 Hd (bias, tanh)", 2 * H * Hd, 2 * Hd});
  layers.push_back(
      {"decoder.attention.key", "2 Sa K A + Sa A (bias), once", 2 * Sa * K * A, Sa * A});
  layers.push_back({"decoder.embedding", "0 (lookup)", 0, 0});
  layers.push_back({"decoder.attention.query", "T x 2 Hd A", T * 2 * Hd * A, 0});
  layers.push_back({"decoder.attention.score", "T x [2 Sa A (v) + 2 Sa A (add, tanh)]",
                    T * 2 * Sa * A, T * 2 * Sa * A});
  layers.push_back({"decoder.attention.softmax", "T x 5 Sa", 0, T * kSoftmaxPerPosition * Sa});
  layers.push_back({"decoder.attention.context", "T x 2 Sa K", T * 2 * Sa * K, 0});
  layers.push_back({"decoder.rnn", "T x [2 x 3Hd (E + K + Hd) matmul + 16 Hd]",
                    T * 2 * 3 * Hd * (E + K + Hd), T * kGruElementwisePerUnit * Hd});
  layers.push_back(
      {"decoder.output", "T x [2 (Hd + K + E) Vt + Vt (bias)]", T * 2 * (Hd + K + E) * Vt, T * Vt});
  layers.push_back({"loss (log_softmax + pick)", "T x 5 Vt", 0, T * kLogSoftmaxPerClass * Vt});
  for (const auto& layer : layers) {
    count.forward_matmul += layer.matmul;
    count.forward_elementwise += layer.elementwise;
  }
  count.optimizer_per_example = (kClipPerParameter + kAdamPerParameter) *
                                static_cast<double>(count.parameters) /
                                static_cast<double>(batch_size);
  return count;
}

FlopCount bahdanau_inference_flops(const Seq2SeqOptions& o, const SequenceLengths& lengths) {
  auto count = bahdanau_flops(o, lengths, 1);  // the same checks, the layers to replace
  const double H = static_cast<double>(o.encoder_hidden), K = 2 * H,
               Hd = static_cast<double>(o.decoder_hidden),
               Vt = static_cast<double>(o.target_vocabulary_size);
  const double S = lengths.source, T = lengths.decoder_steps;
  for (auto& layer : count.layers) {
    if (layer.layer == "encoder.embedding") {
      layer = {"encoder.embedding", "0 (folded into the input table)", 0, 0};
    } else if (layer.layer == "encoder.rnn") {
      layer = {"encoder.rnn", "2 dir x S x [2 x 3H H matmul + 16 H + 3H (table row)]",
               2 * S * 2 * 3 * H * H, 2 * S * (kGruElementwisePerUnit * H + 3 * H)};
    } else if (layer.layer == "decoder.rnn") {
      layer = {"decoder.rnn", "T x [2 x 3Hd (K + Hd) matmul + 16 Hd]", T * 2 * 3 * Hd * (K + Hd),
               T * kGruElementwisePerUnit * Hd};
    } else if (layer.layer == "decoder.output") {
      layer = {"decoder.output", "T x [2 (Hd + K) Vt matmul + Vt (table row)]",
               T * 2 * (Hd + K) * Vt, T * Vt};
    } else if (layer.layer == "loss (log_softmax + pick)") {
      layer = {"choice (max + log_softmax)", "T x 5 Vt", 0, T * kLogSoftmaxPerClass * Vt};
    }
  }
  count.forward_matmul = count.forward_elementwise = 0;
  for (const auto& layer : count.layers) {
    count.forward_matmul += layer.matmul;
    count.forward_elementwise += layer.elementwise;
  }
  count.optimizer_per_example = 0;
  count.inference = true;
  return count;
}

LengthStatistics length_statistics(const std::vector<Example>& examples, int64_t batch_size,
                                   int64_t bucket_batches, uint64_t seed, int64_t batches,
                                   const Vocabulary* target_vocabulary) {
  LengthStatistics statistics;
  statistics.examples = static_cast<int64_t>(examples.size());
  if (examples.empty()) return statistics;
  std::vector<double> source(examples.size()), steps(examples.size());
  double source_sum = 0, steps_sum = 0;
  for (size_t i = 0; i < examples.size(); ++i) {
    source[i] = static_cast<double>(count_characters(examples[i].source));
    const auto target_tokens = target_vocabulary != nullptr
                                   ? target_vocabulary->encode(examples[i].target).size()
                                   : count_characters(examples[i].target);
    steps[i] = static_cast<double>(target_tokens + 1);
    source_sum += source[i];
    steps_sum += steps[i];
  }
  const auto n = static_cast<double>(examples.size());
  statistics.mean = {source_sum / n, source_sum / n, steps_sum / n};

  BatchSchedule schedule(source_lengths(examples), batch_size, seed, bucket_batches);
  if (batches <= 0) batches = schedule.batches_per_epoch();
  double packed = 0, widest = 0, longest = 0;
  for (int64_t step = 0; step < batches; ++step) {
    double batch_source = 0, batch_widest = 0, batch_longest = 0;
    const auto indices = schedule.indices_for_step(step);
    for (const size_t index : indices) {
      batch_source += source[index];
      batch_widest = std::max(batch_widest, source[index]);
      batch_longest = std::max(batch_longest, steps[index]);
    }
    packed += batch_source / static_cast<double>(indices.size());
    widest += batch_widest;
    longest += batch_longest;
  }
  const auto b = static_cast<double>(batches);
  statistics.padded = {packed / b, widest / b, longest / b};
  statistics.batches = batches;
  return statistics;
}

std::string flop_table(const FlopCount& count, const SequenceLengths& lengths) {
  std::string text =
      count.inference ? fmt::format(
                            "FLOPs of one input (multiply-add = 2) at S {:.2f}, T {:.2f}; {} "
                            "parameters\n",
                            lengths.source, lengths.decoder_steps, count.parameters)
                      : fmt::format(
                            "FLOPs of one example (multiply-add = 2; backward = 2 x forward) at S "
                            "{:.2f}, Sa {:.2f}, T {:.2f}; {} parameters, batch {}\n",
                            lengths.source, lengths.attended_source, lengths.decoder_steps,
                            count.parameters, count.batch_size);
  text += fmt::format("{:<28} {:>12} {:>12}  {}\n", "layer (forward)", "matmul", "elementwise",
                      "formula");
  for (const auto& layer : count.layers) {
    text += fmt::format("{:<28} {:>12.0f} {:>12.0f}  {}\n", layer.layer, layer.matmul,
                        layer.elementwise, layer.formula);
  }
  text += fmt::format("{:<28} {:>12.0f} {:>12.0f}  total {:.0f}\n", "forward", count.forward_matmul,
                      count.forward_elementwise, count.forward());
  if (count.inference) return text;
  text += fmt::format("{:<28} {:>12.0f} {:>12.0f}  16 P / batch\n", "optimizer (clip + Adam)", 0.0,
                      count.optimizer_per_example);
  text += fmt::format("{:<28} {:>12.0f} {:>12.0f}  total {:.0f} (3 x forward + optimizer)\n",
                      "training", count.training_matmul(),
                      count.training() - count.training_matmul(), count.training());
  return text;
}

std::string flop_json(const FlopCount& count, const SequenceLengths& lengths) {
  nlohmann::json layers = nlohmann::json::array();
  for (const auto& layer : count.layers) {
    layers.push_back({{"layer", layer.layer},
                      {"formula", layer.formula},
                      {"matmul", layer.matmul},
                      {"elementwise", layer.elementwise}});
  }
  const nlohmann::json json = {{"parameters", count.parameters},
                               {"batch_size", count.batch_size},
                               {"lengths",
                                {{"source", lengths.source},
                                 {"attended_source", lengths.attended_source},
                                 {"decoder_steps", lengths.decoder_steps}}},
                               {"layers", layers},
                               {"forward_matmul", count.forward_matmul},
                               {"forward_elementwise", count.forward_elementwise},
                               {"forward", count.forward()},
                               {"optimizer_per_example", count.optimizer_per_example},
                               {"training_matmul", count.training_matmul()},
                               {"training", count.training()}};
  return json.dump();
}

}  // namespace dates
