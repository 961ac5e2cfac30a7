// Attention heat maps as standalone SVG: output characters down the side, source characters
// along the top, each weight a shade of one colour (white = 0, full colour = 1).
#pragma once

#include <string>
#include <vector>

namespace dates {

struct AttentionMap {
  std::vector<std::string> source;          // source characters, one per column
  std::vector<std::string> output;          // output characters (the end token as "</s>"), rows
  std::vector<std::vector<float>> weights;  // [output.size()][source.size()], each in [0, 1]
  std::string title;                        // shown above the map; may be empty
};

// A complete SVG document (with the weight of each cell in a <title> tooltip). Throws
// std::invalid_argument when the weight matrix does not match the two axes.
std::string attention_svg(const AttentionMap& map);

// Escapes &, <, >, " and ' for XML text and attributes.
std::string escape_xml(const std::string& text);

}  // namespace dates
