// `dates translate` as a stream: answers before the input ends, memory bounded by a
// piece whatever a line or the input holds, and every failure to write reported.
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <string>
#include <vector>

#include "cli_runner.h"

using Catch::Contains;
using command_line::scratch;
using command_line::slurp;

namespace {

struct Finished {
  int status = -1;             // the exit status; -1 when killed by a signal
  int signal = 0;              // the signal that ended it, if any
  long peak_resident_kib = 0;  // ru_maxrss of the dates process itself
  std::string out, err;
};

// Runs `bash -c "cd SOURCE && exec SCRIPT"`, where SCRIPT starts with the dates binary's path
// (exec: the child measured is dates itself).
Finished run_stream_script(const std::string& script) {
  const auto out = scratch("stream-out"), err = scratch("stream-err");
  const std::string command =
      std::string("cd '") + DATES_SOURCE_DIR + "' && exec '" + DATES_BINARY + "' " + script;
  const pid_t child = ::fork();
  if (child == 0) {
    // Standard output and error to files unless the script redirects them itself.
    const std::string wrapped = "exec >'" + out + "' 2>'" + err + "'; " + command;
    ::execl("/bin/bash", "bash", "-c", wrapped.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  int raw = 0;
  rusage usage{};
  ::wait4(child, &raw, 0, &usage);
  Finished finished;
  finished.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  finished.signal = WIFSIGNALED(raw) ? WTERMSIG(raw) : 0;
  finished.peak_resident_kib = usage.ru_maxrss;
  finished.out = slurp(out);
  finished.err = slurp(err);
  return finished;
}

}  // namespace

TEST_CASE("translate answers a line before its input ends", "[translate][stream]") {
  int to_child[2], from_child[2];
  REQUIRE(::pipe(to_child) == 0);
  REQUIRE(::pipe(from_child) == 0);
  const pid_t child = ::fork();
  if (child == 0) {
    ::dup2(to_child[0], 0);
    ::dup2(from_child[1], 1);
    ::close(to_child[1]);
    ::close(from_child[0]);
    ::chdir(DATES_SOURCE_DIR);
    ::execl(DATES_BINARY, "dates", "translate", "--checkpoint", "checkpoints/real",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(to_child[0]);
  ::close(from_child[1]);
  const std::string line = "3 march 2015\n";
  REQUIRE(::write(to_child[1], line.data(), line.size()) == static_cast<ssize_t>(line.size()));
  // Standard input stays open (as `tail -f` keeps it): the answer must come anyway. A reader
  // that waits for the end of its input never answers, and this poll times out.
  pollfd readable{from_child[0], POLLIN, 0};
  const int ready = ::poll(&readable, 1, /*timeout ms=*/60000);
  std::string answer;
  if (ready > 0) {
    char buffer[256];
    const auto got = ::read(from_child[0], buffer, sizeof buffer);
    if (got > 0) answer.assign(buffer, static_cast<size_t>(got));
  }
  ::close(to_child[1]);
  int status = 0;
  ::waitpid(child, &status, 0);
  ::close(from_child[0]);
  CHECK(ready == 1);
  CHECK_THAT(answer, Catch::StartsWith("2015-03-03\t"));
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}

TEST_CASE("a long line is refused too-long without being held", "[translate][stream]") {
  // 20 MB on one line, then a date: one answer each, in order, and the memory of a short input.
  const auto input = scratch("long-line");
  REQUIRE(std::system(("head -c 20000000 /dev/zero | tr '\\0' 7 > '" + input +
                       "' && printf '\\n3 march 2015\\n' >> '" + input + "'")
                          .c_str()) == 0);
  const auto baseline = run_stream_script("translate --checkpoint checkpoints/real '3 march 2015'");
  const auto long_line =
      run_stream_script("translate --checkpoint checkpoints/real --format jsonl < '" + input + "'");
  std::remove(input.c_str());
  REQUIRE(baseline.status == 0);
  CHECK(long_line.status == 1);  // a refused input
  CHECK_THAT(long_line.out, Contains("\"marks\":[\"too-long\"]") &&
                                Contains("\"input_bytes\":20000000") &&
                                Contains("\"output\":\"2015-03-03\""));
  CHECK_THAT(long_line.err, Contains("input 1") && Contains("--max-line-bytes"));
  // Held whole, the line alone is 20 MB (and its characters split, about 30 times that).
  INFO("peak KiB: baseline " << baseline.peak_resident_kib << ", long line "
                             << long_line.peak_resident_kib);
  CHECK(long_line.peak_resident_kib < baseline.peak_resident_kib + 16 * 1024);
}

TEST_CASE("refused lines are named one by one up to a hundred, then counted",
          "[translate][stream]") {
  // 150 blank lines and a date: every line answered (the blank ones marked unreadable, exit 1),
  // the first 100 refusals named on standard error, the other 50 counted in one line (by hand).
  const auto input = scratch("blank-lines");
  REQUIRE(std::system(
              ("yes '' | head -n 150 > '" + input + "' && echo '3 march 2015' >> '" + input + "'")
                  .c_str()) == 0);
  const auto blanks =
      run_stream_script("translate --checkpoint checkpoints/real < '" + input + "'");
  std::remove(input.c_str());
  CHECK(blanks.status == 1);
  size_t answers = 0, unreadable = 0;
  for (size_t at = 0; (at = blanks.out.find('\n', at)) != std::string::npos; ++at) ++answers;
  for (size_t at = 0; (at = blanks.out.find("unreadable", at)) != std::string::npos; ++at) {
    ++unreadable;
  }
  CHECK(answers == 151);
  CHECK(unreadable == 150);
  CHECK_THAT(blanks.out, Contains("2015-03-03"));
  CHECK_THAT(blanks.err, Contains("input 100 ('')"));
  CHECK_THAT(blanks.err, !Contains("input 101 ('')"));
  CHECK_THAT(blanks.err,
             Contains("50 more refused inputs not shown one by one (150 in all); the output marks "
                      "each"));
}

TEST_CASE("an input without line ends stops with a message and bounded memory",
          "[translate][stream]") {
  const auto zeros = run_stream_script("translate --checkpoint checkpoints/real < /dev/zero");
  CHECK(zeros.status == 1);
  CHECK_THAT(zeros.err, Contains("standard input line 1") && Contains("without a line end"));
  INFO("peak KiB " << zeros.peak_resident_kib);
  CHECK(zeros.peak_resident_kib < 300 * 1024);
}

TEST_CASE("a failed write is an error, never a silent loss", "[translate][stream]") {
  const auto full =
      run_stream_script("translate --checkpoint checkpoints/real '3 march 2015' > /dev/full");
  CHECK(full.status == 1);
  CHECK_THAT(full.err,
             Contains("cannot write to standard output") && Contains("No space left on device"));
  const auto closed =
      run_stream_script("translate --checkpoint checkpoints/real '3 march 2015' >&-");
  CHECK(closed.status == 1);
  CHECK_THAT(closed.err, Contains("standard output is closed"));
  // A reader that leaves (a pipe closed early) is reported, not a silent death by SIGPIPE
  // (status 141 under pipefail).
  const auto err = scratch("gone-err");
  const std::string gone = std::string("cd '") + DATES_SOURCE_DIR +
                           "' && set -o pipefail && cut -f1 data/real/test.tsv | '" + DATES_BINARY +
                           "' translate --checkpoint checkpoints/real --batch-size 8 2>'" + err +
                           "' | head -c 1 > /dev/null";
  const int raw = std::system(("bash -c \"" + gone + "\"").c_str());
  CHECK(WEXITSTATUS(raw) == 1);
  CHECK_THAT(slurp(err), Contains("cannot write to standard output: Broken pipe"));
  std::remove(err.c_str());
}

TEST_CASE("a closed standard error loses only the messages", "[translate][stream]") {
  // An empty input is refused with a message on stderr: with stderr closed the answers still
  // come, whole, and the exit status still says an input was refused (no abort: 134).
  const auto closed =
      run_stream_script("translate --checkpoint checkpoints/real '' '3 march 2015' 2>&-");
  CHECK(closed.status == 1);
  CHECK(closed.signal == 0);
  CHECK_THAT(closed.out, Catch::StartsWith("\t0.0000\tunreadable\n2015-03-03\t"));
}

TEST_CASE("lines met again in a call are answered as the first time, refusals reported each time",
          "[translate][stream]") {
  // --batch-size 1: a piece of 8 lines is answered at a time, so most repeats below come in a
  // later piece than their first and are answered from the call's memo of answers.
  const std::vector<std::string> distinct = {"31/01/2015", "03/04/15", "   ", "march 3 2015",
                                             "3 mars 2015 à 10:15"};
  std::string once, repeated;
  for (const auto& line : distinct) once += line + "\n";
  std::vector<size_t> kinds;
  for (size_t i = 0; i < 23; ++i) kinds.push_back((i * 3) % distinct.size());
  for (const auto kind : kinds) repeated += distinct[kind] + "\n";
  for (const std::string format : {"tsv", "jsonl", "nbest"}) {
    INFO(format);
    const std::string options = format == "nbest" ? "--beam 2 --nbest 2" : "--format " + format;
    const auto alone = command_line::run(
        "translate --checkpoint checkpoints/student --batch-size 1 " + options, once);
    const auto again = command_line::run(
        "translate --checkpoint checkpoints/student --batch-size 1 " + options, repeated);
    // One answer a line (a block of two candidates and a blank line with --nbest 2).
    const auto answers = [&](const std::string& out) {
      std::vector<std::string> split;
      const std::string end = format == "nbest" ? "\n\n" : "\n";
      for (size_t at = 0; at < out.size();) {
        const size_t next = out.find(end, at);
        REQUIRE(next != std::string::npos);
        split.push_back(out.substr(at, next + end.size() - at));
        at = next + end.size();
      }
      return split;
    };
    const auto first = answers(alone.out), all = answers(again.out);
    REQUIRE(first.size() == distinct.size());
    REQUIRE(all.size() == kinds.size());
    for (size_t i = 0; i < kinds.size(); ++i) {
      INFO("line " << i + 1);
      CHECK(all[i] == first[kinds[i]]);
    }
    // The blank line is refused (empty after normalisation) at every line it stands on, each one
    // named.
    CHECK(again.status == alone.status);
    for (size_t i = 0; i < kinds.size(); ++i) {
      if (distinct[kinds[i]] != "   ") continue;
      CHECK_THAT(again.err, Contains("input " + std::to_string(i + 1) + " ('   ')"));
    }
  }
}
