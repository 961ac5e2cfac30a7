// The typed experiment configuration of `dates train`.
//
// Every key is declared ONCE, in the key table of config.cpp (name, pointer to member, help text,
// allowed values / range); that table drives YAML loading, command-line overrides, validation,
// printing (`dates train --help-config`) and serialisation (checkpoint metadata).
//
// Precedence (as in Marian): the defaults below, then the YAML file, then command-line overrides
// (`--set section.key=value` and the dedicated flags), then validate() once at the end.
//
// YAML layout: top-level maps `data:`, `model:`, `training:` holding the snake_case keys below.
// A key is addressed as "section.key", e.g. "training.batch_size".
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dates {

// Allowed values of the enumerated string keys. Each list lives here and only here; the key table,
// the error messages and --help-config all read it, so extending a list is a one-line change.
// model.attention: Bahdanau's additive attention; Luong's global attention with the dot, general
// or concat score; Luong's local attention (general score) with a predicted (local-p) or
// monotonic (local-m) window; or no attention at all (the baseline).
inline constexpr std::string_view kAttentionKinds[] = {
    "bahdanau",      "luong-dot",     "luong-general", "luong-concat",
    "luong-local-p", "luong-local-m", "none"};
inline constexpr std::string_view kNormalizations[] = {"dates", "lower", "fold", "spaces",
                                                       "none"};  // data.normalize
inline constexpr std::string_view kReadingOrderNames[] = {"mdy", "dmy",
                                                          "ymd"};  // data.default_order
// data.target_tokens: one token a character, or the hundred digit pairs as tokens too.
inline constexpr std::string_view kTargetTokens[] = {"characters", "digit_pairs"};
inline constexpr std::string_view kOptimizers[] = {"adam", "sgd"};  // training.optimizer

// Upper bounds of the sizes a config (or a checkpoint's config) may ask for, checked where the
// value is read, so that no file can make the process allocate without limit or hang.
inline constexpr int64_t kMaxSourceLength = 10000;  // data.max_source_length, model.local_window
inline constexpr int64_t kMaxTargetLength = 1000;   // data.max_target_length
inline constexpr int64_t kMaxWidth = 4096;          // embedding, hidden and attention sizes
inline constexpr int64_t kMaxThreads = 256;         // training.threads and --threads
inline constexpr int64_t kMaxBatchSize = 65536;     // training.batch_size
inline constexpr int64_t kMaxWorldSize = 1024;      // training.world_size

// Any configuration problem: unknown section or key, wrong type, value out of range or not
// allowed, YAML syntax error, unreadable file. The message names the origin and line when there
// is one ("configs/x.yaml:7: ..."), the key, what was expected and what was found.
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct DataConfig {
  std::string train = "data/train.tsv";  // training pairs, TSV "source<TAB>target" per line
  std::string valid = "data/valid.tsv";  // validation pairs (early stopping, exact match), TSV
  std::string test = "data/test.tsv";    // held-out test pairs, TSV
  int64_t max_source_length = 64;  // maximum source length in characters (after normalisation)
  int64_t max_target_length = 16;  // maximum target length in characters (ISO dates have 10)
  // Source normalisation before tokenising: "dates" = lowercase, commas removed, runs of
  // whitespace collapsed to one space (and trimmed); "spaces" = only the whitespace collapsed and
  // trimmed (case and punctuation kept); "lower" = ASCII letters lowercased and whitespace
  // collapsed (punctuation kept); "fold" = "lower" for text in any script (Unicode case
  // folding, every script's decimal digits as ASCII digits, bidi marks dropped, no-break spaces
  // as spaces: fold_text of core/source_text.h); "none" = used exactly as written.
  std::string normalize = "dates";
  int64_t valid_examples = 0;  // 0 = evaluate on the whole valid file, N > 0 = its first N lines
  // true: every source starts with the control token of its reading convention (mdy, dmy, ymd;
  // reading_order.h), taken from the data's fourth column, else from --order (default mdy).
  bool order_control = false;
  // The convention of data lines without a fourth column and of `translate` / `eval` without
  // --order: "mdy", "dmy" or "ymd" (reading_order.h).
  std::string default_order = "mdy";
  // Characters seen fewer times than this in the training sources map to the unknown token, so
  // the model learns to read past characters it has never seen; 1 keeps every character.
  int64_t min_character_count = 1;
  // The target's tokens: "characters" (one a character) or "digit_pairs" (each run of digits
  // cut into pairs, "1975-08-30" in 6 tokens instead of 10: fewer decoder steps an output).
  std::string target_tokens = "characters";
};

struct ModelConfig {
  std::string attention = "bahdanau";  // attention mechanism; one of kAttentionKinds
  int64_t embedding_dim = 32;          // character embedding size (source and target)
  int64_t encoder_hidden = 64;         // bidirectional GRU size PER DIRECTION; the keys are 2x this
  int64_t decoder_hidden = 128;        // decoder GRU hidden size
  int64_t attention_dim = 64;          // hidden size of the additive (Bahdanau) scoring MLP
  bool input_feeding = true;           // Luong: feed h~_{t-1} into the next GRU step
  int64_t local_window = 4;            // Luong local attention: half-width D of the window
};

struct TrainingConfig {
  uint64_t seed = 1;           // seed of every random generator (init, shuffling, teacher forcing)
  int64_t threads = 1;         // CPU worker threads (core/workers.h); >= 1
  std::string device = "cpu";  // "cpu", "cuda" (= cuda:0), "cuda:N", or "auto" (cuda if present)
  int64_t batch_size = 64;     // training examples per step
  int64_t bucket_batches = 8;  // length bucketing over pools of N batches; 1 = off (BatchSchedule)
  std::string optimizer = "adam";  // "adam" or "sgd"
  double learning_rate = 3e-3;     // optimizer step size; > 0
  // The step size falls linearly from learning_rate (step 0) to learning_rate x this (at
  // max_steps); 1 keeps it constant. In [0, 1].
  double lr_decay_to = 1.0;
  double gradient_clip = 1.0;  // max global L2 norm of the gradients; 0 disables clipping
  // Above 0: evaluation and the saved models use an exponential moving average of the weights
  // with this decay (train/weight_average.h); 0 = the last step's weights. In [0, 1).
  double ema_decay = 0;
  double teacher_forcing = 1.0;       // probability of feeding the gold previous token; in [0, 1]
  int64_t eval_every = 200;           // evaluate on the valid set every N steps; >= 1
  int64_t log_every = 50;             // log the training loss every N steps; >= 1
  double target_exact_match = 0.999;  // stop once valid exact match >= this; in (0, 1]
  int64_t max_steps = 3000;           // stop after this many optimizer steps at the latest; >= 1
  // Data-parallel training over processes (dates/train/distributed.h). batch_size stays the GLOBAL
  // batch: each rank trains on batch_size / world_size examples of it. The launch keys
  // world_size, rank and master say how a run is spread over processes, not what it trains:
  // checkpoints and config.yaml record them at their defaults. Precedence for them: defaults,
  // YAML, the environment (WORLD_SIZE, RANK, MASTER_ADDR, MASTER_PORT), the command line.
  int64_t world_size = 1;                    // processes training together; 1 = no distribution
  int64_t rank = 0;                          // this process, 0 .. world_size - 1; 0 logs and saves
  std::string master = "127.0.0.1:29500";    // HOST:PORT where rank 0 hosts the rendezvous
  double distributed_timeout_seconds = 60;   // bound on joining and on every collective; > 0
  double allreduce_bucket_mb = 25;           // size of the gradient all-reduce buckets; > 0
  std::string output_dir = "runs/bahdanau";  // checkpoints, logs and metrics go here
};

struct ExperimentConfig {
  DataConfig data;
  ModelConfig model;
  TrainingConfig training;
};

// Equality of every key of the table (doubles compared exactly).
bool operator==(const ExperimentConfig& a, const ExperimentConfig& b);
bool operator!=(const ExperimentConfig& a, const ExperimentConfig& b);

// One row of the key table, for `dates train --help-config`.
struct ConfigKeyInfo {
  std::string name;           // "section.key", e.g. "training.batch_size"
  std::string type;           // "string", "integer", "unsigned integer" or "number"
  std::string default_value;  // the default as text, as to_yaml writes it, e.g. "0.003", "1.0"
  std::string help;           // one-line description
  std::string allowed;        // constraint, e.g. ">= 1", "in [0, 1]", "one of adam, sgd"
};

// The key table in declaration order (data, model, training; struct order within each).
std::vector<ConfigKeyInfo> config_keys();

// The key table formatted as a readable multi-line text (for --help-config).
std::string config_help();

// Defaults, then the YAML file at `path`. Throws ConfigError for a missing or unreadable file and
// for everything config_from_yaml_text rejects (messages start with "path:line: ").
ExperimentConfig load_config(const std::string& path);

// Defaults, then the YAML text. `origin_for_errors` names the text in messages (a path, or e.g.
// "checkpoint metadata"). Every key is parsed and checked as it is read (type and per-key range or
// allowed values); unknown sections and keys, duplicate keys, sections that are not maps and YAML
// syntax errors throw ConfigError. An empty document gives the defaults. Does not call validate().
ExperimentConfig config_from_yaml_text(const std::string& text,
                                       const std::string& origin_for_errors);

// Sets `key` ("section.key") from its text form, with the same parsing and per-key checks as the
// YAML loader; on error throws ConfigError (unknown keys list the allowed keys) and leaves
// `config` unchanged.
void apply_override(ExperimentConfig& config, const std::string& key, const std::string& value);

// `--set` form: "section.key=value" (split at the first '='), then apply_override.
void apply_override_assignment(ExperimentConfig& config, const std::string& assignment);

// Every check of the configuration in one place: each key's own range / allowed values (so a
// config built in code is checked too) plus the cross-field checks. Throws ConfigError listing
// every problem found. Call it after the file and all overrides are applied.
void validate(const ExperimentConfig& config);

// The value of `key` as text that apply_override accepts back unchanged (strings unquoted,
// doubles in shortest round-trip form with ".0" added to integral values, e.g. "1.0").
// Throws ConfigError for an unknown key.
std::string config_value(const ExperimentConfig& config, const std::string& key);

// Every key, in table order, as YAML (sections `data:`, `model:`, `training:`). Doubles use the
// shortest text that parses back to the same value, so
// config_from_yaml_text(to_yaml(c), ...) == c exactly.
std::string to_yaml(const ExperimentConfig& config);

}  // namespace dates
