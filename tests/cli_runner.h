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

// A path in the temporary directory that no other test process uses.
inline std::string scratch(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("dates-test-cli-" + std::to_string(::getpid()) + "-" + name))
      .string();
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
