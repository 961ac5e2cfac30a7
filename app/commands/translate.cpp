// dates translate: normalise the dates given as arguments or on standard input.
#include "translate_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "answer_memo.h"
#include "dates/core/printable.h"
#include "dates/core/progress.h"
#include "dates/core/standard_streams.h"
#include "dates/core/workers.h"
#include "dates/data/reading_order.h"
#include "dates/decode/attention_map.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/reading_cache.h"
#include "dates/io/atomic_file.h"
#include "dates/io/line_reader.h"
#include "dates/model/default_model.h"
#include "dates/runtime/inference_model.h"
#include "process_state.h"
#include "refusal_diagnostics.h"
#include "translate_csv.h"

namespace dates::app {

namespace {

struct TranslateArguments {
  std::optional<std::string> checkpoint;  // default: default_model()
  std::vector<std::string> inputs;
  int64_t beam = 1;  // 1: greedy
  int64_t nbest = 1;
  double length_penalty = 1.0;
  std::optional<double> min_confidence;  // default: the checkpoint's calibrated threshold
  std::string order = "auto";            // auto: the convention the inputs show as a column
  std::optional<std::string> output;     // default: datetime for a model that writes times
  bool constrain = false;
  bool keep_guesses = false;             // give doubted outputs of unwritten months or days as read
  bool csv = false;                      // standard input is a CSV: rewrite one column in place
  std::optional<std::string> column;     // the CSV column (name or 1-based number)
  std::optional<std::string> delimiter;  // the CSV's delimiter (default ',')
  std::string format = "tsv";
  std::string attention_svg;
  int64_t batch_size = 256;
  int64_t threads = 0;  // 0: one a CPU the process may run on, at most kAutoThreads
  std::string compute_type = "auto";
  int64_t max_line_bytes = 4096;
};

}  // namespace

namespace {

// --threads 0 takes the CPUs the process may run on, up to this many: past it a column's pieces
// (batches x workers) hold more lines than they save time on a shared host.
constexpr int64_t kAutoThreads = 8;
constexpr int64_t kBatchesPerPiece = 8;  // a stream's piece grows to this many batches a worker
constexpr size_t kMaxPieceBytes = size_t{16} << 20;  // and holds at most this much text
// Under --order auto a piece is a column: everything that arrives without a pause (a file, a
// pipe whose writer keeps up), up to these bounds; later pieces add their votes.
constexpr size_t kMaxColumnLines = size_t{1} << 20;
constexpr size_t kMaxColumnBytes = size_t{256} << 20;
constexpr int kColumnPauseMilliseconds = 200;  // a writer silent this long has paused
// Answers are formatted on the workers when each gets at least this many.
constexpr size_t kAnswersPerWorker = 256;
// Readings kept across the pieces of one call (the CSV and the arguments; standard input has
// its AnswerMemo): identical lines are decoded once.
constexpr ReadingCacheLimits kCallCacheLimits{int64_t{1} << 14, int64_t{16} << 20};

// The reader's option error as this command's option ("--min-confidence: must be ...").
[[noreturn]] void throw_as_option(const ReadingOptionError& error) {
  auto option = error.option;
  std::replace(option.begin(), option.end(), '_', '-');
  throw std::invalid_argument(fmt::format("--{}: {}", option, error.what()));
}

// The convention of a column whose texts (those not too long) are added to `column` now: the
// winner of all its votes so far. Empty when the reading is not auto or the model reads only
// its default.
std::optional<ReadingOrder> vote(const DateReader& reader, const ReadingSettings& settings,
                                 const std::vector<std::string>& texts,
                                 const std::vector<bool>& too_long, ColumnTally& column) {
  if (!settings.auto_order || !reader.reads_orders()) return std::nullopt;
  reader.add_evidence(texts, column, &too_long);
  return column.decide(reader.default_order()).order;
}

// Reads `texts`, prints one answer (line or block) per text in order, and reports refusals on
// stderr; `first_line` numbers them. Texts marked in `too_long` are the kept prefixes of lines
// over --max-line-bytes (`bytes` their whole length): refused too-long, never decoded. With
// `column_order` every text is read by that convention as a column's decision (order auto).
// With `memo`, a line answered before in the call (and not refused) is answered as it was.
// Returns the readings of the texts read, in order (not those too long or remembered).
std::vector<Reading> answer(const DateReader& reader, const ReadingSettings& settings,
                            const TranslateArguments& arguments,
                            const std::vector<std::string>& texts, const std::vector<size_t>& bytes,
                            const std::vector<bool>& too_long, int64_t first_line,
                            std::optional<ReadingOrder> column_order, RefusalDiagnostics& refusals,
                            ProgressLine* progress = nullptr, AnswerMemo* memo = nullptr) {
  if (memo != nullptr) memo->use_order(column_order);
  std::vector<const std::string*> remembered(texts.size(), nullptr);
  if (memo != nullptr) {
    for (size_t i = 0; i < texts.size(); ++i) {
      if (!too_long[i]) remembered[i] = memo->find(texts[i]);
    }
  }
  const auto read_here = [&](size_t i) { return !too_long[i] && remembered[i] == nullptr; };
  size_t to_read = 0;
  for (size_t i = 0; i < texts.size(); ++i) to_read += read_here(i) ? 1 : 0;
  // The texts themselves when all are read (no copy), else the ones that are.
  std::vector<std::string> subset;
  if (to_read < texts.size()) {
    subset.reserve(to_read);
    for (size_t i = 0; i < texts.size(); ++i) {
      if (read_here(i)) subset.push_back(texts[i]);
    }
  }
  const auto& readable = to_read < texts.size() ? subset : texts;
  auto read = column_order
                  ? reader.read(readable, std::vector<ReadingOrder>(readable.size(), *column_order),
                                settings)
                  : reader.read(readable, settings);
  // Each text's reading: read here, refused as too long, or none (remembered).
  std::vector<Reading> too_long_readings;
  too_long_readings.reserve(texts.size() - to_read);
  std::vector<const Reading*> readings(texts.size(), nullptr);
  for (size_t i = 0, next = 0; i < texts.size(); ++i) {
    if (read_here(i)) {
      readings[i] = &read[next++];
    } else if (too_long[i]) {
      too_long_readings.push_back(refused_reading(
          Refusal::kTooLong, fmt::format("the line has {} bytes, more than the {} read "
                                         "(--max-line-bytes)",
                                         bytes[i], arguments.max_line_bytes)));
      readings[i] = &too_long_readings.back();
    }
  }
  if (progress != nullptr) progress->clear();  // messages and answers start a line on a terminal
  // The answers, formatted on the workers when many; the memo's as they were.
  std::vector<std::string> answers(texts.size());
  run_row_ranges(texts.size(), kAnswersPerWorker, [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      if (readings[i] == nullptr) continue;
      answers[i] = arguments.format == "jsonl" ? json_line(*readings[i], texts[i], bytes[i])
                                               : output_lines(*readings[i], arguments.nbest);
    }
  });
  std::string out;
  for (size_t i = 0; i < texts.size(); ++i) {
    if (readings[i] == nullptr) {
      out += *remembered[i];
      continue;
    }
    if (readings[i]->refused()) {
      refusals.report(fmt::format("dates: input {} ('{}'): {}\n", first_line + int64_t(i),
                                  printable(texts[i], 60), readings[i]->refusal_detail));
      set_exit_status(1);
    }
    out += answers[i];
  }
  // Added once every remembered answer is written: adding may empty the memo.
  if (memo != nullptr) {
    for (size_t i = 0; i < texts.size(); ++i) {
      if (read_here(i) && !readings[i]->refused()) memo->add(texts[i], std::move(answers[i]));
    }
  }
  write_all(1, out, "standard output");
  return read;
}

void run_translate(TranslateArguments& arguments) {
  // Dates given as arguments are few: the restart (loading LibTorch a second time) would cost
  // more than the faster kernels save. Standard input may be a whole file.
  if (arguments.inputs.empty()) restart_with_fast_blas();
  if (closed_standard_streams().output) {
    throw std::runtime_error("standard output is closed: nowhere to write the answers");
  }
  if (!arguments.csv && (arguments.column || arguments.delimiter)) {
    throw std::invalid_argument(fmt::format("{} reads a CSV column: it needs --csv",
                                            arguments.column ? "--column" : "--delimiter"));
  }
  if (arguments.csv) {
    const auto refuse = [](const std::string& what) {
      throw std::invalid_argument(
          "--csv reads one column of standard input and writes one "
          "output, probability and marks per cell: " +
          what);
    };
    if (!arguments.inputs.empty()) refuse("give the CSV on standard input, not dates as arguments");
    if (arguments.nbest != 1) refuse("--nbest must be 1");
    if (arguments.format != "tsv") refuse("--format does not apply");
    if (!arguments.attention_svg.empty()) refuse("--attention does not apply");
  }
  ignore_broken_pipes();  // a reader that leaves is reported (EPIPE), not a silent death
  const auto checkpoint = arguments.checkpoint ? *arguments.checkpoint : default_model();
  const auto model_file = inference_model_file(checkpoint);
  auto reader = translate_reader(
      model_file, resolve_worker_count(arguments.threads, available_cpus(), kAutoThreads),
      parse_compute_type(arguments.compute_type));
  ReadingOptions options;
  options.order = arguments.order;
  options.output = arguments.output.value_or("");
  options.min_confidence = arguments.min_confidence;
  options.beam = arguments.beam;
  options.nbest = arguments.nbest;
  options.length_penalty = arguments.length_penalty;
  options.constrain = arguments.constrain;
  options.batch_size = arguments.batch_size;
  options.keep_guesses = arguments.keep_guesses;
  ReadingSettings settings;
  try {
    settings = reader.settings(options);
  } catch (const ReadingOptionError& error) {
    throw_as_option(error);
  }
  // --attention keeps the best output's weights (LibTorch's decoding).
  reader.keep_attention = !arguments.attention_svg.empty();
  hand_over_if_needed(reader, settings);
  ReadingCache call_cache(kCallCacheLimits);
  settings.cache = &call_cache;
  // The column's convention, said on standard error (order-control models under auto).
  const bool column_summary = settings.auto_order && reader.reads_orders();
  ColumnTally column;
  if (arguments.csv) {
    CsvColumnOptions csv;
    csv.column = arguments.column;
    csv.delimiter = arguments.delimiter.value_or(",");
    const auto convention = translate_csv(reader, settings, csv);
    if (column_summary && convention.numeric_rows > 0) {
      write_diagnostic("dates: " + convention.summary() + "\n");
    }
    return;
  }
  if (!arguments.attention_svg.empty()) {
    if (arguments.inputs.size() != 1) {
      throw std::invalid_argument(fmt::format(
          "--attention draws one input's heat map: give exactly one input as an argument, "
          "found {}",
          arguments.inputs.size()));
    }
    refuse_output_over_inputs("--attention", arguments.attention_svg, {model_file});
  }

  if (!arguments.inputs.empty()) {
    std::vector<size_t> bytes;
    for (const auto& input : arguments.inputs) bytes.push_back(input.size());
    const std::vector<bool> too_long(arguments.inputs.size(), false);
    const auto order = vote(reader, settings, arguments.inputs, too_long, column);
    RefusalDiagnostics refusals;
    const auto readings = answer(reader, settings, arguments, arguments.inputs, bytes, too_long,
                                 /*first_line=*/1, order, refusals);
    refusals.finish();
    if (column_summary && column.numeric_rows() > 0) {
      write_diagnostic("dates: " + column.decide(reader.default_order()).summary() + "\n");
    }
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
    // producer's lines are answered as they come. Memory is bounded by the piece. Under auto a
    // piece is a whole column (see kMaxColumnLines); a stream that pauses is answered piece by
    // piece, each read by the convention all lines so far voted for.
    LineReader lines(0, "standard input", static_cast<size_t>(arguments.max_line_bytes));
    // Repeated lines are answered by the memo, which holds what a reading cache would and skips
    // the reading altogether: the cache would only cost each new line a copy and a lookup.
    AnswerMemo memo;
    auto line_settings = settings;
    line_settings.cache = nullptr;
    // The first piece is one batch a worker, so the first answers come soon; each next piece
    // doubles up to eight batches a worker, which carry less padding (decoded shortest first
    // within the piece) than batches of lines in arrival order.
    const auto batch_lines =
        static_cast<size_t>(arguments.batch_size) * static_cast<size_t>(worker_count());
    size_t piece_size = settings.auto_order ? kMaxColumnLines : batch_lines;
    const size_t max_piece_bytes = settings.auto_order ? kMaxColumnBytes : kMaxPieceBytes;
    const int pause_milliseconds = settings.auto_order ? kColumnPauseMilliseconds : 0;
    std::optional<ReadingOrder> first_order;  // the convention the first piece was read by
    int64_t read_before = 0;                  // lines answered before the last piece's decision
    // A progress line on a terminal (lines done and the rate; the total is not known).
    ProgressLine progress("translate", /*total=*/0, stderr_is_terminal() ? &std::cerr : nullptr);
    RefusalDiagnostics refusals;
    bool more = true;
    while (more) {
      std::vector<std::string> texts;
      std::vector<size_t> bytes;
      std::vector<bool> too_long;
      const int64_t first_line = lines.lines_read() + 1;
      InputLine line;
      // Reserved, not touched: a column's lines are moved in once, never moved again.
      texts.reserve(piece_size);
      size_t held_bytes = 0;  // the piece's text, bounded whatever --batch-size and --threads say
      while (texts.size() < piece_size && held_bytes < max_piece_bytes) {
        if (!texts.empty() && !lines.ready(pause_milliseconds)) break;
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
      const auto order = vote(reader, settings, texts, too_long, column);
      if (order && !first_order) first_order = order;
      if (order && *order != *first_order && read_before == 0) read_before = first_line - 1;
      // A column is answered in pieces of eight batches a worker: the readings held are bounded
      // as a stream's are.
      const size_t answer_lines = static_cast<size_t>(kBatchesPerPiece) * batch_lines;
      for (size_t begin = 0; begin < texts.size(); begin += answer_lines) {
        const size_t end = std::min(texts.size(), begin + answer_lines);
        const auto slice = [&](auto& all) {  // the lines are moved out: each is answered once
          using Vector = std::decay_t<decltype(all)>;
          return Vector(std::make_move_iterator(all.begin() + static_cast<std::ptrdiff_t>(begin)),
                        std::make_move_iterator(all.begin() + static_cast<std::ptrdiff_t>(end)));
        };
        answer(reader, line_settings, arguments, slice(texts), slice(bytes), slice(too_long),
               first_line + static_cast<int64_t>(begin), order, refusals, &progress, &memo);
        progress.advance(static_cast<int64_t>(end - begin));
      }
      if (!settings.auto_order) {
        piece_size = std::min(2 * piece_size, static_cast<size_t>(kBatchesPerPiece) * batch_lines);
      }
    }
    refusals.finish();
    if (column_summary && column.numeric_rows() > 0) {
      const auto convention = column.decide(reader.default_order());
      std::string note;
      if (first_order && *first_order != convention.order) {
        note = fmt::format(
            " (the stream paused: lines 1..{} were read by {}, before later "
            "lines decided)",
            read_before, to_string(*first_order));
      }
      write_diagnostic("dates: " + convention.summary() + note + "\n");
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
  command->add_option(
      "--checkpoint", arguments.checkpoint,
      "Run directory or model.safetensors (default: $DATES_MODEL, else "
      "checkpoints/student in the working directory, in the installed tree or in the "
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
                   "How numeric dates whose digits do not decide are read: auto (the inputs are "
                   "one column: the rows whose digits decide vote, and the winner reads the rest; "
                   "the model's default when none decides), mdy (3/4/15 is 2015-03-04), dmy "
                   "(2015-04-03) or ymd (2003-04-15); models trained with data.order_control "
                   "only (the others read their default)")
      ->capture_default_str()
      ->check(one_of({"auto", "mdy", "dmy", "ymd"}));
  command
      ->add_option("--output", arguments.output,
                   "datetime: the date-time as written (2003-09-25T10:36:28-02:00; the default "
                   "for models that write times); date: the date part only (2003-09-25)")
      ->check(one_of({"datetime", "date"}));
  command->add_flag("--constrain", arguments.constrain,
                    "Only produce well-formed YYYY-MM-DD strings of real calendar dates");
  command->add_flag("--keep-guesses", arguments.keep_guesses,
                    "Print guesses as read: low-confidence outputs whose month is written nowhere "
                    "in the input (unknown-month), or dates whose day is written nowhere, or "
                    "whose year is written nowhere as a date's. By default the first are "
                    "withheld (no output, marked low-confidence,unknown-month,no-date), the "
                    "second cut to their month (YYYY-MM) and the third to their month and day "
                    "(XXXX-MM-DD, with the time), marked low-confidence,incomplete; JSON keeps "
                    "the reading as 'withheld'");
  command->add_flag(
      "--csv", arguments.csv,
      "Standard input is a CSV (RFC 4180, a header row): rewrite one column as ISO and add "
      "COLUMN_probability and COLUMN_marks columns at the end of each row; every other byte is "
      "kept. Nothing is written for a file that cannot be read");
  command->add_option(
      "--column", arguments.column,
      "With --csv: the column to read, by header name or 1-based number (needed when "
      "the CSV has more than one column)");
  command->add_option(
      "--delimiter", arguments.delimiter,
      "With --csv: the field delimiter, one byte (tab or \\t for a tab; default ',')");
  command
      ->add_option("--format", arguments.format,
                   "tsv: OUTPUT<TAB>PROBABILITY[<TAB>marks] lines; jsonl: one JSON object per "
                   "input (input, output, date, time, offset, calendar, order, probability, marks, "
                   "nbest, withheld for a guess withheld, and error when refused)")
      ->capture_default_str()
      ->check(one_of({"tsv", "jsonl"}));
  command->add_option(
      "--attention", arguments.attention_svg,
      "Write the attention heat map of the best output as SVG (one input, given as an "
      "argument)");
  command->add_option("--batch-size", arguments.batch_size, "Inputs decoded together")
      ->capture_default_str()
      ->check(whole_number_in(1, 65536));
  command
      ->add_option("--threads", arguments.threads,
                   "CPU threads decoding batches side by side (0: one for each CPU this process "
                   "may run on, as taskset and cpusets allow, at most 8; the outputs are the "
                   "same for any number)")
      ->capture_default_str()
      ->check(whole_number_in(0, kMaxThreads));
  command
      ->add_option("--compute-type", arguments.compute_type,
                   "How the model multiplies: auto (int8 where the CPU has AVX2 or AVX-512, else "
                   "float32), float32 (LibTorch's readings, within float rounding; on AVX2 on "
                   "weights packed at load), int8 (8-bit products with 32-bit sums; on a CPU "
                   "with AVX2 alone the weights have 7 bits; slow without AVX2); beam search, "
                   "--constrain and --attention always run in float32")
      ->capture_default_str()
      ->check(one_of({"auto", "float32", "int8"}));
  command->add_option("inputs", arguments.inputs, "Dates to normalize (default: read stdin)");
  command
      ->add_option("--max-line-bytes", arguments.max_line_bytes,
                   "Longer lines of standard input are answered too-long without being held")
      ->capture_default_str()
      ->check(whole_number_in(1, 1 << 24));
  command->callback([state] { run_translate(*state); });
}

}  // namespace dates::app
