// Checkpoints in safetensors: the model file is self-contained (weights plus, in __metadata__,
// the config, both vocabularies, the step and the valid exact match); the optimizer file holds
// Adam's moments so a run can resume exactly.
#pragma once

#include <torch/optim/optimizer.h>
#include <torch/types.h>

#include <cstdint>
#include <stdexcept>
#include <string>

#include "dates/config.h"
#include "dates/seq2seq.h"
#include "dates/vocabulary.h"

namespace dates {

// A checkpoint that cannot be used: missing or unexpected tensors, wrong shapes, metadata.
class CheckpointError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Everything needed to translate with a model.
struct ModelBundle {
  ExperimentConfig config;
  Vocabulary source_vocabulary;
  Vocabulary target_vocabulary;
  Seq2Seq model{nullptr};
  int64_t step = 0;                   // optimizer steps taken when saved
  double valid_exact_match = 0;       // on the validation data when saved
  double best_valid_exact_match = 0;  // the best of the run so far (for resuming)
  // The default --min-confidence of `dates translate`, chosen on validation data by
  // `dates calibrate`; 0 = never calibrated (saved only when > 0).
  double min_confidence = 0;
  std::string calibration;  // how min_confidence was chosen (data, target error, coverage)
};

// The model's shape from its config and the vocabularies.
Seq2SeqOptions model_options(const ModelConfig& config, const Vocabulary& source_vocabulary,
                             const Vocabulary& target_vocabulary);

// `checkpoint` is a model file or a run directory (then DIR/model.safetensors).
std::string model_file_of(const std::string& checkpoint);

// Writes the weights under their registered names (encoder.*, decoder.*), atomically.
void save_model(const std::string& path, const ModelBundle& bundle);
// Reads a model file and rebuilds the model on `device`; every tensor must be present with the
// expected shape and no other tensor may be in the file.
ModelBundle load_model(const std::string& path, const torch::Device& device);

// Adam state per parameter: "<name>.exp_avg", "<name>.exp_avg_sq", "<name>.step". Plain SGD
// has no state and writes an empty file.
void save_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model);
void load_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model);

}  // namespace dates
