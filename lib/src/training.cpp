#include "dates/training.h"

#include <ATen/CPUGeneratorImpl.h>
#include <fmt/format.h>
#include <torch/torch.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>

#include "dates/atomic_file.h"
#include "dates/batching.h"
#include "dates/checkpoint.h"
#include "dates/data.h"
#include "dates/distributed.h"
#include "dates/evaluation.h"
#include "dates/printable.h"
#include "dates/random.h"
#include "dates/run_directory.h"
#include "dates/runtime.h"

namespace dates {

double learning_rate_at(const TrainingConfig& training, int64_t step) {
  const double progress =
      static_cast<double>(step) / static_cast<double>(std::max<int64_t>(1, training.max_steps));
  return training.learning_rate * (1.0 - (1.0 - training.lr_decay_to) * progress);
}

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

// Whether two paths hold the same bytes (false when either cannot be read).
bool same_file_contents(const std::string& first, const std::string& second) {
  std::ifstream a(first, std::ios::binary), b(second, std::ios::binary);
  if (!a || !b) return false;
  return std::equal(std::istreambuf_iterator<char>(a), std::istreambuf_iterator<char>(),
                    std::istreambuf_iterator<char>(b), std::istreambuf_iterator<char>());
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

// Everything a rank needs to take its part of one global batch.
struct Shard {
  std::vector<size_t> indices;  // this rank's examples of the global batch
  int64_t global_tokens = 0;    // target tokens (</s> included) of the whole global batch
  int64_t global_steps = 0;     // decoder steps of the whole global batch (its longest target)
};

// The teacher-forced forward pass of Seq2SeqImpl::forward for one rank's shard of a global
// batch, with teacher_forcing < 1. The coin flips are those a single process draws for the
// whole global batch, in the same order from the same generator ([global batch] uniforms per
// decoder step after the first, for global_steps steps); this rank keeps its own columns. So N
// ranks feed back exactly the tokens one process with the global batch would.
torch::Tensor shard_forward(Seq2Seq& model, const Batch& batch, double teacher_forcing,
                            torch::Generator generator, int64_t global_batch, int64_t global_steps,
                            int64_t first_example) {
  const int64_t rows = batch.decoder_inputs.size(0);
  std::vector<torch::Tensor> use_gold;  // per decoder step t >= 1: [rows] bool
  for (int64_t t = 1; t < global_steps; ++t) {
    use_gold.push_back(torch::rand({global_batch}, generator, torch::dtype(torch::kFloat64))
                           .narrow(0, first_example, rows)
                           .lt(teacher_forcing));
  }
  const auto encoded = model->encoder->forward(batch.source_ids, batch.source_lengths);
  const auto prepared = model->decoder->prepare(encoded);
  const int64_t steps = batch.decoder_inputs.size(1);
  std::vector<torch::Tensor> logits;  // T x [B, V]
  logits.reserve(static_cast<size_t>(steps));
  auto state = model->decoder->initial_state(encoded);
  for (int64_t t = 0; t < steps; ++t) {
    auto previous_tokens = batch.decoder_inputs.select(/*dim=*/1, t);  // [B]
    if (t > 0) {
      const auto predicted = logits.back().detach().argmax(/*dim=*/1);  // [B]
      previous_tokens =
          torch::where(use_gold[static_cast<size_t>(t - 1)].to(previous_tokens.device()),
                       previous_tokens, predicted);
    }
    auto step = model->decoder->step(previous_tokens, state, encoded, prepared, t);
    state = std::move(step.state);
    logits.push_back(step.logits);
  }
  return torch::stack(logits, /*dim=*/1);  // [B, T, V]
}

// The ranks must train the same experiment on the same data; launch details may differ.
std::vector<Fingerprint> rank_fingerprints(const ExperimentConfig& config,
                                           const std::vector<Example>& examples) {
  auto comparable = without_launch(config);
  const TrainingConfig defaults;
  comparable.training.output_dir = defaults.output_dir;
  comparable.training.threads = defaults.threads;
  comparable.training.device = defaults.device;
  comparable.training.world_size = config.training.world_size;
  uint64_t data = fingerprint("");
  for (const auto& example : examples) {
    data = fingerprint(example.source + "\t" + example.target + "\n", data);
  }
  // One fingerprint per key, so that a disagreement names the keys that differ.
  std::vector<Fingerprint> fingerprints;
  for (const auto& key : config_keys()) {
    fingerprints.push_back({key.name, fingerprint(config_value(comparable, key.name))});
  }
  fingerprints.push_back({fmt::format("training data ({})", config.data.train), data});
  return fingerprints;
}

// On a distributed resume only rank 0 needs the run directory (other hosts may not have it): it
// sends the bytes of last/model.safetensors and last/optimizer.safetensors to every rank, which
// loads them exactly as rank 0 does. Returns the files to read (temporary copies off rank 0).
std::pair<std::string, std::string> resume_files(const std::string& directory,
                                                 DistributedGroup* group,
                                                 std::vector<std::string>& temporary) {
  const bool root = group == nullptr || group->rank() == 0;
  const std::filesystem::path last(root ? last_state_directory(directory) : directory);
  const auto model = (last / "model.safetensors").string();
  const auto optimizer = (last / "optimizer.safetensors").string();
  if (group == nullptr) return {model, optimizer};
  const auto model_bytes =
      group->broadcast_bytes(root ? read_file(model) : std::string(), 0, "sending " + model);
  const auto optimizer_bytes = group->broadcast_bytes(root ? read_file(optimizer) : std::string(),
                                                      0, "sending " + optimizer);
  if (root) return {model, optimizer};
  const auto base = std::filesystem::temp_directory_path() /
                    fmt::format("dates-resume-{}-rank{}", ::getpid(), group->rank());
  temporary = {base.string() + "-model.safetensors", base.string() + "-optimizer.safetensors"};
  write_file_atomically(temporary[0], model_bytes);
  write_file_atomically(temporary[1], optimizer_bytes);
  return {temporary[0], temporary[1]};
}

// A new run's id: 16 hex digits from the OS's entropy source.
std::string new_run_id() {
  std::random_device entropy;
  return fmt::format("{:08x}{:08x}", entropy(), entropy());
}

// The first stop signal of any rank (0: none): every rank calls this after every step, so all
// of them stop after the same step.
int stop_signal_of_world(int own, DistributedGroup* group, int64_t step) {
  if (group == nullptr) return own;
  std::vector<torch::Tensor> signals = {torch::zeros({group->world_size()}, torch::kFloat64)};
  signals[0][group->rank()] = static_cast<double>(own);
  group->all_reduce_sum(signals, fmt::format("the stop check after step {}", step));
  for (int64_t r = 0; r < group->world_size(); ++r) {
    if (const auto signal = static_cast<int>(signals[0][r].item<double>())) return signal;
  }
  return 0;
}

const char* signal_name(int signal) {
  return signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "a signal";
}

}  // namespace

namespace {

TrainingSummary run_training(const ExperimentConfig& config, const TrainingOptions& options,
                             std::unique_ptr<DistributedGroup>& group) {
  const auto start = Clock::now();
  const auto& training = config.training;
  const bool distributed = training.world_size > 1;
  const bool root = training.rank == 0;  // evaluates, logs and writes the run directory
  if (distributed) validate(config);     // e.g. a batch that does not split into equal shards
  configure_threads(training.threads);
  const auto device = resolve_device(training.device);
  auto log = [&](const std::string& line) {
    if (options.log != nullptr && root) {
      *options.log << (options.live_progress ? "\r\033[K" : "") << line << std::endl;
    }
  };

  // A run directory belongs to one run: rank 0 holds its lock for the whole training, and a
  // fresh run does not mix its files with another's. Nothing is written before these checks.
  const std::filesystem::path output(training.output_dir);
  std::unique_ptr<RunLock> lock;
  if (root) {
    lock = std::make_unique<RunLock>(training.output_dir);
    const auto existing = run_files(training.output_dir);
    if (options.resume_directory.empty() && !existing.empty()) {
      if (!options.overwrite) {
        throw TrainingError(fmt::format(
            "the output directory {} holds another run ({}); resume it with --resume {}, replace "
            "it with --overwrite, or choose another --output-dir",
            training.output_dir, fmt::join(existing, ", "), training.output_dir));
      }
      remove_run_files(training.output_dir);
    }
    remove_leftovers(training.output_dir);
  }

  const auto train_examples = read_examples(config.data.train, read_options(config.data));
  // Only rank 0 evaluates: other hosts need no valid file. The test file is read (checked) now
  // too, so that a bad one is found before training rather than after it.
  const auto valid_examples =
      root ? read_examples(config.data.valid, read_options(config.data, config.data.valid_examples))
           : std::vector<Example>{};
  if (root && options.check_test_data) read_examples(config.data.test, read_options(config.data));

  ModelBundle bundle;
  // Checkpoints record the experiment, not how it was spread over processes.
  bundle.config = without_launch(config);
  std::vector<std::string> sources, targets;
  for (const auto& example : train_examples) {
    sources.push_back(example.source);
    targets.push_back(example.target);
  }
  bundle.source_vocabulary = Vocabulary::build(sources, config.data.min_character_count);
  bundle.target_vocabulary = Vocabulary::build(targets);
  torch::manual_seed(training.seed);
  bundle.model =
      Seq2Seq(model_options(config.model, bundle.source_vocabulary, bundle.target_vocabulary));
  bundle.model->to(device);
  auto optimizer = make_optimizer(training, bundle.model);

  if (distributed) {
    group = DistributedGroup::connect(LaunchSettings::from(training),
                                      rank_fingerprints(config, train_examples));
    log(fmt::format("[dist] {} ranks joined at {} (Gloo); global batch {} = {} ranks x {}",
                    training.world_size, group->master(), training.batch_size, training.world_size,
                    training.batch_size / training.world_size));
    if (!root && options.log != nullptr) {
      *options.log << fmt::format("[dist] {} joined {}; rank 0 logs, evaluates and saves",
                                  group->describe(), group->master())
                   << std::endl;
    }
  }

  const auto best_model = (output / "model.safetensors").string();
  const auto metrics_path = (output / "metrics.jsonl").string();

  int64_t step = 0;
  TrainingSummary summary;
  if (!options.resume_directory.empty()) {
    std::vector<std::string> temporary;
    const auto [model_file, optimizer_file] =
        resume_files(options.resume_directory, group.get(), temporary);
    auto resumed = load_model(model_file, device);
    // Refused before anything is written: the run directory stays as it was. The same training
    // data under another path (moved, or relative then absolute) is no change.
    auto refused = changes_refused_on_resume(resumed.config, bundle.config);
    if (same_file_contents(resumed.config.data.train, bundle.config.data.train)) {
      refused.erase(std::remove_if(refused.begin(), refused.end(),
                                   [](const std::string& change) {
                                     return change.rfind("data.train:", 0) == 0;
                                   }),
                    refused.end());
    }
    if (!refused.empty()) {
      std::string allowed;
      for (const auto& key : resumable_keys()) allowed += (allowed.empty() ? "" : ", ") + key;
      throw TrainingError(fmt::format(
          "cannot resume {} with a changed {}: {}. A resumed run may change only {}; start a new "
          "run (another --output-dir) to train something else",
          options.resume_directory, refused.size() == 1 ? "key" : "keys", fmt::join(refused, "; "),
          allowed));
    }
    if (resumed.source_vocabulary.tokens() != bundle.source_vocabulary.tokens() ||
        resumed.target_vocabulary.tokens() != bundle.target_vocabulary.tokens()) {
      throw TrainingError(
          fmt::format("cannot resume from {}: its vocabularies differ from those of {}",
                      options.resume_directory, config.data.train));
    }
    bundle.model = resumed.model;
    optimizer = make_optimizer(training, bundle.model);
    const auto stamp = load_optimizer(optimizer_file, *optimizer, bundle.model);
    // last/ is one state: both files carry the step and run id they were written with (files of
    // versions before the stamp carry none and are taken as they are).
    if (stamp.step >= 0 && (stamp.step != resumed.step || stamp.run_id != resumed.run_id)) {
      throw TrainingError(fmt::format(
          "cannot resume {}: last/ is not one state: its model is step {} of run '{}', its "
          "optimizer step {} of run '{}'",
          options.resume_directory, resumed.step, printable(resumed.run_id, 20), stamp.step,
          printable(stamp.run_id, 20)));
    }
    bundle.run_id = resumed.run_id;
    bundle.valid_exact_match = resumed.valid_exact_match;
    for (const auto& file : temporary) std::filesystem::remove(file);
    step = resumed.step;
    summary.best_valid_exact_match = resumed.best_valid_exact_match;
    log(fmt::format("[train] resumed from {} at step {} (best valid exact match {:.4f})",
                    options.resume_directory, step, summary.best_valid_exact_match));
  }
  if (bundle.run_id.empty()) bundle.run_id = new_run_id();
  std::ofstream metrics;
  if (root) {
    write_file_atomically((output / "config.yaml").string(), to_yaml(bundle.config));
    truncate_metrics(metrics_path, step);
    metrics.open(metrics_path, std::ios::app);
  }

  const int64_t parameter_count = [&] {
    int64_t count = 0;
    for (const auto& parameter : bundle.model->parameters()) count += parameter.numel();
    return count;
  }();
  const auto kernels = blas_kernels();
  log(
      fmt::format("[train] {} training and {} valid examples, vocabularies {} / {}, {} parameters, "
                  "device {}, {} thread(s){}",
                  train_examples.size(), valid_examples.size(), bundle.source_vocabulary.size(),
                  bundle.target_vocabulary.size(), parameter_count, device.str(), training.threads,
                  kernels.empty() ? "" : ", OpenBLAS kernels " + kernels));

  // Data parallelism: rank 0's weights everywhere, the gradients summed in a few buckets, and
  // per example its number of target tokens, so that every rank knows the token count of the
  // whole global batch (the loss's denominator) without communicating.
  std::unique_ptr<GradientBuckets> buckets;
  std::vector<int64_t> target_tokens;
  if (distributed) {
    broadcast_from_rank0(*group, bundle.model->parameters(), "broadcasting rank 0's weights");
    buckets = std::make_unique<GradientBuckets>(
        bundle.model->parameters(),
        static_cast<int64_t>(std::llround(training.allreduce_bucket_mb * 1024.0 * 1024.0)));
    target_tokens.reserve(train_examples.size());
    for (const auto& example : train_examples) {
      target_tokens.push_back(
          static_cast<int64_t>(bundle.target_vocabulary.encode(example.target).size()) + 1);
    }
    log(fmt::format("[dist] gradients summed in {} all-reduce bucket(s) of at most {} MB",
                    buckets->bucket_count(), training.allreduce_bucket_mb));
  }
  const int64_t per_rank = training.batch_size / training.world_size;

  BatchSchedule schedule(source_lengths(train_examples), training.batch_size, training.seed,
                         training.bucket_batches);
  const Translator translator{bundle.model,
                              bundle.source_vocabulary,
                              bundle.target_vocabulary,
                              config.data.max_target_length,
                              device,
                              /*batch_size=*/512};
  double window_loss = 0;
  double window_allreduce_seconds = 0;
  int64_t window_steps = 0;
  auto window_start = Clock::now();

  // last/: the model and its optimizer state as one unit (see dates/run_directory.h).
  const auto save_last_state = [&] {
    bundle.step = step;
    replace_last_state(training.output_dir, [&](const std::string& staging) {
      const std::filesystem::path folder(staging);
      save_optimizer((folder / "optimizer.safetensors").string(), *optimizer, bundle.model,
                     {step, bundle.run_id});
      save_model((folder / "model.safetensors").string(), bundle);
    });
  };
  int64_t last_saved_step = -1;

  while (step < training.max_steps && !summary.reached_target) {
    bundle.model->train();
    double loss_value = 0;
    if (!distributed) {
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
      loss_value = loss.item<double>();
      if (!std::isfinite(loss_value)) {
        throw TrainingError(
            fmt::format("the loss became {} at step {}; lower training.learning_rate ({}) or set "
                        "training.gradient_clip",
                        loss_value, step + 1, training.learning_rate));
      }
      loss.backward();
    } else {
      // This rank's contiguous shard of the global batch. Its loss is the SUM of its token
      // losses over the token count of the WHOLE global batch, and the all-reduce sums the
      // gradients: N ranks compute exactly the gradient of one process's mean over the global
      // batch, so clipping and the optimizer see the same numbers on every rank.
      const auto global = schedule.indices_for_step(step);
      int64_t global_tokens = 0, global_steps = 0;
      for (const size_t index : global) {
        global_tokens += target_tokens[index];
        global_steps = std::max(global_steps, target_tokens[index]);
      }
      const auto batch =
          make_batch(train_examples, shard_of(global, training.world_size, training.rank),
                     bundle.source_vocabulary, bundle.target_vocabulary, device);
      optimizer->zero_grad();
      torch::Tensor logits;  // [b, T, V]
      if (training.teacher_forcing < 1.0) {
        logits = shard_forward(bundle.model, batch, training.teacher_forcing,
                               at::make_generator<at::CPUGeneratorImpl>(mix_seed(
                                   training.seed, static_cast<uint64_t>(step) + 0x7F4A7C15ULL)),
                               training.batch_size, global_steps, training.rank * per_rank);
      } else {
        logits =
            bundle.model->forward(batch.source_ids, batch.source_lengths, batch.decoder_inputs);
      }
      const auto loss = torch::nn::functional::cross_entropy(
                            logits.reshape({-1, logits.size(2)}), batch.targets.reshape({-1}),
                            torch::nn::functional::CrossEntropyFuncOptions()
                                .ignore_index(Vocabulary::kPad)
                                .reduction(torch::kSum)) /
                        static_cast<double>(global_tokens);
      loss.backward();
      const auto reduce_start = Clock::now();
      // The global loss rides along with the gradients.
      loss_value = buckets->all_reduce(*group, loss.item<double>(),
                                       fmt::format("the gradient all-reduce of step {}", step + 1));
      const double reduce_seconds =
          std::chrono::duration<double>(Clock::now() - reduce_start).count();
      window_allreduce_seconds += reduce_seconds;
      summary.allreduce_seconds += reduce_seconds;
      if (!std::isfinite(loss_value)) {
        throw TrainingError(
            fmt::format("the loss became {} at step {}; lower training.learning_rate ({}) or set "
                        "training.gradient_clip",
                        loss_value, step + 1, training.learning_rate));
      }
    }
    if (training.gradient_clip > 0) {
      torch::nn::utils::clip_grad_norm_(bundle.model->parameters(), training.gradient_clip);
    }
    for (auto& group : optimizer->param_groups()) {
      group.options().set_lr(learning_rate_at(training, step));
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
                              {"learning_rate", learning_rate_at(training, step - 1)},
                              {"examples_per_second", examples_per_second},
                              {"elapsed_seconds", elapsed}};
      std::string distributed_text;
      if (distributed) {
        const double allreduce_ms =
            1000.0 * window_allreduce_seconds / static_cast<double>(window_steps);
        entry["world_size"] = training.world_size;
        entry["allreduce_ms"] = allreduce_ms;
        distributed_text = fmt::format(" all-reduce {:.2f} ms/step", allreduce_ms);
      }
      if (root) metrics << entry.dump() << "\n" << std::flush;
      log(fmt::format("[train] step {} loss {:.4f} {:.0f} examples/s{} {:.1f} s", step,
                      window_loss / static_cast<double>(window_steps), examples_per_second,
                      distributed_text, elapsed));
      window_loss = 0;
      window_allreduce_seconds = 0;
      window_steps = 0;
      window_start = Clock::now();
    } else if (options.live_progress && options.log != nullptr && root) {
      *options.log << fmt::format("\r\033[K[train] step {}/{} loss {:.4f}", step,
                                  training.max_steps, loss_value)
                   << std::flush;
    }

    if (step % training.eval_every == 0 || step == training.max_steps) {
      if (root) {
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
        save_last_state();
        summary.reached_target = result.exact_match() >= training.target_exact_match;
        const double now = std::chrono::duration<double>(Clock::now() - start).count();
        nlohmann::json entry = {{"step", step},
                                {"valid_exact_match", result.exact_match()},
                                {"valid_correct", result.correct},
                                {"valid_total", result.total},
                                {"learning_rate", training.learning_rate},
                                {"elapsed_seconds", now}};
        metrics << entry.dump() << "\n" << std::flush;
        log(fmt::format("[eval] step {} valid exact match {:.4f} ({}/{}) best {:.4f} {:.1f} s",
                        step, result.exact_match(), result.correct, result.total,
                        summary.best_valid_exact_match, now));
      }
      if (distributed) {
        // Every rank stops when rank 0's evaluation says so (the others wait here meanwhile).
        auto decision =
            torch::tensor({summary.reached_target ? 1.0 : 0.0, summary.best_valid_exact_match,
                           static_cast<double>(summary.best_step)},
                          torch::kFloat64);
        group->broadcast(decision, 0,
                         fmt::format("waiting for rank 0's evaluation of step {}", step));
        summary.reached_target = decision[0].item<double>() != 0.0;
        summary.best_valid_exact_match = decision[1].item<double>();
        summary.best_step = static_cast<int64_t>(decision[2].item<double>());
      }
      last_saved_step = step;
    }

    // Stopping is saving: after a SIGINT or SIGTERM (on any rank) every rank ends after this
    // step; rank 0 writes last/ and a final metrics line.
    const int own_signal = options.stop_requested ? options.stop_requested() : 0;
    if (const int signal = stop_signal_of_world(own_signal, group.get(), step)) {
      summary.stopped_by_signal = signal;
      if (root) {
        if (last_saved_step != step) {
          bundle.best_valid_exact_match = summary.best_valid_exact_match;
          save_last_state();
        }
        const double now = std::chrono::duration<double>(Clock::now() - start).count();
        metrics << nlohmann::json{{"step", step},
                                  {"stopped_by", signal_name(signal)},
                                  {"elapsed_seconds", now}}
                       .dump()
                << "\n"
                << std::flush;
        log(
            fmt::format("[train] stopped by {} after step {}; last/ saved. Resume with: dates "
                        "train --resume {}",
                        signal_name(signal), step, training.output_dir));
      }
      break;
    }
  }
  summary.steps = step;
  summary.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (summary.stopped_by_signal != 0) return summary;
  log(fmt::format("[train] {} after {} steps, {:.1f} s; best valid exact match {:.4f} at step {}",
                  summary.reached_target ? "reached the target" : "stopped at max_steps", step,
                  summary.seconds, summary.best_valid_exact_match, summary.best_step));
  return summary;
}

}  // namespace

TrainingSummary train(const ExperimentConfig& config, const TrainingOptions& options) {
  std::unique_ptr<DistributedGroup> group;
  try {
    return run_training(config, options, group);
  } catch (const DistributedError&) {
    throw;
  } catch (const std::exception& error) {
    // Let the other ranks name this one and its reason when their next collective fails.
    if (group) group->announce_failure(error.what());
    throw;
  }
}

}  // namespace dates
