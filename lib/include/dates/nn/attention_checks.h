// Input checks shared by the attention modules (AdditiveAttention, LuongAttention). Each throws
// std::invalid_argument with a text that starts with the module's name ("AdditiveAttention: ")
// and names the shape expected and the shape found.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace dates::attention_checks {

// Throws std::invalid_argument(module + ": " + message()) when `condition` is false. The message
// is built only then: the checks run at every decoder step, where formatting the shapes into text
// every time would be a visible part of the cost of greedy decoding one input at a time.
template <typename MakeMessage>
void require(const char* module, bool condition, const MakeMessage& message) {
  if (!condition) throw std::invalid_argument(std::string(module) + ": " + message());
}

// query [B, Dq=d_query].
void check_query(const char* module, const torch::Tensor& query, int64_t d_query);

// keys [B, S, Dk=d_key].
void check_keys(const char* module, const torch::Tensor& keys, int64_t d_key);

// Both, and the same batch size B.
void check_query_and_keys(const char* module, const torch::Tensor& query, const torch::Tensor& keys,
                          int64_t d_query, int64_t d_key);

// mask bool [batch, S]; with source_length >= 0, S must equal it. `against` (the keys, or the
// query when there is no source length to match) is named in the message.
void check_mask(const char* module, const torch::Tensor& mask, const torch::Tensor& against,
                int64_t batch, int64_t source_length);

}  // namespace dates::attention_checks
