// Masks from sequence lengths, and the masked softmax every attention variant reads through.
#pragma once

#include <torch/types.h>

namespace dates {

// mask[b, s] = (s < lengths[b]): true on real positions, false on padding.
// `lengths` is a 1-D integer tensor [B]; each length must lie in [0, source_length].
// Throws std::invalid_argument (naming the offending value or shape) otherwise.
torch::Tensor length_mask(const torch::Tensor& lengths, int64_t source_length);  // bool [B, S]

// Softmax of `scores` [B, S] over the source axis with padding (mask false) set to minus
// infinity *before* normalisation: padded weights are exactly 0 and real weights sum to 1.
// A row without any real position reads nothing: its weights are all 0 (not NaN, not uniform)
// and no gradient flows back through it.
torch::Tensor masked_softmax(const torch::Tensor& scores, const torch::Tensor& mask);  // [B, S]

}  // namespace dates
