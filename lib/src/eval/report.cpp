#include "dates/eval/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "dates/io/atomic_file.h"

namespace dates {

namespace {

struct Point {
  double step, value;
};

std::string polyline(const std::vector<Point>& points, double max_step, double low, double high,
                     int left, int top, int width, int height, const char* colour) {
  std::string coordinates;
  for (const auto& point : points) {
    // Fractions first: width x 1e308 would overflow to infinity.
    const double x = left + width * (point.step / max_step);
    const double y = top + height * (1.0 - (point.value / std::max(high - low, 1e-12) -
                                            low / std::max(high - low, 1e-12)));
    coordinates += fmt::format("{:.1f},{:.1f} ", x, y);
  }
  return fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"/>\n",
                     colour, coordinates);
}

}  // namespace

std::string learning_curve_svg(const std::string& metrics_jsonl) {
  std::vector<Point> losses, exact_matches;
  std::istringstream lines(metrics_jsonl);
  for (std::string line; std::getline(lines, line);) {
    // The file may have been edited or cut: a line that is not an object, or a field that is
    // not a finite number in its range, is left out rather than drawn wrong or thrown on.
    const auto entry = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!entry.is_object()) continue;
    const auto number = [&entry](const char* key, double low,
                                 double high) -> std::optional<double> {
      const auto found = entry.find(key);
      if (found == entry.end() || !found->is_number()) return std::nullopt;
      const double value = found->get<double>();
      if (!std::isfinite(value) || value < low || value > high) return std::nullopt;
      return value;
    };
    const auto step = number("step", 0, 1e15);
    if (!step) continue;
    if (const auto loss = number("loss", 0, 1e300)) losses.push_back({*step, *loss});
    if (const auto exact = number("valid_exact_match", 0, 1)) {
      exact_matches.push_back({*step, *exact});
    }
  }
  if (losses.size() < 2 && exact_matches.size() < 2) {
    return "<p class=\"note\">No learning curve: the run's metrics.jsonl has fewer than two "
           "points.</p>";
  }
  double max_step = 1, max_loss = 1e-12;
  for (const auto& point : losses) {
    max_step = std::max(max_step, point.step);
    max_loss = std::max(max_loss, point.value);
  }
  for (const auto& point : exact_matches) max_step = std::max(max_step, point.step);
  constexpr int kLeft = 50, kTop = 20, kWidth = 560, kHeight = 220;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n",
      kLeft + kWidth + 20, kTop + kHeight + 50, kLeft, kTop, kWidth, kHeight);
  svg += polyline(losses, max_step, 0, max_loss, kLeft, kTop, kWidth, kHeight, "#d95f02");
  svg += polyline(exact_matches, max_step, 0, 1, kLeft, kTop, kWidth, kHeight, "#1b5e9e");
  // The legend sits under the axis so that no curve runs through it.
  svg += fmt::format(
      "<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">step (0 to {2:.0f})</text>\n"
      "<text x=\"{3}\" y=\"{4}\" fill=\"#d95f02\">&#9472; loss (0 to {5:.3g})</text>\n"
      "<text x=\"{6}\" y=\"{4}\" fill=\"#1b5e9e\">&#9472; valid exact match (0 to 1)</text>\n",
      kLeft + kWidth / 2, kTop + kHeight + 18, max_step, kLeft, kTop + kHeight + 38, max_loss,
      kLeft + kWidth / 2);
  svg += "</svg>\n";
  return svg;
}

namespace {

// The bottom of the exact-match axis: the largest of 0, 0.9, 0.99, ... at or below `lowest`.
double exact_match_axis_floor(double lowest) {
  if (lowest >= 1.0) return 0.9;  // every kept output right: nothing to resolve, show a tenth
  const double decade = std::pow(10.0, std::ceil(std::log10(1.0 - lowest)));
  return std::max(0.0, 1.0 - decade);
}

// The thresholds the coverage chart names beside their point and the table lists.
constexpr double kLabelledThresholds[] = {0.0, 0.5, 0.9, 0.99, 0.999};
constexpr double kTableThresholds[] = {0.0, 0.5, 0.9, 0.95, 0.99, 0.995, 0.999};

}  // namespace

std::string coverage_svg(const std::vector<CoveragePoint>& curve) {
  if (curve.empty() || curve.front().total == 0) {
    return "<p class=\"note\">No coverage curve: there are no predictions.</p>";
  }
  double lowest = 1;
  for (const auto& point : curve) lowest = std::min(lowest, point.precision());
  const double low = exact_match_axis_floor(lowest);
  constexpr int kLeft = 50, kTop = 20, kWidth = 560, kHeight = 220;
  const auto x_of = [&](const CoveragePoint& point) { return kLeft + kWidth * point.coverage(); };
  const auto y_of = [&](const CoveragePoint& point) {
    return kTop + kHeight * (1.0 - (point.precision() - low) / (1.0 - low));
  };
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n",
      kLeft + kWidth + 20, kTop + kHeight + 50, kLeft, kTop, kWidth, kHeight);
  std::vector<Point> points;
  for (const auto& point : curve) points.push_back({point.coverage(), point.precision()});
  svg += polyline(points, /*max_step=*/1.0, low, 1.0, kLeft, kTop, kWidth, kHeight, "#1b5e9e");
  for (const auto& point : curve) {
    svg += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"#1b5e9e\"><title>minimum confidence "
        "{:g}: keeps {} of {} ({:.4f}), exact match among them {:.4f}</title></circle>\n",
        x_of(point), y_of(point), point.threshold, point.kept, point.total, point.coverage(),
        point.precision());
  }
  // Points crowd where the model is sure of nearly everything: a label that would overlap one
  // already placed is left to the tooltips.
  std::vector<std::pair<double, double>> placed;
  for (const auto& point : curve) {
    const bool labelled =
        std::any_of(std::begin(kLabelledThresholds), std::end(kLabelledThresholds),
                    [&](double threshold) { return std::abs(point.threshold - threshold) < 1e-9; });
    if (!labelled) continue;
    const double x = x_of(point), y = y_of(point);
    const bool crowded = std::any_of(placed.begin(), placed.end(), [&](const auto& other) {
      return std::abs(other.first - x) < 40 && std::abs(other.second - y) < 14;
    });
    if (crowded) continue;
    placed.emplace_back(x, y);
    // Labels sit left of their point (points crowd at coverage 1, the right edge), except near
    // the left edge, where they would leave the chart.
    const bool left = x > kLeft + 60;
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"{}\">&#8805; {:g}</text>\n",
                       left ? x - 5 : x + 5, std::max(y - 5, kTop + 12.0), left ? "end" : "start",
                       point.threshold);
  }
  // The y axis does not start at 0: its two ends are written beside it.
  svg += fmt::format(
      "<text x=\"{0}\" y=\"{1}\" text-anchor=\"end\">1</text>\n"
      "<text x=\"{0}\" y=\"{2}\" text-anchor=\"end\">{3:g}</text>\n",
      kLeft - 4, kTop + 4, kTop + kHeight + 4, low);
  svg += fmt::format(
      "<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">share of outputs kept (0 to 1)</text>\n"
      "<text x=\"{2}\" y=\"{3}\" fill=\"#1b5e9e\">&#9472; exact match among the kept outputs "
      "({4:g} to 1), one point per minimum confidence</text>\n",
      kLeft + kWidth / 2, kTop + kHeight + 18, kLeft, kTop + kHeight + 38, low);
  svg += "</svg>\n";
  return svg;
}

std::string reliability_svg(const std::vector<ReliabilityBin>& bins) {
  const bool any = std::any_of(bins.begin(), bins.end(),
                               [](const ReliabilityBin& bin) { return bin.count > 0; });
  if (!any) return "<p class=\"note\">No reliability diagram: there are no predictions.</p>";
  constexpr int kLeft = 50, kTop = 20, kSize = 400;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n",
      kLeft + kSize + 20, kTop + kSize + 66, kLeft, kTop, kSize, kSize);
  for (const auto& bin : bins) {
    const double x = kLeft + kSize * bin.lower, width = kSize * (bin.upper - bin.lower);
    if (bin.count > 0) {
      svg += fmt::format(
          "<rect class=\"bar\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
          "fill=\"#1b5e9e\" fill-opacity=\"0.7\"><title>confidence {:g} to {:g}: {} predictions, "
          "mean confidence {:.4f}, accuracy {:.4f}</title></rect>\n",
          x + 1, kTop + kSize * (1.0 - bin.accuracy), std::max(width - 2, 1.0),
          kSize * bin.accuracy, bin.lower, bin.upper, bin.count, bin.mean_confidence, bin.accuracy);
    }
    svg += fmt::format(
        "<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\">{}</text>\n",
        x + width / 2, kTop + kSize + 14, bin.count);
  }
  svg += fmt::format(
      "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#d95f02\" stroke-width=\"2\" "
      "stroke-dasharray=\"6,4\"/>\n",
      kLeft, kTop + kSize, kLeft + kSize, kTop);
  svg += fmt::format(
      "<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">confidence (0 to 1); under each bin, "
      "its number of predictions</text>\n"
      "<text x=\"{2}\" y=\"{3}\" fill=\"#1b5e9e\">&#9632; accuracy in the bin (0 to 1)</text>\n"
      "<text x=\"{4}\" y=\"{3}\" fill=\"#d95f02\">- - perfect calibration</text>\n",
      kLeft + kSize / 2, kTop + kSize + 32, kLeft, kTop + kSize + 52, kLeft + kSize / 2 + 40);
  svg += "</svg>\n";
  return svg;
}

std::string report_html(const ReportContent& content) {
  const auto& result = content.result;
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>dates evaluation: {0}</title>\n<style>\n"
      "body {{ font-family: sans-serif; margin: 2em; color: #222; max-width: 60em; }}\n"
      "table {{ border-collapse: collapse; margin: 1em 0; }}\n"
      "td, th {{ border: 1px solid #ccc; padding: 4px 10px; text-align: left; }}\n"
      "td.number {{ text-align: right; font-variant-numeric: tabular-nums; }}\n"
      "code {{ background: #f3f3f3; padding: 1px 4px; }}\n"
      ".mistake {{ margin: 1.5em 0; }} .note {{ color: #666; }}\n"
      "</style>\n</head>\n<body>\n<h1>dates evaluation</h1>\n"
      "<p>Model <code>{1}</code> on <code>{0}</code>.</p>\n",
      escape_xml(content.data), escape_xml(content.checkpoint));

  html += fmt::format(
      "<section id=\"exact-match\">\n<h2>Exact match</h2>\n<p><strong>{:.4f}</strong> "
      "({} of {} correct, {} mistakes)</p>\n",
      result.exact_match(), result.correct, result.total, result.mistakes.size());
  if (result.families.empty()) {
    html += "<p class=\"note\">The data has no family column.</p>\n";
  } else {
    html += "<table>\n<tr><th>family</th><th>exact match</th><th>correct</th><th>total</th></tr>\n";
    for (const auto& [family, tally] : result.families) {
      html += fmt::format(
          "<tr><td>{}</td><td class=\"number\">{:.4f}</td><td class=\"number\">{}</td>"
          "<td class=\"number\">{}</td></tr>\n",
          escape_xml(family), tally.fraction(), tally.correct, tally.total);
    }
    html += "</table>\n";
  }
  html += "</section>\n";

  html += "<section id=\"learning-curve\">\n<h2>Learning curve</h2>\n";
  html += content.metrics_jsonl.empty()
              ? "<p class=\"note\">No metrics.jsonl beside the model.</p>\n"
              : learning_curve_svg(content.metrics_jsonl);
  html += "</section>\n";

  if (!result.predictions.empty()) {
    const auto& predictions = result.predictions;
    html +=
        "<section id=\"calibration\">\n<h2>Calibration</h2>\n<p class=\"note\">How far the "
        "model's confidence (the probability of its whole output) can be trusted: keeping only "
        "the outputs at or above a minimum confidence, the share kept and their exact match; "
        "then the accuracy of the outputs by confidence.</p>\n";
    html += coverage_svg(coverage_curve(predictions, default_thresholds()));
    const auto bins = reliability_bins(predictions);
    html += reliability_svg(bins);
    html +=
        "<table>\n<tr><th>minimum confidence</th><th>kept</th><th>coverage</th>"
        "<th>exact match among kept</th></tr>\n";
    const std::vector<double> table_thresholds(std::begin(kTableThresholds),
                                               std::end(kTableThresholds));
    for (const auto& point : coverage_curve(predictions, table_thresholds)) {
      html += fmt::format(
          "<tr><td class=\"number\">{:g}</td><td class=\"number\">{}</td>"
          "<td class=\"number\">{:.4f}</td><td class=\"number\">{:.4f}</td></tr>\n",
          point.threshold, point.kept, point.coverage(), point.precision());
    }
    html += fmt::format(
        "</table>\n<p>Expected calibration error ({} bins): <strong>{:.4f}</strong></p>\n"
        "</section>\n",
        bins.size(), expected_calibration_error(bins, static_cast<int64_t>(predictions.size())));
  }

  html += "<section id=\"worst-mistakes\">\n<h2>Worst mistakes</h2>\n";
  if (content.worst.empty()) html += "<p>No mistakes.</p>\n";
  html +=
      "<p class=\"note\">The mistakes the model was most sure of, each with where it "
      "looked: output characters down, source characters across.</p>\n";
  for (const auto& [mistake, attention] : content.worst) {
    html += fmt::format(
        "<div class=\"mistake\">\n<p>line {}: <code>{}</code> should be <code>{}</code>, the "
        "model wrote <code>{}</code> with probability {:.3f}{}</p>\n{}</div>\n",
        mistake.index + 1, escape_xml(mistake.source), escape_xml(mistake.target),
        escape_xml(mistake.predicted), std::exp(mistake.log_probability),
        mistake.family.empty() ? "" : " (family " + escape_xml(mistake.family) + ")",
        attention_svg(attention));
  }
  html += "</section>\n</body>\n</html>\n";
  return html;
}

void write_report(const std::string& directory, const ReportContent& content) {
  create_directory_for_output(directory, directory + "/index.html");
  write_file_atomically((std::filesystem::path(directory) / "index.html").string(),
                        report_html(content));
}

void write_evaluation_report(const std::string& directory, const std::string& model_file,
                             const std::string& data, const Translator& translator,
                             const EvaluationResult& result, size_t worst_count) {
  ReportContent content;
  content.checkpoint = model_file;
  content.data = data;
  content.result = result;
  const auto metrics = std::filesystem::path(model_file).parent_path() / "metrics.jsonl";
  if (std::filesystem::exists(metrics)) content.metrics_jsonl = read_file(metrics.string());
  auto worst = result.mistakes;
  std::stable_sort(worst.begin(), worst.end(), [](const Mistake& a, const Mistake& b) {
    return a.log_probability > b.log_probability;
  });
  worst.resize(std::min(worst.size(), worst_count));
  std::vector<std::string> sources;
  for (const auto& mistake : worst) sources.push_back(mistake.source);
  Translator with_attention = translator;
  with_attention.keep_attention = true;
  const auto translations = translate(with_attention, sources);
  for (size_t i = 0; i < worst.size(); ++i) {
    content.worst.push_back({worst[i], translations[i].attention});
  }
  write_report(directory, content);
}

}  // namespace dates
