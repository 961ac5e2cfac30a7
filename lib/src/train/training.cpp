#include "dates/train/training.h"

#include <ATen/CPUGeneratorImpl.h>
#include <fmt/format.h>
#include <torch/autograd.h>
#include <torch/nn/functional/loss.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adam.h>
#include <torch/optim/optimizer.h>
#include <torch/optim/sgd.h>
#include <torch/types.h>
#include <torch/utils.h>
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

#include "dates/core/printable.h"
#include "dates/core/random.h"
#include "dates/core/runtime.h"
#include "dates/core/workers.h"
#include "dates/data/batching.h"
#include "dates/data/data.h"
#include "dates/eval/evaluation.h"
#include "dates/io/atomic_file.h"
#include "dates/model/checkpoint.h"
#include "dates/nn/fused_kernels.h"
#include "dates/train/distributed.h"
#include "dates/train/resume_rule.h"
#include "dates/train/run_directory.h"
#include "dates/train/weight_average.h"

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

namespace {

// The loss of `batch` (summed cross-entropy over its target tokens / global_tokens, so that the
// shards of a data-parallel step add up to the global mean) and its gradients in the parameters'
// .grad. With workers > 1 the rows are dealt into that many blocks, one a worker thread
// (core/workers.h); each block's gradients come back from torch::autograd::grad and are summed in
// block order, so a given worker count trains deterministically.
double forward_backward(Seq2Seq& model, const Batch& batch, const torch::Tensor& use_gold,
                        int64_t global_tokens, int64_t workers) {
  // rows: the rows of `batch` this block takes ([n] long), undefined = all of them.
  const auto block_loss = [&](const torch::Tensor& rows) {
    const auto rows_of = [&](const torch::Tensor& tensor) {
      return tensor.defined() && rows.defined() ? tensor.index_select(0, rows.to(tensor.device()))
                                                : tensor;
    };
    auto source_ids = rows_of(batch.source_ids), source_lengths = rows_of(batch.source_lengths);
    auto decoder_inputs = rows_of(batch.decoder_inputs), targets = rows_of(batch.targets);
    if (rows.defined()) {
      // A block is padded to its own widest source and longest target, not the batch's: the
      // positions cut are padding in every row of the block, so nothing else changes.
      const int64_t widest = source_lengths.max().item<int64_t>();
      const int64_t longest = targets.ne(Vocabulary::kPad).sum(/*dim=*/1).max().item<int64_t>();
      source_ids = source_ids.narrow(/*dim=*/1, 0, widest);
      decoder_inputs = decoder_inputs.narrow(/*dim=*/1, 0, longest);
      targets = targets.narrow(/*dim=*/1, 0, longest);
    }
    const auto logits =
        model->forward(source_ids, source_lengths, decoder_inputs, rows_of(use_gold));
    return torch::nn::functional::cross_entropy(logits.reshape({-1, logits.size(2)}),
                                                targets.reshape({-1}),
                                                torch::nn::functional::CrossEntropyFuncOptions()
                                                    .ignore_index(Vocabulary::kPad)
                                                    .reduction(torch::kSum)) /
           static_cast<double>(global_tokens);  // [] a scalar
  };
  const int64_t rows = batch.source_ids.size(0);
  const int64_t blocks = std::min(workers, rows);
  if (blocks <= 1) {
    const auto loss = block_loss(torch::Tensor());
    loss.backward();
    return loss.item<double>();
  }
  const auto parameters = model->parameters();
  std::vector<std::vector<torch::Tensor>> gradients(static_cast<size_t>(blocks));
  std::vector<double> losses(static_cast<size_t>(blocks));
  run_workers(blocks, [&](int64_t block) {
    // Every `blocks`-th row: a batch's rows run from short to long (length bucketing), and
    // interleaving gives each worker a like share of the work.
    const auto loss = block_loss(torch::arange(block, rows, blocks, torch::kLong));
    gradients[static_cast<size_t>(block)] =
        torch::autograd::grad({loss}, parameters, /*grad_outputs=*/{}, /*retain_graph=*/false,
                              /*create_graph=*/false, /*allow_unused=*/true);
    losses[static_cast<size_t>(block)] = loss.item<double>();
  });
  for (size_t i = 0; i < parameters.size(); ++i) {
    torch::Tensor total;
    for (const auto& block : gradients) {
      if (block[i].defined()) total = total.defined() ? total + block[i] : block[i];
    }
    if (!total.defined()) continue;
    auto& grad = parameters[i].mutable_grad();
    if (grad.defined()) {
      grad.copy_(total);  // in place: the gradient synchroniser may hold views of it
    } else {
      grad = total;
    }
  }
  double loss = 0;
  for (const double part : losses) loss += part;
  return loss;
}

}  // namespace

// The training loop. run() is one loop over steps; each step is train_step() (one optimizer step
// on this process's part of the global batch), then the small named parts that follow it:
// log_window(), evaluate_and_save() and stop_signal(). Data parallelism is not a second loop: the
// step takes its rank's shard, and a GradientBuckets synchroniser sums the gradients after
// backward; a single process is the world of one.
class Trainer {
 public:
  Trainer(const ExperimentConfig& config, const TrainingOptions& options,
          std::unique_ptr<DistributedGroup>& group);
  TrainingSummary run();

 private:
  void log(const std::string& line) const;
  void prepare_run_directory();
  void build_model();
  void join_world();
  void resume();
  double train_step();
  void log_window();
  void evaluate_and_save();
  void save_last_state();
  bool stop_on_signal();

  const ExperimentConfig& config_;
  const TrainingConfig& training_;
  const TrainingOptions& options_;
  std::unique_ptr<DistributedGroup>& group_;
  const bool root_;  // rank 0: evaluates, logs and writes the run directory
  const Clock::time_point start_ = Clock::now();
  torch::Device device_{torch::kCPU};
  std::filesystem::path output_;
  std::unique_ptr<RunLock> lock_;

  std::vector<Example> train_examples_, valid_examples_;
  std::vector<int64_t> target_tokens_;  // per training example: target length + 1 (</s>)
  ModelBundle bundle_;
  std::unique_ptr<torch::optim::Optimizer> optimizer_;
  std::unique_ptr<GradientBuckets> gradient_sync_;  // data parallel only
  std::unique_ptr<BatchSchedule> schedule_;
  std::unique_ptr<Translator> translator_;
  std::unique_ptr<WeightAverage> average_;  // rank 0 with training.ema_decay > 0: what it saves
  // last/average.safetensors of a resumed run, held until run() makes average_: resume() replaces
  // the model (bundle_.model), and the average keeps references to the parameters it averages.
  std::vector<torch::Tensor> resumed_average_;
  std::ofstream metrics_;

  int64_t step_ = 0;
  int64_t last_saved_step_ = -1;
  TrainingSummary summary_;
  double window_loss_ = 0, window_allreduce_seconds_ = 0;
  int64_t window_steps_ = 0;
  Clock::time_point window_start_ = Clock::now();
};

Trainer::Trainer(const ExperimentConfig& config, const TrainingOptions& options,
                 std::unique_ptr<DistributedGroup>& group)
    : config_(config),
      training_(config.training),
      options_(options),
      group_(group),
      root_(config.training.rank == 0),
      output_(config.training.output_dir) {}

void Trainer::log(const std::string& line) const {
  if (options_.log != nullptr && root_) {
    // Paths in the line come from the config: shown escaped.
    *options_.log << (options_.live_progress ? "\r\033[K" : "") << printable(line) << std::endl;
  }
}

// A run directory belongs to one run: rank 0 holds its lock for the whole training, and a fresh
// run does not mix its files with another's. Nothing is written before these checks.
void Trainer::prepare_run_directory() {
  if (!root_) return;
  lock_ = std::make_unique<RunLock>(training_.output_dir);
  const auto existing = run_files(training_.output_dir);
  if (options_.resume_directory.empty() && !existing.empty()) {
    if (!options_.overwrite) {
      throw TrainingError(fmt::format(
          "the output directory {} holds another run ({}); resume it with --resume {}, replace "
          "it with --overwrite, or choose another --output-dir",
          training_.output_dir, fmt::join(existing, ", "), training_.output_dir));
    }
    remove_run_files(training_.output_dir);
  }
  remove_leftovers(training_.output_dir);
}

void Trainer::build_model() {
  train_examples_ = read_examples(config_.data.train, read_options(config_.data));
  // Only rank 0 evaluates: other hosts need no valid file. The test file is read (checked) now
  // too, so that a bad one is found before training rather than after it.
  if (root_) {
    valid_examples_ =
        read_examples(config_.data.valid, read_options(config_.data, config_.data.valid_examples));
    if (options_.check_test_data) read_examples(config_.data.test, read_options(config_.data));
  }
  // Checkpoints record the experiment, not how it was spread over processes.
  bundle_.config = without_launch(config_);
  auto vocabularies = vocabularies_of(train_examples_, config_.data);
  bundle_.source_vocabulary = std::move(vocabularies.source);
  bundle_.target_vocabulary = std::move(vocabularies.target);
  target_tokens_.reserve(train_examples_.size());
  for (const auto& example : train_examples_) {
    target_tokens_.push_back(
        static_cast<int64_t>(bundle_.target_vocabulary.encode(example.target).size()) + 1);
  }
  torch::manual_seed(training_.seed);
  bundle_.model =
      Seq2Seq(model_options(config_.model, bundle_.source_vocabulary, bundle_.target_vocabulary));
  bundle_.model->to(device_);
  optimizer_ = make_optimizer(training_, bundle_.model);
}

void Trainer::join_world() {
  if (training_.world_size == 1) return;
  group_ = DistributedGroup::connect(LaunchSettings::from(training_),
                                     rank_fingerprints(config_, train_examples_));
  log(fmt::format("[dist] {} ranks joined at {} (Gloo); global batch {} = {} ranks x {}",
                  training_.world_size, group_->master(), training_.batch_size,
                  training_.world_size, training_.batch_size / training_.world_size));
  if (!root_ && options_.log != nullptr) {
    *options_.log << fmt::format("[dist] {} joined {}; rank 0 logs, evaluates and saves",
                                 group_->describe(), group_->master())
                  << std::endl;
  }
}

void Trainer::resume() {
  if (options_.resume_directory.empty()) return;
  std::vector<std::string> temporary;
  const auto [model_file, optimizer_file] =
      resume_files(options_.resume_directory, group_.get(), temporary);
  auto resumed = load_model(model_file, device_);
  // Refused before anything is written: the run directory stays as it was. The same training
  // data under another path (moved, or relative then absolute) is no change.
  auto refused = changes_refused_on_resume(resumed.config, bundle_.config);
  if (same_file_contents(resumed.config.data.train, bundle_.config.data.train)) {
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
        options_.resume_directory, refused.size() == 1 ? "key" : "keys", fmt::join(refused, "; "),
        allowed));
  }
  if (resumed.source_vocabulary.tokens() != bundle_.source_vocabulary.tokens() ||
      resumed.target_vocabulary.tokens() != bundle_.target_vocabulary.tokens()) {
    throw TrainingError(
        fmt::format("cannot resume from {}: its vocabularies differ from those of {}",
                    options_.resume_directory, config_.data.train));
  }
  bundle_.model = resumed.model;
  optimizer_ = make_optimizer(training_, bundle_.model);
  const auto stamp = load_optimizer(optimizer_file, *optimizer_, bundle_.model);
  // last/ is one state: both files carry the step and run id they were written with (files of
  // versions before the stamp carry none and are taken as they are).
  // Another file of last/ must be the model's step of the model's run.
  const auto require_same_state = [&](const char* file, int64_t step, const std::string& run_id) {
    if (step == resumed.step && run_id == resumed.run_id) return;
    throw TrainingError(fmt::format(
        "cannot resume {}: last/ is not one state: its model is step {} of run '{}', its {} "
        "step {} of run '{}'",
        options_.resume_directory, resumed.step, printable(resumed.run_id, 20), file, step,
        printable(run_id, 20)));
  };
  if (stamp.step >= 0) require_same_state("optimizer", stamp.step, stamp.run_id);
  if (root_ && training_.ema_decay > 0) {
    // Written before the pair it belongs with, so a complete last/ of such a run holds it.
    const auto average_file =
        (std::filesystem::path(model_file).parent_path() / "average.safetensors").string();
    if (!std::filesystem::exists(average_file)) {
      throw TrainingError(
          fmt::format("cannot resume {}: training.ema_decay is {} but {} does not exist",
                      options_.resume_directory, training_.ema_decay, average_file));
    }
    const auto average = load_model(average_file, device_);
    require_same_state("average", average.step, average.run_id);
    resumed_average_ = average.model->parameters();
  }
  bundle_.run_id = resumed.run_id;
  bundle_.valid_exact_match = resumed.valid_exact_match;
  for (const auto& file : temporary) std::filesystem::remove(file);
  step_ = resumed.step;
  summary_.best_valid_exact_match = resumed.best_valid_exact_match;
  summary_.best_step = resumed.best_step;
  log(fmt::format("[train] resumed from {} at step {} (best valid exact match {:.4f})",
                  options_.resume_directory, step_, summary_.best_valid_exact_match));
}

// One optimizer step on this process's part of the global batch; returns the loss of the whole
// global batch. Its loss is the SUM of its token losses over the token count of the WHOLE global
// batch, and the synchroniser sums the gradients over the ranks: N ranks compute exactly the
// gradient of one process's mean over the global batch, so clipping and the optimizer see the
// same numbers everywhere. Teacher forcing below 1 draws the coin flips of the whole global
// batch (teacher_forcing_choices) and each rank takes its own rows.
double Trainer::train_step() {
  bundle_.model->train();
  const auto global = schedule_->indices_for_step(step_);
  int64_t global_tokens = 0, global_steps = 0;
  for (const size_t index : global) {
    global_tokens += target_tokens_[index];
    global_steps = std::max(global_steps, target_tokens_[index]);
  }
  const int64_t per_rank = training_.batch_size / training_.world_size;
  const auto batch = make_batch(
      train_examples_,
      training_.world_size == 1 ? global : shard_of(global, training_.world_size, training_.rank),
      bundle_.source_vocabulary, bundle_.target_vocabulary, device_);
  torch::Tensor use_gold;  // [b, global_steps - 1] bool; undefined: always gold
  if (training_.teacher_forcing < 1.0) {
    use_gold = teacher_forcing_choices(
        at::make_generator<at::CPUGeneratorImpl>(
            mix_seed(training_.seed, static_cast<uint64_t>(step_) + 0x7F4A7C15ULL)),
        training_.teacher_forcing, static_cast<int64_t>(global.size()), global_steps,
        training_.rank * per_rank, batch.decoder_inputs.size(0));
  }
  optimizer_->zero_grad();
  double loss_value = forward_backward(bundle_.model, batch, use_gold, global_tokens,
                                       device_.is_cpu() ? worker_count() : 1);
  if (gradient_sync_) {
    const auto reduce_start = Clock::now();
    // The global loss rides along with the gradients.
    loss_value = gradient_sync_->all_reduce(
        *group_, loss_value, fmt::format("the gradient all-reduce of step {}", step_ + 1));
    const double seconds = std::chrono::duration<double>(Clock::now() - reduce_start).count();
    window_allreduce_seconds_ += seconds;
    summary_.allreduce_seconds += seconds;
  }
  if (!std::isfinite(loss_value)) {
    throw TrainingError(
        fmt::format("the loss became {} at step {}; lower training.learning_rate ({}) or set "
                    "training.gradient_clip",
                    loss_value, step_ + 1, training_.learning_rate));
  }
  if (training_.gradient_clip > 0) {
    torch::nn::utils::clip_grad_norm_(bundle_.model->parameters(), training_.gradient_clip);
  }
  for (auto& group : optimizer_->param_groups()) {
    group.options().set_lr(learning_rate_at(training_, step_));
  }
  optimizer_->step();
  ++step_;
  if (average_) average_->update(step_);
  return loss_value;
}

// Every log_every steps: a metrics line and a log line; between them a live progress line.
void Trainer::log_window() {
  const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
  if (step_ % training_.log_every != 0) {
    if (options_.live_progress && options_.log != nullptr && root_) {
      *options_.log << fmt::format("\r\033[K[train] step {}/{} loss {:.4f}", step_,
                                   training_.max_steps, summary_.losses.back())
                    << std::flush;
    }
    return;
  }
  const double window_seconds = std::chrono::duration<double>(Clock::now() - window_start_).count();
  const double examples_per_second =
      static_cast<double>(window_steps_ * training_.batch_size) / window_seconds;
  const double mean_loss = window_loss_ / static_cast<double>(window_steps_);
  nlohmann::json entry = {{"step", step_},
                          {"loss", mean_loss},
                          {"learning_rate", learning_rate_at(training_, step_ - 1)},
                          {"examples_per_second", examples_per_second},
                          {"elapsed_seconds", elapsed}};
  std::string distributed_text;
  if (gradient_sync_) {
    const double allreduce_ms =
        1000.0 * window_allreduce_seconds_ / static_cast<double>(window_steps_);
    entry["world_size"] = training_.world_size;
    entry["allreduce_ms"] = allreduce_ms;
    distributed_text = fmt::format(" all-reduce {:.2f} ms/step", allreduce_ms);
  }
  if (root_) metrics_ << entry.dump() << "\n" << std::flush;
  log(fmt::format("[train] step {} loss {:.4f} {:.0f} examples/s{} {:.1f} s", step_, mean_loss,
                  examples_per_second, distributed_text, elapsed));
  window_loss_ = 0;
  window_allreduce_seconds_ = 0;
  window_steps_ = 0;
  window_start_ = Clock::now();
}

// last/: the model and its optimizer state as one unit (see dates/train/run_directory.h).
void Trainer::save_last_state() {
  bundle_.step = step_;
  bundle_.best_valid_exact_match = summary_.best_valid_exact_match;
  bundle_.best_step = summary_.best_step;
  replace_last_state(training_.output_dir, [&](const std::string& staging) {
    const std::filesystem::path folder(staging);
    // The average first: a staged pair complete with its model and optimizer has it too.
    if (average_) {
      AveragedWeightsScope averaged(average_.get());
      save_model((folder / "average.safetensors").string(), bundle_);
    }
    save_optimizer((folder / "optimizer.safetensors").string(), *optimizer_, bundle_.model,
                   {step_, bundle_.run_id});
    save_model((folder / "model.safetensors").string(), bundle_);
  });
  last_saved_step_ = step_;
}

// Every eval_every steps and at max_steps: rank 0 evaluates, writes the best model and last/;
// every rank learns rank 0's decision (stop at the target, the best so far).
void Trainer::evaluate_and_save() {
  if (step_ % training_.eval_every != 0 && step_ != training_.max_steps) return;
  if (root_) {
    EvaluationResult result;
    {
      // With training.ema_decay the averaged weights are the ones evaluated and kept as best.
      AveragedWeightsScope averaged(average_.get());
      result = evaluate(*translator_, valid_examples_);
      bundle_.step = step_;
      bundle_.valid_exact_match = result.exact_match();
      const auto best_model = (output_ / "model.safetensors").string();
      // The first evaluation of a fresh run always writes a best model, even at exact match 0.
      if (result.exact_match() > summary_.best_valid_exact_match ||
          !std::filesystem::exists(best_model)) {
        summary_.best_valid_exact_match =
            std::max(summary_.best_valid_exact_match, result.exact_match());
        summary_.best_step = step_;
        bundle_.best_valid_exact_match = summary_.best_valid_exact_match;
        bundle_.best_step = summary_.best_step;
        save_model(best_model, bundle_);
      }
    }
    save_last_state();
    summary_.reached_target = result.exact_match() >= training_.target_exact_match;
    const double now = std::chrono::duration<double>(Clock::now() - start_).count();
    nlohmann::json entry = {{"step", step_},
                            {"valid_exact_match", result.exact_match()},
                            {"valid_correct", result.correct},
                            {"valid_total", result.total},
                            {"learning_rate", training_.learning_rate},
                            {"elapsed_seconds", now}};
    metrics_ << entry.dump() << "\n" << std::flush;
    log(fmt::format("[eval] step {} valid exact match {:.4f} ({}/{}) best {:.4f} {:.1f} s", step_,
                    result.exact_match(), result.correct, result.total,
                    summary_.best_valid_exact_match, now));
  }
  if (group_) {
    // Every rank stops when rank 0's evaluation says so (the others wait here meanwhile).
    auto decision =
        torch::tensor({summary_.reached_target ? 1.0 : 0.0, summary_.best_valid_exact_match,
                       static_cast<double>(summary_.best_step)},
                      torch::kFloat64);
    group_->broadcast(decision, 0,
                      fmt::format("waiting for rank 0's evaluation of step {}", step_));
    summary_.reached_target = decision[0].item<double>() != 0.0;
    summary_.best_valid_exact_match = decision[1].item<double>();
    summary_.best_step = static_cast<int64_t>(decision[2].item<double>());
  }
}

// Stopping is saving: after a SIGINT or SIGTERM (on any rank) every rank ends after this step;
// rank 0 writes last/ and a final metrics line.
bool Trainer::stop_on_signal() {
  const int own = options_.stop_requested ? options_.stop_requested() : 0;
  const int signal = stop_signal_of_world(own, group_.get(), step_);
  if (signal == 0) return false;
  summary_.stopped_by_signal = signal;
  if (root_) {
    if (last_saved_step_ != step_) save_last_state();
    const double now = std::chrono::duration<double>(Clock::now() - start_).count();
    metrics_ << nlohmann::json{{"step", step_},
                               {"stopped_by", signal_name(signal)},
                               {"elapsed_seconds", now}}
                    .dump()
             << "\n"
             << std::flush;
    log(
        fmt::format("[train] stopped by {} after step {}; last/ saved. Resume with: dates train "
                    "--resume {}",
                    signal_name(signal), step_, training_.output_dir));
  }
  return true;
}

TrainingSummary Trainer::run() {
  if (training_.world_size > 1) validate(config_);  // e.g. a batch that does not split evenly
  configure_workers(training_.threads);
  device_ = resolve_device(training_.device);
  prepare_run_directory();
  build_model();
  join_world();
  resume();
  if (bundle_.run_id.empty()) bundle_.run_id = new_run_id();
  if (root_ && training_.ema_decay > 0) {
    average_ = std::make_unique<WeightAverage>(bundle_.model->parameters(), training_.ema_decay);
    if (!resumed_average_.empty()) average_->load(resumed_average_);
    resumed_average_.clear();
  }
  if (root_) {
    write_file_atomically((output_ / "config.yaml").string(), to_yaml(bundle_.config));
    const auto metrics_path = (output_ / "metrics.jsonl").string();
    truncate_metrics(metrics_path, step_);
    metrics_.open(metrics_path, std::ios::app);
  }
  int64_t parameter_count = 0;
  for (const auto& parameter : bundle_.model->parameters()) parameter_count += parameter.numel();
  const auto kernels = blas_kernels();
  log(fmt::format(
      "[train] {} training and {} valid examples, vocabularies {} / {}, {} parameters, device {}, "
      "{} thread(s){}, fused kernels {}{}",
      train_examples_.size(), valid_examples_.size(), bundle_.source_vocabulary.size(),
      bundle_.target_vocabulary.size(), parameter_count, device_.str(), training_.threads,
      kernels.empty() ? "" : ", OpenBLAS kernels " + kernels,
      dates::kernels::kernel_path_name(dates::kernels::kernel_path()),
      average_ ? fmt::format(", evaluating and saving the weights' average (ema_decay {})",
                             training_.ema_decay)
               : std::string()));

  // Data parallelism: rank 0's weights everywhere, then the gradients summed in a few buckets
  // after every backward.
  if (group_) {
    broadcast_from_rank0(*group_, bundle_.model->parameters(), "broadcasting rank 0's weights");
    gradient_sync_ = std::make_unique<GradientBuckets>(
        bundle_.model->parameters(),
        static_cast<int64_t>(std::llround(training_.allreduce_bucket_mb * 1024.0 * 1024.0)));
    log(fmt::format("[dist] gradients summed in {} all-reduce bucket(s) of at most {} MB",
                    gradient_sync_->bucket_count(), training_.allreduce_bucket_mb));
  }
  schedule_ = std::make_unique<BatchSchedule>(source_lengths(train_examples_), training_.batch_size,
                                              training_.seed, training_.bucket_batches);
  translator_ = std::make_unique<Translator>(Translator{bundle_.model, bundle_.source_vocabulary,
                                                        bundle_.target_vocabulary,
                                                        config_.data.max_target_length, device_,
                                                        /*batch_size=*/512});

  window_start_ = Clock::now();
  while (step_ < training_.max_steps && !summary_.reached_target) {
    const double loss = train_step();
    summary_.losses.push_back(loss);
    window_loss_ += loss;
    ++window_steps_;
    log_window();
    evaluate_and_save();
    if (stop_on_signal()) break;
  }
  summary_.steps = step_;
  summary_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  if (summary_.stopped_by_signal == 0) {
    // A run resumed from files of older versions does not know its best's step.
    const auto best_at = summary_.best_step >= 0 ? fmt::format(" at step {}", summary_.best_step)
                                                 : std::string(" (its step not recorded)");
    log(fmt::format("[train] {} after {} steps, {:.1f} s; best valid exact match {:.4f}{}",
                    summary_.reached_target ? "reached the target" : "stopped at max_steps", step_,
                    summary_.seconds, summary_.best_valid_exact_match, best_at));
  }
  return summary_;
}

}  // namespace

TrainingSummary train(const ExperimentConfig& config, const TrainingOptions& options) {
  std::unique_ptr<DistributedGroup> group;
  try {
    return Trainer(config, options, group).run();
  } catch (const DistributedError&) {
    throw;
  } catch (const std::exception& error) {
    // Let the other ranks name this one and its reason when their next collective fails.
    if (group) group->announce_failure(error.what());
    throw;
  }
}

}  // namespace dates
