// The `dates` executable as a user meets it: every bad input gives a message that names the
// file, line or key, and a non-zero exit status; good input gives the documented output.
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include "cli_runner.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using Catch::Contains;

namespace {

using testing::Outcome;
using testing::run;
using testing::scratch;
using testing::slurp;

std::string write_scratch(const std::string& name, const std::string& contents) {
  const auto path = scratch(name);
  std::ofstream(path, std::ios::binary) << contents;
  return path;
}

}  // namespace

TEST_CASE("dates prints its version and its subcommands", "[cli]") {
  const auto version = run("--version");
  REQUIRE(version.status == 0);
  REQUIRE_THAT(version.out, Contains("dates 0."));
  const auto help = run("--help");
  REQUIRE(help.status == 0);
  for (const auto* command : {"generate", "train", "eval", "translate", "inspect"}) {
    CHECK_THAT(help.out, Contains(command));
  }
}

TEST_CASE("inspect lists tensors and metadata, or names what is wrong", "[cli][inspect]") {
  const auto good = run("inspect tests/fixtures/additive_attention.safetensors");
  REQUIRE(good.status == 0);
  CHECK_THAT(good.out, Contains("query.weight") && Contains("F32") && Contains("[7, 4]") &&
                           Contains("torch_version"));
  const auto short_file = write_scratch("short.safetensors", "abc");
  const auto bad = run("inspect " + short_file);
  REQUIRE(bad.status != 0);
  CHECK_THAT(bad.err, Contains(short_file) && Contains("8-byte"));
}

TEST_CASE("train rejects bad configs with the key and the allowed values", "[cli][train]") {
  const auto unknown = write_scratch("unknown.yaml", "training:\n  batch_szie: 3\n");
  const auto result = run("train --config " + unknown);
  REQUIRE(result.status == 1);
  CHECK_THAT(result.err,
             Contains(unknown + ":2") && Contains("batch_szie") && Contains("batch_size"));
  const auto bad_value = run("train --config configs/tiny.yaml --set model.attention=luong");
  REQUIRE(bad_value.status == 1);
  CHECK_THAT(bad_value.err, Contains("model.attention") && Contains("bahdanau"));
  const auto bad_override = run("train --config configs/tiny.yaml --max-steps 0");
  REQUIRE(bad_override.status == 1);
  CHECK_THAT(bad_override.err, Contains("training.max_steps"));
  const auto bad_data = write_scratch("bad-data.tsv", "3 march 2015\t2015-03-03\nno tab here\n");
  const auto data_error = run("train --config configs/tiny.yaml --set data.train=" + bad_data +
                              " --output-dir " + scratch("run"));
  REQUIRE(data_error.status == 1);
  CHECK_THAT(data_error.err, Contains(bad_data + ":2") && Contains("no tab"));
}

// The CPU's flags as the kernel reports them, independent of the compiler's cpuid check that
// the program uses.
bool cpu_has(const std::string& flag) {
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);) {
    if (line.rfind("flags", 0) == 0)
      return (line + " ").find(" " + flag + " ") != std::string::npos;
  }
  return false;
}

TEST_CASE("train runs OpenBLAS's AVX kernels where the CPU has them, unless the user chose",
          "[cli][train][blas]") {
  const std::string arguments =
      "train --config configs/tiny.yaml --max-steps 1 --skip-test --output-dir " + scratch("blas");
  const auto chosen = run(arguments);
  REQUIRE(chosen.status == 0);
  REQUIRE_THAT(chosen.err, Contains("[train]"));  // the log, where the kernels are named
  if (chosen.err.find("OpenBLAS kernels") == std::string::npos) {
    WARN("LibTorch's BLAS is not OpenBLAS here: nothing to check");
    return;
  }
  bool avx512 = true;
  for (const auto* flag : {"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"}) {
    avx512 = avx512 && cpu_has(flag);
  }
  if (avx512) {
    CHECK_THAT(chosen.err, Contains("OpenBLAS kernels SkylakeX"));
  } else if (cpu_has("avx2") && cpu_has("fma")) {
    CHECK((chosen.err.find("OpenBLAS kernels Haswell") != std::string::npos ||
           chosen.err.find("OpenBLAS kernels SkylakeX") != std::string::npos ||
           chosen.err.find("OpenBLAS kernels Zen") != std::string::npos));
  }
  const auto forced =
      run("train --config configs/tiny.yaml --max-steps 1 --skip-test "
          "--output-dir " +
              scratch("blas-forced"),
          "", "OPENBLAS_CORETYPE=Prescott");
  REQUIRE(forced.status == 0);
  CHECK_THAT(forced.err, Contains("OpenBLAS kernels Prescott"));
}

TEST_CASE("flops prints the analytic count per layer, as tables or JSON", "[cli][flops]") {
  const auto tables = run("flops --config configs/tiny.yaml");
  REQUIRE(tables.status == 0);
  CHECK_THAT(tables.out, Contains("Useful work") && Contains("Executed work") &&
                             Contains("decoder.attention.score") && Contains("optimizer"));
  const auto json = run("flops --config configs/tiny.yaml --json");
  REQUIRE(json.status == 0);
  CHECK_THAT(json.out, Contains("{\"useful\": {") && Contains("\"parameters\"") &&
                           Contains("\"executed\"") && Contains("\"training\""));
  const auto luong = run("flops --config configs/luong-dot.yaml");
  REQUIRE(luong.status == 1);
  CHECK_THAT(luong.err, Contains("configs/luong-dot.yaml") && Contains("model.attention"));
}

TEST_CASE("translate normalizes input like the training data and reports unseen characters",
          "[cli][translate]") {
  const auto single =
      run("translate --checkpoint checkpoints/bahdanau \"Saturday, August 30 1975\"");
  REQUIRE(single.status == 0);
  CHECK_THAT(single.out, Catch::Matches("1975-08-30\t(0\\.9\\d+|1\\.0000)\n"));
  // One output line per input line, in order, the unreadable one marked.
  const auto lines = run("translate --checkpoint checkpoints/bahdanau --min-confidence 1",
                         "10/8/13\n3 m\xC3\xA4rz 2015\n21 dec 2004\n");
  REQUIRE(lines.status == 1);
  CHECK_THAT(lines.out, Catch::Matches("2013-10-08\t[01]\\.\\d{4}\tlow-confidence\n"
                                       "\t0\\.0000\tunreadable\n"
                                       "2004-12-21\t[01]\\.\\d{4}\tlow-confidence\n"));
  CHECK_THAT(lines.err, Contains("input 2") && Contains("\xC3\xA4") && Contains("never appeared"));
}

TEST_CASE("translate: beam n-best lists, constrained decoding and the heat map",
          "[cli][translate]") {
  const auto nbest = run("translate --checkpoint checkpoints/bahdanau --beam 4 --nbest 3 10/8/13");
  REQUIRE(nbest.status == 0);
  CHECK_THAT(nbest.out, Catch::StartsWith("1\t2013-10-08\t") && Contains("\n2\t") &&
                            Contains("\n3\t") && Catch::EndsWith("\n\n"));
  const auto constrained =
      run("translate --checkpoint checkpoints/bahdanau --constrain --beam 2 \"31 feb 2015\"");
  REQUIRE(constrained.status == 0);
  CHECK_THAT(constrained.out, !Contains("not-a-date"));
  const auto svg = scratch("map.svg");
  const auto drawn =
      run("translate --checkpoint checkpoints/bahdanau --attention " + svg + " \"21 dec 2004\"");
  REQUIRE(drawn.status == 0);
  CHECK_THAT(slurp(svg), Catch::StartsWith("<svg") && Contains("21 dec 2004 -&gt; 2004-12-21"));
  const auto two = run("translate --checkpoint checkpoints/bahdanau --attention " + svg + " a b");
  REQUIRE(two.status == 1);
  CHECK_THAT(two.err, Contains("one input"));
}

TEST_CASE("eval reports exact match and writes mistakes; bad inputs are named", "[cli][eval]") {
  const auto data = write_scratch("eval.tsv", "10/8/13\t2013-10-08\n21 dec 2004\t1999-01-01\n");
  const auto mistakes = scratch("mistakes.tsv");
  const auto result =
      run("eval --checkpoint checkpoints/bahdanau --data " + data + " --mistakes " + mistakes);
  REQUIRE(result.status == 0);
  CHECK_THAT(result.out, Contains("exact match 0.5000 (1/2)"));
  CHECK_THAT(slurp(mistakes), Contains("2\t21 dec 2004\t1999-01-01\t2004-12-21"));
  // Without --mistakes nothing is written beside the model (a read-only model directory works).
  const auto model_directory = scratch("model-directory");
  std::filesystem::remove_all(model_directory);
  std::filesystem::create_directories(model_directory);
  std::filesystem::copy_file(
      std::string(DATES_SOURCE_DIR) + "/checkpoints/bahdanau/model.safetensors",
      model_directory + "/model.safetensors");
  const auto unasked = run("eval --checkpoint " + model_directory + " --data " + data);
  REQUIRE(unasked.status == 0);
  CHECK_THAT(unasked.out, Contains("exact match 0.5000 (1/2)") && Contains("--mistakes FILE"));
  CHECK(std::distance(std::filesystem::directory_iterator(model_directory),
                      std::filesystem::directory_iterator{}) == 1);
  std::filesystem::remove_all(model_directory);
  const auto report_dir = scratch("report");
  const auto reported = run("eval --checkpoint checkpoints/bahdanau --data " + data +
                            " --mistakes " + mistakes + " --report " + report_dir);
  REQUIRE(reported.status == 0);
  const auto html = slurp(report_dir + "/index.html");
  CHECK_THAT(html, Contains("id=\"exact-match\"") && Contains("id=\"learning-curve\"") &&
                       Contains("id=\"worst-mistakes\"") && Contains("<polyline") &&
                       Contains("should be <code>1999-01-01</code>"));
  const auto missing = run("eval --checkpoint /nonexistent/model.safetensors --data " + data);
  REQUIRE(missing.status == 1);
  CHECK_THAT(missing.err, Contains("/nonexistent/model.safetensors"));
  const auto not_a_model =
      run("eval --checkpoint tests/fixtures/additive_attention.safetensors "
          "--data " +
          data);
  REQUIRE(not_a_model.status == 1);
  CHECK_THAT(not_a_model.err, Contains("format"));
}
