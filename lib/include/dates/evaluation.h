// Exact match of greedy translations against references, and batched translation.
#pragma once

#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "dates/attention_map.h"
#include "dates/calibration.h"
#include "dates/data.h"
#include "dates/seq2seq.h"
#include "dates/vocabulary.h"

namespace dates {

// What a model needs besides its weights to turn text into text.
struct Translator {
  Seq2Seq& model;
  const Vocabulary& source_vocabulary;
  const Vocabulary& target_vocabulary;
  int64_t max_target_length;  // outputs are cut after this many characters (+ the end token)
  torch::Device device;
  int64_t batch_size = 256;
  bool keep_attention = false;  // fill Translation::attention (costs memory on large files)
};

struct Translation {
  std::string output;
  double log_probability = 0;  // of the whole output sequence, end token included
  bool finished = false;       // produced the end token (false: cut off at the maximum length)
  int64_t steps = 0;           // decoded tokens, the end token included when finished
  AttentionMap attention;      // source x output weights; empty unless keep_attention
  double probability() const { return std::exp(log_probability); }
};

// The attention map of one decoded row: `output_ids` [T] as decoded (stopping after kEnd),
// `weights` [T, S] float32 on the CPU, the source as characters.
AttentionMap attention_map(const std::string& source, const std::vector<int64_t>& output_ids,
                           const torch::Tensor& weights, const Vocabulary& target_vocabulary);

// Greedy translations of already-normalised sources, in input order.
std::vector<Translation> translate(const Translator& translator,
                                   const std::vector<std::string>& sources);

struct Mistake {
  int64_t index;  // position in the evaluated examples
  std::string source, target, predicted, family;
  double log_probability = 0;  // the model's log-probability of its (wrong) output
};

struct ExactMatch {
  int64_t correct = 0;
  int64_t total = 0;
  double fraction() const { return total > 0 ? static_cast<double>(correct) / total : 0.0; }
};

struct EvaluationResult {
  int64_t correct = 0;
  int64_t total = 0;
  std::vector<Mistake> mistakes;
  std::map<std::string, ExactMatch> families;  // per Example::family, for examples that have one
  // Every example in input order: the probability of the greedy output and whether it is right
  // (marked stays false), for the calibration functions of calibration.h.
  std::vector<ScoredPrediction> predictions;
  double exact_match() const { return total > 0 ? static_cast<double>(correct) / total : 0.0; }
};

EvaluationResult evaluate(const Translator& translator, const std::vector<Example>& examples);

// The model's logits when fed the reference targets (teacher forcing), for checking a port of
// the model (scripts/check_pytorch_parity.py) against this implementation.
struct TeacherForcedLogits {
  torch::Tensor logits;   // [N, T, V] float32 on the CPU
  torch::Tensor targets;  // [N, T] long: the reference ids, kEnd, then kPad
};
TeacherForcedLogits teacher_forced_logits(const Translator& translator,
                                          const std::vector<Example>& examples);

}  // namespace dates
