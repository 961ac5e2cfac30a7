// Mutation fuzzing of the file readers, meant to run under AddressSanitizer and
// UndefinedBehaviorSanitizer (scripts/sanitize.sh): each mutated file must be read or refused with
// a std::exception, never crash, hang, trip a sanitizer or break an invariant below.
//
//   fuzz_readers [--seed N] [--count N]   mutates every seed file N times (default 2000) with a
//                                         fixed seed (default 20261201), so a run reproduces
//   fuzz_readers --write-corpus DIR [...] also keeps each mutated safetensors file in DIR (to
//                                         compare verdicts with another reader)
//   fuzz_readers --verdict FILE...        prints "FILE<TAB>OK<TAB>..." or "FILE<TAB>ERR<TAB>why"
//                                         for each safetensors file, as inspect judges it
//
// Readers: dates::safetensors::inspect and load (on files our writer made: a small model, an
// optimizer-style file, and hand-made headers that use the format's lenient corners),
// dates::read_examples (2-column and 4-column TSV), and the JSON scanner alone
// (dates::JsonScanner, against nlohmann::json as a second reader). Invariants: load succeeds only
// if inspect does and agrees with it; where inspect accepts and load refuses, load says LibTorch
// cannot represent a tensor; a file load accepts, saved again with our writer (where it can), loads
// to the same tensors and metadata.
#include <unistd.h>

#include <torch/types.h>
#include <torch/utils.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fcntl.h>

#include <nlohmann/json.hpp>

#include "dates/core/printable.h"
#include "dates/core/source_text.h"
#include "dates/data/column_convention.h"
#include "dates/data/data.h"
#include "dates/data/numeric_dates.h"
#include "dates/decode/date_time_output.h"
#include "dates/decode/month_evidence.h"
#include "dates/decode/time_evidence.h"
#include "dates/io/atomic_file.h"
#include "dates/io/csv_table.h"
#include "dates/io/json_scanner.h"
#include "dates/io/line_reader.h"
#include "dates/io/safetensors.h"
#include "dates/serve/request.h"

namespace fs = std::filesystem;
namespace st = dates::safetensors;

namespace {

[[noreturn]] void invariant_broken(const std::string& what, const std::string& path) {
  std::cerr << "fuzz_readers: invariant broken on " << path << ": " << what << "\n";
  std::abort();  // keeps the file for a look
}

std::string u64_le(uint64_t value) {
  std::string bytes;
  for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
  return bytes;
}

uint64_t read_u64_le(const std::string& bytes) {
  uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = (value << 8) | static_cast<unsigned char>(bytes[i]);
  return value;
}

std::string file_bytes(const std::string& header, const std::string& data) {
  return u64_le(header.size()) + header + data;
}

// Seed files: what our writer makes, plus hand-made headers in the format's lenient corners.
std::vector<std::string> safetensors_seeds(const fs::path& directory) {
  std::vector<std::string> seeds;
  const auto written = [&](const st::NamedTensors& tensors, const st::Metadata& metadata) {
    const std::string path = (directory / "seed.safetensors").string();
    st::save(path, tensors, metadata);
    seeds.push_back(dates::read_file(path));
  };
  torch::manual_seed(7);
  written({{"encoder.embedding.weight", torch::randn({5, 3})},
           {"decoder.bias", torch::randn({4}).to(torch::kFloat64)},
           {"mask", torch::tensor({1, 0, 1}).to(torch::kBool)},
           {"positions", torch::arange(4, torch::kInt64)},
           {"half", torch::randn({2, 2}).to(torch::kFloat16)},
           {"none", torch::empty({0, 3}, torch::kFloat32)},
           {"scalar", torch::tensor(3.5f).reshape({})}},
          {{"format", "dates-model"}, {"config", "model:\n  hidden: 8\n"}, {"note", "ünï ✓"}});
  // Laid out as checkpoint.cpp writes optimizer state: moments and step counts per parameter.
  written({{"encoder.embedding.weight.exp_avg", torch::randn({5, 3})},
           {"encoder.embedding.weight.exp_avg_sq", torch::rand({5, 3})},
           {"encoder.embedding.weight.step", torch::tensor({12}, torch::kInt64)},
           {"decoder.bias.exp_avg", torch::randn({4})},
           {"decoder.bias.exp_avg_sq", torch::rand({4})},
           {"decoder.bias.step", torch::tensor({12}, torch::kInt64)}},
          {{"format", "dates-optimizer"}, {"step", "12"}, {"learning_rate", "0.001"}});
  written({}, {});
  seeds.push_back(file_bytes(
      R"( {"__metadata__":null,"a":["U16",[2],[0,4]],"b":{"dtype":{"BF16":null},"shape":[1],)"
      R"("data_offsets":[4,6],"extra":[[{"k":"\u00e9\ud83d\ude00"}],1.5e300,-0,true]},)"
      R"("c":{"dtype":"F4","shape":[0,18446744073709551615],"data_offsets":[6,6]}})"
      "\r\n\t ",
      std::string(6, '\x01')));
  seeds.push_back(file_bytes(R"({"z":{"dtype":"C64","shape":[1],"data_offsets":[0,8]},)"
                             R"("z":{"dtype":"I8","shape":[2,1],"data_offsets":[0,2]}})",
                             "\x05\xFB"));
  return seeds;
}

std::vector<std::string> tsv_seeds() {
  return {
      "15 sep 2004\t2004-09-15\nnovember 4 1985\t1985-11-04\n10/8/13\t2013-10-08\n",
      "21/11/2093\t2093-11-21\tnumeric\tmdy\nzip 3.0.11 Feb the 3rd "
      "2060\t2060-02-03\tcontext\tymd\n"
      "Feb-2468\t2468-02\tincomplete\tdmy\nhello\t\tno-date\tmdy\n\n",
      "Sept. 30, 1975\t1975-09-30\tmonth-day\r\nTue., Mar. 3, 2015\t2015-03-03\tmonth-day\r\n",
  };
}

// Bytes mutations like to insert: JSON structure, escapes, UTF-8 leads, separators.
constexpr char kInteresting[] = {'\0',
                                 '"',
                                 '{',
                                 '}',
                                 '[',
                                 ']',
                                 ',',
                                 ':',
                                 '\\',
                                 '\t',
                                 '\n',
                                 '\r',
                                 ' ',
                                 '-',
                                 '0',
                                 '9',
                                 'e',
                                 '.',
                                 'u',
                                 'n',
                                 static_cast<char>(0xFF),
                                 static_cast<char>(0xC3),
                                 static_cast<char>(0xED),
                                 static_cast<char>(0x80)};
const char* const kInterestingTokens[] = {
    "0",
    "18446744073709551615",
    "18446744073709551616",
    "9223372036854775808",
    "4294967296",
    "-1",
    "-0",
    "1e400",
    "1.0",
    "null",
    "\"U16\"",
    "{\"F32\":null}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    "\"\\ud800\"",
    "\"__metadata__\""};

class Mutator {
 public:
  explicit Mutator(uint64_t seed) : random_(seed) {}

  size_t below(size_t n) {
    return n == 0 ? 0 : std::uniform_int_distribution<size_t>(0, n - 1)(random_);
  }

  // One to four mutations of `input`; `other` is a second seed to splice from.
  std::string mutate(std::string bytes, const std::string& other, bool safetensors) {
    const size_t rounds = 1 + below(4);
    for (size_t round = 0; round < rounds; ++round) {
      switch (below(safetensors ? 9 : 7)) {
        case 0:  // bit flips
          if (!bytes.empty()) bytes[below(bytes.size())] ^= static_cast<char>(1 << below(8));
          break;
        case 1:  // insert a byte
          bytes.insert(
              bytes.begin() + below(bytes.size() + 1),
              below(2) ? kInteresting[below(sizeof kInteresting)] : static_cast<char>(below(256)));
          break;
        case 2:  // delete a run of bytes
          if (!bytes.empty()) {
            const size_t at = below(bytes.size());
            bytes.erase(at, 1 + below(std::min<size_t>(8, bytes.size() - at)));
          }
          break;
        case 3:  // truncate
          bytes.resize(below(bytes.size() + 1));
          break;
        case 4:  // splice a slice of the other seed in
          if (!other.empty()) {
            const size_t from = below(other.size());
            const std::string slice = other.substr(from, 1 + below(64));
            bytes.insert(below(bytes.size() + 1), slice);
          }
          break;
        case 5:  // duplicate a slice
          if (!bytes.empty()) {
            const size_t from = below(bytes.size());
            bytes.insert(below(bytes.size() + 1), bytes.substr(from, 1 + below(32)));
          }
          break;
        case 6:  // put an interesting token somewhere
          bytes.insert(below(bytes.size() + 1),
                       kInterestingTokens[below(std::size(kInterestingTokens))]);
          break;
        case 7:  // replace a number in the header with an interesting token
          replace_number(bytes);
          break;
        case 8:  // change the length prefix
          set_length_prefix(bytes);
          break;
      }
    }
    // Mostly keep the length prefix true to the header, so mutations reach the JSON and layout
    // rules instead of stopping at the header length.
    if (safetensors && bytes.size() >= 8 && below(3) != 0) fix_length_prefix(bytes);
    return bytes;
  }

 private:
  void replace_number(std::string& bytes) {
    if (bytes.size() <= 8) return;
    const size_t at = 8 + below(bytes.size() - 8);
    size_t begin = at;
    while (begin < bytes.size() && !std::isdigit(static_cast<unsigned char>(bytes[begin]))) {
      ++begin;
    }
    size_t end = begin;
    while (end < bytes.size() && std::isdigit(static_cast<unsigned char>(bytes[end]))) ++end;
    if (begin == end) return;
    bytes.replace(begin, end - begin, kInterestingTokens[below(9)]);
  }

  void set_length_prefix(std::string& bytes) {
    if (bytes.size() < 8) return;
    const uint64_t current = read_u64_le(bytes);
    const uint64_t choices[] = {
        0,           current + 1,  current - 1,       bytes.size() - 8,   100'000'000,
        100'000'001, ~uint64_t{0}, uint64_t{1} << 63, below(bytes.size())};
    bytes.replace(0, 8, u64_le(choices[below(std::size(choices))]));
  }

  // Points the length prefix at the end of the header's JSON as it now stands: the last '}' of
  // the header region grown or shrunk by what the mutations inserted or deleted (approximately).
  void fix_length_prefix(std::string& bytes) {
    const uint64_t claimed = read_u64_le(bytes);
    if (claimed > bytes.size() - 8) {
      bytes.replace(0, 8, u64_le(bytes.size() - 8));
      return;
    }
    const size_t brace = bytes.rfind('}', std::min<size_t>(bytes.size() - 1, 8 + claimed + 64));
    if (brace != std::string::npos && brace >= 8) {
      size_t end = brace + 1;
      while (end < bytes.size() && bytes[end] == ' ') ++end;  // our writer's padding
      bytes.replace(0, 8, u64_le(end - 8));
    }
  }

  std::mt19937_64 random_;
};

// inspect's verdict on `path`: "" when valid, else the message.
std::string inspect_verdict(const std::string& path, std::vector<st::TensorInfo>* infos) {
  try {
    *infos = st::inspect(path);
    return "";
  } catch (const std::exception& error) {
    return error.what();
  }
}

void check_safetensors(const std::string& path, size_t& accepted) {
  std::vector<st::TensorInfo> infos;
  const std::string verdict = inspect_verdict(path, &infos);
  st::File file;
  try {
    file = st::load(path);
  } catch (const std::exception& error) {
    if (verdict.empty() &&
        std::string(error.what()).find("cannot represent") == std::string::npos) {
      invariant_broken(std::string("inspect accepts but load refuses: ") + error.what(), path);
    }
    return;
  }
  if (!verdict.empty()) invariant_broken("load accepts but inspect refuses: " + verdict, path);
  ++accepted;
  if (infos.size() != file.tensors.size()) invariant_broken("inspect and load disagree", path);
  for (size_t i = 0; i < infos.size(); ++i) {
    const auto sizes = file.tensors[i].second.sizes();
    if (infos[i].name != file.tensors[i].first ||
        infos[i].shape != std::vector<uint64_t>(sizes.begin(), sizes.end())) {
      invariant_broken("inspect and load disagree on tensor " + std::to_string(i), path);
    }
  }
  // What load read, written again by our writer, must read back the same.
  const std::string again = path + ".again";
  try {
    st::save(again, file.tensors, file.metadata);
  } catch (const std::invalid_argument&) {
    return;  // an empty name or a dtype our writer does not write (C64)
  }
  const st::File reread = st::load(again);
  if (reread.metadata != file.metadata || reread.tensors.size() != file.tensors.size()) {
    invariant_broken("a saved copy reads back differently", path);
  }
  for (size_t i = 0; i < file.tensors.size(); ++i) {
    const torch::Tensor& a = file.tensors[i].second;
    const torch::Tensor& b = reread.tensors[i].second;
    // Compare bytes: a mutated float may be NaN, and a mutated bool a byte other than 0 or 1.
    const bool same = a.scalar_type() == b.scalar_type() && a.sizes() == b.sizes() &&
                      (a.nbytes() == 0 ||  // an empty tensor's data_ptr() is null
                       std::memcmp(a.data_ptr(), b.data_ptr(), a.nbytes()) == 0);
    if (!same || file.tensors[i].first != reread.tensors[i].first) {
      invariant_broken("a saved copy reads back a different tensor " + std::to_string(i), path);
    }
  }
}

void check_tsv(const std::string& path, size_t variant) {
  dates::ReadOptions options;
  if (variant % 3 == 1) {
    options.order_control = true;
    options.normalize = "spaces";
  } else if (variant % 3 == 2) {
    options.normalize = "none";
    options.max_source_length = 12;
    options.max_target_length = 4;
  }
  try {
    dates::read_examples(path, options);
  } catch (const std::exception&) {
  }
}

// Request bodies of POST /v1/normalize (dates serve), valid and near-valid, to mutate.
std::vector<std::string> request_seeds() {
  return {R"({"inputs": ["3 march 2015", "10/8/13", ""], "order": "dmy"})",
          R"({"inputs": ["Thu Sep 25 10:36:28 BRST 2003"], "min_confidence": 0.9, "nbest": 2,
              "beam": 3, "ambiguity": false})",
          R"({"inputs": ["\u00e9t\u00e9 2015", "\ud83d\ude00"], "nbest": 16})",
          R"({"inputs": [[], {}, null, 1e400, -0, true]})"};
}

// A mutated body is accepted or refused with a RequestError (400/413), never anything else.
void check_request(const std::string& body) {
  dates::ServiceLimits limits;
  limits.max_body_bytes = 4096;
  limits.max_inputs = 8;
  limits.max_input_bytes = 64;
  dates::RequestDefaults defaults;
  defaults.order_control = body.size() % 2 == 0;
  try {
    const auto request = dates::parse_normalize_request(body, limits, defaults);
    if (static_cast<int64_t>(request.inputs.size()) > limits.max_inputs ||
        request.nbest > request.beam_size || request.beam_size > limits.max_nbest) {
      throw std::logic_error("an accepted request breaks a limit");
    }
  } catch (const dates::RequestError& error) {
    if (error.status != 400 && error.status != 413) {
      throw std::logic_error("a refusal with status " + std::to_string(error.status));
    }
  }
}

// JSON texts for the scanner alone: the lenient header seed's JSON, numbers at serde_json's
// edges, every escape, deep nesting; the request seeds are added to them in main.
std::vector<std::string> json_seeds() {
  return {R"( {"__metadata__":null,"a":["U16",[2],[0,4]],"b":{"dtype":{"BF16":null},"shape":[1],)"
          R"("data_offsets":[4,6],"extra":[[{"k":"\u00e9\ud83d\ude00"}],1.5e300,-0,true]}})"
          "\r\n\t ",
          R"([0,-0,1.5e308,1e-400,18446744073709551615,18446744073709551616,)"
          R"(-9223372036854775809,0.0e99999999999,123456789012345678901234567890,2.5E+3])",
          R"(["\u00e9\ud83d\ude00\/\b\f\n\r\t\"\\", "", {"k":"v","k":"w"}, false, null])",
          std::string(120, '[') + std::string(120, ']')};
}

// The value the scanner reads from `json` at its position, built with its parse_ functions
// (numbers as nlohmann reads their text: the scanner hands back only a usize).
nlohmann::json scanned_value(dates::JsonScanner& json) {
  if (json.next_is('{')) {
    nlohmann::json object = nlohmann::json::object();
    json.parse_object([&](const std::string& key) { object[key] = scanned_value(json); });
    return object;
  }
  if (json.next_is('[')) {
    nlohmann::json array = nlohmann::json::array();
    json.parse_array([&](size_t) { array.push_back(scanned_value(json)); });
    return array;
  }
  if (json.next_is('"')) return json.parse_string();
  for (const auto& [word, value] : {std::pair<const char*, nlohmann::json>{"true", true},
                                    {"false", false},
                                    {"null", nullptr}}) {
    if (json.next_is(word[0])) {
      json.parse_literal(word);
      return value;
    }
  }
  if (json.next_is('-') || json.next_is_digit()) {
    const size_t start = json.position();
    if (const auto value = json.parse_number()) return *value;
    const std::string token(json.raw_from(start));
    try {
      return nlohmann::json::parse(token);
    } catch (const nlohmann::json::exception&) {
      return token;  // beyond the largest double for strtod: nlohmann refuses the whole text too
    }
  }
  json.expected("a value");
}

// One whole document: the value with whitespace around it, or the scanner's refusal.
std::optional<nlohmann::json> scanned_document(const std::string& text, bool build,
                                               std::string& refusal) {
  try {
    dates::JsonScanner json(text);
    json.skip_whitespace();
    nlohmann::json value;
    if (build) {
      value = scanned_value(json);
    } else {
      json.skip_value();
    }
    json.skip_whitespace();
    if (!json.at_end()) json.expected("the end of the text");
    return value;
  } catch (const dates::JsonSyntaxError& error) {
    refusal = error.what();
    return std::nullopt;
  }
}

// A mutated text through the scanner (true when it accepts it): refused only with a
// JsonSyntaxError; skip_value and the parse_ functions agree on the verdict; and on valid UTF-8
// without NUL (nlohmann reads a NUL as the end), nlohmann reads the same value where the scanner
// accepts and refuses where it refuses, but for serde_json's nesting limit (nlohmann has none)
// and numbers within rounding of the largest double (serde_json's own float parsing and strtod
// may round them apart).
bool check_json_scanner(const std::string& text) {
  std::string skipped_refusal, built_refusal;
  const auto skipped = scanned_document(text, false, skipped_refusal);
  const auto built = scanned_document(text, true, built_refusal);
  if (skipped.has_value() != built.has_value() || skipped_refusal != built_refusal) {
    throw std::logic_error("skip_value and the parse_ functions disagree: '" + skipped_refusal +
                           "' and '" + built_refusal + "'");
  }
  if (dates::first_invalid_utf8(text) || text.find('\0') != std::string::npos) {
    return built.has_value();
  }
  std::optional<nlohmann::json> reference;
  std::string reference_refusal;
  try {
    reference = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& error) {  // parse_error, out_of_range (overflow)
    reference_refusal = error.what();
  }
  const bool near_largest_double =
      built_refusal.find("too large for a double") != std::string::npos ||
      reference_refusal.find("number overflow") != std::string::npos;
  if (built && reference && *built != *reference) {
    throw std::logic_error("the scanner reads a value nlohmann reads differently");
  }
  if (built && !reference && !near_largest_double) {
    throw std::logic_error("the scanner accepts what nlohmann refuses: " + reference_refusal);
  }
  if (!built && reference && !near_largest_double &&
      built_refusal.find("nested arrays and objects") == std::string::npos) {
    throw std::logic_error("the scanner refuses what nlohmann accepts: " + built_refusal);
  }
  return built.has_value();
}

// translate's standard input: a mutated stream read as lines by a LineReader bounded at 32 bytes
// a line and 4096 without a line end. Every line is at most 32 bytes, holds no line end, is
// too_long exactly when longer, and the lines account for the input; only an endless line or a
// refused first line throws.
void check_line_reader(const std::string& path, const std::string& bytes) {
  constexpr size_t kMaxLine = 32;
  constexpr uint64_t kMaxSkipped = 4096;
  const int descriptor = ::open(path.c_str(), O_RDONLY);
  if (descriptor < 0) throw std::runtime_error("cannot open " + path);
  dates::LineReader reader(descriptor, "fuzz input", kMaxLine, kMaxSkipped);
  dates::InputLine line;
  size_t lines = 0;
  bool endless = false;
  try {
    while (reader.next(line)) {
      if (line.text.size() > kMaxLine) throw std::logic_error("a line longer than the bound");
      if (line.text.find('\n') != std::string::npos) throw std::logic_error("a line end kept");
      if (line.too_long != (line.bytes > kMaxLine)) throw std::logic_error("too_long wrong");
      if (!line.too_long && line.text.size() != line.bytes) {
        throw std::logic_error("a short line not kept whole");
      }
      ++lines;
    }
  } catch (const std::runtime_error&) {
    endless = true;
  }
  ::close(descriptor);
  // One line per "\n", and one more when bytes follow the last.
  const auto expected = static_cast<size_t>(std::count(bytes.begin(), bytes.end(), '\n')) +
                        (!bytes.empty() && bytes.back() != '\n' ? 1 : 0);
  if (!endless && lines != expected) throw std::logic_error("lines lost or made up");
  size_t run = 0, longest = 0;  // the longest run without "\n"
  for (const char c : bytes) {
    run = c == '\n' ? 0 : run + 1;
    longest = std::max(longest, run);
  }
  // The first line, as far as the reader keeps it (a too-long line's first kMaxLine bytes; a
  // whole one less a CR before its end), is refused when it says the input is UTF-16 (a byte
  // order mark, NULs at every other byte of its first four) or, when no "\n" ends it, that the
  // input's lines end in CR alone (a CR in it).
  const size_t first_end = std::min(bytes.find('\n'), bytes.size());
  std::string first = bytes.substr(0, first_end);
  if (first.size() > kMaxLine) {
    first.resize(kMaxLine);
  } else if (!first.empty() && first.back() == '\r') {
    first.pop_back();
  }
  const auto nul = [&](size_t i) { return first[i] == '\0'; };
  const bool utf16 =
      first.size() >= 2 &&
      ((first.compare(0, 2, "\xFF\xFE") == 0) || (first.compare(0, 2, "\xFE\xFF") == 0) ||
       (first.size() >= 4 && nul(0) != nul(1) && nul(2) == nul(0) && nul(3) == nul(1)));
  const bool no_line_feed = first_end == bytes.size();
  const bool first_refused =
      !bytes.empty() && (utf16 || (no_line_feed && first.find('\r') != std::string::npos));
  if (first_refused && !endless) throw std::logic_error("a refused first line read");
  if (endless != (longest > kMaxSkipped || first_refused)) {
    throw std::logic_error("endless line misjudged");
  }
}

// A mutated string as a JSON line's text: the escaped dump parses back to the same value (bad
// UTF-8 replaced) and holds no byte sequence of U+2028, U+2029 or a C1 control; a prefix never
// cuts a character.
void check_json_line_text(const std::string& text) {
  nlohmann::json value = {{"input", text}};
  const auto line = dates::escape_json_line_terminators(
      value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  if (line.find('\n') != std::string::npos || line.find("\xE2\x80\xA8") != std::string::npos ||
      line.find("\xE2\x80\xA9") != std::string::npos) {
    throw std::logic_error("a line terminator left in a JSON line");
  }
  for (size_t i = 0; i + 1 < line.size(); ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    const auto next = static_cast<unsigned char>(line[i + 1]);
    if (byte == 0xC2 && next >= 0x80 && next <= 0x9F) throw std::logic_error("a C1 control left");
  }
  const auto parsed = nlohmann::json::parse(line);  // throws if the escapes broke the JSON
  if (!dates::first_invalid_utf8(text) && parsed["input"].get<std::string>() != text) {
    throw std::logic_error("a valid input does not read back");
  }
  for (const size_t bound : {size_t{0}, size_t{1}, size_t{7}, text.size() / 2}) {
    const auto prefix = dates::utf8_prefix(text, bound);
    if (prefix.size() > bound && prefix != text) throw std::logic_error("a prefix over its bound");
    if (!dates::first_invalid_utf8(text) && dates::first_invalid_utf8(prefix)) {
      throw std::logic_error("a prefix cut a character");
    }
  }
}

// translate --csv's reader on a mutated CSV: refused with CsvError, or read so that a rewrite
// with its own values and two added columns reads back as the same table plus those columns.
std::vector<std::string> csv_seeds() {
  return {"id,\"when\",note\r\n1,3 march 2015,\"a, b\"\r\n2,\"x\ny\",\"she said \"\"hi\"\"\"\r\n",
          "date\n25/04/2015\n\"03/04/2015\"\n\n", "\xEF\xBB\xBF\"a\",b,c\n1,,3\n\"\",\"\",\"\""};
}

size_t check_csv(const std::string& text) {
  dates::CsvTable table = [&] {
    try {
      return dates::CsvTable::parse(text, ',', "fuzz input");
    } catch (const dates::CsvError&) {
      return dates::CsvTable::parse("refused\n", ',', "fuzz input");
    }
  }();
  if (table.header() == std::vector<std::string>{"refused"} && table.rows() == 0) return 0;
  std::vector<std::string> values;
  std::vector<std::string> numbers;
  for (size_t row = 0; row < table.rows(); ++row) {
    values.push_back(table.value(row, 0));
    numbers.push_back(std::to_string(row));
  }
  const std::vector<std::string_view> value_views(values.begin(), values.end());
  const std::vector<std::string_view> number_views(numbers.begin(), numbers.end());
  const auto rewritten = table.rewrite(0, value_views, {"p", "m"}, {number_views, value_views});
  const auto again = dates::CsvTable::parse(rewritten, ',', "rewritten");
  auto header = table.header();
  header.insert(header.end(), {"p", "m"});
  if (again.header() != header || again.rows() != table.rows()) {
    throw std::logic_error("a rewritten CSV does not read back with its added columns");
  }
  for (size_t row = 0; row < table.rows(); ++row) {
    for (size_t column = 0; column < table.columns(); ++column) {
      if (again.value(row, column) != table.value(row, column)) {
        throw std::logic_error("a rewrite changed a cell it was not asked to");
      }
    }
    if (again.value(row, table.columns()) != numbers[row] ||
        again.value(row, table.columns() + 1) != values[row]) {
      throw std::logic_error("an added cell does not read back");
    }
  }
  return 1;
}

// A mutated string's numeric dates (the ambiguous mark, a column's vote) and read as a model's
// output: spans inside the string, readings real dates, votes counted; a canonical output reads
// back as itself. The reader's checks of a reading's fields against the string (time_evidence.h,
// month_evidence.h's year_written) and the model's normalisation of it (fold_text: its
// respellings, degrees and elisions rewrite in place) run on it too: any bytes, no fault.
void check_numeric_dates_and_output(const std::string& text) {
  (void)dates::fold_text(text);
  for (const int hour : {0, 3, 15, 23}) {
    for (const int minute : {0, 30, 59}) (void)dates::seconds_written(text, hour, minute);
  }
  (void)dates::zone_written(text, "est");
  (void)dates::zone_written(text, "utc");
  for (const int year : {1, 1997, 2013, 2068, 9999}) (void)dates::year_written(text, year);
  const auto groups = dates::numeric_date_groups(text);
  dates::ColumnTally tally;
  for (const auto& group : groups) {
    if (group.begin >= group.end || group.end > text.size()) throw std::logic_error("bad span");
    for (const auto& reading : group.readings()) {
      if (group.fields == 3 && !reading.is_valid()) throw std::logic_error("an unreal reading");
    }
  }
  tally.add(dates::convention_evidence(groups));
  if (tally.decide(dates::ReadingOrder::kMdy).rows != 1) throw std::logic_error("a vote lost");
  const auto output = dates::read_date_time_output(text);
  if (!output.malformed) {
    const auto canonical = output.canonical();
    if (dates::read_date_time_output(canonical).canonical() != canonical) {
      throw std::logic_error("a canonical output does not read back as itself: " + canonical);
    }
  }
}

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

int print_verdicts(int argc, char** argv, int first) {
  for (int i = first; i < argc; ++i) {
    std::vector<st::TensorInfo> infos;
    const std::string verdict = inspect_verdict(argv[i], &infos);
    std::string shown = verdict;
    for (char& c : shown) {
      if (c == '\n' || c == '\t') c = ' ';
    }
    if (verdict.empty()) {
      std::cout << argv[i] << "\tOK\t" << infos.size() << " tensors\n";
    } else {
      std::cout << argv[i] << "\tERR\t" << shown << "\n";
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = 20261201;
  size_t count = 2000;
  std::string corpus_directory;
  for (int i = 1; i < argc; ++i) {
    const std::string_view argument = argv[i];
    if (argument == "--verdict") return print_verdicts(argc, argv, i + 1);
    if (i + 1 >= argc) {
      std::cerr << "usage: fuzz_readers [--seed N] [--count N] [--write-corpus DIR] | --verdict "
                   "FILE...\n";
      return 2;
    }
    if (argument == "--seed") {
      seed = std::stoull(argv[++i]);
    } else if (argument == "--count") {
      count = std::stoull(argv[++i]);
    } else if (argument == "--write-corpus") {
      corpus_directory = argv[++i];
      fs::create_directories(corpus_directory);
    } else {
      std::cerr << "fuzz_readers: unknown argument " << argument << "\n";
      return 2;
    }
  }
  // In memory where possible: the writer syncs each file to disk, which would dominate the time.
  const fs::path scratch =
      fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path directory = scratch / ("dates-fuzz-readers-" + std::to_string(::getpid()));
  fs::create_directories(directory);
  const auto started = std::chrono::steady_clock::now();
  Mutator mutator(seed);

  const std::vector<std::string> seeds = safetensors_seeds(directory);
  size_t accepted = 0;
  size_t cases = 0;
  const std::string path = (directory / "case.safetensors").string();
  for (size_t s = 0; s < seeds.size(); ++s) {
    write_bytes(path, seeds[s]);
    check_safetensors(path, accepted);
    for (size_t i = 0; i < count; ++i, ++cases) {
      const std::string bytes = mutator.mutate(seeds[s], seeds[(s + 1) % seeds.size()], true);
      write_bytes(path, bytes);
      if (!corpus_directory.empty()) {
        write_bytes(fs::path(corpus_directory) / ("case-" + std::to_string(cases) + ".safetensors"),
                    bytes);
      }
      check_safetensors(path, accepted);
    }
  }
  const std::vector<std::string> tsvs = tsv_seeds();
  const std::string tsv_path = (directory / "case.tsv").string();
  for (size_t s = 0; s < tsvs.size(); ++s) {
    for (size_t i = 0; i < count; ++i) {
      write_bytes(tsv_path, mutator.mutate(tsvs[s], tsvs[(s + 1) % tsvs.size()], false));
      check_tsv(tsv_path, i);
    }
  }
  const std::vector<std::string> requests = request_seeds();
  for (size_t s = 0; s < requests.size(); ++s) {
    check_request(requests[s]);
    for (size_t i = 0; i < count; ++i) {
      check_request(mutator.mutate(requests[s], requests[(s + 1) % requests.size()], false));
    }
  }
  std::vector<std::string> jsons = json_seeds();
  jsons.insert(jsons.end(), requests.begin(), requests.end());
  size_t json_accepted = 0;
  for (size_t s = 0; s < jsons.size(); ++s) {
    check_json_scanner(jsons[s]);
    for (size_t i = 0; i < count; ++i) {
      json_accepted +=
          check_json_scanner(mutator.mutate(jsons[s], jsons[(s + 1) % jsons.size()], false));
    }
  }
  // translate's input lines, and its JSON lines, from the TSV and request seeds with long runs,
  // NUL bytes, CR and separators mixed in by the mutator.
  std::vector<std::string> streams = tsv_seeds();
  streams.push_back(std::string(5000, '7') + "\n3 march 2015\r\n\n" + std::string(40, '\0'));
  streams.push_back("3\xE2\x80\xA8march\xC2\x85 2015\n\xE2\x80\xA9\xC2\x9F\xC3\xA9\n");
  const std::string stream_path = (directory / "case.lines").string();
  for (size_t s = 0; s < streams.size(); ++s) {
    for (size_t i = 0; i < count; ++i) {
      const auto bytes = mutator.mutate(streams[s], streams[(s + 1) % streams.size()], false);
      write_bytes(stream_path, bytes);
      check_line_reader(stream_path, bytes);
      check_json_line_text(bytes);
    }
  }
  const auto csvs = csv_seeds();
  size_t csv_accepted = 0;
  for (size_t s = 0; s < csvs.size(); ++s) {
    csv_accepted += check_csv(csvs[s]);
    for (size_t i = 0; i < count; ++i) {
      const auto bytes = mutator.mutate(csvs[s], csvs[(s + 1) % csvs.size()], false);
      csv_accepted += check_csv(bytes);
      check_numeric_dates_and_output(bytes);
    }
  }
  std::vector<std::string> date_lines = tsv_seeds();
  // What fold_text rewrites: glibc's names, a degree sign after a day, Italian's elisions.
  date_lines.push_back("l'8 e dall\u201911 1\u00B0 de mayo 12\u00B0 \u00C8l'8 \u010Den jui \u02BC");
  // Its punctuation as taught and an ordinal's superscript letters, with bidi marks between.
  date_lines.push_back(
      "3\u2044\u200F\u060D\u200F3\u2010\u2018\u200F95 10\uA789\u2236 1\u1D49\u02B3\u02B3 "
      "\u02B3\u301C");
  for (const auto& line : date_lines) {
    for (size_t i = 0; i < count / 4; ++i) {
      check_numeric_dates_and_output(mutator.mutate(line, "2003-09-25T10:36:28-02:00", false));
    }
  }
  std::error_code ignored;
  fs::remove_all(directory, ignored);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << "fuzz_readers: seed " << seed << ", " << cases << " safetensors files (" << accepted
            << " valid), " << tsvs.size() * count << " TSV files, " << requests.size() * count
            << " request bodies, " << jsons.size() * count << " JSON texts (" << json_accepted
            << " valid), " << streams.size() * count << " input streams and JSON lines, "
            << csvs.size() * count << " CSV files (" << csv_accepted
            << " read), their numeric dates and model outputs in " << seconds
            << " s: no crash, no sanitizer report, every invariant held\n";
  return 0;
}
