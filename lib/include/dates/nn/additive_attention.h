// Bahdanau (additive) attention, as specified in shared/seeds/000_0b5d94ed0d7edd9d.txt:
//
//   e_s = v^T tanh(W q + U k_s + b),   a = masked_softmax(e, mask),   c = sum_s a_s k_s
//
// Parameters (and so checkpoint keys), in this order:
//   query.weight [A, Dq] (W), key.weight [A, Dk] (U), key.bias [A] (b), v.weight [1, A] (v).
#pragma once

#include <torch/nn/cloneable.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <optional>
#include <tuple>

namespace dates {

struct AdditiveAttentionOptions {
  AdditiveAttentionOptions(int64_t d_query, int64_t d_key, int64_t d_attn)
      : d_query_(d_query), d_key_(d_key), d_attn_(d_attn) {}
  TORCH_ARG(int64_t, d_query);  // Dq: width of the decoder state that asks
  TORCH_ARG(int64_t, d_key);    // Dk: width of the encoder outputs that are read
  TORCH_ARG(int64_t, d_attn);   // A: width of the scoring network's hidden layer
  // When set, parameters are drawn from a generator seeded with it (same seed, same weights);
  // otherwise from LibTorch's global generator, like torch::nn::Linear.
  TORCH_ARG(std::optional<uint64_t>, seed) = std::nullopt;
};

class AdditiveAttentionImpl : public torch::nn::Cloneable<AdditiveAttentionImpl> {
 public:
  // Which decoder state is the query: the one *before* this step's recurrence (Bahdanau).
  static constexpr const char* query_from = "previous";

  explicit AdditiveAttentionImpl(const AdditiveAttentionOptions& options);
  AdditiveAttentionImpl(int64_t d_query, int64_t d_key, int64_t d_attn,
                        std::optional<uint64_t> seed = std::nullopt)
      : AdditiveAttentionImpl(AdditiveAttentionOptions(d_query, d_key, d_attn).seed(seed)) {}

  void reset() override;

  // U k_s + b for every position: independent of the decoder step, so computed once a batch.
  torch::Tensor project_keys(const torch::Tensor& keys);  // [B, S, Dk] -> [B, S, A]

  // Unmasked scores e [B, S]. `proj` (optional) is project_keys(keys), reused across steps.
  torch::Tensor scores(const torch::Tensor& query, const torch::Tensor& keys,
                       const torch::Tensor& proj = {});

  // Returns (context [B, Dk], weights [B, S]); `mask` is bool [B, S], true on real positions.
  std::tuple<torch::Tensor, torch::Tensor> forward(const torch::Tensor& query,
                                                   const torch::Tensor& keys,
                                                   const torch::Tensor& mask,
                                                   const torch::Tensor& proj = {});

  AdditiveAttentionOptions options;
  torch::nn::Linear query{nullptr};  // W, no bias
  torch::nn::Linear key{nullptr};    // U and b
  torch::nn::Linear v{nullptr};      // v, no bias

 private:
  void check_inputs(const torch::Tensor& query, const torch::Tensor& keys,
                    const torch::Tensor& proj) const;
};

TORCH_MODULE(AdditiveAttention);

}  // namespace dates
