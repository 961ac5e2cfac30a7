// Luong's global attention with the dot or general score as one autograd operation:
// score, mask, softmax and context in one pass a row forward and one back
// (dates/nn/fused_kernels.h), instead of a batched product, a masked softmax of about a dozen
// operations and a second batched product, each with its autograd node. The LuongAttention
// module stays the reference; tests/nn/test_fused_kernels.cpp checks values and gradients
// against it.
#pragma once

#include <torch/types.h>

#include <tuple>

namespace dates {

// query [B, Dq], keys [B, S, K], projected_keys [B, S, Dq] (the keys themselves for dot, W_a keys
// for general: LuongAttentionImpl::project_keys), mask [B, S] bool. Returns context [B, K] and
// weights [B, S] (not differentiable). float32 CPU; differentiable in query, keys and
// projected_keys. Throws std::invalid_argument naming the shapes otherwise.
std::tuple<torch::Tensor, torch::Tensor> fused_luong_attention(const torch::Tensor& query,
                                                               const torch::Tensor& keys,
                                                               const torch::Tensor& projected_keys,
                                                               const torch::Tensor& mask);

}  // namespace dates
