#include "translate_csv.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/core/printable.h"
#include "dates/core/standard_streams.h"
#include "dates/data/numeric_dates.h"
#include "dates/decode/date_reader.h"
#include "dates/io/csv_table.h"
#include "process_state.h"

namespace dates::app {

namespace {

constexpr size_t kMaxCsvBytes = size_t{1} << 30;  // a CSV is held whole: at most 1 GiB

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
  // The column's cells; empty ones are kept empty, not read.
  std::vector<std::string> texts;
  std::vector<size_t> rows_read;
  for (size_t row = 0; row < table.rows(); ++row) {
    auto text = table.value(row, column);
    if (text.empty()) continue;
    texts.push_back(std::move(text));
    rows_read.push_back(row);
  }
  if (texts.empty()) {
    throw std::runtime_error(fmt::format(
        "standard input: column '{}' is empty in every one of its {} rows (lines 2..{}): "
        "expected dates",
        printable(name, 60), table.rows(), table.line_of(table.rows() - 1)));
  }
  ColumnTally tally;
  const auto readings = reader.read(texts, settings, &tally);
  std::vector<std::string> outputs(table.rows()), probabilities(table.rows()), marks(table.rows());
  for (size_t k = 0; k < readings.size(); ++k) {
    const auto& reading = readings[k];
    const auto row = rows_read[k];
    if (reading.refused()) {
      marks[row] = refusal_mark(reading.refusal);
      probabilities[row] = "0.0000";
      write_diagnostic(fmt::format("dates: standard input: line {} ('{}'): {}\n",
                                   table.line_of(row), printable(texts[k], 60),
                                   reading.refusal_detail));
      set_exit_status(1);
      continue;
    }
    const auto& best = reading.candidates.front();
    outputs[row] = best.output;
    probabilities[row] = fmt::format("{:.4f}", best.probability());
    marks[row] = fmt::format("{}", fmt::join(mark_names(reading.marks), ";"));
  }
  write_all(1, table.rewrite(column, outputs, added, {probabilities, marks}), "standard output");
  return settings.auto_order && reader.reads_orders() ? tally.decide(reader.default_order())
                                                      : ColumnConvention{settings.order};
}

}  // namespace dates::app
