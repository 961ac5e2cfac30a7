// A CSV text read by RFC 4180's rules that keeps every byte, for `dates translate --csv`: the
// table knows where each field lies in the text, so that rewrite() can replace one column and
// append columns while every other byte of every row stays as it was (quoting, line ends, a BOM,
// a missing final line end, blank lines at the end). The text is held once, with the spans of its
// fields; a value is unquoted only when it is asked for.
//
// Records end at "\n" or "\r\n" outside quotes; a lone "\r" in an unquoted field is data, and a
// last record without a line end is a record. Empty lines at the very end are not records; an
// empty line before another record is a record with one empty field. The first record is the
// header, and every record has as many fields as the header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dates {

// A CSV text that breaks RFC 4180 or the header's field count: what() is "NAME: line L: ..."
// naming what was expected and what was found.
struct CsvError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class CsvTable {
 public:
  // Parses a whole CSV text. `delimiter`: any single byte except '"', '\r' and '\n' (else
  // std::invalid_argument). `name` names the input in errors (a file path or "standard input").
  // Throws CsvError for an input with no header row (empty, or only empty lines), a quoted field
  // that is never closed, a byte other than the delimiter or a line end after a closing quote, a
  // quote inside an unquoted field, and a record whose field count differs from the header's.
  // The line in an error is the 1-based physical line on which the record starts (records span
  // lines inside quotes).
  static CsvTable parse(std::string text, char delimiter, std::string name);

  // The header's names, unquoted; a UTF-8 BOM before the first is not part of it.
  const std::vector<std::string>& header() const { return header_; }
  size_t columns() const { return header_.size(); }
  // The data records, the header excluded.
  size_t rows() const { return lines_.size(); }
  // A cell unquoted: "" for an empty cell, `"a""b"` read as `a"b`. std::out_of_range outside.
  std::string value(size_t row, size_t column) const;
  // The physical line (1-based) on which data row `row` starts. std::out_of_range outside.
  int64_t line_of(size_t row) const;

  // A column by its exact header name, else by its 1-based number ("2"). Throws CsvError
  // "NAME: no column 'x'; the header has: date, amount, note" (long names and long headers cut).
  size_t find_column(const std::string& name_or_number) const;

  // The text with each data row's cell in `column` replaced by values[row], and after the last
  // field of every record (before its line end) the added columns: the header gets
  // `added_names`, data row r gets added_values[k][r] for each k. Everything else is copied byte
  // for byte. New values are quoted only when they need it (csv_field), except that a replaced
  // cell that was quoted stays quoted. Throws std::invalid_argument when `column` is not a column,
  // values.size() != rows(), added_values.size() != added_names.size(), or an added column does
  // not have rows() values.
  std::string rewrite(size_t column, const std::vector<std::string_view>& values,
                      const std::vector<std::string>& added_names,
                      const std::vector<std::vector<std::string_view>>& added_values) const;

 private:
  struct Field {
    size_t begin = 0, end = 0;  // the field's bytes in text_, its quotes included
    bool quoted = false;
  };

  class Parser;  // csv_table.cpp

  CsvTable() = default;
  const Field& field(size_t row, size_t column) const;  // row 0 is the first data row

  std::string text_;
  char delimiter_ = ',';
  std::string name_;
  std::vector<std::string> header_;
  std::vector<Field> fields_;   // every record's fields in order, the header's first; each
                                // record has columns() of them
  std::vector<int64_t> lines_;  // the line on which each data row starts
};

// `value` as one CSV field: as it is, or in quotes with each inner quote doubled when it holds
// the delimiter, '"', '\r' or '\n'.
std::string csv_field(std::string_view value, char delimiter);

}  // namespace dates
