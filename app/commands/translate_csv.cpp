#include "translate_csv.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/standard_streams.h"
#include "dates/data/numeric_dates.h"
#include "dates/decode/date_reader.h"
#include "dates/io/csv_table.h"
#include "process_state.h"
#include "refusal_diagnostics.h"

namespace dates::app {

namespace {

constexpr size_t kMaxCsvBytes = size_t{1} << 30;  // a CSV is held whole: at most 1 GiB
// The distinct cells read at once (their readings held).
constexpr size_t kCellsPerSlice = size_t{1} << 16;

std::string read_standard_input() {
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    const auto got = ::read(0, buffer, sizeof buffer);
    if (got == 0) return text;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(
          fmt::format("standard input: cannot read the CSV: {}", std::strerror(errno)));
    }
    text.append(buffer, static_cast<size_t>(got));
    if (text.size() > kMaxCsvBytes) {
      throw std::runtime_error(
          fmt::format("standard input: the CSV is over {} bytes, more than --csv holds; split it",
                      kMaxCsvBytes));
    }
  }
}

char delimiter_byte(const std::string& delimiter) {
  if (delimiter == "tab" || delimiter == "\\t" || delimiter == "\t") return '\t';
  if (delimiter.size() != 1 || delimiter == "\"" || delimiter == "\r" || delimiter == "\n") {
    throw std::invalid_argument(fmt::format(
        "--delimiter: must be one byte other than a quote or a line end (tab or \\t for a tab), "
        "found '{}'",
        printable(delimiter, 20)));
  }
  return delimiter[0];
}

// The column asked for, or the only one. A header cell that is itself a numeric date says the
// first row is data: the CSV has no header.
size_t chosen_column(const CsvTable& table, const CsvColumnOptions& options) {
  size_t column = 0;
  if (options.column) {
    column = table.find_column(*options.column);
  } else if (table.columns() != 1) {
    std::vector<std::string> names;
    for (const auto& name : table.header()) names.push_back("'" + printable(name, 30) + "'");
    throw std::invalid_argument(
        fmt::format("--column: the CSV has {} columns ({}); name the one to read", table.columns(),
                    fmt::join(names, ", ")));
  }
  const auto& name = table.header()[column];
  if (!options.column || *options.column != name) {
    const auto groups = numeric_date_groups(name);
    if (convention_evidence(groups).conventions != 0) {
      throw std::runtime_error(fmt::format(
          "standard input: line 1: expected a header row naming the columns, found the date "
          "'{}' in column {}; add a header row",
          printable(name, 40), column + 1));
    }
  }
  return column;
}

}  // namespace

ColumnConvention translate_csv(const DateReader& reader, ReadingSettings settings,
                               const CsvColumnOptions& options) {
  const char delimiter = delimiter_byte(options.delimiter);
  const auto table = CsvTable::parse(read_standard_input(), delimiter, "standard input");
  const auto column = chosen_column(table, options);
  const auto& name = table.header()[column];
  if (table.rows() == 0) {
    throw std::runtime_error(
        "standard input: line 2: expected rows below the header, found the end of the file");
  }
  const std::vector<std::string> added = {name + "_probability", name + "_marks"};
  for (const auto& added_name : added) {
    for (const auto& existing : table.header()) {
      if (existing == added_name) {
        throw std::runtime_error(fmt::format(
            "standard input: line 1: the CSV already has a column '{}', which --csv adds",
            printable(added_name, 60)));
      }
    }
  }
  // The column's distinct cells, each read once (a column repeats itself: the memory and time of
  // a read grow with its distinct cells, not its rows); every row points at its cell. Empty cells
  // are kept empty, not read.
  constexpr uint32_t kEmptyCell = std::numeric_limits<uint32_t>::max();
  std::unordered_map<std::string, uint32_t> index_of;
  std::vector<const std::string*> distinct;  // the map's keys, which stay where they are
  std::vector<uint32_t> cell_of(table.rows(), kEmptyCell);
  for (size_t row = 0; row < table.rows(); ++row) {
    auto text = table.value(row, column);
    if (text.empty()) continue;
    const auto found = index_of.emplace(std::move(text), static_cast<uint32_t>(distinct.size()));
    if (found.second) distinct.push_back(&found.first->first);
    cell_of[row] = found.first->second;
  }
  if (distinct.empty()) {
    throw std::runtime_error(fmt::format(
        "standard input: column '{}' is empty in every one of its {} rows (lines 2..{}): "
        "expected dates",
        printable(name, 60), table.rows(), table.line_of(table.rows() - 1)));
  }
  // The convention: every row's cell votes (repeats too), as DateReader::read's own vote.
  ColumnTally tally;
  const bool auto_order = settings.auto_order && reader.reads_orders();
  if (auto_order) {
    const auto evidences = reader.evidences(distinct);
    for (const auto cell : cell_of) {
      if (cell != kEmptyCell) tally.add(evidences[cell]);
    }
  }
  const ReadingOrder order = auto_order ? tally.decide(settings.order).order : settings.order;
  // The distinct cells read in slices (the readings held at once are bounded), each answer kept
  // as the three fields it writes.
  struct Answer {
    std::string output, probability, marks, refusal_detail;
    bool refused = false;
  };
  std::vector<Answer> answers(distinct.size());
  for (size_t begin = 0; begin < distinct.size(); begin += kCellsPerSlice) {
    const size_t end = std::min(distinct.size(), begin + kCellsPerSlice);
    std::vector<std::string> texts;
    texts.reserve(end - begin);
    for (size_t k = begin; k < end; ++k) texts.push_back(*distinct[k]);
    const auto readings =
        reader.read(texts, std::vector<ReadingOrder>(texts.size(), order), settings);
    for (size_t k = begin; k < end; ++k) {
      const auto& reading = readings[k - begin];
      auto& answer = answers[k];
      if (reading.refused()) {
        answer.refused = true;
        answer.marks = refusal_mark(reading.refusal);
        answer.probability = "0.0000";
        answer.refusal_detail = reading.refusal_detail;
        continue;
      }
      const auto& best = reading.candidates.front();
      answer.output = best.output;
      answer.probability = fmt::format("{:.4f}", best.probability());
      answer.marks = fmt::format("{}", fmt::join(mark_names(reading.marks), ";"));
    }
  }
  // Views of the answers (a row costs three views, not three strings).
  std::vector<std::string_view> outputs(table.rows()), probabilities(table.rows()),
      marks(table.rows());
  RefusalDiagnostics refusals;
  for (size_t row = 0; row < table.rows(); ++row) {
    if (cell_of[row] == kEmptyCell) continue;
    const auto& answer = answers[cell_of[row]];
    if (answer.refused) {
      refusals.report(fmt::format("dates: standard input: line {} ('{}'): {}\n", table.line_of(row),
                                  printable(*distinct[cell_of[row]], 60), answer.refusal_detail));
      set_exit_status(1);
    }
    outputs[row] = answer.output;
    probabilities[row] = answer.probability;
    marks[row] = answer.marks;
  }
  write_all(1, table.rewrite(column, outputs, added, {probabilities, marks}), "standard output");
  refusals.finish();
  return auto_order ? tally.decide(reader.default_order()) : ColumnConvention{settings.order};
}

}  // namespace dates::app
