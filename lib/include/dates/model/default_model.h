// Which model to read when none is named: one lookup for `dates translate` and the library's
// Normalizer::load_default() (dates/normalizer.h).
#pragma once

#include <string>
#include <vector>

namespace dates {

// The first that exists of: $DATES_MODEL (a run directory or model file; an error when it is set
// to a path that does not exist), checkpoints/student in the working directory,
// ../share/dates/checkpoints/student beside the running executable (an installed tree),
// ../../checkpoints/student beside it (the build tree, build/app/dates), then each of
// `more_places` (directories; empty ones are skipped). A directory counts when it holds a
// model.safetensors. Throws std::invalid_argument naming every place it looked, ending with
// `remedy` (what the caller can do about it).
std::string default_model(const std::vector<std::string>& more_places = {},
                          const std::string& remedy = "give --checkpoint DIR or set DATES_MODEL");

}  // namespace dates
