// Fault injection: training killed at every rename of a checkpoint write (before it and after
// it, with and without the atomic exchange of last/) always resumes to the losses of a run never
// stopped. The shim tests/fault/rename_fault.cpp is LD_PRELOADed into `dates train`.
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_runner.h"

using command_line::scratch;
using command_line::slurp;

namespace {

// step -> loss of every log line of a run's metrics.jsonl.
std::map<int64_t, double> losses_of(const std::string& run_directory) {
  std::map<int64_t, double> losses;
  std::ifstream in(run_directory + "/metrics.jsonl");
  for (std::string line; std::getline(in, line);) {
    const auto entry = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (entry.is_object() && entry.contains("loss")) {
      losses[entry["step"].get<int64_t>()] = entry["loss"].get<double>();
    }
  }
  return losses;
}

int run_dates(const std::string& arguments, const std::string& environment) {
  const std::string command = std::string("cd '") + DATES_SOURCE_DIR + "' && " + environment +
                              " '" + DATES_BINARY + "' " + arguments + " > /dev/null 2> '" +
                              scratch("fault-stderr") + "'";
  const int raw = std::system(command.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

std::string train_arguments(const std::string& run_directory) {
  return "train --config configs/tiny.yaml --output-dir " + run_directory +
         " --max-steps 6 --set training.eval_every=2 --set training.log_every=1 "
         "--set data.valid_examples=20 --skip-test";
}

}  // namespace

TEST_CASE("training killed at any checkpoint rename resumes to the losses of a run never stopped",
          "[faults][training]") {
  const std::string shim = std::string("LD_PRELOAD='") + DATES_FAULT_SHIM + "'";
  const auto reference_directory = scratch("fault-reference");
  const auto log = scratch("fault-renames.log");
  std::filesystem::remove_all(reference_directory);
  std::filesystem::remove(log);
  REQUIRE(run_dates(train_arguments(reference_directory),
                    shim + " DATES_FAULT_LOG='" + log + "'") == 0);
  const auto reference = losses_of(reference_directory);
  REQUIRE(reference.size() == 6);
  // Every rename of the run: config.yaml, and per evaluation the best model, the two files of
  // the staged last/ and its exchange.
  int renames = 0;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) ++renames;
  }
  INFO(slurp(log));
  REQUIRE(renames >= 4);

  for (const bool exchange : {true, false}) {
    for (const bool after : {false, true}) {
      for (int at = 1; at <= renames; ++at) {
        const auto directory = scratch("fault-run");
        std::filesystem::remove_all(directory);
        const std::string faults = shim + " DATES_FAULT_RENAME_AT=" + std::to_string(at) +
                                   (after ? " DATES_FAULT_AFTER=1" : "") +
                                   (exchange ? "" : " DATES_FAULT_NO_EXCHANGE=1");
        INFO("killed " << (after ? "after" : "before") << " rename " << at << " of " << renames
                       << (exchange ? "" : ", without exchange"));
        const int killed = run_dates(train_arguments(directory), faults);
        if (killed == 0) continue;  // this rename did not happen on this path
        REQUIRE(killed == 137);
        // What a user does next: resume if a checkpoint exists, else start again.
        // A staged last.new.PID/ holding both files is complete too (its files are renamed in
        // only when written whole): the state of a run killed at its first last/ rename.
        bool staged = false;
        for (const auto& entry : std::filesystem::directory_iterator(directory)) {
          staged = staged || (entry.path().filename().string().rfind("last.new.", 0) == 0 &&
                              std::filesystem::exists(entry.path() / "model.safetensors") &&
                              std::filesystem::exists(entry.path() / "optimizer.safetensors"));
        }
        const bool resumable = std::filesystem::exists(directory + "/last") ||
                               std::filesystem::exists(directory + "/last.old") || staged;
        const int recovered = resumable
                                  ? run_dates("train --resume " + directory + " --skip-test", "")
                                  : run_dates(train_arguments(directory) + " --overwrite", "");
        INFO(slurp(scratch("fault-stderr")));
        REQUIRE(recovered == 0);
        CHECK(losses_of(directory) == reference);
        // No staging directory or temporary file is left behind.
        for (const auto& entry : std::filesystem::recursive_directory_iterator(directory)) {
          const auto name = entry.path().filename().string();
          CHECK(name.find(".tmp.") == std::string::npos);
          CHECK(name.rfind("last.new.", 0) == std::string::npos);
        }
        std::filesystem::remove_all(directory);
      }
    }
  }
}

TEST_CASE("a run killed at its first last/ rename resumes from the complete last.new.PID/",
          "[faults][training]") {
  const std::string shim = std::string("LD_PRELOAD='") + DATES_FAULT_SHIM + "'";
  const auto reference_directory = scratch("fault-first-reference");
  const auto log = scratch("fault-first-renames.log");
  std::filesystem::remove_all(reference_directory);
  std::filesystem::remove(log);
  REQUIRE(run_dates(train_arguments(reference_directory),
                    shim + " DATES_FAULT_LOG='" + log + "'") == 0);
  const auto reference = losses_of(reference_directory);
  // The first rename of a staged last.new.PID/ into last/ (no last/ exists yet, so it is a
  // plain rename, not the exchange).
  int first_last = 0;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) {
      if (line.find("/last.new.") != std::string::npos && line.size() > 5 &&
          line.compare(line.size() - 5, 5, "/last") == 0) {
        first_last = std::stoi(line);
        break;
      }
    }
  }
  INFO(slurp(log));
  REQUIRE(first_last > 0);
  const auto directory = scratch("fault-first-run");
  std::filesystem::remove_all(directory);
  REQUIRE(run_dates(train_arguments(directory),
                    shim + " DATES_FAULT_RENAME_AT=" + std::to_string(first_last)) == 137);
  // Killed with its only complete state staged.
  CHECK_FALSE(std::filesystem::exists(directory + "/last"));
  CHECK_FALSE(std::filesystem::exists(directory + "/last.old"));
  // The resume finds it (before, "holds no last/ checkpoint") and ends where the reference did.
  const int resumed = run_dates("train --resume " + directory + " --skip-test", "");
  INFO(slurp(scratch("fault-stderr")));
  REQUIRE(resumed == 0);
  CHECK(losses_of(directory) == reference);
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    CHECK(entry.path().filename().string().rfind("last.new.", 0) == std::string::npos);
  }
  std::filesystem::remove_all(directory);
  std::filesystem::remove_all(reference_directory);
}

namespace {

struct SplitSet {
  std::string train, valid, test;
  bool operator==(const SplitSet& other) const {
    return train == other.train && valid == other.valid && test == other.test;
  }
};

SplitSet split_set_in(const std::string& directory) {
  return {slurp(directory + "/train.tsv"), slurp(directory + "/valid.tsv"),
          slurp(directory + "/test.tsv")};
}

std::string generate_arguments(const std::string& directory, int seed) {
  return "generate --output-dir " + directory + " --seed " + std::to_string(seed) +
         " --train 300 --valid 60 --test 60";
}

}  // namespace

TEST_CASE("generate killed at any rename leaves the old split set or the new one decided",
          "[faults][generate]") {
  const std::string shim = std::string("LD_PRELOAD='") + DATES_FAULT_SHIM + "'";
  const auto directory = scratch("fault-splits");
  const auto log = scratch("fault-splits-renames.log");
  std::filesystem::remove_all(directory);
  std::filesystem::remove(log);
  // The sets of seed 1 (in place) and of seed 2 (replacing it).
  REQUIRE(run_dates(generate_arguments(directory, 1), "") == 0);
  const auto old_set = split_set_in(directory);
  REQUIRE(run_dates(generate_arguments(directory, 2), shim + " DATES_FAULT_LOG='" + log + "'") ==
          0);
  const auto new_set = split_set_in(directory);
  REQUIRE_FALSE(old_set == new_set);
  int renames = 0;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) ++renames;
  }
  INFO(slurp(log));
  // At least the three files and a manifest (the set written here stages them, commits the
  // staging directory, then moves the files and the manifest into place: 9).
  REQUIRE(renames >= 4);
  bool saw_decided = false;
  for (const bool after : {false, true}) {
    for (int at = 1; at <= renames; ++at) {
      INFO("killed " << (after ? "after" : "before") << " rename " << at << " of " << renames);
      std::filesystem::remove_all(directory);
      REQUIRE(run_dates(generate_arguments(directory, 1), "") == 0);
      REQUIRE(run_dates(generate_arguments(directory, 2),
                        shim + " DATES_FAULT_RENAME_AT=" + std::to_string(at) +
                            (after ? " DATES_FAULT_AFTER=1" : "")) == 137);
      const bool decided = std::filesystem::exists(directory + "/.dates-splits.commit");
      if (decided) {
        // The new set is decided; until it is complete, readers refuse its files.
        saw_decided = true;
        CHECK(run_dates("eval --checkpoint checkpoints/bahdanau --data " + directory + "/test.tsv",
                        "") != 0);
        CHECK_THAT(slurp(scratch("fault-stderr")), Catch::Contains("half replaced"));
      } else {
        // Not decided: the old set, whole.
        CHECK(split_set_in(directory) == old_set);
      }
      // Any generate into the directory completes what was decided, then writes its own set; the
      // same command gives the new set.
      REQUIRE(run_dates(generate_arguments(directory, 2), "") == 0);
      CHECK(split_set_in(directory) == new_set);
      for (const auto& entry : std::filesystem::directory_iterator(directory)) {
        const auto name = entry.path().filename().string();
        CHECK((name == "train.tsv" || name == "valid.tsv" || name == "test.tsv" ||
               name == ".dates-splits"));
      }
    }
  }
  CHECK(saw_decided);
  std::filesystem::remove_all(directory);
}

TEST_CASE("calibrate refuses to write back a model replaced while it evaluated",
          "[faults][calibrate]") {
  const std::string shim = std::string("LD_PRELOAD='") + DATES_FAULT_SHIM + "'";
  const auto directory = scratch("fault-calibrate");
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  const auto model = directory + "/model.safetensors";
  const std::string source = DATES_SOURCE_DIR;
  std::filesystem::copy_file(source + "/checkpoints/bahdanau/model.safetensors", model);
  {
    std::ifstream in(source + "/data/valid.tsv");
    std::ofstream out(directory + "/valid.tsv");
    std::string line;
    for (int i = 0; i < 100 && std::getline(in, line); ++i) out << line << '\n';
  }
  // While calibrate reads its data (the model already loaded), another model is put in place,
  // as a training or a person would: written beside it and renamed over it.
  const auto replacement = source + "/checkpoints/bahdanau-broad/model.safetensors";
  const std::string replace =
      "cp '" + replacement + "' '" + model + ".new' && mv '" + model + ".new' '" + model + "'";
  const int status = run_dates(
      "calibrate --checkpoint " + model + " --data " + directory + "/valid.tsv --max-error 0.05",
      shim + " DATES_FAULT_OPEN_MATCH=/valid.tsv DATES_FAULT_OPEN_RUN=\"" + replace + "\"");
  const auto message = slurp(scratch("fault-stderr"));
  INFO(message);
  CHECK(status == 1);
  CHECK_THAT(message, Catch::Contains(model) && Catch::Contains("changed since it was read"));
  // The replacement stays (before: calibrate wrote the model it had loaded back over it).
  CHECK(slurp(model) == slurp(replacement));
  std::filesystem::remove_all(directory);
}
