// The light program's model for translate: read without LibTorch (decode/reading_model.h); a
// reading that needs LibTorch is handed to dates-full before any input is read.
#include "../commands/translate_model.h"

#include <string>
#include <utility>

#include "../commands/process_state.h"
#include "dates/core/openblas.h"
#include "dates/core/workers.h"
#include "dates/decode/reading_model.h"
#include "dates/nn/blas.h"

namespace dates::app {

DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute) {
  restart_with_huge_pages();
  set_worker_count(threads);
  keep_freed_memory();  // the engine's buffers are not faulted in again every batch
  auto model = [&] {
    const MonthEvidenceWhileLoading tables(threads);
    return load_reading_model(model_file, compute);
  }();
  // This program is not linked with OpenBLAS: loading it, its thread pool and the start again
  // with one thread cost a one-line call 0.013 s of 0.061 (docs/speed.md). It is loaded only for
  // a model that multiplies through it: on a CPU without AVX2, or with DATES_CPU_KERNELS=baseline.
  if (model.runtime != nullptr && model.runtime->multiplies_through_blas()) blas::load_openblas();
  return DateReader(std::move(model), model_file);
}

void hand_over_if_needed(const DateReader& reader, const ReadingSettings& settings) {
  std::string why;
  if (reader.needs_libtorch(settings, &why)) run_full_program("translate with " + why);
}

}  // namespace dates::app
