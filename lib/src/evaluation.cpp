#include "dates/evaluation.h"

#include <torch/torch.h>

#include <algorithm>

#include "dates/batching.h"
#include "dates/decoding.h"

namespace dates {

AttentionMap attention_map(const std::string& source, const std::vector<int64_t>& output_ids,
                           const torch::Tensor& weights, const Vocabulary& target_vocabulary) {
  AttentionMap map;
  map.source = split_characters(source);
  const auto source_length = static_cast<int64_t>(map.source.size());
  for (size_t t = 0; t < output_ids.size() && output_ids[t] != Vocabulary::kPad; ++t) {
    map.output.push_back(target_vocabulary.tokens()[static_cast<size_t>(output_ids[t])]);
    const auto row = weights[static_cast<int64_t>(t)].narrow(0, 0, source_length).contiguous();
    map.weights.emplace_back(row.data_ptr<float>(), row.data_ptr<float>() + source_length);
    if (output_ids[t] == Vocabulary::kEnd) break;
  }
  return map;
}

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
    const auto attention = translator.keep_attention
                               ? decoded.attention.to(torch::kCPU, torch::kFloat32).contiguous()
                               : torch::Tensor();  // [B, T, S]
    for (int64_t row = 0; row < tokens.size(0); ++row) {
      const auto* data = tokens[row].data_ptr<int64_t>();
      const std::vector<int64_t> ids(data, data + tokens.size(1));
      Translation translation;
      translation.output = translator.target_vocabulary.decode(ids);
      translation.log_probability = log_probability[row].item<double>();
      const auto end = std::find(ids.begin(), ids.end(), Vocabulary::kEnd);
      translation.finished = end != ids.end();
      // A row that never ended ran every step: nothing of it is padding.
      translation.steps =
          translation.finished ? end - ids.begin() + 1 : static_cast<int64_t>(ids.size());
      if (translator.keep_attention) {
        translation.attention = attention_map(chunk[static_cast<size_t>(row)], ids, attention[row],
                                              translator.target_vocabulary);
      }
      translations.push_back(std::move(translation));
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
  result.predictions.reserve(examples.size());
  for (size_t i = 0; i < examples.size(); ++i) {
    const auto& example = examples[i];
    const bool correct = translations[i].output == example.target;
    result.predictions.push_back({translations[i].probability(), correct});
    if (correct) {
      ++result.correct;
    } else {
      result.mistakes.push_back({static_cast<int64_t>(i), example.source, example.target,
                                 translations[i].output, example.family,
                                 translations[i].log_probability});
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
