#include "dates/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dates/atomic_file.h"

namespace dates {

namespace {

struct Point {
  double step, value;
};

std::string polyline(const std::vector<Point>& points, double max_step, double low, double high,
                     int left, int top, int width, int height, const char* colour) {
  std::string coordinates;
  for (const auto& point : points) {
    const double x = left + width * point.step / max_step;
    const double y = top + height * (1.0 - (point.value - low) / std::max(high - low, 1e-12));
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
    const auto entry = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!entry.is_object() || !entry.contains("step")) continue;
    const double step = entry["step"].get<double>();
    if (entry.contains("loss")) losses.push_back({step, entry["loss"].get<double>()});
    if (entry.contains("valid_exact_match")) {
      exact_matches.push_back({step, entry["valid_exact_match"].get<double>()});
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
  std::filesystem::create_directories(directory);
  write_file_atomically((std::filesystem::path(directory) / "index.html").string(),
                        report_html(content));
}

}  // namespace dates
