#include "dates/safetensors.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>
#include <tuple>

#include "dates/atomic_file.h"

namespace dates::safetensors {
namespace {

// The format stores tensor elements little-endian and we copy them verbatim between the file and
// tensor memory.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "safetensors I/O copies element bytes as they are and needs a little-endian host");

using Json = nlohmann::json;

constexpr uint64_t kHeaderLengthBytes = 8;
// The reference implementation's MAX_HEADER_SIZE: it bounds what a hostile file makes us allocate.
constexpr uint64_t kMaxHeaderLength = 100'000'000;
constexpr const char* kMetadataKey = "__metadata__";
constexpr uint64_t kMaxInt64 = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());

struct Dtype {
  const char* name;
  torch::ScalarType type;
};

// The reference dtypes that LibTorch 1.13 can represent (it has no U16, U32, U64 or F8 types).
constexpr Dtype kDtypes[] = {
    {"F64", torch::kFloat64},   {"F32", torch::kFloat32}, {"F16", torch::kFloat16},
    {"BF16", torch::kBFloat16}, {"I64", torch::kInt64},   {"I32", torch::kInt32},
    {"I16", torch::kInt16},     {"I8", torch::kInt8},     {"U8", torch::kUInt8},
    {"BOOL", torch::kBool},
};

const Dtype* dtype_named(std::string_view name) {
  for (const Dtype& dtype : kDtypes) {
    if (name == dtype.name) return &dtype;
  }
  return nullptr;
}

const Dtype* dtype_of(torch::ScalarType type) {
  for (const Dtype& dtype : kDtypes) {
    if (type == dtype.type) return &dtype;
  }
  return nullptr;
}

std::string supported_dtype_names() {
  std::vector<std::string_view> names;
  for (const Dtype& dtype : kDtypes) names.emplace_back(dtype.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

uint64_t element_size(const Dtype& dtype) {
  return c10::elementSize(dtype.type);
}

// Returns the offset of the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), as strict as Rust's str::from_utf8 in the reference.
std::optional<size_t> first_invalid_utf8_byte(std::string_view text) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char lead = byte(i);
    size_t length = 0;
    unsigned char second_min = 0x80;
    unsigned char second_max = 0xBF;
    if (lead < 0x80) {
      length = 1;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      if (lead == 0xE0) second_min = 0xA0;  // overlong below U+0800
      if (lead == 0xED) second_max = 0x9F;  // UTF-16 surrogates U+D800..U+DFFF
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      if (lead == 0xF0) second_min = 0x90;  // overlong below U+10000
      if (lead == 0xF4) second_max = 0x8F;  // above U+10FFFF
    } else {
      return i;
    }
    for (size_t k = 1; k < length; ++k) {
      if (i + k >= text.size()) return i;  // the header ends inside this sequence
      const unsigned char low = k == 1 ? second_min : 0x80;
      const unsigned char high = k == 1 ? second_max : 0xBF;
      if (byte(i + k) < low || byte(i + k) > high) return i + k;
    }
    i += length;
  }
  return std::nullopt;
}

[[noreturn]] void fail(const std::string& path, const std::string& message) {
  throw std::runtime_error(path + ": " + message);
}

// A JSON value as it appears in the header, shortened so a huge value cannot flood a message.
std::string describe(const Json& value) {
  constexpr size_t kMaxShown = 60;
  std::string text = value.dump();
  if (text.size() > kMaxShown) {
    size_t cut = kMaxShown;
    while ((static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // keep UTF-8 whole
    text = text.substr(0, cut) + "...";
  }
  return text;
}

std::string describe_keys(const Json& object) {
  std::vector<std::string> keys;
  for (const auto& item : object.items()) keys.push_back(item.key());
  return keys.empty() ? "no keys" : fmt::format("{}", fmt::join(keys, ", "));
}

std::string describe_shape(const std::vector<uint64_t>& shape) {
  return fmt::format("[{}]", fmt::join(shape, ", "));
}

uint64_t decode_u64_le(const unsigned char* bytes) {
  uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = (value << 8) | bytes[i];
  return value;
}

std::string encode_u64_le(uint64_t value) {
  std::string bytes(kHeaderLengthBytes, '\0');
  for (size_t i = 0; i < kHeaderLengthBytes; ++i) {
    bytes[i] = static_cast<char>((value >> (8 * i)) & 0xFF);
  }
  return bytes;
}

// One tensor of a header, validated on its own (layout is checked across entries later).
struct Entry {
  std::string name;
  const Dtype* dtype;
  std::vector<int64_t> shape;
  uint64_t begin;
  uint64_t end;
};

struct Header {
  std::vector<Entry> entries;  // sorted by data offsets
  Metadata metadata;
};

Json parse_header_json(const std::string& text, const std::string& path) {
  if (text.empty() || text.front() != '{') {
    // The reference declares this rule (InvalidHeaderStart) but does not enforce it yet, so we are
    // stricter about leading whitespace, which no writer emits. It also rules out a byte-order
    // mark, which nlohmann would skip but serde_json rejects.
    const unsigned char first = text.empty() ? 0 : static_cast<unsigned char>(text.front());
    const std::string found = text.empty() ? "it is empty"
                              : std::isprint(first)
                                  ? fmt::format("it starts with '{}'", text.front())
                                  : fmt::format("it starts with byte 0x{:02X}", first);
    fail(path, fmt::format("header is not a JSON object: {}", found));
  }
  // nlohmann keeps the last of repeated keys without a word; serde (the reference) rejects a
  // repeated field inside an entry, and a repeated tensor name is ambiguous, so refuse any repeat.
  std::vector<std::set<std::string>> keys_of_open_objects;
  const auto reject_repeated_keys = [&](int /*depth*/, Json::parse_event_t event, Json& parsed) {
    if (event == Json::parse_event_t::object_start) {
      keys_of_open_objects.emplace_back();
    } else if (event == Json::parse_event_t::object_end) {
      keys_of_open_objects.pop_back();
    } else if (event == Json::parse_event_t::key &&
               !keys_of_open_objects.back().insert(parsed.get<std::string>()).second) {
      fail(path, fmt::format("header has a duplicate key {}", describe(parsed)));
    }
    return true;
  };
  try {
    return Json::parse(text, reject_repeated_keys);
  } catch (const Json::exception& error) {
    fail(path, fmt::format("header is not valid JSON: {}", error.what()));
  }
}

Metadata parse_metadata(const Json& value, const std::string& path) {
  if (!value.is_object()) {
    fail(path,
         fmt::format("{} is not an object of strings (found {})", kMetadataKey, describe(value)));
  }
  Metadata metadata;
  for (const auto& item : value.items()) {
    if (!item.value().is_string()) {
      fail(path, fmt::format("{} is not an object of strings: the value of '{}' is {}",
                             kMetadataKey, item.key(), describe(item.value())));
    }
    metadata.emplace(item.key(), item.value().get<std::string>());
  }
  return metadata;
}

const Dtype& parse_dtype(const std::string& name, const Json& value, const std::string& path) {
  const Dtype* dtype = value.is_string() ? dtype_named(value.get<std::string>()) : nullptr;
  if (dtype == nullptr) {
    fail(path, fmt::format("tensor '{}' has unknown dtype {} (supported: {})", name,
                           describe(value), supported_dtype_names()));
  }
  return *dtype;
}

std::vector<uint64_t> parse_shape(const std::string& name, const Json& value,
                                  const std::string& path) {
  const bool valid = value.is_array() && std::all_of(value.begin(), value.end(), [](const Json& d) {
                       return d.is_number_unsigned();
                     });
  if (!valid) {
    fail(path, fmt::format("tensor '{}': shape is not an array of non-negative integers (found {})",
                           name, describe(value)));
  }
  return value.get<std::vector<uint64_t>>();
}

std::pair<uint64_t, uint64_t> parse_data_offsets(const std::string& name, const Json& value,
                                                 const std::string& path) {
  if (!value.is_array() || value.size() != 2 || !value[0].is_number_unsigned() ||
      !value[1].is_number_unsigned()) {
    fail(path,
         fmt::format(
             "tensor '{}': data_offsets is not an array of two non-negative integers (found {})",
             name, describe(value)));
  }
  const uint64_t begin = value[0].get<uint64_t>();
  const uint64_t end = value[1].get<uint64_t>();
  if (begin > end) {
    fail(path,
         fmt::format("tensor '{}': data_offsets begin {} is after their end {}", name, begin, end));
  }
  return {begin, end};
}

// Torch computes strides by multiplying every extent (a zero counting as one), so that product in
// bytes must fit int64_t even for an empty tensor. Every running product the reference checks for
// overflow is bounded by this one, so its rule is enforced too. Returns the byte size.
uint64_t checked_byte_size(const std::string& name, const Dtype& dtype,
                           const std::vector<uint64_t>& shape, const std::string& path) {
  uint64_t extent_bytes = element_size(dtype);
  uint64_t byte_size = element_size(dtype);
  for (const uint64_t dimension : shape) {
    if (__builtin_mul_overflow(extent_bytes, std::max<uint64_t>(dimension, 1), &extent_bytes) ||
        extent_bytes > kMaxInt64) {
      fail(path, fmt::format("tensor '{}': shape {} overflows 64-bit size arithmetic", name,
                             describe_shape(shape)));
    }
    byte_size *= dimension;  // cannot overflow: bounded by extent_bytes
  }
  return byte_size;
}

Entry parse_entry(const std::string& name, const Json& value, const std::string& path) {
  if (!value.is_object()) {
    fail(path, fmt::format("entry '{}' is not an object (found {})", name, describe(value)));
  }
  if (value.size() != 3 || !value.contains("dtype") || !value.contains("shape") ||
      !value.contains("data_offsets")) {
    fail(path, fmt::format(
                   "entry '{}' must have exactly the keys dtype, shape and data_offsets (found {})",
                   name, describe_keys(value)));
  }
  const Dtype& dtype = parse_dtype(name, value["dtype"], path);
  const std::vector<uint64_t> shape = parse_shape(name, value["shape"], path);
  const auto [begin, end] = parse_data_offsets(name, value["data_offsets"], path);
  const uint64_t byte_size = checked_byte_size(name, dtype, shape, path);
  if (end - begin != byte_size) {
    fail(path,
         fmt::format("tensor '{}' has {} bytes of data (data_offsets [{}, {}]) but shape {} "
                     "of {} needs {} bytes",
                     name, end - begin, begin, end, describe_shape(shape), dtype.name, byte_size));
  }
  // checked_byte_size bounds every dimension by int64_t.
  return Entry{name, &dtype, std::vector<int64_t>(shape.begin(), shape.end()), begin, end};
}

// Sorts the entries by offsets (as the reference does) and checks that they tile the data region
// exactly: from byte 0, without gaps or overlaps, up to its last byte.
void check_layout(std::vector<Entry>& entries, uint64_t data_region_size, const std::string& path) {
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return std::tie(a.begin, a.end, a.name) < std::tie(b.begin, b.end, b.name);
  });
  uint64_t previous_end = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    const Entry& entry = entries[i];
    if (entry.begin != previous_end) {
      fail(path, i == 0 ? fmt::format("tensor '{}' starts at byte {} but the first tensor must "
                                      "start at byte 0",
                                      entry.name, entry.begin)
                        : fmt::format("tensor '{}' starts at byte {} but the previous tensor ends "
                                      "at byte {}",
                                      entry.name, entry.begin, previous_end));
    }
    previous_end = entry.end;
  }
  if (previous_end < data_region_size) {
    fail(path, fmt::format("{} bytes left over after the last tensor: the tensors end at byte {} "
                           "of a {}-byte data region",
                           data_region_size - previous_end, previous_end, data_region_size));
  }
  if (previous_end > data_region_size) {
    fail(path, fmt::format("data region too short: the tensors end at byte {} but only {} bytes "
                           "follow the header",
                           previous_end, data_region_size));
  }
}

Header parse_header(const std::string& text, uint64_t data_region_size, const std::string& path) {
  if (const auto offset = first_invalid_utf8_byte(text)) {
    fail(path, fmt::format("header is not valid UTF-8: byte 0x{:02X} at header offset {}",
                           static_cast<unsigned char>(text[*offset]), *offset));
  }
  const Json json = parse_header_json(text, path);
  Header header;
  for (const auto& item : json.items()) {
    if (item.key() == kMetadataKey) {
      header.metadata = parse_metadata(item.value(), path);
    } else {
      header.entries.push_back(parse_entry(item.key(), item.value(), path));
    }
  }
  check_layout(header.entries, data_region_size, path);
  return header;
}

std::ifstream open_for_reading(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(path, fmt::format("cannot open: {}", std::strerror(errno)));
  return in;
}

// Reads and validates the header, leaving `in` at the first byte of the data region.
Header read_header(std::ifstream& in, const std::string& path) {
  in.seekg(0, std::ios::end);
  const uint64_t file_size = static_cast<uint64_t>(in.tellg());
  in.seekg(0);
  if (file_size < kHeaderLengthBytes) {
    fail(path, fmt::format("file is {} bytes, shorter than the {}-byte header length", file_size,
                           kHeaderLengthBytes));
  }
  unsigned char length_bytes[kHeaderLengthBytes];
  if (!in.read(reinterpret_cast<char*>(length_bytes), kHeaderLengthBytes)) {
    fail(path, "cannot read the header length");
  }
  const uint64_t header_length = decode_u64_le(length_bytes);
  if (header_length > kMaxHeaderLength) {
    fail(path, fmt::format("header length {} exceeds the {}-byte limit", header_length,
                           kMaxHeaderLength));
  }
  if (header_length > file_size - kHeaderLengthBytes) {
    fail(path, fmt::format("header length {} runs past the end of the file ({} bytes)",
                           header_length, file_size));
  }
  std::string text(header_length, '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(header_length))) {
    fail(path, "cannot read the header");
  }
  return parse_header(text, file_size - kHeaderLengthBytes - header_length, path);
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
        fmt::format("safetensors: tensor name '{}' is not valid UTF-8", name));
  }
  if (!names_so_far.insert(name).second) {
    throw std::invalid_argument(fmt::format("safetensors: duplicate tensor name '{}'", name));
  }
  if (!tensor.defined()) {
    throw std::invalid_argument(fmt::format("safetensors: tensor '{}' is undefined", name));
  }
  if (dtype_of(tensor.scalar_type()) == nullptr) {
    throw std::invalid_argument(
        fmt::format("safetensors: tensor '{}' has unsupported dtype {} (supported: {})", name,
                    c10::toString(tensor.scalar_type()), supported_dtype_names()));
  }
}

void check_metadata_to_save(const Metadata& metadata) {
  for (const auto& [key, value] : metadata) {
    if (first_invalid_utf8_byte(key) || first_invalid_utf8_byte(value)) {
      throw std::invalid_argument(
          fmt::format("safetensors: metadata entry '{}' is not valid UTF-8", key));
    }
  }
}

// The header of `tensors` laid out contiguously in the order given, padded with spaces to a
// multiple of 8 bytes so that the data region starts aligned (as the reference writer does).
std::string header_for(const NamedTensors& tensors, const Metadata& metadata) {
  nlohmann::ordered_json header = nlohmann::ordered_json::object();
  if (!metadata.empty()) header[kMetadataKey] = metadata;
  uint64_t offset = 0;
  for (const auto& [name, tensor] : tensors) {
    const uint64_t byte_size = tensor.numel() * tensor.element_size();
    header[name] = {{"dtype", dtype_of(tensor.scalar_type())->name},
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
  // The entries tile the data region in order, so one sequential pass reads every tensor straight
  // into memory it owns (no intermediate buffer, no alignment concerns).
  for (const Entry& entry : header.entries) {
    torch::Tensor tensor =
        torch::empty(entry.shape, torch::TensorOptions().dtype(entry.dtype->type));
    const uint64_t byte_size = entry.end - entry.begin;
    if (byte_size > 0 &&
        !in.read(static_cast<char*>(tensor.data_ptr()), static_cast<std::streamsize>(byte_size))) {
      fail(path, fmt::format("cannot read the data of tensor '{}'", entry.name));
    }
    file.tensors.emplace_back(entry.name, std::move(tensor));
  }
  return file;
}

std::vector<TensorInfo> inspect(const std::string& path, Metadata* metadata) {
  std::ifstream in = open_for_reading(path);
  Header header = read_header(in, path);
  std::vector<TensorInfo> infos;
  for (const Entry& entry : header.entries) {
    infos.push_back(TensorInfo{entry.name, entry.dtype->name, entry.shape});
  }
  if (metadata != nullptr) *metadata = std::move(header.metadata);
  return infos;
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
    std::vector<std::string_view> names;
    for (const auto& named : file.tensors) names.emplace_back(named.first);
    available = fmt::format("available: {}", fmt::join(names, ", "));
  } else {
    available = fmt::format("the file holds {} tensors", file.tensors.size());
  }
  throw std::runtime_error(
      fmt::format("{}: no tensor named '{}' ({})", path_for_errors, name, available));
}

}  // namespace dates::safetensors
