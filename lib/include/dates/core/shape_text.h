// Tensor shapes as text for error messages: "[2, 5, 6]".
#pragma once

#include <torch/types.h>

#include <string>

namespace dates {

std::string shape_text(const torch::Tensor& tensor);  // "(undefined)" for an undefined tensor
std::string shape_text(torch::IntArrayRef sizes);

}  // namespace dates
