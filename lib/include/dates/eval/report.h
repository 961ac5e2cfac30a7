// A self-contained HTML evaluation report: exact match overall and per family, the learning
// curve from a run's metrics.jsonl, the calibration of the model's confidence (when the result
// holds its predictions), and the worst mistakes each with its attention heat map.
// Everything is inline (SVG, CSS): the page opens from disk with no network.
#pragma once

#include <string>
#include <vector>

#include "dates/decode/attention_map.h"
#include "dates/eval/calibration.h"
#include "dates/eval/evaluation.h"

namespace dates {

struct ReportMistake {
  Mistake mistake;
  AttentionMap attention;  // of the model's wrong output
};

struct ReportContent {
  std::string checkpoint;            // the model file evaluated
  std::string data;                  // the data file evaluated
  EvaluationResult result;           // overall and per family
  std::string metrics_jsonl;         // the run's metrics.jsonl text; empty if not found
  std::vector<ReportMistake> worst;  // the worst mistakes, most confident first
};

// One line chart (SVG) of the training loss and the valid exact match against the step.
// Returns a short note instead of a chart when there are fewer than two points.
std::string learning_curve_svg(const std::string& metrics_jsonl);

// One line chart (SVG) of a coverage curve: x the share of outputs kept, y the exact match among
// them, one point per threshold (each with a tooltip), a few labelled with their threshold. The
// y axis runs up to 1 from 0, 0.9, 0.99, ... (the largest 1 - 10^-k at or below the lowest exact
// match), so that a curve near 1 still shows its shape.
// Returns a short note instead of a chart when the curve is empty or has no predictions.
std::string coverage_svg(const std::vector<CoveragePoint>& curve);

// A reliability diagram (SVG): one bar per confidence bin, as high as the accuracy in the bin,
// the diagonal of perfect calibration, and the number of predictions under each bin.
// Returns a short note instead of a diagram when no bin holds a prediction.
std::string reliability_svg(const std::vector<ReliabilityBin>& bins);

// The whole page. The Calibration section appears only when content.result.predictions is not
// empty.
std::string report_html(const ReportContent& content);

// Writes DIRECTORY/index.html (atomically); creates the directory.
void write_report(const std::string& directory, const ReportContent& content);

// The report of `dates eval --report DIR`: `result` of `model_file` on `data`, the run's
// metrics.jsonl beside the model when there is one, and the `worst_count` mistakes the model was
// most sure of, decoded again with their attention maps (a few sources, so cheap).
void write_evaluation_report(const std::string& directory, const std::string& model_file,
                             const std::string& data, const Translator& translator,
                             const EvaluationResult& result, size_t worst_count);

}  // namespace dates
