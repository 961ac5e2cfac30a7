#include "dates/model/default_model.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include "dates/core/printable.h"

namespace dates {

std::string default_model(const std::vector<std::string>& more_places, const std::string& remedy) {
  namespace fs = std::filesystem;
  if (const char* chosen = std::getenv("DATES_MODEL"); chosen != nullptr && *chosen != '\0') {
    if (!fs::exists(chosen)) {
      throw std::invalid_argument(
          fmt::format("DATES_MODEL is {}, which does not exist; set it to a run directory or a "
                      "model.safetensors file, or unset it",
                      printable(chosen)));
    }
    return chosen;
  }
  std::vector<fs::path> places = {fs::path("checkpoints") / "student"};
  std::error_code error;
  const auto executable = fs::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto directory = executable.parent_path();
    places.push_back(directory / ".." / "share" / "dates" / "checkpoints" / "student");
    places.push_back(directory / ".." / ".." / "checkpoints" / "student");
  }
  for (const auto& place : more_places) {
    if (!place.empty()) places.emplace_back(place);
  }
  std::vector<std::string> tried;
  for (const auto& place : places) {
    if (fs::exists(place / "model.safetensors")) return place.lexically_normal().string();
    tried.push_back(printable(place.lexically_normal().string()));
  }
  throw std::invalid_argument(
      fmt::format("no default model: none of {} holds a model.safetensors; {}",
                  fmt::join(tried, ", "), remedy));
}

}  // namespace dates
