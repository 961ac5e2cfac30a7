#include "dates/nn/attention_checks.h"

#include <fmt/format.h>
#include <torch/types.h>

#include "dates/core/shape_text.h"

namespace dates::attention_checks {

void check_query(const char* module, const torch::Tensor& query, int64_t d_query) {
  require(module, query.defined() && query.dim() == 2 && query.size(1) == d_query, [&] {
    return fmt::format("query must be [B, Dq={}], got {}", d_query, shape_text(query));
  });
}

void check_keys(const char* module, const torch::Tensor& keys, int64_t d_key) {
  require(module, keys.defined() && keys.dim() == 3, [&] {
    return fmt::format("keys must be [B, S, Dk={}] (with a source axis), got {}", d_key,
                       shape_text(keys));
  });
  require(module, keys.size(2) == d_key, [&] {
    return fmt::format("keys must be [B, S, Dk={}], got {}", d_key, shape_text(keys));
  });
}

void check_query_and_keys(const char* module, const torch::Tensor& query, const torch::Tensor& keys,
                          int64_t d_query, int64_t d_key) {
  check_query(module, query, d_query);
  check_keys(module, keys, d_key);
  require(module, keys.size(0) == query.size(0), [&] {
    return fmt::format("query {} and keys {} disagree on the batch size", shape_text(query),
                       shape_text(keys));
  });
}

void check_mask(const char* module, const torch::Tensor& mask, const torch::Tensor& against,
                int64_t batch, int64_t source_length) {
  require(module, mask.defined() && mask.scalar_type() == torch::kBool, [&] {
    return fmt::format("mask must be a bool tensor [B, S], got dtype {}",
                       mask.defined() ? c10::toString(mask.scalar_type()) : "(undefined)");
  });
  require(module,
          mask.dim() == 2 && mask.size(0) == batch &&
              (source_length < 0 || mask.size(1) == source_length),
          [&] {
            return source_length < 0
                       ? fmt::format("mask must be [B, S] with B = {} to match query {}, got {}",
                                     batch, shape_text(against), shape_text(mask))
                       : fmt::format("mask must be [B, S] = [{}, {}] to match keys {}, got {}",
                                     batch, source_length, shape_text(against), shape_text(mask));
          });
}

}  // namespace dates::attention_checks
