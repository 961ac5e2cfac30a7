// The safetensors file format (https://github.com/huggingface/safetensors), read and written
// without Python: checkpoints, optimizer state and test fixtures all use it.
//
// Layout: 8-byte little-endian header length N, N bytes of JSON header (padded with spaces to
// a multiple of 8 by our writer), then the tensor bytes. The header maps each tensor name to
// {"dtype", "shape", "data_offsets": [begin, end]} relative to the byte after the header, plus
// an optional "__metadata__" map of strings to strings.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace dates::safetensors {

using Metadata = std::map<std::string, std::string>;
using NamedTensors = std::vector<std::pair<std::string, torch::Tensor>>;

// What one tensor of a file is, as its header describes it.
struct TensorInfo {
  std::string name;
  std::string dtype;           // "F32", "F64", "I64", "I32", "U8", "BOOL", ...
  std::vector<int64_t> shape;  // empty for a scalar
};

// A whole file loaded into memory (CPU tensors that own their data).
struct File {
  NamedTensors tensors;  // in the order of their data offsets
  Metadata metadata;     // the "__metadata__" map; empty when absent
};

// Writes `tensors` (any device, any strides; converted to contiguous CPU) in the order given,
// contiguously from offset 0, with `metadata` under "__metadata__" when not empty.
// The file is written to a temporary name and renamed into place.
// Throws std::invalid_argument for an unsupported dtype or a duplicate or empty name.
void save(const std::string& path, const NamedTensors& tensors, const Metadata& metadata = {});

// Reads and validates a file; throws std::runtime_error naming the file and the rule broken.
File load(const std::string& path);

// Parses only the header (validated exactly like load) without materialising tensors.
std::vector<TensorInfo> inspect(const std::string& path, Metadata* metadata = nullptr);

// Finds a tensor by name in a loaded file; throws std::runtime_error naming `path_for_errors`
// and `name` when it is missing.
const torch::Tensor& find(const File& file, const std::string& name,
                          const std::string& path_for_errors);

}  // namespace dates::safetensors
