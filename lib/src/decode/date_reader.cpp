#include "dates/decode/date_reader.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "dates/core/calendar.h"
#include "dates/core/printable.h"
#include "dates/core/source_text.h"
#include "dates/core/workers.h"
#include "dates/data/vocabulary.h"
#include "dates/decode/month_evidence.h"
#include "dates/decode/reading_cache.h"
#include "dates/decode/time_evidence.h"
#include "dates/runtime/greedy_engine.h"

namespace dates {

namespace {

bool is_digits(const std::string& text, std::size_t begin, std::size_t length) {
  for (std::size_t i = begin; i < begin + length; ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  return true;
}

int number(const std::string& text, std::size_t begin, std::size_t length) {
  return std::stoi(text.substr(begin, length));
}

void check_whole_number(const char* option, int64_t value, int64_t minimum, int64_t maximum) {
  if (value < minimum || value > maximum) {
    throw ReadingOptionError(option, fmt::format("must be a whole number in {} .. {}, found {}",
                                                 minimum, maximum, value));
  }
}

void check_number(const char* option, double value, double minimum, double maximum) {
  if (!(value >= minimum && value <= maximum)) {  // NaN fails too
    throw ReadingOptionError(
        option, fmt::format("must be a number in [{}, {}], found {}", minimum, maximum, value));
  }
}

}  // namespace

OutputKind classify_output(const std::string& output) {
  if (output.empty()) return OutputKind::kNoDate;
  if (is_real_calendar_date(output)) return OutputKind::kDate;
  if (output.size() == 10 && output.compare(0, 5, "XXXX-") == 0 && output[7] == '-' &&
      is_digits(output, 5, 2) && is_digits(output, 8, 2)) {
    const int month = number(output, 5, 2), day = number(output, 8, 2);
    // 2000 is a leap year: without a year, 29 February is a day.
    if (month >= 1 && month <= 12 && day >= 1 && day <= days_in_month(2000, month)) {
      return OutputKind::kMonthDay;
    }
  }
  if (output.size() == 7 && output[4] == '-' && is_digits(output, 0, 4) &&
      is_digits(output, 5, 2)) {
    const int year = number(output, 0, 4), month = number(output, 5, 2);
    if (year >= 1 && month >= 1 && month <= 12) return OutputKind::kYearMonth;
  }
  return OutputKind::kMalformed;
}

const char* to_string(Mark mark) {
  switch (mark) {
    case Mark::kLowConfidence:
      return "low-confidence";
    case Mark::kAmbiguous:
      return "ambiguous";
    case Mark::kUnknownCharacters:
      return "unknown-characters";
    case Mark::kNotADate:
      return "not-a-date";
    case Mark::kMisread:
      return "misread";
    case Mark::kUnknownMonth:
      return "unknown-month";
    case Mark::kCutOff:
      return "cut-off";
    case Mark::kInconsistent:
      return "inconsistent";
    case Mark::kInvalidTime:
      return "invalid-time";
    case Mark::kZoneUnknown:
      return "zone-unknown";
    case Mark::kIncomplete:
      return "incomplete";
    case Mark::kNoDate:
      return "no-date";
  }
  return "?";
}

bool is_warning(Mark mark) {
  return mark == Mark::kLowConfidence || mark == Mark::kAmbiguous ||
         mark == Mark::kUnknownCharacters || mark == Mark::kNotADate || mark == Mark::kMisread ||
         mark == Mark::kUnknownMonth || mark == Mark::kCutOff;
}

std::vector<std::string> mark_names(const std::vector<Mark>& marks) {
  std::vector<std::string> names;
  names.reserve(marks.size());
  for (const auto mark : marks) names.emplace_back(to_string(mark));
  return names;
}

const char* to_string(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone:
      return "";
    case Refusal::kEmpty:
      return "empty";
    case Refusal::kTooLong:
      return "too-long";
    case Refusal::kUnreadable:
      return "unreadable";
  }
  return "?";
}

const char* refusal_mark(Refusal refusal) {
  return refusal == Refusal::kTooLong ? "too-long" : "unreadable";
}

bool Reading::has_warning() const {
  return refused() || std::any_of(marks.begin(), marks.end(), is_warning);
}

std::vector<Mark> Reading::candidate_marks(size_t rank) const {
  if (rank == 0) return marks;
  if (rank < candidates.size() && candidates[rank].below(min_confidence)) {
    return {Mark::kLowConfidence};
  }
  return {};
}

namespace {

bool has_mark(const std::vector<Mark>& marks, Mark mark) {
  return std::find(marks.begin(), marks.end(), mark) != marks.end();
}

}  // namespace

void Reading::judge(double threshold, bool keep_guesses) {
  if (withheld) {
    candidates.front().output = withheld->output;
    parts = withheld->parts;
    marks = withheld->marks;
    read_as = withheld->read_as;
    withheld.reset();
  }
  min_confidence = threshold;
  marks.erase(std::remove(marks.begin(), marks.end(), Mark::kLowConfidence), marks.end());
  if (candidates.empty()) return;
  if (candidates.front().below(threshold)) marks.insert(marks.begin(), Mark::kLowConfidence);
  if (keep_guesses || !has_mark(marks, Mark::kLowConfidence)) return;
  const bool unknown_month = has_mark(marks, Mark::kUnknownMonth);
  if (!unknown_month && !unwritten_day && !unwritten_year) return;
  // A guess: doubted, and its month written nowhere (then no date), or its day (then its month:
  // the month and year the input writes), or its year (then its month and day, with the time:
  // XXXX-MM-DD). The reasons kept.
  auto& best = candidates.front();
  const bool year_cut = !unknown_month && !unwritten_day;
  const std::string cut = unknown_month   ? ""
                          : unwritten_day ? parts.date.substr(0, 7)
                                          : "XXXX" + best.output.substr(4);
  withheld = std::make_shared<const WithheldReading>(
      WithheldReading{std::move(best.output), std::move(parts), marks, read_as});
  best.output = cut;
  parts = read_date_time_output(cut);
  read_as.reset();
  std::vector<Mark> kept;
  for (const auto mark : marks) {
    if (mark == Mark::kLowConfidence || mark == Mark::kUnknownCharacters ||
        mark == Mark::kUnknownMonth || mark == Mark::kCutOff ||
        (year_cut && (mark == Mark::kInvalidTime || mark == Mark::kZoneUnknown))) {
      kept.push_back(mark);
    }
  }
  kept.push_back(unknown_month ? Mark::kNoDate : Mark::kIncomplete);
  marks = std::move(kept);
}

Reading refused_reading(Refusal refusal, std::string detail) {
  Reading reading;
  reading.refusal = refusal;
  reading.refusal_detail = std::move(detail);
  return reading;
}

DateReader::DateReader(ReadingModel model, std::string model_name)
    : model_(std::move(model)),
      model_name_(std::move(model_name)),
      engines_(model_.runtime != nullptr ? std::make_shared<GreedyEnginePool>(model_.runtime)
                                         : nullptr) {}

bool DateReader::needs_libtorch(const ReadingSettings& settings, std::string* why) const {
  std::string reason;
  if (model_.runtime == nullptr) {
    if (!runtime_supports(model_.description.config, &reason)) {
      reason = "the model: " + reason;
    } else {
      reason = "DATES_ENGINE=libtorch";
    }
  } else if (settings.beam.beam_size > 1) {
    reason = "a beam";
  } else if (settings.constrain) {
    reason = "constrained decoding";
  } else if (keep_attention) {
    reason = "attention maps";
  }
  if (why != nullptr) *why = reason;
  return !reason.empty();
}

bool DateReader::reads_orders() const {
  return model_.description.config.data.order_control;
}

ReadingOrder DateReader::default_order() const {
  return parse_reading_order(model_.description.config.data.default_order);
}

bool DateReader::writes_times() const {
  const auto& target = model_.description.target_vocabulary;
  return target.id_of("T") != Vocabulary::kUnknown && target.id_of(":") != Vocabulary::kUnknown;
}

double DateReader::calibrated_min_confidence() const {
  return model_.description.min_confidence;
}

ReadingOrder model_reading_order(const DataConfig& data, const std::string& order,
                                 const std::string& model_name) {
  return model_reading_order(data.order_control, parse_reading_order(data.default_order), order,
                             model_name);
}

ReadingSettings DateReader::settings(const ReadingOptions& options) const {
  check_whole_number("beam", options.beam, 1, 100);
  check_whole_number("nbest", options.nbest, 1, options.beam);
  check_number("length_penalty", options.length_penalty, 0, 10);
  check_whole_number("batch_size", options.batch_size, 1, 65536);
  check_number("max_unknown_fraction", options.max_unknown_fraction, 0, 1);
  if (options.min_confidence) check_number("min_confidence", *options.min_confidence, 0, 1);
  ReadingSettings settings;
  // auto is every front end's default: a model without conventions reads its own.
  settings.auto_order = options.order == "auto";
  settings.order =
      model_reading_order(model_.description.config.data,
                          settings.auto_order ? std::string() : options.order, model_name_);
  if (options.output == "datetime" && !writes_times()) {
    throw ReadingOptionError(
        "output",
        fmt::format("{} was trained on dates only and writes no time; use date", model_name_));
  }
  if (!options.output.empty() && options.output != "datetime" && options.output != "date") {
    throw ReadingOptionError(
        "output", fmt::format("must be datetime or date, found '{}'", printable(options.output)));
  }
  settings.date_only = options.output == "date" || !writes_times();
  settings.min_confidence = options.min_confidence.value_or(model_.description.min_confidence);
  settings.beam.beam_size = options.beam;
  settings.beam.nbest = options.nbest;
  settings.beam.length_penalty = options.length_penalty;
  settings.constrain = options.constrain;
  settings.batch_size = options.batch_size;
  settings.max_unknown_fraction = options.max_unknown_fraction;
  settings.keep_guesses = options.keep_guesses;
  return settings;
}

namespace {

// A column's texts are examined on the workers when each gets at least this many.
constexpr size_t kEvidenceRowsPerWorker = 512;

}  // namespace

ConventionEvidence DateReader::evidence(const std::string& text) const {
  const auto& data = model_.description.config.data;
  const auto source = normalize_text(text, data.normalize);
  // A text longer than the model reads is refused, never read: it has no say in its column's
  // convention, and examining its numbers would cost time and memory in its length (a hostile
  // file's 64 MB field took 24 s and 4 GB here before).
  if (count_characters(source) > static_cast<size_t>(data.max_source_length)) return {};
  return convention_evidence(numeric_date_groups(source));
}

void DateReader::add_evidence(const std::vector<std::string>& texts, ColumnTally& column,
                              const std::vector<bool>* skip) const {
  // A column repeats itself: each distinct text is normalised and examined once (on the workers
  // when many), and every row adds its text's evidence.
  std::unordered_map<std::string_view, size_t> first_of;
  std::vector<size_t> distinct_of(texts.size(), 0);
  std::vector<const std::string*> distinct;
  for (size_t i = 0; i < texts.size(); ++i) {
    if (skip != nullptr && (*skip)[i]) continue;
    const auto found = first_of.emplace(texts[i], distinct.size());
    if (found.second) distinct.push_back(&texts[i]);
    distinct_of[i] = found.first->second;
  }
  const auto examined = evidences(distinct);
  for (size_t i = 0; i < texts.size(); ++i) {
    if (skip != nullptr && (*skip)[i]) continue;
    column.add(examined[distinct_of[i]]);
  }
}

std::vector<ConventionEvidence> DateReader::evidences(
    const std::vector<const std::string*>& texts) const {
  std::vector<ConventionEvidence> examined(texts.size());
  run_row_ranges(texts.size(), kEvidenceRowsPerWorker, [&](size_t begin, size_t end) {
    for (size_t k = begin; k < end; ++k) examined[k] = evidence(*texts[k]);
  });
  return examined;
}

std::vector<Reading> DateReader::read(const std::vector<std::string>& texts,
                                      const ReadingSettings& settings, ColumnTally* column) const {
  auto order = settings.order;
  if (settings.auto_order && reads_orders()) {
    ColumnTally own;
    auto& tally = column != nullptr ? *column : own;
    add_evidence(texts, tally);
    order = tally.decide(settings.order).order;
  }
  return read(texts, std::vector<ReadingOrder>(texts.size(), order), settings);
}

namespace {

// The reading's own work a row, beside the model's (normalising, the output's parts and marks),
// goes to the workers when each gets at least this many rows.
constexpr std::size_t kRowsPerWorker = 256;

// What decides a cached reading besides the input and its convention.
std::string cache_key_prefix(const ReadingSettings& settings) {
  return fmt::format("{}|{}|{}|{}|{}|{}|", settings.beam.beam_size, settings.beam.nbest,
                     settings.beam.length_penalty, settings.constrain, settings.date_only,
                     settings.auto_order);
}

}  // namespace

std::vector<Reading> DateReader::read(const std::vector<std::string>& texts,
                                      const std::vector<ReadingOrder>& orders,
                                      const ReadingSettings& settings) const {
  if (orders.size() != texts.size()) {
    throw std::invalid_argument(
        fmt::format("DateReader::read needs one order per text: {} texts, {} orders", texts.size(),
                    orders.size()));
  }
  // Identical texts under the same convention read alike: the first of each is read and the
  // others copy its reading, so a column's repeats cost a lookup, not a normalisation.
  std::vector<size_t> distinct_of(texts.size());
  size_t distinct_count = 0;
  {
    std::array<std::unordered_map<std::string_view, size_t>, kReadingOrders.size()> seen;
    for (size_t i = 0; i < texts.size(); ++i) {
      const auto found = seen[static_cast<size_t>(orders[i])].emplace(texts[i], distinct_count);
      if (found.second) ++distinct_count;
      distinct_of[i] = found.first->second;
    }
  }
  if (distinct_count == texts.size()) return read_distinct(texts, orders, settings);
  std::vector<std::string> distinct_texts(distinct_count);
  std::vector<ReadingOrder> distinct_orders(distinct_count);
  std::vector<size_t> copies_left(distinct_count, 0);
  for (size_t i = 0; i < texts.size(); ++i) {
    if (copies_left[distinct_of[i]]++ == 0) {
      distinct_texts[distinct_of[i]] = texts[i];
      distinct_orders[distinct_of[i]] = orders[i];
    }
  }
  auto distinct = read_distinct(distinct_texts, distinct_orders, settings);
  std::vector<Reading> results;
  results.reserve(texts.size());
  for (size_t i = 0; i < texts.size(); ++i) {
    auto& reading = distinct[distinct_of[i]];
    // The last text to take a reading takes it whole.
    results.push_back(--copies_left[distinct_of[i]] == 0 ? std::move(reading) : reading);
  }
  return results;
}

std::vector<Reading> DateReader::read_distinct(const std::vector<std::string>& texts,
                                               const std::vector<ReadingOrder>& orders,
                                               const ReadingSettings& settings) const {
  const auto& data = model_.description.config.data;
  if (!data.order_control) {
    for (const auto order : orders) model_reading_order(data, to_string(order), model_name_);
  }
  // A model that never saw its unknown token in training cannot read past one.
  const bool reads_unknown = data.min_character_count > 1;
  std::vector<Reading> results(texts.size());
  // Each text normalised and checked (on the workers when many): refused, or readable.
  std::vector<uint8_t> is_readable(texts.size(), 0);
  run_row_ranges(texts.size(), kRowsPerWorker, [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) {
      auto& result = results[i];
      result.min_confidence = settings.min_confidence;
      result.source = normalize_text(texts[i], data.normalize);
      if (result.source.empty()) {
        result.refusal = Refusal::kEmpty;
        result.refusal_detail = "the input is empty after normalisation";
        continue;
      }
      const auto characters = static_cast<double>(count_characters(result.source));
      // The model never saw a longer input; decoding one costs time and memory for nothing.
      if (characters > static_cast<double>(data.max_source_length)) {
        result.refusal = Refusal::kTooLong;
        result.refusal_detail =
            fmt::format("{} characters, more than the {} the model reads (data.max_source_length)",
                        characters, data.max_source_length);
        continue;
      }
      result.unknown_characters =
          model_.description.source_vocabulary.count_unknown_characters(result.source);
      if (result.unknown_characters > 0 &&
          (!reads_unknown || static_cast<double>(result.unknown_characters) >
                                 settings.max_unknown_fraction * characters)) {
        result.refusal = Refusal::kUnreadable;
        result.refusal_detail =
            reads_unknown
                ? fmt::format("{} of its {} characters never appeared in training",
                              result.unknown_characters, characters)
                : fmt::format(
                      "the character '{}' never appeared in training",
                      *model_.description.source_vocabulary.first_unknown_character(result.source));
        continue;
      }
      is_readable[i] = 1;
    }
  });
  std::vector<std::size_t> readable;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    if (is_readable[i]) readable.push_back(i);
  }

  // Identical inputs (the same normalised text under the same convention) are decoded once:
  // real columns repeat. `copies` pairs each repeat with the first of its kind; inputs the cache
  // holds are not decoded at all.
  const bool use_cache = settings.cache != nullptr && !keep_attention;
  const auto key_prefix = use_cache ? cache_key_prefix(settings) : std::string();
  const auto key_of = [&](std::size_t i) {
    return key_prefix + to_string(orders[i]) + '\t' + results[i].source;
  };
  std::vector<std::pair<std::size_t, std::size_t>> copies;
  {
    // One map a convention, of views of the normalised sources (results outlives it).
    std::array<std::unordered_map<std::string_view, std::size_t>, kReadingOrders.size()> first_of;
    std::vector<std::size_t> distinct;
    for (const auto i : readable) {
      const auto found =
          first_of[static_cast<std::size_t>(orders[i])].emplace(results[i].source, i);
      if (!found.second) {
        copies.emplace_back(i, found.first->second);
        continue;
      }
      if (use_cache) {
        if (auto cached = settings.cache->find(key_of(i))) {
          results[i] = std::move(*cached);
          results[i].judge(settings.min_confidence, settings.keep_guesses);
          continue;
        }
      }
      distinct.push_back(i);
    }
    readable = std::move(distinct);
  }

  // One decode an input, under its own convention, as one list so the batches stay full.
  std::vector<std::string> inputs;
  inputs.reserve(readable.size());
  for (const auto i : readable) {
    inputs.push_back(data.order_control ? with_order_control(orders[i], results[i].source)
                                        : results[i].source);
  }
  std::vector<std::vector<BeamTranslation>> decoded;
  std::string libtorch_reason;
  if (!needs_libtorch(settings, &libtorch_reason)) {
    // Greedy and unconstrained (the default): the runtime, the same readings as LibTorch's.
    auto greedy = greedy_translate(*model_.runtime, inputs, settings.batch_size, worker_count(),
                                   progress, engines_.get());
    decoded.reserve(greedy.size());
    for (auto& translation : greedy) {
      BeamTranslation candidate;
      candidate.output = std::move(translation.output);
      candidate.log_probability = translation.log_probability;
      candidate.score =
          normalised_score(translation.log_probability, static_cast<size_t>(translation.steps),
                           settings.beam.length_penalty);
      candidate.finished = translation.finished;
      candidate.real_date = is_real_calendar_date(candidate.output);
      decoded.push_back({std::move(candidate)});
    }
  } else if (model_.libtorch != nullptr) {
    decoded = model_.libtorch->translate(inputs, settings.beam, settings.constrain,
                                         settings.batch_size, keep_attention, progress);
  } else if (!inputs.empty()) {
    throw std::runtime_error(
        fmt::format("{}: reading with {} needs LibTorch, which this process does not load",
                    model_name_, libtorch_reason));
  }

  // The outputs read and marked (on the workers when many).
  run_row_ranges(readable.size(), kRowsPerWorker, [&](std::size_t begin, std::size_t end) {
    for (std::size_t k = begin; k < end; ++k) {
      const auto i = readable[k];
      auto& result = results[i];
      result.candidates = std::move(decoded[k]);
      if (result.candidates.empty()) continue;
      // The model's text as the user reads it: canonical, or its date part.
      for (size_t rank = 0; rank < result.candidates.size(); ++rank) {
        auto& candidate = result.candidates[rank];
        // The date alone: its part before 'T', read (another calendar's date converted).
        auto parts = read_date_time_output(settings.date_only ? date_part(candidate.output)
                                                              : candidate.output);
        // Seconds the string's numbers show it does not write are cut (time_evidence.h).
        if (parts.time.size() >= 8 &&
            !seconds_written(result.source, number(parts.time, 0, 2), number(parts.time, 3, 2))) {
          parts.time.resize(5);
        }
        // A zone's letters the input does not write are invented: its offset is not given.
        if (!parts.zone.empty() && parts.zone != "?" && !zone_written(result.source, parts.zone)) {
          parts.offset.clear();
          parts.unknown_zone = true;
        }
        candidate.output = parts.canonical();
        if (rank == 0) result.parts = std::move(parts);
      }
      const auto kind =
          result.parts.malformed ? OutputKind::kMalformed : classify_output(result.parts.date);
      if (kind == OutputKind::kMalformed) {
        // No date that cannot be is printed (`XXXX-02-30`, `2015-13-01`, 30 Esfand of a common
        // year): the output is empty and marked not-a-date; the other candidates of a beam stay.
        result.candidates.front().output.clear();
        result.parts = read_date_time_output("");
      }
      const auto& best = result.candidates.front();
      const auto& parts = result.parts;
      // The string's own numbers: whether its date was the convention's choice, and whose.
      const auto groups = numeric_date_groups(result.source);
      const auto row = convention_evidence(groups);
      // The string's numbers are the calendar's it was written in (۱۴۰۲/۰۷/۱۵, 28/02/2556).
      const std::string& written = parts.written_date();
      result.read_as = reading_convention(groups, written, orders[i]);
      const bool inconsistent = settings.auto_order && data.order_control && row.conventions != 0 &&
                                (row.conventions & convention_bit(orders[i])) == 0;
      if (is_ambiguous_reading(groups, written)) result.marks.push_back(Mark::kAmbiguous);
      if (result.unknown_characters > 0) result.marks.push_back(Mark::kUnknownCharacters);
      if (kind == OutputKind::kMalformed) result.marks.push_back(Mark::kNotADate);
      // Unknown characters may split the numbers the model read past: not compared.
      const bool misread = kind == OutputKind::kDate && result.unknown_characters == 0 &&
                           is_misread_numeric_date(groups, result.source, written);
      if (misread) result.marks.push_back(Mark::kMisread);
      // A month guessed from words the model was never taught (month_evidence.h).
      const bool has_month = kind == OutputKind::kDate || kind == OutputKind::kMonthDay ||
                             kind == OutputKind::kYearMonth;
      if (has_month && !misread && result.unknown_characters == 0 &&
          month_evidence(result.source, number(written, 5, 2), parts.calendar) !=
              MonthEvidence::kWritten) {
        result.marks.push_back(Mark::kUnknownMonth);
      }
      if (!best.finished) result.marks.push_back(Mark::kCutOff);
      if (inconsistent) result.marks.push_back(Mark::kInconsistent);
      if (parts.invalid_time) result.marks.push_back(Mark::kInvalidTime);
      if (parts.unknown_zone) result.marks.push_back(Mark::kZoneUnknown);
      if (kind == OutputKind::kMonthDay || kind == OutputKind::kYearMonth) {
        result.marks.push_back(Mark::kIncomplete);
      }
      if (kind == OutputKind::kNoDate) result.marks.push_back(Mark::kNoDate);
      // A Gregorian date whose day is written nowhere (day_written; with a time since 2026-12-07,
      // with characters the model does not know since that night: `vivement février 2010 😍`).
      result.unwritten_day = kind == OutputKind::kDate && parts.calendar.empty() &&
                             !day_written(result.source, number(parts.date, 8, 2));
      // A Gregorian date whose year the input writes nowhere as a date's (year_written).
      result.unwritten_year = kind == OutputKind::kDate && parts.calendar.empty() &&
                              result.unknown_characters == 0 &&
                              !year_written(result.source, number(parts.date, 0, 4));
      result.judge(settings.min_confidence, settings.keep_guesses);  // low-confidence, guesses
    }
  });
  if (use_cache) {
    for (const auto i : readable) {
      if (!results[i].candidates.empty()) settings.cache->insert(key_of(i), results[i]);
    }
  }
  // A repeat has the same normalised text, hence the same reading, whole.
  for (const auto& [repeat, first] : copies) results[repeat] = results[first];
  return results;
}

namespace {

// "OUTPUT<TAB>PROBABILITY[<TAB>marks]": marks say what a user must not miss.
std::string describe(const BeamTranslation& candidate, const std::vector<Mark>& marks) {
  return fmt::format("{}\t{:.4f}{}{}", candidate.output, candidate.probability(),
                     marks.empty() ? "" : "\t", fmt::join(mark_names(marks), ","));
}

}  // namespace

std::string output_lines(const Reading& reading, int64_t nbest) {
  if (reading.refused()) {
    const std::string mark = refusal_mark(reading.refusal);
    return nbest == 1 ? "\t0.0000\t" + mark + "\n" : "1\t\t0.0000\t" + mark + "\n\n";
  }
  if (nbest == 1) return describe(reading.candidates.front(), reading.marks) + "\n";
  std::string lines;
  for (size_t rank = 0; rank < reading.candidates.size(); ++rank) {
    lines += fmt::format("{}\t{}\n", rank + 1,
                         describe(reading.candidates[rank], reading.candidate_marks(rank)));
  }
  return lines + "\n";
}

std::string json_line(const Reading& reading, const std::string& input) {
  return json_line(reading, input, input.size());
}

std::string json_line(const Reading& reading, const std::string& input, size_t input_bytes) {
  nlohmann::ordered_json line;
  if (reading.refused()) {
    // A refused input may be anything a client sent: echoed only up to a bound.
    const auto echoed = utf8_prefix(input, kMaxEchoedInputBytes);
    line["input"] = echoed;
    if (echoed.size() < input_bytes) line["input_bytes"] = input_bytes;
    line["output"] = "";
    line["date"] = "";
    line["time"] = "";
    line["offset"] = "";
    line["calendar"] = "";
    line["order"] = "";
    line["probability"] = 0.0;
    line["marks"] = std::vector<std::string>{refusal_mark(reading.refusal)};
    line["nbest"] = nlohmann::ordered_json::array();
    line["error"] = reading.refusal_detail;
  } else {
    line["input"] = input;
    const auto& best = reading.candidates.front();
    line["output"] = best.output;
    line["date"] = reading.parts.malformed ? "" : reading.parts.date;
    line["time"] = reading.parts.time;
    line["offset"] = reading.parts.offset;
    line["calendar"] = reading.parts.calendar_text();
    line["order"] = reading.read_as ? to_string(*reading.read_as) : "";
    line["probability"] = best.probability();
    line["marks"] = mark_names(reading.marks);
    if (reading.withheld) line["withheld"] = reading.withheld->output;
    auto nbest = nlohmann::ordered_json::array();
    for (size_t rank = 0; rank < reading.candidates.size(); ++rank) {
      const auto& candidate = reading.candidates[rank];
      nbest.push_back({{"output", candidate.output},
                       {"probability", candidate.probability()},
                       {"marks", mark_names(reading.candidate_marks(rank))}});
    }
    line["nbest"] = nbest;
  }
  return escape_json_line_terminators(line.dump(-1, ' ', /*ensure_ascii=*/false,
                                                nlohmann::ordered_json::error_handler_t::replace)) +
         "\n";
}

}  // namespace dates
