#include "dates/nn/masking.h"

#include "dates/core/shape_text.h"

#include <fmt/format.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <limits>
#include <stdexcept>

namespace dates {

torch::Tensor length_mask(const torch::Tensor& lengths, int64_t source_length) {
  if (!lengths.defined() || lengths.dim() != 1) {
    throw std::invalid_argument(fmt::format(
        "length_mask: lengths must be a 1-D tensor [B], got shape {}", shape_text(lengths)));
  }
  if (!c10::isIntegralType(lengths.scalar_type(), /*includeBool=*/false)) {
    throw std::invalid_argument(fmt::format("length_mask: lengths must hold integers, got dtype {}",
                                            c10::toString(lengths.scalar_type())));
  }
  if (source_length < 0) {
    throw std::invalid_argument(
        fmt::format("length_mask: source length S must be >= 0, got {}", source_length));
  }
  if (lengths.numel() > 0) {
    const int64_t smallest = lengths.min().item<int64_t>();
    const int64_t largest = lengths.max().item<int64_t>();
    if (smallest < 0) {
      throw std::invalid_argument(
          fmt::format("length_mask: lengths must be >= 0, found {}", smallest));
    }
    if (largest > source_length) {
      throw std::invalid_argument(
          fmt::format("length_mask: lengths must be <= S = {}, found {}", source_length, largest));
    }
  }
  const auto positions = torch::arange(source_length, lengths.options().dtype(torch::kLong));
  return positions.unsqueeze(0) < lengths.to(torch::kLong).unsqueeze(1);  // [B, S]
}

torch::Tensor masked_softmax(const torch::Tensor& scores, const torch::Tensor& mask) {
  const double minus_infinity = -std::numeric_limits<double>::infinity();
  const auto masked = scores.masked_fill(mask.logical_not(), minus_infinity);  // [B, S]
  if (!torch::GradMode::is_enabled()) {
    // Inference: the same arithmetic (shift by the row maximum, exp, normalise) in one fused
    // kernel, 4 operations instead of 13 a decoder step. An empty row comes out 0/0 = NaN and is
    // set to the 0 it is defined as; with no gradient to protect, that is all it needs.
    return torch::softmax(masked, /*dim=*/-1).nan_to_num(0.0);
  }
  // Shift by the row maximum for stability; a row that is all -inf has no finite maximum, so it
  // is shifted by 0 and every exp(-inf) is exactly 0. The shift is a constant for autograd.
  auto row_max = std::get<0>(masked.detach().max(/*dim=*/-1, /*keepdim=*/true));  // [B, 1]
  row_max = row_max.masked_fill(row_max.isinf(), 0.0);
  const auto exponentials = (masked - row_max).exp();                   // [B, S]
  const auto row_sum = exponentials.sum(/*dim=*/-1, /*keepdim=*/true);  // [B, 1]
  // A non-empty row sums to at least exp(0) = 1; an empty row sums to 0 and is divided by 1
  // instead, which keeps its weights and their gradient at exactly 0 rather than 0/0 = NaN.
  const auto safe_sum = torch::where(row_sum > 0, row_sum, torch::ones_like(row_sum));
  return exponentials / safe_sum;
}

}  // namespace dates
