#include "dates/io/safetensors_format.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>

#include "dates/core/printable.h"
#include "dates/io/json_scanner.h"

// What the reader accepts is what the reference reader accepts: SafeTensors::read_metadata in
// safetensors/src/tensor.rs at commit 0051dd2957636e84d6ad6dad37cbdfb622ff4136 of
// github.com/safetensors/safetensors (formerly huggingface/safetensors), which deserializes the
// header with serde_json::from_str into
//
//   struct HashMetadata { #[serde(rename = "__metadata__")] metadata: Option<HashMap<String,
//                         String>>, #[serde(flatten)] tensors: HashMap<String, TensorInfo> }
//   struct TensorInfo { dtype: Dtype, shape: Vec<usize>, data_offsets: (usize, usize) }
//
// and then sorts the tensors by data_offsets and runs Metadata::validate. The rules, in the order
// a file meets them (tests/io/test_safetensors.cpp tests each; the tests of the rules this reader
// once had otherwise are named after the rule, and tests/fixtures/safetensors_reference holds
// files with the reference's verdicts):
//
//  R1  The file holds at least the 8-byte header length N (HeaderTooSmall).
//  R2  N <= 100'000'000 (MAX_HEADER_SIZE, HeaderTooLarge).
//  R3  8 + N <= file size (InvalidHeaderLength).
//  R4  The N header bytes are valid UTF-8 (str::from_utf8: no overlong forms, no surrogates,
//      nothing above U+10FFFF; NUL is valid).
//  R5  They are one JSON value with only JSON whitespace (space, tab, line feed, carriage return)
//      before and after it (serde_json's from_str and Deserializer::end). So leading whitespace is
//      valid, and a byte-order mark or NUL padding is not. The reference declares an
//      InvalidHeaderStart error ('{' first) but never enforced it and has dropped it; we follow.
//  R6  That value is an object (HashMetadata is deserialized as a map).
//  R7  JSON grammar as serde_json reads it (io/json_scanner.h reads it): no raw control character
//      (< U+0020) in a string; escapes \" \\ \/ \b \f \n \r \t \uXXXX only, surrogate escapes
//      paired (high then low); numbers -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? that are
//      finite as a double (1e400 is refused even in an ignored field: serde_json buffers every
//      value); no trailing comma.
//  R8  At most 127 nested arrays and objects, the header object included, anywhere in the header
//      (serde_json's recursion limit of 128, which buffered and ignored values count too).
//  R9  "__metadata__" is absent, null (Option::None), or an object of string values; a key
//      repeated inside it: the last value wins (HashMap::insert). "__metadata__" twice is refused
//      (serde's duplicate_field).
//  R10 Every other key names a tensor. A name given twice: the last entry wins (the flattened
//      HashMap's insert), though every entry must be a valid TensorInfo.
//  R11 An entry is an object with the fields dtype, shape and data_offsets, each exactly once
//      (a repeated one is serde's duplicate_field, a missing one missing_field); other fields are
//      ignored whatever JSON they hold (no deny_unknown_fields). Or it is an array of exactly
//      [dtype, shape, data_offsets]: serde deserializes a struct from a sequence too.
//  R12 dtype is one of kDtypes' names (case-sensitive): a string, or the single-key object
//      {"NAME": null} (serde's externally tagged form of a unit variant).
//  R13 shape is an array of integers in [0, 2^64 - 1] (usize): no sign, fraction or exponent;
//      -0 is refused (serde_json reads it as a float).
//  R14 data_offsets is an array of exactly two such integers.
//  R15 In the order of (begin, end): each tensor begins where the previous one ended, the first
//      at 0, and no tensor ends before it begins (InvalidOffset).
//  R16 The element count, the running product of the shape from 1, must not overflow 64 bits at
//      any step (ValidationOverflow): [0, 2^64 - 1] is valid, [2^32, 2^32, 0] is not. Then
//      elements * bits must not overflow, must be whole bytes (F4 and F6_* pack several
//      elements a byte: MisalignedSlice), and end - begin must be that many bytes
//      (TensorInvalidInfo).
//  R17 The last end is exactly the size of the data region: file size - 8 - N
//      (MetadataIncompleteBuffer; the reference's buffer_end + 8 + N cannot wrap to the file size,
//      as buffer_end < 2^64, and our subtraction cannot wrap either).
//
// Where the reference is lenient (R5 leading whitespace, R9 and R10 repeated keys, R11 unknown
// fields and the array form, R12 the object form, R16 huge dimensions of an empty tensor), a
// stricter reader would be safer against confusing files, but other writers' files must load
// here exactly when they load in PyTorch, so we follow the reference and say so where it happens.

namespace dates::safetensors {

// The format stores tensor elements little-endian and we copy them verbatim between the file and
// memory.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "safetensors I/O copies element bytes as they are and needs a little-endian host");

namespace detail {
namespace {

// The reference implementation's MAX_HEADER_SIZE: it bounds what a hostile file makes us allocate.
constexpr uint64_t kMaxHeaderLength = 100'000'000;

// The reference's Dtype enum at the commit above, in its order (increasing alignment); `written`:
// our writer writes it (no C64).
constexpr Dtype kDtypes[] = {
    {"BOOL", 8, true},         {"F4", 4, false},          {"F6_E2M3", 6, false},
    {"F6_E3M2", 6, false},     {"U8", 8, true},           {"I8", 8, true},
    {"F8_E5M2", 8, false},     {"F8_E4M3", 8, false},     {"F8_E8M0", 8, false},
    {"F8_E4M3FNUZ", 8, false}, {"F8_E5M2FNUZ", 8, false}, {"I16", 16, true},
    {"U16", 16, false},        {"F16", 16, true},         {"BF16", 16, true},
    {"I32", 32, true},         {"U32", 32, false},        {"F32", 32, true},
    {"C64", 64, false},        {"F64", 64, true},         {"I64", 64, true},
    {"U64", 64, false},
};

}  // namespace

const Dtype* dtype_named(std::string_view name) {
  for (const Dtype& dtype : kDtypes) {
    if (name == dtype.name) return &dtype;
  }
  return nullptr;
}

std::string dtype_names(bool written_only) {
  std::vector<std::string_view> names;
  for (const Dtype& dtype : kDtypes) {
    if (dtype.written || !written_only) names.emplace_back(dtype.name);
  }
  return fmt::format("{}", fmt::join(names, ", "));
}

// Returns the offset of the first byte that breaks UTF-8 (RFC 3629), as strict as Rust's
// str::from_utf8 in the reference.
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

// Text taken from a file, safe to print and short (see printable.h).
std::string shown(std::string_view text) {
  constexpr size_t kMaxShownCharacters = 48;
  return printable(text, kMaxShownCharacters);
}

std::string quote_name(std::string_view name) {
  return "'" + shown(name) + "'";
}

std::string describe_shape(const std::vector<uint64_t>& shape) {
  constexpr size_t kMaxShown = 8;
  if (shape.size() <= kMaxShown) return fmt::format("[{}]", fmt::join(shape, ", "));
  return fmt::format("[{}, ... ({} dimensions)]",
                     fmt::join(shape.begin(), shape.begin() + kMaxShown, ", "), shape.size());
}

[[noreturn]] void fail(const std::string& path, const std::string& message) {
  throw std::runtime_error(path + ": " + message);
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

namespace {

// Reads a header (valid UTF-8, R4) as serde_json reads it into HashMetadata (R5-R14), without
// building a document: each value is interpreted as it is parsed and ignored values are only
// checked. Every message names the file and, for JSON errors, the header offset.
class HeaderParser {
 public:
  HeaderParser(std::string_view text, const std::string& path)
      : json_(text, "the header"), path_(path) {}

  // JSON errors become "header is not valid JSON: ... at header offset N".
  std::vector<Entry> parse(Metadata& metadata);

 private:
  std::vector<Entry> parse_header_object(Metadata& metadata);
  Metadata parse_metadata();
  Entry parse_entry(const std::string& name);
  const Dtype* parse_dtype(const std::string& name);
  std::vector<uint64_t> parse_unsigned_array(const std::string& name, std::string_view field,
                                             std::optional<size_t> count,
                                             std::string_view expected_text);

  JsonScanner json_;
  const std::string& path_;
};

std::vector<Entry> HeaderParser::parse(Metadata& metadata) {
  try {
    return parse_header_object(metadata);
  } catch (const JsonSyntaxError& error) {
    fail(path_, fmt::format("header is not valid JSON: {} at header offset {}", error.description(),
                            error.offset()));
  }
}

std::vector<Entry> HeaderParser::parse_header_object(Metadata& metadata) {
  json_.skip_whitespace();  // R5: serde_json skips JSON whitespace before the value
  if (json_.at_end()) {
    fail(path_, json_.position() == 0 ? "header is not a JSON object: it is empty"
                                      : "header is not a JSON object: it holds only whitespace");
  }
  if (!json_.next_is('{')) {
    fail(path_,
         fmt::format("header is not a JSON object: it starts with {}", json_.found()));  // R6
  }
  // R10: a repeated tensor name replaces the earlier entry, as the reference's HashMap does.
  std::map<std::string, Entry> entries;
  bool metadata_seen = false;
  json_.parse_object([&](const std::string& key) {
    if (key == kMetadataKey) {
      if (metadata_seen) {
        fail(path_, fmt::format("header has a duplicate key \"{}\" (serde refuses a repeated "
                                "field)",
                                kMetadataKey));
      }
      metadata_seen = true;
      metadata = parse_metadata();
    } else {
      entries.insert_or_assign(key, parse_entry(key));
    }
  });
  json_.skip_whitespace();
  if (!json_.at_end()) {
    json_.syntax_error(
        fmt::format("{} after the header object (only JSON whitespace, that is space, "
                    "tab, line feed and carriage return, may follow it)",
                    json_.found()));
  }
  std::vector<Entry> result;
  result.reserve(entries.size());
  for (auto& named : entries) result.push_back(std::move(named.second));
  return result;
}

// R9.
Metadata HeaderParser::parse_metadata() {
  const size_t start = json_.position();
  if (json_.next_is('n')) {  // Option::None
    json_.parse_literal("null");
    return {};
  }
  if (!json_.next_is('{')) {
    json_.skip_value();
    fail(path_, fmt::format("{} is not an object of strings (found {})", kMetadataKey,
                            shown(json_.raw_from(start))));
  }
  Metadata metadata;
  json_.parse_object([&](const std::string& key) {
    const size_t value_start = json_.position();
    if (!json_.next_is('"')) {
      json_.skip_value();
      fail(path_, fmt::format("{} is not an object of strings: the value of {} is {}", kMetadataKey,
                              quote_name(key), shown(json_.raw_from(value_start))));
    }
    // A repeated key: the last value wins, as in the reference's HashMap.
    metadata.insert_or_assign(key, json_.parse_string());
  });
  return metadata;
}

// R11.
Entry HeaderParser::parse_entry(const std::string& name) {
  const size_t start = json_.position();
  Entry entry;
  entry.name = name;
  std::optional<std::vector<uint64_t>> shape;
  std::optional<std::vector<uint64_t>> offsets;
  const auto parse_shape = [&] {
    shape = parse_unsigned_array(name, "shape", std::nullopt, "an array of non-negative integers");
  };
  const auto parse_offsets = [&] {
    offsets =
        parse_unsigned_array(name, "data_offsets", 2, "an array of two non-negative integers");
  };
  if (json_.next_is('{')) {
    json_.parse_object([&](const std::string& field) {
      const bool repeated = (field == "dtype" && entry.dtype != nullptr) ||
                            (field == "shape" && shape) || (field == "data_offsets" && offsets);
      if (repeated) {
        fail(path_, fmt::format("header has a duplicate key \"{}\" in tensor {} (serde refuses a "
                                "repeated field)",
                                field, quote_name(name)));
      }
      if (field == "dtype") {
        entry.dtype = parse_dtype(name);
      } else if (field == "shape") {
        parse_shape();
      } else if (field == "data_offsets") {
        parse_offsets();
      } else {
        // Unknown fields are ignored, whatever they hold (the reference has no
        // deny_unknown_fields); refusing them would be stricter than PyTorch's loader.
        json_.skip_value();
      }
    });
    const char* missing = entry.dtype == nullptr ? "dtype"
                          : !shape               ? "shape"
                          : !offsets             ? "data_offsets"
                                                 : nullptr;
    if (missing != nullptr) {
      fail(path_, fmt::format("tensor {} has no {} (an entry needs dtype, shape and "
                              "data_offsets)",
                              quote_name(name), missing));
    }
  } else if (json_.next_is('[')) {
    // serde reads a struct from a sequence of its fields in order, so [dtype, shape, offsets] is
    // a valid entry (no writer we know emits it).
    size_t count = 0;
    json_.parse_array([&](size_t index) {
      count = index + 1;
      if (index == 0) {
        entry.dtype = parse_dtype(name);
      } else if (index == 1) {
        parse_shape();
      } else if (index == 2) {
        parse_offsets();
      } else {
        json_.skip_value();
      }
    });
    if (count != 3) {
      fail(path_, fmt::format("tensor {} is an array of {} elements, but an entry written as an "
                              "array holds exactly dtype, shape and data_offsets",
                              quote_name(name), count));
    }
  } else {
    json_.skip_value();
    fail(path_, fmt::format("entry {} is neither an object nor an array (found {})",
                            quote_name(name), shown(json_.raw_from(start))));
  }
  entry.shape = std::move(*shape);
  entry.begin = (*offsets)[0];
  entry.end = (*offsets)[1];
  return entry;
}

// R12.
const Dtype* HeaderParser::parse_dtype(const std::string& name) {
  const size_t start = json_.position();
  std::string dtype_name;
  bool well_formed = true;
  if (json_.next_is('"')) {
    dtype_name = json_.parse_string();
  } else if (json_.next_is('{')) {
    // serde's externally tagged form of a unit variant, {"F32": null}: one key, a null value.
    size_t members = 0;
    json_.parse_object([&](const std::string& key) {
      if (members++ == 0) dtype_name = key;
      if (json_.next_is('n')) {
        json_.parse_literal("null");
      } else {
        json_.skip_value();
        well_formed = false;
      }
    });
    well_formed = well_formed && members == 1;
  } else {
    json_.skip_value();
    well_formed = false;
  }
  const Dtype* dtype = well_formed ? dtype_named(dtype_name) : nullptr;
  if (dtype == nullptr) {
    fail(path_, fmt::format("tensor {} has unknown dtype {} (supported: {})", quote_name(name),
                            shown(json_.raw_from(start)), dtype_names(/*written_only=*/false)));
  }
  return dtype;
}

// R13 and R14: an array of integers serde_json hands a usize (`count` of them when given).
std::vector<uint64_t> HeaderParser::parse_unsigned_array(const std::string& name,
                                                         std::string_view field,
                                                         std::optional<size_t> count,
                                                         std::string_view expected_text) {
  const size_t start = json_.position();
  std::vector<uint64_t> values;
  bool valid = json_.next_is('[');
  if (valid) {
    json_.parse_array([&](size_t) {
      std::optional<uint64_t> value;
      if (json_.next_is_digit()) {
        value = json_.parse_number();
      } else {
        json_.skip_value();  // negative numbers, -0, strings, ...
      }
      if (value) {
        values.push_back(*value);
      } else {
        valid = false;
      }
    });
  } else {
    json_.skip_value();
  }
  if (!valid || (count && values.size() != *count)) {
    fail(path_, fmt::format("tensor {}: {} is not {} (found {})", quote_name(name), field,
                            expected_text, shown(json_.raw_from(start))));
  }
  return values;
}

// R16 for one tensor, after R15 placed it.
void check_byte_size(const Entry& entry, const std::string& path) {
  uint64_t elements = 1;
  for (const uint64_t dimension : entry.shape) {
    // The reference folds with checked_mul from 1 and stops at the first overflow, so a zero
    // dimension after an overflowing prefix does not save the shape, and one before it does.
    if (__builtin_mul_overflow(elements, dimension, &elements)) {
      fail(path, fmt::format("tensor {}: shape {} overflows 64-bit size arithmetic",
                             quote_name(entry.name), describe_shape(entry.shape)));
    }
  }
  uint64_t bits = 0;
  if (__builtin_mul_overflow(elements, entry.dtype->bits, &bits)) {
    fail(path, fmt::format("tensor {}: shape {} of {} overflows 64-bit size arithmetic",
                           quote_name(entry.name), describe_shape(entry.shape), entry.dtype->name));
  }
  if (bits % 8 != 0) {
    fail(path, fmt::format("tensor {} has {} elements of the {}-bit dtype {}, which do not fill "
                           "whole bytes",
                           quote_name(entry.name), elements, entry.dtype->bits, entry.dtype->name));
  }
  if (entry.end - entry.begin != bits / 8) {
    fail(path, fmt::format("tensor {} has {} bytes of data (data_offsets [{}, {}]) but shape {} "
                           "of {} needs {} bytes",
                           quote_name(entry.name), entry.end - entry.begin, entry.begin, entry.end,
                           describe_shape(entry.shape), entry.dtype->name, bits / 8));
  }
}

// R15-R17: sorts the entries by offsets (as the reference does; ties by name) and checks that
// they tile the data region exactly: from byte 0, without gaps or overlaps, up to its last byte.
void check_layout(std::vector<Entry>& entries, uint64_t data_region_size, const std::string& path) {
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return std::tie(a.begin, a.end, a.name) < std::tie(b.begin, b.end, b.name);
  });
  uint64_t previous_end = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    const Entry& entry = entries[i];
    if (entry.end < entry.begin) {
      fail(path, fmt::format("tensor {}: data_offsets begin {} is after their end {}",
                             quote_name(entry.name), entry.begin, entry.end));
    }
    if (entry.begin != previous_end) {
      fail(path, i == 0 ? fmt::format("tensor {} starts at byte {} but the first tensor must "
                                      "start at byte 0",
                                      quote_name(entry.name), entry.begin)
                        : fmt::format("tensor {} starts at byte {} but the previous tensor ends "
                                      "at byte {}",
                                      quote_name(entry.name), entry.begin, previous_end));
    }
    previous_end = entry.end;
    check_byte_size(entry, path);
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
  if (const auto offset = first_invalid_utf8_byte(text)) {  // R4
    fail(path, fmt::format("header is not valid UTF-8: byte 0x{:02X} at header offset {}",
                           static_cast<unsigned char>(text[*offset]), *offset));
  }
  Header header;
  header.entries = HeaderParser(text, path).parse(header.metadata);
  check_layout(header.entries, data_region_size, path);
  return header;
}

}  // namespace

std::ifstream open_for_reading(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(path, fmt::format("cannot open: {}", std::strerror(errno)));
  return in;
}

// Reads and validates the header (R1-R17), leaving `in` at the first byte of the data region.
Header read_header(std::istream& in, const std::string& path) {
  in.seekg(0, std::ios::end);
  const std::streamoff end = in.tellg();
  if (end < 0) fail(path, "cannot determine the file size");
  const uint64_t file_size = static_cast<uint64_t>(end);
  in.seekg(0);
  if (file_size < kHeaderLengthBytes) {  // R1
    fail(path, fmt::format("file is {} bytes, shorter than the {}-byte header length", file_size,
                           kHeaderLengthBytes));
  }
  unsigned char length_bytes[kHeaderLengthBytes];
  if (!in.read(reinterpret_cast<char*>(length_bytes), kHeaderLengthBytes)) {
    fail(path, "cannot read the header length");
  }
  const uint64_t header_length = decode_u64_le(length_bytes);
  // A text file (a YAML config, a TSV) given where a checkpoint belongs reads as an absurd
  // header length: say what the file begins with instead of only the number.
  const auto text_hint = [&] {
    const bool text =
        std::all_of(std::begin(length_bytes), std::end(length_bytes), [](unsigned char c) {
          return c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7F);
        });
    return text ? fmt::format(
                      "; the file begins with text ('{}'): it is not a safetensors file (a config "
                      "or data file given as a checkpoint?)",
                      printable(std::string_view(reinterpret_cast<const char*>(length_bytes),
                                                 kHeaderLengthBytes)))
                : std::string();
  };
  if (header_length > kMaxHeaderLength) {  // R2
    fail(path, fmt::format("header length {} exceeds the {}-byte limit{}", header_length,
                           kMaxHeaderLength, text_hint()));
  }
  if (header_length > file_size - kHeaderLengthBytes) {  // R3
    fail(path, fmt::format("header length {} runs past the end of the file ({} bytes){}",
                           header_length, file_size, text_hint()));
  }
  std::string text(header_length, '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(header_length))) {
    fail(path, "cannot read the header");
  }
  return parse_header(text, file_size - kHeaderLengthBytes - header_length, path);
}

void check_metadata_to_save(const Metadata& metadata) {
  for (const auto& [key, value] : metadata) {
    if (first_invalid_utf8_byte(key) || first_invalid_utf8_byte(value)) {
      throw std::invalid_argument(
          fmt::format("safetensors: metadata entry {} is not valid UTF-8", quote_name(key)));
    }
  }
}

}  // namespace detail

using namespace detail;

std::vector<TensorInfo> inspect(const std::string& path, Metadata* metadata) {
  std::ifstream in = open_for_reading(path);
  Header header = read_header(in, path);
  std::vector<TensorInfo> infos;
  for (Entry& entry : header.entries) {
    infos.push_back(TensorInfo{std::move(entry.name), entry.dtype->name, std::move(entry.shape)});
  }
  if (metadata != nullptr) *metadata = std::move(header.metadata);
  return infos;
}

std::string with_metadata(const std::string& contents, const Metadata& changes,
                          const std::string& path) {
  check_metadata_to_save(changes);
  std::istringstream in(contents);
  Header header = read_header(in, path);
  const auto data_begin = static_cast<size_t>(in.tellg());
  Metadata metadata = std::move(header.metadata);
  for (const auto& [key, value] : changes) metadata[key] = value;
  nlohmann::ordered_json json = nlohmann::ordered_json::object();
  if (!metadata.empty()) json[std::string(kMetadataKey)] = metadata;
  for (const Entry& entry : header.entries) {
    json[entry.name] = {{"dtype", entry.dtype->name},
                        {"shape", entry.shape},
                        {"data_offsets", {entry.begin, entry.end}}};
  }
  std::string text = json.dump();
  text.append((kHeaderLengthBytes - text.size() % kHeaderLengthBytes) % kHeaderLengthBytes, ' ');
  std::string result = encode_u64_le(text.size());
  result.reserve(result.size() + text.size() + contents.size() - data_begin);
  result += text;
  result.append(contents, data_begin, std::string::npos);
  return result;
}

const FloatTensor& FloatFile::find(const std::string& name, const std::string& path) const {
  for (const auto& tensor : tensors) {
    if (tensor.name == name) return tensor;
  }
  fail(path, fmt::format("no tensor named {} ({} tensors in the file)", quote_name(name),
                         tensors.size()));
}

FloatFile load_float32(const std::string& path) {
  std::ifstream in = open_for_reading(path);
  Header header = read_header(in, path);
  FloatFile file;
  file.metadata = std::move(header.metadata);
  for (const Entry& entry : header.entries) {  // every dtype checked before any data is read
    if (std::string_view(entry.dtype->name) != "F32") {
      fail(path, fmt::format("tensor {} has dtype {}; the inference runtime reads F32 only",
                             quote_name(entry.name), entry.dtype->name));
    }
  }
  // The entries tile the data region in order (check_layout): one sequential pass.
  for (Entry& entry : header.entries) {
    FloatTensor tensor;
    tensor.name = std::move(entry.name);
    tensor.shape = std::move(entry.shape);
    tensor.values.resize((entry.end - entry.begin) / sizeof(float));
    const auto bytes = static_cast<std::streamsize>(entry.end - entry.begin);
    if (bytes > 0 && !in.read(reinterpret_cast<char*>(tensor.values.data()), bytes)) {
      fail(path, fmt::format("cannot read the data of tensor {}", quote_name(tensor.name)));
    }
    file.tensors.push_back(std::move(tensor));
  }
  return file;
}

}  // namespace dates::safetensors
