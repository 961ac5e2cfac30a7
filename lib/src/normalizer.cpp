// The facade over decode/date_reader: the same reading `dates translate` does (its options, its
// checks, its marks), with the model behind a pointer.
#include "dates/normalizer.h"

#include <fmt/format.h>
#include <torch/types.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "dates/core/runtime.h"
#include "dates/core/workers.h"
#include "dates/data/reading_order.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/model/checkpoint.h"
#include "dates/model/default_model.h"

namespace dates {

struct Normalizer::Model {
  Model(std::string file, ComputeType compute)
      : file(std::move(file)),
        reader(libtorch_reading_model(
                   std::make_shared<ModelBundle>(load_model(this->file, torch::kCPU)), this->file,
                   compute),
               this->file) {}
  std::string file;
  DateReader reader;
};

namespace {

Result to_result(const Reading& read) {
  Result result;
  if (read.refused()) {
    result.marks = {refusal_mark(read.refusal)};
    result.error = read.refusal_detail;
    return result;
  }
  for (size_t rank = 0; rank < read.candidates.size(); ++rank) {
    const auto& candidate = read.candidates[rank];
    result.nbest.push_back(Candidate{candidate.output, candidate.probability(),
                                     mark_names(read.candidate_marks(rank))});
  }
  result.output = result.nbest.front().output;
  if (!read.parts.malformed) result.date = read.parts.date;
  result.time = read.parts.time;
  result.offset = read.parts.offset;
  result.calendar = read.parts.calendar_text();
  result.order = read.read_as ? to_string(*read.read_as) : "";
  result.probability = result.nbest.front().probability;
  result.marks = result.nbest.front().marks;
  if (read.withheld) result.withheld = read.withheld->output;
  return result;
}

ColumnSummary summary_of(const ColumnConvention& convention) {
  ColumnSummary column;
  column.order = to_string(convention.order);
  column.decided = convention.decided;
  column.decided_by = convention.decided_by;
  column.inconsistent = convention.inconsistent;
  column.read_by_order = convention.read_by_it;
  column.text = convention.summary();
  return column;
}

}  // namespace

bool Result::has_warning() const {
  if (!error.empty()) return true;
  for (const auto mark : {Mark::kLowConfidence, Mark::kAmbiguous, Mark::kUnknownCharacters,
                          Mark::kNotADate, Mark::kMisread, Mark::kCutOff}) {
    if (std::find(marks.begin(), marks.end(), to_string(mark)) != marks.end()) return true;
  }
  return false;
}

Normalizer::Normalizer(std::unique_ptr<Model> model) : model_(std::move(model)) {}
Normalizer::Normalizer(Normalizer&&) noexcept = default;
Normalizer& Normalizer::operator=(Normalizer&&) noexcept = default;
Normalizer::~Normalizer() = default;

Normalizer Normalizer::load(const std::string& checkpoint, const std::string& compute_type) {
  const auto compute = parse_compute_type(compute_type);
  try {
    return Normalizer(std::make_unique<Model>(model_file_of(checkpoint), compute));
  } catch (const std::runtime_error& error) {
    // CheckpointError and the readers' errors: a file the user gave, as the header promises.
    throw std::invalid_argument(error.what());
  }
}

Normalizer Normalizer::load_default(const std::string& installed_model,
                                    const std::string& compute_type) {
  return load(
      default_model({installed_model}, "pass a checkpoint to Normalizer::load or set DATES_MODEL"),
      compute_type);
}

std::vector<Result> Normalizer::normalize(const std::vector<std::string>& inputs,
                                          const NormalizeOptions& options,
                                          ColumnSummary* column) const {
  auto read = normalize_distinct(inputs, options, column);
  std::vector<size_t> copies_left(read.distinct.size(), 0);
  for (const auto index : read.of_input) ++copies_left[index];
  std::vector<Result> results;
  results.reserve(inputs.size());
  for (const auto index : read.of_input) {
    // The last input to take a Result takes it whole.
    auto& result = read.distinct[index];
    results.push_back(--copies_left[index] == 0 ? std::move(result) : result);
  }
  return results;
}

DistinctResults Normalizer::normalize_distinct(const std::vector<std::string>& inputs,
                                               const NormalizeOptions& options,
                                               ColumnSummary* column) const {
  if (!(options.threads >= 1 && options.threads <= kMaxThreads)) {
    throw std::invalid_argument(
        fmt::format("NormalizeOptions::threads: must be a whole number in 1 .. {}, found {}",
                    kMaxThreads, options.threads));
  }
  ReadingOptions reading;
  reading.order = options.order;
  reading.output = options.output;
  reading.min_confidence = options.min_confidence;
  reading.beam = options.beam;
  reading.nbest = options.nbest;
  reading.length_penalty = options.length_penalty;
  reading.constrain = options.constrain;
  reading.keep_guesses = options.keep_guesses;
  reading.batch_size = options.batch_size;
  ReadingSettings settings;
  try {
    settings = model_->reader.settings(reading);
  } catch (const ReadingOptionError& error) {
    throw std::invalid_argument(
        fmt::format("NormalizeOptions::{}: {}", error.option, error.what()));
  }
  // A piece of a column decided beforehand: its rows are read as translate reads them.
  bool read_as_piece = false;
  ReadingOrder piece_order = settings.order;
  if (!options.column_order.empty()) {
    if (!settings.auto_order) {
      throw std::invalid_argument(fmt::format(
          "NormalizeOptions::column_order: a column's convention needs order \"auto\", found "
          "order \"{}\"",
          options.order));
    }
    try {
      piece_order = parse_reading_order(options.column_order);
    } catch (const std::exception& error) {
      throw std::invalid_argument(fmt::format("NormalizeOptions::column_order: {}", error.what()));
    }
    read_as_piece = reads_orders();  // a model that reads only its default ignores it
  }
  configure_workers(options.threads);

  DistinctResults read;
  read.of_input.resize(inputs.size());
  std::vector<const std::string*> distinct;
  {
    std::unordered_map<std::string_view, size_t> first_of;
    for (size_t i = 0; i < inputs.size(); ++i) {
      const auto found = first_of.emplace(inputs[i], distinct.size());
      if (found.second) distinct.push_back(&inputs[i]);
      read.of_input[i] = found.first->second;
    }
  }
  // All inputs of a call are read by one convention: the one asked for, the column's decided
  // beforehand, or (order auto) the one this column's rows vote for, every row a vote.
  ColumnConvention convention{read_as_piece ? piece_order : settings.order};
  if (!read_as_piece && settings.auto_order && reads_orders()) {
    const auto examined = model_->reader.evidences(distinct);
    ColumnTally tally;
    for (const auto index : read.of_input) tally.add(examined[index]);
    convention = tally.decide(settings.order);
  }
  std::vector<std::string> texts;
  texts.reserve(distinct.size());
  for (const auto* text : distinct) texts.push_back(*text);
  const auto readings = model_->reader.read(
      texts, std::vector<ReadingOrder>(texts.size(), convention.order), settings);
  read.distinct.reserve(readings.size());
  for (const auto& one : readings) read.distinct.push_back(to_result(one));
  if (column != nullptr) *column = summary_of(convention);
  return read;
}

ColumnVotes& ColumnVotes::operator+=(const ColumnVotes& other) {
  auto tally = counts.empty() ? ColumnTally{} : ColumnTally::from_counts(counts);
  tally.add(other.counts.empty() ? ColumnTally{} : ColumnTally::from_counts(other.counts));
  counts = tally.counts();
  return *this;
}

ColumnVotes Normalizer::column_votes(const std::vector<std::string>& inputs) const {
  ColumnTally tally;
  model_->reader.add_evidence(inputs, tally);
  return ColumnVotes{tally.counts()};
}

ColumnSummary Normalizer::decide_column(const ColumnVotes& votes) const {
  const auto default_order = model_->reader.default_order();
  const auto tally = votes.counts.empty() ? ColumnTally{} : ColumnTally::from_counts(votes.counts);
  return summary_of(reads_orders() ? tally.decide(default_order) : ColumnConvention{default_order});
}

Result Normalizer::normalize_one(const std::string& input, const NormalizeOptions& options) const {
  return normalize(std::vector<std::string>{input}, options).front();
}

const std::string& Normalizer::model_file() const {
  return model_->file;
}

double Normalizer::calibrated_min_confidence() const {
  return model_->reader.calibrated_min_confidence();
}

bool Normalizer::reads_orders() const {
  return model_->reader.reads_orders();
}

const char* version() {
  return DATES_VERSION;
}

}  // namespace dates
