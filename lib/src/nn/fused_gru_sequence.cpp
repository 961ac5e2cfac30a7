#include "dates/nn/fused_gru_sequence.h"

#include <ATen/Parallel.h>
#include <fmt/format.h>
#include <torch/autograd.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <cstring>
#include <stdexcept>
#include <vector>

#include "dates/core/shape_text.h"
#include "dates/nn/blas.h"
#include "dates/nn/fused_kernels.h"

namespace dates {

namespace {

void check_sequence_inputs(const torch::Tensor& input_gates, const torch::Tensor& initial_state,
                           const torch::Tensor& weight_hh, const torch::Tensor& bias_hh,
                           const torch::Tensor& lengths) {
  const bool shapes = input_gates.dim() == 3 && initial_state.dim() == 2 &&
                      initial_state.size(0) == input_gates.size(1) &&
                      input_gates.size(2) == 3 * initial_state.size(1) && weight_hh.dim() == 2 &&
                      weight_hh.size(0) == input_gates.size(2) &&
                      weight_hh.size(1) == initial_state.size(1) && bias_hh.dim() == 1 &&
                      bias_hh.size(0) == input_gates.size(2) && lengths.dim() == 1 &&
                      lengths.size(0) == input_gates.size(1);
  if (!shapes) {
    throw std::invalid_argument(fmt::format(
        "fused_gru_sequence: expected input_gates [S, B, 3H], initial_state [B, H], weight_hh "
        "[3H, H], bias_hh [3H] and lengths [B], found {}, {}, {}, {} and {}",
        shape_text(input_gates), shape_text(initial_state), shape_text(weight_hh),
        shape_text(bias_hh), shape_text(lengths)));
  }
  for (const auto* tensor : {&input_gates, &initial_state, &weight_hh, &bias_hh}) {
    if (!fused_kernels_support(*tensor)) {
      throw std::invalid_argument(
          fmt::format("fused_gru_sequence: needs float32 CPU tensors, found {} on {}",
                      c10::toString(tensor->scalar_type()), tensor->device().str()));
    }
  }
}

struct SequenceForward {
  torch::Tensor outputs, state, previous_states, saved_gates, recurrent, lengths;
};

// The forward loop; with `save`, what backward needs as well.
SequenceForward sequence_forward(const torch::Tensor& input_gates_in,
                                 const torch::Tensor& initial_state, const torch::Tensor& weight_hh,
                                 const torch::Tensor& bias_hh, const torch::Tensor& lengths_in,
                                 bool reverse, bool save,
                                 const torch::Tensor& outputs_into = torch::Tensor()) {
  // [S, B, 3H], read in place when only its gates are contiguous (e.g. one direction's half of
  // both directions' input product, [S, B, 6H]): copying it was a large batch's biggest copy.
  const auto input_gates =
      input_gates_in.stride(2) == 1 ? input_gates_in : input_gates_in.contiguous();
  const int64_t time_stride = input_gates.stride(0), batch_stride = input_gates.stride(1);
  const int64_t S = input_gates.size(0), B = input_gates.size(1), H = initial_state.size(1);
  const auto lengths = lengths_in.to(torch::kCPU, torch::kLong).contiguous();
  const auto options = input_gates.options();
  // [S, B, H], zero at padded positions; written through its strides.
  auto outputs = outputs_into.defined() ? outputs_into : torch::zeros({S, B, H}, options);
  const int64_t out_time_stride = outputs.stride(0), out_batch_stride = outputs.stride(1);
  // For backward: the state each position reads, and r, z, n, gh_n per position. Inference
  // keeps neither (their memory, 5 S B H floats, was most of a large batch's page faults).
  auto previous_states = save ? torch::empty({S, B, H}, options) : torch::Tensor();
  auto saved_gates = save ? torch::empty({4, S, B, H}, options) : torch::Tensor();
  auto state = initial_state.contiguous().clone();        // [B, H]
  auto hidden_gates = torch::empty({B, 3 * H}, options);  // h W_hh^T + b_hh
  const auto recurrent = weight_hh.contiguous();          // [3H, H]
  const int64_t* length = lengths.data_ptr<int64_t>();
  float* gates = save ? saved_gates.data_ptr<float>() : nullptr;
  float* h_all = state.data_ptr<float>();
  float* hg = hidden_gates.data_ptr<float>();
  float* previous_all = save ? previous_states.data_ptr<float>() : nullptr;
  const float* gi = input_gates.data_ptr<float>();
  const float* bias = bias_hh.contiguous().data_ptr<float>();
  const int64_t plane = S * B * H;  // one of r, z, n, gh_n
  // Raw memory and one BLAS call a step (dates/nn/blas.h): no LibTorch operation in the loop.
  at::parallel_for(0, B, /*grain_size=*/1, [&](int64_t begin, int64_t end) {
    const int64_t rows = end - begin;
    std::vector<float> scratch(save ? 0 : static_cast<size_t>(4 * H));  // one row's gates
    for (int64_t q = 0; q < S; ++q) {
      const int64_t t = reverse ? S - 1 - q : q;
      if (save) {
        std::memcpy(previous_all + (t * B + begin) * H, h_all + begin * H,
                    static_cast<size_t>(rows * H) * sizeof(float));
      }
      for (int64_t b = begin; b < end; ++b) {
        std::memcpy(hg + b * 3 * H, bias, static_cast<size_t>(3 * H) * sizeof(float));
      }
      blas::gemm(false, true, rows, 3 * H, H, 1.0f, h_all + begin * H, H,
                 recurrent.data_ptr<float>(), H, 1.0f, hg + begin * 3 * H, 3 * H);
      for (int64_t b = begin; b < end; ++b) {
        if (t >= length[b]) continue;  // past the row's end: its state stays, its output is 0
        const int64_t at_tb = (t * B + b) * H;
        float* h = h_all + b * H;
        float* out = outputs.data_ptr<float>() + t * out_time_stride + b * out_batch_stride;
        float* r = save ? gates + at_tb : scratch.data();
        float* z = save ? gates + plane + at_tb : scratch.data() + H;
        float* n = save ? gates + 2 * plane + at_tb : scratch.data() + 2 * H;
        float* ghn = save ? gates + 3 * plane + at_tb : scratch.data() + 3 * H;
        kernels::gru_gates_forward_row(H, gi + t * time_stride + b * batch_stride, hg + b * 3 * H,
                                       h, out, r, z, n, ghn);
        std::memcpy(h, out, static_cast<size_t>(H) * sizeof(float));
      }
    }
  });
  return {outputs, state, previous_states, saved_gates, recurrent, lengths};
}

class FusedGruSequenceFunction : public torch::autograd::Function<FusedGruSequenceFunction> {
 public:
  static torch::autograd::variable_list forward(torch::autograd::AutogradContext* context,
                                                const torch::Tensor& input_gates_in,
                                                const torch::Tensor& initial_state,
                                                const torch::Tensor& weight_hh,
                                                const torch::Tensor& bias_hh,
                                                const torch::Tensor& lengths_in, bool reverse) {
    auto run = sequence_forward(input_gates_in, initial_state, weight_hh, bias_hh, lengths_in,
                                reverse, /*save=*/true);
    context->save_for_backward({run.previous_states, run.saved_gates, run.recurrent, run.lengths});
    context->saved_data["reverse"] = reverse;
    return {run.outputs, run.state};
  }

  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* context,
                                                 torch::autograd::variable_list grads) {
    const auto saved = context->get_saved_variables();
    const auto& previous_states = saved[0];  // [S, B, H]
    const auto& saved_gates = saved[1];      // [4, S, B, H]
    const auto& weight_hh = saved[2];        // [3H, H]
    const auto& lengths = saved[3];          // [B]
    const bool reverse = context->saved_data["reverse"].toBool();
    const int64_t S = previous_states.size(0), B = previous_states.size(1);
    const int64_t H = previous_states.size(2);
    const auto options = previous_states.options();
    const auto d_outputs =
        grads[0].defined() ? grads[0].contiguous() : torch::zeros({S, B, H}, options);
    auto d_state =
        grads[1].defined() ? grads[1].contiguous().clone() : torch::zeros({B, H}, options);
    auto d_input_gates = torch::zeros({S, B, 3 * H}, options);
    auto d_hidden_gates = torch::zeros({S, B, 3 * H}, options);
    auto d_state_direct = torch::empty({B, H}, options);  // d_state * z, before the product
    const int64_t* length = lengths.data_ptr<int64_t>();
    const float* gates = saved_gates.data_ptr<float>();
    const int64_t plane = S * B * H;
    at::parallel_for(0, B, /*grain_size=*/1, [&](int64_t begin, int64_t end) {
      for (int64_t q = S - 1; q >= 0; --q) {
        const int64_t t = reverse ? S - 1 - q : q;
        for (int64_t b = begin; b < end; ++b) {
          float* dh = d_state.data_ptr<float>() + b * H;
          float* dh_direct = d_state_direct.data_ptr<float>() + b * H;
          if (t >= length[b]) {  // the state passed through unchanged
            std::memcpy(dh_direct, dh, static_cast<size_t>(H) * sizeof(float));
            continue;
          }
          const int64_t at_tb = (t * B + b) * H;
          const float* d_out = d_outputs.data_ptr<float>() + at_tb;
          for (int64_t j = 0; j < H; ++j) dh[j] += d_out[j];
          kernels::gru_gates_backward_row(
              H, dh, previous_states.data_ptr<float>() + at_tb, gates + at_tb,
              gates + plane + at_tb, gates + 2 * plane + at_tb, gates + 3 * plane + at_tb,
              d_input_gates.data_ptr<float>() + (t * B + b) * 3 * H,
              d_hidden_gates.data_ptr<float>() + (t * B + b) * 3 * H, dh_direct);
        }
        // dL/dh_{t-1} = d_state * z + d_gh W_hh
        const int64_t rows = end - begin;
        float* dh_block = d_state.data_ptr<float>() + begin * H;
        std::memcpy(dh_block, d_state_direct.data_ptr<float>() + begin * H,
                    static_cast<size_t>(rows * H) * sizeof(float));
        blas::gemm(false, false, rows, H, 3 * H, 1.0f,
                   d_hidden_gates.data_ptr<float>() + (t * B + begin) * 3 * H, 3 * H,
                   weight_hh.data_ptr<float>(), H, 1.0f, dh_block, H);
      }
    });
    const auto flat_d_hidden_gates = d_hidden_gates.view({S * B, 3 * H});
    const auto d_weight_hh = flat_d_hidden_gates.t().mm(previous_states.view({S * B, H}));
    const auto d_bias_hh = flat_d_hidden_gates.sum(/*dim=*/0);
    return {d_input_gates, d_state, d_weight_hh, d_bias_hh, torch::Tensor(), torch::Tensor()};
  }
};

}  // namespace

bool fused_kernels_support(const torch::Tensor& example) {
  return example.device().is_cpu() && example.scalar_type() == torch::kFloat32;
}

torch::Tensor fused_gru_sequence_into(const torch::Tensor& outputs,
                                      const torch::Tensor& input_gates,
                                      const torch::Tensor& initial_state,
                                      const torch::Tensor& weight_hh, const torch::Tensor& bias_hh,
                                      const torch::Tensor& lengths, bool reverse) {
  check_sequence_inputs(input_gates, initial_state, weight_hh, bias_hh, lengths);
  if (!fused_kernels_support(outputs) || outputs.dim() != 3 ||
      outputs.size(0) != input_gates.size(0) || outputs.size(1) != input_gates.size(1) ||
      outputs.size(2) != initial_state.size(1) || outputs.stride(2) != 1) {
    throw std::invalid_argument(fmt::format(
        "fused_gru_sequence_into: outputs must be float32 CPU [S, B, H] = [{}, {}, {}] with a "
        "contiguous last dimension, found {} {}",
        input_gates.size(0), input_gates.size(1), initial_state.size(1),
        c10::toString(outputs.scalar_type()), shape_text(outputs)));
  }
  torch::NoGradGuard no_grad;
  const auto cpu_lengths = lengths.to(torch::kCPU, torch::kLong);
  return sequence_forward(input_gates, initial_state, weight_hh, bias_hh, cpu_lengths, reverse,
                          /*save=*/false, outputs)
      .state;
}

GruSequence fused_gru_sequence(const torch::Tensor& input_gates, const torch::Tensor& initial_state,
                               const torch::Tensor& weight_hh, const torch::Tensor& bias_hh,
                               const torch::Tensor& lengths, bool reverse) {
  check_sequence_inputs(input_gates, initial_state, weight_hh, bias_hh, lengths);
  const auto cpu_lengths = lengths.to(torch::kCPU, torch::kLong);
  if (cpu_lengths.numel() > 0 && (cpu_lengths.min().item<int64_t>() < 0 ||
                                  cpu_lengths.max().item<int64_t>() > input_gates.size(0))) {
    throw std::invalid_argument(fmt::format(
        "fused_gru_sequence: lengths must lie in 0 .. S = {}, found {} .. {}", input_gates.size(0),
        cpu_lengths.min().item<int64_t>(), cpu_lengths.max().item<int64_t>()));
  }
  if (!torch::GradMode::is_enabled()) {  // inference: nothing saved for a backward
    auto run = sequence_forward(input_gates, initial_state, weight_hh, bias_hh, cpu_lengths,
                                reverse, /*save=*/false);
    return {run.outputs, run.state};
  }
  auto results = FusedGruSequenceFunction::apply(input_gates, initial_state, weight_hh, bias_hh,
                                                 cpu_lengths, reverse);
  return {results[0], results[1]};
}

}  // namespace dates
