// Run directories and short configs for the training tests (tests/train/test_*.cpp).
#pragma once

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include "dates/io/config.h"
#include "tensor_matchers.h"

namespace dates::testing {

// An empty directory of this process, under the temporary directory: dates-test-NAME-PID.
inline std::filesystem::path fresh_directory(const std::string& name) {
  const auto directory = std::filesystem::temp_directory_path() /
                         ("dates-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  return directory;
}

// configs/tiny.yaml into `output` on one thread.
inline ExperimentConfig tiny_config(const std::filesystem::path& output) {
  auto config = load_config(source_path("configs/tiny.yaml"));
  config.training.output_dir = output.string();
  config.training.threads = 1;
  return config;
}

// A short run: few steps, frequent checkpoints, a little valid data.
inline ExperimentConfig short_config(const std::filesystem::path& output, int64_t max_steps) {
  auto config = tiny_config(output);
  config.training.max_steps = max_steps;
  config.training.eval_every = 10;
  config.training.log_every = 10;
  config.data.valid_examples = 50;
  config.training.target_exact_match = 1.0;
  return config;
}

}  // namespace dates::testing
