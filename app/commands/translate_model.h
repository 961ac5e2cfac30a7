// The translate subcommand (translate.cpp) and how it gets its model, which differs between the
// two programs that link it: the light `dates` reads the model without LibTorch and hands a
// reading that needs LibTorch to dates-full (app/light/translate_model.cpp); dates-full loads
// LibTorch's model too (translate_model.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <system_error>
#include <thread>

#include "command_line.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/month_evidence.h"

namespace dates::app {

void add_translate(Command& program);

// The reader of `model_file` for translate, its `threads` workers configured, the runtime
// multiplying as `compute` says.
DateReader translate_reader(const std::string& model_file, int64_t threads, ComputeType compute);

// The reader's ICU tables (prepare_month_evidence, about 20 ms each) made on a core of their own
// while the model loads, when `threads` gives a second worker (made on first use otherwise);
// joined when this goes away, also when the load throws. A failure there is left to the first
// reading, which makes the tables itself (and reports what went wrong).
class MonthEvidenceWhileLoading {
 public:
  explicit MonthEvidenceWhileLoading(int64_t threads) {
    if (threads < 2) return;
    try {
      thread_ = std::thread(prepare_quietly);
    } catch (const std::system_error&) {
      // No thread to be had: the first reading makes the tables.
    }
  }
  ~MonthEvidenceWhileLoading() {
    if (thread_.joinable()) thread_.join();
  }
  MonthEvidenceWhileLoading(const MonthEvidenceWhileLoading&) = delete;
  MonthEvidenceWhileLoading& operator=(const MonthEvidenceWhileLoading&) = delete;

 private:
  static void prepare_quietly() noexcept {
    try {
      prepare_month_evidence();
    } catch (...) {
    }
  }
  std::thread thread_;
};

// Called once the reading's settings are known, before any input is read. The light program
// replaces itself with dates-full (same arguments) when the reading needs LibTorch; dates-full
// does nothing.
void hand_over_if_needed(const DateReader& reader, const ReadingSettings& settings);

}  // namespace dates::app
