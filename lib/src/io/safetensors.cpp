#include "dates/io/safetensors.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "dates/io/atomic_file.h"

// The rules of the format: lib/src/io/safetensors_format.cpp. This file maps its dtypes to
// LibTorch's and moves tensors between files and LibTorch.

namespace dates::safetensors {
namespace {

using namespace detail;

constexpr uint64_t kMaxInt64 = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());

// The dtypes LibTorch 1.13 can hold; the others (U16, U32, U64, F8_*, F4, F6_*) it cannot.
struct TorchDtype {
  const char* name;
  torch::ScalarType type;
};
constexpr TorchDtype kTorchDtypes[] = {
    {"BOOL", torch::kBool},   {"U8", torch::kUInt8},    {"I8", torch::kInt8},
    {"I16", torch::kInt16},   {"F16", torch::kFloat16}, {"BF16", torch::kBFloat16},
    {"I32", torch::kInt32},   {"F32", torch::kFloat32}, {"C64", torch::kComplexFloat},
    {"F64", torch::kFloat64}, {"I64", torch::kInt64},
};

std::optional<torch::ScalarType> torch_type_of(const Dtype& dtype) {
  for (const auto& known : kTorchDtypes) {
    if (std::string_view(known.name) == dtype.name) return known.type;
  }
  return std::nullopt;
}

const Dtype* written_dtype_of(torch::ScalarType type) {
  for (const auto& known : kTorchDtypes) {
    const Dtype* dtype = dtype_named(known.name);
    if (known.type == type && dtype != nullptr && dtype->written) return dtype;
  }
  return nullptr;
}

// The sizes LibTorch gives `entry`, or a message naming what it cannot represent. Torch computes
// contiguous strides as the product of every later dimension (a zero counting as one) in int64,
// so that product must fit even for a tensor without elements.
std::vector<int64_t> torch_sizes(const Entry& entry, const std::string& path) {
  if (!torch_type_of(*entry.dtype)) {
    fail(path, fmt::format("tensor {} has dtype {}, which LibTorch 1.13 cannot represent (the "
                           "file is valid and inspect lists it, but load cannot materialise it)",
                           quote_name(entry.name), entry.dtype->name));
  }
  std::vector<int64_t> sizes;
  uint64_t extent = 1;
  for (const uint64_t dimension : entry.shape) {
    if (dimension > kMaxInt64 ||
        __builtin_mul_overflow(extent, std::max<uint64_t>(dimension, 1), &extent) ||
        extent > kMaxInt64) {
      fail(path, fmt::format("tensor {} has shape {}, which LibTorch cannot represent: its "
                             "dimensions (zeros counting as one) multiply beyond int64 (the file "
                             "is valid and inspect lists it, but load cannot materialise it)",
                             quote_name(entry.name), describe_shape(entry.shape)));
    }
    sizes.push_back(static_cast<int64_t>(dimension));
  }
  return sizes;
}

// Throws std::invalid_argument when `tensor` cannot be written under `name`.
void check_tensor_to_save(const std::string& name, const torch::Tensor& tensor,
                          std::set<std::string_view>& names_so_far) {
  if (name.empty()) throw std::invalid_argument("safetensors: a tensor name is empty");
  if (name == kMetadataKey) {
    throw std::invalid_argument(
        fmt::format("safetensors: '{}' is reserved and cannot name a tensor", kMetadataKey));
  }
  if (first_invalid_utf8_byte(name)) {
    throw std::invalid_argument(
        fmt::format("safetensors: tensor name {} is not valid UTF-8", quote_name(name)));
  }
  if (!names_so_far.insert(name).second) {
    throw std::invalid_argument(
        fmt::format("safetensors: duplicate tensor name {}", quote_name(name)));
  }
  if (!tensor.defined()) {
    throw std::invalid_argument(
        fmt::format("safetensors: tensor {} is undefined", quote_name(name)));
  }
  if (written_dtype_of(tensor.scalar_type()) == nullptr) {
    throw std::invalid_argument(fmt::format(
        "safetensors: tensor {} has unsupported dtype {} (supported: {})", quote_name(name),
        c10::toString(tensor.scalar_type()), dtype_names(/*written_only=*/true)));
  }
}

// The header of `tensors` laid out contiguously in the order given, padded with spaces to a
// multiple of 8 bytes so that the data region starts aligned (as the reference writer does).
std::string header_for(const NamedTensors& tensors, const Metadata& metadata) {
  nlohmann::ordered_json header = nlohmann::ordered_json::object();
  if (!metadata.empty()) header[std::string(kMetadataKey)] = metadata;
  uint64_t offset = 0;
  for (const auto& [name, tensor] : tensors) {
    const uint64_t byte_size = tensor.numel() * tensor.element_size();
    header[name] = {{"dtype", written_dtype_of(tensor.scalar_type())->name},
                    {"shape", tensor.sizes().vec()},
                    {"data_offsets", {offset, offset + byte_size}}};
    offset += byte_size;
  }
  std::string text = header.dump();
  text.append((kHeaderLengthBytes - text.size() % kHeaderLengthBytes) % kHeaderLengthBytes, ' ');
  return text;
}

}  // namespace

void save(const std::string& path, const NamedTensors& tensors, const Metadata& metadata) {
  std::set<std::string_view> names_so_far;
  for (const auto& [name, tensor] : tensors) check_tensor_to_save(name, tensor, names_so_far);
  check_metadata_to_save(metadata);
  const std::string header = header_for(tensors, metadata);
  write_file_atomically(path, [&](std::ostream& out) {
    out << encode_u64_le(header.size()) << header;
    for (const auto& named : tensors) {
      // One tensor at a time, so a device-resident checkpoint is never copied whole to the host.
      const torch::Tensor cpu = named.second.to(torch::kCPU).contiguous();
      out.write(static_cast<const char*>(cpu.data_ptr()),
                static_cast<std::streamsize>(cpu.nbytes()));
    }
  });
}

File load(const std::string& path) {
  std::ifstream in = open_for_reading(path);
  Header header = read_header(in, path);
  File file;
  file.metadata = std::move(header.metadata);
  // Every tensor is checked before any memory is allocated for the data.
  std::vector<std::vector<int64_t>> sizes;
  for (const Entry& entry : header.entries) sizes.push_back(torch_sizes(entry, path));
  // The entries tile the data region in order, so one sequential pass reads every tensor straight
  // into memory it owns (no intermediate buffer, no alignment concerns).
  for (size_t i = 0; i < header.entries.size(); ++i) {
    const Entry& entry = header.entries[i];
    torch::Tensor tensor =
        torch::empty(sizes[i], torch::TensorOptions().dtype(*torch_type_of(*entry.dtype)));
    const uint64_t byte_size = entry.end - entry.begin;
    if (byte_size > 0 &&
        !in.read(static_cast<char*>(tensor.data_ptr()), static_cast<std::streamsize>(byte_size))) {
      fail(path, fmt::format("cannot read the data of tensor {}", quote_name(entry.name)));
    }
    file.tensors.emplace_back(entry.name, std::move(tensor));
  }
  return file;
}

const torch::Tensor& find(const File& file, const std::string& name,
                          const std::string& path_for_errors) {
  for (const auto& [tensor_name, tensor] : file.tensors) {
    if (tensor_name == name) return tensor;
  }
  constexpr size_t kMaxNamesListed = 10;
  std::string available;
  if (file.tensors.empty()) {
    available = "the file holds no tensors";
  } else if (file.tensors.size() <= kMaxNamesListed) {
    std::vector<std::string> names;
    for (const auto& named : file.tensors) names.push_back(shown(named.first));
    available = fmt::format("available: {}", fmt::join(names, ", "));
  } else {
    available = fmt::format("the file holds {} tensors", file.tensors.size());
  }
  throw std::runtime_error(
      fmt::format("{}: no tensor named {} ({})", path_for_errors, quote_name(name), available));
}

}  // namespace dates::safetensors
