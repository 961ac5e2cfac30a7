// The subcommands of `dates`, one file each in app/commands/, and what they share (common.cpp).
// main.cpp only registers them; each add_X() declares X's options and the callback that calls
// the library.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dates/data/data.h"
#include "dates/decode/translator.h"
#include "dates/eval/evaluation.h"
#include "dates/model/checkpoint.h"

namespace dates::app {

void add_generate(CLI::App& app);
void add_train(CLI::App& app);
void add_eval(CLI::App& app);
void add_translate(CLI::App& app);
void add_serve(CLI::App& app);
void add_calibrate(CLI::App& app);
void add_flops(CLI::App& app);
void add_inspect(CLI::App& app);

// main's argv, for the OpenBLAS restart.
void set_command_line(char** argv);
// The process's exit status: the first non-zero status set wins (0 when none was set).
void set_exit_status(int status);
int exit_status();

// Option checks that say in one line what is allowed ("--beam: must be a whole number in
// 1 .. 100, found '0'"); CLI11's own print ranges as 1.797e308 and let NaN through.
CLI::Validator whole_number_in(int64_t minimum, int64_t maximum);
CLI::Validator number_in(double minimum, double maximum);

// Restarts the process with OpenBLAS's fast kernels where it fell back to slow ones (runtime.h).
void restart_with_fast_blas();

// A data file read as the model's data: its normalisation, and lines without an order column
// read by `order` (default: the model's data.default_order).
std::vector<Example> read_model_examples(const ModelBundle& bundle, const std::string& path,
                                         const std::optional<std::string>& order);

// Reads every example again as `translate` would, records in result.predictions which outputs
// carry a warning mark, and says how many unwarned outputs are wrong at the checkpoint's
// calibrated threshold.
std::string mark_predictions(const Translator& translator, ModelBundle& bundle,
                             const std::vector<Example>& examples, EvaluationResult& result);

}  // namespace dates::app
