// The translate subcommand (translate.cpp) and how it gets its model, which differs between the
// two programs that link it: the light `dates` reads the model without LibTorch and hands a
// reading that needs LibTorch to dates-full (app/light/translate_model.cpp); dates-full loads
// LibTorch's model too (translate_model.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "command_line.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/month_evidence.h"

namespace dates::app {

void add_translate(Command& program);

// The reader of `model_file` for translate, its `threads` workers configured, the runtime
// multiplying as `compute` says.
DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute);

// prepare_month_evidence on a thread of its own, while the model loads: a failure is left to the
// first reading, which makes the tables itself (and reports what went wrong).
inline void prepare_month_evidence_quietly() noexcept {
  try {
    prepare_month_evidence();
  } catch (...) {
  }
}

// Called once the reading's settings are known, before any input is read. The light program
// replaces itself with dates-full (same arguments) when the reading needs LibTorch; dates-full
// does nothing.
void hand_over_if_needed(const DateReader& reader, const ReadingSettings& settings);

}  // namespace dates::app
