// The LibTorch-free inference runtime (runtime/): the model file read into plain memory and
// greedy decoding, proven against the LibTorch model it replaces (model/, decode/translator.h) on
// real inputs: the committed models (the default, checkpoints/student, and its teacher) on their
// held-out test split and the teacher on the independent real-world strings, and freshly
// initialised random models of other sizes (odd widths, one thread and several, batches of one and
// of many). Refusals name the file and the tensor.
#include <catch2/catch.hpp>

#include <torch/torch.h>

#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "dates/core/source_text.h"
#include "dates/data/reading_order.h"
#include "dates/decode/translator.h"
#include "dates/io/safetensors.h"
#include "dates/model/checkpoint.h"
#include "dates/model/flops.h"
#include "dates/runtime/greedy_engine.h"
#include "dates/runtime/inference_model.h"

using namespace dates;
using Catch::Contains;

namespace {

namespace fs = std::filesystem;

const std::string kSourceDir = DATES_SOURCE_DIR;

// The first `count` sources of a TSV (column 1), normalised as the model's data config says,
// each with the control token of its order column when `orders` (the model's default otherwise).
std::vector<std::string> model_inputs(const std::string& tsv, size_t count, const DataConfig& data,
                                      bool orders) {
  std::ifstream in(kSourceDir + "/" + tsv);
  REQUIRE(in);
  std::vector<std::string> inputs;
  std::string line;
  while (inputs.size() < count && std::getline(in, line)) {
    std::vector<std::string> fields;
    std::stringstream split(line);
    for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
    if (fields.empty()) continue;
    auto source = normalize_text(fields[0], data.normalize);
    if (source.empty() || static_cast<int64_t>(source.size()) > data.max_source_length) continue;
    const auto order = orders && fields.size() >= 4 && !fields[3].empty()
                           ? parse_reading_order(fields[3])
                           : parse_reading_order(data.default_order);
    inputs.push_back(data.order_control ? with_order_control(order, source) : source);
  }
  return inputs;
}

// The runtime's log-probabilities against LibTorch's: float32 sums in another order, and the
// inference rows' tanh and sigmoid (within 5.8e-5 of the functions: tests/nn) through every
// state and score of the decode: within 2e-3, a probability ratio of 1.002 (the largest seen on
// these tests' 1,300 readings: 8.0e-4, 2026-12-05; 1e-4 before, with Eigen's tanh).
constexpr double kLogProbabilityTolerance = 2e-3;

// Every output equal, log-probabilities within `tolerance`; returns how many were compared.
void require_same_translations(ModelBundle& bundle, const InferenceModel& model,
                               const std::vector<std::string>& inputs, int64_t batch_size,
                               int64_t threads, double tolerance) {
  Translator translator{bundle.model,
                        bundle.source_vocabulary,
                        bundle.target_vocabulary,
                        bundle.config.data.max_target_length,
                        torch::kCPU,
                        batch_size};
  const auto expected = translate(translator, inputs);
  const auto actual = greedy_translate(model, inputs, batch_size, threads);
  REQUIRE(actual.size() == expected.size());
  size_t differing = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (actual[i].output != expected[i].output) {
      ++differing;
      UNSCOPED_INFO("input " << i + 1 << " '" << inputs[i] << "': runtime '" << actual[i].output
                             << "', LibTorch '" << expected[i].output << "'");
      continue;
    }
    CHECK(actual[i].finished == expected[i].finished);
    CHECK(actual[i].steps == expected[i].steps);
    CHECK(std::abs(actual[i].log_probability - expected[i].log_probability) <= tolerance);
  }
  CHECK(differing == 0);
}

// A fresh random Bahdanau model of the given sizes saved as a model file; returns its path. With
// `digit_pairs` its target vocabulary holds the hundred digit pairs too.
std::string random_model_file(const fs::path& directory, int64_t embedding, int64_t encoder,
                              int64_t decoder, int64_t attention, uint64_t seed,
                              bool digit_pairs = false) {
  ModelBundle bundle;
  bundle.config.model.attention = "bahdanau";
  bundle.config.model.embedding_dim = embedding;
  bundle.config.model.encoder_hidden = encoder;
  bundle.config.model.decoder_hidden = decoder;
  bundle.config.model.attention_dim = attention;
  bundle.config.data.max_target_length = 12;
  bundle.config.data.normalize = "lower";
  bundle.source_vocabulary = Vocabulary::build({"0123456789 /-.:abcdefghijklmnopqrstuvwxyz"});
  bundle.target_vocabulary = Vocabulary::build({"0123456789-:T"}, 1, digit_pairs);
  torch::manual_seed(seed);
  bundle.model = Seq2Seq(
      model_options(bundle.config.model, bundle.source_vocabulary, bundle.target_vocabulary));
  {
    // Larger weights than the initialisation's, so that outputs vary and do not end at once.
    torch::NoGradGuard no_grad;
    for (auto& parameter : bundle.model->parameters()) parameter.mul_(3.0);
  }
  fs::create_directories(directory);
  const auto path = (directory / ("random-" + std::to_string(seed) + ".safetensors")).string();
  save_model(path, bundle);
  return path;
}

class TempDir {
 public:
  TempDir()
      : path_(fs::temp_directory_path() / ("dates-test-runtime-" + std::to_string(::getpid()) +
                                           "-" + std::to_string(counter_++))) {
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  fs::path path_;
};

}  // namespace

TEST_CASE("the runtime reads the committed models as LibTorch does, on their held-out test split",
          "[runtime]") {
  // The default model (the student) and its teacher, the real-world model.
  const auto name = GENERATE(as<std::string>{}, "student", "real");
  INFO("checkpoints/" << name);
  const auto checkpoint = kSourceDir + "/checkpoints/" + name;
  auto bundle = load_model(model_file_of(checkpoint), torch::kCPU);
  const auto model = load_inference_model(checkpoint);
  CHECK(model.config == bundle.config);
  CHECK(model.source_vocabulary.tokens() == bundle.source_vocabulary.tokens());
  CHECK(model.target_vocabulary.tokens() == bundle.target_vocabulary.tokens());
  CHECK(model.min_confidence == bundle.min_confidence);
  CHECK(model.calibration == bundle.calibration);
  const auto inputs = model_inputs("data/real/test.tsv", 600, bundle.config.data, true);
  REQUIRE(inputs.size() == 600);
  require_same_translations(bundle, model, inputs, /*batch_size=*/64, /*threads=*/1,
                            kLogProbabilityTolerance);
  // The same on packed float products (the default on a CPU with AVX2 and without AVX-512 VNNI).
  auto packed = model;
  use_packed_float_products(packed);
  REQUIRE(packed.packed_float != nullptr);
  require_same_translations(bundle, packed, inputs, /*batch_size=*/64, /*threads=*/1,
                            kLogProbabilityTolerance);
}

TEST_CASE("the runtime reads the independent real-world strings as LibTorch does, on threads",
          "[runtime]") {
  const auto checkpoint = kSourceDir + "/checkpoints/real";
  auto bundle = load_model(model_file_of(checkpoint), torch::kCPU);
  const auto model = load_inference_model(checkpoint);
  auto inputs = model_inputs("data/real-world/times.tsv", 300, bundle.config.data, false);
  const auto dates_only =
      model_inputs("data/real-world/real-world.tsv", 300, bundle.config.data, false);
  inputs.insert(inputs.end(), dates_only.begin(), dates_only.end());
  require_same_translations(bundle, model, inputs, /*batch_size=*/37, /*threads=*/3,
                            kLogProbabilityTolerance);
  // One input alone (a batch of one, no padding) is the same reading as in a batch.
  const auto alone = greedy_translate(model, {inputs[5]}, 1, 1);
  const auto batched = greedy_translate(model, inputs, 256, 2);
  CHECK(alone[0].output == batched[5].output);
  CHECK(std::abs(alone[0].log_probability - batched[5].log_probability) <= 1e-4);
}

TEST_CASE("int8 products read the real-world strings as float products do, nearly always",
          "[runtime][int8]") {
  // The default model on the independent real-world strings, dates and date-times: float
  // products (proven equal to LibTorch above) against the same model with int8 products.
  const auto checkpoint = kSourceDir + "/checkpoints/student";
  const auto model = load_inference_model(checkpoint);
  auto quantised = model;
  use_int8_products(quantised);
  REQUIRE(quantised.int8 != nullptr);
  auto inputs = model_inputs("data/real-world/times.tsv", 851, model.config.data, false);
  const auto dates_only =
      model_inputs("data/real-world/real-world.tsv", 819, model.config.data, false);
  inputs.insert(inputs.end(), dates_only.begin(), dates_only.end());
  const auto floats = greedy_translate(model, inputs, 64, 2);
  const auto int8s = greedy_translate(quantised, inputs, 64, 2);
  size_t same = 0;
  std::vector<double> differences;  // of the log-probabilities, where the outputs agree
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (floats[i].output != int8s[i].output) {
      UNSCOPED_INFO("'" << inputs[i] << "': float '" << floats[i].output << "' (p "
                        << std::exp(floats[i].log_probability) << "), int8 '" << int8s[i].output
                        << "' (p " << std::exp(int8s[i].log_probability) << ")");
      continue;
    }
    ++same;
    differences.push_back(std::abs(floats[i].log_probability - int8s[i].log_probability));
  }
  REQUIRE(!differences.empty());
  std::sort(differences.begin(), differences.end());
  const double p99 = differences[differences.size() * 99 / 100];
  INFO(same << " of " << inputs.size() << " the same; log-probability differences: 99th "
            << "percentile " << p99 << ", largest " << differences.back());
  // Measured here (AVX-512 VNNI, 2026-12-02, `dates translate --compute-type float32|int8 --order
  // mdy` on the same lines): 1670 of 1670 the same, 99th percentile 0.046, largest 0.17 (the
  // student before it, E32 H64 Hd128 A64: 1669, 0.029, 0.15). The bounds leave room for another
  // CPU, not for a broken quantisation (without the offset correction nearly nothing reads the
  // same).
  CHECK(double(same) / double(inputs.size()) >= 0.995);
  CHECK(p99 <= 0.1);
  CHECK(differences.back() <= 1.0);
}

TEST_CASE("engines kept between calls in a pool read the same bits as fresh ones",
          "[runtime][int8]") {
  // A reader keeps its engines between pieces of a stream: their buffers, grown by earlier
  // batches (longer inputs, wider batches), must not change a later reading. Each call with the
  // pool against the same call with fresh engines: the same bits.
  const auto model =
      std::make_shared<InferenceModel>(load_inference_model(kSourceDir + "/checkpoints/student"));
  GreedyEnginePool engines(model);
  const auto long_inputs =
      model_inputs("data/real-world/times.tsv", 200, model->config.data, false);
  const auto short_inputs =
      model_inputs("data/real-world/real-world.tsv", 150, model->config.data, false);
  struct Call {
    const std::vector<std::string>* inputs;
    int64_t batch_size, threads;
  };
  for (const auto& call : std::vector<Call>{{&long_inputs, 64, 2},
                                            {&short_inputs, 7, 1},
                                            {&short_inputs, 64, 2},
                                            {&long_inputs, 3, 2}}) {
    INFO("batch " << call.batch_size << ", threads " << call.threads);
    const auto fresh = greedy_translate(*model, *call.inputs, call.batch_size, call.threads);
    const auto pooled =
        greedy_translate(*model, *call.inputs, call.batch_size, call.threads, nullptr, &engines);
    REQUIRE(pooled.size() == fresh.size());
    size_t differ = 0;
    for (size_t i = 0; i < fresh.size(); ++i) {
      differ += pooled[i].output != fresh[i].output ||
                pooled[i].log_probability != fresh[i].log_probability ||
                pooled[i].steps != fresh[i].steps;
    }
    CHECK(differ == 0);
    // Every engine given back, and no more than were in use at once.
    CHECK(engines.idle() >= 1);
    CHECK(engines.idle() <= 2);
  }
  // A pool serves the model it was made for only.
  const auto other = load_inference_model(kSourceDir + "/checkpoints/student");
  CHECK_THROWS_WITH(greedy_translate(other, short_inputs, 8, 1, nullptr, &engines),
                    Contains("another model"));
}

TEST_CASE("a row's reading does not depend on the rows decoded beside it, nor on the threads",
          "[runtime][int8]") {
  // The same inputs in batches of 7 on one thread and of 64 on two: other neighbours, other
  // tile shapes in the int8 products (the default on AVX-512 VNNI) and in the packed float
  // products (the default on AVX2), other pieces of the decoder; the same bits. (OpenBLAS's float
  // products change their kernels with the batch's shape: equal within float rounding, as the
  // tests above check.)
  const auto checkpoint = kSourceDir + "/checkpoints/student";
  for (const bool int8 : {true, false}) {
    INFO((int8 ? "int8 products" : "packed float products"));
    auto model = load_inference_model(checkpoint);
    if (int8) {
      use_int8_products(model);
      REQUIRE(model.int8 != nullptr);
    } else {
      use_packed_float_products(model);
      REQUIRE(model.packed_float != nullptr);
    }
    const auto inputs = model_inputs("data/real-world/times.tsv", 400, model.config.data, false);
    const auto sevens = greedy_translate(model, inputs, 7, 1);
    const auto sixty_fours = greedy_translate(model, inputs, 64, 2);
    size_t differ = 0;
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (sevens[i].output != sixty_fours[i].output ||
          sevens[i].log_probability != sixty_fours[i].log_probability) {
        UNSCOPED_INFO("'" << inputs[i] << "': " << sevens[i].log_probability << " against "
                          << sixty_fours[i].log_probability);
        ++differ;
      }
    }
    CHECK(differ == 0);
  }
}

TEST_CASE("the runtime matches LibTorch on random models of other sizes", "[runtime]") {
  TempDir directory;
  const std::vector<std::array<int64_t, 4>> sizes = {{5, 7, 9, 3}, {16, 32, 48, 24}, {1, 1, 1, 1}};
  uint64_t seed = 25;
  for (const auto& [embedding, encoder, decoder, attention] : sizes) {
    INFO("E " << embedding << " H " << encoder << " Hd " << decoder << " A " << attention);
    const auto path =
        random_model_file(directory.path(), embedding, encoder, decoder, attention, seed++);
    auto bundle = load_model(path, torch::kCPU);
    auto model = load_inference_model(path);
    const std::vector<std::string> inputs = {
        "1/2/3", "march 4 2015", "x", "2015-03-04 10:30", "12 12 12 12 12 12", "zz:9"};
    require_same_translations(bundle, model, inputs, /*batch_size=*/4, /*threads=*/2,
                              kLogProbabilityTolerance);
    // The same model on packed float products: the same readings within float rounding.
    use_packed_float_products(model);
    REQUIRE(model.packed_float != nullptr);
    require_same_translations(bundle, model, inputs, /*batch_size=*/4, /*threads=*/2,
                              kLogProbabilityTolerance);
  }
  SECTION("with digit pairs among the target's tokens") {
    const auto path = random_model_file(directory.path(), 16, 32, 48, 24, seed, true);
    auto bundle = load_model(path, torch::kCPU);
    const auto model = load_inference_model(path);
    REQUIRE(model.target_vocabulary.has_digit_pairs());
    REQUIRE(model.target_vocabulary.size() == 4 + 13 + 100);
    const std::vector<std::string> inputs = {"1/2/3", "march 4 2015", "2015-03-04 10:30", "zz:9"};
    require_same_translations(bundle, model, inputs, /*batch_size=*/4, /*threads=*/2,
                              kLogProbabilityTolerance);
    // The random model writes pairs: its outputs are longer than its steps.
    size_t characters = 0, steps = 0;
    for (const auto& translation : greedy_translate(model, inputs, 4, 1)) {
      characters += translation.output.size();
      steps += static_cast<size_t>(translation.steps);
    }
    CHECK(characters > steps);
  }
}

TEST_CASE("the runtime counts the work of an input", "[runtime]") {
  TempDir directory;
  const auto model = load_inference_model(random_model_file(directory.path(), 5, 7, 9, 3, 1));
  // By hand for E 5, H 7 (K 14), Hd 9, A 3, Vt 17 (4 specials + 13 characters), S 10, T 4:
  // encoder 2 * 10 * 3 * 49 = 2940, bridge 63, keys 10 * 14 * 3 = 420;
  // a step (3 + 27) * 9 = 270, + 10 * (3 + 14) = 170, + 27 * 14 = 378, + 17 * 23 = 391.
  REQUIRE(model.target_vocabulary_size == 17);
  CHECK(model.multiply_adds(10, 4) == 2940 + 63 + 420 + 4 * (270 + 170 + 378 + 391));
  // `dates flops --inference` counts the same products layer by layer (multiply-add = 2).
  const auto options =
      model_options(model.config.model, model.source_vocabulary, model.target_vocabulary);
  const auto count = bahdanau_inference_flops(options, {10, 10, 4});
  CHECK(count.forward_matmul == 2 * model.multiply_adds(10, 4));
  CHECK(count.inference);
}

TEST_CASE("the runtime refuses what it cannot run, naming the file and the tensor", "[runtime]") {
  TempDir directory;
  const auto path = random_model_file(directory.path(), 5, 7, 9, 3, 2);
  safetensors::Metadata metadata;
  const auto file = safetensors::load(path);
  const auto rewrite = [&](const std::string& name, const torch::Tensor& replacement,
                           const std::string& target) {
    safetensors::NamedTensors tensors;
    for (const auto& [tensor_name, tensor] : file.tensors) {
      if (tensor_name == name && !replacement.defined()) continue;
      tensors.emplace_back(tensor_name, tensor_name == name ? replacement : tensor);
    }
    safetensors::save(target, tensors, file.metadata);
    return target;
  };
  const auto bad = (directory.path() / "bad.safetensors").string();
  SECTION("a wrong shape") {
    rewrite("decoder.attention.v.weight", torch::zeros({1, 4}), bad);
    CHECK_THROWS_WITH(load_inference_model(bad), Contains(bad) &&
                                                     Contains("decoder.attention.v.weight") &&
                                                     Contains("[1, 4]") && Contains("[1, 3]"));
  }
  SECTION("a float64 tensor") {
    rewrite("encoder.bridge.bias", torch::zeros({9}, torch::kFloat64), bad);
    CHECK_THROWS_WITH(load_inference_model(bad), Contains(bad) && Contains("encoder.bridge.bias") &&
                                                     Contains("F64") && Contains("F32 only"));
  }
  SECTION("a missing tensor") {
    rewrite("decoder.output.bias", torch::Tensor(), bad);
    CHECK_THROWS_WITH(load_inference_model(bad),
                      Contains(bad) && Contains("no tensor named 'decoder.output.bias'"));
  }
  SECTION("a non-finite weight") {
    auto weights = torch::zeros({3});
    weights[1] = std::numeric_limits<float>::quiet_NaN();
    rewrite("decoder.attention.key.bias", weights, bad);
    CHECK_THROWS_WITH(load_inference_model(bad),
                      Contains("decoder.attention.key.bias") && Contains("NaN"));
  }
  SECTION("another architecture") {
    auto changed = file.metadata;
    changed["config"].replace(changed["config"].find("attention: bahdanau"),
                              std::string("attention: bahdanau").size(),
                              "attention: luong-general");
    safetensors::save(bad, file.tensors, changed);
    CHECK_THROWS_WITH(load_inference_model(bad), Contains(bad) &&
                                                     Contains("runs Bahdanau models") &&
                                                     Contains("luong-general"));
  }
  SECTION("a file that is not there") {
    CHECK_THROWS_WITH(load_inference_model((directory.path() / "none").string()),
                      Contains("no such file"));
  }
}
