// A small, portable pseudo-random generator: the same seed gives the same numbers with every
// compiler and standard library (std::uniform_int_distribution and std::shuffle do not).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
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

// The draws of the data generators over one SplitMix64: chances, ranges, picks and weights.
class Draw {
 public:
  explicit Draw(SplitMix64& random) : random_(random) {}
  bool chance(double probability) { return random_.uniform() < probability; }
  std::size_t below(std::size_t bound) { return static_cast<std::size_t>(random_.below(bound)); }
  int between(int first, int last) {  // inclusive
    return first + static_cast<int>(random_.below(static_cast<uint64_t>(last - first + 1)));
  }
  template <typename Container>
  const auto& pick(const Container& items) {
    return items[below(items.size())];
  }
  // Index drawn with the given relative weights.
  std::size_t weighted(std::initializer_list<double> weights) {
    double total = 0;
    for (const double weight : weights) total += weight;
    double point = random_.uniform() * total;
    std::size_t index = 0;
    for (const double weight : weights) {
      if (point < weight) return index;
      point -= weight;
      ++index;
    }
    return weights.size() - 1;
  }

 private:
  SplitMix64& random_;
};

}  // namespace dates
