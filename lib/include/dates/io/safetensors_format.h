// The safetensors format without LibTorch: the header exactly as the reference reader reads it
// (every rule, R1-R17, is listed in lib/src/io/safetensors_format.cpp), inspect, metadata edits,
// and float32 tensors read into plain memory (the inference runtime's loader, runtime/). Tensors
// of LibTorch on top of it: io/safetensors.h.
#pragma once

#include <cstdint>
#include <fstream>
#include <istream>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dates::safetensors {

using Metadata = std::map<std::string, std::string>;

// What one tensor of a file is, as its header describes it.
struct TensorInfo {
  std::string name;
  std::string dtype;            // the reference's name: "F32", "F64", "I64", "U16", "F8_E4M3", ...
  std::vector<uint64_t> shape;  // empty for a scalar; a zero-element tensor may have a dimension
                                // beyond int64 (valid in the format, not representable in torch)
};

// Parses only the header (validated exactly like load) without materialising tensors; accepts
// every valid file. Throws std::runtime_error naming the file and the rule broken.
std::vector<TensorInfo> inspect(const std::string& path, Metadata* metadata = nullptr);

// The bytes of a safetensors file, `contents` (validated exactly like load; errors name `path`),
// with each entry of `changes` set in its "__metadata__": every other metadata entry is kept, every
// tensor keeps its name, dtype, shape and data offsets, and the data region is copied byte for
// byte. Only the header is written afresh (compact JSON, padded with spaces to a multiple of 8
// bytes), so a lenient form the reader accepts (an entry written as an array, unknown fields, a
// repeated name) comes back in the usual form with the meaning the reader gave it. Throws
// std::invalid_argument for a change that is not valid UTF-8.
std::string with_metadata(const std::string& contents, const Metadata& changes,
                          const std::string& path);

// A float32 tensor in plain memory, row-major.
struct FloatTensor {
  std::string name;
  std::vector<uint64_t> shape;
  std::vector<float> values;
};

// A whole file of float32 tensors, in the order of their data offsets.
struct FloatFile {
  std::vector<FloatTensor> tensors;
  Metadata metadata;  // the "__metadata__" map; empty when absent or null
  // Throws std::runtime_error naming `path` and `name` when it is missing.
  const FloatTensor& find(const std::string& name, const std::string& path) const;
};

// Reads and validates a file (as load does) whose tensors are all F32; any other dtype is refused
// with a message naming the file and the tensor, before any tensor data is read.
FloatFile load_float32(const std::string& path);

// The header reader's parts that io/safetensors.cpp (LibTorch tensors) builds on.
namespace detail {

constexpr uint64_t kHeaderLengthBytes = 8;
constexpr std::string_view kMetadataKey = "__metadata__";

struct Dtype {
  const char* name;
  uint64_t bits;  // per element
  bool written;   // our writer writes it
};
const Dtype* dtype_named(std::string_view name);
std::string dtype_names(bool written_only);

// One tensor of a header (R11-R14), its layout checked across entries later (R15-R17).
struct Entry {
  std::string name;
  const Dtype* dtype = nullptr;
  std::vector<uint64_t> shape;
  uint64_t begin = 0;
  uint64_t end = 0;
};

struct Header {
  std::vector<Entry> entries;  // sorted by data offsets, then name
  Metadata metadata;
};

// Reads and validates the header (R1-R17), leaving `in` at the first byte of the data region.
Header read_header(std::istream& in, const std::string& path);
std::ifstream open_for_reading(const std::string& path);

std::optional<size_t> first_invalid_utf8_byte(std::string_view text);
std::string shown(std::string_view text);       // text from a file, safe to print and short
std::string quote_name(std::string_view name);  // 'name', shown
std::string describe_shape(const std::vector<uint64_t>& shape);
[[noreturn]] void fail(const std::string& path, const std::string& message);
std::string encode_u64_le(uint64_t value);
// Throws std::invalid_argument naming the first metadata entry that is not valid UTF-8.
void check_metadata_to_save(const Metadata& metadata);

}  // namespace detail

}  // namespace dates::safetensors
