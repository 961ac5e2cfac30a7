// dates-full's model for translate: LibTorch's, with the runtime's greedy engine where it runs.
#include "translate_model.h"

#include <torch/types.h>

#include <memory>

#include "dates/core/runtime.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/model/checkpoint.h"

namespace dates::app {

DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute) {
  configure_workers(threads);
  auto bundle = [&] {
    const MonthEvidenceWhileLoading tables(threads);
    return std::make_shared<ModelBundle>(load_model(model_file, torch::kCPU));
  }();
  return DateReader(libtorch_reading_model(std::move(bundle), model_file, compute), model_file);
}

void hand_over_if_needed(const DateReader& /*reader*/, const ReadingSettings& /*settings*/) {}

}  // namespace dates::app
