#include "dates/training.h"

#include <ATen/CPUGeneratorImpl.h>
#include <fmt/format.h>
#include <torch/torch.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>

#include "dates/atomic_file.h"
#include "dates/batching.h"
#include "dates/checkpoint.h"
#include "dates/data.h"
#include "dates/evaluation.h"
#include "dates/random.h"
#include "dates/runtime.h"

namespace dates {

namespace {

using Clock = std::chrono::steady_clock;

std::unique_ptr<torch::optim::Optimizer> make_optimizer(const TrainingConfig& config,
                                                        Seq2Seq& model) {
  if (config.optimizer == "adam") {
    return std::make_unique<torch::optim::Adam>(model->parameters(),
                                                torch::optim::AdamOptions(config.learning_rate));
  }
  return std::make_unique<torch::optim::SGD>(model->parameters(),
                                             torch::optim::SGDOptions(config.learning_rate));
}

// Keeps the metrics lines up to `step` (a resumed run rewrites what came after it).
void truncate_metrics(const std::string& path, int64_t step) {
  if (!std::filesystem::exists(path)) return;
  std::ifstream in(path);
  std::string kept, line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto entry = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (entry.is_object() && entry.value("step", int64_t{0}) <= step) kept += line + "\n";
  }
  write_file_atomically(path, kept);
}

}  // namespace

TrainingSummary train(const ExperimentConfig& config, const TrainingOptions& options) {
  const auto start = Clock::now();
  const auto& training = config.training;
  configure_threads(training.threads);
  const auto device = resolve_device(training.device);
  auto log = [&](const std::string& line) {
    if (options.log != nullptr) {
      *options.log << (options.live_progress ? "\r\033[K" : "") << line << std::endl;
    }
  };

  const auto train_examples = read_examples(config.data.train, read_options(config.data));
  const auto valid_examples =
      read_examples(config.data.valid, read_options(config.data, config.data.valid_examples));

  ModelBundle bundle;
  bundle.config = config;
  std::vector<std::string> sources, targets;
  for (const auto& example : train_examples) {
    sources.push_back(example.source);
    targets.push_back(example.target);
  }
  bundle.source_vocabulary = Vocabulary::build(sources);
  bundle.target_vocabulary = Vocabulary::build(targets);
  torch::manual_seed(training.seed);
  bundle.model =
      Seq2Seq(model_options(config.model, bundle.source_vocabulary, bundle.target_vocabulary));
  bundle.model->to(device);
  auto optimizer = make_optimizer(training, bundle.model);

  const std::filesystem::path output(training.output_dir);
  const auto last_model = (output / "last" / "model.safetensors").string();
  const auto last_optimizer = (output / "last" / "optimizer.safetensors").string();
  const auto best_model = (output / "model.safetensors").string();
  const auto metrics_path = (output / "metrics.jsonl").string();

  int64_t step = 0;
  TrainingSummary summary;
  if (!options.resume_directory.empty()) {
    const std::filesystem::path resume(options.resume_directory);
    auto resumed = load_model((resume / "last" / "model.safetensors").string(), device);
    if (resumed.source_vocabulary.tokens() != bundle.source_vocabulary.tokens() ||
        resumed.target_vocabulary.tokens() != bundle.target_vocabulary.tokens()) {
      throw TrainingError(
          fmt::format("cannot resume from {}: its vocabularies differ from those of {}",
                      options.resume_directory, config.data.train));
    }
    bundle.model = resumed.model;
    optimizer = make_optimizer(training, bundle.model);
    load_optimizer((resume / "last" / "optimizer.safetensors").string(), *optimizer, bundle.model);
    step = resumed.step;
    summary.best_valid_exact_match = resumed.best_valid_exact_match;
    log(fmt::format("[train] resumed from {} at step {} (best valid exact match {:.4f})",
                    options.resume_directory, step, summary.best_valid_exact_match));
  }
  std::filesystem::create_directories(output);
  write_file_atomically((output / "config.yaml").string(), to_yaml(config));
  truncate_metrics(metrics_path, step);
  std::ofstream metrics(metrics_path, std::ios::app);

  const int64_t parameter_count = [&] {
    int64_t count = 0;
    for (const auto& parameter : bundle.model->parameters()) count += parameter.numel();
    return count;
  }();
  log(fmt::format(
      "[train] {} training and {} valid examples, vocabularies {} / {}, {} parameters, "
      "device {}, {} thread(s)",
      train_examples.size(), valid_examples.size(), bundle.source_vocabulary.size(),
      bundle.target_vocabulary.size(), parameter_count, device.str(), training.threads));

  BatchSchedule schedule(train_examples.size(), training.batch_size, training.seed);
  const Translator translator{bundle.model,
                              bundle.source_vocabulary,
                              bundle.target_vocabulary,
                              config.data.max_target_length,
                              device,
                              /*batch_size=*/512};
  double window_loss = 0;
  int64_t window_steps = 0;
  auto window_start = Clock::now();

  while (step < training.max_steps && !summary.reached_target) {
    bundle.model->train();
    const auto batch = make_batch(train_examples, schedule.indices_for_step(step),
                                  bundle.source_vocabulary, bundle.target_vocabulary, device);
    c10::optional<torch::Generator> teacher_forcing_generator;
    if (training.teacher_forcing < 1.0) {
      teacher_forcing_generator = at::make_generator<at::CPUGeneratorImpl>(
          mix_seed(training.seed, static_cast<uint64_t>(step) + 0x7F4A7C15ULL));
    }
    optimizer->zero_grad();
    const auto logits = bundle.model->forward(batch.source_ids, batch.source_lengths,
                                              batch.decoder_inputs, training.teacher_forcing,
                                              teacher_forcing_generator);  // [B, T, V]
    const auto loss = torch::nn::functional::cross_entropy(
        logits.reshape({-1, logits.size(2)}), batch.targets.reshape({-1}),
        torch::nn::functional::CrossEntropyFuncOptions().ignore_index(Vocabulary::kPad));
    const double loss_value = loss.item<double>();
    if (!std::isfinite(loss_value)) {
      throw TrainingError(
          fmt::format("the loss became {} at step {}; lower training.learning_rate ({}) or set "
                      "training.gradient_clip",
                      loss_value, step + 1, training.learning_rate));
    }
    loss.backward();
    if (training.gradient_clip > 0) {
      torch::nn::utils::clip_grad_norm_(bundle.model->parameters(), training.gradient_clip);
    }
    optimizer->step();
    ++step;
    summary.losses.push_back(loss_value);
    window_loss += loss_value;
    ++window_steps;

    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    if (step % training.log_every == 0) {
      const double window_seconds =
          std::chrono::duration<double>(Clock::now() - window_start).count();
      const double examples_per_second =
          static_cast<double>(window_steps * training.batch_size) / window_seconds;
      nlohmann::json entry = {{"step", step},
                              {"loss", window_loss / static_cast<double>(window_steps)},
                              {"learning_rate", training.learning_rate},
                              {"examples_per_second", examples_per_second},
                              {"elapsed_seconds", elapsed}};
      metrics << entry.dump() << "\n" << std::flush;
      log(fmt::format("[train] step {} loss {:.4f} {:.0f} examples/s {:.1f} s", step,
                      window_loss / static_cast<double>(window_steps), examples_per_second,
                      elapsed));
      window_loss = 0;
      window_steps = 0;
      window_start = Clock::now();
    } else if (options.live_progress && options.log != nullptr) {
      *options.log << fmt::format("\r\033[K[train] step {}/{} loss {:.4f}", step,
                                  training.max_steps, loss_value)
                   << std::flush;
    }

    if (step % training.eval_every == 0 || step == training.max_steps) {
      const auto result = evaluate(translator, valid_examples);
      bundle.step = step;
      bundle.valid_exact_match = result.exact_match();
      // The first evaluation of a fresh run always writes a best model, even at exact match 0.
      if (result.exact_match() > summary.best_valid_exact_match ||
          !std::filesystem::exists(best_model)) {
        summary.best_valid_exact_match =
            std::max(summary.best_valid_exact_match, result.exact_match());
        summary.best_step = step;
        bundle.best_valid_exact_match = summary.best_valid_exact_match;
        save_model(best_model, bundle);
      }
      bundle.best_valid_exact_match = summary.best_valid_exact_match;
      save_model(last_model, bundle);
      save_optimizer(last_optimizer, *optimizer, bundle.model);
      summary.reached_target = result.exact_match() >= training.target_exact_match;
      const double now = std::chrono::duration<double>(Clock::now() - start).count();
      nlohmann::json entry = {{"step", step},
                              {"valid_exact_match", result.exact_match()},
                              {"valid_correct", result.correct},
                              {"valid_total", result.total},
                              {"learning_rate", training.learning_rate},
                              {"elapsed_seconds", now}};
      metrics << entry.dump() << "\n" << std::flush;
      log(fmt::format("[eval] step {} valid exact match {:.4f} ({}/{}) best {:.4f} {:.1f} s", step,
                      result.exact_match(), result.correct, result.total,
                      summary.best_valid_exact_match, now));
    }
  }
  summary.steps = step;
  summary.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  log(fmt::format("[train] {} after {} steps, {:.1f} s; best valid exact match {:.4f} at step {}",
                  summary.reached_target ? "reached the target" : "stopped at max_steps", step,
                  summary.seconds, summary.best_valid_exact_match, summary.best_step));
  return summary;
}

}  // namespace dates
