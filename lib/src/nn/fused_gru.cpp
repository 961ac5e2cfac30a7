#include "dates/nn/fused_gru.h"

#include <fmt/format.h>
#include <torch/torch.h>

#include <cmath>
#include <stdexcept>

#include "dates/core/shape_text.h"
#include "dates/nn/fused_kernels.h"

namespace dates {

namespace {

void check_gate_shapes(const torch::Tensor& input_gates, const torch::Tensor& hidden_gates,
                       const torch::Tensor& hidden) {
  const bool ok = hidden.dim() == 2 && input_gates.dim() == 2 && hidden_gates.dim() == 2 &&
                  input_gates.sizes() == hidden_gates.sizes() &&
                  input_gates.size(0) == hidden.size(0) &&
                  input_gates.size(1) == 3 * hidden.size(1) &&
                  input_gates.scalar_type() == hidden.scalar_type() &&
                  hidden_gates.scalar_type() == hidden.scalar_type();
  if (!ok) {
    throw std::invalid_argument(fmt::format(
        "fused_gru_gates: expected input_gates and hidden_gates [B, 3H] and hidden [B, H] of one "
        "dtype, found {}, {} and {}",
        shape_text(input_gates), shape_text(hidden_gates), shape_text(hidden)));
  }
}

template <typename T>
T sigmoid(T x) {
  return T(1) / (T(1) + std::exp(-x));
}

// Forward, one pass: h' and, for backward, r, z, n and gh_n (each [B, H]).
// float32 rows go to the vectorised kernels (fused_kernels.h); float64 (the tests' precision) to
// the loops below.
void gates_forward(const float* gi, const float* gh, const float* h, float* out, float* r_out,
                   float* z_out, float* n_out, float* ghn_out, int64_t rows, int64_t width) {
  for (int64_t b = 0; b < rows; ++b) {
    const int64_t k = b * width;
    kernels::gru_gates_forward_row(width, gi + 3 * k, gh + 3 * k, h + k, out + k, r_out + k,
                                   z_out + k, n_out + k, ghn_out + k);
  }
}

void gates_backward(const float* grad, const float* h, const float* r_saved, const float* z_saved,
                    const float* n_saved, const float* ghn_saved, float* d_gi, float* d_gh,
                    float* d_h, int64_t rows, int64_t width) {
  for (int64_t b = 0; b < rows; ++b) {
    const int64_t k = b * width;
    kernels::gru_gates_backward_row(width, grad + k, h + k, r_saved + k, z_saved + k, n_saved + k,
                                    ghn_saved + k, d_gi + 3 * k, d_gh + 3 * k, d_h + k);
  }
}

template <typename T>
void gates_forward(const T* gi, const T* gh, const T* h, T* out, T* r_out, T* z_out, T* n_out,
                   T* ghn_out, int64_t rows, int64_t width) {
  for (int64_t b = 0; b < rows; ++b) {
    const T* gi_row = gi + b * 3 * width;
    const T* gh_row = gh + b * 3 * width;
    for (int64_t j = 0; j < width; ++j) {
      const int64_t k = b * width + j;
      const T r = sigmoid(gi_row[j] + gh_row[j]);
      const T z = sigmoid(gi_row[width + j] + gh_row[width + j]);
      const T ghn = gh_row[2 * width + j];
      const T n = std::tanh(gi_row[2 * width + j] + r * ghn);
      out[k] = (T(1) - z) * n + z * h[k];
      r_out[k] = r;
      z_out[k] = z;
      n_out[k] = n;
      ghn_out[k] = ghn;
    }
  }
}

// Backward, one pass: d input_gates, d hidden_gates [B, 3H] and the direct d hidden [B, H].
template <typename T>
void gates_backward(const T* grad, const T* h, const T* r_saved, const T* z_saved, const T* n_saved,
                    const T* ghn_saved, T* d_gi, T* d_gh, T* d_h, int64_t rows, int64_t width) {
  for (int64_t b = 0; b < rows; ++b) {
    T* dgi_row = d_gi + b * 3 * width;
    T* dgh_row = d_gh + b * 3 * width;
    for (int64_t j = 0; j < width; ++j) {
      const int64_t k = b * width + j;
      const T g = grad[k], r = r_saved[k], z = z_saved[k], n = n_saved[k];
      const T dn_pre = g * (T(1) - z) * (T(1) - n * n);  // through tanh
      const T dz_pre = g * (h[k] - n) * z * (T(1) - z);  // through the sigmoid of z
      const T dr_pre = dn_pre * ghn_saved[k] * r * (T(1) - r);
      dgi_row[j] = dr_pre;
      dgh_row[j] = dr_pre;
      dgi_row[width + j] = dz_pre;
      dgh_row[width + j] = dz_pre;
      dgi_row[2 * width + j] = dn_pre;
      dgh_row[2 * width + j] = dn_pre * r;
      d_h[k] = g * z;
    }
  }
}

class FusedGruGates : public torch::autograd::Function<FusedGruGates> {
 public:
  static torch::Tensor forward(torch::autograd::AutogradContext* context,
                               const torch::Tensor& input_gates, const torch::Tensor& hidden_gates,
                               const torch::Tensor& hidden) {
    const auto gi = input_gates.contiguous(), gh = hidden_gates.contiguous();
    const auto h = hidden.contiguous();
    const int64_t rows = h.size(0), width = h.size(1);
    auto out = torch::empty_like(h);
    auto r = torch::empty_like(h), z = torch::empty_like(h), n = torch::empty_like(h);
    auto ghn = torch::empty_like(h);
    AT_DISPATCH_FLOATING_TYPES(h.scalar_type(), "fused_gru_gates_forward", [&] {
      gates_forward(gi.data_ptr<scalar_t>(), gh.data_ptr<scalar_t>(), h.data_ptr<scalar_t>(),
                    out.data_ptr<scalar_t>(), r.data_ptr<scalar_t>(), z.data_ptr<scalar_t>(),
                    n.data_ptr<scalar_t>(), ghn.data_ptr<scalar_t>(), rows, width);
    });
    context->save_for_backward({h, r, z, n, ghn});
    return out;
  }

  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* context,
                                                 torch::autograd::variable_list grads) {
    const auto saved = context->get_saved_variables();
    const auto& h = saved[0];
    const auto grad = grads[0].contiguous();
    const int64_t rows = h.size(0), width = h.size(1);
    auto d_gi = torch::empty({rows, 3 * width}, h.options());
    auto d_gh = torch::empty({rows, 3 * width}, h.options());
    auto d_h = torch::empty_like(h);
    AT_DISPATCH_FLOATING_TYPES(h.scalar_type(), "fused_gru_gates_backward", [&] {
      gates_backward(grad.data_ptr<scalar_t>(), h.data_ptr<scalar_t>(),
                     saved[1].data_ptr<scalar_t>(), saved[2].data_ptr<scalar_t>(),
                     saved[3].data_ptr<scalar_t>(), saved[4].data_ptr<scalar_t>(),
                     d_gi.data_ptr<scalar_t>(), d_gh.data_ptr<scalar_t>(), d_h.data_ptr<scalar_t>(),
                     rows, width);
    });
    return {d_gi, d_gh, d_h};
  }
};

}  // namespace

torch::Tensor composed_gru_gates(const torch::Tensor& input_gates,
                                 const torch::Tensor& hidden_gates, const torch::Tensor& hidden) {
  check_gate_shapes(input_gates, hidden_gates, hidden);
  const auto gi = input_gates.chunk(3, /*dim=*/1);   // 3 x [B, H]
  const auto gh = hidden_gates.chunk(3, /*dim=*/1);  // 3 x [B, H]
  const auto r = torch::sigmoid(gi[0] + gh[0]);
  const auto z = torch::sigmoid(gi[1] + gh[1]);
  const auto n = torch::tanh(gi[2] + r * gh[2]);
  return (1 - z) * n + z * hidden;  // [B, H]
}

torch::Tensor fused_gru_gates(const torch::Tensor& input_gates, const torch::Tensor& hidden_gates,
                              const torch::Tensor& hidden) {
  check_gate_shapes(input_gates, hidden_gates, hidden);
  if (!hidden.device().is_cpu()) return composed_gru_gates(input_gates, hidden_gates, hidden);
  return FusedGruGates::apply(input_gates, hidden_gates, hidden);
}

torch::Tensor fused_gru_cell(const torch::Tensor& x, const torch::Tensor& h,
                             const torch::Tensor& weight_ih, const torch::Tensor& weight_hh,
                             const torch::Tensor& bias_ih, const torch::Tensor& bias_hh) {
  return fused_gru_gates(torch::addmm(bias_ih, x, weight_ih.t()),  // [B, 3H]
                         torch::addmm(bias_hh, h, weight_hh.t()),  // [B, 3H]
                         h);
}

}  // namespace dates
