// The vectorised kernels of dates/nn/fused_kernels.h: exp, sigmoid and tanh against the float64
// functions of <cmath>, the choice of the kernels' path (DATES_CPU_KERNELS), the GRU gate rows
// against torch::nn::GRUCell and the composed operations' autograd, and the attention row
// (forward and backward) against the AdditiveAttention module of the specification and its
// autograd. scripts/test.sh runs these on every path the CPU can run.
#include <torch/nn/modules/rnn.h>
#include <torch/types.h>
#include <torch/utils.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

#include "dates/nn/additive_attention.h"
#include "dates/nn/fused_kernels.h"

using namespace dates;

TEST_CASE("vectorised exp, sigmoid and tanh are within float32 rounding of <cmath>",
          "[fused][kernels]") {
  std::vector<float> x;
  for (double value = -80.0; value <= 80.0; value += 0.0137) x.push_back(static_cast<float>(value));
  for (const float tiny : {0.0f, 1e-8f, -1e-8f, 1e-3f, -1e-3f}) x.push_back(tiny);
  const int64_t n = static_cast<int64_t>(x.size());
  std::vector<float> e(x.size()), s(x.size()), t(x.size());
  kernels::exp_into(n, x.data(), e.data());
  kernels::sigmoid_into(n, x.data(), s.data());
  kernels::tanh_into(n, x.data(), t.data());
  double worst_exp = 0, worst_sigmoid = 0, worst_tanh = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    const double v = x[i];
    worst_exp = std::max(worst_exp, std::abs(e[i] - std::exp(v)) / std::exp(v));
    worst_sigmoid = std::max(worst_sigmoid, std::abs(s[i] - 1.0 / (1.0 + std::exp(-v))));
    worst_tanh = std::max(worst_tanh, std::abs(t[i] - std::tanh(v)));
  }
  // Measured on each path (DATES_CPU_KERNELS): exp 7.9e-8 relative, sigmoid 8.7e-8 and tanh
  // 1.7e-7 absolute, the same worst cases on all three (the FMA paths and baseline differ by one
  // ulp in a few hundred elements). The bounds are about 1.5 times that: a float32 ulp
  // (2^-23 = 1.2e-7) more would be a polynomial a degree short (exp: 2.4e-7).
  CHECK(worst_exp < 1.5e-7);  // relative
  CHECK(worst_sigmoid < 1.5e-7);
  CHECK(worst_tanh < 2.5e-7);
}

TEST_CASE("DATES_CPU_KERNELS chooses a narrower path; one the CPU cannot run gives the widest",
          "[fused][kernels]") {
  using kernels::KernelPath;
  std::string warning = "left over";
  CHECK(kernels::choose_kernel_path(nullptr, KernelPath::avx512, warning) == KernelPath::avx512);
  CHECK(warning.empty());
  CHECK(kernels::choose_kernel_path("", KernelPath::avx2, warning) == KernelPath::avx2);
  CHECK(warning.empty());
  CHECK(kernels::choose_kernel_path("avx2", KernelPath::avx512, warning) == KernelPath::avx2);
  CHECK(kernels::choose_kernel_path("baseline", KernelPath::avx512, warning) ==
        KernelPath::baseline);
  CHECK(kernels::choose_kernel_path("avx512", KernelPath::avx512, warning) == KernelPath::avx512);
  CHECK(warning.empty());
  CHECK(kernels::choose_kernel_path("avx512", KernelPath::avx2, warning) == KernelPath::avx2);
  CHECK(warning ==
        "dates: DATES_CPU_KERNELS=avx512 asks for kernels this CPU cannot run; running avx2, the "
        "widest it can");
  CHECK(kernels::choose_kernel_path("avx2", KernelPath::baseline, warning) == KernelPath::baseline);
  CHECK_THAT(warning, Catch::Contains("running baseline"));
  CHECK(kernels::choose_kernel_path("AVX2\x1b[2J", KernelPath::avx512, warning) ==
        KernelPath::avx512);
  CHECK(warning ==
        "dates: DATES_CPU_KERNELS is 'AVX2<U+001B>[2J', not avx512, avx2 or baseline; running "
        "avx512, the widest this CPU can");
  CHECK(std::string(kernels::kernel_path_name(KernelPath::baseline)) == "baseline");
}

TEST_CASE("the kernels run the path DATES_CPU_KERNELS names", "[fused][kernels]") {
  // scripts/test.sh runs the kernel tests again with each narrower path forced: this says that
  // the path asked for is the one that ran.
  const char* asked = std::getenv("DATES_CPU_KERNELS");
  std::string warning;
  const auto expected = kernels::choose_kernel_path(asked, kernels::widest_kernel_path(), warning);
  INFO("DATES_CPU_KERNELS " << (asked ? asked : "unset") << ", widest "
                            << kernels::kernel_path_name(kernels::widest_kernel_path()));
  CHECK(kernels::kernel_path() == expected);
  if (asked != nullptr && warning.empty() && *asked != '\0') {
    CHECK(std::string(kernels::kernel_path_name(kernels::kernel_path())) == asked);
  }
}

TEST_CASE("the GRU gate rows give torch::nn::GRUCell's state and the composed gradients",
          "[fused][kernels]") {
  // Widths below, at and above a vector's lanes (4, 8, 16 floats), with tails: the models'
  // fused loops run these rows on every step (fused_gru_sequence.h, model/fused_bahdanau.h).
  for (const auto& [rows, input, width] : std::vector<std::tuple<int64_t, int64_t, int64_t>>{
           {5, 7, 4}, {1, 3, 1}, {3, 5, 19}, {64, 48, 192}}) {
    INFO("B " << rows << " I " << input << " H " << width);
    torch::manual_seed(3);
    torch::nn::GRUCell cell(input, width);
    const auto x = torch::randn({rows, input});
    const auto h = torch::randn({rows, width});
    const auto weights = torch::rand({rows, width});  // a loss sum(weights * h')
    torch::Tensor expected, gi, gh;
    {
      torch::NoGradGuard no_grad;
      expected = cell->forward(x, h);                                         // [B, H]
      gi = torch::addmm(cell->bias_ih, x, cell->weight_ih.t()).contiguous();  // [B, 3H]
      gh = torch::addmm(cell->bias_hh, h, cell->weight_hh.t()).contiguous();  // [B, 3H]
    }
    // The kernels, row by row.
    auto h_new = torch::empty({rows, width}), r = torch::empty({rows, width});
    auto z = torch::empty({rows, width}), n = torch::empty({rows, width});
    auto ghn = torch::empty({rows, width});
    auto d_gi = torch::empty({rows, 3 * width}), d_gh = torch::empty({rows, 3 * width});
    auto d_h = torch::empty({rows, width});
    const auto grad = weights.contiguous();
    const auto h_rows = h.contiguous();
    for (int64_t b = 0; b < rows; ++b) {
      const int64_t k = b * width;
      kernels::gru_gates_forward_row(
          width, gi.data_ptr<float>() + 3 * k, gh.data_ptr<float>() + 3 * k,
          h_rows.data_ptr<float>() + k, h_new.data_ptr<float>() + k, r.data_ptr<float>() + k,
          z.data_ptr<float>() + k, n.data_ptr<float>() + k, ghn.data_ptr<float>() + k);
      kernels::gru_gates_backward_row(width, grad.data_ptr<float>() + k,
                                      h_rows.data_ptr<float>() + k, r.data_ptr<float>() + k,
                                      z.data_ptr<float>() + k, n.data_ptr<float>() + k,
                                      ghn.data_ptr<float>() + k, d_gi.data_ptr<float>() + 3 * k,
                                      d_gh.data_ptr<float>() + 3 * k, d_h.data_ptr<float>() + k);
    }
    CHECK(torch::allclose(h_new, expected, /*rtol=*/1e-5, /*atol=*/1e-6));
    // The same gates composed of LibTorch operations (torch::nn::GRUCell's definition), and
    // autograd's gradients with respect to gi, gh and the direct use of h.
    auto gi_leaf = gi.clone().requires_grad_(true);
    auto gh_leaf = gh.clone().requires_grad_(true);
    auto h_leaf = h.clone().requires_grad_(true);
    const auto gi_parts = gi_leaf.chunk(3, /*dim=*/1);  // 3 x [B, H]
    const auto gh_parts = gh_leaf.chunk(3, /*dim=*/1);  // 3 x [B, H]
    const auto r_ref = torch::sigmoid(gi_parts[0] + gh_parts[0]);
    const auto z_ref = torch::sigmoid(gi_parts[1] + gh_parts[1]);
    const auto n_ref = torch::tanh(gi_parts[2] + r_ref * gh_parts[2]);
    const auto composed = (1 - z_ref) * n_ref + z_ref * h_leaf;  // [B, H]
    (composed * weights).sum().backward();
    CHECK(torch::allclose(composed.detach(), expected, 1e-5, 1e-6));
    CHECK(torch::allclose(d_gi, gi_leaf.grad(), 1e-4, 1e-6));
    CHECK(torch::allclose(d_gh, gh_leaf.grad(), 1e-4, 1e-6));
    CHECK(torch::allclose(d_h, h_leaf.grad(), 1e-4, 1e-6));
  }
}

TEST_CASE("the fused attention row gives AdditiveAttention's context, weights and gradients",
          "[fused][kernels]") {
  const int64_t B = 3, S = 7, Dq = 5, K = 6, A = 4;
  AdditiveAttention attention(AdditiveAttentionOptions(Dq, K, A).seed(3));
  torch::manual_seed(8);
  auto query = torch::randn({B, Dq}).requires_grad_(true);
  auto keys = torch::randn({B, S, K}).requires_grad_(true);
  const auto lengths = torch::tensor({7, 3, 1});
  const auto mask = torch::arange(S).unsqueeze(0) < lengths.unsqueeze(1);  // [B, S]
  const auto d_context = torch::randn({B, K});
  // The module and autograd.
  auto [context, weights] = attention->forward(query, keys, mask);
  (context * d_context).sum().backward();
  const auto expected_d_keys = keys.grad().clone();
  const auto expected_d_v = attention->v->weight.grad().view({A}).clone();

  // The kernel on the same projections: pq = W_q q, pk = U k + b.
  torch::NoGradGuard no_grad;
  const auto pq = attention->query->forward(query).contiguous();  // [B, A]
  const auto pk = attention->project_keys(keys).contiguous();     // [B, S, A]
  const auto v = attention->v->weight.contiguous();               // [1, A]
  const auto k = keys.contiguous();
  const auto mask_bytes = mask.to(torch::kByte).contiguous();
  auto u = torch::zeros({B, S, A}), w = torch::zeros({B, S}), ctx = torch::zeros({B, K});
  auto d_pq = torch::zeros({B, A}), d_pk = torch::zeros({B, S, A});
  auto d_keys = torch::zeros({B, S, K}), d_v = torch::zeros({A});
  for (int64_t b = 0; b < B; ++b) {
    kernels::additive_attention_forward_row(
        S, A, K, pq.data_ptr<float>() + b * A, pk.data_ptr<float>() + b * S * A,
        v.data_ptr<float>(), k.data_ptr<float>() + b * S * K,
        mask_bytes.data_ptr<uint8_t>() + b * S, u.data_ptr<float>() + b * S * A,
        w.data_ptr<float>() + b * S, ctx.data_ptr<float>() + b * K);
    kernels::additive_attention_backward_row(
        S, A, K, d_context.data_ptr<float>() + b * K, v.data_ptr<float>(),
        k.data_ptr<float>() + b * S * K, mask_bytes.data_ptr<uint8_t>() + b * S,
        u.data_ptr<float>() + b * S * A, w.data_ptr<float>() + b * S,
        d_pq.data_ptr<float>() + b * A, d_pk.data_ptr<float>() + b * S * A,
        d_keys.data_ptr<float>() + b * S * K, d_v.data_ptr<float>());
  }
  CHECK(torch::allclose(ctx, context, 1e-5, 1e-6));
  CHECK(torch::allclose(w, weights, 1e-5, 1e-6));
  CHECK(w.masked_select(mask.logical_not()).abs().sum().item<float>() == 0.0f);
  CHECK(torch::allclose(d_v, expected_d_v, 1e-4, 1e-6));
  // The keys' gradient: the direct part (w_i d_ctx) here plus the part through pk = U k + b.
  const auto through_projection = torch::matmul(d_pk, attention->key->weight);  // [B, S, K]
  CHECK(torch::allclose(d_keys + through_projection, expected_d_keys, 1e-4, 1e-6));
  // And the query's: through pq = W_q q.
  CHECK(torch::allclose(torch::matmul(d_pq, attention->query->weight), query.grad(), 1e-4, 1e-6));
}

TEST_CASE("the fused attention row of a row without any position is all zeros",
          "[fused][kernels]") {
  const int64_t S = 3, A = 2, K = 2;
  std::vector<float> pq(A, 0.5f), pk(S * A, 0.1f), v(A, 1.0f), keys(S * K, 1.0f), u(S * A);
  std::vector<uint8_t> mask(S, 0);
  std::vector<float> w(S, 9.0f), ctx(K, 9.0f);
  kernels::additive_attention_forward_row(S, A, K, pq.data(), pk.data(), v.data(), keys.data(),
                                          mask.data(), u.data(), w.data(), ctx.data());
  for (const float value : w) CHECK(value == 0.0f);
  for (const float value : ctx) CHECK(value == 0.0f);
}
