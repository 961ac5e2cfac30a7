// Attention heat maps and the HTML evaluation report: well-formed markup, every section, the
// numbers they were given, and text escaped.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "dates/decode/attention_map.h"
#include "dates/eval/report.h"

using namespace dates;
using Catch::Contains;

namespace {

// True when every opening tag is closed in order (void elements and self-closing tags aside):
// enough to catch the broken nesting or truncation a generator bug would cause.
bool balanced(const std::string& markup) {
  static const std::set<std::string> void_elements = {"meta", "br", "img", "link", "hr", "input"};
  std::vector<std::string> open;
  const std::regex tag(R"(<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>)");
  for (auto it = std::sregex_iterator(markup.begin(), markup.end(), tag);
       it != std::sregex_iterator(); ++it) {
    const bool closing = (*it)[1] == "/";
    const bool self_closing = (*it)[3] == "/";
    const std::string name = (*it)[2];
    if (self_closing || void_elements.count(name)) continue;
    if (!closing) {
      open.push_back(name);
    } else if (open.empty() || open.back() != name) {
      return false;
    } else {
      open.pop_back();
    }
  }
  return open.empty();
}

size_t count(const std::string& text, const std::string& needle) {
  size_t found = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) {
    ++found;
  }
  return found;
}

AttentionMap small_map() {
  AttentionMap map;
  map.source = {"3", " ", "m", "<"};
  map.output = {"2", "0", "</s>"};
  map.weights = {{0.1f, 0.2f, 0.3f, 0.4f}, {1.0f, 0.0f, 0.0f, 0.0f}, {0.25f, 0.25f, 0.25f, 0.25f}};
  map.title = "3 m< -> 20";
  return map;
}

}  // namespace

TEST_CASE("the balance checker itself rejects broken markup", "[report]") {
  CHECK(balanced("<a><b/><c></c></a>"));
  CHECK_FALSE(balanced("<a><c></a></c>"));
  CHECK_FALSE(balanced("<a>"));
}

TEST_CASE("an attention heat map is one shaded cell per weight, escaped and well-formed",
          "[report][heatmap]") {
  const auto svg = attention_svg(small_map());
  CHECK(balanced(svg));
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(count(svg, "<rect x=") == 12);  // 3 outputs x 4 source characters
  // Weight 1 is the full colour, weight 0 white (the formula 255 + (c - 255) * w).
  CHECK_THAT(svg, Contains("fill=\"rgb(8,48,107)\"") && Contains("fill=\"rgb(255,255,255)\""));
  CHECK_THAT(svg, Contains("&lt;/s&gt;") && Contains("&lt;") && Contains("3 m&lt; -&gt; 20"));
  CHECK_THAT(svg, Contains("0.400"));
  auto bad = small_map();
  bad.weights.pop_back();
  REQUIRE_THROWS_WITH(attention_svg(bad), Contains("2 rows of weights for 3 output characters"));
  bad = small_map();
  bad.weights[1].push_back(0.0f);
  REQUIRE_THROWS_WITH(attention_svg(bad), Contains("row 1 has 5 weights for 4 source characters"));
}

TEST_CASE("the learning curve plots the loss and the valid exact match", "[report]") {
  const std::string metrics =
      "{\"step\":50,\"loss\":1.2}\n{\"step\":100,\"loss\":0.4}\n"
      "{\"step\":100,\"valid_exact_match\":0.5}\n{\"step\":200,\"loss\":0.1}\n"
      "{\"step\":200,\"valid_exact_match\":0.99}\nnot json\n";
  const auto svg = learning_curve_svg(metrics);
  CHECK(balanced(svg));
  CHECK(count(svg, "<polyline") == 2);
  CHECK_THAT(svg, Contains("step (0 to 200)") && Contains("loss (0 to 1.2)"));
  CHECK_THAT(learning_curve_svg("{\"step\":1,\"loss\":1}\n"), Contains("fewer than two"));
}

TEST_CASE("the learning curve survives absurd and mistyped metrics values", "[report]") {
  // Before the fix 1e308 drew "-inf" coordinates and a string threw from inside the report.
  const std::string metrics =
      "{\"step\":1,\"loss\":1e308}\n{\"step\":2,\"loss\":0.5}\n"
      "{\"step\":\"three\",\"loss\":0.4}\n{\"step\":4,\"loss\":\"low\"}\n"
      "{\"step\":5,\"valid_exact_match\":\"high\"}\n{\"step\":6,\"loss\":0.25}\n"
      "[1,2]\n{\"step\":1e308,\"loss\":0.1}\n";
  std::string svg;
  REQUIRE_NOTHROW(svg = learning_curve_svg(metrics));
  CHECK(balanced(svg));
  CHECK_THAT(svg, !Contains("inf") && !Contains("nan"));
  CHECK_THAT(svg, Contains("step (0 to 6)"));
}

TEST_CASE("the report holds every section with the numbers it was given", "[report]") {
  ReportContent content;
  content.checkpoint = "runs/x/model.safetensors";
  content.data = "data/<test>.tsv";
  content.result.correct = 3;
  content.result.total = 4;
  content.result.families["iso"] = {2, 2};
  content.result.families["rfc2822"] = {1, 2};
  Mistake mistake{1, "3 m<", "2015-03-03", "20", "rfc2822", -0.5};
  content.result.mistakes = {mistake};
  content.metrics_jsonl = "{\"step\":1,\"loss\":1.0}\n{\"step\":2,\"loss\":0.5}\n";
  content.worst = {{mistake, small_map()}};
  const auto html = report_html(content);
  CHECK(balanced(html));
  CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
  for (const auto* section :
       {"id=\"exact-match\"", "id=\"learning-curve\"", "id=\"worst-mistakes\""}) {
    CHECK_THAT(html, Contains(section));
  }
  CHECK_THAT(html, Contains("<strong>0.7500</strong> (3 of 4 correct, 1 mistakes)"));
  CHECK_THAT(html, Contains("<td>rfc2822</td><td class=\"number\">0.5000</td>"));
  CHECK_THAT(html, Contains("data/&lt;test&gt;.tsv") && Contains("3 m&lt;"));
  CHECK_THAT(html, Contains("probability 0.607"));  // exp(-0.5)
  CHECK(count(html, "<svg") == 2);                  // the curve and one heat map
}

TEST_CASE("the report has a Calibration section with both charts only when given predictions",
          "[report][calibration]") {
  ReportContent content;
  content.checkpoint = "model.safetensors";
  content.data = "test.tsv";
  content.result.correct = 3;
  content.result.total = 4;
  const auto without = report_html(content);
  CHECK(balanced(without));
  CHECK_THAT(without, !Contains("id=\"calibration\"") && !Contains("Calibration"));
  CHECK(count(without, "<svg") == 0);  // no metrics, no mistakes, no predictions

  content.result.predictions = {{0.99, true}, {0.95, true}, {0.6, true}, {0.2, false}};
  const auto html = report_html(content);
  CHECK(balanced(html));
  CHECK_THAT(html, Contains("<section id=\"calibration\">\n<h2>Calibration</h2>"));
  CHECK(count(html, "<svg") == 2);                 // the coverage curve and the reliability diagram
  CHECK(count(html, "<circle") == 26);             // one point per default threshold
  CHECK(count(html, "<rect class=\"bar\"") == 3);  // bins 2, 6 and 9 hold predictions
  // The table, by hand: at 0 all 4 kept, 3 right; at 0.5 three (0.99 0.95 0.6), all right; at
  // 0.95 two (0.95 is kept); at 0.995 none (exact match 1 by definition).
  const auto row = [](const char* threshold, int kept, const char* coverage,
                      const char* precision) {
    return fmt::format(
        "<tr><td class=\"number\">{}</td><td class=\"number\">{}</td><td class=\"number\">{}</td>"
        "<td class=\"number\">{}</td></tr>",
        threshold, kept, coverage, precision);
  };
  CHECK_THAT(html, Contains(row("0", 4, "1.0000", "0.7500")));
  CHECK_THAT(html, Contains(row("0.5", 3, "0.7500", "1.0000")));
  CHECK_THAT(html, Contains(row("0.95", 2, "0.5000", "1.0000")));
  CHECK_THAT(html, Contains(row("0.995", 0, "0.0000", "1.0000")));
  // ECE, 10 bins: 0.2 wrong (gap 0.2), 0.6 right (gap 0.4), 0.99 and 0.95 right (mean 0.97,
  // gap 0.03): (0.2 + 0.4 + 2 * 0.03) / 4 = 0.165.
  CHECK_THAT(html, Contains("Expected calibration error (10 bins): <strong>0.1650</strong>"));
}

TEST_CASE("the calibration charts plot what they are given", "[report][calibration]") {
  // 199 right and 1 wrong at 0.9: exact match 0.995 up to 0.9, so the axis starts at 0.99.
  std::vector<ScoredPrediction> predictions(199, {0.9, true});
  predictions.push_back({0.9, false});
  const auto curve = coverage_svg(coverage_curve(predictions, {0.0, 0.5, 0.9, 0.95}));
  CHECK(balanced(curve));
  CHECK(count(curve, "<circle") == 4);
  CHECK_THAT(curve, Contains("exact match among the kept outputs (0.99 to 1)"));
  CHECK_THAT(curve, Contains("minimum confidence 0.9: keeps 200 of 200 (1.0000), exact match "
                             "among them 0.9950"));
  CHECK_THAT(coverage_svg({}), Contains("no predictions"));

  const auto diagram = reliability_svg(reliability_bins(predictions, 5));
  CHECK(balanced(diagram));
  CHECK(count(diagram, "<rect class=\"bar\"") == 1);  // all 200 in [0.8, 1]
  CHECK(count(diagram, "<line") == 1);                // the diagonal
  CHECK_THAT(diagram, Contains(">200</text>") && Contains("200 predictions"));
  CHECK_THAT(reliability_svg(reliability_bins({}, 5)), Contains("no predictions"));
}
