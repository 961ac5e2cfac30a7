#include "dates/model/fused_bahdanau.h"

#include <ATen/Parallel.h>
#include <fmt/format.h>
#include <torch/autograd.h>
#include <torch/nn/modules/linear.h>
#include <torch/types.h>

#include <cstring>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "dates/core/shape_text.h"
#include "dates/model/bahdanau_decoder.h"
#include "dates/nn/blas.h"
#include "dates/nn/fused_gru_sequence.h"
#include "dates/nn/fused_kernels.h"

namespace dates {

namespace {

// [W_q; W_hh] [A + 3Hd, Hd] and [0; b_hh] [A + 3Hd]: the query projection and the GRU's hidden
// product read the same s_{t-1}, so one product serves both.
std::pair<torch::Tensor, torch::Tensor> stacked_state_weights(const BahdanauWeights& weights) {
  const int64_t A = weights.query_weight.size(0);
  return {torch::cat({weights.query_weight, weights.hidden_weight}, /*dim=*/0),
          torch::cat({torch::zeros({A}, weights.hidden_bias.options()), weights.hidden_bias})};
}

void check_loop_inputs(const torch::Tensor& embedded_gates, const torch::Tensor& keys,
                       const torch::Tensor& projected_keys, const torch::Tensor& mask,
                       const torch::Tensor& initial_state, const BahdanauWeights& weights) {
  const auto& W = weights;
  const bool ok = embedded_gates.dim() == 3 && keys.dim() == 3 && projected_keys.dim() == 3 &&
                  mask.dim() == 2 && initial_state.dim() == 2 && W.query_weight.dim() == 2 &&
                  W.v_weight.dim() == 2 && W.input_weight_ctx.dim() == 2 &&
                  W.hidden_weight.dim() == 2 && W.hidden_bias.dim() == 1 &&
                  keys.size(0) == embedded_gates.size(1) &&
                  projected_keys.size(0) == keys.size(0) &&
                  projected_keys.size(1) == keys.size(1) && mask.size(0) == keys.size(0) &&
                  mask.size(1) == keys.size(1) && initial_state.size(0) == keys.size(0) &&
                  embedded_gates.size(2) == 3 * initial_state.size(1) &&
                  W.query_weight.size(0) == projected_keys.size(2) &&
                  W.query_weight.size(1) == initial_state.size(1) && W.v_weight.size(0) == 1 &&
                  W.v_weight.size(1) == projected_keys.size(2) &&
                  W.input_weight_ctx.size(0) == embedded_gates.size(2) &&
                  W.input_weight_ctx.size(1) == keys.size(2) &&
                  W.hidden_weight.size(0) == embedded_gates.size(2) &&
                  W.hidden_weight.size(1) == initial_state.size(1) &&
                  W.hidden_bias.size(0) == embedded_gates.size(2);
  if (!ok) {
    throw std::invalid_argument(fmt::format(
        "fused_bahdanau_loop: expected embedded_gates [T, B, 3Hd], keys [B, S, K], projected_keys "
        "[B, S, A], mask [B, S], initial_state [B, Hd], W_q [A, Hd], v [1, A], W_ih,c [3Hd, K], "
        "W_hh [3Hd, Hd], b_hh [3Hd]; found {}, {}, {}, {}, {}, {}, {}, {}, {}, {}",
        shape_text(embedded_gates), shape_text(keys), shape_text(projected_keys), shape_text(mask),
        shape_text(initial_state), shape_text(W.query_weight), shape_text(W.v_weight),
        shape_text(W.input_weight_ctx), shape_text(W.hidden_weight), shape_text(W.hidden_bias)));
  }
  for (const auto* tensor :
       {&embedded_gates, &keys, &projected_keys, &initial_state, &W.query_weight, &W.v_weight,
        &W.input_weight_ctx, &W.hidden_weight, &W.hidden_bias}) {
    if (!fused_kernels_support(*tensor)) {
      throw std::invalid_argument(
          fmt::format("fused_bahdanau_loop: needs float32 CPU tensors, found {} on {}",
                      c10::toString(tensor->scalar_type()), tensor->device().str()));
    }
  }
}

class FusedBahdanauLoopFunction : public torch::autograd::Function<FusedBahdanauLoopFunction> {
 public:
  static torch::autograd::variable_list forward(
      torch::autograd::AutogradContext* context, const torch::Tensor& embedded_gates_in,
      const torch::Tensor& keys_in, const torch::Tensor& projected_keys_in,
      const torch::Tensor& mask_in, const torch::Tensor& initial_state_in,
      const torch::Tensor& query_weight, const torch::Tensor& v_weight,
      const torch::Tensor& input_weight_ctx, const torch::Tensor& hidden_weight,
      const torch::Tensor& hidden_bias) {
    const auto embedded_gates = embedded_gates_in.contiguous();            // [T, B, 3Hd]
    const auto keys = keys_in.contiguous();                                // [B, S, K]
    const auto projected_keys = projected_keys_in.contiguous();            // [B, S, A]
    const auto mask = mask_in.to(torch::kCPU, torch::kByte).contiguous();  // [B, S]
    const auto initial_state = initial_state_in.contiguous();              // [B, Hd]
    const auto v = v_weight.contiguous();                                  // [1, A]
    const int64_t T = embedded_gates.size(0), B = keys.size(0), S = keys.size(1);
    const int64_t K = keys.size(2), A = projected_keys.size(2), Hd = initial_state.size(1);
    const int64_t P = A + 3 * Hd;  // width of [pq; gh]
    const auto [stacked, stacked_bias] = stacked_state_weights(
        {query_weight, v_weight, input_weight_ctx, hidden_weight, hidden_bias});
    // W_ih,c is a column block of rnn.weight_ih: read in place with its row stride.
    const auto input_ctx =
        input_weight_ctx.stride(1) == 1 ? input_weight_ctx : input_weight_ctx.contiguous();
    const int64_t input_ctx_stride = input_ctx.stride(0);
    const auto options = keys.options();
    auto states = torch::empty({T, B, Hd}, options);
    auto contexts = torch::empty({T, B, K}, options);
    auto weights = torch::empty({T, B, S}, options);
    auto tanh_values = torch::empty({T, B, S, A}, options);  // u_i of every step (for backward)
    auto gates = torch::empty({4, T, B, Hd}, options);       // r, z, n, gh_n
    auto projections = torch::empty({B, P}, options);        // [pq; gh] of the current step
    auto input_gates = torch::empty({B, 3 * Hd}, options);
    const int64_t plane = T * B * Hd;
    float* states_p = states.data_ptr<float>();
    float* contexts_p = contexts.data_ptr<float>();
    float* proj_p = projections.data_ptr<float>();
    float* input_p = input_gates.data_ptr<float>();
    float* saved = gates.data_ptr<float>();
    const float* embedded_p = embedded_gates.data_ptr<float>();
    const float* stacked_p = stacked.data_ptr<float>();
    const float* stacked_bias_p = stacked_bias.data_ptr<float>();
    const float* input_ctx_p = input_ctx.data_ptr<float>();
    // Raw memory and BLAS calls (dates/nn/blas.h): no LibTorch operation inside the loop.
    at::parallel_for(0, B, /*grain_size=*/1, [&](int64_t begin, int64_t end) {
      const int64_t rows = end - begin;
      for (int64_t t = 0; t < T; ++t) {
        const float* previous =
            t == 0 ? initial_state.data_ptr<float>() : states_p + (t - 1) * B * Hd;  // [B, Hd]
        for (int64_t b = begin; b < end; ++b) {
          std::memcpy(proj_p + b * P, stacked_bias_p, static_cast<size_t>(P) * sizeof(float));
        }
        blas::gemm(false, true, rows, P, Hd, 1.0f, previous + begin * Hd, Hd, stacked_p, Hd, 1.0f,
                   proj_p + begin * P, P);
        for (int64_t b = begin; b < end; ++b) {
          kernels::additive_attention_forward_row(
              S, A, K, proj_p + b * P, projected_keys.data_ptr<float>() + b * S * A,
              v.data_ptr<float>(), keys.data_ptr<float>() + b * S * K,
              mask.data_ptr<uint8_t>() + b * S, tanh_values.data_ptr<float>() + (t * B + b) * S * A,
              weights.data_ptr<float>() + (t * B + b) * S, contexts_p + (t * B + b) * K);
        }
        std::memcpy(input_p + begin * 3 * Hd, embedded_p + (t * B + begin) * 3 * Hd,
                    static_cast<size_t>(rows * 3 * Hd) * sizeof(float));
        blas::gemm(false, true, rows, 3 * Hd, K, 1.0f, contexts_p + (t * B + begin) * K, K,
                   input_ctx_p, input_ctx_stride, 1.0f, input_p + begin * 3 * Hd, 3 * Hd);
        for (int64_t b = begin; b < end; ++b) {
          const int64_t at_tb = (t * B + b) * Hd;
          kernels::gru_gates_forward_row(Hd, input_p + b * 3 * Hd, proj_p + b * P + A,
                                         previous + b * Hd, states_p + at_tb, saved + at_tb,
                                         saved + plane + at_tb, saved + 2 * plane + at_tb,
                                         saved + 3 * plane + at_tb);
        }
      }
    });
    context->save_for_backward({keys, mask, initial_state, v, states, contexts, weights,
                                tanh_values, gates, stacked, input_ctx});
    context->mark_non_differentiable({weights});
    return {states, contexts, weights};
  }

  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* context,
                                                 torch::autograd::variable_list grads) {
    const auto saved = context->get_saved_variables();
    const auto &keys = saved[0], &mask = saved[1], &initial_state = saved[2], &v = saved[3];
    const auto &states = saved[4], &contexts = saved[5], &weights = saved[6];
    const auto &tanh_values = saved[7], &gates = saved[8], &stacked = saved[9];
    const auto& input_weight_ctx = saved[10];  // [3Hd, K]
    const int64_t T = states.size(0), B = states.size(1), Hd = states.size(2);
    const int64_t S = keys.size(1), K = keys.size(2), A = v.size(1), P = A + 3 * Hd;
    const auto options = states.options();
    const auto d_states = grads[0].defined() ? grads[0].contiguous() : torch::zeros_like(states);
    const auto d_contexts =
        grads[1].defined() ? grads[1].contiguous() : torch::zeros_like(contexts);
    auto d_state = torch::zeros({B, Hd}, options);         // dL/ds_t, carried back
    auto d_state_direct = torch::empty({B, Hd}, options);  // its part through z
    auto d_context = torch::empty({B, K}, options);
    auto d_projections = torch::zeros({T, B, P}, options);  // [d pq; d gh] of every step
    auto d_input_gates = torch::zeros({T, B, 3 * Hd}, options);
    auto d_keys = torch::zeros({B, S, K}, options);
    auto d_projected_keys = torch::zeros({B, S, A}, options);
    auto d_v_rows = torch::zeros({B, A}, options);  // each row's part of dL/dv
    const int64_t plane = T * B * Hd;
    const float* saved_gates = gates.data_ptr<float>();
    float* d_state_p = d_state.data_ptr<float>();
    float* d_direct_p = d_state_direct.data_ptr<float>();
    float* d_context_p = d_context.data_ptr<float>();
    float* d_proj_p = d_projections.data_ptr<float>();
    float* d_input_p = d_input_gates.data_ptr<float>();
    const float* d_states_p = d_states.data_ptr<float>();
    const float* d_contexts_p = d_contexts.data_ptr<float>();
    const float* states_p = states.data_ptr<float>();
    const float* input_ctx_p = input_weight_ctx.data_ptr<float>();
    const int64_t input_ctx_stride = input_weight_ctx.stride(0);
    at::parallel_for(0, B, /*grain_size=*/1, [&](int64_t begin, int64_t end) {
      const int64_t rows = end - begin;
      for (int64_t t = T - 1; t >= 0; --t) {
        const float* previous =
            t == 0 ? initial_state.data_ptr<float>() : states_p + (t - 1) * B * Hd;
        for (int64_t i = begin * Hd; i < end * Hd; ++i) d_state_p[i] += d_states_p[t * B * Hd + i];
        for (int64_t b = begin; b < end; ++b) {
          const int64_t at_tb = (t * B + b) * Hd;
          kernels::gru_gates_backward_row(
              Hd, d_state_p + b * Hd, previous + b * Hd, saved_gates + at_tb,
              saved_gates + plane + at_tb, saved_gates + 2 * plane + at_tb,
              saved_gates + 3 * plane + at_tb, d_input_p + (t * B + b) * 3 * Hd,
              d_proj_p + (t * B + b) * P + A, d_direct_p + b * Hd);
        }
        // dL/dc_t: from the output layer, and through the GRU's input product.
        std::memcpy(d_context_p + begin * K, d_contexts_p + (t * B + begin) * K,
                    static_cast<size_t>(rows * K) * sizeof(float));
        blas::gemm(false, false, rows, K, 3 * Hd, 1.0f, d_input_p + (t * B + begin) * 3 * Hd,
                   3 * Hd, input_ctx_p, input_ctx_stride, 1.0f, d_context_p + begin * K, K);
        for (int64_t b = begin; b < end; ++b) {
          kernels::additive_attention_backward_row(
              S, A, K, d_context_p + b * K, v.data_ptr<float>(), keys.data_ptr<float>() + b * S * K,
              mask.data_ptr<uint8_t>() + b * S, tanh_values.data_ptr<float>() + (t * B + b) * S * A,
              weights.data_ptr<float>() + (t * B + b) * S, d_proj_p + (t * B + b) * P,
              d_projected_keys.data_ptr<float>() + b * S * A, d_keys.data_ptr<float>() + b * S * K,
              d_v_rows.data_ptr<float>() + b * A);
        }
        // dL/ds_{t-1} = d_state * z + [d pq; d gh] [W_q; W_hh]
        std::memcpy(d_state_p + begin * Hd, d_direct_p + begin * Hd,
                    static_cast<size_t>(rows * Hd) * sizeof(float));
        blas::gemm(false, false, rows, Hd, P, 1.0f, d_proj_p + (t * B + begin) * P, P,
                   stacked.data_ptr<float>(), Hd, 1.0f, d_state_p + begin * Hd, Hd);
      }
    });
    torch::Tensor d_stacked, d_input_weight_ctx;
    if (T > 0) {
      const auto previous_all =
          torch::cat({initial_state.unsqueeze(0), states.narrow(0, 0, T - 1)});  // [T, B, Hd]
      d_stacked = d_projections.view({T * B, P}).t().mm(previous_all.view({T * B, Hd}));
      d_input_weight_ctx = d_input_gates.view({T * B, 3 * Hd}).t().mm(contexts.view({T * B, K}));
    } else {
      d_stacked = torch::zeros({P, Hd}, options);
      d_input_weight_ctx = torch::zeros_like(input_weight_ctx);
    }
    const auto d_hidden_bias = d_projections.view({T * B, P}).narrow(1, A, 3 * Hd).sum(0);
    return {d_input_gates,
            d_keys,
            d_projected_keys,
            torch::Tensor(),
            d_state,
            d_stacked.narrow(0, 0, A),
            d_v_rows.sum(0).view({1, A}),
            d_input_weight_ctx,
            d_stacked.narrow(0, A, 3 * Hd),
            d_hidden_bias};
  }
};

}  // namespace

BahdanauWeights bahdanau_weights(BahdanauDecoderImpl& decoder) {
  const int64_t E = decoder.embedding->weight.size(1);
  const int64_t K = decoder.rnn->weight_ih.size(1) - E;
  return {decoder.attention->query->weight, decoder.attention->v->weight,
          decoder.rnn->weight_ih.narrow(/*dim=*/1, E, K), decoder.rnn->weight_hh,
          decoder.rnn->bias_hh};
}

BahdanauLoop fused_bahdanau_loop(const torch::Tensor& embedded_gates, const torch::Tensor& keys,
                                 const torch::Tensor& projected_keys, const torch::Tensor& mask,
                                 const torch::Tensor& initial_state,
                                 const BahdanauWeights& weights) {
  check_loop_inputs(embedded_gates, keys, projected_keys, mask, initial_state, weights);
  auto results = FusedBahdanauLoopFunction::apply(
      embedded_gates, keys, projected_keys, mask, initial_state, weights.query_weight,
      weights.v_weight, weights.input_weight_ctx, weights.hidden_weight, weights.hidden_bias);
  return {results[0], results[1]};
}

torch::Tensor fused_bahdanau_logits(BahdanauDecoderImpl& decoder,
                                    const torch::Tensor& decoder_inputs,
                                    const EncoderOutput& encoded) {
  const int64_t E = decoder.embedding->weight.size(1);
  const int64_t T = decoder_inputs.size(1), B = decoder_inputs.size(0);
  const int64_t Hd = decoder.rnn->weight_hh.size(1), K = encoded.keys.size(2);
  const auto& embedding = decoder.embedding->weight;     // [V, E]
  const auto tokens = decoder_inputs.t().reshape({-1});  // [T B], time-major
  // What depends on y_{t-1} only goes through token tables, computed once and gathered for every
  // step: the embedding's part of the GRU input product (+ b_ih) and of the output layer
  // (+ its bias). Autograd takes the gradients back through the gathers and the tables.
  const auto input_table = torch::nn::functional::linear(
      embedding, decoder.rnn->weight_ih.narrow(/*dim=*/1, 0, E), decoder.rnn->bias_ih);  // [V, 3Hd]
  const auto embedded_gates = input_table.index_select(0, tokens).view({T, B, -1});  // [T, B, 3Hd]
  const auto loop =
      fused_bahdanau_loop(embedded_gates, encoded.keys, decoder.prepare(encoded), encoded.mask,
                          encoded.initial_state, bahdanau_weights(decoder));
  const auto& output_weight = decoder.output->weight;  // [V, Hd + K + E]
  const auto output_table = torch::nn::functional::linear(
      embedding, output_weight.narrow(/*dim=*/1, Hd + K, E), decoder.output->bias);  // [V, V]
  // The output layer over all steps at once: [T, B, V] -> [B, T, V].
  const auto logits =
      torch::nn::functional::linear(torch::cat({loop.states, loop.contexts}, /*dim=*/2),
                                    output_weight.narrow(/*dim=*/1, 0, Hd + K)) +
      output_table.index_select(0, tokens).view({T, B, -1});
  return logits.transpose(0, 1);
}

FusedBahdanauStepper::FusedBahdanauStepper(BahdanauDecoderImpl& decoder,
                                           const EncoderOutput& encoded)
    : weights_(bahdanau_weights(decoder)) {
  keys_ = encoded.keys.contiguous();  // [B, S, K]
  batch_ = keys_.size(0);
  positions_ = keys_.size(1);
  key_size_ = keys_.size(2);
  hidden_ = weights_.hidden_weight.size(1);
  attention_dim_ = weights_.query_weight.size(0);
  projected_keys_ = decoder.prepare(encoded).contiguous();              // [B, S, A]
  mask_ = encoded.mask.to(torch::kCPU, torch::kByte).contiguous();      // [B, S]
  std::tie(stacked_, stacked_bias_) = stacked_state_weights(weights_);  // [A + 3Hd, Hd], [A + 3Hd]
  input_ctx_ = weights_.input_weight_ctx.stride(1) == 1 ? weights_.input_weight_ctx
                                                        : weights_.input_weight_ctx.contiguous();
  weights_.v_weight = weights_.v_weight.contiguous();
  const int64_t E = decoder.embedding->weight.size(1);
  const auto& embedding = decoder.embedding->weight;  // [V, E]
  input_table_ = torch::addmm(decoder.rnn->bias_ih, embedding,
                              decoder.rnn->weight_ih.narrow(1, 0, E).t());  // [V, 3Hd]
  output_weight_ = decoder.output->weight.contiguous();                     // [V, Hd + K + E]
  output_table_ = torch::addmm(decoder.output->bias, embedding,
                               output_weight_.narrow(1, hidden_ + key_size_, E).t());  // [V, V]
  const auto options = keys_.options();
  state_context_ = torch::empty({batch_, hidden_ + key_size_}, options);
  previous_state_ = encoded.initial_state.contiguous().clone();  // [B, Hd]
  projections_ = torch::empty({batch_, attention_dim_ + 3 * hidden_}, options);
  input_gates_ = torch::empty({batch_, 3 * hidden_}, options);
}

torch::Tensor FusedBahdanauStepper::step(const torch::Tensor& previous_tokens) {
  const int64_t B = batch_, S = positions_, K = key_size_, A = attention_dim_, Hd = hidden_;
  const int64_t P = A + 3 * Hd, W = Hd + K;
  const int64_t V = output_table_.size(1), output_stride = output_weight_.stride(0);
  const auto tokens = previous_tokens.to(torch::kCPU, torch::kLong).contiguous();  // [B]
  const int64_t* token = tokens.data_ptr<int64_t>();
  attention_ = torch::empty({B, S}, keys_.options());
  auto logits = torch::empty({B, V}, keys_.options());
  float* proj = projections_.data_ptr<float>();
  float* input = input_gates_.data_ptr<float>();
  float* state = previous_state_.data_ptr<float>();
  float* state_context = state_context_.data_ptr<float>();
  float* out = logits.data_ptr<float>();
  const float* v = weights_.v_weight.data_ptr<float>();
  // Raw memory and BLAS calls (dates/nn/blas.h): a step is a handful of products and row passes.
  at::parallel_for(0, B, /*grain_size=*/64, [&](int64_t begin, int64_t end) {
    const int64_t rows = end - begin;
    std::vector<float> tanh_values(static_cast<size_t>(S * A)), saved(static_cast<size_t>(4 * Hd));
    // [pq; gh] = s_{t-1} [W_q; W_hh]^T + [0; b_hh]
    for (int64_t b = begin; b < end; ++b) {
      std::memcpy(proj + b * P, stacked_bias_.data_ptr<float>(),
                  static_cast<size_t>(P) * sizeof(float));
    }
    blas::gemm(false, true, rows, P, Hd, 1.0f, state + begin * Hd, Hd, stacked_.data_ptr<float>(),
               Hd, 1.0f, proj + begin * P, P);
    for (int64_t b = begin; b < end; ++b) {
      kernels::additive_attention_forward_row(
          S, A, K, proj + b * P, projected_keys_.data_ptr<float>() + b * S * A, v,
          keys_.data_ptr<float>() + b * S * K, mask_.data_ptr<uint8_t>() + b * S,
          tanh_values.data(), attention_.data_ptr<float>() + b * S, state_context + b * W + Hd);
    }
    // gi = table[y_{t-1}] + c_t W_ih,c^T
    for (int64_t b = begin; b < end; ++b) {
      std::memcpy(input + b * 3 * Hd, input_table_.data_ptr<float>() + token[b] * 3 * Hd,
                  static_cast<size_t>(3 * Hd) * sizeof(float));
    }
    blas::gemm(false, true, rows, 3 * Hd, K, 1.0f, state_context + begin * W + Hd, W,
               input_ctx_.data_ptr<float>(), input_ctx_.stride(0), 1.0f, input + begin * 3 * Hd,
               3 * Hd);
    for (int64_t b = begin; b < end; ++b) {
      kernels::gru_gates_forward_row(Hd, input + b * 3 * Hd, proj + b * P + A, state + b * Hd,
                                     state_context + b * W, saved.data(), saved.data() + Hd,
                                     saved.data() + 2 * Hd, saved.data() + 3 * Hd);
      std::memcpy(state + b * Hd, state_context + b * W, static_cast<size_t>(Hd) * sizeof(float));
    }
    // logits = table[y_{t-1}] + [s_t; c_t] W_out,sc^T
    for (int64_t b = begin; b < end; ++b) {
      std::memcpy(out + b * V, output_table_.data_ptr<float>() + token[b] * V,
                  static_cast<size_t>(V) * sizeof(float));
    }
    blas::gemm(false, true, rows, V, W, 1.0f, state_context + begin * W, W,
               output_weight_.data_ptr<float>(), output_stride, 1.0f, out + begin * V, V);
  });
  return logits;  // [B, V]
}

}  // namespace dates
