// The `dates` command line: each subcommand parses its options and calls the library.
#include <fmt/format.h>
#include <torch/torch.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "dates/atomic_file.h"
#include "dates/attention_map.h"
#include "dates/beam_search.h"
#include "dates/calibration.h"
#include "dates/checkpoint.h"
#include "dates/config.h"
#include "dates/data.h"
#include "dates/date_generator.h"
#include "dates/distributed.h"
#include "dates/evaluation.h"
#include "dates/flops.h"
#include "dates/normalizer.h"
#include "dates/printable.h"
#include "dates/reading_order.h"
#include "dates/real_date_grammar.h"
#include "dates/report.h"
#include "dates/run_directory.h"
#include "dates/runtime.h"
#include "dates/safetensors.h"
#include "dates/stop_signals.h"
#include "dates/training.h"

namespace {

using namespace dates;

// OpenBLAS chooses its kernels once, when it loads, from the CPU it recognises or from
// OPENBLAS_CORETYPE. Where it fell back to pre-AVX2 kernels on a CPU that has AVX2 or AVX-512
// (OpenBLAS 0.3.21 on a recent Xeon: 4.9x slower matrix products), the compute-heavy
// subcommands start again, before any work, with the variable set; OMP_WAIT_POLICY=PASSIVE
// rides along (spinning OpenMP workers starve each other on a busy machine). Setting
// OPENBLAS_CORETYPE yourself skips this.
char** command_line = nullptr;  // main's argv

// Option checks that say in one line what is allowed ("--beam: must be a whole number in 1 .. 100,
// found '0'"); CLI11's own print ranges as 1.797e308 and let NaN through.
CLI::Validator whole_number_in(int64_t minimum, int64_t maximum) {
  return CLI::Validator(
      [minimum, maximum](std::string& text) -> std::string {
        int64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc{} || end != text.data() + text.size() ||
            value < minimum || value > maximum) {
          return fmt::format("must be a whole number in {} .. {}, found '{}'", minimum, maximum,
                             printable(text, 40));
        }
        return "";
      },
      fmt::format("{} .. {}", minimum, maximum));
}

CLI::Validator number_in(double minimum, double maximum) {
  return CLI::Validator(
      [minimum, maximum](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !(value >= minimum) ||
            !(value <= maximum)) {
          return fmt::format("must be a number in [{}, {}], found '{}'", minimum, maximum,
                             printable(text, 40));
        }
        return "";
      },
      fmt::format("[{}, {}]", minimum, maximum));
}

void restart_with_fast_blas() {
  const auto coretype = openblas_coretype_to_restart_with();
  if (coretype.empty() || command_line == nullptr) return;
  ::setenv("OPENBLAS_CORETYPE", coretype.c_str(), /*overwrite=*/1);
  ::setenv("OMP_WAIT_POLICY", "PASSIVE", /*overwrite=*/0);
  // The executable's real path, not /proc/self/exe: the kernel names the process after the file
  // executed, and `pgrep dates` must still find it.
  std::error_code error;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error).string();
  ::execv(error ? "/proc/self/exe" : executable.c_str(), command_line);
  // exec failed (no /proc?): carry on with the kernels OpenBLAS chose.
}

// ---- dates generate -------------------------------------------------------------------------
struct GenerateArguments {
  std::string output_dir = "data";
  uint64_t seed = 20261130;
  SplitSizes sizes;
  std::string first = "1970-01-01";
  std::string last = "2029-12-31";
  std::string formats = "classic";
};

void add_generate(CLI::App& app, GenerateArguments& arguments) {
  auto* command = app.add_subcommand("generate", "Write train/valid/test TSV splits of dates");
  command->add_option("--output-dir", arguments.output_dir, "Directory for the .tsv files")
      ->capture_default_str();
  command->add_option("--seed", arguments.seed, "Random seed")->capture_default_str();
  // Splits are built in memory: bounded, so that a typo cannot exhaust the machine.
  command->add_option("--train", arguments.sizes.train, "Training lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command->add_option("--valid", arguments.sizes.valid, "Validation lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command->add_option("--test", arguments.sizes.test, "Test lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command->add_option("--first", arguments.first, "First date (ISO)")->capture_default_str();
  command->add_option("--last", arguments.last, "Last date (ISO)")->capture_default_str();
  command
      ->add_option("--formats", arguments.formats,
                   "Format catalogue: classic (source<TAB>target), broad "
                   "(source<TAB>target<TAB>family) or real (the real-world grammar: "
                   "source<TAB>target<TAB>family<TAB>order)")
      ->capture_default_str();
  command->callback([&arguments] {
    SplitSizes distinct;
    if (arguments.formats == "real") {
      // The grammar draws its own years (1000..2999); --first and --last do not apply.
      distinct = write_real_splits(arguments.output_dir, arguments.seed, arguments.sizes);
    } else {
      const DateRange range{CivilDate::parse_iso(arguments.first),
                            CivilDate::parse_iso(arguments.last)};
      distinct = write_splits(arguments.output_dir, arguments.seed, range, arguments.sizes,
                              parse_format_catalogue(arguments.formats));
    }
    // Lines are drawn with replacement: say how many sources repeat within a split, so a range
    // too small for the lines asked is seen, not silently written as copies.
    const auto counted = [](size_t lines, size_t sources) {
      return lines == sources ? fmt::format("{} lines", lines)
                              : fmt::format("{} lines, {} distinct sources", lines, sources);
    };
    fmt::print("wrote {}/train.tsv ({}), valid.tsv ({}), test.tsv ({})\n", arguments.output_dir,
               counted(arguments.sizes.train, distinct.train),
               counted(arguments.sizes.valid, distinct.valid),
               counted(arguments.sizes.test, distinct.test));
    for (const auto& [name, lines, sources] :
         {std::tuple{"train", arguments.sizes.train, distinct.train},
          std::tuple{"valid", arguments.sizes.valid, distinct.valid},
          std::tuple{"test", arguments.sizes.test, distinct.test}}) {
      if (2 * sources < lines) {
        fmt::print(stderr,
                   "dates: warning: most lines of {}.tsv repeat another ({} distinct sources in "
                   "{} lines): the range holds too few dates for the lines asked; widen it "
                   "(--first, --last) or ask for fewer lines\n",
                   name, sources, lines);
      }
    }
  });
}

// ---- dates train ----------------------------------------------------------------------------
struct TrainArguments {
  std::string config_path;
  std::string resume;
  std::vector<std::string> assignments;  // --set section.key=value
  std::optional<std::string> output_dir, device;
  std::optional<uint64_t> seed;
  std::optional<int64_t> threads, max_steps;
  std::optional<int64_t> world_size, rank;  // data-parallel launch
  std::optional<std::string> master;
  bool help_config = false;
  bool skip_test = false;
  bool overwrite = false;
  int exit_status = 0;  // 128 + signal when a signal stopped the run
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
  if (arguments.output_dir) apply_override(config, "training.output_dir", *arguments.output_dir);
  if (arguments.device) apply_override(config, "training.device", *arguments.device);
  if (arguments.seed) apply_override(config, "training.seed", std::to_string(*arguments.seed));
  if (arguments.threads) {
    apply_override(config, "training.threads", std::to_string(*arguments.threads));
  }
  if (arguments.max_steps) {
    apply_override(config, "training.max_steps", std::to_string(*arguments.max_steps));
  }
  if (arguments.world_size) {
    apply_override(config, "training.world_size", std::to_string(*arguments.world_size));
  }
  if (arguments.rank) apply_override(config, "training.rank", std::to_string(*arguments.rank));
  if (arguments.master) apply_override(config, "training.master", *arguments.master);
  validate(config);
  return config;
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
             config.data.test, result.exact_match(), result.correct, result.total, bundle.step);
}

void add_train(CLI::App& app, TrainArguments& arguments) {
  auto* command = app.add_subcommand("train", "Train a model from a YAML config");
  command->add_option("--config", arguments.config_path, "YAML experiment config")
      ->check(CLI::ExistingFile);
  command->add_option("--resume", arguments.resume,
                      "Continue the run in this output directory (from DIR/last)");
  command->add_option("--set", arguments.assignments,
                      "Override any config key: --set training.batch_size=32 (repeatable)");
  command->add_option("--output-dir", arguments.output_dir, "= --set training.output_dir=DIR");
  command->add_option("--device", arguments.device, "= --set training.device=cpu|cuda|auto");
  command->add_option("--seed", arguments.seed, "= --set training.seed=N");
  command->add_option("--threads", arguments.threads, "= --set training.threads=N")
      ->check(whole_number_in(1, kMaxThreads));
  command->add_option("--max-steps", arguments.max_steps, "= --set training.max_steps=N");
  command->add_option("--world-size", arguments.world_size,
                      "= --set training.world_size=N: processes training together (or "
                      "WORLD_SIZE)");
  command->add_option("--rank", arguments.rank,
                      "= --set training.rank=R: this process, 0 .. N-1 (or RANK)");
  command->add_option("--master", arguments.master,
                      "= --set training.master=HOST:PORT: where rank 0 listens (or MASTER_ADDR, "
                      "MASTER_PORT)");
  command->add_flag("--help-config", arguments.help_config, "List every config key and exit");
  command->add_flag("--skip-test", arguments.skip_test,
                    "Do not evaluate the best model on data.test at the end");
  command->add_flag("--overwrite", arguments.overwrite,
                    "Start afresh in an output directory that holds another run (its files are "
                    "removed); without it such a directory is refused");
  command->callback([&arguments] {
    if (arguments.help_config) {
      fmt::print("{}", config_help());
      return;
    }
    restart_with_fast_blas();
    const auto config = resolve_config(arguments);
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
      arguments.exit_status = exit_status_for_signal(summary.stopped_by_signal);
      return;
    }
    // Rank 0 alone holds the run directory.
    if (!arguments.skip_test && config.training.rank == 0) report_test_exact_match(config);
  });
}

// ---- dates eval -----------------------------------------------------------------------------
struct EvalArguments {
  std::string checkpoint;
  std::string data;
  std::string mistakes;
  std::string predictions;
  std::string logits;
  int64_t logits_examples = 256;
  std::string report;
  int64_t report_mistakes = 12;
  std::optional<std::string> device;
  int64_t threads = 1;
  std::optional<std::string> order;  // default: the model's data.default_order
};

// The HTML report of `dates eval --report DIR`: the worst mistakes are those the model was most
// sure of; their attention is decoded again (a few sources, so cheap).
void write_evaluation_report(const EvalArguments& arguments, const std::string& model_file,
                             const Translator& translator, const EvaluationResult& result) {
  ReportContent content;
  content.checkpoint = model_file;
  content.data = arguments.data;
  content.result = result;
  const auto metrics = std::filesystem::path(model_file).parent_path() / "metrics.jsonl";
  if (std::filesystem::exists(metrics)) content.metrics_jsonl = read_file(metrics.string());
  auto worst = result.mistakes;
  std::stable_sort(worst.begin(), worst.end(), [](const Mistake& a, const Mistake& b) {
    return a.log_probability > b.log_probability;
  });
  worst.resize(std::min(worst.size(), static_cast<size_t>(arguments.report_mistakes)));
  std::vector<std::string> sources;
  for (const auto& mistake : worst) sources.push_back(mistake.source);
  Translator with_attention = translator;
  with_attention.keep_attention = true;
  const auto translations = translate(with_attention, sources);
  for (size_t i = 0; i < worst.size(); ++i) {
    content.worst.push_back({worst[i], translations[i].attention});
  }
  write_report(arguments.report, content);
  fmt::print("report written to {}/index.html\n", arguments.report);
}

// A data file read as the model's data: its normalisation, and lines without an order column
// read by `order` (default: the model's data.default_order).
std::vector<Example> read_model_examples(const ModelBundle& bundle, const std::string& path,
                                         const std::optional<std::string>& order) {
  return read_examples(
      path, read_options(bundle.config.data, /*max_examples=*/0,
                         parse_reading_order(order.value_or(bundle.config.data.default_order))));
}

// Reads every example again as `translate` would (its convention, unknown characters, the other
// conventions), records in result.predictions which outputs carry a warning mark, and says how
// many unwarned outputs are wrong at the checkpoint's calibrated threshold.
std::string mark_predictions(const Translator& translator, const ModelBundle& bundle,
                             const std::vector<Example>& examples, EvaluationResult& result) {
  std::vector<std::string> sources;
  std::vector<ReadingOrder> orders;
  for (const auto& example : examples) {
    sources.push_back(without_order_control(example.source));
    orders.push_back(leading_order_control(example.source).value_or(ReadingOrder::kMdy));
  }
  NormalizerOptions options;  // min_confidence 0: the threshold is applied below
  const auto read = normalize_inputs(translator, bundle.config.data, sources, orders, options);
  int64_t kept = 0, kept_wrong = 0, wrong = 0, wrong_warned = 0;
  for (size_t i = 0; i < read.size(); ++i) {
    auto& prediction = result.predictions[i];
    prediction.marked = read[i].has_warning();
    const bool warned = prediction.marked || prediction.probability < bundle.min_confidence;
    wrong += prediction.correct ? 0 : 1;
    wrong_warned += !prediction.correct && warned ? 1 : 0;
    if (!warned) {
      ++kept;
      kept_wrong += prediction.correct ? 0 : 1;
    }
  }
  const auto share = [](int64_t part, int64_t whole) {
    return whole > 0 ? static_cast<double>(part) / static_cast<double>(whole) : 0.0;
  };
  return fmt::format(
      "at --min-confidence {} (the checkpoint's): {} of {} outputs ({:.4f}) carry no warning "
      "mark, {} of them wrong ({:.4f}); {} of the {} wrong outputs are marked ({:.4f})",
      bundle.min_confidence, kept, read.size(), share(kept, static_cast<int64_t>(read.size())),
      kept_wrong, share(kept_wrong, kept), wrong_warned, wrong, share(wrong_warned, wrong));
}

void add_eval(CLI::App& app, EvalArguments& arguments) {
  auto* command = app.add_subcommand("eval", "Exact match of a checkpoint on a TSV file");
  command->add_option("--checkpoint", arguments.checkpoint, "Run directory or model.safetensors")
      ->required();
  command->add_option("--data", arguments.data, "TSV file (source<TAB>target)")->required();
  command->add_option("--mistakes", arguments.mistakes,
                      "Also write the mistakes (line, source, target, predicted, family) here");
  command->add_option("--predictions", arguments.predictions,
                      "Also write every prediction, one per line, in input order");
  command->add_option("--logits", arguments.logits,
                      "Also write teacher-forced logits of the first examples (safetensors)");
  command
      ->add_option("--logits-examples", arguments.logits_examples,
                   "How many examples --logits covers")
      ->capture_default_str()
      ->check(whole_number_in(1, 100000));
  command->add_option("--report", arguments.report,
                      "Write an HTML report (exact match per family, learning curve, worst "
                      "mistakes with attention maps) to DIR/index.html");
  command
      ->add_option("--report-mistakes", arguments.report_mistakes,
                   "How many of the worst mistakes the report shows")
      ->capture_default_str()
      ->check(whole_number_in(0, 1000));
  command->add_option("--device", arguments.device, "cpu, cuda or auto (default: cpu)");
  command->add_option("--threads", arguments.threads, "CPU threads")
      ->capture_default_str()
      ->check(whole_number_in(1, kMaxThreads));
  command
      ->add_option("--order", arguments.order,
                   "Reading convention of lines without a fourth column (default: the model's "
                   "data.default_order)")
      ->check(CLI::IsMember({"mdy", "dmy", "ymd"}));
  command->callback([&arguments] {
    restart_with_fast_blas();
    configure_threads(arguments.threads);
    const auto model_file = model_file_of(arguments.checkpoint);
    const auto device = resolve_device(arguments.device.value_or("cpu"));
    auto bundle = load_model(model_file, device);
    const auto examples = read_model_examples(bundle, arguments.data, arguments.order);
    const Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                                bundle.config.data.max_target_length, device};
    auto result = evaluate(translator, examples);
    const auto warnings = mark_predictions(translator, bundle, examples, result);
    // The score first, whatever happens to the files asked for; nothing is written beside the
    // model unless asked (a read-only model directory evaluates).
    fmt::print("exact match {:.4f} ({}/{}) on {}; {} mistakes{}\n", result.exact_match(),
               result.correct, result.total, arguments.data, result.mistakes.size(),
               arguments.mistakes.empty() ? " (--mistakes FILE lists them)"
                                          : " written to " + arguments.mistakes);
    for (const auto& [family, tally] : result.families) {
      fmt::print("  {:<20} {:.4f} ({}/{})\n", family, tally.fraction(), tally.correct, tally.total);
    }
    fmt::print("{}\n", warnings);
    std::fflush(stdout);
    if (!arguments.mistakes.empty()) {
      std::string mistakes = "line\tsource\ttarget\tpredicted\tfamily\n";
      for (const auto& mistake : result.mistakes) {
        mistakes += fmt::format("{}\t{}\t{}\t{}\t{}\n", mistake.index + 1,
                                without_order_control(mistake.source), mistake.target,
                                mistake.predicted, mistake.family);
      }
      write_file_atomically(arguments.mistakes, mistakes);
    }
    if (!arguments.predictions.empty()) {
      std::vector<std::string> sources;
      for (const auto& example : examples) sources.push_back(example.source);
      std::string lines;
      for (const auto& translation : translate(translator, sources)) {
        lines += translation.output + "\n";
      }
      write_file_atomically(arguments.predictions, lines);
    }
    if (!arguments.logits.empty()) {
      const auto count = std::min(examples.size(), static_cast<size_t>(arguments.logits_examples));
      const auto forced = teacher_forced_logits(
          translator, std::vector<Example>(examples.begin(), examples.begin() + count));
      safetensors::save(arguments.logits, {{"logits", forced.logits}, {"targets", forced.targets}},
                        {{"data", arguments.data}, {"checkpoint", model_file}});
    }
    if (!arguments.report.empty()) {
      write_evaluation_report(arguments, model_file, translator, result);
    }
  });
}

// ---- dates translate ------------------------------------------------------------------------
struct TranslateArguments {
  std::string checkpoint = "checkpoints/real";
  std::vector<std::string> inputs;
  BeamOptions beam;                      // beam_size 1 by default: greedy
  std::optional<double> min_confidence;  // default: the checkpoint's calibrated threshold
  std::optional<std::string> order;      // default: the model's data.default_order
  bool constrain = false;
  std::string attention_svg;
  int64_t batch_size = 256;
  int64_t threads = 1;
  bool failed = false;
};

// "OUTPUT<TAB>PROBABILITY[<TAB>marks]": marks say what a user must not miss.
std::string describe(const BeamTranslation& candidate, const std::vector<std::string>& marks) {
  return fmt::format("{}\t{:.4f}{}{}", candidate.output, candidate.probability(),
                     marks.empty() ? "" : "\t", fmt::join(marks, ","));
}

void add_translate(CLI::App& app, TranslateArguments& arguments) {
  auto* command = app.add_subcommand(
      "translate",
      "Normalize dates: the arguments, or each line of standard input, one output line per "
      "input line: OUTPUT<TAB>PROBABILITY[<TAB>marks]");
  command->add_option("--checkpoint", arguments.checkpoint, "Run directory or model.safetensors")
      ->capture_default_str();
  arguments.beam.beam_size = 1;  // before capture_default_str: --help shows the default used
  command->add_option("--beam", arguments.beam.beam_size, "Beam width (1 = greedy)")
      ->capture_default_str()
      ->check(whole_number_in(1, 100));
  command
      ->add_option("--nbest", arguments.beam.nbest,
                   "Candidates per input (<= --beam); above 1 each input gets a block of "
                   "RANK<TAB>OUTPUT<TAB>PROBABILITY lines and a blank line")
      ->capture_default_str()
      ->check(whole_number_in(1, 100));
  command
      ->add_option("--length-penalty", arguments.beam.length_penalty,
                   "Beam score = log p / length^this (0 = raw log-probability)")
      ->capture_default_str()
      ->check(number_in(0, 10));
  command
      ->add_option("--min-confidence", arguments.min_confidence,
                   "Mark outputs whose probability is below this 'low-confidence' (default: the "
                   "threshold the checkpoint was calibrated with, else 0)")
      ->check(number_in(0, 1));
  command
      ->add_option("--order", arguments.order,
                   "How numeric dates whose digits do not decide are read: mdy (3/4/15 is "
                   "2015-03-04), dmy (2015-04-03) or ymd (2003-04-15); default: the model's "
                   "data.default_order (mdy); models trained with data.order_control only")
      ->check(CLI::IsMember({"mdy", "dmy", "ymd"}));
  command->add_flag("--constrain", arguments.constrain,
                    "Only produce well-formed YYYY-MM-DD strings of real calendar dates");
  command->add_option("--attention", arguments.attention_svg,
                      "Write the attention heat map of the (single) input's best output as SVG");
  command->add_option("--batch-size", arguments.batch_size, "Inputs decoded together")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command->add_option("--threads", arguments.threads, "CPU threads")
      ->capture_default_str()
      ->check(whole_number_in(1, kMaxThreads));
  command->add_option("inputs", arguments.inputs, "Dates to normalize (default: read stdin)");
  command->callback([&arguments] {
    // Dates given as arguments are few: the restart (about 0.4 s) would cost more than the
    // faster kernels save. Standard input may be a whole file.
    if (arguments.inputs.empty()) restart_with_fast_blas();
    configure_threads(arguments.threads);
    auto bundle = load_model(model_file_of(arguments.checkpoint), torch::kCPU);
    const auto order =
        parse_reading_order(arguments.order.value_or(bundle.config.data.default_order));
    if (arguments.order && !bundle.config.data.order_control &&
        order != parse_reading_order(bundle.config.data.default_order)) {
      throw std::invalid_argument(
          fmt::format("--order {}: the model {} was not trained with reading conventions "
                      "(data.order_control); it reads numeric dates as its data did",
                      *arguments.order, arguments.checkpoint));
    }
    std::vector<std::string> raw = arguments.inputs;
    if (raw.empty()) {
      for (std::string line; std::getline(std::cin, line);) raw.push_back(line);
    }
    if (!arguments.attention_svg.empty() && raw.size() != 1) {
      throw std::invalid_argument(fmt::format(
          "--attention draws one input's heat map, but {} inputs were given", raw.size()));
    }
    Translator translator{bundle.model,
                          bundle.source_vocabulary,
                          bundle.target_vocabulary,
                          bundle.config.data.max_target_length,
                          torch::kCPU,
                          arguments.batch_size};
    translator.keep_attention = !arguments.attention_svg.empty();
    std::optional<DateConstraint> constraint;
    if (arguments.constrain) {
      constraint.emplace(bundle.target_vocabulary);
      arguments.beam.constraint = &*constraint;
    }
    NormalizerOptions options;
    options.order = order;
    options.min_confidence = arguments.min_confidence.value_or(bundle.min_confidence);
    options.beam = arguments.beam;
    const auto results = normalize_inputs(translator, bundle.config.data, raw, options);
    // Inputs the model cannot read are reported and answered with a marked empty line, so the
    // output keeps one line per input line.
    for (size_t i = 0; i < results.size(); ++i) {
      const auto& result = results[i];
      if (!result.refusal.empty()) {
        fmt::print(stderr, "dates: input {} ('{}'): {}\n", i + 1, printable(raw[i], 60),
                   result.refusal_detail);
        arguments.failed = true;
        const std::string mark = result.refusal == "too-long" ? "too-long" : "unreadable";
        fmt::print("{}\n",
                   arguments.beam.nbest == 1 ? "\t0.0000\t" + mark : "1\t\t0.0000\t" + mark + "\n");
        continue;
      }
      if (arguments.beam.nbest == 1) {
        fmt::print("{}\n", describe(result.candidates.front(), result.marks));
        continue;
      }
      for (size_t rank = 0; rank < result.candidates.size(); ++rank) {
        // The marks belong to the best candidate; the others carry their own warnings.
        std::vector<std::string> marks = result.marks;
        if (rank > 0) {
          marks.clear();
          if (result.candidates[rank].below(options.min_confidence)) {
            marks.emplace_back("low-confidence");
          }
        }
        fmt::print("{}\t{}\n", rank + 1, describe(result.candidates[rank], marks));
      }
      fmt::print("\n");
    }
    if (!arguments.attention_svg.empty() && !results.empty() &&
        !results.front().candidates.empty()) {
      const auto& best = results.front().candidates.front();
      auto map = best.attention;
      map.title =
          fmt::format("{} -> {} (p = {:.4f})", raw.front(), best.output, best.probability());
      write_file_atomically(arguments.attention_svg, attention_svg(map));
      fmt::print(stderr, "attention map written to {}\n", arguments.attention_svg);
    }
  });
}

// ---- dates calibrate ------------------------------------------------------------------------
struct CalibrateArguments {
  std::string checkpoint;
  std::string data;
  double max_error = 0.005;
  double min_marked = 0.9;
  std::optional<std::string> order;  // default: the model's data.default_order
  bool dry_run = false;
};

void add_calibrate(CLI::App& app, CalibrateArguments& arguments) {
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
      ->check(CLI::IsMember({"mdy", "dmy", "ymd"}));
  command->add_flag("--dry-run", arguments.dry_run, "Print the choice; do not change the file");
  command->callback([&arguments] {
    restart_with_fast_blas();
    const auto model_file = model_file_of(arguments.checkpoint);
    auto bundle = load_model(model_file, torch::kCPU);
    const auto examples = read_model_examples(bundle, arguments.data, arguments.order);
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
    bundle.min_confidence = choice.threshold;
    bundle.calibration = how;
    save_model(model_file, bundle);
    fmt::print("saved min_confidence {} in {}\n", choice.threshold, model_file);
  });
}

// ---- dates flops ----------------------------------------------------------------------------
struct FlopsArguments {
  std::string config_path;
  std::vector<std::string> overrides;
  bool json = false;
};

void add_flops(CLI::App& app, FlopsArguments& arguments) {
  auto* command = app.add_subcommand(
      "flops",
      "Analytic FLOPs of one training example of a Bahdanau config, layer by layer: at the "
      "training set's mean lengths (useful work) and at the padded widths of its batches "
      "(executed work)");
  command->add_option("--config", arguments.config_path, "Experiment YAML")->required();
  command->add_option("--set", arguments.overrides, "Override a key: section.key=value");
  command->add_flag("--json", arguments.json,
                    "Print {\"useful\": COUNT, \"executed\": COUNT} as JSON instead of tables");
  command->callback([&arguments] {
    auto config = load_config(arguments.config_path);
    for (const auto& assignment : arguments.overrides)
      apply_override_assignment(config, assignment);
    validate(config);
    if (config.model.attention != "bahdanau") {
      throw std::invalid_argument(
          fmt::format("{}: model.attention is '{}'; dates flops counts the bahdanau model only",
                      arguments.config_path, config.model.attention));
    }
    const auto examples = read_examples(config.data.train, read_options(config.data));
    std::vector<std::string> sources, targets;
    for (const auto& example : examples) {
      sources.push_back(example.source);
      targets.push_back(example.target);
    }
    const auto options =
        model_options(config.model, Vocabulary::build(sources, config.data.min_character_count),
                      Vocabulary::build(targets));
    const auto statistics = length_statistics(examples, config.training.batch_size,
                                              config.training.bucket_batches, config.training.seed);
    const auto useful = bahdanau_flops(options, statistics.mean, config.training.batch_size);
    const auto executed = bahdanau_flops(options, statistics.padded, config.training.batch_size);
    if (arguments.json) {
      fmt::print("{{\"useful\": {}, \"executed\": {}}}\n", flop_json(useful, statistics.mean),
                 flop_json(executed, statistics.padded));
      return;
    }
    fmt::print("{} training examples, batch size {}, padded widths averaged over {} batches\n\n",
               statistics.examples, config.training.batch_size, statistics.batches);
    fmt::print("Useful work (mean lengths, no padding):\n{}\n",
               flop_table(useful, statistics.mean));
    fmt::print("Executed work (the padded widths of the batches):\n{}",
               flop_table(executed, statistics.padded));
  });
}

// ---- dates inspect --------------------------------------------------------------------------
void add_inspect(CLI::App& app, std::string& path) {
  auto* command = app.add_subcommand("inspect", "List a safetensors file's tensors and metadata");
  command->add_option("file", path, "A .safetensors file")->required();
  command->callback([&path] {
    require_regular_file(path, "safetensors file");
    safetensors::Metadata metadata;
    const auto tensors = safetensors::inspect(path, &metadata);
    // A valid file's element counts fit in 64 bits (the format checks every partial product).
    uint64_t total = 0;
    for (const auto& tensor : tensors) {
      uint64_t elements = 1;
      for (const auto size : tensor.shape) elements *= static_cast<uint64_t>(size);
      total += elements;
      fmt::print("{:<48} {:<5} [{}]\n", printable(tensor.name), tensor.dtype,
                 fmt::join(tensor.shape, ", "));
    }
    fmt::print("{} tensors, {} elements\n", tensors.size(), total);
    // Metadata is the file's text: control and invisible characters are shown by code point;
    // a multi-line value is printed line by line.
    for (const auto& [key, value] : metadata) {
      const bool multiline = value.find('\n') != std::string::npos;
      std::string shown;
      size_t begin = 0;
      while (true) {
        const auto end = value.find('\n', begin);
        shown += printable(std::string_view(value).substr(
            begin, end == std::string::npos ? std::string::npos : end - begin));
        if (end == std::string::npos) break;
        shown += '\n';
        begin = end + 1;
      }
      fmt::print("metadata {}:{}{}\n", printable(key), multiline ? "\n" : " ", shown);
    }
  });
}

}  // namespace

int main(int argc, char** argv) {
  command_line = argv;
  CLI::App app{"dates: attention seq2seq that normalizes human-readable dates to ISO 8601"};
  app.set_version_flag("--version", std::string("dates ") + DATES_VERSION);
  app.require_subcommand(0, 1);
  GenerateArguments generate_arguments;
  TrainArguments train_arguments;
  EvalArguments eval_arguments;
  TranslateArguments translate_arguments;
  std::string inspect_path;
  add_generate(app, generate_arguments);
  add_train(app, train_arguments);
  add_eval(app, eval_arguments);
  add_translate(app, translate_arguments);
  add_inspect(app, inspect_path);
  FlopsArguments flops_arguments;
  add_flops(app, flops_arguments);
  CalibrateArguments calibrate_arguments;
  add_calibrate(app, calibrate_arguments);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return app.exit(error);
  } catch (const c10::Error& error) {
    // A LibTorch error: its message without the C++ stack trace LibTorch appends.
    fmt::print(stderr, "dates: error: {}\n", printable(error.what_without_backtrace()));
    return 1;
  } catch (const std::exception& error) {
    // Whatever the message quotes (paths, lines, metadata) reaches the terminal escaped.
    fmt::print(stderr, "dates: error: {}\n", printable(error.what()));
    return 1;
  }
  if (app.get_subcommands().empty()) fmt::print("{}", app.help());
  if (train_arguments.exit_status != 0) return train_arguments.exit_status;
  return translate_arguments.failed ? 1 : 0;
}
