// The light `dates` (app/light/): translate without LibTorch, and everything else handed to
// dates-full on the same arguments.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli_runner.h"

using Catch::Contains;

namespace {

using command_line::run;
using command_line::scratch;

// What a shell command prints on standard output.
std::string shell_output(const std::string& command) {
  std::string text;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) text.append(buffer, got);
  ::pclose(pipe);
  return text;
}

// What the dynamic loader maps for `program` (ldd's lines).
std::string shared_libraries(const std::string& program) {
  return shell_output("ldd '" + program + "' 2>&1");
}

std::string full_program() {
  return (std::filesystem::path(DATES_BINARY).parent_path() / "dates-full").string();
}

// The first `count` sources of a data file (its first column).
std::string sources_of(const std::string& path, size_t count) {
  std::ifstream in(std::string(DATES_SOURCE_DIR) + "/" + path);
  std::string line, sources;
  for (size_t i = 0; i < count && std::getline(in, line); ++i) {
    sources += line.substr(0, line.find('\t')) + "\n";
  }
  return sources;
}

std::vector<std::vector<std::string>> tsv_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::vector<std::string> fields;
    size_t begin = 0;
    for (size_t tab; (tab = line.find('\t', begin)) != std::string::npos; begin = tab + 1) {
      fields.push_back(line.substr(begin, tab - begin));
    }
    fields.push_back(line.substr(begin));
    rows.push_back(fields);
  }
  return rows;
}

}  // namespace

TEST_CASE("the light dates translates without LibTorch; dates-full holds it", "[cli][light]") {
  const auto light = shared_libraries(DATES_BINARY);
  CHECK_THAT(light, !Contains("openblas"));  // loaded only where it multiplies
  CHECK_THAT(light, !Contains("libtorch") && !Contains("libc10"));
  // The same check sees LibTorch where it is.
  CHECK_THAT(shared_libraries(full_program()), Contains("libtorch") && Contains("libc10"));
}

TEST_CASE("the light dates reads real strings as LibTorch's decoding in dates-full does",
          "[cli][light]") {
  // DATES_ENGINE=libtorch turns the runtime off: the light program hands the reading to
  // dates-full, which decodes with LibTorch's model. The runtime's float32 products are the ones
  // proven equal to LibTorch's (int8 products: tests/runtime/, tests/nn/).
  const auto input = sources_of("data/real-world/times.tsv", 300);
  const auto light = run("translate --compute-type float32", input);
  const auto full = run("translate", input, "DATES_ENGINE=libtorch");
  REQUIRE(light.status == 0);
  REQUIRE(full.status == 0);
  CHECK(light.err == full.err);  // the column's convention, said the same
  const auto light_rows = tsv_rows(light.out), full_rows = tsv_rows(full.out);
  REQUIRE(light_rows.size() == 300);
  REQUIRE(full_rows.size() == 300);
  for (size_t i = 0; i < light_rows.size(); ++i) {
    INFO("line " << i + 1);
    REQUIRE(light_rows[i].size() == full_rows[i].size());
    CHECK(light_rows[i][0] == full_rows[i][0]);
    // The two engines' log-probabilities agree within 1e-4 (tests/runtime/).
    CHECK(std::stod(light_rows[i][1]) == Approx(std::stod(full_rows[i][1])).margin(1e-3));
    if (light_rows[i].size() > 2) CHECK(light_rows[i][2] == full_rows[i][2]);
  }
}

TEST_CASE("the light dates hands other subcommands and LibTorch's readings to dates-full",
          "[cli][light]") {
  const auto beam = run("translate --beam 3 --nbest 2 10/8/13");
  REQUIRE(beam.status == 0);
  CHECK_THAT(beam.out, Catch::StartsWith("1\t") && Contains("\n2\t"));
  const auto version = run("--version");
  REQUIRE(version.status == 0);
  CHECK(version.out == std::string("dates ") + DATES_VERSION + "\n");
  const auto help = run("eval --help");
  REQUIRE(help.status == 0);
  CHECK_THAT(help.out, Contains("--data"));

  // Alone, without dates-full beside it: the light path still works, the rest is named.
  const auto alone = scratch("alone");
  std::filesystem::create_directories(alone);
  std::filesystem::copy_file(DATES_BINARY, alone + "/dates",
                             std::filesystem::copy_options::overwrite_existing);
  const auto run_alone = [&](const std::string& arguments) {
    const auto err = scratch("alone-stderr");
    const std::string command = std::string("cd '") + DATES_SOURCE_DIR + "' && '" + alone +
                                "/dates' " + arguments + " > /dev/null 2> '" + err + "'";
    const int raw = std::system(command.c_str());
    return std::make_pair(WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, command_line::slurp(err));
  };
  CHECK(run_alone("translate 10/8/13").first == 0);
  CHECK(run_alone("--version").first == 0);  // said by the light program itself
  const auto train = run_alone("train --config configs/tiny.yaml");
  CHECK(train.first == 1);
  CHECK_THAT(train.second, Contains("train needs dates-full") && Contains(alone));
  const auto beamed = run_alone("translate --beam 2 10/8/13");
  CHECK(beamed.first == 1);
  CHECK_THAT(beamed.second, Contains("translate with a beam needs dates-full"));
  std::filesystem::remove_all(alone);
}

TEST_CASE(
    "the light dates loads OpenBLAS, with one thread, only where its model multiplies "
    "through it",
    "[cli][light]") {
  // What the process has mapped and how many threads it runs, read while it waits on a FIFO for
  // its first line (after the model loaded), and its answer to that line.
  struct Seen {
    bool openblas_mapped;
    int threads;
    std::string answer;
  };
  const auto seen_while_waiting = [](const std::string& setting) {
    const auto fifo = scratch("blas-fifo"), maps = scratch("blas-maps"),
               status = scratch("blas-status"), answer = scratch("blas-answer");
    std::filesystem::remove(fifo);
    const std::string script = "mkfifo '" + fifo + "' && { " + setting + " '" + DATES_BINARY +
                               "' translate --checkpoint checkpoints/student < '" + fifo + "' > '" +
                               answer + "' 2>&1 & pid=$!; exec 3> '" + fifo +
                               "'; sleep 1; cat /proc/$pid/maps > '" + maps +
                               "'; cat /proc/$pid/status > '" + status +
                               "'; echo '3 march 2015' >&3; exec 3>&-; " + "wait $pid; }";
    const auto script_file = scratch("blas-script.sh");
    std::ofstream(script_file) << script << "\n";
    REQUIRE(std::system(("cd '" + std::string(DATES_SOURCE_DIR) + "' && bash '" + script_file + "'")
                            .c_str()) == 0);
    const auto text_of = [](const std::string& path) {
      std::ifstream in(path);
      return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    Seen result{};
    result.openblas_mapped = text_of(maps).find("libopenblas") != std::string::npos;
    const auto status_text = text_of(status);
    const auto at = status_text.find("\nThreads:");
    REQUIRE(at != std::string::npos);
    result.threads = std::stoi(status_text.substr(at + 9));
    result.answer = text_of(answer);
    return result;
  };
  // OpenBLAS also takes its thread count from GOTO_NUM_THREADS and OMP_NUM_THREADS (ctest sets
  // the latter): unset, so that only the program's own setting can hold it at one.
  const std::string unset = "env -u OPENBLAS_NUM_THREADS -u GOTO_NUM_THREADS -u OMP_NUM_THREADS";
  // Its own kernels multiply where the CPU has AVX2 and FMA (int8 or packed float): no OpenBLAS.
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    const auto own = seen_while_waiting(unset);
    CHECK_FALSE(own.openblas_mapped);
    CHECK(own.threads == 1);
    CHECK_THAT(own.answer, Contains("2015-03-03\t"));
  }
  // Without them (DATES_CPU_KERNELS=baseline: the products through gemm), OpenBLAS is loaded
  // and starts no thread pool beside the workers...
  const auto baseline = seen_while_waiting(unset + " DATES_CPU_KERNELS=baseline");
  CHECK(baseline.openblas_mapped);
  CHECK(baseline.threads == 1);
  CHECK_THAT(baseline.answer, Contains("2015-03-03\t"));
  // ...unless the user's own setting asks for one (OpenBLAS starts one thread fewer than it is
  // given: the caller's is the first; at most one a core).
  if (std::thread::hardware_concurrency() >= 2) {
    const auto asked =
        seen_while_waiting(unset + " OPENBLAS_NUM_THREADS=2 DATES_CPU_KERNELS=baseline");
    CHECK(asked.openblas_mapped);
    CHECK(asked.threads == 2);
  }
}

TEST_CASE("translate starts again with malloc's huge pages where the kernel gives them on request",
          "[cli][light]") {
  // Page faults are a fifth of a short call on a virtual machine (the one-line call, the
  // bench's column): glibc's malloc asks for transparent huge pages under
  // GLIBC_TUNABLES=glibc.malloc.hugetlb=1. The variable is read when a process starts, so the
  // light dates sets it and starts again, before any work; a value the user set is kept.
  std::ifstream mode_file("/sys/kernel/mm/transparent_hugepage/enabled");
  const std::string mode((std::istreambuf_iterator<char>(mode_file)),
                         std::istreambuf_iterator<char>());
  // The environment of translate while it waits for its input, from /proc.
  const auto environment_while_reading = [](const std::string& preset) {
    const std::string command =
        "(sleep 1; echo 3/3/2015) | " + preset + " '" + std::string(DATES_BINARY) +
        "' translate > /dev/null 2>&1 & pid=$!; sleep 0.5; tr '\\0' '\\n' < /proc/$pid/environ "
        "| grep '^GLIBC_TUNABLES='; wait";
    return shell_output(command);
  };
  const auto started = environment_while_reading("env -u GLIBC_TUNABLES");
  if (mode.find("[madvise]") != std::string::npos) {
    CHECK(started == "GLIBC_TUNABLES=glibc.malloc.hugetlb=1\n");
  } else {
    CHECK(started.empty());  // "always" needs no asking, "never" gives none
  }
  CHECK(environment_while_reading("env GLIBC_TUNABLES=glibc.malloc.arena_max=2") ==
        "GLIBC_TUNABLES=glibc.malloc.arena_max=2\n");
}

TEST_CASE("a model file that cannot be read is an error in both programs at every thread count",
          "[cli][light]") {
  // With two workers the reader's ICU tables are made on a thread while the model loads. Before
  // the fix that thread was still joinable when the load threw: std::terminate, exit status 134
  // and no message.
  const auto model = scratch("unreadable-model.safetensors");
  std::ofstream(model) << "not a model\n";
  for (const auto& program : {std::string(DATES_BINARY), full_program()}) {
    for (const char* threads : {"1", "2"}) {
      CAPTURE(program, threads);
      const auto err = scratch("unreadable-model-stderr");
      const int raw =
          std::system(("'" + program + "' translate --checkpoint '" + model + "' --threads " +
                       threads + " 10/8/13 > /dev/null 2> '" + err + "'")
                          .c_str());
      CHECK((WIFEXITED(raw) ? WEXITSTATUS(raw) : -1) == 1);
      CHECK_THAT(command_line::slurp(err), Contains(model) && Contains("not a safetensors file"));
    }
  }
}
