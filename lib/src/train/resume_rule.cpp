#include "dates/train/resume_rule.h"

#include <algorithm>

namespace dates {

const std::vector<std::string>& resumable_keys() {
  static const std::vector<std::string> keys = {"data.valid",
                                                "data.test",
                                                "data.valid_examples",
                                                "training.threads",
                                                "training.device",
                                                "training.eval_every",
                                                "training.log_every",
                                                "training.max_steps",
                                                "training.target_exact_match",
                                                "training.world_size",
                                                "training.rank",
                                                "training.master",
                                                "training.distributed_timeout_seconds",
                                                "training.allreduce_bucket_mb",
                                                "training.output_dir"};
  return keys;
}

std::vector<std::string> changes_refused_on_resume(const ExperimentConfig& run,
                                                   const ExperimentConfig& requested) {
  const auto& allowed = resumable_keys();
  std::vector<std::string> refused;
  for (const auto& key : config_keys()) {
    if (std::find(allowed.begin(), allowed.end(), key.name) != allowed.end()) continue;
    const auto old_value = config_value(run, key.name);
    const auto new_value = config_value(requested, key.name);
    if (old_value != new_value) {
      refused.push_back(key.name + ": '" + old_value + "' in the run, '" + new_value + "' now");
    }
  }
  return refused;
}

}  // namespace dates
