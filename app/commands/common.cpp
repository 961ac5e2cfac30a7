// Helpers the LibTorch subcommands share: reading a model's data and marking its predictions.
#include "commands.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "dates/data/reading_order.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/libtorch_decoding.h"

namespace dates::app {

// A data file read as the model's data: its normalisation, and lines without an order column
// read by `order` (default: the model's data.default_order).
std::vector<Example> read_model_examples(const ModelBundle& bundle, const std::string& path,
                                         const std::optional<std::string>& order) {
  // The convention checked as translate checks it (a model without reading conventions reads
  // only its default; another is refused, not ignored).
  ReadingOrder chosen;
  try {
    chosen = model_reading_order(bundle.config.data, order.value_or(""), "the checkpoint");
  } catch (const ReadingOptionError& error) {
    throw std::invalid_argument(fmt::format("--order: {}", error.what()));
  }
  return read_examples(path, read_options(bundle.config.data, /*max_examples=*/0, chosen));
}

// Reads every example again as `translate` would (its convention, unknown characters, the other
// conventions), records in result.predictions which outputs carry a warning mark, and says how
// many unwarned outputs are wrong at the checkpoint's calibrated threshold.
std::string mark_predictions(const Translator& translator, ModelBundle& bundle,
                             const std::vector<Example>& examples, EvaluationResult& result,
                             bool date_only, bool auto_order) {
  DateReader reader(libtorch_reading_model(bundle, "the checkpoint"), "the checkpoint");
  std::vector<std::string> sources;
  std::vector<ReadingOrder> orders;
  for (const auto& example : examples) {
    sources.push_back(without_order_control(example.source));
    // A model without reading conventions reads every line by its default (the data's order
    // column cannot change how it reads).
    orders.push_back(bundle.config.data.order_control
                         ? leading_order_control(example.source).value_or(reader.default_order())
                         : reader.default_order());
  }
  ReadingOptions options;
  options.min_confidence = 0;  // the threshold is applied below
  options.output = date_only ? "date" : "";
  options.batch_size = translator.batch_size;
  auto settings = reader.settings(options);
  settings.auto_order = auto_order;
  const auto read = reader.read(sources, orders, settings);
  int64_t kept = 0, kept_wrong = 0, wrong = 0, wrong_warned = 0;
  for (size_t i = 0; i < read.size(); ++i) {
    auto& prediction = result.predictions[i];
    prediction.marked = read[i].has_warning();
    const bool warned = prediction.marked || prediction.probability < bundle.min_confidence;
    wrong += prediction.correct ? 0 : 1;
    wrong_warned += !prediction.correct && warned ? 1 : 0;
    if (!warned) {
      ++kept;
      kept_wrong += prediction.correct ? 0 : 1;
    }
  }
  const auto share = [](int64_t part, int64_t whole) {
    return whole > 0 ? static_cast<double>(part) / static_cast<double>(whole) : 0.0;
  };
  return fmt::format(
      "at --min-confidence {} (the checkpoint's): {} of {} outputs ({:.4f}) carry no warning "
      "mark, {} of them wrong ({:.4f}); {} of the {} wrong outputs are marked ({:.4f})",
      bundle.min_confidence, kept, read.size(), share(kept, static_cast<int64_t>(read.size())),
      kept_wrong, share(kept_wrong, kept), wrong_warned, wrong, share(wrong_warned, wrong));
}

}  // namespace dates::app
