// dates eval: exact match of a checkpoint on a TSV file, and the files asked for.
#include "commands.h"

#include <fmt/format.h>

#include <torch/types.h>
#include <iostream>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/progress.h"
#include "dates/core/runtime.h"
#include "dates/core/workers.h"
#include "dates/data/column_convention.h"
#include "dates/data/data.h"
#include "dates/data/reading_order.h"
#include "dates/data/split_writer.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/eval/evaluation.h"
#include "dates/eval/report.h"
#include "dates/io/atomic_file.h"
#include "dates/io/safetensors.h"
#include "dates/model/checkpoint.h"

namespace dates::app {

namespace {

struct EvalArguments {
  std::string checkpoint;
  std::string data;
  std::string mistakes;
  std::string predictions;
  std::string model_outputs;
  std::string logits;
  int64_t logits_examples = 256;
  std::string report;
  int64_t report_mistakes = 12;
  std::optional<std::string> device;
  int64_t threads = 1;
  std::optional<std::string> order;  // default: the model's data.default_order; auto: the column
  std::string output = "datetime";   // "date": compare the date parts only
};

}  // namespace

void add_eval(Command& app) {
  const auto state = std::make_shared<EvalArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand("eval", "Exact match of a checkpoint on a TSV file");
  command->add_option("--checkpoint", arguments.checkpoint, "Run directory or model.safetensors")
      ->required();
  command
      ->add_option("--data", arguments.data, "TSV file: source<TAB>target[<TAB>family[<TAB>order]]")
      ->required();
  command->add_option("--mistakes", arguments.mistakes,
                      "Also write the mistakes (line, source, target, predicted, family) here");
  command->add_option("--predictions", arguments.predictions,
                      "Also write every prediction, one per line, in input order");
  command->add_option("--model-outputs", arguments.model_outputs,
                      "Also write every output as the model wrote it (zone abbreviations as "
                      "written, before --output date), one per line, in input order: the "
                      "targets of sequence-level distillation (scripts/distill.sh)");
  command->add_option("--logits", arguments.logits,
                      "Also write teacher-forced logits of the first examples (safetensors)");
  command
      ->add_option("--logits-examples", arguments.logits_examples,
                   "How many examples --logits covers")
      ->capture_default_str()
      ->check(whole_number_in(1, 100000));
  command->add_option("--report", arguments.report,
                      "Write an HTML report (exact match per family, learning curve, worst "
                      "mistakes with attention maps, calibration: coverage, reliability, expected "
                      "calibration error) to DIR/index.html");
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
                   "Reading convention of lines without a fourth column: mdy, dmy, ymd, or auto "
                   "(the file is one column: the lines whose digits decide vote; the report "
                   "names the convention and the lines that contradict it); default: the "
                   "model's data.default_order")
      ->check(one_of({"auto", "mdy", "dmy", "ymd"}));
  command
      ->add_option("--output", arguments.output,
                   "datetime: outputs and targets compared whole (as written, in canonical "
                   "form); date: their date parts only, as translate --output date answers")
      ->capture_default_str()
      ->check(one_of({"datetime", "date"}));
  command->callback([state] {
    auto& arguments = *state;
    restart_with_fast_blas();
    configure_workers(arguments.threads);
    const auto model_file = model_file_of(arguments.checkpoint);
    // No output may replace an input, checked before any work.
    const std::vector<std::string> inputs = {model_file, arguments.data};
    refuse_output_over_inputs("--mistakes", arguments.mistakes, inputs);
    refuse_output_over_inputs("--predictions", arguments.predictions, inputs);
    refuse_output_over_inputs("--model-outputs", arguments.model_outputs, inputs);
    refuse_output_over_inputs("--logits", arguments.logits, inputs);
    if (!arguments.report.empty()) {
      refuse_output_over_inputs("--report", arguments.report, inputs);
      refuse_output_over_inputs(
          "--report", (std::filesystem::path(arguments.report) / "index.html").string(), inputs);
    }
    refuse_unfinished_split_set(arguments.data);
    const auto device = resolve_device(arguments.device.value_or("cpu"));
    auto bundle = load_model(model_file, device);
    // --order auto: every line votes, and the winner reads the lines without an order column.
    std::optional<ColumnConvention> column;
    std::vector<ConventionEvidence> evidence;
    auto order = arguments.order;
    if (order == std::optional<std::string>("auto")) {
      order.reset();
      if (bundle.config.data.order_control) {
        DateReader reader(libtorch_reading_model(bundle, "the checkpoint"), "the checkpoint");
        ColumnTally tally;
        for (const auto& example : read_model_examples(bundle, arguments.data, order)) {
          evidence.push_back(reader.evidence(without_order_control(example.source)));
          tally.add(evidence.back());
        }
        column = tally.decide(reader.default_order());
        order = to_string(column->order);
      }
    }
    const auto examples = read_model_examples(bundle, arguments.data, order);
    Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                          bundle.config.data.max_target_length, device};
    if (stderr_is_terminal()) translator.progress = &std::cerr;  // a progress line on a terminal
    const bool date_only = arguments.output == "date";
    auto result = evaluate(translator, examples, date_only);
    const auto warnings =
        mark_predictions(translator, bundle, examples, result, date_only, column.has_value());
    // The score first, whatever happens to the files asked for; nothing is written beside the
    // model unless asked (a read-only model directory evaluates).
    fmt::print("exact match {:.4f} ({}/{}) on {}; {} mistakes{}\n", result.exact_match(),
               result.correct, result.total, printable(arguments.data), result.mistakes.size(),
               arguments.mistakes.empty() ? " (--mistakes FILE lists them)"
                                          : " written to " + printable(arguments.mistakes));
    // Date-times: the date parts too (what --output date would score).
    if (result.has_times) {
      fmt::print("date part {:.4f} ({}/{})\n", result.date_exact_match(), result.date_correct,
                 result.total);
    }
    for (const auto& [family, tally] : result.families) {
      fmt::print("  {:<20} {:.4f} ({}/{}){}\n", printable(family), tally.fraction(), tally.correct,
                 tally.total,
                 result.has_times ? fmt::format("  date part {:.4f} ({}/{})",
                                                static_cast<double>(tally.date_correct) /
                                                    static_cast<double>(tally.total),
                                                tally.date_correct, tally.total)
                                  : "");
    }
    fmt::print("{}\n", warnings);
    if (column) {
      fmt::print("order auto: {}\n", column->summary());
      // The lines whose digits exclude the column's convention, read as their digits decide.
      int64_t shown = 0;
      for (size_t i = 0; i < examples.size(); ++i) {
        const auto conventions = evidence[i].conventions;
        if (conventions == 0 || (conventions & convention_bit(column->order)) != 0) continue;
        if (shown++ < 20) {
          fmt::print("  inconsistent: example {}: '{}' -> {} (target {})\n", i + 1,
                     printable(without_order_control(examples[i].source), 60),
                     printable(result.outputs[i]), printable(examples[i].target));
        }
      }
      if (shown > 20) fmt::print("  ... and {} more inconsistent\n", shown - 20);
    }
    std::fflush(stdout);
    if (!arguments.mistakes.empty()) {
      write_file_atomically(arguments.mistakes, mistakes_tsv(result));
    }
    if (!arguments.predictions.empty()) {
      std::string lines;
      for (const auto& output : result.outputs) lines += output + "\n";
      write_file_atomically(arguments.predictions, lines);
    }
    if (!arguments.model_outputs.empty()) {
      std::string lines;
      for (const auto& output : result.model_outputs) lines += output + "\n";
      write_file_atomically(arguments.model_outputs, lines);
    }
    if (!arguments.logits.empty()) {
      const auto count = std::min(examples.size(), static_cast<size_t>(arguments.logits_examples));
      const auto forced = teacher_forced_logits(
          translator, std::vector<Example>(examples.begin(), examples.begin() + count));
      safetensors::save(arguments.logits, {{"logits", forced.logits}, {"targets", forced.targets}},
                        {{"data", arguments.data}, {"checkpoint", model_file}});
    }
    if (!arguments.report.empty()) {
      write_evaluation_report(arguments.report, model_file, arguments.data, translator, result,
                              static_cast<size_t>(arguments.report_mistakes));
      fmt::print("report written to {}/index.html\n", printable(arguments.report));
    }
  });
}

}  // namespace dates::app
