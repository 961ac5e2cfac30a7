#include "dates/decode/reading_model.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace dates {

bool libtorch_engine_asked() {
  const char* engine = std::getenv("DATES_ENGINE");
  return engine != nullptr && std::string(engine) == "libtorch";
}

ReadingModel load_reading_model(const std::string& checkpoint, ComputeType compute) {
  const auto path = inference_model_file(checkpoint);
  const auto file = read_model_tensors(path);
  ReadingModel model;
  model.description = read_model_metadata(file.metadata, path);
  if (runtime_supports(model.description.config) && !libtorch_engine_asked()) {
    auto runtime = inference_model_from_tensors(file.metadata, file.tensors, path);
    std::error_code error;
    runtime.file_bytes = std::filesystem::file_size(path, error);
    prepare_products(runtime, compute);
    model.runtime = std::make_shared<const InferenceModel>(std::move(runtime));
  }
  return model;
}

}  // namespace dates
