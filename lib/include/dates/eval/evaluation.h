// Exact match of greedy translations against references, mistakes, per-family scores, and the
// teacher-forced logits of a port check. Outputs and targets are compared in canonical form
// (date_time_output.h: a model's `T05:30p brst` is `T17:30-02:00`), as a whole and by their
// date parts.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "dates/data/data.h"
#include "dates/data/vocabulary.h"
#include "dates/decode/translator.h"
#include "dates/eval/calibration.h"

namespace dates {

struct Mistake {
  int64_t index;  // position in the evaluated examples
  std::string source, target, predicted, family;
  double log_probability = 0;  // the model's log-probability of its (wrong) output
};

struct ExactMatch {
  int64_t correct = 0;
  int64_t total = 0;
  int64_t date_correct = 0;  // the date parts (before 'T') equal
  double fraction() const { return total > 0 ? static_cast<double>(correct) / total : 0.0; }
};

struct EvaluationResult {
  int64_t correct = 0;
  int64_t total = 0;
  int64_t date_correct = 0;  // the date parts (before 'T') equal
  bool has_times = false;    // some target or output holds a time
  std::vector<Mistake> mistakes;
  std::map<std::string, ExactMatch> families;  // per Example::family, for examples that have one
  // Every example in input order: the probability of the greedy output and whether it is right
  // (marked stays false), for the calibration functions of calibration.h.
  std::vector<ScoredPrediction> predictions;
  std::vector<std::string> outputs;  // every example's greedy output, canonical, in input order
  // every example's greedy output as the model wrote it (zone abbreviations as written), in
  // input order: the targets of sequence-level distillation (scripts/distill.sh)
  std::vector<std::string> model_outputs;
  double exact_match() const { return total > 0 ? static_cast<double>(correct) / total : 0.0; }
  double date_exact_match() const {
    return total > 0 ? static_cast<double>(date_correct) / total : 0.0;
  }
};

// `date_only`: outputs and targets reduced to their date parts (translate --output date).
EvaluationResult evaluate(const Translator& translator, const std::vector<Example>& examples,
                          bool date_only = false);

// The mistakes as `dates eval --mistakes` writes them: a header line, then per mistake
// "LINE<TAB>SOURCE<TAB>TARGET<TAB>PREDICTED<TAB>FAMILY" (1-based line, order control removed).
std::string mistakes_tsv(const EvaluationResult& result);

// The model's logits when fed the reference targets (teacher forcing), for checking a port of
// the model (scripts/checks/check_pytorch_parity.py) against this implementation.
struct TeacherForcedLogits {
  torch::Tensor logits;   // [N, T, V] float32 on the CPU
  torch::Tensor targets;  // [N, T] long: the reference ids, kEnd, then kPad
};
TeacherForcedLogits teacher_forced_logits(const Translator& translator,
                                          const std::vector<Example>& examples);

}  // namespace dates
