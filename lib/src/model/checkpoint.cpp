#include "dates/model/checkpoint.h"

#include <fmt/format.h>
#include <torch/optim/adam.h>
#include <torch/optim/optimizer.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <type_traits>

#include "dates/core/printable.h"
#include "dates/core/shape_text.h"
#include "dates/io/atomic_file.h"
#include "dates/io/safetensors.h"

namespace dates {

namespace {

constexpr const char* kFormat = "dates-seq2seq/1";  // runtime/inference_model.cpp reads it too

// The shared metadata readers (runtime/inference_model.h) with this layer's error type.
template <typename Read>
decltype(auto) as_checkpoint_error(Read&& read) {
  try {
    return read();
  } catch (const InferenceModelError& error) {
    throw CheckpointError(error.what());
  }
}

const std::string& metadata_value(const safetensors::Metadata& metadata, const std::string& key,
                                  const std::string& path) {
  return as_checkpoint_error(
      [&]() -> const std::string& { return model_metadata_value(metadata, key, path); });
}

double number_from_text(const std::string& text, const std::string& key, const std::string& path,
                        double minimum, double maximum) {
  return as_checkpoint_error(
      [&] { return model_metadata_number(text, key, path, minimum, maximum); });
}

// A metadata count: a whole number in [0, kMaxStep].
constexpr double kMaxStep = 1e12;
int64_t step_from_text(const std::string& text, const std::string& key, const std::string& path) {
  const double value = number_from_text(text, key, path, 0, kMaxStep);
  if (value != std::floor(value)) {
    throw CheckpointError(fmt::format("{}: __metadata__ '{}' must be a whole number, found '{}'",
                                      path, key, printable(text, 40)));
  }
  return static_cast<int64_t>(value);
}

// Parameter names and shapes, in the model's registration order.
using ShapeList = std::vector<std::pair<std::string, std::vector<int64_t>>>;

ShapeList parameter_shapes(const Seq2SeqOptions& options) {
  ShapeList shapes;
  for (const auto& parameter : Seq2Seq(options)->named_parameters()) {
    shapes.emplace_back(parameter.key(), parameter.value().sizes().vec());
  }
  return shapes;
}

// The shape of every parameter of the model `options` describes, WITHOUT building that model:
// every dimension of every parameter is an affine function of the sizes (e.g. 3 Hd, E + 2 H), so
// it is read off tiny models of the same kind, one per size varied by one. A checkpoint whose
// config claims sizes its tensors do not have is refused before anything large is allocated.
ShapeList predicted_parameter_shapes(const Seq2SeqOptions& options) {
  // The sizes, in order: E, H, Hd, A, source V, target V.
  std::array<int64_t Seq2SeqOptions::*, 6> sizes = {
      &Seq2SeqOptions::embedding_dim,          &Seq2SeqOptions::encoder_hidden,
      &Seq2SeqOptions::decoder_hidden,         &Seq2SeqOptions::attention_dim,
      &Seq2SeqOptions::source_vocabulary_size, &Seq2SeqOptions::target_vocabulary_size};
  const bool dot = options.attention == "luong-dot";  // Hd = 2 H, one size
  auto tiny = options;
  int64_t base_value = 3;
  for (auto size : sizes) tiny.*size = base_value++;
  if (dot) tiny.decoder_hidden = 2 * tiny.encoder_hidden;
  const auto base = parameter_shapes(tiny);
  ShapeList predicted = base;
  for (auto size : sizes) {
    if (dot && size == &Seq2SeqOptions::decoder_hidden) continue;
    auto varied = tiny;
    varied.*size += 1;
    if (dot) varied.decoder_hidden = 2 * varied.encoder_hidden;
    const auto shapes = parameter_shapes(varied);
    const int64_t delta = options.*size - tiny.*size;
    for (size_t p = 0; p < predicted.size(); ++p) {
      auto& shape = predicted[p].second;
      for (size_t d = 0; d < shape.size(); ++d) {
        shape[d] += delta * (shapes[p].second[d] - base[p].second[d]);
      }
    }
  }
  return predicted;
}

// The optimizer's per-parameter state is keyed by the parameter's TensorImpl: as its address
// printed to a string in LibTorch 1.x, as the raw pointer in 2.x.
template <typename StateMap>
typename StateMap::key_type state_key(const StateMap&, const torch::Tensor& parameter) {
  using Key = typename StateMap::key_type;
  if constexpr (std::is_same_v<Key, std::string>) {
    std::ostringstream address;
    address << parameter.unsafeGetTensorImpl();
    return address.str();
  } else {
    return static_cast<Key>(parameter.unsafeGetTensorImpl());
  }
}

}  // namespace

Seq2SeqOptions model_options(const ModelConfig& config, const Vocabulary& source_vocabulary,
                             const Vocabulary& target_vocabulary) {
  Seq2SeqOptions options;
  options.source_vocabulary_size = source_vocabulary.size();
  options.target_vocabulary_size = target_vocabulary.size();
  options.embedding_dim = config.embedding_dim;
  options.encoder_hidden = config.encoder_hidden;
  options.decoder_hidden = config.decoder_hidden;
  options.attention_dim = config.attention_dim;
  options.attention = config.attention;
  options.input_feeding = config.input_feeding;
  options.local_window = config.local_window;
  return options;
}

std::string model_file_of(const std::string& checkpoint) {
  if (std::filesystem::is_directory(checkpoint)) {
    return (std::filesystem::path(checkpoint) / "model.safetensors").string();
  }
  return checkpoint;
}

namespace {

// The metadata of a model file (what load_model reads back).
safetensors::Metadata model_metadata(const ModelBundle& bundle) {
  safetensors::Metadata metadata = {
      {"format", kFormat},
      {"dates_version", DATES_VERSION},
      {"config", to_yaml(bundle.config)},
      {"source_vocabulary", nlohmann::json(bundle.source_vocabulary.tokens()).dump()},
      {"target_vocabulary", nlohmann::json(bundle.target_vocabulary.tokens()).dump()},
      {"step", std::to_string(bundle.step)},
      {"valid_exact_match", fmt::format("{}", bundle.valid_exact_match)},
      {"best_valid_exact_match", fmt::format("{}", bundle.best_valid_exact_match)},
  };
  if (!bundle.run_id.empty()) metadata.emplace("run_id", bundle.run_id);
  if (bundle.best_step >= 0) metadata.emplace("best_step", std::to_string(bundle.best_step));
  if (bundle.min_confidence > 0) {
    metadata.emplace("min_confidence", fmt::format("{}", bundle.min_confidence));
    metadata.emplace("calibration", bundle.calibration);
  }
  return metadata;
}

}  // namespace

void save_model(const std::string& path, const ModelBundle& bundle) {
  safetensors::NamedTensors tensors;
  for (const auto& parameter : bundle.model->named_parameters()) {
    tensors.emplace_back(parameter.key(), parameter.value().detach());
  }
  safetensors::save(path, tensors, model_metadata(bundle));
}

InferenceModel inference_model_of(const ModelBundle& bundle, const std::string& model_name) {
  std::vector<safetensors::FloatTensor> tensors;
  for (const auto& parameter : bundle.model->named_parameters()) {
    const auto values = parameter.value().detach().to(torch::kCPU, torch::kFloat32).contiguous();
    safetensors::FloatTensor tensor;
    tensor.name = parameter.key();
    for (const auto size : values.sizes()) tensor.shape.push_back(static_cast<uint64_t>(size));
    tensor.values.assign(values.data_ptr<float>(), values.data_ptr<float>() + values.numel());
    tensors.push_back(std::move(tensor));
  }
  try {
    return inference_model_from_tensors(model_metadata(bundle), tensors, model_name);
  } catch (const InferenceModelError& error) {
    throw CheckpointError(error.what());
  }
}

void save_calibration(const FileSnapshot& model_file, double min_confidence,
                      const std::string& calibration) {
  if (!(min_confidence >= 0 && min_confidence <= 1)) {
    throw CheckpointError(fmt::format("{}: min_confidence {} is outside [0, 1]",
                                      printable(model_file.path), min_confidence));
  }
  std::string contents;
  try {
    contents = safetensors::with_metadata(
        model_file.contents,
        {{"min_confidence", fmt::format("{}", min_confidence)}, {"calibration", calibration}},
        model_file.path);
  } catch (const std::runtime_error& error) {
    throw CheckpointError(error.what());
  }
  replace_unchanged_file(model_file, contents);
}

// A FIFO or a directory given as a checkpoint is named as such (reading a FIFO would block).
void require_checkpoint_file(const std::string& path) {
  try {
    require_regular_file(path, "checkpoint");
  } catch (const std::runtime_error& error) {
    throw CheckpointError(error.what());
  }
}

ModelBundle load_model(const std::string& path, const torch::Device& device) {
  require_checkpoint_file(path);
  const auto file = safetensors::load(path);
  ModelBundle bundle;
  auto read = as_checkpoint_error([&] { return read_model_metadata(file.metadata, path); });
  bundle.config = std::move(read.config);
  bundle.source_vocabulary = std::move(read.source_vocabulary);
  bundle.target_vocabulary = std::move(read.target_vocabulary);
  bundle.min_confidence = read.min_confidence;
  bundle.calibration = std::move(read.calibration);
  bundle.step = step_from_text(metadata_value(file.metadata, "step", path), "step", path);
  bundle.valid_exact_match = number_from_text(
      metadata_value(file.metadata, "valid_exact_match", path), "valid_exact_match", path, 0, 1);
  bundle.best_valid_exact_match =
      number_from_text(metadata_value(file.metadata, "best_valid_exact_match", path),
                       "best_valid_exact_match", path, 0, 1);
  if (const auto found = file.metadata.find("run_id"); found != file.metadata.end()) {
    bundle.run_id = found->second;
  }
  if (const auto found = file.metadata.find("best_step"); found != file.metadata.end()) {
    bundle.best_step = step_from_text(found->second, "best_step", path);
  }
  // Every tensor the config implies, with its shape, before the model is built: a config that
  // claims sizes the file does not hold must not allocate them.
  const auto options =
      model_options(bundle.config.model, bundle.source_vocabulary, bundle.target_vocabulary);
  const auto expected = predicted_parameter_shapes(options);
  for (const auto& [name, shape] : expected) {
    const auto& stored = safetensors::find(file, name, path);
    if (stored.sizes().vec() != shape || stored.scalar_type() != torch::kFloat32) {
      throw CheckpointError(fmt::format(
          "{}: tensor '{}' is {} {}, but the model described by its config needs Float [{}]", path,
          name, c10::toString(stored.scalar_type()), shape_text(stored), fmt::join(shape, ", ")));
    }
    if (!torch::isfinite(stored).all().item<bool>()) {
      throw CheckpointError(fmt::format(
          "{}: tensor '{}' holds NaN or infinite values; the model cannot be used", path, name));
    }
  }
  std::set<std::string> names;
  for (const auto& entry : expected) names.insert(entry.first);
  for (const auto& [name, tensor] : file.tensors) {
    if (!names.count(name)) {
      throw CheckpointError(fmt::format("{}: unexpected tensor '{}' that the model does not have",
                                        path, printable(name, 80)));
    }
  }

  bundle.model = Seq2Seq(options);
  {
    torch::NoGradGuard no_grad;
    for (auto& parameter : bundle.model->named_parameters()) {
      parameter.value().copy_(safetensors::find(file, parameter.key(), path));
    }
  }
  bundle.model->to(device);
  return bundle;
}

void save_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model, const OptimizerStamp& stamp) {
  safetensors::NamedTensors tensors;
  auto& state = optimizer.state();
  for (const auto& parameter : model->named_parameters()) {
    const auto found = state.find(state_key(state, parameter.value()));
    if (found == state.end()) continue;
    const auto* adam = dynamic_cast<const torch::optim::AdamParamState*>(found->second.get());
    if (adam == nullptr) continue;
    tensors.emplace_back(parameter.key() + ".exp_avg", adam->exp_avg());
    tensors.emplace_back(parameter.key() + ".exp_avg_sq", adam->exp_avg_sq());
    tensors.emplace_back(parameter.key() + ".step", torch::tensor(adam->step(), torch::kLong));
  }
  safetensors::save(
      path, tensors,
      {{"format", "dates-adam/1"}, {"step", std::to_string(stamp.step)}, {"run_id", stamp.run_id}});
}

OptimizerStamp load_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                              const Seq2Seq& model) {
  require_checkpoint_file(path);
  const auto file = safetensors::load(path);
  OptimizerStamp stamp;
  if (const auto found = file.metadata.find("step"); found != file.metadata.end()) {
    stamp.step = step_from_text(found->second, "step", path);
  }
  if (const auto found = file.metadata.find("run_id"); found != file.metadata.end()) {
    stamp.run_id = found->second;
  }
  if (file.tensors.empty()) return stamp;  // plain SGD
  auto& state = optimizer.state();
  for (const auto& parameter : model->named_parameters()) {
    const auto& device = parameter.value().device();
    auto adam = std::make_unique<torch::optim::AdamParamState>();
    const auto& steps = safetensors::find(file, parameter.key() + ".step", path);
    if (steps.numel() != 1 || steps.scalar_type() != torch::kInt64 ||
        !(steps.item<int64_t>() >= 0 && steps.item<int64_t>() <= kMaxStep)) {
      throw CheckpointError(fmt::format("{}: '{}.step' must be one Int64 in [0, {}]", path,
                                        parameter.key(), kMaxStep));
    }
    adam->step(steps.item<int64_t>());
    for (const char* moment : {".exp_avg", ".exp_avg_sq"}) {
      const auto& stored = safetensors::find(file, parameter.key() + moment, path);
      if (stored.sizes() != parameter.value().sizes() ||
          stored.scalar_type() != parameter.value().scalar_type()) {
        throw CheckpointError(fmt::format(
            "{}: '{}{}' is {} {}, the parameter is {} {}", path, parameter.key(), moment,
            c10::toString(stored.scalar_type()), shape_text(stored),
            c10::toString(parameter.value().scalar_type()), shape_text(parameter.value())));
      }
      if (!torch::isfinite(stored).all().item<bool>()) {
        throw CheckpointError(
            fmt::format("{}: '{}{}' holds NaN or infinite values", path, parameter.key(), moment));
      }
    }
    adam->exp_avg(safetensors::find(file, parameter.key() + ".exp_avg", path).to(device));
    adam->exp_avg_sq(safetensors::find(file, parameter.key() + ".exp_avg_sq", path).to(device));
    state[state_key(state, parameter.value())] = std::move(adam);
  }
  return stamp;
}

}  // namespace dates
