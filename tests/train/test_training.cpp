// End to end: training reaches the milestone on held-out data; same seed, same losses; a resumed
// run continues exactly where an uninterrupted one would have been.
#include <torch/types.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

#include <csignal>

#include "dates/data/data.h"
#include "dates/eval/evaluation.h"
#include "dates/io/config.h"
#include "dates/io/safetensors.h"
#include "dates/model/checkpoint.h"
#include "dates/train/run_directory.h"
#include "dates/train/training.h"
#include "reserved_port.h"
#include "run_fixtures.h"
#include "tensor_matchers.h"

using namespace dates;
using testing::fresh_directory;
using testing::short_config;
using testing::tiny_config;

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

TEST_CASE("2 worker threads train like 1: the same losses to float rounding, bit for bit again",
          "[training][determinism][workers]") {
  // The rows of a step are split between the workers and their gradients summed in block order
  // (core/workers.h, forward_backward in training.cpp): the same sums in another order.
  const auto one = train(short_config(fresh_directory("workers-1"), 20), {});
  auto two_config = short_config(fresh_directory("workers-2a"), 20);
  two_config.training.threads = 2;
  const auto two = train(two_config, {});
  two_config.training.output_dir = fresh_directory("workers-2b").string();
  const auto again = train(two_config, {});
  REQUIRE(two.losses.size() == one.losses.size());
  REQUIRE(two.losses == again.losses);
  for (size_t step = 0; step < one.losses.size(); ++step) {
    INFO("step " << step + 1);
    CHECK(two.losses[step] == Approx(one.losses[step]).epsilon(1e-4));
  }
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
  // The best so far and its step carry over the resume: the best model file's own step.
  CHECK(second_half.best_valid_exact_match == uninterrupted.best_valid_exact_match);
  CHECK(second_half.best_step == uninterrupted.best_step);
  CHECK(second_half.best_step ==
        load_model((directory / "model.safetensors").string(), torch::kCPU).step);
  INFO("best step " << uninterrupted.best_step);
  CHECK(uninterrupted.best_step < 30);  // else the two checks above could not see a lost step

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

namespace {

std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("a fresh run refuses a directory that holds another run unless told to overwrite",
          "[training][run-directory]") {
  const auto directory = fresh_directory("owned");
  train(short_config(directory, 10), {});
  const auto best_before = file_bytes(directory / "model.safetensors");
  const auto metrics_before = file_bytes(directory / "metrics.jsonl");

  // Before the fix, this second run kept the first one's best model and reported it as its own.
  auto other = short_config(directory, 10);
  other.training.seed = 7;
  REQUIRE_THROWS_WITH(train(other, {}), Catch::Contains("holds another run") &&
                                            Catch::Contains("model.safetensors") &&
                                            Catch::Contains("--overwrite"));
  CHECK(file_bytes(directory / "model.safetensors") == best_before);
  CHECK(file_bytes(directory / "metrics.jsonl") == metrics_before);

  TrainingOptions overwrite;
  overwrite.overwrite = true;
  const auto summary = train(other, overwrite);
  CHECK(summary.steps == 10);
  CHECK(file_bytes(directory / "model.safetensors") != best_before);
  // Only this run's lines are left in the metrics.
  std::ifstream metrics(directory / "metrics.jsonl");
  int lines = 0;
  for (std::string line; std::getline(metrics, line);) ++lines;
  CHECK(lines == 2);  // one log line and one evaluation at step 10
  std::filesystem::remove_all(directory);
}

TEST_CASE("a run directory is locked while a training writes it", "[training][run-directory]") {
  const auto directory = fresh_directory("locked");
  const RunLock held(directory.string());
  // flock locks belong to open file descriptions, so a second lock conflicts in one process too.
  REQUIRE_THROWS_WITH(RunLock(directory.string()),
                      Catch::Contains("in use by another training") &&
                          Catch::Contains("pid " + std::to_string(::getpid())));
  REQUIRE_THROWS_WITH(train(short_config(directory, 10), {}),
                      Catch::Contains("in use by another training"));
  CHECK(!std::filesystem::exists(directory / "metrics.jsonl"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("last/ is replaced whole, and a crash leaves the previous complete pair",
          "[training][run-directory]") {
  const auto directory = fresh_directory("last-unit");
  const auto write_pair = [&](const std::string& text) {
    replace_last_state(directory.string(), [&](const std::string& staging) {
      std::ofstream(std::filesystem::path(staging) / "model.safetensors") << text;
      std::ofstream(std::filesystem::path(staging) / "optimizer.safetensors") << text;
    });
  };
  write_pair("one");
  write_pair("two");
  CHECK(file_bytes(directory / "last/model.safetensors") == "two");
  CHECK(file_bytes(directory / "last/optimizer.safetensors") == "two");
  CHECK(!std::filesystem::exists(directory / "last.old"));
  CHECK(run_files(directory.string()) == std::vector<std::string>{"last"});

  // A crash between the two renames of the fallback path: last/ gone, last.old/ complete, a
  // staging directory and a temporary file left over.
  std::filesystem::rename(directory / "last", directory / "last.old");
  std::filesystem::create_directories(directory / "last.new.12345");
  std::ofstream(directory / "model.safetensors.tmp.999") << "partial";
  CHECK(last_state_directory(directory.string()) == (directory / "last.old").string());
  remove_leftovers(directory.string());
  CHECK(!std::filesystem::exists(directory / "last.new.12345"));
  CHECK(!std::filesystem::exists(directory / "model.safetensors.tmp.999"));
  CHECK(std::filesystem::exists(directory / "last.old"));  // the only complete pair: kept
  std::filesystem::remove_all(directory / "last.old");
  REQUIRE_THROWS_WITH(last_state_directory(directory.string()),
                      Catch::Contains("holds no last/ checkpoint"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("a resume refuses a last/ whose model and optimizer come from different steps",
          "[training][resume]") {
  const auto directory = fresh_directory("mixed-last");
  train(short_config(directory, 10), {});
  const auto step_10_optimizer = file_bytes(directory / "last/optimizer.safetensors");
  TrainingOptions resume;
  resume.resume_directory = directory.string();
  train(short_config(directory, 20), resume);
  // The state a full disk or a crash between two renames used to leave: model of step 20,
  // optimizer of step 10. Before the fix this resumed silently.
  std::ofstream(directory / "last/optimizer.safetensors", std::ios::binary) << step_10_optimizer;
  REQUIRE_THROWS_WITH(train(short_config(directory, 30), resume),
                      Catch::Contains("last/ is not one state") &&
                          Catch::Contains("model is step 20") &&
                          Catch::Contains("optimizer step 10"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("a stop request ends the step, saves last/, and the resumed run loses nothing",
          "[training][signals]") {
  const auto reference = train(short_config(fresh_directory("stop-full"), 30), {});
  const auto directory = fresh_directory("stop-split");
  TrainingOptions stopping;
  int polls = 0;
  // The stop arrives during step 13, between two evaluations (eval_every 10).
  stopping.stop_requested = [&polls] { return ++polls >= 13 ? SIGTERM : 0; };
  const auto first = train(short_config(directory, 30), stopping);
  CHECK(first.stopped_by_signal == SIGTERM);
  REQUIRE(first.steps == 13);
  const auto saved = load_model((directory / "last/model.safetensors").string(), torch::kCPU);
  CHECK(saved.step == 13);  // before the fix, steps 11-13 were lost (last/ was from step 10)
  CHECK(file_bytes(directory / "metrics.jsonl").find("\"stopped_by\":\"SIGTERM\"") !=
        std::string::npos);

  TrainingOptions resume;
  resume.resume_directory = directory.string();
  const auto second = train(short_config(directory, 30), resume);
  CHECK(second.stopped_by_signal == 0);
  std::vector<double> losses = first.losses;
  losses.insert(losses.end(), second.losses.begin(), second.losses.end());
  REQUIRE(losses == reference.losses);
  std::filesystem::remove_all(directory);
}

TEST_CASE("a checkpoint's metadata and config are checked before a model is built",
          "[training][checkpoint]") {
  const auto directory = fresh_directory("metadata");
  train(short_config(directory, 10), {});
  const auto path = (directory / "model.safetensors").string();
  const auto good = safetensors::load(path);
  const auto rewrite = [&](const std::string& key, const std::string& value) {
    auto metadata = good.metadata;
    metadata[key] = value;
    const auto bad = (directory / ("bad-" + key + ".safetensors")).string();
    safetensors::save(bad, good.tensors, metadata);
    return bad;
  };
  for (const auto& [key, value] :
       std::vector<std::pair<std::string, std::string>>{{"step", "nan"},
                                                        {"step", "-5"},
                                                        {"step", "1e300"},
                                                        {"step", "2.5"},
                                                        {"valid_exact_match", "nan"},
                                                        {"valid_exact_match", "1.5"},
                                                        {"best_valid_exact_match", "-inf"},
                                                        {"min_confidence", "nan"}}) {
    INFO(key << " = " << value);
    CHECK_THROWS_AS(load_model(rewrite(key, value), torch::kCPU), CheckpointError);
  }

  // A config that claims sizes its tensors do not have: refused by name and shape, without
  // allocating the claimed model (hidden 4000: about 0.5 GB of parameters).
  auto config_text = good.metadata.at("config");
  const auto at = config_text.find("encoder_hidden: 32");
  REQUIRE(at != std::string::npos);
  config_text.replace(at, 18, "encoder_hidden: 4000");
  struct rusage before {
  }, after{};
  getrusage(RUSAGE_SELF, &before);
  REQUIRE_THROWS_WITH(
      load_model(rewrite("config", config_text), torch::kCPU),
      Catch::Contains("encoder.rnn.weight_ih_l0") && Catch::Contains("needs Float [12000, 16]"));
  getrusage(RUSAGE_SELF, &after);
  CHECK(after.ru_maxrss - before.ru_maxrss < 100 * 1024);  // KiB: less than 100 MB more

  // NaN weights.
  auto tensors = good.tensors;
  tensors[0].second = tensors[0].second.clone();
  tensors[0].second.view(-1)[0] = std::nan("");
  const auto nan_path = (directory / "nan.safetensors").string();
  safetensors::save(nan_path, tensors, good.metadata);
  REQUIRE_THROWS_WITH(load_model(nan_path, torch::kCPU),
                      Catch::Contains(tensors[0].first) && Catch::Contains("NaN"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("a stop on one rank stops every rank after the same step, rank 0 saving last/",
          "[training][distributed][signals]") {
  const auto directory = fresh_directory("stop-world");
  const ReservedPort reserved;
  const auto port = reserved.port();
  TrainingSummary summaries[2];
  std::string errors[2];
  std::vector<std::thread> ranks;
  for (int rank = 0; rank < 2; ++rank) {
    ranks.emplace_back([&, rank] {
      auto config = short_config(directory / ("rank" + std::to_string(rank)), 30);
      config.training.world_size = 2;
      config.training.rank = rank;
      config.training.master = "127.0.0.1:" + std::to_string(port);
      config.training.distributed_timeout_seconds = 30;
      TrainingOptions options;
      int polls = 0;
      // Only rank 1 is signalled, during its 7th step.
      if (rank == 1) options.stop_requested = [&polls] { return ++polls >= 7 ? SIGINT : 0; };
      try {
        summaries[rank] = train(config, options);
      } catch (const std::exception& error) {
        errors[rank] = error.what();
      }
    });
  }
  for (auto& rank : ranks) rank.join();
  REQUIRE(errors[0].empty());
  REQUIRE(errors[1].empty());
  for (int rank = 0; rank < 2; ++rank) {
    CHECK(summaries[rank].stopped_by_signal == SIGINT);
    CHECK(summaries[rank].steps == 7);
  }
  CHECK(load_model((directory / "rank0/last/model.safetensors").string(), torch::kCPU).step == 7);
  CHECK(!std::filesystem::exists(directory / "rank1/last"));  // only rank 0 writes
  std::filesystem::remove_all(directory);
}

TEST_CASE("ranks with different configs are told which keys differ", "[training][distributed]") {
  const auto directory = fresh_directory("disagree");
  const ReservedPort reserved;
  const auto port = reserved.port();

  std::string errors[2];
  std::vector<std::thread> ranks;
  for (int rank = 0; rank < 2; ++rank) {
    ranks.emplace_back([&, rank] {
      auto config = short_config(directory / ("rank" + std::to_string(rank)), 4);
      config.training.world_size = 2;
      config.training.rank = rank;
      config.training.master = "127.0.0.1:" + std::to_string(port);
      config.training.distributed_timeout_seconds = 20;
      if (rank == 1) {
        config.model.encoder_hidden = 48;
        config.training.learning_rate = 0.001;
      }
      try {
        train(config, {});
      } catch (const std::exception& error) {
        errors[rank] = error.what();
      }
    });
  }
  for (auto& rank : ranks) rank.join();
  // Before the fix: "rank 1's configuration differ(s) from rank 0's".
  CHECK_THAT(errors[0], Catch::Contains("model.encoder_hidden and training.learning_rate"));
  std::filesystem::remove_all(directory);
}
