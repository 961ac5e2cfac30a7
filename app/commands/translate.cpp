// dates translate: normalise the dates given as arguments or on standard input.
#include "commands.h"

#include <fmt/format.h>
#include <torch/torch.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/progress.h"
#include "dates/core/runtime.h"
#include "dates/core/workers.h"
#include "dates/data/reading_order.h"
#include "dates/decode/attention_map.h"
#include "dates/decode/beam_search.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/normalizer.h"
#include "dates/io/atomic_file.h"
#include "dates/model/checkpoint.h"
#include "dates/model/default_model.h"

namespace dates::app {

namespace {

struct TranslateArguments {
  std::optional<std::string> checkpoint;  // default: default_model()
  std::vector<std::string> inputs;
  BeamOptions beam;                      // beam_size 1 by default: greedy
  std::optional<double> min_confidence;  // default: the checkpoint's calibrated threshold
  std::optional<std::string> order;      // default: the model's data.default_order
  bool constrain = false;
  bool no_ambiguity = false;
  std::string format = "tsv";
  std::string attention_svg;
  int64_t batch_size = 256;
  int64_t threads = 1;
};

}  // namespace

void add_translate(CLI::App& app) {
  const auto state = std::make_shared<TranslateArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "translate",
      "Normalize dates: the arguments, or each line of standard input, one output line per "
      "input line: OUTPUT<TAB>PROBABILITY[<TAB>marks]");
  command->add_option("--checkpoint", arguments.checkpoint,
                      "Run directory or model.safetensors (default: $DATES_MODEL, else "
                      "checkpoints/real in the working directory, in the installed tree or in the "
                      "source tree of the binary)");
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
  command->add_flag("--no-ambiguity", arguments.no_ambiguity,
                    "Order-control models: decode each input under its own convention only, "
                    "without the 'ambiguous' mark (the other conventions cost two more decodes)");
  command
      ->add_option("--format", arguments.format,
                   "tsv: OUTPUT<TAB>PROBABILITY[<TAB>marks] lines; jsonl: one JSON object per "
                   "input (input, output, probability, marks, nbest, and error when refused)")
      ->capture_default_str()
      ->check(CLI::IsMember({"tsv", "jsonl"}));
  command->add_option("--attention", arguments.attention_svg,
                      "Write the attention heat map of the (single) input's best output as SVG");
  command->add_option("--batch-size", arguments.batch_size, "Inputs decoded together")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command->add_option("--threads", arguments.threads, "CPU threads")
      ->capture_default_str()
      ->check(whole_number_in(1, kMaxThreads));
  command->add_option("inputs", arguments.inputs, "Dates to normalize (default: read stdin)");
  command->callback([state] {
    auto& arguments = *state;
    // Dates given as arguments are few: the restart (about 0.4 s) would cost more than the
    // faster kernels save. Standard input may be a whole file.
    if (arguments.inputs.empty()) restart_with_fast_blas();
    configure_workers(arguments.threads);
    const auto checkpoint = arguments.checkpoint ? *arguments.checkpoint : default_model();
    auto bundle = load_model(model_file_of(checkpoint), torch::kCPU);
    const auto order =
        parse_reading_order(arguments.order.value_or(bundle.config.data.default_order));
    if (arguments.order && !bundle.config.data.order_control &&
        order != parse_reading_order(bundle.config.data.default_order)) {
      throw std::invalid_argument(
          fmt::format("--order {}: the model {} was not trained with reading conventions "
                      "(data.order_control); it reads numeric dates as its data did",
                      *arguments.order, checkpoint));
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
    // A progress line on a terminal for long inputs (standard input), never in a pipe's output.
    if (arguments.inputs.empty() && stderr_is_terminal()) translator.progress = &std::cerr;
    std::optional<DateConstraint> constraint;
    if (arguments.constrain) {
      constraint.emplace(bundle.target_vocabulary);
      arguments.beam.constraint = &*constraint;
    }
    NormalizerOptions options;
    options.order = order;
    options.min_confidence = arguments.min_confidence.value_or(bundle.min_confidence);
    options.beam = arguments.beam;
    options.detect_ambiguity = !arguments.no_ambiguity;
    const auto results = normalize_inputs(translator, bundle.config.data, raw, options);
    // Inputs the model cannot read are reported and answered with a marked empty line, so the
    // output keeps one line per input line.
    for (size_t i = 0; i < results.size(); ++i) {
      const auto& result = results[i];
      if (!result.refusal.empty()) {
        fmt::print(stderr, "dates: input {} ('{}'): {}\n", i + 1, printable(raw[i], 60),
                   result.refusal_detail);
        set_exit_status(1);
      }
      fmt::print("{}", arguments.format == "jsonl"
                           ? json_line(result, raw[i], options.min_confidence)
                           : output_lines(result, arguments.beam.nbest, options.min_confidence));
    }
    if (!arguments.attention_svg.empty() && !results.empty() &&
        !results.front().candidates.empty()) {
      const auto& best = results.front().candidates.front();
      auto map = best.attention;
      map.title =
          fmt::format("{} -> {} (p = {:.4f})", raw.front(), best.output, best.probability());
      write_file_atomically(arguments.attention_svg, attention_svg(map));
      fmt::print(stderr, "attention map written to {}\n", printable(arguments.attention_svg));
    }
  });
}

}  // namespace dates::app
