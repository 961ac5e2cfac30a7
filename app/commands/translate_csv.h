// dates translate --csv: one column of a CSV on standard input, rewritten in place.
#pragma once

#include <optional>
#include <string>

#include "dates/data/column_convention.h"

namespace dates {
class DateReader;
struct ReadingSettings;
}  // namespace dates

namespace dates::app {

struct CsvColumnOptions {
  std::optional<std::string> column;  // header name or 1-based number; empty: the only column
  std::string delimiter = ",";        // one byte; "tab" or "\t" for a tab
};

// Reads the whole of standard input as a CSV, checks it (the header, the column, every row's
// field count) before decoding anything, reads the column's non-empty cells as one column
// (settings.auto_order) and writes the CSV to standard output with the column as ISO and
// COLUMN_probability and COLUMN_marks added at the end of each row. Nothing is written for a
// refused file: std::runtime_error names the line and what was expected. Returns the column's
// convention (settings.order when not auto).
ColumnConvention translate_csv(const DateReader& reader, ReadingSettings settings,
                               const CsvColumnOptions& options);

}  // namespace dates::app
