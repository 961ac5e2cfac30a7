// The facade over decode/normalizer: the same reading `dates translate` does (its options, its
// checks, its marks), with the model behind a pointer.
#include "dates/normalizer.h"

#include <fmt/format.h>
#include <torch/torch.h>

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "dates/core/workers.h"
#include "dates/data/reading_order.h"
#include "dates/decode/beam_search.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/normalizer.h"
#include "dates/decode/translator.h"
#include "dates/io/config.h"
#include "dates/model/checkpoint.h"
#include "dates/model/default_model.h"

namespace dates {

struct Normalizer::Model {
  std::string file;
  ModelBundle bundle;
};

namespace {

void check_range(const char* name, double value, double minimum, double maximum) {
  if (!(value >= minimum && value <= maximum)) {
    throw std::invalid_argument(fmt::format("NormalizeOptions::{} must be in [{}, {}], not {}",
                                            name, minimum, maximum, value));
  }
}

// The translate command's option checks, on the facade's options.
void check_options(const NormalizeOptions& options) {
  check_range("beam", options.beam, 1, 100);
  check_range("nbest", options.nbest, 1, options.beam);
  check_range("length_penalty", options.length_penalty, 0, 10);
  check_range("threads", options.threads, 1, static_cast<double>(kMaxThreads));
  check_range("batch_size", options.batch_size, 1, 65536);
  if (options.min_confidence) check_range("min_confidence", *options.min_confidence, 0, 1);
}

// The refusal's mark, as translate prints it: too-long, or unreadable (empty inputs included).
std::string refusal_mark(const NormalizedInput& read) {
  return read.refusal == "too-long" ? "too-long" : "unreadable";
}

Result to_result(const NormalizedInput& read, double min_confidence) {
  Result result;
  if (!read.refusal.empty()) {
    result.marks = {refusal_mark(read)};
    result.error = read.refusal_detail;
    return result;
  }
  for (size_t rank = 0; rank < read.candidates.size(); ++rank) {
    const auto& candidate = read.candidates[rank];
    Candidate entry{candidate.output, candidate.probability(), {}};
    // The input's marks go with the best; the others carry only their own low-confidence.
    if (rank == 0) {
      entry.marks = read.marks;
    } else if (candidate.below(min_confidence)) {
      entry.marks.emplace_back("low-confidence");
    }
    result.nbest.push_back(std::move(entry));
  }
  result.output = result.nbest.front().output;
  result.probability = result.nbest.front().probability;
  result.marks = result.nbest.front().marks;
  return result;
}

}  // namespace

bool Result::has_warning() const {
  return !error.empty() || std::any_of(marks.begin(), marks.end(), is_warning_mark);
}

Normalizer::Normalizer(std::unique_ptr<Model> model) : model_(std::move(model)) {}
Normalizer::Normalizer(Normalizer&&) noexcept = default;
Normalizer& Normalizer::operator=(Normalizer&&) noexcept = default;
Normalizer::~Normalizer() = default;

Normalizer Normalizer::load(const std::string& checkpoint) {
  auto model = std::make_unique<Model>();
  model->file = model_file_of(checkpoint);
  model->bundle = load_model(model->file, torch::kCPU);
  return Normalizer(std::move(model));
}

Normalizer Normalizer::load_default(const std::string& installed_model) {
  return load(default_model({installed_model},
                            "pass a checkpoint to Normalizer::load or set DATES_MODEL"));
}

std::vector<Result> Normalizer::normalize(const std::vector<std::string>& inputs,
                                          const NormalizeOptions& options) const {
  check_options(options);
  auto& bundle = model_->bundle;
  const auto& data = bundle.config.data;
  const auto order = parse_reading_order(options.order.empty() ? data.default_order
                                                                : options.order);
  if (!data.order_control && order != parse_reading_order(data.default_order)) {
    throw std::invalid_argument(
        fmt::format("NormalizeOptions::order {}: the model {} was not trained with reading "
                    "conventions (data.order_control); it reads numeric dates as its data did",
                    options.order, model_->file));
  }
  configure_workers(options.threads);
  Translator translator{bundle.model,           bundle.source_vocabulary,
                        bundle.target_vocabulary, data.max_target_length,
                        torch::kCPU,            options.batch_size};
  std::optional<DateConstraint> constraint;
  NormalizerOptions reading;
  reading.order = order;
  reading.min_confidence = options.min_confidence.value_or(bundle.min_confidence);
  reading.beam.beam_size = options.beam;
  reading.beam.nbest = options.nbest;
  reading.beam.length_penalty = options.length_penalty;
  if (options.constrain) {
    constraint.emplace(bundle.target_vocabulary);
    reading.beam.constraint = &*constraint;
  }
  reading.detect_ambiguity = options.detect_ambiguity;
  const auto read = normalize_inputs(translator, data, inputs, reading);
  std::vector<Result> results;
  results.reserve(read.size());
  for (const auto& one : read) results.push_back(to_result(one, reading.min_confidence));
  return results;
}

Result Normalizer::normalize_one(const std::string& input,
                                 const NormalizeOptions& options) const {
  return normalize(std::vector<std::string>{input}, options).front();
}

const std::string& Normalizer::model_file() const {
  return model_->file;
}

double Normalizer::calibrated_min_confidence() const {
  return model_->bundle.min_confidence;
}

bool Normalizer::reads_orders() const {
  return model_->bundle.config.data.order_control;
}

const char* version() {
  return DATES_VERSION;
}

}  // namespace dates
