// The light program's model for translate: read without LibTorch (decode/reading_model.h); a
// reading that needs LibTorch is handed to dates-full before any input is read.
#include "../commands/translate_model.h"

#include <string>

#include "../commands/process_state.h"
#include "dates/core/openblas.h"
#include "dates/core/workers.h"
#include "dates/decode/reading_model.h"

namespace dates::app {

DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute) {
  set_worker_count(threads);
  keep_freed_memory();  // the engine's buffers are not faulted in again every batch
  return DateReader(load_reading_model(model_file, compute), model_file);
}

void hand_over_if_needed(const DateReader& reader, const ReadingSettings& settings) {
  std::string why;
  if (reader.needs_libtorch(settings, &why)) run_full_program("translate with " + why);
}

}  // namespace dates::app
