// A self-contained HTML evaluation report: exact match overall and per family, the learning
// curve from a run's metrics.jsonl, and the worst mistakes each with its attention heat map.
// Everything is inline (SVG, CSS): the page opens from disk with no network.
#pragma once

#include <string>
#include <vector>

#include "dates/attention_map.h"
#include "dates/evaluation.h"

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

std::string report_html(const ReportContent& content);

// Writes DIRECTORY/index.html (atomically); creates the directory.
void write_report(const std::string& directory, const ReportContent& content);

}  // namespace dates
