// Confidence calibration of the model's outputs: how many outputs a minimum confidence keeps and
// how many of those are right (the coverage curve), whether the stated probabilities match the
// accuracy they come with (reliability bins and the expected calibration error), and the
// smallest minimum confidence that holds a chosen error rate among the outputs kept.
// Pure functions over scored predictions; no tensors, so this header stays free of LibTorch.
#pragma once

#include <cstdint>
#include <vector>

namespace dates {

// One output of the model, scored against its reference.
struct ScoredPrediction {
  double probability;   // of the whole output sequence, in [0, 1]
  bool correct;         // the output equals the reference exactly
  bool marked = false;  // set aside for another reason (not a date, cut off): never kept
};

// What one minimum confidence keeps.
struct CoveragePoint {
  double threshold;          // the minimum confidence: outputs with probability >= it are kept
  int64_t kept = 0;          // unmarked outputs at or above the threshold
  int64_t kept_correct = 0;  // of those, the correct ones
  int64_t total = 0;         // every prediction, marked or not
  // Share of all outputs kept; 0 when there are no predictions.
  double coverage() const { return total > 0 ? static_cast<double>(kept) / total : 0.0; }
  // Exact match among the kept outputs; 1 when nothing is kept (no kept output is wrong).
  double precision() const { return kept > 0 ? static_cast<double>(kept_correct) / kept : 1.0; }
};

// 0, 0.05, ..., 0.95, then 0.96, 0.97, 0.98, 0.99, 0.995, 0.999: ascending, finer near 1 where
// a well-trained model's probabilities crowd.
std::vector<double> default_thresholds();

// For each threshold of `thresholds` (ascending, each in [0, 1]), the outputs kept at that
// minimum confidence: probability >= threshold and not marked. One point per threshold, in order.
// Throws std::invalid_argument for an empty, unsorted or out-of-range list of thresholds.
std::vector<CoveragePoint> coverage_curve(const std::vector<ScoredPrediction>& predictions,
                                          const std::vector<double>& thresholds);

// One equal-width bin of probability.
struct ReliabilityBin {
  double lower = 0, upper = 0;  // [lower, upper); the last bin also holds upper = 1
  int64_t count = 0;            // predictions whose probability falls in the bin
  double mean_confidence = 0;   // mean probability of those predictions; 0 when count is 0
  double accuracy = 0;          // share of those predictions that are correct; 0 when count is 0
};

// The predictions (marked ones included: calibration is about the probabilities themselves) in
// `bins` equal-width bins over [0, 1]; probability 1 goes in the last bin. Throws
// std::invalid_argument when bins < 1.
std::vector<ReliabilityBin> reliability_bins(const std::vector<ScoredPrediction>& predictions,
                                             int bins = 10);

// Expected calibration error: the sum over bins of count / total * |accuracy - mean_confidence|,
// the mean gap between stated confidence and accuracy, weighted by where predictions are.
// 0 when total is 0.
double expected_calibration_error(const std::vector<ReliabilityBin>& bins, int64_t total);

// The fewest lines of data from which a threshold may be chosen for `max_error_rate`. With no
// wrong output among n, the one-sided 95% upper confidence bound of the error rate is
// 1 - 0.05^(1/n), about 3 / n (the rule of three), so fewer than 3 / max_error_rate lines cannot
// show the rate holds even when every output is right: ceil(3 / max_error_rate) lines (600 for
// 0.005). Rates below 0.001 (0 included, which no finite data can show) need 3000 lines. Throws
// std::invalid_argument when max_error_rate is outside [0, 1).
int64_t minimum_calibration_lines(double max_error_rate);

// The minimum confidence chosen for a target error rate.
struct ThresholdChoice {
  double threshold = 0;  // the chosen minimum confidence
  double coverage = 0;   // share of all outputs kept at it
  double precision = 0;  // exact match among the kept outputs at it
  int64_t kept = 0;
  int64_t total = 0;
  bool met = false;  // false: no threshold of the list holds the rate (threshold is the largest)
  double wrong_marked = 1;  // share of the wrong outputs not kept (marked or below threshold)
};

// The smallest threshold of `thresholds` at which the error rate among the kept outputs
// (1 - precision) is <= max_error_rate and stays so at every larger threshold of the list, so
// that the choice does not rest on a lucky dip of the curve, and at which at least
// `min_wrong_marked` of the wrong outputs are not kept (so that a wrong answer is marked far
// more often than not; this share only grows with the threshold). Throws std::invalid_argument
// when max_error_rate is outside [0, 1), min_wrong_marked outside [0, 1], or the thresholds are
// empty, unsorted or outside [0, 1].
ThresholdChoice choose_min_confidence(const std::vector<ScoredPrediction>& predictions,
                                      double max_error_rate,
                                      const std::vector<double>& thresholds = default_thresholds(),
                                      double min_wrong_marked = 0);

}  // namespace dates
