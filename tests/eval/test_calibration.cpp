// Confidence calibration: the coverage curve, reliability bins and their expected calibration
// error, and the choice of a minimum confidence, each on a handful of predictions worked out by
// hand in the comments; and evaluate() scoring every example for them.
#include <torch/types.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "dates/data/data.h"
#include "dates/eval/calibration.h"
#include "dates/eval/evaluation.h"
#include "dates/model/checkpoint.h"
#include "tensor_matchers.h"

using namespace dates;
using Catch::Contains;

namespace {

// Five predictions; the one at 0.9 sits exactly on a threshold, the marked one at 0.5 too.
std::vector<ScoredPrediction> five_predictions() {
  return {
      {0.95, /*correct=*/true},  {0.90, /*correct=*/false},
      {0.60, /*correct=*/true},  {0.50, /*correct=*/true, /*marked=*/true},
      {0.20, /*correct=*/false},
  };
}

// Thirteen predictions whose error rate among the kept dips below 0.25 at 0.5 only by luck:
//   3 x 0.9 right, 1 x 0.75 right, 2 x 0.65 wrong, 4 x 0.55 right, 3 x 0.1 wrong.
std::vector<ScoredPrediction> lucky_dip_predictions() {
  std::vector<ScoredPrediction> predictions;
  for (int i = 0; i < 3; ++i) predictions.push_back({0.9, true});
  predictions.push_back({0.75, true});
  for (int i = 0; i < 2; ++i) predictions.push_back({0.65, false});
  for (int i = 0; i < 4; ++i) predictions.push_back({0.55, true});
  for (int i = 0; i < 3; ++i) predictions.push_back({0.1, false});
  return predictions;
}

}  // namespace

TEST_CASE("the default thresholds are the twentieths, then finer steps up to 0.999",
          "[calibration]") {
  const auto thresholds = default_thresholds();
  // 20 twentieths (0 .. 0.95) + 0.96, 0.97, 0.98, 0.99, 0.995, 0.999 = 26.
  REQUIRE(thresholds.size() == 26);
  CHECK(thresholds[0] == 0.0);
  CHECK(thresholds[7] == 0.35);  // 7 / 20, the same double as the literal
  CHECK(thresholds[19] == 0.95);
  CHECK(thresholds[20] == 0.96);
  CHECK(thresholds[24] == 0.995);
  CHECK(thresholds[25] == 0.999);
  CHECK(std::is_sorted(thresholds.begin(), thresholds.end()));
}

TEST_CASE("the coverage curve keeps unmarked outputs at or above each threshold", "[calibration]") {
  const auto curve = coverage_curve(five_predictions(), {0.0, 0.5, 0.9, 0.96});
  REQUIRE(curve.size() == 4);
  for (const auto& point : curve) CHECK(point.total == 5);
  // t = 0: every unmarked output, 0.95 0.90 0.60 0.20 -> 4 kept, right 0.95 0.60 -> 2;
  // coverage 4/5 = 0.8, precision 2/4 = 0.5.
  CHECK(curve[0].threshold == 0.0);
  CHECK(curve[0].kept == 4);
  CHECK(curve[0].kept_correct == 2);
  CHECK(curve[0].coverage() == Approx(0.8));
  CHECK(curve[0].precision() == Approx(0.5));
  // t = 0.5: 0.95 0.90 0.60 (the marked 0.50 is never kept) -> 3 kept, 2 right;
  // coverage 3/5 = 0.6, precision 2/3.
  CHECK(curve[1].kept == 3);
  CHECK(curve[1].kept_correct == 2);
  CHECK(curve[1].coverage() == Approx(0.6));
  CHECK(curve[1].precision() == Approx(2.0 / 3.0));
  // t = 0.9: 0.95 and 0.90 (exactly at the threshold: kept) -> 2 kept, 1 right;
  // coverage 2/5 = 0.4, precision 1/2.
  CHECK(curve[2].kept == 2);
  CHECK(curve[2].kept_correct == 1);
  CHECK(curve[2].coverage() == Approx(0.4));
  CHECK(curve[2].precision() == Approx(0.5));
  // t = 0.96: nothing kept; coverage 0, and precision 1 by definition (no kept output is wrong).
  CHECK(curve[3].kept == 0);
  CHECK(curve[3].coverage() == 0.0);
  CHECK(curve[3].precision() == 1.0);
}

TEST_CASE("an output whose probability equals the threshold is kept", "[calibration]") {
  // Both sides are the same double: 0.5 and 0.9 once each.
  const std::vector<ScoredPrediction> predictions = {{0.5, true}, {0.9, false}};
  const auto curve = coverage_curve(predictions, {0.5, 0.9});
  CHECK(curve[0].kept == 2);  // 0.5 >= 0.5 and 0.9 >= 0.5
  CHECK(curve[1].kept == 1);  // 0.9 >= 0.9
  CHECK(curve[1].kept_correct == 0);
  // With no predictions at all, nothing is kept and the coverage is 0, not a division by zero.
  const auto empty = coverage_curve({}, {0.0});
  CHECK(empty[0].kept == 0);
  CHECK(empty[0].coverage() == 0.0);
}

TEST_CASE("reliability bins are equal-width, 1.0 in the last, with the ECE by hand",
          "[calibration]") {
  // Ten bins of width 0.1. A marked output still states a probability, so it counts here.
  // By hand:
  //   bin 0 [0, 0.1):   0.05 wrong, 0.05 wrong  -> count 2, mean 0.05,  accuracy 0,   gap 0.05
  //                     (marked)
  //   bin 5 [0.5, 0.6): 0.5 right (the lower    -> count 1, mean 0.5,   accuracy 1,   gap 0.5
  //                     edge belongs to it)
  //   bin 8 [0.8, 0.9): 0.85 right              -> count 1, mean 0.85,  accuracy 1,   gap 0.15
  //   bin 9 [0.9, 1]:   1.0 right, 0.95 wrong   -> count 2, mean 0.975, accuracy 0.5, gap 0.475
  //   bins 1, 2, 3, 4, 6, 7: empty.
  // ECE = (2 * 0.05 + 1 * 0.5 + 1 * 0.15 + 2 * 0.475) / 6 = 1.7 / 6.
  const std::vector<ScoredPrediction> predictions = {
      {1.0, true}, {0.95, false}, {0.85, true},
      {0.5, true}, {0.05, false}, {0.05, false, /*marked=*/true},
  };
  const auto bins = reliability_bins(predictions);
  REQUIRE(bins.size() == 10);
  CHECK(bins[0].lower == 0.0);
  CHECK(bins[0].upper == Approx(0.1));
  CHECK(bins[9].lower == Approx(0.9));
  CHECK(bins[9].upper == 1.0);
  CHECK(bins[9].count == 2);
  CHECK(bins[9].mean_confidence == Approx(0.975));
  CHECK(bins[9].accuracy == Approx(0.5));
  CHECK(bins[8].count == 1);
  CHECK(bins[8].mean_confidence == Approx(0.85));
  CHECK(bins[8].accuracy == 1.0);
  CHECK(bins[5].count == 1);
  CHECK(bins[5].mean_confidence == Approx(0.5));
  CHECK(bins[0].count == 2);
  CHECK(bins[0].mean_confidence == Approx(0.05));
  CHECK(bins[0].accuracy == 0.0);
  for (const int empty : {1, 2, 3, 4, 6, 7}) {
    INFO("bin " << empty);
    CHECK(bins[static_cast<size_t>(empty)].count == 0);
    CHECK(bins[static_cast<size_t>(empty)].mean_confidence == 0.0);
    CHECK(bins[static_cast<size_t>(empty)].accuracy == 0.0);
  }
  CHECK(expected_calibration_error(bins, 6) == Approx(1.7 / 6.0));

  // Without the marked one, bin 0 holds one prediction: ECE = (0.05 + 0.5 + 0.15 + 2 * 0.475) / 5
  // = 1.65 / 5.
  const std::vector<ScoredPrediction> unmarked(predictions.begin(), predictions.end() - 1);
  CHECK(expected_calibration_error(reliability_bins(unmarked), 5) == Approx(1.65 / 5.0));
  // Two bins: [0, 0.5) holds 0.05 (wrong), [0.5, 1] the rest: mean (1 + 0.95 + 0.85 + 0.5) / 4
  // = 0.825, accuracy 3/4 = 0.75. ECE = (1 * 0.05 + 4 * 0.075) / 5 = 0.35 / 5 = 0.07.
  const auto two = reliability_bins(unmarked, 2);
  REQUIRE(two.size() == 2);
  CHECK(two[1].count == 4);
  CHECK(two[1].mean_confidence == Approx(0.825));
  CHECK(expected_calibration_error(two, 5) == Approx(0.07));
  CHECK(expected_calibration_error(two, 0) == 0.0);
}

TEST_CASE("the minimum confidence chosen is the smallest from which the error rate holds",
          "[calibration]") {
  // Error rate among the kept (lucky_dip_predictions, 13 in all), by hand:
  //   t = 0:   13 kept, 8 right -> 5/13 = 0.385 > 0.25
  //   t = 0.5: 10 kept, 8 right -> 2/10 = 0.2   <= 0.25 (a lucky dip: the 0.55s are right)
  //   t = 0.6:  6 kept, 4 right -> 2/6  = 0.333 > 0.25
  //   t = 0.7:  4 kept, 4 right -> 0            <= 0.25
  //   t = 0.8:  3 kept, 3 right -> 0            <= 0.25
  // It holds from 0.7 on, so 0.7: coverage 4/13, precision 1.
  const auto choice =
      choose_min_confidence(lucky_dip_predictions(), 0.25, {0.0, 0.5, 0.6, 0.7, 0.8});
  CHECK(choice.met);
  CHECK(choice.threshold == 0.7);
  CHECK(choice.kept == 4);
  CHECK(choice.total == 13);
  CHECK(choice.coverage == Approx(4.0 / 13.0));
  CHECK(choice.precision == 1.0);
  // At 0.35 every threshold from 0.5 on holds (0.2, 0.333, 0, 0), so 0.5: 10 kept of 13.
  const auto looser =
      choose_min_confidence(lucky_dip_predictions(), 0.35, {0.0, 0.5, 0.6, 0.7, 0.8});
  CHECK(looser.threshold == 0.5);
  CHECK(looser.kept == 10);
  CHECK(looser.precision == Approx(0.8));
}

TEST_CASE("the minimum confidence can also require most wrong outputs to be marked",
          "[calibration]") {
  // Four wrong outputs at 0.95, 0.8, 0.6, 0.2 and 96 right ones at 0.99. By hand, at thresholds
  // 0 / 0.5 / 0.7 / 0.9 / 0.97 the wrong ones kept are 4 / 3 / 2 / 1 / 0, so the share of wrong
  // outputs not kept is 0 / 0.25 / 0.5 / 0.75 / 1; the error rate among kept is at most 4/100,
  // within 0.05 everywhere.
  std::vector<ScoredPrediction> predictions = {
      {0.95, false}, {0.8, false}, {0.6, false}, {0.2, false}};
  for (int i = 0; i < 96; ++i) predictions.push_back({0.99, true});
  const std::vector<double> thresholds = {0, 0.5, 0.7, 0.9, 0.97};
  CHECK(choose_min_confidence(predictions, 0.05, thresholds).threshold == 0);
  const auto three_quarters = choose_min_confidence(predictions, 0.05, thresholds, 0.75);
  CHECK(three_quarters.threshold == 0.9);
  CHECK(three_quarters.kept == 97);
  CHECK(three_quarters.wrong_marked == Approx(0.75));
  CHECK(three_quarters.met);
  const auto most = choose_min_confidence(predictions, 0.05, thresholds, 0.8);
  CHECK(most.threshold == 0.97);
  CHECK(most.wrong_marked == 1.0);
  REQUIRE_THROWS_WITH(choose_min_confidence(predictions, 0.05, thresholds, 1.5),
                      Contains("share of wrong outputs"));
}

TEST_CASE("an error rate equal to the maximum meets it despite rounding", "[calibration]") {
  // 7 right and 3 wrong: the rate is 3/10 = 0.3 exactly in counts, though 1 - 7/10 is
  // 0.30000000000000004 in doubles. It meets 0.3 at both thresholds, so the smallest, 0.
  std::vector<ScoredPrediction> predictions(7, {0.9, true});
  predictions.insert(predictions.end(), 3, {0.9, false});
  const auto choice = choose_min_confidence(predictions, 0.3, {0.0, 0.5});
  CHECK(choice.met);
  CHECK(choice.threshold == 0.0);
  CHECK(choice.coverage == 1.0);
}

TEST_CASE("no threshold meeting the rate gives met == false at the largest threshold",
          "[calibration]") {
  // Both outputs at 0.99, one wrong: the error rate is 1/2 at 0, 0.5 and 0.9, above 0.1.
  const std::vector<ScoredPrediction> predictions = {{0.99, false}, {0.99, true}};
  const auto choice = choose_min_confidence(predictions, 0.1, {0.0, 0.5, 0.9});
  CHECK_FALSE(choice.met);
  CHECK(choice.threshold == 0.9);
  CHECK(choice.kept == 2);
  CHECK(choice.coverage == 1.0);
  CHECK(choice.precision == 0.5);
  // A threshold that keeps nothing holds any rate: the choice is met with coverage 0, and a
  // caller must look at the coverage.
  const auto above = choose_min_confidence(predictions, 0.1, {0.0, 0.5, 0.999});
  CHECK(above.met);
  CHECK(above.threshold == 0.999);
  CHECK(above.kept == 0);
  CHECK(above.coverage == 0.0);
}

TEST_CASE("invalid rates, thresholds and bin counts are refused with a sentence", "[calibration]") {
  const auto predictions = five_predictions();
  const std::vector<double> thresholds = {0.0, 0.5};
  const char* rate_message = "The maximum error rate must be in [0, 1)";
  CHECK_THROWS_WITH(choose_min_confidence(predictions, -0.1, thresholds), Contains(rate_message));
  CHECK_THROWS_WITH(choose_min_confidence(predictions, 1.0, thresholds), Contains(rate_message));
  CHECK_THROWS_WITH(
      choose_min_confidence(predictions, std::numeric_limits<double>::quiet_NaN(), thresholds),
      Contains(rate_message));
  CHECK_NOTHROW(choose_min_confidence(predictions, 0.0, thresholds));
  CHECK_THROWS_AS(choose_min_confidence(predictions, 0.1, {}), std::invalid_argument);
  CHECK_THROWS_WITH(choose_min_confidence(predictions, 0.1, {}), Contains("must not be empty"));
  CHECK_THROWS_WITH(
      choose_min_confidence(predictions, 0.1, {0.0, 0.9, 0.5}),
      Contains("ascending order, but threshold 2 (0.5) is smaller than threshold 1 (0.9)"));
  CHECK_THROWS_WITH(choose_min_confidence(predictions, 0.1, {0.0, 1.5}),
                    Contains("must be in [0, 1], but threshold 1 is 1.5"));
  CHECK_THROWS_WITH(coverage_curve(predictions, {-0.1}),
                    Contains("must be in [0, 1], but threshold 0 is -0.1"));
  CHECK_THROWS_WITH(reliability_bins(predictions, 0), Contains("at least one bin"));
}

TEST_CASE("evaluate scores every example in input order", "[calibration][evaluation]") {
  auto bundle =
      load_model(testing::source_path("checkpoints/bahdanau/model.safetensors"), torch::kCPU);
  ReadOptions options;
  options.normalize = bundle.config.data.normalize;
  auto examples = read_examples(testing::source_path("data/test.tsv"), options);
  examples.resize(8);
  examples[3].target = "1900-01-01";  // no test date is before 1970: this one must be wrong
  const Translator translator{bundle.model, bundle.source_vocabulary, bundle.target_vocabulary,
                              bundle.config.data.max_target_length, torch::kCPU};
  const auto result = evaluate(translator, examples);
  std::vector<std::string> sources;
  for (const auto& example : examples) sources.push_back(example.source);
  const auto translations = translate(translator, sources);
  REQUIRE(result.predictions.size() == examples.size());
  int64_t correct = 0;
  for (size_t i = 0; i < examples.size(); ++i) {
    INFO("example " << i << ": " << examples[i].source);
    const auto& prediction = result.predictions[i];
    CHECK(prediction.probability == std::exp(translations[i].log_probability));
    CHECK(prediction.probability > 0.0);
    CHECK(prediction.probability <= 1.0);
    CHECK(prediction.correct == (translations[i].output == examples[i].target));
    CHECK_FALSE(prediction.marked);
    correct += prediction.correct ? 1 : 0;
  }
  CHECK_FALSE(result.predictions[3].correct);
  CHECK(correct == result.correct);
  REQUIRE(!result.mistakes.empty());
  CHECK(result.mistakes.front().index == 3);
  CHECK(std::exp(result.mistakes.front().log_probability) == result.predictions[3].probability);
}

TEST_CASE("a threshold needs at least 3 / max_error lines of data (the rule of three)",
          "[calibration]") {
  // With no error among n outputs, the 95% upper bound of the error rate is 1 - 0.05^(1/n),
  // which falls to 0.005 at n = ln 0.05 / ln 0.995 = 597.6; the rule of three, 3 / n, rounds
  // -ln 0.05 = 2.996 up to 3 and asks slightly more: ceil(3 / 0.005) = 600 lines.
  CHECK(minimum_calibration_lines(0.005) == 600);
  CHECK(minimum_calibration_lines(0.01) == 300);
  CHECK(minimum_calibration_lines(0.05) == 60);
  CHECK(minimum_calibration_lines(0.5) == 6);
  CHECK(minimum_calibration_lines(0.3) == 10);
  // Below 0.001 (and 0, which no data can show) the bound of 0.001: 3000 lines.
  CHECK(minimum_calibration_lines(0.0001) == 3000);
  CHECK(minimum_calibration_lines(0) == 3000);
  CHECK_THROWS_AS(minimum_calibration_lines(1), std::invalid_argument);
  CHECK_THROWS_AS(minimum_calibration_lines(-0.1), std::invalid_argument);
}
