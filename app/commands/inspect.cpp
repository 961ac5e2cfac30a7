// dates inspect: list a safetensors file's tensors and metadata.
#include "commands.h"

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "dates/core/printable.h"
#include "dates/io/atomic_file.h"
#include "dates/io/safetensors.h"

namespace dates::app {

namespace {}  // namespace

void add_inspect(Command& app) {
  const auto state = std::make_shared<std::string>();
  auto& path = *state;
  auto* command = app.add_subcommand("inspect", "List a safetensors file's tensors and metadata");
  command->add_option("file", path, "A .safetensors file")->required();
  command->callback([state] {
    const auto& path = *state;
    require_regular_file(path, "safetensors file");
    safetensors::Metadata metadata;
    const auto tensors = safetensors::inspect(path, &metadata);
    // A valid file's element counts fit in 64 bits (the format checks every partial product).
    uint64_t total = 0;
    for (const auto& tensor : tensors) {
      uint64_t elements = 1;
      for (const auto size : tensor.shape) elements *= static_cast<uint64_t>(size);
      total += elements;
      fmt::print("{:<48} {:<5} [{}]\n", printable(tensor.name), tensor.dtype,
                 fmt::join(tensor.shape, ", "));
    }
    fmt::print("{} tensors, {} elements\n", tensors.size(), total);
    // Metadata is the file's text: control and invisible characters are shown by code point;
    // a multi-line value is printed line by line.
    for (const auto& [key, value] : metadata) {
      const bool multiline = value.find('\n') != std::string::npos;
      std::string shown;
      size_t begin = 0;
      while (true) {
        const auto end = value.find('\n', begin);
        shown += printable(std::string_view(value).substr(
            begin, end == std::string::npos ? std::string::npos : end - begin));
        if (end == std::string::npos) break;
        shown += '\n';
        begin = end + 1;
      }
      fmt::print("metadata {}:{}{}\n", printable(key), multiline ? "\n" : " ", shown);
    }
  });
}

}  // namespace dates::app
