#include "dates/data.h"

#include <fmt/format.h>

#include <fstream>

#include "dates/date_generator.h"
#include "dates/vocabulary.h"

namespace dates {

std::string collapse_whitespace(const std::string& text) {
  std::string collapsed;
  bool pending_space = false;
  for (const char character : text) {
    if (character == ' ' || character == '\t' || character == '\n' || character == '\r' ||
        character == '\f' || character == '\v') {
      pending_space = !collapsed.empty();
      continue;
    }
    if (pending_space) collapsed += ' ';
    pending_space = false;
    collapsed += character;
  }
  return collapsed;
}

ReadOptions read_options(const DataConfig& data, int64_t max_examples) {
  ReadOptions options;
  options.max_source_length = data.max_source_length;
  options.max_target_length = data.max_target_length;
  options.normalize = data.normalize;
  options.max_examples = max_examples;
  return options;
}

std::string normalize_text(const std::string& text, const std::string& normalize) {
  if (normalize == "dates") return normalize_source(text);
  if (normalize == "spaces") return collapse_whitespace(text);
  if (normalize == "none") return text;
  throw std::invalid_argument(
      fmt::format("unknown normalisation '{}'; allowed: dates, spaces, none", normalize));
}

std::vector<Example> read_examples(const std::string& path, const ReadOptions& options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DataError(fmt::format("{}: cannot open the data file", path));
  std::vector<Example> examples;
  std::string line;
  int64_t line_number = 0;
  int64_t pending_blank_lines = 0;
  while (std::getline(in, line)) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
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
      throw DataError(fmt::format("{}:{}: no tab; expected 'source<TAB>target', found '{}'", path,
                                  line_number, line));
    }
    const auto second_tab = line.find('\t', tab + 1);
    if (second_tab != std::string::npos && line.find('\t', second_tab + 1) != std::string::npos) {
      throw DataError(
          fmt::format("{}:{}: more than three columns; expected 'source<TAB>target[<TAB>family]'",
                      path, line_number));
    }
    Example example{normalize_text(line.substr(0, tab), options.normalize),
                    line.substr(tab + 1, second_tab == std::string::npos ? std::string::npos
                                                                         : second_tab - tab - 1),
                    second_tab == std::string::npos ? "" : line.substr(second_tab + 1)};
    if (example.source.empty()) {
      throw DataError(fmt::format("{}:{}: empty source (before the tab)", path, line_number));
    }
    if (example.target.empty()) {
      throw DataError(fmt::format("{}:{}: empty target (after the tab)", path, line_number));
    }
    const auto source_length = static_cast<int64_t>(split_characters(example.source).size());
    if (source_length > options.max_source_length) {
      throw DataError(
          fmt::format("{}:{}: source has {} characters, more than data.max_source_length = {}",
                      path, line_number, source_length, options.max_source_length));
    }
    const auto target_length = static_cast<int64_t>(split_characters(example.target).size());
    if (target_length > options.max_target_length) {
      throw DataError(
          fmt::format("{}:{}: target has {} characters, more than data.max_target_length = {}",
                      path, line_number, target_length, options.max_target_length));
    }
    examples.push_back(std::move(example));
    if (options.max_examples > 0 && static_cast<int64_t>(examples.size()) >= options.max_examples) {
      break;
    }
  }
  if (in.bad()) throw DataError(fmt::format("{}: read error after line {}", path, line_number));
  if (examples.empty()) throw DataError(fmt::format("{}: no examples in the file", path));
  return examples;
}

}  // namespace dates
