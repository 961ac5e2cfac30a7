// dates train: a run from a YAML config (or --resume), then the best model on data.test.
#include "commands.h"

#include <fmt/format.h>
#include <torch/types.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/runtime.h"
#include "dates/core/stop_signals.h"
#include "dates/data/data.h"
#include "dates/data/split_writer.h"
#include "dates/eval/evaluation.h"
#include "dates/io/atomic_file.h"
#include "dates/io/config.h"
#include "dates/model/checkpoint.h"
#include "dates/train/distributed.h"
#include "dates/train/run_directory.h"
#include "dates/train/training.h"

namespace dates::app {

namespace {

struct TrainArguments {
  std::string config_path;
  std::string resume;
  std::vector<std::string> assignments;  // --set section.key=value
  // The dedicated flags (--seed N = --set training.seed=N), applied after --set.
  std::vector<std::pair<std::string, std::string>> flags;
  bool help_config = false;
  bool skip_test = false;
  bool overwrite = false;
};

// Precedence: defaults, the YAML file (or the resumed checkpoint's config), the launcher's
// environment (WORLD_SIZE, RANK, MASTER_ADDR, MASTER_PORT), then the command line (--set, then
// the dedicated flags).
ExperimentConfig resolve_config(const TrainArguments& arguments) {
  ExperimentConfig config;
  if (!arguments.config_path.empty()) {
    config = load_config(arguments.config_path);
  } else if (!arguments.resume.empty()) {
    // How the stopped run was spread over processes is not part of it.
    config =
        without_launch(load_model((std::filesystem::path(last_state_directory(arguments.resume)) /
                                   "model.safetensors")
                                      .string(),
                                  torch::kCPU)
                           .config);
    // The checkpoint names the files the run reads: say which before reading any of them.
    std::cerr << fmt::format(
        "[train] resuming {} with the data its checkpoint names: data.train {}, data.valid {}, "
        "data.test {}\n",
        printable(arguments.resume, 200), printable(config.data.train, 200),
        printable(config.data.valid, 200), printable(config.data.test, 200));
  } else {
    throw ConfigError("dates train needs --config FILE (or --resume DIR)");
  }
  if (!arguments.resume.empty()) config.training.output_dir = arguments.resume;
  apply_launch_environment(config);
  for (const auto& assignment : arguments.assignments) {
    apply_override_assignment(config, assignment);
  }
  for (const auto& [key, value] : arguments.flags) apply_override(config, key, value);
  validate(config);
  return config;
}

// No file the run writes into its output directory may be one it reads (a config or a data file
// kept there would be replaced, or removed by --overwrite).
void refuse_outputs_over_inputs(const ExperimentConfig& config, const std::string& config_path) {
  const std::vector<std::string> inputs = {config_path, config.data.train, config.data.valid,
                                           config.data.test};
  const std::filesystem::path directory(config.training.output_dir);
  for (const char* name : {"model.safetensors", "metrics.jsonl", "config.yaml",
                           "last/model.safetensors", "last/optimizer.safetensors"}) {
    refuse_output_over_inputs("--output-dir", (directory / name).string(), inputs);
  }
}

void report_test_exact_match(const ExperimentConfig& config) {
  const auto device = resolve_device(config.training.device);
  auto bundle = load_model(
      (std::filesystem::path(config.training.output_dir) / "model.safetensors").string(), device);
  const auto examples = read_examples(config.data.test, read_options(config.data));
  const Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                              config.data.max_target_length, device};
  const auto result = evaluate(translator, examples);
  fmt::print("[test] {}: exact match {:.4f} ({}/{}) with the best model (step {})\n",
             printable(config.data.test), result.exact_match(), result.correct, result.total,
             bundle.step);
}

}  // namespace

void add_train(Command& app) {
  const auto state = std::make_shared<TrainArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand("train", "Train a model from a YAML config");
  command->add_option("--config", arguments.config_path, "YAML experiment config")
      ->check(existing_file());
  command->add_option("--resume", arguments.resume,
                      "Continue the run in this output directory (from DIR/last)");
  command->add_option("--set", arguments.assignments,
                      "Override any config key: --set training.batch_size=32 (repeatable)");
  // Each dedicated flag is one config key (checked by the key's own rule when applied).
  const auto flag = [&](const char* name, const char* key, const std::string& help) {
    return command->add_option_function(
        name, [state, key](const std::string& value) { state->flags.emplace_back(key, value); },
        fmt::format("= --set {}{}", key, help));
  };
  flag("--output-dir", "training.output_dir", "=DIR");
  flag("--device", "training.device", "=cpu|cuda|auto");
  flag("--seed", "training.seed", "=N");
  flag("--threads", "training.threads", "=N")->check(whole_number_in(1, kMaxThreads));
  flag("--max-steps", "training.max_steps", "=N");
  flag("--world-size", "training.world_size", "=N: processes training together (or WORLD_SIZE)");
  flag("--rank", "training.rank", "=R: this process, 0 .. N-1 (or RANK)");
  flag("--master", "training.master",
       "=HOST:PORT: where rank 0 listens, only on HOST's addresses (or MASTER_ADDR, MASTER_PORT)");
  command->add_flag("--help-config", arguments.help_config, "List every config key and exit");
  command->add_flag("--skip-test", arguments.skip_test,
                    "Do not evaluate the best model on data.test at the end");
  command->add_flag("--overwrite", arguments.overwrite,
                    "Start afresh in an output directory that holds another run (its files are "
                    "removed); without it such a directory is refused");
  command->callback([state] {
    auto& arguments = *state;
    if (arguments.help_config) {
      fmt::print("{}", config_help());
      return;
    }
    restart_with_fast_blas();
    const auto config = resolve_config(arguments);
    for (const auto& data : {config.data.train, config.data.valid, config.data.test}) {
      refuse_unfinished_split_set(data);  // splits a killed generate left half replaced
    }
    if (config.training.rank == 0) refuse_outputs_over_inputs(config, arguments.config_path);
    TrainingOptions options;
    options.resume_directory = arguments.resume;
    options.log = &std::cerr;
    options.live_progress = ::isatty(STDERR_FILENO) != 0;
    options.overwrite = arguments.overwrite;
    options.check_test_data = !arguments.skip_test;
    // Stopping is saving: the first SIGINT / SIGTERM ends the run after its current step with
    // last/ written; a second one ends the process at once.
    const StopSignals stop_signals;
    options.stop_requested = [] { return StopSignals::received(); };
    const auto summary = train(config, options);
    if (summary.stopped_by_signal != 0) {
      set_exit_status(exit_status_for_signal(summary.stopped_by_signal));
      return;
    }
    // Rank 0 alone holds the run directory.
    if (!arguments.skip_test && config.training.rank == 0) report_test_exact_match(config);
  });
}

}  // namespace dates::app
