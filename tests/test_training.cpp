// End to end: training reaches the milestone on held-out data; same seed, same losses; a resumed
// run continues exactly where an uninterrupted one would have been.
#include <torch/torch.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "dates/checkpoint.h"
#include "dates/config.h"
#include "dates/data.h"
#include "dates/evaluation.h"
#include "dates/safetensors.h"
#include "dates/training.h"
#include "tensor_matchers.h"

using namespace dates;

namespace {

std::filesystem::path fresh_directory(const std::string& name) {
  const auto directory = std::filesystem::temp_directory_path() /
                         ("dates-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  return directory;
}

ExperimentConfig tiny_config(const std::filesystem::path& output) {
  auto config = load_config(testing::source_path("configs/tiny.yaml"));
  config.training.output_dir = output.string();
  config.training.threads = 1;
  return config;
}

// A short run: few steps, frequent checkpoints, a little valid data.
ExperimentConfig short_config(const std::filesystem::path& output, int64_t max_steps) {
  auto config = tiny_config(output);
  config.training.max_steps = max_steps;
  config.training.eval_every = 10;
  config.training.log_every = 10;
  config.data.valid_examples = 50;
  config.training.target_exact_match = 1.0;
  return config;
}

}  // namespace

TEST_CASE("the tiny config trains to exact match >= 0.97 on the held-out test split",
          "[training][end-to-end]") {
  const auto output = fresh_directory("end-to-end");
  const auto config = tiny_config(output);
  const auto summary = train(config, {});
  REQUIRE(summary.reached_target);
  REQUIRE(summary.best_valid_exact_match >= 0.97);

  // The best checkpoint alone is enough to translate the test split, which training never read.
  auto bundle = load_model((output / "model.safetensors").string(), torch::kCPU);
  ReadOptions options;
  options.normalize = bundle.config.data.normalize;
  const auto test = read_examples(testing::source_path("data/test.tsv"), options);
  const Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                              bundle.config.data.max_target_length, torch::kCPU};
  const auto result = evaluate(translator, test);
  INFO("test exact match " << result.exact_match() << " (" << result.correct << "/" << result.total
                           << ")");
  REQUIRE(result.total == 5000);
  REQUIRE(result.exact_match() >= 0.97);

  // The run directory holds what training.h promises, with readable metrics.
  for (const auto* name : {"model.safetensors", "last/model.safetensors",
                           "last/optimizer.safetensors", "metrics.jsonl", "config.yaml"}) {
    CHECK(std::filesystem::exists(output / name));
  }
  std::ifstream metrics(output / "metrics.jsonl");
  std::string first_line;
  std::getline(metrics, first_line);
  CHECK_THAT(first_line, Catch::Contains("\"loss\"") && Catch::Contains("\"examples_per_second\""));
  std::filesystem::remove_all(output);
}

TEST_CASE("the same seed and thread count give the same losses, bit for bit",
          "[training][determinism]") {
  const auto first = train(short_config(fresh_directory("determinism-a"), 20), {});
  const auto second = train(short_config(fresh_directory("determinism-b"), 20), {});
  REQUIRE(first.losses.size() == 20);
  REQUIRE(first.losses == second.losses);
  auto other_seed_config = short_config(fresh_directory("determinism-c"), 20);
  other_seed_config.training.seed = 2;
  REQUIRE(train(other_seed_config, {}).losses != first.losses);
}

TEST_CASE("a run stopped and resumed gives the losses of a run not stopped", "[training][resume]") {
  const auto uninterrupted = train(short_config(fresh_directory("resume-full"), 30), {});
  REQUIRE(uninterrupted.losses.size() == 30);

  const auto directory = fresh_directory("resume-split");
  const auto first_half = train(short_config(directory, 20), {});
  TrainingOptions resume;
  resume.resume_directory = directory.string();
  const auto second_half = train(short_config(directory, 30), resume);
  REQUIRE(second_half.losses.size() == 10);
  const std::vector<double> expected(uninterrupted.losses.begin() + 20, uninterrupted.losses.end());
  REQUIRE(second_half.losses == expected);
  REQUIRE(second_half.steps == 30);

  // The final weights agree too.
  const auto resumed = safetensors::load((directory / "last/model.safetensors").string());
  const auto reference = safetensors::load(
      (std::filesystem::temp_directory_path() /
       ("dates-test-resume-full-" + std::to_string(::getpid())) / "last/model.safetensors")
          .string());
  REQUIRE(resumed.tensors.size() == reference.tensors.size());
  for (size_t i = 0; i < resumed.tensors.size(); ++i) {
    testing::require_bitwise_equal(resumed.tensors[i].second, reference.tensors[i].second,
                                   resumed.tensors[i].first);
  }
}

TEST_CASE(
    "a resume that would change the model, the data or the optimizer is refused and "
    "leaves the run as it was",
    "[training][resume]") {
  const auto directory = fresh_directory("resume-refused");
  train(short_config(directory, 10), {});
  const auto read = [](const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  const auto last_before = read(directory / "last/model.safetensors");
  const auto config_before = read(directory / "config.yaml");
  const auto metrics_before = read(directory / "metrics.jsonl");
  TrainingOptions resume;
  resume.resume_directory = directory.string();

  auto wider = short_config(directory, 20);
  wider.model.encoder_hidden = 48;  // tiny.yaml: 32
  REQUIRE_THROWS_WITH(train(wider, resume),
                      Catch::Contains("model.encoder_hidden: '32' in the run, '48' now") &&
                          Catch::Contains("training.max_steps"));
  auto other_optimizer = short_config(directory, 20);
  other_optimizer.training.optimizer = "sgd";
  other_optimizer.model.attention = "luong-general";
  REQUIRE_THROWS_WITH(train(other_optimizer, resume),
                      Catch::Contains("training.optimizer: 'adam' in the run, 'sgd' now") &&
                          Catch::Contains("model.attention: 'bahdanau' in the run") &&
                          Catch::Contains("changed keys"));
  CHECK(read(directory / "last/model.safetensors") == last_before);
  CHECK(read(directory / "config.yaml") == config_before);
  CHECK(read(directory / "metrics.jsonl") == metrics_before);

  auto other_data = short_config(directory, 20);
  other_data.data.train = testing::source_path("data/broad/train.tsv");
  REQUIRE_THROWS_WITH(train(other_data, resume), Catch::Contains("data.train: '"));
  CHECK(read(directory / "last/model.safetensors") == last_before);

  // What only says how long, where and how often may change; the same training file by another
  // path is the same data.
  auto longer = short_config(directory, 20);
  longer.data.train = std::filesystem::absolute(longer.data.train).string();
  longer.training.log_every = 5;
  longer.data.valid_examples = 40;
  CHECK(train(longer, resume).steps == 20);
  std::filesystem::remove_all(directory);
}
