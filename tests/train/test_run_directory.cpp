// The run directory's files: a complete staged last/ (last.new.<pid>/, what a run killed at its
// first rename into last/ leaves) is found by a resume and kept by remove_leftovers; an
// incomplete one is a leftover.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <torch/types.h>

#include <filesystem>
#include <string>

#include "dates/io/safetensors.h"
#include "dates/train/run_directory.h"

using namespace dates;
namespace fs = std::filesystem;

namespace {

fs::path fresh_run(const std::string& name) {
  const auto directory =
      fs::temp_directory_path() / ("dates-test-run-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(directory);
  fs::create_directories(directory);
  return directory;
}

// A pair as the trainer stamps it: both files carry the step and the run id.
void write_pair(const fs::path& directory, const std::string& model_step,
                const std::string& optimizer_step, const std::string& run_id = "0123456789abcdef") {
  fs::create_directories(directory);
  safetensors::save((directory / "model.safetensors").string(), {{"w", torch::zeros({2})}},
                    {{"step", model_step}, {"run_id", run_id}});
  safetensors::save((directory / "optimizer.safetensors").string(), {},
                    {{"step", optimizer_step}, {"run_id", run_id}});
}

}  // namespace

TEST_CASE("a complete last.new.* is the state of a run killed before its first last/",
          "[run-directory]") {
  const auto run = fresh_run("staged");
  write_pair(run / "last.new.4242", "2", "2");
  // An older complete one and an incomplete newer one (stamps of different steps).
  write_pair(run / "last.new.17", "1", "1");
  write_pair(run / "last.new.99", "4", "3");
  CHECK(last_state_directory(run.string()) == (run / "last.new.4242").string());
  CHECK(run_files(run.string()) == std::vector<std::string>{"last.new.4242"});
  remove_leftovers(run.string());
  // Kept as last/, the others removed.
  CHECK(last_state_directory(run.string()) == (run / "last").string());
  CHECK(safetensors::inspect((run / "last/model.safetensors").string()).size() == 1);
  CHECK_FALSE(fs::exists(run / "last.new.4242"));
  CHECK_FALSE(fs::exists(run / "last.new.17"));
  CHECK_FALSE(fs::exists(run / "last.new.99"));
  fs::remove_all(run);
}

TEST_CASE("a staged pair that is not complete is never taken for a state", "[run-directory]") {
  const auto run = fresh_run("incomplete");
  SECTION("one file missing") {
    write_pair(run / "last.new.1", "2", "2");
    fs::remove(run / "last.new.1/optimizer.safetensors");
  }
  SECTION("different run ids") {
    write_pair(run / "last.new.1", "2", "2");
    safetensors::save((run / "last.new.1/optimizer.safetensors").string(), {},
                      {{"step", "2"}, {"run_id", "another"}});
  }
  SECTION("a file that is not safetensors") {
    write_pair(run / "last.new.1", "2", "2");
    fs::resize_file(run / "last.new.1/model.safetensors", 20);
  }
  CHECK_THROWS_WITH(last_state_directory(run.string()), Catch::Contains("holds no last/"));
  CHECK(run_files(run.string()).empty());
  remove_leftovers(run.string());
  CHECK_FALSE(fs::exists(run / "last.new.1"));
  CHECK_FALSE(fs::exists(run / "last"));
  fs::remove_all(run);
}

TEST_CASE("with last/ in place a staged pair is a leftover", "[run-directory]") {
  const auto run = fresh_run("leftover");
  write_pair(run / "last", "4", "4");
  write_pair(run / "last.new.5", "6", "6");
  CHECK(last_state_directory(run.string()) == (run / "last").string());
  remove_leftovers(run.string());
  CHECK_FALSE(fs::exists(run / "last.new.5"));
  CHECK(fs::exists(run / "last/model.safetensors"));
  fs::remove_all(run);
}

TEST_CASE("a shared hold on the run lock is refused while a training holds it",
          "[run-directory][lock]") {
  const auto run = fresh_run("lock");
  // No lock file: no training has run here, nothing to refuse.
  CHECK_NOTHROW(SharedRunLock(run.string(), "writing the calibrated threshold"));
  {
    const RunLock training(run.string());
    CHECK_THROWS_WITH(SharedRunLock(run.string(), "writing the calibrated threshold"),
                      Catch::Contains(run.string()) &&
                          Catch::Contains("pid " + std::to_string(::getpid())) &&
                          Catch::Contains("writing the calibrated threshold"));
  }
  // Released: the lock file stays, the hold is granted, and a training waits for it.
  {
    const SharedRunLock calibrating(run.string(), "writing the calibrated threshold");
    CHECK_THROWS_WITH(RunLock(run.string()), Catch::Contains("in use"));
  }
  CHECK_NOTHROW(RunLock(run.string()));
  fs::remove_all(run);
}
