#include "dates/decode/translator.h"

#include <torch/torch.h>

#include <algorithm>

#include "dates/decode/decoding.h"

namespace dates {

void for_each_source_batch(
    const Translator& translator, const std::vector<std::string>& sources,
    const std::function<void(const std::vector<std::string>& chunk, const Batch& batch)>& each) {
  const auto size = static_cast<size_t>(translator.batch_size);
  for (size_t begin = 0; begin < sources.size(); begin += size) {
    const size_t end = std::min(sources.size(), begin + size);
    const std::vector<std::string> chunk(sources.begin() + begin, sources.begin() + end);
    each(chunk, make_source_batch(chunk, translator.source_vocabulary, translator.device));
  }
}

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
  for_each_source_batch(
      translator, sources, [&](const std::vector<std::string>& chunk, const Batch& batch) {
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
            translation.attention = attention_map(chunk[static_cast<size_t>(row)], ids,
                                                  attention[row], translator.target_vocabulary);
          }
          translations.push_back(std::move(translation));
        }
      });
  return translations;
}

}  // namespace dates
