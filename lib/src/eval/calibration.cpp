#include "dates/eval/calibration.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace dates {

namespace {

// Error rates are ratios of counts (1 - 7/10 is 0.30000000000000004 in binary floating point):
// a rate this close to the target counts as meeting it.
constexpr double kRateTolerance = 1e-12;

void check_thresholds(const std::vector<double>& thresholds) {
  if (thresholds.empty()) {
    throw std::invalid_argument("The list of confidence thresholds must not be empty.");
  }
  for (size_t i = 0; i < thresholds.size(); ++i) {
    if (!(thresholds[i] >= 0.0 && thresholds[i] <= 1.0)) {
      throw std::invalid_argument(fmt::format(
          "Confidence thresholds must be in [0, 1], but threshold {} is {}.", i, thresholds[i]));
    }
    if (i > 0 && thresholds[i] < thresholds[i - 1]) {
      throw std::invalid_argument(fmt::format(
          "Confidence thresholds must be in ascending order, but threshold {} ({}) is smaller "
          "than threshold {} ({}).",
          i, thresholds[i], i - 1, thresholds[i - 1]));
    }
  }
}

double error_rate(const CoveragePoint& point) {
  return 1.0 - point.precision();
}

}  // namespace

std::vector<double> default_thresholds() {
  std::vector<double> thresholds;
  // Twentieths computed from integers, so that 0.35 is the double nearest 0.35 and not the sum
  // of seven rounded 0.05 steps.
  for (int twentieth = 0; twentieth < 20; ++twentieth) thresholds.push_back(twentieth / 20.0);
  for (const double fine : {0.96, 0.97, 0.98, 0.99, 0.995, 0.999}) thresholds.push_back(fine);
  return thresholds;
}

int64_t minimum_calibration_lines(double max_error_rate) {
  if (!(max_error_rate >= 0 && max_error_rate < 1)) {
    throw std::invalid_argument(
        fmt::format("The maximum error rate must be in [0, 1), but it is {}.", max_error_rate));
  }
  constexpr double kSmallestRate = 0.001;
  // 3 / 0.005 is 600 only up to rounding: the epsilon keeps the quotient of an exact ratio from
  // rounding up to the next line.
  return static_cast<int64_t>(std::ceil(3.0 / std::max(max_error_rate, kSmallestRate) - 1e-9));
}

std::vector<CoveragePoint> coverage_curve(const std::vector<ScoredPrediction>& predictions,
                                          const std::vector<double>& thresholds) {
  check_thresholds(thresholds);
  std::vector<CoveragePoint> curve;
  curve.reserve(thresholds.size());
  for (const double threshold : thresholds) {
    CoveragePoint point{threshold};
    point.total = static_cast<int64_t>(predictions.size());
    for (const auto& prediction : predictions) {
      if (prediction.marked || prediction.probability < threshold) continue;
      ++point.kept;
      point.kept_correct += prediction.correct ? 1 : 0;
    }
    curve.push_back(point);
  }
  return curve;
}

std::vector<ReliabilityBin> reliability_bins(const std::vector<ScoredPrediction>& predictions,
                                             int bins) {
  if (bins < 1) {
    throw std::invalid_argument(
        fmt::format("A reliability diagram needs at least one bin, but {} were asked for.", bins));
  }
  std::vector<ReliabilityBin> result(static_cast<size_t>(bins));
  std::vector<double> confidence_sum(result.size(), 0.0);
  std::vector<int64_t> correct(result.size(), 0);
  for (int bin = 0; bin < bins; ++bin) {
    result[static_cast<size_t>(bin)].lower = static_cast<double>(bin) / bins;
    result[static_cast<size_t>(bin)].upper = static_cast<double>(bin + 1) / bins;
  }
  for (const auto& prediction : predictions) {
    // Probability 1 would open a bin of its own past the last; it belongs to the last one.
    const auto bin = static_cast<size_t>(
        std::clamp(static_cast<int>(std::floor(prediction.probability * bins)), 0, bins - 1));
    ++result[bin].count;
    confidence_sum[bin] += prediction.probability;
    correct[bin] += prediction.correct ? 1 : 0;
  }
  for (size_t bin = 0; bin < result.size(); ++bin) {
    if (result[bin].count == 0) continue;
    const auto count = static_cast<double>(result[bin].count);
    result[bin].mean_confidence = confidence_sum[bin] / count;
    result[bin].accuracy = static_cast<double>(correct[bin]) / count;
  }
  return result;
}

double expected_calibration_error(const std::vector<ReliabilityBin>& bins, int64_t total) {
  if (total <= 0) return 0.0;
  double error = 0;
  for (const auto& bin : bins) {
    error += static_cast<double>(bin.count) / static_cast<double>(total) *
             std::abs(bin.accuracy - bin.mean_confidence);
  }
  return error;
}

ThresholdChoice choose_min_confidence(const std::vector<ScoredPrediction>& predictions,
                                      double max_error_rate, const std::vector<double>& thresholds,
                                      double min_wrong_marked) {
  if (!(max_error_rate >= 0.0 && max_error_rate < 1.0)) {
    throw std::invalid_argument(
        fmt::format("The maximum error rate must be in [0, 1), but it is {}.", max_error_rate));
  }
  if (!(min_wrong_marked >= 0.0 && min_wrong_marked <= 1.0)) {
    throw std::invalid_argument(fmt::format(
        "The share of wrong outputs to mark must be in [0, 1], but it is {}.", min_wrong_marked));
  }
  int64_t wrong = 0;
  for (const auto& prediction : predictions) wrong += prediction.correct ? 0 : 1;
  // Wrong outputs not kept at a point of the curve, as a share of all wrong outputs.
  const auto marked_share = [wrong](const CoveragePoint& point) {
    const int64_t kept_wrong = point.kept - point.kept_correct;
    return wrong > 0 ? static_cast<double>(wrong - kept_wrong) / static_cast<double>(wrong) : 1.0;
  };
  const auto curve = coverage_curve(predictions, thresholds);
  // Walk down from the largest threshold while the rate holds: the last one reached is the
  // smallest from which it holds at every larger threshold too.
  size_t chosen = curve.size();
  for (size_t i = curve.size(); i-- > 0;) {
    if (error_rate(curve[i]) > max_error_rate + kRateTolerance) break;
    chosen = i;
  }
  while (chosen < curve.size() && marked_share(curve[chosen]) + kRateTolerance < min_wrong_marked) {
    ++chosen;
  }
  const bool met = chosen < curve.size();
  const auto& point = met ? curve[chosen] : curve.back();
  return {point.threshold,    point.coverage(), point.precision(), point.kept, point.total, met,
          marked_share(point)};
}

}  // namespace dates
