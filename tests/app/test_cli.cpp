// The `dates` executable as a user meets it: every bad input gives a message that names the
// file, line or key, and a non-zero exit status; good input gives the documented output.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_runner.h"
#include "dates/io/safetensors.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using Catch::Contains;

namespace {

using command_line::Outcome;
using command_line::run;
using command_line::scratch;
using command_line::slurp;

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
  // The automatic choice: without OPENBLAS_CORETYPE (a machine's environment may set one).
  const auto chosen = run(arguments, "", "env -u OPENBLAS_CORETYPE");
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
    // OpenBLAS names its AVX-512 families after the CPUs it tunes for: SkylakeX, or Cooperlake
    // and SapphireRapids where the CPU also has AVX-512 BF16 (this AMD Zen 4 is "Cooperlake").
    CHECK((chosen.err.find("OpenBLAS kernels SkylakeX") != std::string::npos ||
           chosen.err.find("OpenBLAS kernels Cooperlake") != std::string::npos ||
           chosen.err.find("OpenBLAS kernels SapphireRapids") != std::string::npos));
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
  // 10/8/13's digits allow three dates: ambiguous even for a model that reads mdy only.
  CHECK_THAT(lines.out, Catch::Matches("2013-10-08\t[01]\\.\\d{4}\tlow-confidence,ambiguous\n"
                                       "\t0\\.0000\tunreadable\n"
                                       "2004-12-21\t[01]\\.\\d{4}\tlow-confidence\n"));
  CHECK_THAT(lines.err, Contains("input 2") && Contains("\xC3\xA4") && Contains("never appeared"));
}

TEST_CASE("translate finds its default model from any directory, or where DATES_MODEL says",
          "[cli][translate]") {
  // The build tree's binary (build/app/dates) finds checkpoints/student two levels up.
  const auto expected = run("translate --checkpoint checkpoints/student \"3 march 2015\"");
  REQUIRE(expected.status == 0);
  const auto from_root = run("translate \"3 march 2015\"", "", "cd / &&");
  INFO(from_root.err);
  CHECK(from_root.status == 0);
  CHECK(from_root.out == expected.out);
  const auto bahdanau = run("translate --checkpoint checkpoints/bahdanau \"3 march 2015\"");
  const auto chosen =
      run("translate \"3 march 2015\"", "",
          std::string("cd / && DATES_MODEL='") + DATES_SOURCE_DIR + "/checkpoints/bahdanau'");
  CHECK(chosen.status == 0);
  CHECK(chosen.out == bahdanau.out);
  const auto missing = run("translate \"3 march 2015\"", "", "DATES_MODEL=/no/such/model");
  CHECK(missing.status != 0);
  CHECK_THAT(missing.err, Contains("DATES_MODEL is /no/such/model, which does not exist"));
}

TEST_CASE("translate shows a progress line on a terminal and never in a file", "[cli][translate]") {
  // Enough lines for several pieces (8 batches of 256 a piece): the line shows between them.
  // Identical lines are decoded once (date_reader.h), so every other line is a distinct date of
  // the 1970s-1990s (never 2015-03-03, which the answers below count).
  constexpr int kLines = 8000;
  std::string input;
  for (int i = 0; i < kLines; ++i) {
    const int k = i / 2;
    input += i % 2 == 0 ? std::string("3 march 2015\n")
                        : std::to_string(1 + (k / 28) % 12) + "/" + std::to_string(1 + k % 28) +
                              "/" + std::to_string(70 + (k / 336) % 30) + "\n";
  }
  // DATES_PROGRESS_INTERVAL_MS=0 shows the line after every piece: a fast machine reads the whole
  // stream before the default interval's first 200 ms have passed (CI did, 2026-12-03).
  const auto to_files = run("translate --checkpoint checkpoints/bahdanau --batch-size 16", input,
                            "DATES_PROGRESS_INTERVAL_MS=0");
  REQUIRE(to_files.status == 0);
  CHECK(to_files.err.find("[translate]") == std::string::npos);
  // script(1) runs the command on a pseudo-terminal: stdout and stderr both go to it.
  const auto in = command_line::scratch("tty-stdin"), out = command_line::scratch("tty-stdout");
  std::ofstream(in) << input;
  const auto on_terminal = [&](const std::string& interval) {
    const std::string command =
        std::string("cd '") + DATES_SOURCE_DIR + "' && DATES_PROGRESS_INTERVAL_MS=" + interval +
        " script -qec \"'" + DATES_BINARY +
        "' translate --checkpoint checkpoints/bahdanau --batch-size 16 < '" + in +
        "'\" /dev/null > '" + out + "'";
    return std::system(command.c_str());
  };
  REQUIRE(on_terminal("0") == 0);
  const auto terminal = command_line::slurp(out);
  // A stream has no total: lines done and the rate.
  CHECK_THAT(terminal, Contains("[translate] ") && Contains(" done, "));
  // Every answer starts a line: the progress line is cleared ("\r\033[K") before answers that
  // follow it, never continued by them. On a terminal each line ends "\r\n" (script's pty).
  size_t answers = 0;
  for (size_t at = terminal.find("2015-03-03\t"); at != std::string::npos;
       at = terminal.find("2015-03-03\t", at + 1)) {
    ++answers;
    const bool starts_line = at == 0 || terminal[at - 1] == '\n' ||
                             (at >= 4 && terminal.compare(at - 4, 4, "\r\033[K") == 0);
    if (!starts_line) FAIL_CHECK("an answer continues another line at byte " << at);
  }
  CHECK(answers == kLines / 2);
  // A value that is not whole milliseconds is refused by name before any answer is written.
  CHECK(on_terminal("fast") != 0);
  const auto refused = command_line::slurp(out);
  CHECK_THAT(refused, Contains("DATES_PROGRESS_INTERVAL_MS is 'fast'"));
  CHECK_THAT(refused, !Contains("2015-03-03"));
}

TEST_CASE("translate --format jsonl: one JSON object per input, as the TSV says",
          "[cli][translate]") {
  const std::string input = "10/8/13\n3 m\xC3\xA4rz 2015\n21 dec 2004\n\xFF\xFE\n";
  const auto tsv = run("translate --checkpoint checkpoints/bahdanau --min-confidence 0.5", input);
  const auto jsonl =
      run("translate --checkpoint checkpoints/bahdanau --min-confidence 0.5 --format jsonl", input);
  CHECK(jsonl.status == tsv.status);
  std::istringstream tsv_lines(tsv.out), json_lines(jsonl.out);
  std::string tsv_line, json_text;
  int count = 0;
  while (std::getline(json_lines, json_text)) {
    REQUIRE(std::getline(tsv_lines, tsv_line));
    INFO(json_text);
    const auto object = nlohmann::json::parse(json_text);  // throws: not one JSON object a line
    std::vector<std::string> columns;
    std::stringstream split(tsv_line);
    for (std::string column; std::getline(split, column, '\t');) columns.push_back(column);
    CHECK(object.at("output").get<std::string>() == columns.at(0));
    CHECK(fmt::format("{:.4f}", object.at("probability").get<double>()) == columns.at(1));
    const auto marks = object.at("marks").get<std::vector<std::string>>();
    CHECK(fmt::format("{}", fmt::join(marks, ",")) == (columns.size() > 2 ? columns[2] : ""));
    CHECK(object.contains("error") == (columns.at(0).empty()));
    ++count;
  }
  CHECK(count == 4);
  // The input comes back as given; bytes that are not UTF-8 as U+FFFD.
  CHECK_THAT(jsonl.out, Contains("\"input\":\"3 m\xC3\xA4rz 2015\""));
  CHECK_THAT(jsonl.out, Contains("\"input\":\"\xEF\xBF\xBD\xEF\xBF\xBD\""));
  CHECK(run("translate --checkpoint checkpoints/bahdanau --format xml 1/2/03").status != 0);
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
  // Unconstrained, this model writes 2015-02-31: a date that cannot be is never printed, the
  // output is empty and marked (tsv and jsonl alike).
  const auto impossible = run("translate --checkpoint checkpoints/bahdanau \"31 feb 2015\"");
  REQUIRE(impossible.status == 0);
  CHECK_THAT(impossible.out, Catch::StartsWith("\t") && Contains("\tnot-a-date\n"));
  const auto impossible_json =
      run("translate --checkpoint checkpoints/bahdanau --format jsonl \"31 feb 2015\"");
  CHECK_THAT(impossible_json.out,
             Contains("\"output\":\"\",\"date\":\"\"") && Contains("\"marks\":[\"not-a-date\"]"));
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

// ---- Runs, files and processes a user can trust ---------------------------------------------

namespace {

// Runs a bash script from the source directory; returns its exit status and stdout.
Outcome run_script(const std::string& script) {
  const auto path = write_scratch("script.sh", script);
  const auto out = scratch("script-stdout"), err = scratch("script-stderr");
  const std::string command = std::string("cd '") + DATES_SOURCE_DIR + "' && DATES='" +
                              DATES_BINARY + "' bash '" + path + "' > '" + out + "' 2> '" + err +
                              "'";
  const int raw = std::system(command.c_str());
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(out), slurp(err)};
}

}  // namespace

TEST_CASE("a signal stops training after its step with last/ saved: SIGINT 130, SIGTERM 143",
          "[cli][signals]") {
  const auto run_dir = scratch("signal-run");
  std::filesystem::remove_all(run_dir);
  // A model large enough that a step takes a while, evaluations far apart.
  const std::string train = "\"$DATES\" train --config configs/tiny.yaml --output-dir " + run_dir +
                            " --set training.eval_every=100000 --set training.log_every=5 "
                            "--set training.max_steps=100000 --skip-test";
  const auto graceful =
      run_script("set -u\n" + train + " 2> " + run_dir + ".log &\npid=$!\n" +
                 "for i in $(seq 600); do grep -q 'step 10 ' " + run_dir +
                 ".log 2>/dev/null && break; sleep 0.1; done\n"
                 // The process keeps its name after the OpenBLAS restart (it was 'exe').
                 "echo comm=$(cat /proc/$pid/comm)\n"
                 "kill -INT $pid\nwait $pid\necho status=$?\ncat " +
                 run_dir + ".log >&2\n");
  INFO(graceful.err);
  CHECK_THAT(graceful.out, Contains("comm=dates"));
  CHECK_THAT(graceful.out, Contains("status=130"));  // before the fix: killed, last/ absent
  CHECK_THAT(graceful.err, Contains("stopped by SIGINT after step") &&
                               Contains("Resume with: dates train --resume " + run_dir));
  CHECK(std::filesystem::exists(run_dir + "/last/model.safetensors"));
  CHECK(std::filesystem::exists(run_dir + "/last/optimizer.safetensors"));
  CHECK_THAT(slurp(run_dir + "/metrics.jsonl"), Contains("\"stopped_by\":\"SIGINT\""));

  // SIGTERM on a resumed run: 143. (The second signal, which exits at once, is not timed here.)
  const auto terminated =
      run_script("set -u\n\"$DATES\" train --resume " + run_dir + " --skip-test 2> " + run_dir +
                 ".log2 &\npid=$!\n" + "for i in $(seq 600); do grep -q 'step' " + run_dir +
                 ".log2 2>/dev/null && break; sleep 0.1; done\n"
                 "kill -TERM $pid\nwait $pid\necho status=$?\n");
  CHECK_THAT(terminated.out, Contains("status=143"));
  std::filesystem::remove_all(run_dir);
}

TEST_CASE("inputs that are not regular files are named, never waited on", "[cli][files]") {
  const auto directory = scratch("fifo-dir");
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  const auto fifo = directory + "/model.safetensors";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  // Before the fix this blocked forever (the timeout turns a hang into status 124).
  const auto blocked = run_script("timeout 60 \"$DATES\" eval --checkpoint " + fifo +
                                  " --data data/test.tsv; echo status=$?");
  CHECK_THAT(blocked.out, Contains("status=1"));
  CHECK_THAT(blocked.err, Contains(fifo) && Contains("is a FIFO"));
  const auto inspected = run("inspect " + fifo);
  CHECK(inspected.status == 1);
  CHECK_THAT(inspected.err, Contains("is a FIFO"));
  // A YAML file given as a checkpoint: before the fix only "header length 3201052600855371811".
  const auto yaml = run("eval --checkpoint configs/tiny.yaml --data data/test.tsv");
  CHECK(yaml.status == 1);
  CHECK_THAT(yaml.err,
             Contains("begins with text ('# Small,')") && Contains("not a safetensors file"));
  const auto directory_data = run("eval --checkpoint checkpoints/bahdanau --data " + directory);
  CHECK(directory_data.status == 1);
  CHECK_THAT(directory_data.err, Contains(directory) && Contains("is a directory"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("output options follow symlinks and write into devices and stdout", "[cli][files]") {
  const auto data = write_scratch("outputs.tsv", "10/8/13\t2013-10-08\n21 dec 2004\t1999-01-01\n");
  const auto target = scratch("predictions-target.txt");
  const auto link = scratch("predictions-link.txt");
  std::filesystem::remove(link);
  std::ofstream(target) << "old\n";
  std::filesystem::create_symlink(target, link);
  const auto linked = run("eval --checkpoint checkpoints/bahdanau --data " + data +
                          " --predictions " + link + " --mistakes /dev/null");
  REQUIRE(linked.status == 0);
  CHECK(std::filesystem::is_symlink(link));
  CHECK(slurp(target) == "2013-10-08\n2004-12-21\n");
  struct stat null_info {};
  REQUIRE(::stat("/dev/null", &null_info) == 0);
  CHECK(S_ISCHR(null_info.st_mode));  // before the fix, as root: a regular file
  const auto to_stdout =
      run("eval --checkpoint checkpoints/bahdanau --data " + data + " --predictions /dev/stdout");
  REQUIRE(to_stdout.status == 0);  // before the fix: "cannot rename"
  CHECK_THAT(to_stdout.out, Contains("2013-10-08\n2004-12-21\n"));
}

TEST_CASE("options out of range get one line naming the option and the allowed values",
          "[cli][messages]") {
  const auto threads = run("translate --checkpoint checkpoints/bahdanau --threads -1 10/8/13");
  CHECK(threads.status != 0);
  CHECK_THAT(threads.err, Contains("--threads") && Contains("0 .. 256") && Contains("'-1'"));
  CHECK(std::count(threads.err.begin(), threads.err.end(), '\n') <= 2);  // no stack trace
  // 0 (the default) is one thread for each CPU the process may run on
  const auto automatic = run("translate --checkpoint checkpoints/bahdanau --threads 0 10/8/13");
  CHECK(automatic.status == 0);
  CHECK_THAT(automatic.out, Contains("2013-10-08"));
  const auto beam = run("translate --checkpoint checkpoints/bahdanau --beam 0 10/8/13");
  CHECK(beam.status != 0);
  CHECK_THAT(beam.err, Contains("--beam") && Contains("1 .. 100"));
  CHECK_THAT(beam.err, !Contains("1797"));
  const auto nan = run("translate --checkpoint checkpoints/bahdanau --min-confidence nan 10/8/13");
  CHECK(nan.status != 0);
  CHECK_THAT(nan.err, Contains("--min-confidence") && Contains("[0, 1]"));
  const auto train_threads = run("train --config configs/tiny.yaml --threads 100000");
  CHECK(train_threads.status != 0);
  CHECK_THAT(train_threads.err, Contains("--threads") && Contains("1 .. 256"));
  const auto huge = run("train --config configs/tiny.yaml --set model.encoder_hidden=1000000000");
  CHECK(huge.status == 1);
  CHECK_THAT(huge.err, Contains("model.encoder_hidden must be in 1 .. 4096"));
  const auto timeout =
      run("train --config configs/tiny.yaml --set training.distributed_timeout_seconds=1e-9");
  CHECK(timeout.status == 1);
  CHECK_THAT(timeout.err, Contains("training.distributed_timeout_seconds must be in [0.1, 86400]"));
  // --help shows the beam width used when none is given.
  CHECK_THAT(run("translate --help").out, Contains("--beam INT:1 .. 100=1 "));  // it said =4
}

TEST_CASE("translate refuses an input longer than the model reads", "[cli][translate]") {
  const auto result =
      run("translate --checkpoint checkpoints/bahdanau", std::string(1000, '7') + "\n10/8/13\n");
  CHECK(result.status == 1);
  CHECK(result.out.rfind("\t0.0000\ttoo-long\n2013-10-08\t", 0) == 0);
  CHECK_THAT(result.err, Contains("1000 characters") && Contains("data.max_source_length"));
  CHECK(result.err.size() < 400);  // the input is quoted short
}

TEST_CASE("control characters from files never reach the terminal raw", "[cli][messages]") {
  const auto data = write_scratch("control.tsv", "10/8/13\t2013-10-08\n\x1b]0;owned\x07\n");
  const auto result = run("eval --checkpoint checkpoints/bahdanau --data " + data);
  CHECK(result.status == 1);
  CHECK(result.err.find('\x1b') == std::string::npos);
  CHECK(result.err.find('\x07') == std::string::npos);
  CHECK_THAT(result.err, Contains("<U+001B>]0;owned<U+0007>"));
}

TEST_CASE("a resume names the files its checkpoint points at and quotes none of them at length",
          "[cli][security]") {
  // A checkpoint whose config names a file that is not training data (as /etc/shadow would be).
  const std::string secret_line = "root:$y$j9T$averylongsecrethashthatmustnotbeprinted:19000:0:::";
  const auto secret = write_scratch("secret.txt", secret_line + "\nsecond line\n");
  const auto run_dir = scratch("hostile-run");
  std::filesystem::remove_all(run_dir);
  std::filesystem::create_directories(run_dir + "/last");
  auto model = dates::safetensors::load(std::string(DATES_SOURCE_DIR) +
                                        "/checkpoints/bahdanau/model.safetensors");
  auto& config = model.metadata.at("config");
  const auto train_line = config.find("train: ");
  config.replace(train_line, config.find('\n', train_line) - train_line, "train: " + secret);
  dates::safetensors::save(run_dir + "/last/model.safetensors", model.tensors, model.metadata);
  const auto result = run("train --resume " + run_dir + " --skip-test");
  CHECK(result.status == 1);
  CHECK_THAT(result.err, Contains("resuming " + run_dir) && Contains("data.train " + secret));
  // Before the fix the whole first line was printed.
  CHECK_THAT(result.err, !Contains("averylongsecrethash"));
  CHECK_THAT(result.err, Contains(secret + ":1: no tab"));
  std::filesystem::remove_all(run_dir);
}

TEST_CASE("generate says when a split repeats its sources; flops refuses sizes out of bounds",
          "[cli][generate]") {
  const auto directory = scratch("generate-small");
  const auto small = run("generate --output-dir " + directory +
                         " --first 2020-01-01 --last 2020-01-10 --train 1000 --valid 10 --test 10");
  CHECK(small.status == 0);
  // Before the fix: "wrote .../train.tsv (1000)", 1000 lines of a few dozen strings, silently.
  CHECK_THAT(small.out, Contains("train.tsv (1000 lines, ") && Contains("distinct sources)"));
  CHECK_THAT(small.err, Contains("most lines of train.tsv repeat another"));
  std::filesystem::remove_all(directory);
  // Before the fix: a negative parameter count.
  const auto huge = run("flops --config configs/tiny.yaml --set model.encoder_hidden=3000000000");
  CHECK(huge.status == 1);
  CHECK_THAT(huge.err, Contains("model.encoder_hidden must be in 1 .. 4096"));
}
