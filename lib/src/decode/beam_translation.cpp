#include "dates/decode/beam_translation.h"

#include <algorithm>

namespace dates {

double normalised_score(double log_probability, size_t length, double length_penalty) {
  if (length_penalty == 0) return log_probability;
  return log_probability /
         std::pow(static_cast<double>(std::max<size_t>(length, 1)), length_penalty);
}

}  // namespace dates
