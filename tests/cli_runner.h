// Running the `dates` executable as a user does, for the command-line tests.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace command_line {

struct Outcome {
  int status;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// This test process's own directory in the temporary directory, removed with all it holds when
// the process ends (no file of a test outlives its run).
inline const std::filesystem::path& scratch_directory() {
  struct Directory {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("dates-test-cli-" + std::to_string(::getpid()));
    Directory() { std::filesystem::create_directories(path); }
    ~Directory() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const Directory directory;
  return directory.path;
}

// A path that no other test process uses, in scratch_directory().
inline std::string scratch(const std::string& name) {
  return (scratch_directory() / name).string();
}

// Runs `dates ARGUMENTS` from the source directory (so configs/ and data/ resolve), with `input`
// on standard input. `environment` is prepended to the command: "NAME=VALUE ...".
inline Outcome run(const std::string& arguments, const std::string& input = "",
                   const std::string& environment = "") {
  const auto out = scratch("stdout"), err = scratch("stderr"), in = scratch("stdin");
  std::ofstream(in) << input;
  const std::string command = std::string("cd '") + DATES_SOURCE_DIR + "' && " + environment +
                              " '" + DATES_BINARY + "' " + arguments + " < '" + in + "' > '" + out +
                              "' 2> '" + err + "'";
  const int raw = std::system(command.c_str());
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(out), slurp(err)};
}

}  // namespace command_line
