#include "dates/nn/luong_attention.h"

#include <fmt/format.h>
#include <torch/nn/module.h>
#include <torch/nn/modules/linear.h>
#include <torch/types.h>

#include <stdexcept>

#include "dates/core/shape_text.h"
#include "dates/nn/attention_checks.h"
#include "dates/nn/initialization.h"
#include "dates/nn/masking.h"

namespace dates {

namespace {

constexpr const char* kModule = "LuongAttention";

template <typename MakeMessage>
void require(bool condition, const MakeMessage& message) {
  attention_checks::require(kModule, condition, message);
}

torch::nn::Linear linear_without_bias(int64_t in, int64_t out) {
  return torch::nn::Linear(torch::nn::LinearOptions(in, out).bias(false));
}

}  // namespace

LuongScore parse_luong_score(const std::string& name) {
  if (name == "dot") return LuongScore::kDot;
  if (name == "general") return LuongScore::kGeneral;
  if (name == "concat") return LuongScore::kConcat;
  throw std::invalid_argument(
      fmt::format("unknown Luong score '{}'; expected one of 'dot', 'general', 'concat'", name));
}

const char* to_string(LuongScore score) {
  switch (score) {
    case LuongScore::kDot:
      return "dot";
    case LuongScore::kGeneral:
      return "general";
    case LuongScore::kConcat:
      return "concat";
  }
  return "?";
}

LuongAttentionImpl::LuongAttentionImpl(const LuongAttentionOptions& options_) : options(options_) {
  reset();
}

void LuongAttentionImpl::reset() {
  const int64_t d_query = options.d_query();
  const int64_t d_key = options.d_key();
  const LuongScore score = options.score();
  require(d_query > 0 && d_key > 0, [&] {
    return fmt::format("d_query and d_key must be positive, got {} and {}", d_query, d_key);
  });
  require(score != LuongScore::kDot || d_query == d_key, [&] {
    return fmt::format(
        "score 'dot' needs equal query and key widths, got d_query={} and "
        "d_key={}; use score 'general', which learns W_a [Dq, Dk]",
        d_query, d_key);
  });
  require(score != LuongScore::kConcat || options.d_attn() > 0, [&] {
    return fmt::format(
        "score 'concat' needs a positive d_attn (the width A of v^T tanh(W_q s + "
        "W_k h)), got d_attn={}",
        options.d_attn());
  });
  require(options.half_width() >= 1, [&] {
    return fmt::format("half_width D of the local window must be >= 1, got {}",
                       options.half_width());
  });

  // Registration order fixes the parameter order: query, key, v, position, position_v.
  query = nullptr;
  key = nullptr;
  v = nullptr;
  position = nullptr;
  position_v = nullptr;
  const int64_t d_attn = options.d_attn();
  if (score == LuongScore::kConcat) {
    query = register_module("query", linear_without_bias(d_query, d_attn));
  }
  if (score == LuongScore::kGeneral) {
    key = register_module("key", linear_without_bias(d_key, d_query));  // W_a [Dq, Dk]
  } else if (score == LuongScore::kConcat) {
    key = register_module("key", linear_without_bias(d_key, d_attn));
  }
  if (score == LuongScore::kConcat) {
    v = register_module("v", linear_without_bias(d_attn, 1));
  }
  if (options.window() == LuongWindow::kLocalP) {
    position = register_module("position", linear_without_bias(d_query, d_query));
    position_v = register_module("position_v", linear_without_bias(d_query, 1));
  }
  if (options.seed()) {
    // Independent streams derived from one seed, one fixed offset per layer.
    const uint64_t seed = *options.seed();
    if (query) initialize_linear(query, seed);
    if (key) initialize_linear(key, seed + 1);
    if (v) initialize_linear(v, seed + 2);
    if (position) initialize_linear(position, seed + 3);
    if (position_v) initialize_linear(position_v, seed + 4);
  }
}

int64_t LuongAttentionImpl::proj_width() const {
  switch (options.score()) {
    case LuongScore::kDot:
      return options.d_key();
    case LuongScore::kGeneral:
      return options.d_query();
    case LuongScore::kConcat:
      return options.d_attn();
  }
  return -1;
}

void LuongAttentionImpl::check_inputs(const torch::Tensor& query_state, const torch::Tensor& keys,
                                      const torch::Tensor& proj) const {
  attention_checks::check_query_and_keys(kModule, query_state, keys, options.d_query(),
                                         options.d_key());
  if (proj.defined()) {
    require(proj.dim() == 3 && proj.size(0) == keys.size(0) && proj.size(1) == keys.size(1) &&
                proj.size(2) == proj_width(),
            [&] {
              return fmt::format(
                  "proj of score '{}' must be [B, S, {}] = [{}, {}, {}] to match keys {}, "
                  "got {}",
                  to_string(options.score()), options.score() == LuongScore::kConcat ? "A" : "Dq",
                  keys.size(0), keys.size(1), proj_width(), shape_text(keys), shape_text(proj));
            });
  }
}

torch::Tensor LuongAttentionImpl::project_keys(const torch::Tensor& keys) {
  attention_checks::check_keys(kModule, keys, options.d_key());
  if (options.score() == LuongScore::kDot) return keys;  // [B, S, Dk]
  return key->forward(keys);                             // [B, S, Dq] or [B, S, A]
}

torch::Tensor LuongAttentionImpl::scores(const torch::Tensor& query_state,
                                         const torch::Tensor& keys, const torch::Tensor& proj) {
  check_inputs(query_state, keys, proj);
  const auto projected_keys = proj.defined() ? proj : project_keys(keys);
  if (options.score() == LuongScore::kConcat) {
    const auto projected_query = query->forward(query_state).unsqueeze(1);         // [B, 1, A]
    return v->forward(torch::tanh(projected_query + projected_keys)).squeeze(-1);  // [B, S]
  }
  // dot: s . h; general: s^T (W_a h). Both are a batched product with the (projected) keys.
  return torch::bmm(projected_keys, query_state.unsqueeze(2)).squeeze(2);  // [B, S]
}

torch::Tensor LuongAttentionImpl::positions(const torch::Tensor& query_state,
                                            const torch::Tensor& mask, int64_t step) {
  if (options.window() == LuongWindow::kGlobal) {
    throw std::logic_error("LuongAttention: global attention has no window positions p_t");
  }
  attention_checks::check_query(kModule, query_state, options.d_query());
  attention_checks::check_mask(kModule, mask, query_state, query_state.size(0), -1);
  if (options.window() == LuongWindow::kLocalM) {
    require(step >= 0,
            [&] { return fmt::format("the decoder step of local-m must be >= 0, got {}", step); });
    return torch::full({query_state.size(0)}, static_cast<double>(step), query_state.options());
  }
  // local-p: p_t = L_b * sigmoid(v_p^T tanh(W_p s_t)), in [0, L_b].
  const auto lengths = mask.sum(/*dim=*/1).to(query_state.scalar_type());  // [B]
  const auto alignment = position_v->forward(torch::tanh(position->forward(query_state)));
  return lengths * torch::sigmoid(alignment.squeeze(-1));  // [B]
}

std::tuple<torch::Tensor, torch::Tensor> LuongAttentionImpl::forward(
    const torch::Tensor& query_state, const torch::Tensor& keys, const torch::Tensor& mask,
    const torch::Tensor& proj, int64_t step) {
  check_inputs(query_state, keys, proj);
  attention_checks::check_mask(kModule, mask, keys, keys.size(0), keys.size(1));
  const auto e = scores(query_state, keys, proj);  // [B, S]

  torch::Tensor weights;  // [B, S]
  if (options.window() == LuongWindow::kGlobal) {
    weights = masked_softmax(e, mask);
  } else {
    const auto centre = positions(query_state, mask, step);                  // [B]
    const auto source = torch::arange(keys.size(1), query_state.options());  // [S]
    const auto offset = source.unsqueeze(0) - centre.unsqueeze(1);           // [B, S]
    const double half_width = static_cast<double>(options.half_width());
    const double sigma = half_width / 2;
    const auto window = mask.logical_and(offset.abs() <= half_width);        // [B, S]
    const auto gaussian = torch::exp(-offset.pow(2) / (2 * sigma * sigma));  // [B, S]
    // Normalise inside the window first, then let the Gaussian favour the centre (not
    // renormalised); outside the window and on padding the softmax is already exactly 0.
    weights = masked_softmax(e, window) * gaussian;
  }
  const auto context = torch::bmm(weights.unsqueeze(1), keys).squeeze(1);  // [B, Dk]
  return {context, weights};
}

}  // namespace dates
