#include "dates/core/shape_text.h"

#include <sstream>

namespace dates {

std::string shape_text(torch::IntArrayRef sizes) {
  std::ostringstream out;
  out << sizes;
  return out.str();
}

std::string shape_text(const torch::Tensor& tensor) {
  return tensor.defined() ? shape_text(tensor.sizes()) : std::string("(undefined)");
}

}  // namespace dates
