// The rule of a resumed run (dates/train/resume_rule.h): the keys it may change are real keys,
// changing them is no change to refuse, and every other change is named with both values in the
// key table's order. Expected texts are written out from the defaults of dates/io/config.h.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "dates/io/config.h"
#include "dates/train/resume_rule.h"

using namespace dates;

TEST_CASE("every resumable key is a key of the configuration", "[resume]") {
  const auto keys = config_keys();
  for (const auto& key : resumable_keys()) {
    INFO(key);
    CHECK(std::any_of(keys.begin(), keys.end(),
                      [&](const ConfigKeyInfo& info) { return info.name == key; }));
  }
  // None of the model, the training data or the optimizer.
  for (const std::string key : {"model.encoder_hidden", "data.train", "training.learning_rate",
                                "training.batch_size", "training.seed"}) {
    INFO(key);
    CHECK(std::find(resumable_keys().begin(), resumable_keys().end(), key) ==
          resumable_keys().end());
  }
}

TEST_CASE("a resume that changes only resumable keys is refused nothing", "[resume]") {
  const ExperimentConfig run;
  ExperimentConfig requested;
  apply_override(requested, "training.max_steps", "123456");
  apply_override(requested, "training.eval_every", "7");
  apply_override(requested, "data.valid", "elsewhere/valid.tsv");
  apply_override(requested, "training.output_dir", "runs/other");
  CHECK(changes_refused_on_resume(run, requested).empty());
  CHECK(changes_refused_on_resume(run, run).empty());
}

TEST_CASE("a resume that changes the model or the optimizer names each change", "[resume]") {
  const ExperimentConfig run;
  ExperimentConfig requested;
  apply_override(requested, "training.learning_rate", "0.001");
  apply_override(requested, "model.encoder_hidden", "32");
  apply_override(requested, "training.max_steps", "123456");  // allowed: not listed
  CHECK(changes_refused_on_resume(run, requested) ==
        std::vector<std::string>{"model.encoder_hidden: '64' in the run, '32' now",
                                 "training.learning_rate: '0.003' in the run, '0.001' now"});
}
