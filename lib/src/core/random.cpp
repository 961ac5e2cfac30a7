#include "dates/core/random.h"

#include <numeric>
#include <utility>

namespace dates {

uint64_t SplitMix64::next() {
  uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

uint64_t SplitMix64::below(uint64_t bound) {
  // Lemire, "Fast Random Integer Generation in an Interval" (2019).
  unsigned __int128 product = static_cast<unsigned __int128>(next()) * bound;
  auto low = static_cast<uint64_t>(product);
  if (low < bound) {
    const uint64_t threshold = (0 - bound) % bound;
    while (low < threshold) {
      product = static_cast<unsigned __int128>(next()) * bound;
      low = static_cast<uint64_t>(product);
    }
  }
  return static_cast<uint64_t>(product >> 64);
}

double SplitMix64::uniform() {
  return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

uint64_t mix_seed(uint64_t seed, uint64_t stream) {
  SplitMix64 mixer(seed ^ (stream * 0xD1B54A32D192ED03ULL));
  mixer.next();
  return mixer.next();
}

std::vector<size_t> random_permutation(size_t size, uint64_t seed) {
  std::vector<size_t> permutation(size);
  std::iota(permutation.begin(), permutation.end(), size_t{0});
  SplitMix64 generator(seed);
  for (size_t i = size; i > 1; --i) {
    std::swap(permutation[i - 1], permutation[generator.below(i)]);
  }
  return permutation;
}

}  // namespace dates
