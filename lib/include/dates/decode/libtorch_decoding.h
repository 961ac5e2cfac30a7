// The reading model of a LibTorch model (decode/reading_model.h): the runtime's greedy engine
// where it runs the model, and LibTorch's decoding (beam search, constrained decoding, attention
// maps, the models the runtime cannot run) for the rest.
#pragma once

#include <memory>
#include <string>

#include "dates/decode/reading_model.h"

namespace dates {

struct ModelBundle;

// `bundle` is not owned: it must outlive every reader of the result. `model_name` names it in
// errors; `compute` is how the runtime multiplies (runtime/inference_model.h).
ReadingModel libtorch_reading_model(ModelBundle& bundle, const std::string& model_name,
                                    ComputeType compute = ComputeType::kAuto);

// Owns `bundle` (a model loaded for reading only: the facade's, the service's).
ReadingModel libtorch_reading_model(std::shared_ptr<ModelBundle> bundle,
                                    const std::string& model_name,
                                    ComputeType compute = ComputeType::kAuto);

}  // namespace dates
