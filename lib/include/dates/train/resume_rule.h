// The rule of a resumed run: which keys of its configuration it may change, and which changes a
// requested configuration would make against the rule (Trainer refuses to resume on them).
#pragma once

#include <string>
#include <vector>

#include "dates/io/config.h"

namespace dates {

// The keys a resumed run may change (`train --resume DIR --set ...`): how long it runs and when
// it stops, how often it evaluates and logs, which held-out files it evaluates on, where it
// writes, and how it is spread over processes and threads. None of them changes the model, the
// data it trains on or the optimizer and its state. (With training.lr_decay_to < 1 a new
// max_steps changes the learning-rate schedule from the resumed step on.)
const std::vector<std::string>& resumable_keys();

// For each key whose value differs between the stopped run's config and the requested one and
// is not resumable: "KEY: 'OLD' in the run, 'NEW' now". Empty when the run may resume.
std::vector<std::string> changes_refused_on_resume(const ExperimentConfig& run,
                                                   const ExperimentConfig& requested);

}  // namespace dates
