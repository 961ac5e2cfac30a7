#include "dates/decode/translator.h"

#include <torch/types.h>

#include <algorithm>
#include <numeric>

#include "dates/core/progress.h"
#include "dates/core/workers.h"
#include "dates/decode/decoding.h"

namespace dates {

void for_each_source_batch(
    const Translator& translator, const std::vector<std::string>& sources,
    const std::function<void(const std::vector<std::string>& chunk, const Batch& batch,
                             const std::vector<size_t>& positions)>& each) {
  std::vector<size_t> by_length(sources.size());
  std::iota(by_length.begin(), by_length.end(), size_t{0});
  std::stable_sort(by_length.begin(), by_length.end(),
                   [&](size_t a, size_t b) { return sources[a].size() < sources[b].size(); });
  const auto batch_size = static_cast<size_t>(translator.batch_size);
  const size_t batches = (sources.size() + batch_size - 1) / batch_size;
  // The batches are independent: the workers take every `workers`-th one.
  const auto workers = static_cast<int64_t>(
      std::min<size_t>(translator.device.is_cpu() ? static_cast<size_t>(worker_count()) : 1,
                       std::max<size_t>(batches, 1)));
  if (translator.model->is_training()) translator.model->eval();
  ProgressLine progress("translate", static_cast<int64_t>(sources.size()), translator.progress);
  run_workers(workers, [&](int64_t worker) {
    for (size_t index = static_cast<size_t>(worker); index < batches;
         index += static_cast<size_t>(workers)) {
      const size_t first = index * batch_size;
      const size_t end = std::min(sources.size(), first + batch_size);
      const std::vector<size_t> positions(by_length.begin() + static_cast<std::ptrdiff_t>(first),
                                          by_length.begin() + static_cast<std::ptrdiff_t>(end));
      std::vector<std::string> chunk;
      chunk.reserve(positions.size());
      for (const auto position : positions) chunk.push_back(sources[position]);
      each(chunk, make_source_batch(chunk, translator.source_vocabulary, translator.device),
           positions);
      progress.advance(static_cast<int64_t>(chunk.size()));
    }
  });
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
  std::vector<Translation> translations(sources.size());
  for_each_source_batch(
      translator, sources,
      [&](const std::vector<std::string>& chunk, const Batch& batch,
          const std::vector<size_t>& positions) {
        const auto decoded = greedy_decode(translator.model, batch.source_ids, batch.source_lengths,
                                           translator.max_target_length + 1);
        const auto tokens = decoded.tokens.to(torch::kCPU).contiguous();  // [B, T]
        const auto log_probability =
            decoded.log_probability.to(torch::kCPU, torch::kFloat64).contiguous();  // [B]
        const auto attention = translator.keep_attention
                                   ? decoded.attention.to(torch::kCPU, torch::kFloat32).contiguous()
                                   : torch::Tensor();  // [B, T, S]
        const int64_t steps = tokens.size(1);
        for (int64_t row = 0; row < tokens.size(0); ++row) {
          const auto* data = tokens.data_ptr<int64_t>() + row * steps;
          const std::vector<int64_t> ids(data, data + steps);
          Translation translation;
          translation.output = translator.target_vocabulary.decode(ids);
          translation.log_probability = log_probability.data_ptr<double>()[row];
          const auto end_token = std::find(ids.begin(), ids.end(), Vocabulary::kEnd);
          translation.finished = end_token != ids.end();
          // A row that never ended ran every step: nothing of it is padding.
          translation.steps = translation.finished ? end_token - ids.begin() + 1 : steps;
          if (translator.keep_attention) {
            translation.attention = attention_map(chunk[static_cast<size_t>(row)], ids,
                                                  attention[row], translator.target_vocabulary);
          }
          translations[positions[static_cast<size_t>(row)]] = std::move(translation);
        }
      });
  return translations;
}

}  // namespace dates
