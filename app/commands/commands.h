// The subcommands of `dates-full`, one file each in app/commands/, and what they share
// (common.cpp, process_state.h). main.cpp only registers them; each add_X() declares X's options
// and the callback that calls the library.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "command_line.h"
#include "dates/data/data.h"
#include "dates/decode/translator.h"
#include "dates/eval/evaluation.h"
#include "dates/model/checkpoint.h"
#include "process_state.h"
#include "translate_model.h"

namespace dates::app {

void add_generate(Command& program);
void add_train(Command& program);
void add_eval(Command& program);
void add_serve(Command& program);
void add_calibrate(Command& program);
void add_flops(Command& program);
void add_inspect(Command& program);

// A data file read as the model's data: its normalisation, and lines without an order column
// read by `order` (default: the model's data.default_order).
std::vector<Example> read_model_examples(const ModelBundle& bundle, const std::string& path,
                                         const std::optional<std::string>& order);

// Reads every example again as `translate` would, records in result.predictions which outputs
// carry a warning mark, and says how many unwarned outputs are wrong at the checkpoint's
// calibrated threshold. `date_only`: read as `translate --output date` does; `auto_order`: the
// examples' conventions are a column's decision (lines that contradict it are marked
// inconsistent).
std::string mark_predictions(const Translator& translator, ModelBundle& bundle,
                             const std::vector<Example>& examples, EvaluationResult& result,
                             bool date_only = false, bool auto_order = false);

}  // namespace dates::app
