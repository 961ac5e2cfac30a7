#include "dates/safetensors.h"

#include <unistd.h>

#include <torch/torch.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/atomic_file.h"

namespace st = dates::safetensors;
namespace fs = std::filesystem;
using Catch::Contains;
using Catch::StartsWith;

namespace {

// A fresh directory under the system temporary directory, removed with its contents.
class TempDir {
 public:
  TempDir() {
    static int created = 0;
    path_ = fs::temp_directory_path() / ("dates-test-safetensors-" + std::to_string(::getpid()) +
                                         "-" + std::to_string(created++));
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string file(const std::string& name) const { return (path_ / name).string(); }

  std::vector<std::string> file_names() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(path_)) {
      names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
  }

 private:
  fs::path path_;
};

std::string bytes(std::initializer_list<int> values) {
  std::string result;
  for (const int value : values) result.push_back(static_cast<char>(value));
  return result;
}

std::string u64_le(uint64_t value) {
  std::string result;
  for (int i = 0; i < 8; ++i) result.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
  return result;
}

// A whole file as the format lays it out: u64 header length, header, data region.
std::string file_bytes(const std::string& header, const std::string& data = "") {
  return u64_le(header.size()) + header + data;
}

// Pads a header with spaces to a multiple of 8 bytes, as both writers do.
std::string padded(std::string header) {
  header.append((8 - header.size() % 8) % 8, ' ');
  return header;
}

// Both readers must refuse `contents` with a message that starts with the path and names `rule`.
void require_rejected(const std::string& contents, const std::string& rule) {
  TempDir dir;
  const std::string path = dir.file("bad.safetensors");
  dates::write_file_atomically(path, contents);
  REQUIRE_THROWS_AS(st::load(path), std::runtime_error);
  REQUIRE_THROWS_WITH(st::load(path), StartsWith(path + ": ") && Contains(rule));
  REQUIRE_THROWS_WITH(st::inspect(path), StartsWith(path + ": ") && Contains(rule));
}

// Values each dtype holds exactly, negative ones where it has them.
torch::Tensor sample(torch::ScalarType dtype) {
  if (dtype == torch::kBool) return torch::tensor({1, 0, 0, 1, 1, 0}).to(dtype).reshape({2, 3});
  if (dtype == torch::kUInt8)
    return torch::tensor({0, 1, 2, 100, 200, 255}).to(dtype).reshape({2, 3});
  if (torch::isFloatingType(dtype)) {
    return torch::tensor({-3.5, 0.25, 1.0, 2.0, 100.0, 7.75}).to(dtype).reshape({2, 3});
  }
  return torch::tensor({-3, 0, 1, 2, 100, 7}).to(dtype).reshape({2, 3});
}

void require_same(const st::NamedTensors& actual, const st::NamedTensors& expected) {
  REQUIRE(actual.size() == expected.size());
  for (size_t i = 0; i < actual.size(); ++i) {
    INFO("tensor " << expected[i].first);
    CHECK(actual[i].first == expected[i].first);
    CHECK(actual[i].second.scalar_type() == expected[i].second.scalar_type());
    CHECK(actual[i].second.sizes() == expected[i].second.sizes());
    CHECK(actual[i].second.device() == torch::kCPU);
    CHECK(actual[i].second.is_contiguous());
    CHECK(torch::equal(actual[i].second, expected[i].second));
  }
}

// The format's dtype names, written out independently of the library's table.
const std::vector<std::pair<std::string, torch::ScalarType>> kDtypeNames = {
    {"F32", torch::kFloat32},   {"F64", torch::kFloat64}, {"I64", torch::kInt64},
    {"I32", torch::kInt32},     {"I16", torch::kInt16},   {"I8", torch::kInt8},
    {"U8", torch::kUInt8},      {"BOOL", torch::kBool},   {"F16", torch::kFloat16},
    {"BF16", torch::kBFloat16},
};

}  // namespace

// ---------------------------------------------------------------------------------------------
// Writing and round trips

TEST_CASE("save and load round-trip every dtype including scalars and empty tensors",
          "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  st::NamedTensors tensors;
  for (const auto& [name, dtype] : kDtypeNames) {
    const torch::Tensor matrix = sample(dtype);
    tensors.emplace_back(name + ".matrix", matrix);
    tensors.emplace_back(name + ".scalar", matrix.reshape({-1})[4]);
    tensors.emplace_back(name + ".empty", torch::empty({0, 3}, torch::dtype(dtype)));
  }
  st::save(path, tensors);

  require_same(st::load(path).tensors, tensors);

  const std::vector<st::TensorInfo> infos = st::inspect(path);
  REQUIRE(infos.size() == tensors.size());
  for (size_t i = 0; i < infos.size(); ++i) {
    const auto& [dtype_name, dtype] = kDtypeNames[i / 3];
    INFO("tensor " << infos[i].name);
    CHECK(infos[i].name == tensors[i].first);
    CHECK(infos[i].dtype == dtype_name);
    CHECK(infos[i].shape == tensors[i].second.sizes().vec());
  }
}

TEST_CASE("save writes non-contiguous tensors in their logical order", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  const torch::Tensor transposed = torch::arange(12, torch::kFloat32).reshape({3, 4}).t();
  const torch::Tensor expanded = torch::arange(3, torch::kInt64).expand({2, 3});
  REQUIRE_FALSE(transposed.is_contiguous());
  REQUIRE_FALSE(expanded.is_contiguous());

  st::save(path, {{"transposed", transposed}, {"expanded", expanded}});

  require_same(st::load(path).tensors, {{"transposed", transposed}, {"expanded", expanded}});
}

TEST_CASE("metadata round-trips and is left out of the header when empty", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  const st::Metadata metadata = {{"format", "pt"}, {"note", "ünïcode ✓ 😀"}};
  st::save(path, {{"gewicht.ä", torch::ones({2})}}, metadata);

  const st::File file = st::load(path);
  CHECK(file.metadata == metadata);
  CHECK(file.tensors.at(0).first == "gewicht.ä");
  st::Metadata inspected;
  st::inspect(path, &inspected);
  CHECK(inspected == metadata);

  st::save(path, {{"w", torch::ones({2})}});
  CHECK_THAT(dates::read_file(path), !Contains("__metadata__"));
  CHECK(st::load(path).metadata.empty());
}

TEST_CASE("save pads the header to a multiple of 8 and writes the data in the given order",
          "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  st::save(path,
           {{"b", torch::tensor({1.0f, 2.0f})}, {"a", torch::tensor({1, 2, 3}, torch::kUInt8)}});

  const std::string json = R"({"b":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                           R"("a":{"dtype":"U8","shape":[3],"data_offsets":[8,11]}})";
  REQUIRE(json.size() % 8 != 0);  // so the expected bytes below include padding
  const std::string header = padded(json);
  const std::string data = bytes({0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x00, 0x40, 1, 2, 3});
  CHECK(dates::read_file(path) == file_bytes(header, data));
  CHECK(dir.file_names() == std::vector<std::string>{"model.safetensors"});
}

TEST_CASE("a file without tensors is valid", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("empty.safetensors");
  st::save(path, {});
  CHECK(dates::read_file(path) == file_bytes("{}      "));
  CHECK(st::load(path).tensors.empty());

  dates::write_file_atomically(path, file_bytes("{}"));
  CHECK(st::load(path).tensors.empty());
  CHECK(st::inspect(path).empty());
}

TEST_CASE("save rejects empty reserved and duplicate names and undefined tensors",
          "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  const torch::Tensor one = torch::ones({1});
  SECTION("empty name") {
    REQUIRE_THROWS_AS(st::save(path, {{"", one}}), std::invalid_argument);
    REQUIRE_THROWS_WITH(st::save(path, {{"", one}}), Contains("name is empty"));
  }
  SECTION("reserved name") {
    REQUIRE_THROWS_AS(st::save(path, {{"__metadata__", one}}), std::invalid_argument);
    REQUIRE_THROWS_WITH(st::save(path, {{"__metadata__", one}}), Contains("reserved"));
  }
  SECTION("duplicate name") {
    REQUIRE_THROWS_AS(st::save(path, {{"w", one}, {"w", one}}), std::invalid_argument);
    REQUIRE_THROWS_WITH(st::save(path, {{"w", one}, {"w", one}}),
                        Contains("duplicate tensor name 'w'"));
  }
  SECTION("undefined tensor") {
    REQUIRE_THROWS_AS(st::save(path, {{"w", torch::Tensor()}}), std::invalid_argument);
  }
  CHECK(dir.file_names().empty());
}

TEST_CASE("a failed save leaves an existing file intact and no temporary file", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  st::save(path, {{"kept", torch::ones({2})}});
  const std::string before = dates::read_file(path);

  const st::NamedTensors unsupported = {{"fine", torch::ones({2})},
                                        {"complex", torch::zeros({2}, torch::kComplexFloat)}};
  REQUIRE_THROWS_AS(st::save(path, unsupported), std::invalid_argument);
  REQUIRE_THROWS_WITH(st::save(path, unsupported),
                      Contains("tensor 'complex' has unsupported dtype ComplexFloat"));

  CHECK(dates::read_file(path) == before);
  CHECK(dir.file_names() == std::vector<std::string>{"model.safetensors"});
}

// ---------------------------------------------------------------------------------------------
// Reading files written by others

TEST_CASE("load reads a file laid out like the reference Python writer's", "[safetensors]") {
  // safetensors.torch.save_file(tensors, path, metadata={"format": "pt"}) sorts the tensors by
  // dtype alignment (descending, then by name), writes compact JSON with "__metadata__" first and
  // pads the header with spaces to a multiple of 8.
  const std::string header =
      padded(R"({"__metadata__":{"format":"pt"},)"
             R"("position":{"dtype":"I64","shape":[2],"data_offsets":[0,16]},)"
             R"("embed.weight":{"dtype":"F32","shape":[2,3],"data_offsets":[16,40]},)"
             R"("scale":{"dtype":"F16","shape":[],"data_offsets":[40,42]},)"
             R"("mask":{"dtype":"BOOL","shape":[3],"data_offsets":[42,45]}})");
  const std::string data =
      bytes({0x07, 0, 0, 0, 0, 0, 0, 0,                                // 7
             0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}) +        // -2
      bytes({0, 0, 0,    0x3F, 0, 0, 0x80, 0x3F, 0, 0, 0,    0x40,     // 0.5, 1, 2
             0, 0, 0x40, 0x40, 0, 0, 0x80, 0x40, 0, 0, 0x80, 0xBF}) +  // 3, 4, -1
      bytes({0x00, 0x3E}) +                                            // 1.5
      bytes({1, 0, 1});
  TempDir dir;
  const std::string path = dir.file("reference.safetensors");
  dates::write_file_atomically(path, file_bytes(header, data));

  const st::File file = st::load(path);
  CHECK(file.metadata == st::Metadata{{"format", "pt"}});
  require_same(
      file.tensors,
      {{"position", torch::tensor({7, -2}, torch::kInt64)},
       {"embed.weight", torch::tensor({0.5f, 1.0f, 2.0f, 3.0f, 4.0f, -1.0f}).reshape({2, 3})},
       {"scale", torch::tensor(1.5).to(torch::kFloat16).reshape({})},
       {"mask", torch::tensor({1, 0, 1}).to(torch::kBool)}});
}

TEST_CASE("whitespace after the header JSON is accepted", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("model.safetensors");
  const std::string header = R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})";
  dates::write_file_atomically(path, file_bytes(header + " \t\r\n   ", bytes({42})));
  const st::File file = st::load(path);
  REQUIRE(file.tensors.size() == 1);
  CHECK(file.tensors[0].second.item<uint8_t>() == 42);
}

TEST_CASE("find returns a tensor by name or names the file and the missing tensor",
          "[safetensors]") {
  st::File file;
  file.tensors = {{"a", torch::ones({1})}, {"b", torch::zeros({2})}};
  CHECK(st::find(file, "b", "x.safetensors").numel() == 2);
  REQUIRE_THROWS_AS(st::find(file, "c", "x.safetensors"), std::runtime_error);
  REQUIRE_THROWS_WITH(st::find(file, "c", "x.safetensors"), StartsWith("x.safetensors: ") &&
                                                                Contains("no tensor named 'c'") &&
                                                                Contains("available: a, b"));

  for (int i = 0; i < 20; ++i) file.tensors.emplace_back("t" + std::to_string(i), torch::ones({1}));
  REQUIRE_THROWS_WITH(st::find(file, "c", "x.safetensors"), Contains("holds 22 tensors"));
}

TEST_CASE("load names a file it cannot open", "[safetensors]") {
  TempDir dir;
  const std::string path = dir.file("missing.safetensors");
  REQUIRE_THROWS_WITH(st::load(path), StartsWith(path + ": ") && Contains("cannot open"));
}

// ---------------------------------------------------------------------------------------------
// Malformed files: each rule the reference implementation enforces, one test apiece

TEST_CASE("rejects a file shorter than the 8-byte header length", "[safetensors]") {
  require_rejected(bytes({2, 0, 0, 0, 0}),
                   "file is 5 bytes, shorter than the 8-byte header length");
}

TEST_CASE("rejects a header length over the limit", "[safetensors]") {
  require_rejected(u64_le(123456789012) + "{}",
                   "header length 123456789012 exceeds the 100000000-byte limit");
}

TEST_CASE("rejects a header length past the end of the file", "[safetensors]") {
  require_rejected(u64_le(100) + "{}      ",
                   "header length 100 runs past the end of the file (16 bytes)");
}

TEST_CASE("rejects a header that is not valid UTF-8", "[safetensors]") {
  const auto header_with_name = [](const std::string& name) {
    return file_bytes(padded("{\"" + name + "\":{}}"));
  };
  SECTION("stray continuation byte") {
    require_rejected(header_with_name("\x80"),
                     "header is not valid UTF-8: byte 0x80 at header offset 2");
  }
  SECTION("overlong encoding") {
    require_rejected(header_with_name("\xC0\xAF"), "header is not valid UTF-8: byte 0xC0");
  }
  SECTION("encoded surrogate") {
    require_rejected(header_with_name("\xED\xA0\x80"), "header is not valid UTF-8: byte 0xA0");
  }
  SECTION("code point above U+10FFFF") {
    require_rejected(header_with_name("\xF4\x90\x80\x80"), "header is not valid UTF-8: byte 0x90");
  }
  SECTION("sequence cut off by the end of the header") {
    require_rejected(file_bytes("{}  \xE2\x82"),
                     "header is not valid UTF-8: byte 0xE2 at header offset 4");
  }
  SECTION("truncated sequence") {
    require_rejected(header_with_name("\xE2\x82"), "header is not valid UTF-8: byte 0x22");
  }
}

TEST_CASE("rejects a header that is not valid JSON", "[safetensors]") {
  SECTION("unterminated") {
    require_rejected(file_bytes(padded(R"({"a":)")), "header is not valid JSON");
  }
  SECTION("trailing characters") {
    require_rejected(file_bytes(padded("{} x")), "header is not valid JSON");
  }
  SECTION("lone surrogate escape") {
    require_rejected(file_bytes(padded(R"({"\ud800":{}})")), "header is not valid JSON");
  }
}

TEST_CASE("rejects a header that is not a JSON object", "[safetensors]") {
  SECTION("array") {
    require_rejected(file_bytes("[]      "), "header is not a JSON object: it starts with '['");
  }
  SECTION("string") {
    require_rejected(file_bytes(padded(R"("text")")), "header is not a JSON object");
  }
  SECTION("empty") {
    require_rejected(file_bytes(""), "header is not a JSON object: it is empty");
  }
  SECTION("byte-order mark") {
    require_rejected(file_bytes(padded("\xEF\xBB\xBF{}")),
                     "header is not a JSON object: it starts with byte 0xEF");
  }
}

TEST_CASE("rejects a key repeated in the header", "[safetensors]") {
  SECTION("tensor name") {
    require_rejected(file_bytes(padded(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},)"
                                       R"("a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})"),
                                bytes({1})),
                     "header has a duplicate key \"a\"");
  }
  SECTION("entry field") {
    require_rejected(
        file_bytes(padded(R"({"a":{"dtype":"U8","dtype":"U8","shape":[1],"data_offsets":[0,1]}})"),
                   bytes({1})),
        "header has a duplicate key \"dtype\"");
  }
}

TEST_CASE("rejects an entry that is not an object", "[safetensors]") {
  require_rejected(file_bytes(padded(R"({"a":["U8",[1],[0,1]]})"), bytes({1})),
                   "entry 'a' is not an object (found [\"U8\",[1],[0,1]])");
}

TEST_CASE("rejects an entry without exactly the keys dtype shape and data_offsets",
          "[safetensors]") {
  SECTION("missing key") {
    require_rejected(file_bytes(padded(R"({"a":{"dtype":"U8","shape":[1]}})"), bytes({1})),
                     "entry 'a' must have exactly the keys dtype, shape and data_offsets "
                     "(found dtype, shape)");
  }
  SECTION("extra key") {
    require_rejected(
        file_bytes(padded(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1],"x":0}})"),
                   bytes({1})),
        "entry 'a' must have exactly the keys dtype, shape and data_offsets");
  }
}

TEST_CASE("rejects an unknown dtype", "[safetensors]") {
  const auto with_dtype = [](const std::string& dtype) {
    return file_bytes(
        padded(R"({"a":{"dtype":)" + dtype + R"(,"shape":[1],"data_offsets":[0,1]}})"), bytes({1}));
  };
  SECTION("unknown name") {
    require_rejected(with_dtype(R"("F128")"), "tensor 'a' has unknown dtype \"F128\" (supported: ");
  }
  SECTION("wrong case") {
    require_rejected(with_dtype(R"("u8")"), "tensor 'a' has unknown dtype");
  }
  SECTION("reference dtype LibTorch 1.13 lacks") {
    require_rejected(with_dtype(R"("U16")"), "tensor 'a' has unknown dtype \"U16\"");
  }
  SECTION("not a string") {
    require_rejected(with_dtype("1"), "tensor 'a' has unknown dtype 1");
  }
}

TEST_CASE("rejects a shape that is not an array of non-negative integers", "[safetensors]") {
  const auto with_shape = [](const std::string& shape) {
    return file_bytes(
        padded(R"({"a":{"dtype":"U8","shape":)" + shape + R"(,"data_offsets":[0,1]}})"),
        bytes({1}));
  };
  const std::string rule = "tensor 'a': shape is not an array of non-negative integers";
  SECTION("negative") {
    require_rejected(with_shape("[-1]"), rule + " (found [-1])");
  }
  SECTION("negative zero") {
    require_rejected(with_shape("[-0]"), rule);
  }
  SECTION("fraction") {
    require_rejected(with_shape("[1.0]"), rule);
  }
  SECTION("string") {
    require_rejected(with_shape(R"(["1"])"), rule);
  }
  SECTION("not an array") {
    require_rejected(with_shape("1"), rule);
  }
}

TEST_CASE("rejects data_offsets that are not two non-negative integers", "[safetensors]") {
  const auto with_offsets = [](const std::string& offsets) {
    return file_bytes(padded(R"({"a":{"dtype":"U8","shape":[1],"data_offsets":)" + offsets + "}}"),
                      bytes({1}));
  };
  const std::string rule = "tensor 'a': data_offsets is not an array of two non-negative integers";
  SECTION("one number") {
    require_rejected(with_offsets("[1]"), rule + " (found [1])");
  }
  SECTION("three numbers") {
    require_rejected(with_offsets("[0,1,1]"), rule);
  }
  SECTION("negative") {
    require_rejected(with_offsets("[-1,1]"), rule);
  }
  SECTION("fraction") {
    require_rejected(with_offsets("[0,1.0]"), rule);
  }
  SECTION("not an array") {
    require_rejected(with_offsets(R"("0,1")"), rule);
  }
}

TEST_CASE("rejects data_offsets that begin after they end", "[safetensors]") {
  require_rejected(
      file_bytes(padded(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[8,4]}})"), bytes({})),
      "tensor 'a': data_offsets begin 8 is after their end 4");
}

TEST_CASE("rejects a first tensor that does not start at byte 0", "[safetensors]") {
  require_rejected(file_bytes(padded(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})"),
                              std::string(8, '\0')),
                   "tensor 'a' starts at byte 4 but the first tensor must start at byte 0");
}

TEST_CASE("rejects a gap between tensors", "[safetensors]") {
  // Names sort opposite to offsets: the rule applies in offset order.
  require_rejected(file_bytes(padded(R"({"z":{"dtype":"F32","shape":[3],"data_offsets":[0,12]},)"
                                     R"("a":{"dtype":"F32","shape":[1],"data_offsets":[16,20]}})"),
                              std::string(20, '\0')),
                   "tensor 'a' starts at byte 16 but the previous tensor ends at byte 12");
}

TEST_CASE("rejects overlapping tensors", "[safetensors]") {
  require_rejected(file_bytes(padded(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                                     R"("b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})"),
                              std::string(12, '\0')),
                   "tensor 'b' starts at byte 4 but the previous tensor ends at byte 8");
}

TEST_CASE("rejects a byte size that does not match shape and dtype", "[safetensors]") {
  require_rejected(
      file_bytes(padded(R"({"a":{"dtype":"F32","shape":[2,2],"data_offsets":[0,12]}})"),
                 std::string(12, '\0')),
      "tensor 'a' has 12 bytes of data (data_offsets [0, 12]) but shape [2, 2] of F32 needs 16 "
      "bytes");
}

TEST_CASE("rejects a shape whose size overflows", "[safetensors]") {
  const auto with_shape = [](const std::string& shape) {
    return file_bytes(
        padded(R"({"a":{"dtype":"U8","shape":)" + shape + R"(,"data_offsets":[0,0]}})"));
  };
  SECTION("element count") {
    require_rejected(with_shape("[4294967296,4294967296]"),
                     "tensor 'a': shape [4294967296, 4294967296] overflows 64-bit size arithmetic");
  }
  SECTION("running product before a zero dimension, as the reference computes it") {
    require_rejected(with_shape("[4294967296,4294967296,0]"), "overflows 64-bit size arithmetic");
  }
  SECTION("dimension beyond int64") {
    require_rejected(with_shape("[0,9223372036854775808]"), "overflows 64-bit size arithmetic");
  }
}

TEST_CASE("rejects __metadata__ that is not an object of strings", "[safetensors]") {
  const auto with_metadata = [](const std::string& metadata) {
    return file_bytes(padded(R"({"__metadata__":)" + metadata + "}"));
  };
  SECTION("array") {
    require_rejected(with_metadata(R"(["pt"])"),
                     "__metadata__ is not an object of strings (found [\"pt\"])");
  }
  SECTION("null") {
    require_rejected(with_metadata("null"), "__metadata__ is not an object of strings");
  }
  SECTION("number value") {
    require_rejected(with_metadata(R"({"epoch":3})"),
                     "__metadata__ is not an object of strings: the value of 'epoch' is 3");
  }
  SECTION("nested value") {
    require_rejected(with_metadata(R"({"a":{"b":"c"}})"), "the value of 'a' is {\"b\":\"c\"}");
  }
}

TEST_CASE("rejects bytes left over after the last tensor", "[safetensors]") {
  require_rejected(file_bytes(padded(R"({"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]}})"),
                              bytes({1, 2, 3, 4, 5})),
                   "3 bytes left over after the last tensor: the tensors end at byte 2 of a "
                   "5-byte data region");
}

TEST_CASE("rejects a data region too short for the tensors", "[safetensors]") {
  require_rejected(
      file_bytes(padded(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}})"), bytes({1, 2})),
      "data region too short: the tensors end at byte 4 but only 2 bytes follow the "
      "header");
}
