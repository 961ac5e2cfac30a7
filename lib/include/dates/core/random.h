// A small, portable pseudo-random generator: the same seed gives the same numbers with every
// compiler and standard library (std::uniform_int_distribution and std::shuffle do not).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dates {

// SplitMix64 (Steele, Lea and Flood 2014): 64-bit state, passes BigCrush, trivially seedable.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();
  // Uniform integer in [0, bound), unbiased (Lemire's multiply-and-reject); bound > 0.
  uint64_t below(uint64_t bound);
  // Uniform double in [0, 1) with 53 random bits.
  double uniform();

 private:
  uint64_t state_;
};

// Mixes several values into one well-spread seed (e.g. a run's seed and an epoch number).
uint64_t mix_seed(uint64_t seed, uint64_t stream);

// A uniformly random permutation of 0..size-1 (Fisher-Yates with SplitMix64).
std::vector<size_t> random_permutation(size_t size, uint64_t seed);

}  // namespace dates
