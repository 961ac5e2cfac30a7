// A model as DateReader reads with it: what it is (config, vocabularies, calibrated threshold)
// and the engines that decode with it. load_reading_model builds one without LibTorch (the
// runtime's greedy engine: what `dates translate` needs by default); a LibTorch process adds
// beam search, decoding constrained to real dates and attention maps
// (decode/libtorch_decoding.h).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "dates/decode/beam_translation.h"
#include "dates/runtime/inference_model.h"

namespace dates {

// The decodings only LibTorch runs: beam search, constrained decoding, attention maps, and every
// model the runtime cannot run. Implemented over a LibTorch model by decode/libtorch_decoding.h.
class LibTorchDecoding {
 public:
  virtual ~LibTorchDecoding() = default;
  // Per source (normalised, its order control included), up to options.nbest candidates, best
  // first; options.constraint is ignored: `constrain` asks for only real calendar dates.
  virtual std::vector<std::vector<BeamTranslation>> translate(
      const std::vector<std::string>& sources, const BeamOptions& options, bool constrain,
      int64_t batch_size, bool keep_attention, std::ostream* progress) const = 0;
};

struct ReadingModel {
  ModelMetadata description;  // config, vocabularies, calibrated threshold
  // Greedy, unconstrained decoding without LibTorch; null for a model the runtime cannot run
  // (runtime_supports) or when DATES_ENGINE=libtorch asks for LibTorch's.
  std::shared_ptr<const InferenceModel> runtime;
  // Null in a process without LibTorch (the light `dates translate`).
  std::shared_ptr<const LibTorchDecoding> libtorch;
};

// DATES_ENGINE=libtorch: decode greedy readings with LibTorch too (the A/B of docs/speed.md).
bool libtorch_engine_asked();

// Reads a model file (`checkpoint` may be its run directory) without LibTorch: its description,
// and the runtime's model when the runtime runs it, multiplying as `compute` says. Throws
// InferenceModelError naming the file and what is wrong.
ReadingModel load_reading_model(const std::string& checkpoint,
                                ComputeType compute = ComputeType::kAuto);

}  // namespace dates
