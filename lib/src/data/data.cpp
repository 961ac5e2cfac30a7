#include "dates/data/data.h"

#include <fmt/format.h>

#include <fstream>

#include "dates/core/printable.h"
#include "dates/core/source_text.h"
#include "dates/core/text_encoding.h"
#include "dates/data/vocabulary.h"
#include "dates/io/atomic_file.h"

namespace dates {

ReadOptions read_options(const DataConfig& data, int64_t max_examples) {
  return read_options(data, max_examples, parse_reading_order(data.default_order));
}

ReadOptions read_options(const DataConfig& data, int64_t max_examples, ReadingOrder default_order) {
  ReadOptions options;
  options.order_control = data.order_control;
  options.default_order = default_order;
  options.max_source_length = data.max_source_length;
  options.max_target_length = data.max_target_length;
  options.normalize = data.normalize;
  options.max_examples = max_examples;
  return options;
}

std::string model_source(const std::string& text, const DataConfig& data, ReadingOrder order) {
  const auto normalized = normalize_text(text, data.normalize);
  return data.order_control ? with_order_control(order, normalized) : normalized;
}

namespace {

// What is wrong with the bytes of one line as UTF-8 text, or "" (the reader takes only UTF-8
// without a byte order mark, with LF or CRLF line ends; the first line says whether the file is
// UTF-16 or has CR-only line ends, core/text_encoding.h).
std::string encoding_problem(const std::string& line, int64_t line_number,
                             bool ended_by_line_feed) {
  if (line_number == 1) {
    if (auto problem = first_line_encoding_problem(line, ended_by_line_feed); !problem.empty()) {
      return problem;
    }
  }
  if (line.rfind("\xEF\xBB\xBF", 0) == 0) {
    return "the line begins with a byte order mark (U+FEFF); save the file as UTF-8 without BOM";
  }
  if (const auto nul = line.find('\0'); nul != std::string::npos) {
    return fmt::format("NUL byte at byte {} of the line", nul + 1);
  }
  if (const auto bad = first_invalid_utf8(line)) {
    return fmt::format("byte {} of the line (0x{:02X}) is not valid UTF-8; the data must be UTF-8",
                       *bad + 1, static_cast<unsigned char>(line[*bad]));
  }
  if (line.find('\r') != std::string::npos) {
    return "carriage return inside the line (a file with CR-only line ends? convert them to LF, "
           "e.g. tr '\\r' '\\n')";
  }
  return "";
}

}  // namespace

std::vector<Example> read_examples(const std::string& path, const ReadOptions& options) {
  try {
    require_regular_file(path, "data file");
  } catch (const std::runtime_error& error) {
    throw DataError(error.what());
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DataError(fmt::format("{}: cannot open the data file", printable(path)));
  std::vector<Example> examples;
  std::string line;
  int64_t line_number = 0;
  int64_t pending_blank_lines = 0;
  while (std::getline(in, line)) {
    ++line_number;
    const bool ended_by_line_feed = !in.eof();
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (const auto problem = encoding_problem(line, line_number, ended_by_line_feed);
        !problem.empty()) {
      throw DataError(fmt::format("{}:{}: {}", printable(path), line_number, problem));
    }
    if (line.empty()) {
      ++pending_blank_lines;
      continue;
    }
    if (pending_blank_lines > 0) {
      throw DataError(
          fmt::format("{}:{}: empty line (expected 'source<TAB>target')", path, line_number - 1));
    }
    const auto tab = line.find('\t');
    if (tab == std::string::npos) {
      // Only a short excerpt: the path may come from a checkpoint's metadata (a resume), and an
      // error message must not turn into a reader of files such as /etc/shadow.
      throw DataError(fmt::format("{}:{}: no tab; expected 'source<TAB>target', found '{}'", path,
                                  line_number, printable(line, 24)));
    }
    std::vector<std::string> columns;
    for (std::size_t begin = 0;;) {
      const auto end = line.find('\t', begin);
      columns.push_back(
          line.substr(begin, end == std::string::npos ? std::string::npos : end - begin));
      if (end == std::string::npos) break;
      begin = end + 1;
    }
    if (columns.size() > 4) {
      throw DataError(
          fmt::format("{}:{}: {} columns; expected 'source<TAB>target[<TAB>family[<TAB>order]]'",
                      path, line_number, columns.size()));
    }
    Example example{normalize_text(columns[0], options.normalize), columns[1],
                    columns.size() > 2 ? columns[2] : ""};
    if (example.source.empty()) {
      throw DataError(fmt::format("{}:{}: empty source (before the tab)", path, line_number));
    }
    ReadingOrder order = options.default_order;
    if (columns.size() > 3) {
      try {
        order = parse_reading_order(columns[3]);
      } catch (const std::invalid_argument& error) {
        throw DataError(fmt::format("{}:{}: fourth column: {}", path, line_number, error.what()));
      }
    }
    const auto source_length = static_cast<int64_t>(count_characters(example.source));
    if (source_length > options.max_source_length) {
      throw DataError(
          fmt::format("{}:{}: source has {} characters, more than data.max_source_length = {}",
                      path, line_number, source_length, options.max_source_length));
    }
    const auto target_length = static_cast<int64_t>(count_characters(example.target));
    if (target_length > options.max_target_length) {
      throw DataError(
          fmt::format("{}:{}: target has {} characters, more than data.max_target_length = {}",
                      path, line_number, target_length, options.max_target_length));
    }
    if (options.order_control) example.source = with_order_control(order, example.source);
    examples.push_back(std::move(example));
    if (options.max_examples > 0 && static_cast<int64_t>(examples.size()) >= options.max_examples) {
      break;
    }
  }
  if (in.bad()) throw DataError(fmt::format("{}: read error after line {}", path, line_number));
  if (examples.empty()) throw DataError(fmt::format("{}: no examples in the file", path));
  return examples;
}

Vocabularies vocabularies_of(const std::vector<Example>& examples, const DataConfig& data) {
  std::vector<std::string> sources, targets;
  for (const auto& example : examples) {
    sources.push_back(example.source);
    targets.push_back(example.target);
  }
  return {Vocabulary::build(sources, data.min_character_count),
          Vocabulary::build(targets, 1, data.target_tokens == "digit_pairs")};
}

}  // namespace dates
