#include "dates/nn/additive_attention.h"

#include <fmt/format.h>
#include <torch/nn/module.h>
#include <torch/nn/modules/linear.h>
#include <torch/types.h>

#include <stdexcept>

#include "dates/core/shape_text.h"
#include "dates/nn/attention_checks.h"
#include "dates/nn/initialization.h"
#include "dates/nn/masking.h"

namespace dates {

namespace {

constexpr const char* kModule = "AdditiveAttention";

template <typename MakeMessage>
void require(bool condition, const MakeMessage& message) {
  attention_checks::require(kModule, condition, message);
}

}  // namespace

AdditiveAttentionImpl::AdditiveAttentionImpl(const AdditiveAttentionOptions& options_)
    : options(options_) {
  reset();
}

void AdditiveAttentionImpl::reset() {
  require(options.d_query() > 0 && options.d_key() > 0 && options.d_attn() > 0, [&] {
    return fmt::format("d_query, d_key and d_attn must be positive, got {}, {}, {}",
                       options.d_query(), options.d_key(), options.d_attn());
  });
  // Registration order fixes the parameter order: query.weight, key.weight, key.bias, v.weight.
  query = register_module(
      "query",
      torch::nn::Linear(torch::nn::LinearOptions(options.d_query(), options.d_attn()).bias(false)));
  key = register_module("key", torch::nn::Linear(options.d_key(), options.d_attn()));
  v = register_module("v",
                      torch::nn::Linear(torch::nn::LinearOptions(options.d_attn(), 1).bias(false)));
  if (options.seed()) {
    // Three independent streams derived from one seed.
    initialize_linear(query, *options.seed());
    initialize_linear(key, *options.seed() + 1);
    initialize_linear(v, *options.seed() + 2);
  }
}

void AdditiveAttentionImpl::check_inputs(const torch::Tensor& query_state,
                                         const torch::Tensor& keys,
                                         const torch::Tensor& proj) const {
  attention_checks::check_query_and_keys(kModule, query_state, keys, options.d_query(),
                                         options.d_key());
  if (proj.defined()) {
    require(proj.dim() == 3 && proj.size(0) == keys.size(0) && proj.size(1) == keys.size(1) &&
                proj.size(2) == options.d_attn(),
            [&] {
              return fmt::format("proj must be [B, S, A] = [{}, {}, {}] to match keys {}, got {}",
                                 keys.size(0), keys.size(1), options.d_attn(), shape_text(keys),
                                 shape_text(proj));
            });
  }
}

torch::Tensor AdditiveAttentionImpl::project_keys(const torch::Tensor& keys) {
  attention_checks::check_keys(kModule, keys, options.d_key());
  return key->forward(keys);  // [B, S, A]
}

torch::Tensor AdditiveAttentionImpl::scores(const torch::Tensor& query_state,
                                            const torch::Tensor& keys, const torch::Tensor& proj) {
  check_inputs(query_state, keys, proj);
  const auto projected_keys = proj.defined() ? proj : project_keys(keys);        // [B, S, A]
  const auto projected_query = query->forward(query_state).unsqueeze(1);         // [B, 1, A]
  return v->forward(torch::tanh(projected_query + projected_keys)).squeeze(-1);  // [B, S]
}

std::tuple<torch::Tensor, torch::Tensor> AdditiveAttentionImpl::forward(
    const torch::Tensor& query_state, const torch::Tensor& keys, const torch::Tensor& mask,
    const torch::Tensor& proj) {
  check_inputs(query_state, keys, proj);
  attention_checks::check_mask(kModule, mask, keys, keys.size(0), keys.size(1));
  const auto weights = masked_softmax(scores(query_state, keys, proj), mask);  // [B, S]
  const auto context = torch::bmm(weights.unsqueeze(1), keys).squeeze(1);      // [B, Dk]
  return {context, weights};
}

}  // namespace dates
