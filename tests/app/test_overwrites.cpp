// Nothing of ours overwrites a model or its data, as a user meets it: an output option naming an
// input of the same command is refused before any work; calibrate changes only the threshold of
// the file it read (owner, mode, unknown metadata and the tensor bytes kept), honours a
// training's lock and refuses too little data; train refuses an output directory holding its
// config; generate replaces only split files it wrote.
#include <sys/stat.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.h"
#include "dates/io/safetensors.h"
#include "dates/train/run_directory.h"

using Catch::Contains;
using command_line::run;
using command_line::scratch;
using command_line::slurp;
namespace fs = std::filesystem;

namespace {

// The first `count` lines of `path` (relative to the source directory) written to `destination`.
void write_head(const std::string& path, size_t count, const std::string& destination) {
  std::ifstream in(std::string(DATES_SOURCE_DIR) + "/" + path);
  std::ofstream out(destination);
  std::string line;
  for (size_t i = 0; i < count && std::getline(in, line); ++i) out << line << '\n';
}

// The bytes after a safetensors header: the tensor data.
std::string data_region(const std::string& contents) {
  uint64_t header_length = 0;
  for (int i = 7; i >= 0; --i) {
    header_length = (header_length << 8) | static_cast<unsigned char>(contents.at(i));
  }
  return contents.substr(8 + header_length);
}

}  // namespace

TEST_CASE("eval refuses an output that is its model or its data, by any path",
          "[cli][overwrites]") {
  const auto directory = scratch("eval-inputs");
  fs::remove_all(directory);
  fs::create_directories(directory);
  const auto model = directory + "/model.safetensors";
  const auto data = directory + "/data.tsv";
  fs::copy_file(std::string(DATES_SOURCE_DIR) + "/checkpoints/bahdanau/model.safetensors", model);
  std::ofstream(data) << "3 march 2015\t2015-03-03\n21 dec 2004\t2004-12-21\n";
  fs::create_symlink("model.safetensors", directory + "/model-link");
  fs::create_hard_link(data, directory + "/data-hard.tsv");
  const auto model_before = slurp(model);
  const auto data_before = slurp(data);
  const std::string command = "eval --checkpoint " + directory + " --data " + data;
  for (const auto& [option, output] : {std::pair<std::string, std::string>{"--mistakes", data},
                                       {"--predictions", directory + "/model-link"},
                                       {"--logits", directory + "/data-hard.tsv"},
                                       {"--mistakes", directory + "/./nothing/../data.tsv"},
                                       {"--report", model}}) {
    INFO(option << " " << output);
    const auto refused = run(command + " " + option + " " + output);
    CHECK(refused.status != 0);
    CHECK_THAT(refused.err, Contains(option) && Contains("would replace the input"));
    // Refused before any work: no score printed.
    CHECK_THAT(refused.out, !Contains("exact match"));
  }
  CHECK(slurp(model) == model_before);
  CHECK(slurp(data) == data_before);
  // Another file is written as before.
  const auto written = run(command + " --predictions " + directory + "/predictions.txt");
  CHECK(written.status == 0);
  CHECK(slurp(directory + "/predictions.txt") == "2015-03-03\n2004-12-21\n");
  fs::remove_all(directory);
}

TEST_CASE("calibrate writes only the threshold into the file it read",
          "[cli][overwrites][calibrate]") {
  const auto directory = scratch("calibrate");
  fs::remove_all(directory);
  fs::create_directories(directory);
  const auto model = directory + "/model.safetensors";
  const auto data = directory + "/valid.tsv";
  write_head("data/valid.tsv", 100, data);
  {
    // A metadata key no program of ours knows.
    auto file = dates::safetensors::load(std::string(DATES_SOURCE_DIR) +
                                         "/checkpoints/bahdanau/model.safetensors");
    file.metadata["provenance"] = "trained by hand, 2026";
    dates::safetensors::save(model, file.tensors, file.metadata);
  }
  ::chmod(model.c_str(), 0640);
  const bool root = ::geteuid() == 0;
  if (root) REQUIRE(::chown(model.c_str(), 4321, 4322) == 0);
  const auto before = slurp(model);

  SECTION("the threshold and its provenance change; owner, mode, other metadata, tensors stay") {
    const auto calibrated =
        run("calibrate --checkpoint " + model + " --data " + data + " --max-error 0.05");
    INFO(calibrated.err);
    REQUIRE(calibrated.status == 0);
    CHECK_THAT(calibrated.out, Contains("saved min_confidence"));
    const auto after = slurp(model);
    CHECK(data_region(after) == data_region(before));
    dates::safetensors::Metadata old_metadata, metadata;
    dates::safetensors::inspect(model, &metadata);
    {
      const auto copy = directory + "/before.safetensors";
      std::ofstream(copy, std::ios::binary) << before;
      dates::safetensors::inspect(copy, &old_metadata);
    }
    CHECK(metadata.at("provenance") == "trained by hand, 2026");
    CHECK(metadata.count("min_confidence") == 1);
    CHECK_THAT(metadata.at("calibration"), Contains("chosen on " + data));
    for (const auto& [key, value] : old_metadata) {
      if (key != "min_confidence" && key != "calibration") CHECK(metadata.at(key) == value);
    }
    struct stat info {};
    REQUIRE(::stat(model.c_str(), &info) == 0);
    CHECK((info.st_mode & 07777) == 0640);
    if (root) {
      CHECK(info.st_uid == 4321);
      CHECK(info.st_gid == 4322);
    }
  }
  SECTION("too little data is refused, the file untouched") {
    write_head("data/valid.tsv", 10, data);
    const auto refused = run("calibrate --checkpoint " + model + " --data " + data);
    CHECK(refused.status != 0);
    CHECK_THAT(refused.err, Contains("10 lines") && Contains("at least 600"));
    CHECK(slurp(model) == before);
  }
  SECTION("the model given as its own data is refused") {
    fs::create_symlink("model.safetensors", directory + "/link.tsv");
    const auto refused =
        run("calibrate --checkpoint " + directory + " --data " + directory + "/link.tsv");
    CHECK(refused.status != 0);
    CHECK_THAT(refused.err, Contains("would replace the input"));
    CHECK(slurp(model) == before);
  }
  SECTION("a training holding the directory's lock is honoured, naming its pid") {
    const dates::RunLock training(directory);
    const auto refused =
        run("calibrate --checkpoint " + model + " --data " + data + " --max-error 0.05");
    CHECK(refused.status != 0);
    CHECK_THAT(refused.err, Contains("in use by a training (pid " + std::to_string(::getpid())));
    CHECK(slurp(model) == before);
  }
  fs::remove_all(directory);
}

TEST_CASE("train refuses an output directory that holds its own config", "[cli][overwrites]") {
  const auto directory = scratch("train-config-inside");
  fs::remove_all(directory);
  fs::create_directories(directory);
  fs::copy_file(std::string(DATES_SOURCE_DIR) + "/configs/tiny.yaml", directory + "/config.yaml");
  const auto config = slurp(directory + "/config.yaml");
  const auto refused = run("train --config " + directory + "/config.yaml --output-dir " +
                           directory + " --overwrite --max-steps 1 --skip-test");
  CHECK(refused.status != 0);
  CHECK_THAT(refused.err, Contains("config.yaml") && Contains("would replace the input"));
  CHECK(slurp(directory + "/config.yaml") == config);
  fs::remove_all(directory);
}

TEST_CASE("generate replaces only the split files it wrote unless --overwrite",
          "[cli][overwrites][generate]") {
  const auto directory = scratch("generate-own");
  fs::remove_all(directory);
  fs::create_directories(directory);
  const std::string command =
      "generate --output-dir " + directory + " --train 50 --valid 10 --test 10 --seed ";
  // A hand-written split.
  std::ofstream(directory + "/valid.tsv") << "my own line\t2015-03-03\n";
  const auto refused = run(command + "1");
  CHECK(refused.status != 0);
  CHECK_THAT(refused.err, Contains(directory + "/valid.tsv") && Contains("--overwrite") &&
                              Contains("not written by dates generate"));
  CHECK(slurp(directory + "/valid.tsv") == "my own line\t2015-03-03\n");
  CHECK_FALSE(fs::exists(directory + "/train.tsv"));
  // Told to: replaced. Its own files are then replaced without being told.
  REQUIRE(run(command + "1 --overwrite").status == 0);
  CHECK(slurp(directory + "/valid.tsv") != "my own line\t2015-03-03\n");
  REQUIRE(run(command + "2").status == 0);
  const auto second = slurp(directory + "/test.tsv");
  // Edited by hand after generate wrote it: refused again.
  std::ofstream(directory + "/test.tsv", std::ios::app) << "edited\t2015-03-03\n";
  const auto edited = run(command + "3");
  CHECK(edited.status != 0);
  CHECK_THAT(edited.err, Contains(directory + "/test.tsv") && Contains("changed since"));
  CHECK(slurp(directory + "/test.tsv") == second + "edited\t2015-03-03\n");
  // A symlink in a split's place is never replaced by a regular file.
  fs::remove(directory + "/train.tsv");
  fs::create_symlink("elsewhere.tsv", directory + "/train.tsv");
  const auto linked = run(command + "3 --overwrite");
  CHECK(linked.status != 0);
  CHECK_THAT(linked.err, Contains("symbolic link"));
  CHECK(fs::is_symlink(directory + "/train.tsv"));
  fs::remove_all(directory);
}
