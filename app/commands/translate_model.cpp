// dates-full's model for translate: LibTorch's, with the runtime's greedy engine where it runs.
#include "translate_model.h"

#include <torch/types.h>

#include <memory>
#include <optional>
#include <thread>

#include "dates/core/runtime.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/model/checkpoint.h"

namespace dates::app {

DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute) {
  configure_workers(threads);
  // With a second worker, the reader's ICU tables are made on its core while the model loads.
  std::optional<std::thread> tables;
  if (threads >= 2) tables.emplace(prepare_month_evidence_quietly);
  auto bundle = std::make_shared<ModelBundle>(load_model(model_file, torch::kCPU));
  if (tables) tables->join();
  return DateReader(libtorch_reading_model(std::move(bundle), model_file, compute), model_file);
}

void hand_over_if_needed(const DateReader& /*reader*/, const ReadingSettings& /*settings*/) {}

}  // namespace dates::app
