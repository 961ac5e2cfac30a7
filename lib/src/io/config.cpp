#include "dates/io/config.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <system_error>
#include <utility>

#include "dates/io/atomic_file.h"

namespace dates {
namespace {

// ---------------------------------------------------------------------------------------------
// Value types: their names, how they are parsed from text and written back.

std::string_view trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

// Parses the whole of `text` (surrounding whitespace and one leading '+' allowed) as an integer.
// On failure sets `expected` to what the text should have been.
template <typename Int>
std::optional<Int> parse_integer(std::string_view text, const char* type_phrase,
                                 std::string& expected) {
  text = trim(text);
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  Int value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || text.front() == '+' || error == std::errc::invalid_argument ||
      end != text.data() + text.size()) {
    expected = type_phrase;
    return std::nullopt;
  }
  if (error == std::errc::result_out_of_range) {
    expected = fmt::format("{} between {} and {}", type_phrase, std::numeric_limits<Int>::min(),
                           std::numeric_limits<Int>::max());
    return std::nullopt;
  }
  return value;
}

template <typename T>
struct ValueType;

template <>
struct ValueType<std::string> {
  static constexpr const char* kName = "string";
  static constexpr const char* kPhrase = "a string";
  static std::optional<std::string> parse(const std::string& text, std::string&) { return text; }
  static std::string format(const std::string& value) { return value; }
};

template <>
struct ValueType<int64_t> {
  static constexpr const char* kName = "integer";
  static constexpr const char* kPhrase = "an integer";
  static std::optional<int64_t> parse(const std::string& text, std::string& expected) {
    return parse_integer<int64_t>(text, "an integer", expected);
  }
  static std::string format(int64_t value) { return fmt::format("{}", value); }
};

template <>
struct ValueType<uint64_t> {
  static constexpr const char* kName = "unsigned integer";
  static constexpr const char* kPhrase = "a non-negative integer";
  static std::optional<uint64_t> parse(const std::string& text, std::string& expected) {
    return parse_integer<uint64_t>(text, "a non-negative integer", expected);
  }
  static std::string format(uint64_t value) { return fmt::format("{}", value); }
};

template <>
struct ValueType<bool> {
  static constexpr const char* kName = "boolean";
  static constexpr const char* kPhrase = "true or false";
  static std::optional<bool> parse(const std::string& text, std::string& expected) {
    const auto view = trim(text);
    if (view == "true") return true;
    if (view == "false") return false;
    expected = "true or false";
    return std::nullopt;
  }
  static std::string format(bool value) { return value ? "true" : "false"; }
};

template <>
struct ValueType<double> {
  static constexpr const char* kName = "number";
  static constexpr const char* kPhrase = "a number";
  static std::optional<double> parse(const std::string& text, std::string& expected) {
    std::string_view view = trim(text);
    if (!view.empty() && view.front() == '+') view.remove_prefix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(view.data(), view.data() + view.size(), value);
    if (view.empty() || view.front() == '+' || error != std::errc{} ||
        end != view.data() + view.size() || !std::isfinite(value)) {
      expected = "a finite number";
      return std::nullopt;
    }
    return value;
  }
  // fmt's "{}" is the shortest text that parses back to exactly the same double; ".0" is added
  // to integral values ("1" -> "1.0") so they read as numbers of this type.
  static std::string format(double value) {
    std::string text = fmt::format("{}", value);
    if (text.find_first_not_of("-0123456789") == std::string::npos) text += ".0";
    return text;
  }
};

// ---------------------------------------------------------------------------------------------
// Per-key rules: a phrase saying what is allowed (used after "must be") and the predicate.

template <typename T>
struct Rule {
  std::string allowed;  // e.g. ">= 1", "in [0, 1]", "one of adam, sgd"; empty = anything
  std::function<bool(const T&)> ok;
};

template <typename T>
Rule<T> anything() {
  return {"", [](const T&) { return true; }};
}

Rule<int64_t> at_least(int64_t minimum) {
  return {fmt::format(">= {}", minimum), [minimum](const int64_t& v) { return v >= minimum; }};
}

// Sizes are bounded where they are read: a config (or a checkpoint's) must not be able to make
// the process allocate without limit or start a hundred thousand threads.
Rule<int64_t> between(int64_t minimum, int64_t maximum) {
  return {fmt::format("in {} .. {}", minimum, maximum),
          [minimum, maximum](const int64_t& v) { return v >= minimum && v <= maximum; }};
}

Rule<double> in_range(double minimum, double maximum) {
  return {fmt::format("in [{}, {}]", minimum, maximum),
          [minimum, maximum](const double& v) { return v >= minimum && v <= maximum; }};
}

Rule<double> positive() {
  return {"> 0", [](const double& v) { return v > 0.0; }};
}

Rule<double> non_negative() {
  return {">= 0", [](const double& v) { return v >= 0.0; }};
}

Rule<double> probability() {
  return {"in [0, 1]", [](const double& v) { return v >= 0.0 && v <= 1.0; }};
}

Rule<double> below_one() {
  return {"in [0, 1)", [](const double& v) { return v >= 0.0 && v < 1.0; }};
}

Rule<double> positive_fraction() {
  return {"in (0, 1]", [](const double& v) { return v > 0.0 && v <= 1.0; }};
}

Rule<std::string> non_empty() {
  return {"non-empty", [](const std::string& v) { return !v.empty(); }};
}

template <std::size_t N>
Rule<std::string> one_of(const std::string_view (&values)[N]) {
  std::string allowed = "one of ";
  for (std::size_t i = 0; i < N; ++i) {
    allowed += (i == 0 ? "" : ", ");
    allowed += values[i];
  }
  return {allowed, [&values](const std::string& v) {
            return std::find(std::begin(values), std::end(values), v) != std::end(values);
          }};
}

// "cpu", "cuda", "cuda:N" (N = 0..9999, digits only) or "auto".
bool is_device_spec(const std::string& text) {
  if (text == "cpu" || text == "cuda" || text == "auto") return true;
  const std::string prefix = "cuda:";
  if (text.size() <= prefix.size() || text.size() > prefix.size() + 4) return false;
  if (text.compare(0, prefix.size(), prefix) != 0) return false;
  return std::all_of(text.begin() + prefix.size(), text.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

Rule<std::string> device_spec() {
  return {"cpu, cuda, cuda:N or auto", is_device_spec};
}

// "HOST:PORT" or "[IPv6]:PORT" with a non-empty host and PORT in 1..65535 (digits only).
bool is_host_port(const std::string& text) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == text.size()) return false;
  const std::string host = text.substr(0, colon), port = text.substr(colon + 1);
  if (port.size() > 5 ||
      !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return false;
  }
  const long number = std::stol(port);
  if (number < 1 || number > 65535) return false;
  if (host.front() == '[') return host.size() > 2 && host.back() == ']';
  return host.find_first_of(":[] \t") == std::string::npos;
}

Rule<std::string> host_port() {
  return {"HOST:PORT (PORT in 1..65535; [IPv6]:PORT)", is_host_port};
}

// ---------------------------------------------------------------------------------------------
// The key table: each key declared once; everything below works from it.

struct Key {
  std::string section;      // "training"
  std::string name;         // "batch_size"
  std::string full;         // "training.batch_size"
  std::string type;         // ValueType<T>::kName
  std::string type_phrase;  // ValueType<T>::kPhrase, e.g. "an integer"
  std::string help;
  std::string allowed;  // Rule<T>::allowed
  bool is_string = false;
  // Parses `text`, applies the rule and stores the value; returns "" or the problem ("training.
  // batch_size must be an integer, found 'sixty'"); on a problem `config` is unchanged.
  std::function<std::string(ExperimentConfig&, const std::string&)> set;
  // The value as text (strings raw; numbers as YAML would write them).
  std::function<std::string(const ExperimentConfig&)> get;
  // "" or the problem, for validate().
  std::function<std::string(const ExperimentConfig&)> check;
  std::function<bool(const ExperimentConfig&, const ExperimentConfig&)> equal;
};

template <typename S>
struct Section {
  const char* name;
  S ExperimentConfig::*member;

  template <typename T>
  Key operator()(const char* key, T S::*field, const char* help, Rule<T> rule) const {
    using Type = ValueType<T>;
    Key k;
    k.section = name;
    k.name = key;
    k.full = fmt::format("{}.{}", name, key);
    k.type = Type::kName;
    k.type_phrase = Type::kPhrase;
    k.help = help;
    k.allowed = rule.allowed;
    k.is_string = std::is_same_v<T, std::string>;
    S ExperimentConfig::*const section_member = member;
    k.set = [full = k.full, rule, section_member, field](ExperimentConfig& config,
                                                         const std::string& text) -> std::string {
      std::string expected;
      const std::optional<T> value = Type::parse(text, expected);
      if (!value) return fmt::format("{} must be {}, found '{}'", full, expected, text);
      if (!rule.ok(*value)) {
        return fmt::format("{} must be {}, found '{}'", full, rule.allowed, text);
      }
      (config.*section_member).*field = *value;
      return {};
    };
    k.get = [section_member, field](const ExperimentConfig& config) {
      return Type::format((config.*section_member).*field);
    };
    k.check = [full = k.full, rule, section_member, field](const ExperimentConfig& config) {
      const T& value = (config.*section_member).*field;
      if (rule.ok(value)) return std::string();
      return fmt::format("{} must be {}, found '{}'", full, rule.allowed, Type::format(value));
    };
    k.equal = [section_member, field](const ExperimentConfig& a, const ExperimentConfig& b) {
      return (a.*section_member).*field == (b.*section_member).*field;
    };
    return k;
  }
};

const std::vector<Key>& key_table() {
  static const std::vector<Key> table = [] {
    using E = ExperimentConfig;
    const Section<DataConfig> data{"data", &E::data};
    const Section<ModelConfig> model{"model", &E::model};
    const Section<TrainingConfig> training{"training", &E::training};
    using D = DataConfig;
    using M = ModelConfig;
    using T = TrainingConfig;
    return std::vector<Key>{
        data("train", &D::train, "training pairs, TSV 'source<TAB>target' per line", non_empty()),
        data("valid", &D::valid, "validation pairs (TSV) for evaluation and early stopping",
             non_empty()),
        data("test", &D::test, "held-out test pairs (TSV)", non_empty()),
        data("max_source_length", &D::max_source_length,
             "maximum source length in characters (after normalisation)",
             between(1, kMaxSourceLength)),
        data("max_target_length", &D::max_target_length, "maximum target length in characters",
             between(1, kMaxTargetLength)),
        data("normalize", &D::normalize,
             "source normalisation: dates = lowercase, commas removed, whitespace collapsed; "
             "lower = lowercase and whitespace collapsed, punctuation kept; fold = lower for every "
             "script (case folding, native digits as ASCII, bidi marks dropped); spaces = "
             "whitespace collapsed only; none = as is",
             one_of(kNormalizations)),
        data("valid_examples", &D::valid_examples,
             "validation examples used: 0 = the whole valid file, N = its first N lines",
             at_least(0)),
        data("order_control", &D::order_control,
             "sources start with a control token naming the reading convention (mdy, dmy, "
             "ymd) of numeric dates: the data's 4th column, or --order",
             anything<bool>()),
        data("default_order", &D::default_order,
             "reading convention of data lines without a 4th column and of translate / eval "
             "without --order",
             one_of(kReadingOrderNames)),
        data("min_character_count", &D::min_character_count,
             "source characters seen fewer times in training map to the unknown token",
             at_least(1)),
        data("target_tokens", &D::target_tokens,
             "the target's tokens: characters, or digit_pairs (runs of digits cut into pairs "
             "\"19\" \"75\": fewer decoder steps an output)",
             one_of(kTargetTokens)),

        model("attention", &M::attention, "attention mechanism", one_of(kAttentionKinds)),
        model("embedding_dim", &M::embedding_dim, "character embedding size",
              between(1, kMaxWidth)),
        model("encoder_hidden", &M::encoder_hidden,
              "encoder GRU size per direction (bidirectional: the keys are 2x this)",
              between(1, kMaxWidth)),
        model("decoder_hidden", &M::decoder_hidden, "decoder GRU hidden size",
              between(1, kMaxWidth)),
        model("attention_dim", &M::attention_dim,
              "hidden size of the attention scoring MLP (bahdanau, luong-concat)",
              between(1, kMaxWidth)),
        model("input_feeding", &M::input_feeding,
              "luong: feed the attentional state h~_{t-1} into the next decoder step",
              anything<bool>()),
        model("local_window", &M::local_window,
              "luong-local-p/-m: half-width D of the attention window [p_t - D, p_t + D]",
              between(1, kMaxSourceLength)),

        training("seed", &T::seed, "random seed (initialisation, shuffling, teacher forcing)",
                 anything<uint64_t>()),
        training("threads", &T::threads,
                 "CPU worker threads, each taking its share of a batch's rows (LibTorch runs one "
                 "thread inside each)",
                 between(1, kMaxThreads)),
        training("device", &T::device, "cpu, cuda (= cuda:0), cuda:N, or auto (cuda if present)",
                 device_spec()),
        training("batch_size", &T::batch_size, "training examples per step",
                 between(1, kMaxBatchSize)),
        training("bucket_batches", &T::bucket_batches,
                 "sort each pool of N batches by source length (less padding); 1 = off",
                 between(1, 100000)),
        training("optimizer", &T::optimizer, "optimizer", one_of(kOptimizers)),
        training("learning_rate", &T::learning_rate, "optimizer step size", positive()),
        training("lr_decay_to", &T::lr_decay_to,
                 "the step size falls linearly to learning_rate x this at max_steps; 1 = constant",
                 probability()),
        training("gradient_clip", &T::gradient_clip,
                 "max global L2 norm of the gradients; 0 disables clipping", non_negative()),
        training("ema_decay", &T::ema_decay,
                 "evaluate and save an exponential moving average of the weights with this decay "
                 "(0.999: about the last 1000 steps); 0 = the last step's weights",
                 below_one()),
        training("teacher_forcing", &T::teacher_forcing,
                 "probability of feeding the gold previous token to the decoder", probability()),
        training("eval_every", &T::eval_every, "evaluate on the valid set every N steps",
                 at_least(1)),
        training("log_every", &T::log_every, "log the training loss every N steps", at_least(1)),
        training("target_exact_match", &T::target_exact_match,
                 "stop once the valid exact match is >= this", positive_fraction()),
        training("max_steps", &T::max_steps, "stop after this many steps at the latest",
                 at_least(1)),
        training("world_size", &T::world_size,
                 "processes training together (data parallel); 1 = a single process",
                 between(1, kMaxWorldSize)),
        training("rank", &T::rank,
                 "this process's rank, 0 .. world_size - 1; rank 0 evaluates, logs and saves",
                 at_least(0)),
        training("master", &T::master,
                 "HOST:PORT where rank 0 listens (only on HOST's addresses; 0.0.0.0 or [::] for "
                 "every interface)",
                 host_port()),
        training("distributed_timeout_seconds", &T::distributed_timeout_seconds,
                 "bound on joining and on every collective; a rank gone longer stops the others",
                 in_range(0.1, 86400)),
        training("allreduce_bucket_mb", &T::allreduce_bucket_mb,
                 "size in MB of the flat buffers the gradients are all-reduced in",
                 in_range(0.001, 4096)),
        training("output_dir", &T::output_dir, "directory for checkpoints, logs and metrics",
                 non_empty()),
    };
  }();
  return table;
}

const Key* find_key(const std::string& full) {
  for (const Key& key : key_table()) {
    if (key.full == full) return &key;
  }
  return nullptr;
}

std::vector<std::string> section_names() {
  std::vector<std::string> names;
  for (const Key& key : key_table()) {
    if (std::find(names.begin(), names.end(), key.section) == names.end()) {
      names.push_back(key.section);
    }
  }
  return names;
}

std::string join(const std::vector<std::string>& items, const char* separator = ", ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += separator;
    out += items[i];
  }
  return out;
}

// Key names of one section (short names), or every full name when `section` is empty.
std::string allowed_keys(const std::string& section) {
  std::vector<std::string> names;
  for (const Key& key : key_table()) {
    if (section.empty()) {
      names.push_back(key.full);
    } else if (key.section == section) {
      names.push_back(key.name);
    }
  }
  return join(names);
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      diagonal = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitution});
    }
  }
  return row[b.size()];
}

// "; did you mean 'x'?" when one candidate is within two edits of `name`, else "".
std::string suggestion(const std::string& name, const std::vector<std::string>& candidates) {
  const std::string* best = nullptr;
  std::size_t best_distance = 3;
  for (const std::string& candidate : candidates) {
    const std::size_t distance = edit_distance(name, candidate);
    if (distance < best_distance) {
      best = &candidate;
      best_distance = distance;
    }
  }
  return best ? fmt::format("; did you mean '{}'?", *best) : std::string();
}

std::string unknown_key_in_section(const std::string& section, const std::string& name) {
  std::vector<std::string> names;
  for (const Key& key : key_table()) {
    if (key.section == section) names.push_back(key.name);
  }
  return fmt::format("unknown key '{}.{}'; allowed keys in '{}': {}{}", section, name, section,
                     join(names), suggestion(name, names));
}

std::string unknown_key(const std::string& full) {
  std::vector<std::string> names;
  for (const Key& key : key_table()) names.push_back(key.full);
  return fmt::format("unknown key '{}'; allowed keys: {}{}", full, join(names),
                     suggestion(full, names));
}

// ---------------------------------------------------------------------------------------------
// YAML.

std::string describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Null:
      return "nothing";
    case YAML::NodeType::Scalar:
      return fmt::format("'{}'", node.Scalar());
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Map:
      return "a map";
    case YAML::NodeType::Undefined:
      break;
  }
  return "nothing";
}

// 1-based line of `node`, or `fallback` when yaml-cpp has no position for it.
int line_of(const YAML::Node& node, int fallback) {
  const YAML::Mark mark = node.Mark();
  return mark.is_null() || mark.line < 0 ? fallback : mark.line + 1;
}

class YamlReader {
 public:
  explicit YamlReader(std::string origin) : origin_(std::move(origin)) {}

  ExperimentConfig read(const std::string& text) const {
    ExperimentConfig config;
    YAML::Node root;
    try {
      root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
      const int line = e.mark.is_null() || e.mark.line < 0 ? 0 : e.mark.line + 1;
      fail(line, fmt::format("YAML syntax error: {}", e.msg));
    }
    if (root.IsNull()) return config;  // an empty document: the defaults
    const std::vector<std::string> sections = section_names();
    if (!root.IsMap()) {
      fail(line_of(root, 1), fmt::format("expected a map with the sections {} at the top level, "
                                         "found {}",
                                         join(sections), describe(root)));
    }
    std::map<std::string, int> seen_sections;
    std::map<std::string, int> seen_keys;
    for (const auto& section_entry : root) {
      const YAML::Node& section_key = section_entry.first;
      const YAML::Node& section_value = section_entry.second;
      const int section_line = line_of(section_key, 0);
      const std::string section = name_of(section_key, section_line, "section names");
      if (std::find(sections.begin(), sections.end(), section) == sections.end()) {
        fail(section_line, fmt::format("unknown section '{}'; allowed sections: {}{}", section,
                                       join(sections), suggestion(section, sections)));
      }
      check_duplicate(seen_sections, section, section_line, "section");
      if (section_value.IsNull()) continue;  // "training:" with nothing under it
      if (!section_value.IsMap()) {
        fail(line_of(section_value, section_line),
             fmt::format("section '{}' must be a map of key: value pairs, found {}", section,
                         describe(section_value)));
      }
      for (const auto& entry : section_value) {
        const int key_line = line_of(entry.first, section_line);
        const std::string name = name_of(entry.first, key_line, "keys");
        const std::string full = fmt::format("{}.{}", section, name);
        const Key* key = find_key(full);
        if (key == nullptr) fail(key_line, unknown_key_in_section(section, name));
        check_duplicate(seen_keys, full, key_line, "key");
        const YAML::Node& value = entry.second;
        // A missing value ("max_steps:") has no useful position of its own.
        const int value_line = value.IsNull() ? key_line : line_of(value, key_line);
        if (!value.IsScalar()) {
          fail(value_line,
               fmt::format("{} must be {}, found {}", full, key->type_phrase, describe(value)));
        }
        const std::string problem = key->set(config, value.Scalar());
        if (!problem.empty()) fail(value_line, problem);
      }
    }
    return config;
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) const {
    if (line > 0) throw ConfigError(fmt::format("{}:{}: {}", origin_, line, message));
    throw ConfigError(fmt::format("{}: {}", origin_, message));
  }

  std::string name_of(const YAML::Node& node, int line, const char* what) const {
    if (!node.IsScalar())
      fail(line, fmt::format("{} must be plain names, found {}", what, describe(node)));
    return node.Scalar();
  }

  void check_duplicate(std::map<std::string, int>& seen, const std::string& name, int line,
                       const char* what) const {
    const auto [it, inserted] = seen.emplace(name, line);
    if (!inserted) {
      fail(line, fmt::format("duplicate {} '{}' (first given on line {})", what, name, it->second));
    }
  }

  std::string origin_;
};

// A string as a YAML scalar: plain when that reads back as the same string, else quoted.
std::string yaml_string(const std::string& value) {
  YAML::Emitter emitter;
  emitter << value;
  return emitter.c_str();
}

}  // namespace

bool operator==(const ExperimentConfig& a, const ExperimentConfig& b) {
  const auto& table = key_table();
  return std::all_of(table.begin(), table.end(), [&](const Key& key) { return key.equal(a, b); });
}

bool operator!=(const ExperimentConfig& a, const ExperimentConfig& b) {
  return !(a == b);
}

std::vector<ConfigKeyInfo> config_keys() {
  const ExperimentConfig defaults;
  std::vector<ConfigKeyInfo> infos;
  for (const Key& key : key_table()) {
    infos.push_back({key.full, key.type, key.get(defaults), key.help, key.allowed});
  }
  return infos;
}

std::string config_help() {
  std::string out =
      "Configuration keys (YAML sections data:, model:, training:; override with --set "
      "section.key=value):\n";
  std::string section;
  for (const ConfigKeyInfo& info : config_keys()) {
    const std::string this_section = info.name.substr(0, info.name.find('.'));
    if (this_section != section) {
      section = this_section;
      out += fmt::format("\n{}:\n", section);
    }
    out += fmt::format("  {} ({}, default {}{}{})\n      {}\n", info.name, info.type,
                       info.default_value.empty() ? "''" : info.default_value,
                       info.allowed.empty() ? "" : "; ", info.allowed, info.help);
  }
  return out;
}

ExperimentConfig config_from_yaml_text(const std::string& text,
                                       const std::string& origin_for_errors) {
  return YamlReader(origin_for_errors).read(text);
}

ExperimentConfig load_config(const std::string& path) {
  // A directory, FIFO or device is named as such (a FIFO would block the read forever).
  if (const auto kind = file_kind(path); !kind.empty()) {
    throw ConfigError(fmt::format(
        "cannot read config file '{}': {}", path,
        kind == "missing" ? "it does not exist" : "it is " + kind + ", not a regular file"));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw ConfigError(fmt::format("cannot read config file '{}': {}", path, std::strerror(errno)));
  }
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) {
    throw ConfigError(fmt::format("cannot read config file '{}': read error", path));
  }
  return config_from_yaml_text(contents.str(), path);
}

void apply_override(ExperimentConfig& config, const std::string& key, const std::string& value) {
  const Key* entry = find_key(key);
  if (entry == nullptr) throw ConfigError(fmt::format("override: {}", unknown_key(key)));
  const std::string problem = entry->set(config, value);
  if (!problem.empty()) throw ConfigError(fmt::format("override: {}", problem));
}

void apply_override_assignment(ExperimentConfig& config, const std::string& assignment) {
  const auto equals = assignment.find('=');
  if (equals == std::string::npos || equals == 0) {
    throw ConfigError(
        fmt::format("override: expected section.key=value, found '{}'; allowed "
                    "keys: {}",
                    assignment, allowed_keys("")));
  }
  apply_override(config, std::string(trim(assignment.substr(0, equals))),
                 assignment.substr(equals + 1));
}

void validate(const ExperimentConfig& config) {
  std::vector<std::string> problems;
  // Each key's own rule.
  for (const Key& key : key_table()) {
    std::string problem = key.check(config);
    if (!problem.empty()) problems.push_back(std::move(problem));
  }
  // Cross-field checks.
  const auto& model = config.model;
  if (model.attention == "luong-dot" && model.decoder_hidden != 2 * model.encoder_hidden) {
    // The dot score s_t . h_s needs the decoder state and the bidirectional keys equally wide.
    problems.push_back(fmt::format(
        "model.attention 'luong-dot' needs model.decoder_hidden equal to 2 x "
        "model.encoder_hidden (the key width), found {} and 2 x {} = {}; use luong-general, "
        "which learns W_a",
        model.decoder_hidden, model.encoder_hidden, 2 * model.encoder_hidden));
  }
  const auto& training = config.training;
  if (training.world_size >= 1 && training.rank >= training.world_size) {
    problems.push_back(fmt::format("training.rank must be below training.world_size ({}), found {}",
                                   training.world_size, training.rank));
  }
  if (training.world_size >= 1 && training.batch_size >= 1 &&
      training.batch_size % training.world_size != 0) {
    // The global batch is cut into world_size equal shards, one per rank.
    const int64_t below = training.batch_size / training.world_size * training.world_size;
    problems.push_back(fmt::format(
        "training.batch_size ({}) must be divisible by training.world_size ({}): it is the "
        "global batch, and each rank trains on batch_size / world_size examples of it; use {}{}",
        training.batch_size, training.world_size, below > 0 ? fmt::format("{} or ", below) : "",
        below + training.world_size));
  }
  if (!problems.empty()) {
    throw ConfigError(fmt::format("invalid configuration: {}", join(problems, "; ")));
  }
}

std::string config_value(const ExperimentConfig& config, const std::string& key) {
  const Key* entry = find_key(key);
  if (entry == nullptr) throw ConfigError(unknown_key(key));
  return entry->get(config);
}

std::string to_yaml(const ExperimentConfig& config) {
  std::string out;
  std::string section;
  for (const Key& key : key_table()) {
    if (key.section != section) {
      if (!section.empty()) out += "\n";
      section = key.section;
      out += section + ":\n";
    }
    const std::string value = key.get(config);
    out += fmt::format("  {}: {}\n", key.name, key.is_string ? yaml_string(value) : value);
  }
  return out;
}

}  // namespace dates
