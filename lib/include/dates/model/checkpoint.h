// Checkpoints in safetensors: the model file is self-contained (weights plus, in __metadata__,
// the config, both vocabularies, the step and the valid exact match); the optimizer file holds
// Adam's moments so a run can resume exactly.
#pragma once

#include <torch/optim/optimizer.h>
#include <torch/types.h>

#include <cstdint>
#include <stdexcept>
#include <string>

#include "dates/data/vocabulary.h"
#include "dates/io/atomic_file.h"
#include "dates/io/config.h"
#include "dates/model/seq2seq.h"
#include "dates/runtime/inference_model.h"

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
  int64_t best_step = -1;             // the step of that best; -1: not recorded (older files)
  // The default --min-confidence of `dates translate`, chosen on validation data by
  // `dates calibrate`; 0 = never calibrated (saved only when > 0).
  double min_confidence = 0;
  std::string calibration;  // how min_confidence was chosen (data, target error, coverage)
  // Names the training run (random, fixed at its start, kept on resume); with `step` it ties
  // last/model.safetensors to last/optimizer.safetensors. Empty in files of older versions.
  std::string run_id;
};

// Which state an optimizer file belongs to: the model file of the same last/ carries the same.
struct OptimizerStamp {
  int64_t step = -1;   // -1: not recorded (files of older versions)
  std::string run_id;  // empty in files of older versions
};

// The model's shape from its config and the vocabularies.
Seq2SeqOptions model_options(const ModelConfig& config, const Vocabulary& source_vocabulary,
                             const Vocabulary& target_vocabulary);

// `checkpoint` is a model file or a run directory (then DIR/model.safetensors).
std::string model_file_of(const std::string& checkpoint);

// Writes the weights under their registered names (encoder.*, decoder.*), atomically.
void save_model(const std::string& path, const ModelBundle& bundle);
// The model as the LibTorch-free inference runtime holds it (runtime/inference_model.h): the
// parameters copied to plain memory, the metadata save_model would write. Throws CheckpointError
// (naming `model_name`) for a model the runtime cannot run (see runtime_supports).
InferenceModel inference_model_of(const ModelBundle& bundle, const std::string& model_name);

// Reads a model file and rebuilds the model on `device`. Before any model is built, the config's
// sizes are checked against the tensors' shapes (every tensor present, no other, float32, finite
// values); step, exact match and min_confidence are checked to be in range.
ModelBundle load_model(const std::string& path, const torch::Device& device);

// Sets min_confidence and calibration (see ModelBundle) in the model file as `model_file` read
// it, and nothing else: every other metadata entry is kept, the tensor data stays byte for byte,
// the file keeps its owner, group and mode, and it is replaced only if it is still the file read
// (replace_unchanged_file: FileChangedError otherwise). Throws CheckpointError when the bytes
// read are not a safetensors file or min_confidence is outside [0, 1].
void save_calibration(const FileSnapshot& model_file, double min_confidence,
                      const std::string& calibration);

// Adam state per parameter: "<name>.exp_avg", "<name>.exp_avg_sq", "<name>.step"; the stamp in
// __metadata__ ("step", "run_id"). Plain SGD has no state and writes only the stamp.
void save_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model, const OptimizerStamp& stamp);
// Returns the file's stamp (the caller checks it against the model's); shapes, dtypes, finite
// values and step counts are checked.
OptimizerStamp load_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                              const Seq2Seq& model);

}  // namespace dates
