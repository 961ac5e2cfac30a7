// Producing output sequences from a trained model.
#pragma once

#include <torch/types.h>

#include <cstdint>

#include "dates/model/seq2seq.h"

namespace dates {

struct Decoded {
  torch::Tensor tokens;           // [B, T] long: the chosen tokens, kEnd then kPad after it
  torch::Tensor attention;        // [B, T, S]: the attention weights of every output step
  torch::Tensor log_probability;  // [B]: sum of the chosen tokens' log-probabilities (to kEnd)
};

// Greedy decoding: at each step the most probable token is fed back. Stops when every row has
// produced kEnd or after `max_steps` steps. Runs without autograd; the model is left in eval().
Decoded greedy_decode(Seq2Seq& model, const torch::Tensor& source_ids,
                      const torch::Tensor& source_lengths, int64_t max_steps);

}  // namespace dates
