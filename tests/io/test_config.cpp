// Tests for the typed experiment configuration (dates/io/config.h): defaults, the committed
// configs, precedence (defaults < file < overrides), every error message, and the YAML round trip.
#include <sys/stat.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "dates/io/config.h"

using Catch::Contains;
using dates::apply_override;
using dates::apply_override_assignment;
using dates::config_from_yaml_text;
using dates::config_keys;
using dates::config_value;
using dates::ConfigError;
using dates::ExperimentConfig;
using dates::load_config;
using dates::to_yaml;
using dates::validate;

namespace {

std::string config_path(const std::string& name) {
  return std::string(DATES_SOURCE_DIR) + "/configs/" + name;
}

// A YAML file under the system temp directory, removed again at the end of the scope.
class TempYaml {
 public:
  explicit TempYaml(const std::string& contents) {
    static int counter = 0;
    path_ = (std::filesystem::temp_directory_path() /
             ("dates_test_config_" + std::to_string(::getpid()) + "_" + std::to_string(counter++) +
              ".yaml"))
                .string();
    std::ofstream out(path_, std::ios::binary | std::ios::trunc);
    out << contents;
    REQUIRE(out.good());
  }
  ~TempYaml() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  TempYaml(const TempYaml&) = delete;
  TempYaml& operator=(const TempYaml&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Field-by-field comparison through the key table, so a failure names the key.
void require_same_config(const ExperimentConfig& actual, const ExperimentConfig& expected) {
  for (const auto& key : config_keys()) {
    INFO("key " << key.name);
    REQUIRE(config_value(actual, key.name) == config_value(expected, key.name));
  }
  REQUIRE(actual == expected);
}

// A configuration with every key changed from its default.
ExperimentConfig every_key_changed() {
  ExperimentConfig c;
  c.data.train = "some dir/train: v2.tsv";
  c.data.valid = "null";
  c.data.test = "#not a comment";
  c.data.max_source_length = 80;
  c.data.max_target_length = 12;
  c.data.normalize = "none";
  c.data.valid_examples = 1000;
  c.data.order_control = true;
  c.data.default_order = "ymd";
  c.data.min_character_count = 3;
  c.data.target_tokens = "digit_pairs";
  c.model.attention = "luong-local-p";
  c.model.embedding_dim = 17;
  c.model.encoder_hidden = 33;
  c.model.decoder_hidden = 65;
  c.model.attention_dim = 31;
  c.model.input_feeding = false;
  c.model.local_window = 7;
  c.training.seed = 18446744073709551615ull;
  c.training.threads = 4;
  c.training.device = "cuda:1";
  c.training.batch_size = 7;
  c.training.bucket_batches = 5;
  c.training.optimizer = "sgd";
  c.training.learning_rate = 1e-4;
  c.training.lr_decay_to = 0.25;
  c.training.gradient_clip = 0.1 + 0.2;  // 0.30000000000000004
  c.training.ema_decay = 0.9995;
  c.training.teacher_forcing = 1.0 / 3.0;
  c.training.eval_every = 123;
  c.training.log_every = 1;
  c.training.target_exact_match = 0.975;
  c.training.max_steps = 1;
  c.training.world_size = 7;  // batch_size 7 splits into 7 shards of 1
  c.training.rank = 6;
  c.training.master = "[::1]:1234";
  c.training.distributed_timeout_seconds = 2.5;
  c.training.allreduce_bucket_mb = 0.5;
  c.training.output_dir = "runs/with 'quotes' and \"double\"";
  return c;
}

}  // namespace

TEST_CASE("config: defaults are the documented values and valid", "[config]") {
  const ExperimentConfig c;
  CHECK(c.data.train == "data/train.tsv");
  CHECK(c.data.valid == "data/valid.tsv");
  CHECK(c.data.test == "data/test.tsv");
  CHECK(c.data.max_source_length == 64);
  CHECK(c.data.max_target_length == 16);
  CHECK(c.data.normalize == "dates");
  CHECK(c.data.valid_examples == 0);
  CHECK(c.model.attention == "bahdanau");
  CHECK(c.model.embedding_dim == 32);
  CHECK(c.model.encoder_hidden == 64);
  CHECK(c.model.decoder_hidden == 128);
  CHECK(c.model.attention_dim == 64);
  CHECK(c.model.input_feeding == true);
  CHECK(c.model.local_window == 4);
  CHECK(c.training.seed == 1);
  CHECK(c.training.threads == 1);
  CHECK(c.training.device == "cpu");
  CHECK(c.training.batch_size == 64);
  CHECK(c.training.optimizer == "adam");
  CHECK(c.training.learning_rate == 3e-3);
  CHECK(c.training.gradient_clip == 1.0);
  CHECK(c.training.teacher_forcing == 1.0);
  CHECK(c.training.eval_every == 200);
  CHECK(c.training.log_every == 50);
  CHECK(c.training.target_exact_match == 0.999);
  CHECK(c.training.max_steps == 3000);
  CHECK(c.training.output_dir == "runs/bahdanau");
  CHECK_NOTHROW(validate(c));
  CHECK(c == ExperimentConfig{});
}

TEST_CASE("config: the key table lists every key once, in section order", "[config]") {
  const auto keys = config_keys();
  REQUIRE(keys.size() == 39);
  std::set<std::string> names;
  for (const auto& key : keys) {
    INFO(key.name);
    CHECK(names.insert(key.name).second);
    CHECK(!key.type.empty());
    CHECK(!key.help.empty());
  }
  CHECK(keys.front().name == "data.train");
  CHECK(keys[10].name == "data.target_tokens");
  CHECK(keys[10].allowed == "one of characters, digit_pairs");
  CHECK(keys[11].name == "model.attention");
  CHECK(keys.back().name == "training.output_dir");
  CHECK(keys[11].allowed ==
        "one of bahdanau, luong-dot, luong-general, luong-concat, luong-local-p, "
        "luong-local-m, none");
  CHECK(keys[11].default_value == "bahdanau");
  const ExperimentConfig defaults;
  for (const auto& key : keys) CHECK(key.default_value == config_value(defaults, key.name));
  CHECK(config_value(defaults, "training.learning_rate") == "0.003");
  CHECK(config_value(defaults, "training.batch_size") == "64");

  const std::string help = dates::config_help();
  for (const auto& key : keys) CHECK_THAT(help, Contains(key.name));
  CHECK_THAT(help, Contains("default 0.003"));
  CHECK_THAT(help, Contains("one of adam, sgd"));
}

TEST_CASE("config: configs/bahdanau.yaml lists every key with the default value", "[config]") {
  const std::string path = config_path("bahdanau.yaml");
  const ExperimentConfig c = load_config(path);
  CHECK_NOTHROW(validate(c));
  require_same_config(c, ExperimentConfig{});
  const YAML::Node root = YAML::LoadFile(path);
  for (const auto& key : config_keys()) {
    const auto dot = key.name.find('.');
    INFO(key.name);
    CHECK(root[key.name.substr(0, dot)][key.name.substr(dot + 1)].IsScalar());
  }
}

TEST_CASE("config: configs/tiny.yaml loads the small fast settings", "[config]") {
  const ExperimentConfig c = load_config(config_path("tiny.yaml"));
  CHECK_NOTHROW(validate(c));
  ExperimentConfig expected;
  expected.data.valid_examples = 500;
  expected.model.embedding_dim = 16;
  expected.model.encoder_hidden = 32;
  expected.model.decoder_hidden = 64;
  expected.model.attention_dim = 32;
  expected.training.batch_size = 64;
  expected.training.learning_rate = 0.005;
  expected.training.eval_every = 100;
  expected.training.max_steps = 3000;
  expected.training.target_exact_match = 0.97;
  expected.training.output_dir = "runs/tiny";
  require_same_config(c, expected);
}

TEST_CASE("config: a file overrides the defaults and leaves other keys alone", "[config]") {
  TempYaml file(
      "# partial config\n"
      "model:\n"
      "  decoder_hidden: 256\n"
      "training:\n"
      "  learning_rate: 1e-4\n"
      "  device: cuda:0\n"
      "  seed: 42\n"
      "data:\n"
      "  normalize: none\n");
  const ExperimentConfig c = load_config(file.path());
  ExperimentConfig expected;
  expected.model.decoder_hidden = 256;
  expected.training.learning_rate = 1e-4;
  expected.training.device = "cuda:0";
  expected.training.seed = 42;
  expected.data.normalize = "none";
  require_same_config(c, expected);
}

TEST_CASE("config: empty documents and empty sections give the defaults", "[config]") {
  require_same_config(config_from_yaml_text("", "empty"), ExperimentConfig{});
  require_same_config(config_from_yaml_text("# only a comment\n", "comment"), ExperimentConfig{});
  require_same_config(config_from_yaml_text("model:\ntraining:\n", "empty sections"),
                      ExperimentConfig{});
}

TEST_CASE("config: precedence is defaults, then file, then overrides", "[config]") {
  TempYaml file(
      "training:\n"
      "  batch_size: 16\n"
      "  learning_rate: 0.01\n"
      "  eval_every: 10\n");
  ExperimentConfig c = load_config(file.path());
  CHECK(c.training.batch_size == 16);
  apply_override(c, "training.batch_size", "32");
  apply_override_assignment(c, "training.learning_rate=0.0005");
  apply_override_assignment(c, "model.attention=bahdanau");
  apply_override_assignment(c, "training.output_dir=runs/a=b");  // split at the first '='
  CHECK(c.training.batch_size == 32);                            // override beats file
  CHECK(c.training.learning_rate == 0.0005);                     // override beats file
  CHECK(c.training.eval_every == 10);                            // file beats default
  CHECK(c.training.max_steps == 3000);                           // default
  CHECK(c.training.output_dir == "runs/a=b");
  // The last override of a key wins.
  apply_override(c, "training.batch_size", "8");
  CHECK(c.training.batch_size == 8);
  CHECK_NOTHROW(validate(c));
}

TEST_CASE("config: unknown section and unknown key name the file, line and allowed names",
          "[config]") {
  {
    TempYaml file(
        "data:\n"
        "  train: data/train.tsv\n"
        "trainig:\n"
        "  batch_size: 3\n");
    REQUIRE_THROWS_AS(load_config(file.path()), ConfigError);
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(file.path() + ":3: unknown section 'trainig'") &&
                            Contains("allowed sections: data, model, training") &&
                            Contains("did you mean 'training'?"));
  }
  {
    TempYaml file(
        "# comment line\n"
        "model:\n"
        "  attention: bahdanau\n"
        "\n"
        "training:\n"
        "  seed: 3\n"
        "  batch_szie: 32\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(
            file.path() +
            ":7: unknown key 'training.batch_szie'; allowed keys in "
            "'training': seed, threads, device, batch_size, bucket_batches, optimizer, "
            "learning_rate, lr_decay_to, gradient_clip, ema_decay, teacher_forcing, eval_every, "
            "log_every, target_exact_match, max_steps, world_size, rank, master, "
            "distributed_timeout_seconds, allreduce_bucket_mb, output_dir") &&
            Contains("did you mean 'batch_size'?"));
  }
  {
    // Override: unknown keys list every allowed key.
    ExperimentConfig c;
    REQUIRE_THROWS_AS(apply_override(c, "training.batch_szie", "32"), ConfigError);
    REQUIRE_THROWS_WITH(apply_override(c, "training.batch_szie", "32"),
                        Contains("unknown key 'training.batch_szie'") &&
                            Contains("allowed keys: data.train, data.valid") &&
                            Contains("training.batch_size") && Contains("training.output_dir") &&
                            Contains("did you mean 'training.batch_size'?"));
    REQUIRE_THROWS_WITH(apply_override(c, "batch_size", "32"),
                        Contains("unknown key 'batch_size'") && Contains("allowed keys:"));
    REQUIRE_THROWS_WITH(apply_override_assignment(c, "training.batch_size"),
                        Contains("expected section.key=value, found 'training.batch_size'"));
    REQUIRE_THROWS_WITH(apply_override_assignment(c, "=3"), Contains("expected section.key=value"));
  }
}

TEST_CASE("config: values of the wrong type are rejected with key, line and found text",
          "[config]") {
  {
    TempYaml file(
        "training:\n"
        "  batch_size: sixty\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(file.path() + ":2: training.batch_size must be an integer, found 'sixty'"));
  }
  {
    TempYaml file(
        "training:\n"
        "  seed: 1\n"
        "  learning_rate: fast\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(file.path() + ":3: training.learning_rate must be a finite number") &&
            Contains("found 'fast'"));
  }
  {
    TempYaml file("model:\n  embedding_dim: 32.5\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: model.embedding_dim must be an integer, found '32.5'"));
  }
  {
    TempYaml file("model:\n  embedding_dim: [1, 2]\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: model.embedding_dim must be an integer, found a list"));
  }
  {
    TempYaml file("training:\n  output_dir:\n    nested: map\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":3: training.output_dir must be a string, found a map"));
  }
  {
    TempYaml file("training:\n  max_steps:\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: training.max_steps must be an integer, found nothing"));
  }
  {
    TempYaml file("training:\n  seed: -1\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: training.seed must be a non-negative integer, found '-1'"));
  }
  {
    TempYaml file("training:\n  max_steps: 99999999999999999999\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: training.max_steps must be an integer between"));
  }
  {
    TempYaml file("training:\n  learning_rate: .nan\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains("training.learning_rate must be a finite number"));
  }
  // The same parsing from override text.
  ExperimentConfig c;
  REQUIRE_THROWS_WITH(apply_override(c, "training.batch_size", "sixty"),
                      Contains("training.batch_size must be an integer, found 'sixty'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.batch_size", ""),
                      Contains("training.batch_size must be an integer, found ''"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.batch_size", "32x"),
                      Contains("training.batch_size must be an integer, found '32x'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.teacher_forcing", "inf"),
                      Contains("training.teacher_forcing must be a finite number"));
  CHECK(c == ExperimentConfig{});  // failed overrides change nothing
}

TEST_CASE("config: out-of-range and not-allowed values name the constraint", "[config]") {
  {
    TempYaml file(
        "model:\n"
        "  attention: luong\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(file.path() + ":2: model.attention must be one of bahdanau, luong-dot"));
  }
  {
    TempYaml file("training:\n  batch_size: 0\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: training.batch_size must be in 1 .. 65536, found '0'"));
  }
  {
    TempYaml file("training:\n  teacher_forcing: 1.5\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":2: training.teacher_forcing must be in [0, 1], found '1.5'"));
  }
  {
    TempYaml file("training:\n  device: gpu\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(":2: training.device must be cpu, cuda, cuda:N or auto, found 'gpu'"));
  }
  ExperimentConfig c;
  REQUIRE_THROWS_WITH(apply_override(c, "training.target_exact_match", "0"),
                      Contains("training.target_exact_match must be in (0, 1], found '0'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.learning_rate", "-0.1"),
                      Contains("training.learning_rate must be > 0, found '-0.1'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.gradient_clip", "-1"),
                      Contains("training.gradient_clip must be >= 0, found '-1'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.optimizer", "rmsprop"),
                      Contains("training.optimizer must be one of adam, sgd, found 'rmsprop'"));
  REQUIRE_THROWS_WITH(
      apply_override(c, "data.normalize", "upper"),
      Contains("data.normalize must be one of dates, lower, fold, spaces, none, found 'upper'"));
  REQUIRE_THROWS_WITH(apply_override(c, "data.default_order", "dym"),
                      Contains("data.default_order must be one of mdy, dmy, ymd, found 'dym'"));
  REQUIRE_THROWS_WITH(apply_override(c, "data.min_character_count", "0"),
                      Contains("data.min_character_count must be >= 1, found '0'"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.lr_decay_to", "1.5"),
                      Contains("training.lr_decay_to must be in [0, 1], found '1.5'"));
  // An average that never moves from the initial weights is refused.
  REQUIRE_THROWS_WITH(apply_override(c, "training.ema_decay", "1"),
                      Contains("training.ema_decay must be in [0, 1), found '1'"));
  REQUIRE_THROWS_WITH(apply_override(c, "data.valid_examples", "-1"),
                      Contains("data.valid_examples must be >= 0, found '-1'"));
  REQUIRE_THROWS_WITH(apply_override(c, "data.max_source_length", "0"),
                      Contains("data.max_source_length must be in 1 .. 10000"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.threads", "0"),
                      Contains("training.threads must be in 1 .. 256"));
  REQUIRE_THROWS_WITH(apply_override(c, "training.output_dir", ""),
                      Contains("training.output_dir must be non-empty"));
  for (const char* device : {"cuda:", "cuda:x", "cuda:-1", "CPU", "cuda0", "cuda:1:2"}) {
    INFO(device);
    REQUIRE_THROWS_WITH(apply_override(c, "training.device", device),
                        Contains("training.device must be cpu, cuda, cuda:N or auto"));
  }
  CHECK(c == ExperimentConfig{});
  // Boundaries that are allowed.
  apply_override(c, "training.teacher_forcing", "0");
  apply_override(c, "training.target_exact_match", "1");
  apply_override(c, "training.gradient_clip", "0");
  apply_override(c, "data.valid_examples", "0");
  for (const char* device : {"cpu", "cuda", "cuda:0", "cuda:12", "auto"}) {
    apply_override(c, "training.device", device);
    CHECK(c.training.device == device);
  }
  CHECK_NOTHROW(validate(c));
}

TEST_CASE("config: malformed structure and YAML syntax errors", "[config]") {
  {
    TempYaml file(
        "data:\n"
        "  train: data/train.tsv\n"
        "training: 5\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(file.path() + ":3: section 'training' must be a map of key: value pairs, "
                               "found '5'"));
  }
  {
    TempYaml file("model:\n  - embedding_dim\n  - 16\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(":2: section 'model' must be a map of key: value pairs, found a list"));
  }
  {
    TempYaml file("- data\n- model\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":1: expected a map with the sections data, model, training") &&
                            Contains("found a list"));
  }
  {
    TempYaml file(
        "training:\n"
        "  batch_size: 32\n"
        "  eval_every: [1, 2\n"
        "  log_every: 5\n");
    REQUIRE_THROWS_WITH(load_config(file.path()), Contains(file.path() + ":4: YAML syntax error"));
  }
  {
    TempYaml file(
        "training:\n"
        "  batch_size: 32\n"
        "  batch_size: 16\n");
    REQUIRE_THROWS_WITH(
        load_config(file.path()),
        Contains(":3: duplicate key 'training.batch_size' (first given on line 2)"));
  }
  {
    TempYaml file("model:\n  embedding_dim: 8\nmodel:\n  decoder_hidden: 8\n");
    REQUIRE_THROWS_WITH(load_config(file.path()),
                        Contains(":3: duplicate section 'model' (first given on line 1)"));
  }
  REQUIRE_THROWS_WITH(config_from_yaml_text("model:\n  attention: luong\n", "checkpoint metadata"),
                      Contains("checkpoint metadata:2: model.attention must be one of"));
}

TEST_CASE("config: luong-dot needs equal decoder and key widths", "[config]") {
  ExperimentConfig c;
  c.model.attention = "luong-dot";
  CHECK_NOTHROW(validate(c));  // 128 == 2 x 64
  c.model.decoder_hidden = 100;
  REQUIRE_THROWS_WITH(validate(c), Contains("'luong-dot'") &&
                                       Contains("found 100 and 2 x 64 = 128") &&
                                       Contains("luong-general"));
}

TEST_CASE("config: a missing file is named", "[config]") {
  const std::string missing =
      (std::filesystem::temp_directory_path() / "dates_test_config_no_such_file.yaml").string();
  REQUIRE_THROWS_AS(load_config(missing), ConfigError);
  REQUIRE_THROWS_WITH(load_config(missing), Contains("cannot read config file '" + missing + "'") &&
                                                Contains("does not exist"));
  REQUIRE_THROWS_WITH(load_config(std::filesystem::temp_directory_path().string()),
                      Contains("is a directory"));
  // A FIFO is named, not opened (opening it would wait for a writer forever).
  const auto fifo = std::filesystem::temp_directory_path() /
                    ("dates_test_config_fifo_" + std::to_string(::getpid()) + ".yaml");
  std::filesystem::remove(fifo);
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  REQUIRE_THROWS_WITH(load_config(fifo.string()), Contains("is a FIFO"));
  std::filesystem::remove(fifo);
}

TEST_CASE("config: validate checks every key and reports every problem", "[config]") {
  ExperimentConfig c;
  c.training.batch_size = 0;
  c.training.teacher_forcing = -0.5;
  c.training.device = "tpu";
  c.model.attention = "luong";
  c.training.learning_rate = 0.0;
  REQUIRE_THROWS_AS(validate(c), ConfigError);
  REQUIRE_THROWS_WITH(validate(c),
                      Contains("invalid configuration") &&
                          Contains("training.batch_size must be in 1 .. 65536, found '0'") &&
                          Contains("training.teacher_forcing must be in [0, 1], found '-0.5'") &&
                          Contains("training.device must be cpu, cuda, cuda:N or auto") &&
                          Contains("model.attention must be one of bahdanau, luong-dot") &&
                          Contains("found 'luong'") &&
                          Contains("training.learning_rate must be > 0, found '0.0'"));
  ExperimentConfig d;
  d.training.target_exact_match = 1.01;
  REQUIRE_THROWS_WITH(validate(d), Contains("training.target_exact_match must be in (0, 1]"));
  d = ExperimentConfig{};
  d.training.eval_every = 0;
  REQUIRE_THROWS_WITH(validate(d), Contains("training.eval_every must be >= 1"));
  d = ExperimentConfig{};
  d.training.gradient_clip = -1.0;
  REQUIRE_THROWS_WITH(validate(d), Contains("training.gradient_clip must be >= 0"));
  d = ExperimentConfig{};
  d.training.threads = 0;
  REQUIRE_THROWS_WITH(validate(d), Contains("training.threads must be in 1 .. 256"));
}

TEST_CASE("config: to_yaml round-trips every key exactly", "[config]") {
  SECTION("defaults") {
    const ExperimentConfig c;
    require_same_config(config_from_yaml_text(to_yaml(c), "round trip"), c);
  }
  SECTION("every key changed, awkward strings and doubles") {
    const ExperimentConfig c = every_key_changed();
    CHECK_NOTHROW(validate(c));
    for (const auto& key : config_keys()) {
      INFO(key.name);
      if (key.name != "model.attention") {
        CHECK(config_value(c, key.name) != key.default_value);
      }
    }
    const std::string yaml = to_yaml(c);
    INFO(yaml);
    const ExperimentConfig back = config_from_yaml_text(yaml, "round trip");
    require_same_config(back, c);
    CHECK(back.training.learning_rate == 1e-4);
    CHECK(back.training.gradient_clip == 0.1 + 0.2);
    CHECK(back.training.teacher_forcing == 1.0 / 3.0);
    CHECK(back.training.seed == 18446744073709551615ull);
    // And it is a fixed point.
    CHECK(to_yaml(back) == yaml);
  }
  SECTION("doubles are written in shortest exact form") {
    ExperimentConfig c;
    c.training.learning_rate = 0.003;
    CHECK_THAT(to_yaml(c), Contains("  learning_rate: 0.003\n"));
    c.training.learning_rate = 1e-4;
    c.training.lr_decay_to = 0.25;
    CHECK_THAT(to_yaml(c), Contains("  learning_rate: 0.0001\n"));
    CHECK(config_from_yaml_text(to_yaml(c), "rt").training.learning_rate == 1e-4);
    c.training.learning_rate = 0.003;
    CHECK(config_from_yaml_text(to_yaml(c), "rt").training.learning_rate == 0.003);
    // Integral doubles keep a ".0"; huge and tiny ones use exponents; all parse back exactly.
    CHECK_THAT(to_yaml(c), Contains("  gradient_clip: 1.0\n"));
    for (double value : {1.0, 2.5e-7, 1e20, 123456789.0, 0.1 + 0.2, 5e-324}) {
      INFO(value);
      c.training.gradient_clip = value;
      CHECK(config_from_yaml_text(to_yaml(c), "rt").training.gradient_clip == value);
    }
    // Parsing from text is exact too.
    apply_override(c, "training.learning_rate", "1e-4");
    CHECK(c.training.learning_rate == 1e-4);
    apply_override(c, "training.learning_rate", "0.003");
    CHECK(c.training.learning_rate == 0.003);
  }
}

TEST_CASE("config: to_yaml writes every key in table order under its section", "[config]") {
  const std::string yaml = to_yaml(ExperimentConfig{});
  CHECK(yaml.rfind("data:\n  train: data/train.tsv\n", 0) == 0);
  CHECK_THAT(yaml, Contains("\nmodel:\n  attention: bahdanau\n"));
  CHECK_THAT(yaml, Contains("\ntraining:\n  seed: 1\n"));
  std::size_t position = 0;
  for (const auto& key : config_keys()) {
    const std::string line =
        "  " + key.name.substr(key.name.find('.') + 1) + ": " + key.default_value + "\n";
    INFO(line);
    const std::size_t found = yaml.find(line, position);
    REQUIRE(found != std::string::npos);
    position = found + line.size();
  }
}

TEST_CASE("config: every size is bounded where it is read", "[config][bounds]") {
  // Before the fix each of these was accepted and exhausted the machine (threads, allocations)
  // or turned into a zero timeout.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"training.threads=100000", "training.threads must be in 1 .. 256"},
      {"data.max_target_length=1000000", "data.max_target_length must be in 1 .. 1000"},
      {"data.max_source_length=100000000", "data.max_source_length must be in 1 .. 10000"},
      {"model.encoder_hidden=1000000000", "model.encoder_hidden must be in 1 .. 4096"},
      {"model.embedding_dim=8000", "model.embedding_dim must be in 1 .. 4096"},
      {"model.decoder_hidden=8000", "model.decoder_hidden must be in 1 .. 4096"},
      {"model.attention_dim=8000", "model.attention_dim must be in 1 .. 4096"},
      {"training.batch_size=100000000", "training.batch_size must be in 1 .. 65536"},
      {"training.world_size=100000", "training.world_size must be in 1 .. 1024"},
      {"training.distributed_timeout_seconds=1e-9",
       "training.distributed_timeout_seconds must be in [0.1, 86400]"},
      {"training.distributed_timeout_seconds=1e12",
       "training.distributed_timeout_seconds must be in [0.1, 86400]"},
      {"training.allreduce_bucket_mb=1e9", "training.allreduce_bucket_mb must be in [0.001, 4096]"},
      {"training.learning_rate=nan", "training.learning_rate must be a finite number"},
  };
  for (const auto& [assignment, message] : cases) {
    INFO(assignment);
    ExperimentConfig config;
    REQUIRE_THROWS_WITH(apply_override_assignment(config, assignment), Contains(message));
  }
  // The same bounds hold for a checkpoint's config, which is read by the same table.
  REQUIRE_THROWS_WITH(config_from_yaml_text("model:\n  decoder_hidden: 8000\n", "checkpoint"),
                      Contains("checkpoint:2: model.decoder_hidden must be in 1 .. 4096"));
}
