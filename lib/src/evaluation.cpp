#include "dates/evaluation.h"

#include <torch/torch.h>

#include <algorithm>

#include "dates/batching.h"
#include "dates/decoding.h"

namespace dates {

std::vector<Translation> translate(const Translator& translator,
                                   const std::vector<std::string>& sources) {
  std::vector<Translation> translations;
  translations.reserve(sources.size());
  for (size_t begin = 0; begin < sources.size();
       begin += static_cast<size_t>(translator.batch_size)) {
    const size_t end = std::min(sources.size(), begin + static_cast<size_t>(translator.batch_size));
    const std::vector<std::string> chunk(sources.begin() + begin, sources.begin() + end);
    const auto batch = make_source_batch(chunk, translator.source_vocabulary, translator.device);
    const auto decoded = greedy_decode(translator.model, batch.source_ids, batch.source_lengths,
                                       translator.max_target_length + 1);
    const auto tokens = decoded.tokens.to(torch::kCPU).contiguous();  // [B, T]
    const auto log_probability = decoded.log_probability.to(torch::kCPU, torch::kFloat64);
    for (int64_t row = 0; row < tokens.size(0); ++row) {
      const auto* data = tokens[row].data_ptr<int64_t>();
      translations.push_back(
          {translator.target_vocabulary.decode(std::vector<int64_t>(data, data + tokens.size(1))),
           log_probability[row].item<double>()});
    }
  }
  return translations;
}

EvaluationResult evaluate(const Translator& translator, const std::vector<Example>& examples) {
  std::vector<std::string> sources;
  sources.reserve(examples.size());
  for (const auto& example : examples) sources.push_back(example.source);
  const auto translations = translate(translator, sources);
  EvaluationResult result;
  result.total = static_cast<int64_t>(examples.size());
  for (size_t i = 0; i < examples.size(); ++i) {
    const auto& example = examples[i];
    const bool correct = translations[i].output == example.target;
    if (correct) {
      ++result.correct;
    } else {
      result.mistakes.push_back({static_cast<int64_t>(i), example.source, example.target,
                                 translations[i].output, example.family});
    }
    if (!example.family.empty()) {
      auto& family = result.families[example.family];
      family.correct += correct ? 1 : 0;
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

}  // namespace dates
