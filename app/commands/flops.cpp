// dates flops: the analytic FLOP count of one training step.
#include "commands.h"

#include <fmt/format.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/data/data.h"
#include "dates/data/vocabulary.h"
#include "dates/io/config.h"
#include "dates/model/checkpoint.h"
#include "dates/model/flops.h"

namespace dates::app {

namespace {

struct FlopsArguments {
  std::string config_path;
  std::vector<std::string> overrides;
  bool json = false;
  bool inference = false;
};

}  // namespace

void add_flops(Command& app) {
  const auto state = std::make_shared<FlopsArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand(
      "flops",
      "Analytic FLOPs of one training example of a Bahdanau config, layer by layer: at the "
      "training set's mean lengths (useful work) and at the padded widths of its batches "
      "(executed work)");
  command->add_option("--config", arguments.config_path, "Experiment YAML")->required();
  command->add_option("--set", arguments.overrides, "Override a key: section.key=value");
  command->add_flag("--json", arguments.json,
                    "Print the counts as one JSON object instead of tables: {\"useful\": {...}, "
                    "\"executed\": {...}}, each with the sizes, per-layer formulas and totals");
  command->add_flag("--inference", arguments.inference,
                    "Count one input under greedy decoding in the inference runtime instead (the "
                    "products that do not depend on the input folded into tables), at the "
                    "training set's mean lengths: per input, per source character of the "
                    "encoder, per output step of the decoder");
  command->callback([state] {
    auto& arguments = *state;
    auto config = load_config(arguments.config_path);
    for (const auto& assignment : arguments.overrides)
      apply_override_assignment(config, assignment);
    validate(config);
    if (config.model.attention != "bahdanau") {
      throw std::invalid_argument(
          fmt::format("{}: model.attention is '{}'; dates flops counts the bahdanau model only",
                      arguments.config_path, config.model.attention));
    }
    const auto examples = read_examples(config.data.train, read_options(config.data));
    const auto vocabularies = vocabularies_of(examples, config.data);
    const auto options = model_options(config.model, vocabularies.source, vocabularies.target);
    const auto statistics = length_statistics(examples, config.training.batch_size,
                                              config.training.bucket_batches, config.training.seed,
                                              /*batches=*/0, &vocabularies.target);
    if (arguments.inference) {
      const auto count = bahdanau_inference_flops(options, statistics.mean);
      if (arguments.json) {
        fmt::print("{{\"inference\": {}}}\n", flop_json(count, statistics.mean));
        return;
      }
      // The encoder's layers run once an input, the others once a step.
      double encoder = 0, decoder = 0;
      for (const auto& layer : count.layers) {
        (layer.layer.rfind("encoder.", 0) == 0 || layer.layer == "decoder.attention.key"
             ? encoder
             : decoder) += layer.total();
      }
      fmt::print("{} training examples; one input under greedy decoding (inference runtime):\n{}\n",
                 statistics.examples, flop_table(count, statistics.mean));
      fmt::print(
          "per input {:.0f} FLOPs: encoder {:.0f} per source character (S {:.2f}), "
          "decoder {:.0f} per output step (T {:.2f})\n",
          count.forward(), encoder / statistics.mean.source, statistics.mean.source,
          decoder / statistics.mean.decoder_steps, statistics.mean.decoder_steps);
      return;
    }
    const auto useful = bahdanau_flops(options, statistics.mean, config.training.batch_size);
    const auto executed = bahdanau_flops(options, statistics.padded, config.training.batch_size);
    if (arguments.json) {
      fmt::print("{{\"useful\": {}, \"executed\": {}}}\n", flop_json(useful, statistics.mean),
                 flop_json(executed, statistics.padded));
      return;
    }
    fmt::print("{} training examples, batch size {}, padded widths averaged over {} batches\n\n",
               statistics.examples, config.training.batch_size, statistics.batches);
    fmt::print("Useful work (mean lengths, no padding):\n{}\n",
               flop_table(useful, statistics.mean));
    fmt::print("Executed work (the padded widths of the batches):\n{}",
               flop_table(executed, statistics.padded));
  });
}

}  // namespace dates::app
