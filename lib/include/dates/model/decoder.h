// The decoder interface every attention variant implements: one step at a time, so training
// (teacher forcing) and every decoding strategy drive all decoders the same way.
#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <cstdint>

#include "dates/model/encoder.h"

namespace dates {

// What a decoder carries from one step to the next.
struct DecoderState {
  torch::Tensor hidden;       // [B, Hd]: the recurrent state s_t
  torch::Tensor attentional;  // [B, Hd]: Luong's h~_t, fed to the next step; undefined otherwise
};

struct DecoderStep {
  torch::Tensor logits;     // [B, V]
  DecoderState state;       // after this step
  torch::Tensor attention;  // [B, S]: this step's attention weights (zeros without attention)
};

class DecoderImpl : public torch::nn::Module {
 public:
  // The state before the first step, from the encoder's summary of the source.
  virtual DecoderState initial_state(const EncoderOutput& encoded) = 0;
  // What depends only on the encoder output (projected keys), computed once a batch.
  virtual torch::Tensor prepare(const EncoderOutput& encoded) = 0;
  // Step `step` (from 0) given the previous tokens y_{t-1} [B] and the previous state.
  virtual DecoderStep step(const torch::Tensor& previous_tokens, const DecoderState& previous,
                           const EncoderOutput& encoded, const torch::Tensor& prepared,
                           int64_t step) = 0;
};

}  // namespace dates
