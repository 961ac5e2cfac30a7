// Luong (multiplicative) attention, global and local, after shared/seeds/002_3146e610dccb3fa5.txt
// (Luong, Pham and Manning, "Effective Approaches to Attention-based Neural Machine Translation",
// EMNLP 2015, sections 3.1 and 3.2), with the rigour of AdditiveAttention's specification
// (shared/seeds/000_0b5d94ed0d7edd9d.txt).
//
// The query is the decoder state s_t [B, Dq] *after* this step's recurrence (query_from =
// "current"); the keys are the encoder outputs h_s [B, S, Dk], which are also what is read.
//
// Scores e_s [B, S] (unmasked), by LuongScore:
//   dot      e_s = s_t . h_s                         (needs Dq == Dk; no parameters)
//   general  e_s = s_t^T W_a h_s                     W_a = key.weight [Dq, Dk]
//   concat   e_s = v^T tanh(W_q s_t + W_k h_s)       W_a = [W_q | W_k]: query.weight [A, Dq],
//                                                    key.weight [A, Dk]; v = v.weight [1, A]
// No layer has a bias. The part that depends only on the keys (dot: h itself; general: W_a h
// [B, S, Dq]; concat: W_k h [B, S, A]) is project_keys(keys), computed once a batch and passed
// to every decoder step as `proj`; the result is bitwise the same as recomputing it.
//
// Weights a [B, S] and context c = sum_s a_s h_s [B, Dk], by LuongWindow:
//   global   a = masked_softmax(e, mask)                      (masking.h: padding -> -inf first)
//   local-m  p_t = t, the decoder step index (from 0)         (monotonic alignment)
//   local-p  p_t = L_b * sigmoid(v_p^T tanh(W_p s_t))         L_b = mask.sum(1), the real length;
//            W_p = position.weight [Dq, Dq], v_p = position_v.weight [1, Dq]; p_t in [0, L_b]
//   local    W = mask & (|s - p_t| <= D), s = 0..S-1, D = half_width, sigma = D / 2
//            a_s = masked_softmax(e, W)_s * exp(-(s - p_t)^2 / (2 sigma^2))
// The Gaussian multiplies the weights *after* the softmax (they are not renormalised, so a
// local row sums to at most 1); weights outside the window and on padding are exactly 0; a row
// whose window holds no real position (an empty source, or local-m past its end) reads nothing:
// weights and context 0, no NaN, no gradient. Under local-p the Gaussian passes a gradient to
// p_t and so to W_p and v_p; the window mask itself is piecewise constant.
//
// Parameters (and so checkpoint keys such as decoder.attention.key.weight), in this order, only
// those the score and window use:
//   query.weight [A, Dq] (concat), key.weight [Dq, Dk] (general) or [A, Dk] (concat),
//   v.weight [1, A] (concat), position.weight [Dq, Dq] (local-p), position_v.weight [1, Dq]
//   (local-p).
#pragma once

#include <torch/nn/cloneable.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>

namespace dates {

enum class LuongScore { kDot, kGeneral, kConcat };
enum class LuongWindow { kGlobal, kLocalP, kLocalM };

struct LuongAttentionOptions {
  LuongAttentionOptions(int64_t d_query, int64_t d_key, LuongScore score)
      : d_query_(d_query), d_key_(d_key), score_(score) {}
  TORCH_ARG(int64_t, d_query);  // Dq: width of the decoder state s_t (the query)
  TORCH_ARG(int64_t, d_key);    // Dk: width of the encoder outputs h_s
  TORCH_ARG(LuongScore, score);
  // A: hidden width of the concat score; must be > 0 for concat, ignored otherwise.
  TORCH_ARG(int64_t, d_attn) = 0;
  TORCH_ARG(LuongWindow, window) = LuongWindow::kGlobal;
  // D of the local window [p_t - D, p_t + D]; sigma = D / 2; must be >= 1.
  TORCH_ARG(int64_t, half_width) = 4;
  // When set, parameters are drawn from generators seeded with it (same seed, same weights; the
  // layers query, key, v, position, position_v use seed + 0, 1, 2, 3, 4); otherwise from
  // LibTorch's global generator, like torch::nn::Linear.
  TORCH_ARG(std::optional<uint64_t>, seed) = std::nullopt;
};

class LuongAttentionImpl : public torch::nn::Cloneable<LuongAttentionImpl> {
 public:
  // Which decoder state is the query: the one *after* this step's recurrence (Luong).
  static constexpr const char* query_from = "current";

  // Throws std::invalid_argument on non-positive widths, 'dot' with d_query != d_key, 'concat'
  // without d_attn > 0, or half_width < 1.
  explicit LuongAttentionImpl(const LuongAttentionOptions& options);

  void reset() override;

  // What depends only on the keys, once a batch: dot -> keys itself [B, S, Dk]; general ->
  // W_a h [B, S, Dq]; concat -> W_k h [B, S, A].
  torch::Tensor project_keys(const torch::Tensor& keys);

  // Unmasked scores e [B, S]. `proj` (optional) is project_keys(keys), reused across steps.
  torch::Tensor scores(const torch::Tensor& query, const torch::Tensor& keys,
                       const torch::Tensor& proj = {});

  // The window centres p_t [B] in the query's dtype: local-p L_b * sigmoid(v_p^T tanh(W_p s_t)),
  // local-m `step` for every row (step >= 0). Global attention has none: std::logic_error.
  torch::Tensor positions(const torch::Tensor& query, const torch::Tensor& mask, int64_t step);

  // Returns (context [B, Dk], weights [B, S]); `mask` is bool [B, S], true on real positions;
  // `step` is the decoder step index t (used by local-m only).
  std::tuple<torch::Tensor, torch::Tensor> forward(const torch::Tensor& query,
                                                   const torch::Tensor& keys,
                                                   const torch::Tensor& mask,
                                                   const torch::Tensor& proj = {},
                                                   int64_t step = 0);

  LuongAttentionOptions options;
  // Registered modules, each nullptr when the score / window does not use it:
  torch::nn::Linear query{nullptr};       // concat: W_q, query.weight [A, Dq], no bias
  torch::nn::Linear key{nullptr};         // general: W_a, key.weight [Dq, Dk] (W_a h = key(h));
                                          // concat: W_k, key.weight [A, Dk]; no bias
  torch::nn::Linear v{nullptr};           // concat: v, v.weight [1, A], no bias
  torch::nn::Linear position{nullptr};    // local-p: W_p, position.weight [Dq, Dq], no bias
  torch::nn::Linear position_v{nullptr};  // local-p: v_p, position_v.weight [1, Dq], no bias

 private:
  int64_t proj_width() const;  // last dimension of project_keys: Dk, Dq or A
  void check_inputs(const torch::Tensor& query, const torch::Tensor& keys,
                    const torch::Tensor& proj) const;
};

TORCH_MODULE(LuongAttention);

// Parses "dot" | "general" | "concat"; anything else throws std::invalid_argument listing the
// allowed names. to_string gives the same names back.
LuongScore parse_luong_score(const std::string& name);
const char* to_string(LuongScore score);

}  // namespace dates
