#include "dates/decode/attention_map.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace dates {

std::string escape_xml(const std::string& text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (const char character : text) {
    switch (character) {
      case '&':
        escaped += "&amp;";
        break;
      case '<':
        escaped += "&lt;";
        break;
      case '>':
        escaped += "&gt;";
        break;
      case '"':
        escaped += "&quot;";
        break;
      case '\'':
        escaped += "&apos;";
        break;
      default:
        escaped += character;
    }
  }
  return escaped;
}

std::string attention_svg(const AttentionMap& map) {
  if (map.weights.size() != map.output.size()) {
    throw std::invalid_argument(
        fmt::format("attention map: {} rows of weights for {} output characters",
                    map.weights.size(), map.output.size()));
  }
  for (size_t row = 0; row < map.weights.size(); ++row) {
    if (map.weights[row].size() != map.source.size()) {
      throw std::invalid_argument(
          fmt::format("attention map: row {} has {} weights for {} source characters", row,
                      map.weights[row].size(), map.source.size()));
    }
  }
  constexpr int kCell = 22;  // pixels per cell
  constexpr int kLeft = 48;  // room for the output characters
  constexpr int kTop = 56;   // room for the title and the source characters
  const int width = kLeft + kCell * static_cast<int>(map.source.size()) + 8;
  const int height = kTop + kCell * static_cast<int>(map.output.size()) + 8;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"monospace\" font-size=\"13\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height);
  if (!map.title.empty()) {
    svg += fmt::format("<text x=\"4\" y=\"16\" font-family=\"sans-serif\">{}</text>\n",
                       escape_xml(map.title));
  }
  for (size_t column = 0; column < map.source.size(); ++column) {
    const auto& character = map.source[column];
    svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                       kLeft + kCell * static_cast<int>(column) + kCell / 2, kTop - 8,
                       character == " " ? "&#9251;" : escape_xml(character));  // ␣ for space
  }
  for (size_t row = 0; row < map.output.size(); ++row) {
    const int y = kTop + kCell * static_cast<int>(row);
    svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n", kLeft - 6,
                       y + kCell / 2 + 4, escape_xml(map.output[row]));
    for (size_t column = 0; column < map.source.size(); ++column) {
      const float weight = std::clamp(map.weights[row][column], 0.0f, 1.0f);
      // Blend white (255) towards a deep blue (8, 48, 107) by the weight.
      auto shade = [weight](int full) {
        return static_cast<int>(std::lround(255 + (full - 255) * weight));
      };
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"rgb({},{},{})\" "
          "stroke=\"#eee\"><title>{} -&gt; {}: {:.3f}</title></rect>\n",
          kLeft + kCell * static_cast<int>(column), y, kCell, kCell, shade(8), shade(48),
          shade(107), escape_xml(map.output[row]), escape_xml(map.source[column]), weight);
    }
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace dates
