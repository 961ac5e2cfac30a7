// dates calibrate: choose and save the checkpoint's default --min-confidence.
#include "commands.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/runtime.h"
#include "dates/data/reading_order.h"
#include "dates/data/split_writer.h"
#include "dates/eval/calibration.h"
#include "dates/eval/evaluation.h"
#include "dates/io/atomic_file.h"
#include "dates/model/checkpoint.h"
#include "dates/train/run_directory.h"

namespace dates::app {

namespace {

struct CalibrateArguments {
  std::string checkpoint;
  std::string data;
  double max_error = 0.005;
  double min_marked = 0.9;
  std::optional<std::string> order;  // default: the model's data.default_order
  bool dry_run = false;
};

}  // namespace

void add_calibrate(Command& app) {
  const auto state = std::make_shared<CalibrateArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "calibrate",
      "Choose the checkpoint's default --min-confidence on validation data: the smallest "
      "threshold at which outputs without a warning mark are wrong at most --max-error of the "
      "time (and stay so above it), saved in the model file");
  command->add_option("--checkpoint", arguments.checkpoint, "Run directory or model.safetensors")
      ->required();
  command->add_option("--data", arguments.data, "Validation TSV (never the test data)")->required();
  command
      ->add_option("--max-error", arguments.max_error,
                   "Largest share of wrong outputs among those kept")
      ->capture_default_str()
      ->check(number_in(0, 0.999));
  command
      ->add_option("--min-marked", arguments.min_marked,
                   "Smallest share of the wrong outputs that must carry a warning mark (or fall "
                   "below the threshold)")
      ->capture_default_str()
      ->check(number_in(0, 1));
  command
      ->add_option("--order", arguments.order,
                   "Reading convention of lines without a fourth column (default: the model's "
                   "data.default_order)")
      ->check(one_of({"mdy", "dmy", "ymd"}));
  command->add_flag("--dry-run", arguments.dry_run, "Print the choice; do not change the file");
  command->callback([state] {
    auto& arguments = *state;
    restart_with_fast_blas();
    const auto model_file = model_file_of(arguments.checkpoint);
    constexpr const char* kPurpose = "writing the calibrated threshold into its model file";
    // What is written back is the file as read here, with only the threshold changed: the model
    // is loaded from the same file, and the file is replaced only if it is still this one.
    std::optional<FileSnapshot> snapshot;
    std::string run_directory;
    if (!arguments.dry_run) {
      refuse_output_over_inputs("--checkpoint", model_file, {arguments.data});
      snapshot = read_file_snapshot(model_file);
      run_directory = std::filesystem::path(snapshot->path).parent_path().string();
      const SharedRunLock training_check(run_directory, kPurpose);  // refuse before any work
    }
    refuse_unfinished_split_set(arguments.data);
    auto bundle = load_model(model_file, torch::kCPU);
    const auto examples = read_model_examples(bundle, arguments.data, arguments.order);
    const auto needed = minimum_calibration_lines(arguments.max_error);
    if (static_cast<int64_t>(examples.size()) < needed) {
      throw std::runtime_error(fmt::format(
          "{} holds {} lines, too few to choose a threshold for --max-error {}: at least {} are "
          "needed (with no wrong output among n lines, the error rate is only known to be below "
          "about 3/n); the model file was left as it is",
          printable(arguments.data), examples.size(), arguments.max_error, needed));
    }
    const Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                                bundle.config.data.max_target_length, torch::kCPU};
    auto result = evaluate(translator, examples);
    mark_predictions(translator, bundle, examples, result);
    const auto thresholds = default_thresholds();
    fmt::print("threshold  kept  coverage  exact match among kept\n");
    for (const auto& point : coverage_curve(result.predictions, thresholds)) {
      fmt::print("{:>9}  {:>4}  {:>8.4f}  {:.4f}\n", point.threshold, point.kept, point.coverage(),
                 point.precision());
    }
    const auto choice = choose_min_confidence(result.predictions, arguments.max_error, thresholds,
                                              arguments.min_marked);
    const auto how = fmt::format(
        "chosen on {} ({} lines) for at most {} wrong among outputs without a warning mark and "
        "at least {} of the wrong outputs marked: threshold {}, coverage {:.4f}, exact match "
        "among kept {:.4f}, wrong outputs marked {:.4f}{}",
        arguments.data, choice.total, arguments.max_error, arguments.min_marked, choice.threshold,
        choice.coverage, choice.precision, choice.wrong_marked,
        choice.met ? "" : " (targets not met: the largest threshold)");
    fmt::print("{}\n", how);
    if (arguments.dry_run) return;
    const SharedRunLock training_check(run_directory, kPurpose);
    save_calibration(*snapshot, choice.threshold, how);
    fmt::print("saved min_confidence {} in {}\n", choice.threshold, printable(model_file));
  });
}

}  // namespace dates::app
