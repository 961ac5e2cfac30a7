#include "dates/decode/normalizer.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>

#include "dates/data/data.h"
#include "dates/data/vocabulary.h"
#include "dates/decode/date_constraint.h"

namespace dates {

namespace {

}  // namespace

bool is_warning_mark(const std::string& mark) {
  return mark == "low-confidence" || mark == "ambiguous" || mark == "unknown-characters" ||
         mark == "not-a-date" || mark == "cut-off";
}

bool NormalizedInput::has_warning() const {
  return !refusal.empty() || std::any_of(marks.begin(), marks.end(), is_warning_mark);
}

std::vector<NormalizedInput> normalize_inputs(const Translator& translator, const DataConfig& data,
                                              const std::vector<std::string>& texts,
                                              const NormalizerOptions& options) {
  return normalize_inputs(translator, data, texts,
                          std::vector<ReadingOrder>(texts.size(), options.order), options);
}

std::vector<NormalizedInput> normalize_inputs(const Translator& translator, const DataConfig& data,
                                              const std::vector<std::string>& texts,
                                              const std::vector<ReadingOrder>& orders,
                                              const NormalizerOptions& options) {
  if (orders.size() != texts.size()) {
    throw std::invalid_argument(
        fmt::format("normalize_inputs needs one order per text: {} texts, "
                    "{} orders",
                    texts.size(), orders.size()));
  }
  // A model that never saw its unknown token in training cannot read past one.
  const bool reads_unknown = data.min_character_count > 1;
  std::vector<NormalizedInput> results(texts.size());
  std::vector<std::size_t> readable;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    auto& result = results[i];
    result.source = normalize_text(texts[i], data.normalize);
    if (result.source.empty()) {
      result.refusal = "empty";
      result.refusal_detail = "the input is empty after normalisation";
      continue;
    }
    const auto characters = static_cast<double>(split_characters(result.source).size());
    // The model never saw a longer input; decoding one costs time and memory for nothing.
    if (characters > static_cast<double>(data.max_source_length)) {
      result.refusal = "too-long";
      result.refusal_detail =
          fmt::format("{} characters, more than the {} the model reads (data.max_source_length)",
                      characters, data.max_source_length);
      continue;
    }
    result.unknown_characters =
        translator.source_vocabulary.count_unknown_characters(result.source);
    if (result.unknown_characters > 0 &&
        (!reads_unknown || static_cast<double>(result.unknown_characters) >
                               options.max_unknown_fraction * characters)) {
      result.refusal = "unreadable";
      result.refusal_detail =
          reads_unknown
              ? fmt::format("{} of its {} characters never appeared in training",
                            result.unknown_characters, characters)
              : fmt::format("the character '{}' never appeared in training",
                            *translator.source_vocabulary.first_unknown_character(result.source));
      continue;
    }
    readable.push_back(i);
  }

  // Every readable input under its own convention, then (for ambiguity) under the others, all
  // decoded as one list so the batches stay full.
  const bool check_ambiguity = data.order_control && options.detect_ambiguity;
  std::vector<std::string> inputs;
  for (const auto i : readable) {
    inputs.push_back(data.order_control ? with_order_control(orders[i], results[i].source)
                                        : results[i].source);
  }
  if (check_ambiguity) {
    for (const auto order : kReadingOrders) {
      for (const auto i : readable) {
        if (order != orders[i]) inputs.push_back(with_order_control(order, results[i].source));
      }
    }
  }
  const auto decoded = translate_beam(translator, inputs, options.beam);

  std::size_t other = readable.size();  // next decode under another convention
  std::vector<bool> ambiguous(texts.size(), false);
  if (check_ambiguity) {
    for (const auto order : kReadingOrders) {
      for (std::size_t k = 0; k < readable.size(); ++k) {
        const auto i = readable[k];
        if (order == orders[i]) continue;
        const auto& mine = decoded[k];
        const auto& theirs = decoded[other++];
        if (!mine.empty() && !theirs.empty() && mine.front().output != theirs.front().output) {
          ambiguous[i] = true;
        }
      }
    }
  }
  for (std::size_t k = 0; k < readable.size(); ++k) {
    const auto i = readable[k];
    auto& result = results[i];
    result.candidates = decoded[k];
    if (result.candidates.empty()) continue;
    const auto& best = result.candidates.front();
    const auto kind = classify_output(best.output);
    if (best.below(options.min_confidence)) result.marks.emplace_back("low-confidence");
    if (ambiguous[i]) result.marks.emplace_back("ambiguous");
    if (result.unknown_characters > 0) result.marks.emplace_back("unknown-characters");
    if (kind == OutputKind::kMalformed) result.marks.emplace_back("not-a-date");
    if (!best.finished) result.marks.emplace_back("cut-off");
    if (kind == OutputKind::kMonthDay || kind == OutputKind::kYearMonth) {
      result.marks.emplace_back("incomplete");
    }
    if (kind == OutputKind::kNoDate) result.marks.emplace_back("no-date");
  }
  return results;
}

void add_low_confidence_mark(NormalizedInput& result, double min_confidence) {
  if (result.candidates.empty() || !result.candidates.front().below(min_confidence)) return;
  if (std::find(result.marks.begin(), result.marks.end(), "low-confidence") != result.marks.end()) {
    return;
  }
  result.marks.insert(result.marks.begin(), "low-confidence");
}

namespace {

// "OUTPUT<TAB>PROBABILITY[<TAB>marks]": marks say what a user must not miss.
std::string describe(const BeamTranslation& candidate, const std::vector<std::string>& marks) {
  return fmt::format("{}\t{:.4f}{}{}", candidate.output, candidate.probability(),
                     marks.empty() ? "" : "\t", fmt::join(marks, ","));
}

}  // namespace

std::string output_lines(const NormalizedInput& result, int64_t nbest, double min_confidence) {
  if (!result.refusal.empty()) {
    const std::string mark = result.refusal == "too-long" ? "too-long" : "unreadable";
    return nbest == 1 ? "\t0.0000\t" + mark + "\n" : "1\t\t0.0000\t" + mark + "\n\n";
  }
  if (nbest == 1) return describe(result.candidates.front(), result.marks) + "\n";
  std::string lines;
  for (size_t rank = 0; rank < result.candidates.size(); ++rank) {
    std::vector<std::string> marks;
    if (rank == 0) {
      marks = result.marks;
    } else if (result.candidates[rank].below(min_confidence)) {
      marks.emplace_back("low-confidence");
    }
    lines += fmt::format("{}\t{}\n", rank + 1, describe(result.candidates[rank], marks));
  }
  return lines + "\n";
}

std::string json_line(const NormalizedInput& result, const std::string& input,
                      double min_confidence) {
  nlohmann::ordered_json line;
  line["input"] = input;
  if (!result.refusal.empty()) {
    const std::string mark = result.refusal == "too-long" ? "too-long" : "unreadable";
    line["output"] = "";
    line["probability"] = 0.0;
    line["marks"] = std::vector<std::string>{mark};
    line["nbest"] = nlohmann::ordered_json::array();
    line["error"] = result.refusal_detail;
  } else {
    const auto& best = result.candidates.front();
    line["output"] = best.output;
    line["probability"] = best.probability();
    line["marks"] = result.marks;
    auto nbest = nlohmann::ordered_json::array();
    for (size_t rank = 0; rank < result.candidates.size(); ++rank) {
      const auto& candidate = result.candidates[rank];
      std::vector<std::string> marks;
      if (rank == 0) {
        marks = result.marks;
      } else if (candidate.below(min_confidence)) {
        marks.emplace_back("low-confidence");
      }
      nbest.push_back({{"output", candidate.output},
                       {"probability", candidate.probability()},
                       {"marks", marks}});
    }
    line["nbest"] = nbest;
  }
  return line.dump(-1, ' ', /*ensure_ascii=*/false,
                   nlohmann::ordered_json::error_handler_t::replace) +
         "\n";
}

}  // namespace dates
