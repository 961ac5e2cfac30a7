#include "dates/io/csv_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <utility>

#include "dates/core/printable.h"
#include "dates/core/text_encoding.h"

namespace dates {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr size_t kMaxShownCharacters = 40;  // of one header name or field in a message
constexpr size_t kMaxShownNames = 20;       // header names listed when a column is not found

// The character that starts at `at`, in quotes and safe to print: one UTF-8 sequence, or one
// byte when the bytes there are not UTF-8.
std::string shown_character(std::string_view text, size_t at) {
  const auto lead = static_cast<unsigned char>(text[at]);
  size_t length = 1;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  if (lead >= 0xE0 && lead <= 0xEF) length = 3;
  if (lead >= 0xF0 && lead <= 0xF4) length = 4;
  std::string_view character = text.substr(at, length);
  if (first_invalid_utf8(character)) character = text.substr(at, 1);
  return "'" + printable(character) + "'";
}

// A field's value: its bytes, or for a quoted field the bytes between its quotes with each
// doubled quote read as one.
std::string unquoted(std::string_view raw, bool quoted) {
  if (!quoted) return std::string(raw);
  std::string value;
  value.reserve(raw.size() - 2);
  for (size_t i = 1; i + 1 < raw.size(); ++i) {
    value += raw[i];
    if (raw[i] == '"') ++i;  // the second quote of a doubled pair
  }
  return value;
}

void append_field(std::string& out, std::string_view value, char delimiter, bool always_quote) {
  const bool needs_quotes = always_quote || std::any_of(value.begin(), value.end(), [&](char c) {
                              return c == delimiter || c == '"' || c == '\r' || c == '\n';
                            });
  if (!needs_quotes) {
    out += value;
    return;
  }
  out += '"';
  for (const char c : value) {
    out += c;
    if (c == '"') out += '"';
  }
  out += '"';
}

std::string fields_word(size_t count) {
  return fmt::format("{} field{}", count, count == 1 ? "" : "s");
}

}  // namespace

// Reads the text once, front to back, recording the span of each field and the line on which
// each record starts; the table's text is not copied or changed.
class CsvTable::Parser {
 public:
  explicit Parser(CsvTable& table) : table_(table), text_(table.text_) {}

  void run() {
    // UTF-16, or lines that end in CR alone (read as one record, a header naming the whole file).
    const size_t first_line_feed = text_.find('\n');
    if (const auto problem = first_line_encoding_problem(text_.substr(0, first_line_feed),
                                                         first_line_feed != std::string_view::npos);
        !problem.empty()) {
      fail(line_, problem);
    }
    if (text_.substr(0, kByteOrderMark.size()) == kByteOrderMark) position_ = kByteOrderMark.size();
    if (position_ == text_.size()) {
      throw CsvError(
          fmt::format("{}: expected a header row naming the columns, found an empty file",
                      printable(table_.name_)));
    }
    if (line_end_length(position_) > 0) {
      fail(line_, "expected a header row naming the columns, found an empty line");
    }
    const size_t columns = read_record();
    for (size_t column = 0; column < columns; ++column) {
      const Field& name = table_.fields_[column];
      table_.header_.push_back(
          unquoted(text_.substr(name.begin, name.end - name.begin), name.quoted));
    }

    int64_t pending_empty_line = 0;  // the first empty line met since the last record, if any
    size_t trailing_empty_rows = 0;  // one-column tables: the empty lines since the last record
    while (position_ < text_.size()) {
      record_line_ = line_;
      if (const size_t end_length = line_end_length(position_)) {
        // An empty line is a record only when another record follows it.
        if (columns == 1) {
          table_.fields_.push_back({position_, position_, false});
          table_.lines_.push_back(line_);
          ++trailing_empty_rows;
        } else if (pending_empty_line == 0) {
          pending_empty_line = line_;
        }
        position_ += end_length;
        ++line_;
        continue;
      }
      if (pending_empty_line != 0) {
        fail(pending_empty_line, fmt::format("expected {}, as the header has, found an empty line",
                                             fields_word(columns)));
      }
      trailing_empty_rows = 0;
      const size_t count = read_record();
      if (count != columns) {
        fail(record_line_,
             fmt::format("expected {}, as the header has, found {}", fields_word(columns), count));
      }
      table_.lines_.push_back(record_line_);
    }
    table_.fields_.resize(table_.fields_.size() - trailing_empty_rows);
    table_.lines_.resize(table_.lines_.size() - trailing_empty_rows);
  }

 private:
  // The length of the line end ("\n" or "\r\n") at `at`, 0 when none starts there.
  size_t line_end_length(size_t at) const {
    if (at < text_.size() && text_[at] == '\n') return 1;
    if (at + 1 < text_.size() && text_[at] == '\r' && text_[at + 1] == '\n') return 2;
    return 0;
  }

  // Reads the record that starts at position_ up to and past its line end; returns its field
  // count.
  size_t read_record() {
    const char delimiter = table_.delimiter_;
    size_t count = 0;
    while (true) {
      const size_t begin = position_;
      const bool quoted = position_ < text_.size() && text_[position_] == '"';
      if (quoted) {
        read_quoted();
      } else {
        read_unquoted();
      }
      table_.fields_.push_back({begin, position_, quoted});
      ++count;
      if (position_ == text_.size()) return count;
      if (text_[position_] == delimiter) {
        ++position_;
        continue;
      }
      if (const size_t end_length = line_end_length(position_)) {
        position_ += end_length;
        ++line_;
        return count;
      }
      // An unquoted field stops only at the delimiter or a line end, so this follows a quote.
      fail(record_line_,
           fmt::format("expected {} or the end of the record after the closing quote, found {}",
                       shown_character(std::string_view(&delimiter, 1), 0),
                       shown_character(text_, position_)));
    }
  }

  // From the opening quote at position_ to just past the closing quote.
  void read_quoted() {
    const int64_t opening_line = line_;
    ++position_;
    while (true) {
      const auto* quote = static_cast<const char*>(
          std::memchr(text_.data() + position_, '"', text_.size() - position_));
      if (quote == nullptr) {
        fail(record_line_,
             opening_line == record_line_
                 ? std::string("a quoted field opened here is never closed")
                 : fmt::format("a quoted field opened on line {} is never closed", opening_line));
      }
      line_ += std::count(text_.data() + position_, quote, '\n');
      position_ = static_cast<size_t>(quote - text_.data()) + 1;
      if (position_ < text_.size() && text_[position_] == '"') {
        ++position_;  // a doubled quote: part of the value
        continue;
      }
      return;
    }
  }

  // From position_ to the delimiter, the line end or the end of the text.
  void read_unquoted() {
    const size_t begin = position_;
    const char delimiter = table_.delimiter_;
    for (; position_ < text_.size(); ++position_) {
      const char c = text_[position_];
      if (c == delimiter || c == '\n') return;
      if (c == '\r' && position_ + 1 < text_.size() && text_[position_ + 1] == '\n') return;
      if (c == '"') {
        fail(record_line_,
             fmt::format(
                 "expected a field either without quotes or quoted whole, found a quote "
                 "inside the unquoted field that starts '{}'",
                 printable(text_.substr(begin, position_ + 1 - begin), kMaxShownCharacters)));
      }
    }
  }

  [[noreturn]] void fail(int64_t line, const std::string& sentence) const {
    throw CsvError(fmt::format("{}: line {}: {}", printable(table_.name_), line, sentence));
  }

  CsvTable& table_;
  std::string_view text_;
  size_t position_ = 0;
  int64_t line_ = 1;         // the physical line of position_
  int64_t record_line_ = 1;  // the line on which the record being read starts
};

CsvTable CsvTable::parse(std::string text, char delimiter, std::string name) {
  if (delimiter == '"' || delimiter == '\r' || delimiter == '\n') {
    throw std::invalid_argument(fmt::format(
        "the CSV delimiter must be one byte other than a quote, '\\r' and '\\n', found {}",
        shown_character(std::string_view(&delimiter, 1), 0)));
  }
  CsvTable table;
  table.text_ = std::move(text);
  table.delimiter_ = delimiter;
  table.name_ = std::move(name);
  Parser(table).run();
  return table;
}

const CsvTable::Field& CsvTable::field(size_t row, size_t column) const {
  if (row >= rows() || column >= columns()) {
    throw std::out_of_range(
        fmt::format("no cell at row {}, column {} of a CSV table of {} rows and "
                    "{} columns",
                    row, column, rows(), columns()));
  }
  return fields_[(row + 1) * columns() + column];
}

std::string CsvTable::value(size_t row, size_t column) const {
  const Field& cell = field(row, column);
  return unquoted(std::string_view(text_).substr(cell.begin, cell.end - cell.begin), cell.quoted);
}

int64_t CsvTable::line_of(size_t row) const {
  if (row >= rows()) {
    throw std::out_of_range(fmt::format("no row {} in a CSV table of {} rows", row, rows()));
  }
  return lines_[row];
}

size_t CsvTable::find_column(const std::string& name_or_number) const {
  for (size_t column = 0; column < columns(); ++column) {
    if (header_[column] == name_or_number) return column;
  }
  const bool is_number = !name_or_number.empty() && name_or_number.size() <= 9 &&
                         std::all_of(name_or_number.begin(), name_or_number.end(),
                                     [](char c) { return c >= '0' && c <= '9'; });
  if (is_number) {
    const size_t number = std::stoul(name_or_number);
    if (number >= 1 && number <= columns()) return number - 1;
  }
  std::string names;
  for (size_t column = 0; column < std::min(columns(), kMaxShownNames); ++column) {
    if (column > 0) names += ", ";
    names += printable(header_[column], kMaxShownCharacters);
  }
  if (columns() > kMaxShownNames) names += fmt::format(", ... ({} columns in all)", columns());
  throw CsvError(fmt::format("{}: no column '{}'; the header has: {}", printable(name_),
                             printable(name_or_number, kMaxShownCharacters), names));
}

std::string CsvTable::rewrite(
    size_t column, const std::vector<std::string_view>& values,
    const std::vector<std::string>& added_names,
    const std::vector<std::vector<std::string_view>>& added_values) const {
  if (column >= columns()) {
    throw std::invalid_argument(
        fmt::format("cannot rewrite column {} of a CSV table with {} columns", column, columns()));
  }
  if (values.size() != rows()) {
    throw std::invalid_argument(fmt::format(
        "rewrite needs one value per data row: the table has {} rows, {} values were given", rows(),
        values.size()));
  }
  if (added_values.size() != added_names.size()) {
    throw std::invalid_argument(
        fmt::format("rewrite needs the values of each added column: {} names, {} columns of values",
                    added_names.size(), added_values.size()));
  }
  for (size_t k = 0; k < added_values.size(); ++k) {
    if (added_values[k].size() != rows()) {
      throw std::invalid_argument(fmt::format(
          "rewrite needs one value per data row in added column {}: the table has {} rows, {} "
          "values were given",
          added_names[k], rows(), added_values[k].size()));
    }
  }

  std::string out;
  out.reserve(text_.size() + text_.size() / 2);
  size_t copied = 0;  // text_[0, copied) is in `out`
  const auto copy_to = [&](size_t end) {
    out.append(text_, copied, end - copied);
    copied = end;
  };
  copy_to(fields_[columns() - 1].end);
  for (const auto& name : added_names) {
    out += delimiter_;
    append_field(out, name, delimiter_, /*always_quote=*/false);
  }
  for (size_t row = 0; row < rows(); ++row) {
    const Field& cell = field(row, column);
    copy_to(cell.begin);
    append_field(out, values[row], delimiter_, /*always_quote=*/cell.quoted);
    copied = cell.end;
    copy_to(field(row, columns() - 1).end);
    for (const auto& added : added_values) {
      out += delimiter_;
      append_field(out, added[row], delimiter_, /*always_quote=*/false);
    }
  }
  copy_to(text_.size());  // the last line end, blank lines at the end
  return out;
}

std::string csv_field(std::string_view value, char delimiter) {
  std::string field;
  append_field(field, value, delimiter, /*always_quote=*/false);
  return field;
}

}  // namespace dates
