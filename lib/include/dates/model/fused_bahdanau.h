// The Bahdanau decoder's time loop as one autograd operation, for training under
// teacher forcing and for greedy decoding. Each step is the decoder of bahdanau_decoder.h:
//
//   [pq; gh] = s_{t-1} [W_q; W_hh]^T + [0; b_hh]     one product for the query and the GRU
//   c_t, a_t = attention(pq, proj, keys, mask)       one fused pass a row (fused_kernels.h)
//   gi       = (E y_{t-1} W_ih,E^T + b_ih) + c_t W_ih,c^T
//   s_t      = GRU gates(gi, gh, s_{t-1})            one fused pass a row
//
// What does not depend on the recurrence is outside the loop: the embedding's part of the GRU
// input product (all steps at once), the keys' projection (once a batch) and, under teacher
// forcing, the output layer over all steps at once. The backward runs back over time by hand and
// forms each weight gradient as one product over all steps. Rows are independent, so the batch
// is split into blocks on LibTorch's intra-op threads where there are several (the dates
// commands run one inside each worker thread, core/workers.h). The AdditiveAttention module and
// torch::nn::GRUCell stay the reference: tests/model/test_fused_bahdanau.cpp checks values,
// gradients (against the module path and float64 central differences) and 200 training steps.
#pragma once

#include <torch/types.h>

#include <cstdint>

namespace dates {

class BahdanauDecoderImpl;
struct EncoderOutput;

// The decoder's parameters as the fused loop reads them (views of the module's parameters, so
// gradients reach the module).
struct BahdanauWeights {
  torch::Tensor query_weight;      // W_q [A, Hd]  (attention.query.weight)
  torch::Tensor v_weight;          // v [1, A]     (attention.v.weight)
  torch::Tensor input_weight_ctx;  // W_ih,c [3Hd, K], columns E .. E+K of rnn.weight_ih
  torch::Tensor hidden_weight;     // W_hh [3Hd, Hd]
  torch::Tensor hidden_bias;       // b_hh [3Hd]
};

BahdanauWeights bahdanau_weights(BahdanauDecoderImpl& decoder);

struct BahdanauLoop {
  torch::Tensor states;    // [T, B, Hd]: s_1 .. s_T
  torch::Tensor contexts;  // [T, B, K]:  c_1 .. c_T
};

// The teacher-forced loop: embedded_gates [T, B, 3Hd] (E y_{t-1} W_ih,E^T + b_ih for every step),
// keys [B, S, K], projected_keys [B, S, A], mask [B, S] bool, initial_state [B, Hd]. float32 CPU;
// differentiable in everything but the mask.
BahdanauLoop fused_bahdanau_loop(const torch::Tensor& embedded_gates, const torch::Tensor& keys,
                                 const torch::Tensor& projected_keys, const torch::Tensor& mask,
                                 const torch::Tensor& initial_state,
                                 const BahdanauWeights& weights);

// Teacher-forced logits [B, T, V] of the whole decoder for decoder_inputs [B, T], the fused loop
// plus the hoisted products; equal to stepping BahdanauDecoderImpl::step T times.
torch::Tensor fused_bahdanau_logits(BahdanauDecoderImpl& decoder,
                                    const torch::Tensor& decoder_inputs,
                                    const EncoderOutput& encoded);

// The decoder one step at a time without autograd, for greedy decoding: the same logits and
// attention as BahdanauDecoderImpl::step (within float32 rounding) with a few operations a step.
// Token tables (the embedding through W_ih,E + b_ih, and through the output layer's embedding
// columns + its bias) replace the per-step embedding lookups and their products; the buffers are
// allocated once. Construct under NoGradGuard or InferenceMode.
class FusedBahdanauStepper {
 public:
  FusedBahdanauStepper(BahdanauDecoderImpl& decoder, const EncoderOutput& encoded);
  // previous_tokens [B] long -> logits [B, V] (a new tensor); attention() is this step's [B, S].
  torch::Tensor step(const torch::Tensor& previous_tokens);
  const torch::Tensor& attention() const { return attention_; }

 private:
  int64_t batch_, positions_, hidden_, key_size_, attention_dim_;
  BahdanauWeights weights_;
  torch::Tensor keys_, projected_keys_, mask_;  // [B, S, K], [B, S, A], [B, S] uint8
  torch::Tensor stacked_, stacked_bias_;        // [A + 3Hd, Hd], [A + 3Hd]
  torch::Tensor input_ctx_;                     // W_ih,c [3Hd, K] (unit column stride)
  torch::Tensor input_table_, output_table_;    // [V, 3Hd], [V, V]
  torch::Tensor output_weight_;                 // [V, Hd + K + E]
  torch::Tensor state_context_;                 // [B, Hd + K]: s_t and c_t side by side
  torch::Tensor previous_state_, projections_, input_gates_, attention_;
};

}  // namespace dates
