#include "dates/nn/fused_luong_attention.h"

#include <fmt/format.h>
#include <torch/autograd.h>
#include <torch/types.h>

#include <stdexcept>

#include "dates/core/shape_text.h"
#include "dates/nn/fused_gru_sequence.h"
#include "dates/nn/fused_kernels.h"

namespace dates {

namespace {

class FusedLuongAttentionFunction : public torch::autograd::Function<FusedLuongAttentionFunction> {
 public:
  static torch::autograd::variable_list forward(torch::autograd::AutogradContext* context,
                                                const torch::Tensor& query_in,
                                                const torch::Tensor& keys_in,
                                                const torch::Tensor& projected_in,
                                                const torch::Tensor& mask_in) {
    const auto query = query_in.contiguous();                              // [B, Dq]
    const auto keys = keys_in.contiguous();                                // [B, S, K]
    const auto projected = projected_in.contiguous();                      // [B, S, Dq]
    const auto mask = mask_in.to(torch::kCPU, torch::kByte).contiguous();  // [B, S]
    const int64_t B = keys.size(0), S = keys.size(1), K = keys.size(2), D = query.size(1);
    auto weights = torch::empty({B, S}, keys.options());
    auto ctx = torch::empty({B, K}, keys.options());
    for (int64_t b = 0; b < B; ++b) {
      kernels::dot_attention_forward_row(
          S, D, K, query.data_ptr<float>() + b * D, projected.data_ptr<float>() + b * S * D,
          keys.data_ptr<float>() + b * S * K, mask.data_ptr<uint8_t>() + b * S,
          weights.data_ptr<float>() + b * S, ctx.data_ptr<float>() + b * K);
    }
    context->save_for_backward({query, keys, projected, mask, weights});
    context->mark_non_differentiable({weights});
    return {ctx, weights};
  }

  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* context,
                                                 torch::autograd::variable_list grads) {
    const auto saved = context->get_saved_variables();
    const auto &query = saved[0], &keys = saved[1], &projected = saved[2];
    const auto &mask = saved[3], &weights = saved[4];
    const int64_t B = keys.size(0), S = keys.size(1), K = keys.size(2), D = query.size(1);
    const auto d_ctx = grads[0].defined() ? grads[0].contiguous() : torch::zeros({B, K});
    auto d_query = torch::empty({B, D}, query.options());
    auto d_keys = torch::zeros({B, S, K}, keys.options());
    auto d_projected = torch::zeros({B, S, D}, keys.options());
    for (int64_t b = 0; b < B; ++b) {
      kernels::dot_attention_backward_row(
          S, D, K, d_ctx.data_ptr<float>() + b * K, query.data_ptr<float>() + b * D,
          projected.data_ptr<float>() + b * S * D, keys.data_ptr<float>() + b * S * K,
          mask.data_ptr<uint8_t>() + b * S, weights.data_ptr<float>() + b * S,
          d_query.data_ptr<float>() + b * D, d_projected.data_ptr<float>() + b * S * D,
          d_keys.data_ptr<float>() + b * S * K);
    }
    return {d_query, d_keys, d_projected, torch::Tensor()};
  }
};

}  // namespace

std::tuple<torch::Tensor, torch::Tensor> fused_luong_attention(const torch::Tensor& query,
                                                               const torch::Tensor& keys,
                                                               const torch::Tensor& projected_keys,
                                                               const torch::Tensor& mask) {
  const bool ok =
      query.dim() == 2 && keys.dim() == 3 && projected_keys.dim() == 3 && mask.dim() == 2 &&
      keys.size(0) == query.size(0) && projected_keys.size(0) == keys.size(0) &&
      projected_keys.size(1) == keys.size(1) && projected_keys.size(2) == query.size(1) &&
      mask.size(0) == keys.size(0) && mask.size(1) == keys.size(1);
  if (!ok) {
    throw std::invalid_argument(fmt::format(
        "fused_luong_attention: expected query [B, Dq], keys [B, S, K], projected_keys "
        "[B, S, Dq] and mask [B, S], found {}, {}, {} and {}",
        shape_text(query), shape_text(keys), shape_text(projected_keys), shape_text(mask)));
  }
  for (const auto* tensor : {&query, &keys, &projected_keys}) {
    if (!fused_kernels_support(*tensor)) {
      throw std::invalid_argument(
          fmt::format("fused_luong_attention: needs float32 CPU tensors, found {} on {}",
                      c10::toString(tensor->scalar_type()), tensor->device().str()));
    }
  }
  auto results = FusedLuongAttentionFunction::apply(query, keys, projected_keys, mask);
  return {results[0], results[1]};
}

}  // namespace dates
