#include "dates/eval/evaluation.h"

#include <fmt/format.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <algorithm>

#include "dates/data/batching.h"
#include "dates/data/reading_order.h"
#include "dates/decode/date_time_output.h"
#include "dates/decode/decoding.h"

namespace dates {

EvaluationResult evaluate(const Translator& translator, const std::vector<Example>& examples,
                          bool date_only) {
  std::vector<std::string> sources;
  sources.reserve(examples.size());
  for (const auto& example : examples) sources.push_back(example.source);
  const auto translations = translate(translator, sources);
  EvaluationResult result;
  result.total = static_cast<int64_t>(examples.size());
  result.predictions.reserve(examples.size());
  result.outputs.reserve(examples.size());
  result.model_outputs.reserve(examples.size());
  for (size_t i = 0; i < examples.size(); ++i) {
    const auto& example = examples[i];
    auto output = read_date_time_output(translations[i].output).canonical();
    auto target = read_date_time_output(example.target).canonical();
    if (date_only) {
      output = date_part(output);
      target = date_part(target);
    }
    const bool correct = output == target;
    const bool date_correct = date_part(output) == date_part(target);
    result.has_times = result.has_times || output.find('T') != std::string::npos ||
                       target.find('T') != std::string::npos;
    result.predictions.push_back({translations[i].probability(), correct});
    result.outputs.push_back(output);
    result.model_outputs.push_back(translations[i].output);
    result.date_correct += date_correct ? 1 : 0;
    if (correct) {
      ++result.correct;
    } else {
      result.mistakes.push_back({static_cast<int64_t>(i), example.source, target, output,
                                 example.family, translations[i].log_probability});
    }
    if (!example.family.empty()) {
      auto& family = result.families[example.family];
      family.correct += correct ? 1 : 0;
      family.date_correct += date_correct ? 1 : 0;
      ++family.total;
    }
  }
  return result;
}

TeacherForcedLogits teacher_forced_logits(const Translator& translator,
                                          const std::vector<Example>& examples) {
  torch::NoGradGuard no_grad;
  translator.model->eval();
  std::vector<size_t> indices(examples.size());
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = i;
  const auto batch = make_batch(examples, indices, translator.source_vocabulary,
                                translator.target_vocabulary, translator.device);
  const auto logits =
      translator.model->forward(batch.source_ids, batch.source_lengths, batch.decoder_inputs);
  return {logits.to(torch::kCPU, torch::kFloat32), batch.targets.to(torch::kCPU)};
}

std::string mistakes_tsv(const EvaluationResult& result) {
  std::string lines = "line\tsource\ttarget\tpredicted\tfamily\n";
  for (const auto& mistake : result.mistakes) {
    lines += fmt::format("{}\t{}\t{}\t{}\t{}\n", mistake.index + 1,
                         without_order_control(mistake.source), mistake.target, mistake.predicted,
                         mistake.family);
  }
  return lines;
}

}  // namespace dates
