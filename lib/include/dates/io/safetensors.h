// The safetensors file format (https://github.com/huggingface/safetensors), read and written
// without Python: checkpoints, optimizer state and test fixtures all use it.
//
// Layout: 8-byte little-endian header length N, N bytes of JSON header (padded with spaces to
// a multiple of 8 by our writer), then the tensor bytes. The header maps each tensor name to
// {"dtype", "shape", "data_offsets": [begin, end]} relative to the byte after the header, plus
// an optional "__metadata__" map of strings to strings.
//
// Reading: a file is valid exactly when the reference reader accepts it: `read_metadata` of
// safetensors/src/tensor.rs at commit 0051dd2957636e84d6ad6dad37cbdfb622ff4136 of
// github.com/safetensors/safetensors (the huggingface/safetensors repository), which parses the
// header with serde_json 1.x. lib/src/io/safetensors.cpp lists every rule. Among the lenient ones:
// JSON whitespace around the header object, "__metadata__": null, unknown fields in a tensor
// entry (ignored), an entry written as the array [dtype, shape, data_offsets], a repeated tensor
// name or metadata key (the last one wins), and zero-element tensors with dimensions of any size
// up to 2^64 - 1 (as long as no running product of the shape overflows 64 bits).
//
// The format itself (the header, inspect, metadata edits, float32 files) is
// io/safetensors_format.h, without LibTorch.
//
// inspect accepts every valid file, whatever its dtypes. load materialises a tensor only when
// LibTorch 1.13 can represent it: a valid file holding a tensor of U16, U32, U64, an F8_* or a
// sub-byte dtype (F4, F6_*), or a zero-element tensor whose shape does not fit int64 strides, is
// refused by load with a message naming the file, the tensor and the dtype or shape.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "dates/io/safetensors_format.h"

namespace dates::safetensors {

using NamedTensors = std::vector<std::pair<std::string, torch::Tensor>>;

// A whole file loaded into memory (CPU tensors that own their data).
struct File {
  NamedTensors tensors;  // in the order of their data offsets (ties by name)
  Metadata metadata;     // the "__metadata__" map; empty when absent or null
};

// Writes `tensors` (any device, any strides; converted to contiguous CPU) in the order given,
// contiguously from offset 0, with `metadata` under "__metadata__" when not empty.
// The file is written to a temporary name and renamed into place.
// Throws std::invalid_argument for an unsupported dtype (the writer knows F64, F32, F16, BF16,
// I64, I32, I16, I8, U8 and BOOL) or a duplicate or empty name.
void save(const std::string& path, const NamedTensors& tensors, const Metadata& metadata = {});

// Reads and validates a file; throws std::runtime_error naming the file and the rule broken, or
// the tensor LibTorch cannot represent (see above).
File load(const std::string& path);

// Finds a tensor by name in a loaded file; throws std::runtime_error naming `path_for_errors`
// and `name` when it is missing.
const torch::Tensor& find(const File& file, const std::string& name,
                          const std::string& path_for_errors);

}  // namespace dates::safetensors
