#include "dates/checkpoint.h"

#include <fmt/format.h>
#include <torch/torch.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <type_traits>

#include "dates/safetensors.h"
#include "dates/shape_text.h"

namespace dates {

namespace {

constexpr const char* kFormat = "dates-seq2seq/1";

std::string metadata_value(const safetensors::Metadata& metadata, const std::string& key,
                           const std::string& path) {
  const auto found = metadata.find(key);
  if (found == metadata.end()) {
    throw CheckpointError(
        fmt::format("{}: __metadata__ has no '{}' (not a dates model file?)", path, key));
  }
  return found->second;
}

Vocabulary vocabulary_from_json(const std::string& text, const std::string& key,
                                const std::string& path) {
  try {
    return Vocabulary::from_tokens(nlohmann::json::parse(text).get<std::vector<std::string>>());
  } catch (const std::exception& error) {
    throw CheckpointError(fmt::format("{}: __metadata__ '{}' is not a valid vocabulary: {}", path,
                                      key, error.what()));
  }
}

double number_from_text(const std::string& text, const std::string& key, const std::string& path) {
  try {
    size_t used = 0;
    const double value = std::stod(text, &used);
    if (used == text.size()) return value;
  } catch (const std::exception&) {
  }
  throw CheckpointError(
      fmt::format("{}: __metadata__ '{}' must be a number, found '{}'", path, key, text));
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

void save_model(const std::string& path, const ModelBundle& bundle) {
  safetensors::NamedTensors tensors;
  for (const auto& parameter : bundle.model->named_parameters()) {
    tensors.emplace_back(parameter.key(), parameter.value().detach());
  }
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
  if (bundle.min_confidence > 0) {
    metadata.emplace("min_confidence", fmt::format("{}", bundle.min_confidence));
    metadata.emplace("calibration", bundle.calibration);
  }
  safetensors::save(path, tensors, metadata);
}

ModelBundle load_model(const std::string& path, const torch::Device& device) {
  const auto file = safetensors::load(path);
  const auto format = metadata_value(file.metadata, "format", path);
  if (format != kFormat) {
    throw CheckpointError(
        fmt::format("{}: format '{}' is not supported; expected '{}'", path, format, kFormat));
  }
  ModelBundle bundle;
  try {
    const auto config_text = metadata_value(file.metadata, "config", path);
    bundle.config = config_from_yaml_text(config_text, path + " (config)");
    // A checkpoint written before training.bucket_batches existed trained without bucketing,
    // whatever today's default is.
    if (config_text.find("bucket_batches:") == std::string::npos) {
      bundle.config.training.bucket_batches = 1;
    }
  } catch (const ConfigError& error) {
    throw CheckpointError(error.what());
  }
  bundle.source_vocabulary = vocabulary_from_json(
      metadata_value(file.metadata, "source_vocabulary", path), "source_vocabulary", path);
  bundle.target_vocabulary = vocabulary_from_json(
      metadata_value(file.metadata, "target_vocabulary", path), "target_vocabulary", path);
  bundle.step = static_cast<int64_t>(
      number_from_text(metadata_value(file.metadata, "step", path), "step", path));
  bundle.valid_exact_match = number_from_text(
      metadata_value(file.metadata, "valid_exact_match", path), "valid_exact_match", path);
  bundle.best_valid_exact_match =
      number_from_text(metadata_value(file.metadata, "best_valid_exact_match", path),
                       "best_valid_exact_match", path);
  // Written by `dates calibrate`; absent in a model never calibrated.
  if (const auto found = file.metadata.find("min_confidence"); found != file.metadata.end()) {
    bundle.min_confidence = number_from_text(found->second, "min_confidence", path);
    if (!(bundle.min_confidence >= 0 && bundle.min_confidence <= 1)) {
      throw CheckpointError(fmt::format(
          "{}: __metadata__ 'min_confidence' must be a probability in [0, 1], found '{}'", path,
          found->second));
    }
    const auto how = file.metadata.find("calibration");
    bundle.calibration = how == file.metadata.end() ? "" : how->second;
  }
  bundle.model = Seq2Seq(
      model_options(bundle.config.model, bundle.source_vocabulary, bundle.target_vocabulary));

  std::set<std::string> expected;
  {
    torch::NoGradGuard no_grad;
    for (auto& parameter : bundle.model->named_parameters()) {
      expected.insert(parameter.key());
      const auto& stored = safetensors::find(file, parameter.key(), path);
      if (stored.sizes() != parameter.value().sizes() ||
          stored.scalar_type() != parameter.value().scalar_type()) {
        throw CheckpointError(fmt::format(
            "{}: tensor '{}' is {} {}, but the model described by its config needs {} {}", path,
            parameter.key(), c10::toString(stored.scalar_type()), shape_text(stored),
            c10::toString(parameter.value().scalar_type()), shape_text(parameter.value())));
      }
      parameter.value().copy_(stored);
    }
  }
  for (const auto& [name, tensor] : file.tensors) {
    if (!expected.count(name)) {
      throw CheckpointError(
          fmt::format("{}: unexpected tensor '{}' that the model does not have", path, name));
    }
  }
  bundle.model->to(device);
  return bundle;
}

void save_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model) {
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
  safetensors::save(path, tensors, {{"format", "dates-adam/1"}});
}

void load_optimizer(const std::string& path, torch::optim::Optimizer& optimizer,
                    const Seq2Seq& model) {
  const auto file = safetensors::load(path);
  if (file.tensors.empty()) return;  // plain SGD
  auto& state = optimizer.state();
  for (const auto& parameter : model->named_parameters()) {
    const auto& device = parameter.value().device();
    auto adam = std::make_unique<torch::optim::AdamParamState>();
    adam->step(safetensors::find(file, parameter.key() + ".step", path).item<int64_t>());
    adam->exp_avg(safetensors::find(file, parameter.key() + ".exp_avg", path).to(device));
    adam->exp_avg_sq(safetensors::find(file, parameter.key() + ".exp_avg_sq", path).to(device));
    if (adam->exp_avg().sizes() != parameter.value().sizes()) {
      throw CheckpointError(fmt::format("{}: '{}.exp_avg' is {}, the parameter is {}", path,
                                        parameter.key(), shape_text(adam->exp_avg()),
                                        shape_text(parameter.value())));
    }
    state[state_key(state, parameter.value())] = std::move(adam);
  }
}

}  // namespace dates
