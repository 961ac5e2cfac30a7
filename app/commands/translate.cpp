// dates translate: normalise the dates given as arguments or on standard input.
#include "commands.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/progress.h"
#include "dates/core/runtime.h"
#include "dates/core/standard_streams.h"
#include "dates/core/workers.h"
#include "dates/data/reading_order.h"
#include "dates/decode/attention_map.h"
#include "dates/decode/beam_search.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/date_reader.h"
#include "dates/io/atomic_file.h"
#include "dates/io/line_reader.h"
#include "dates/model/checkpoint.h"
#include "dates/model/default_model.h"

namespace dates::app {

namespace {

struct TranslateArguments {
  std::optional<std::string> checkpoint;  // default: default_model()
  std::vector<std::string> inputs;
  int64_t beam = 1;  // 1: greedy
  int64_t nbest = 1;
  double length_penalty = 1.0;
  std::optional<double> min_confidence;  // default: the checkpoint's calibrated threshold
  std::optional<std::string> order;      // default: the model's data.default_order
  std::optional<std::string> output;     // default: datetime for a model that writes times
  bool constrain = false;
  bool no_ambiguity = false;
  std::string format = "tsv";
  std::string attention_svg;
  int64_t batch_size = 256;
  int64_t threads = 1;
  int64_t max_line_bytes = 4096;
};

}  // namespace

namespace {

constexpr int64_t kBatchesPerPiece = 8;  // a stream's piece grows to this many batches a worker
constexpr size_t kMaxPieceBytes = size_t{16} << 20;  // and holds at most this much text

// The reader's option error as this command's option ("--min-confidence: must be ...").
[[noreturn]] void throw_as_option(const ReadingOptionError& error) {
  auto option = error.option;
  std::replace(option.begin(), option.end(), '_', '-');
  throw std::invalid_argument(fmt::format("--{}: {}", option, error.what()));
}

// Reads `texts`, prints one answer (line or block) per text in order, and reports refusals on
// stderr; `first_line` numbers them. Texts marked in `too_long` are the kept prefixes of lines
// over --max-line-bytes (`bytes` their whole length): refused too-long, never decoded.
std::vector<Reading> answer(const DateReader& reader, const ReadingSettings& settings,
                            const TranslateArguments& arguments,
                            const std::vector<std::string>& texts, const std::vector<size_t>& bytes,
                            const std::vector<bool>& too_long, int64_t first_line,
                            ProgressLine* progress = nullptr) {
  std::vector<std::string> readable;
  for (size_t i = 0; i < texts.size(); ++i) {
    if (!too_long[i]) readable.push_back(texts[i]);
  }
  auto read = reader.read(readable, settings);
  std::vector<Reading> readings;
  readings.reserve(texts.size());
  for (size_t i = 0, next = 0; i < texts.size(); ++i) {
    readings.push_back(
        too_long[i] ? refused_reading(Refusal::kTooLong,
                                      fmt::format("the line has {} bytes, more than the {} read "
                                                  "(--max-line-bytes)",
                                                  bytes[i], arguments.max_line_bytes))
                    : std::move(read[next++]));
  }
  if (progress != nullptr) progress->clear();  // messages and answers start a line on a terminal
  std::string out;
  for (size_t i = 0; i < readings.size(); ++i) {
    const auto& reading = readings[i];
    if (reading.refused()) {
      write_diagnostic(fmt::format("dates: input {} ('{}'): {}\n", first_line + int64_t(i),
                                   printable(texts[i], 60), reading.refusal_detail));
      set_exit_status(1);
    }
    out += arguments.format == "jsonl" ? json_line(reading, texts[i], bytes[i])
                                       : output_lines(reading, arguments.nbest);
  }
  write_all(1, out, "standard output");
  return readings;
}

void run_translate(TranslateArguments& arguments) {
  // Dates given as arguments are few: the restart (loading LibTorch a second time) would cost
  // more than the faster kernels save. Standard input may be a whole file.
  if (arguments.inputs.empty()) restart_with_fast_blas();
  if (closed_standard_streams().output) {
    throw std::runtime_error("standard output is closed: nowhere to write the answers");
  }
  ignore_broken_pipes();  // a reader that leaves is reported (EPIPE), not a silent death
  configure_workers(arguments.threads);
  const auto checkpoint = arguments.checkpoint ? *arguments.checkpoint : default_model();
  const auto model_file = model_file_of(checkpoint);
  auto bundle = load_model(model_file, torch::kCPU);
  DateReader reader(bundle, model_file);
  ReadingOptions options;
  options.order = arguments.order.value_or("");
  options.output = arguments.output.value_or("");
  options.min_confidence = arguments.min_confidence;
  options.beam = arguments.beam;
  options.nbest = arguments.nbest;
  options.length_penalty = arguments.length_penalty;
  options.constrain = arguments.constrain;
  options.detect_ambiguity = !arguments.no_ambiguity;
  options.batch_size = arguments.batch_size;
  ReadingSettings settings;
  try {
    settings = reader.settings(options);
  } catch (const ReadingOptionError& error) {
    throw_as_option(error);
  }
  if (!arguments.attention_svg.empty()) {
    if (arguments.inputs.size() != 1) {
      throw std::invalid_argument(fmt::format(
          "--attention draws one input's heat map: give exactly one input as an argument, "
          "found {}",
          arguments.inputs.size()));
    }
    refuse_output_over_inputs("--attention", arguments.attention_svg, {model_file});
    reader.keep_attention = true;
  }

  if (!arguments.inputs.empty()) {
    std::vector<size_t> bytes;
    for (const auto& input : arguments.inputs) bytes.push_back(input.size());
    const auto readings =
        answer(reader, settings, arguments, arguments.inputs, bytes,
               std::vector<bool>(arguments.inputs.size(), false), /*first_line=*/1);
    if (!arguments.attention_svg.empty() && !readings.front().candidates.empty()) {
      const auto& best = readings.front().candidates.front();
      auto map = best.attention;
      map.title = fmt::format("{} -> {} (p = {:.4f})", arguments.inputs.front(), best.output,
                              best.probability());
      write_file_atomically(arguments.attention_svg, attention_svg(map));
      write_diagnostic(
          fmt::format("attention map written to {}\n", printable(arguments.attention_svg)));
    }
  } else {
    // Standard input streams: each piece (the worker threads' batches) is answered as soon as
    // it is decoded, and a piece is cut short when no further line is waiting, so a slow
    // producer's lines are answered as they come. Memory is bounded by the piece.
    LineReader lines(0, "standard input", static_cast<size_t>(arguments.max_line_bytes));
    // The first piece is one batch a worker, so the first answers come soon; each next piece
    // doubles up to eight batches a worker, which carry less padding (decoded shortest first
    // within the piece) than batches of lines in arrival order.
    const auto batch_lines =
        static_cast<size_t>(arguments.batch_size) * static_cast<size_t>(worker_count());
    size_t piece_size = batch_lines;
    // A progress line on a terminal (lines done and the rate; the total is not known).
    ProgressLine progress("translate", /*total=*/0, stderr_is_terminal() ? &std::cerr : nullptr);
    bool more = true;
    while (more) {
      std::vector<std::string> texts;
      std::vector<size_t> bytes;
      std::vector<bool> too_long;
      const int64_t first_line = lines.lines_read() + 1;
      InputLine line;
      size_t held_bytes = 0;  // the piece's text, bounded whatever --batch-size and --threads say
      while (texts.size() < piece_size && held_bytes < kMaxPieceBytes) {
        if (!texts.empty() && !lines.ready()) break;
        if (!lines.next(line)) {
          more = false;
          break;
        }
        too_long.push_back(line.too_long);
        held_bytes += line.text.size();
        texts.push_back(std::move(line.text));
        bytes.push_back(line.bytes);
      }
      if (texts.empty()) break;
      answer(reader, settings, arguments, texts, bytes, too_long, first_line, &progress);
      progress.advance(static_cast<int64_t>(bytes.size()));
      piece_size = std::min(2 * piece_size, static_cast<size_t>(kBatchesPerPiece) * batch_lines);
    }
  }
}

}  // namespace

void add_translate(Command& app) {
  const auto state = std::make_shared<TranslateArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "translate",
      "Normalize dates: the arguments, or each line of standard input, each answered by one "
      "line OUTPUT<TAB>PROBABILITY[<TAB>marks] (a block with --nbest, JSON with --format jsonl)");
  command->add_option("--checkpoint", arguments.checkpoint,
                      "Run directory or model.safetensors (default: $DATES_MODEL, else "
                      "checkpoints/real in the working directory, in the installed tree or in the "
                      "source tree of the binary)");
  command->add_option("--beam", arguments.beam, "Beam width (1 = greedy)")
      ->capture_default_str()
      ->check(whole_number_in(1, 100));
  command
      ->add_option("--nbest", arguments.nbest,
                   "Candidates per input (<= --beam); above 1 each input gets a block of "
                   "RANK<TAB>OUTPUT<TAB>PROBABILITY lines and a blank line")
      ->capture_default_str()
      ->check(whole_number_in(1, 100));
  command
      ->add_option("--length-penalty", arguments.length_penalty,
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
      ->check(one_of({"mdy", "dmy", "ymd"}));
  command
      ->add_option("--output", arguments.output,
                   "datetime: the date-time as written (2003-09-25T10:36:28-02:00; the default "
                   "for models that write times); date: the date part only (2003-09-25)")
      ->check(one_of({"datetime", "date"}));
  command->add_flag("--constrain", arguments.constrain,
                    "Only produce well-formed YYYY-MM-DD strings of real calendar dates");
  command->add_flag("--no-ambiguity", arguments.no_ambiguity,
                    "Order-control models: decode each input under its own convention only, "
                    "without the 'ambiguous' mark (the other conventions cost two more decodes)");
  command
      ->add_option(
          "--format", arguments.format,
          "tsv: OUTPUT<TAB>PROBABILITY[<TAB>marks] lines; jsonl: one JSON object per "
          "input (input, output, date, time, offset, probability, marks, nbest, and error when "
          "refused)")
      ->capture_default_str()
      ->check(one_of({"tsv", "jsonl"}));
  command->add_option(
      "--attention", arguments.attention_svg,
      "Write the attention heat map of the best output as SVG (one input, given as an "
      "argument)");
  command->add_option("--batch-size", arguments.batch_size, "Inputs decoded together")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command->add_option("--threads", arguments.threads, "CPU threads")
      ->capture_default_str()
      ->check(whole_number_in(1, kMaxThreads));
  command->add_option("inputs", arguments.inputs, "Dates to normalize (default: read stdin)");
  command
      ->add_option("--max-line-bytes", arguments.max_line_bytes,
                   "Longer lines of standard input are answered too-long without being held")
      ->capture_default_str()
      ->check(whole_number_in(1, 1 << 24));
  command->callback([state] { run_translate(*state); });
}

}  // namespace dates::app
