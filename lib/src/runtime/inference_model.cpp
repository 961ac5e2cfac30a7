#include "dates/runtime/inference_model.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "dates/core/printable.h"
#include "dates/io/safetensors_format.h"

namespace dates {

namespace {

constexpr const char* kFormat = "dates-seq2seq/1";  // model/checkpoint.cpp writes it

[[noreturn]] void fail(const std::string& path, const std::string& message) {
  throw InferenceModelError(path + ": " + message);
}

// The tensors of one file by name, each taken once and checked for its shape and finite values.
class Tensors {
 public:
  Tensors(const std::vector<safetensors::FloatTensor>& tensors, std::string path)
      : tensors_(tensors), path_(std::move(path)) {}

  std::vector<float> take(const std::string& name, const std::vector<int64_t>& shape) {
    const auto found = std::find_if(tensors_.begin(), tensors_.end(),
                                    [&](const auto& tensor) { return tensor.name == name; });
    if (found == tensors_.end()) {
      fail(path_, fmt::format("no tensor named '{}' (not a dates Bahdanau model?)", name));
    }
    const auto& tensor = *found;
    std::vector<int64_t> stored(tensor.shape.begin(), tensor.shape.end());
    if (stored != shape) {
      fail(path_, fmt::format("tensor '{}' is [{}], but the model its config describes needs [{}]",
                              name, fmt::join(stored, ", "), fmt::join(shape, ", ")));
    }
    for (const float value : tensor.values) {
      if (!std::isfinite(value)) {
        fail(path_, fmt::format("tensor '{}' holds NaN or infinite values; the model cannot be "
                                "used",
                                name));
      }
    }
    taken_.insert(name);
    return tensor.values;
  }

  // Every tensor of the file must have been taken: an unexpected one means another model.
  void check_all_taken() const {
    for (const auto& tensor : tensors_) {
      if (!taken_.count(tensor.name)) {
        fail(path_, fmt::format("unexpected tensor '{}' that the model does not have",
                                safetensors::detail::shown(tensor.name)));
      }
    }
  }

 private:
  const std::vector<safetensors::FloatTensor>& tensors_;
  std::string path_;
  std::set<std::string> taken_;
};

// out[r, :] = bias + sum_e embedding[r, e] * weight[:, column0 + e], for every row r:
// `embedding` [rows, E], `weight` [out, width] with the E columns starting at column0. Each sum
// is in float64 (the table is exact to float), its terms added in the order of e; the loop over
// the outputs is innermost, on the columns transposed, so that the compiler adds the outputs'
// sums side by side in vectors (the same operations a sum, so the same bits). For the default
// model's 1,339 source characters, 4x fewer perf samples than one sum at a time, and a one-line
// call 0.013 s faster (docs/speed.md). A clone for AVX2 adds four sums an instruction instead of
// two (AVX2 without FMA: each product and sum still rounded alone, so the same bits).
// Rows r of the table are written to out + r * out_stride (out_stride >= outputs), so that two
// tables share rows without a copy.
__attribute__((target_clones("avx2", "default"))) void fold_embedding_into(
    float* out, int64_t out_stride, const std::vector<float>& embedding, int64_t rows, int64_t E,
    const std::vector<float>& weight, int64_t outputs, int64_t width, int64_t column0,
    const std::vector<float>& bias) {
  std::vector<double> columns_t(static_cast<size_t>(E * outputs));  // [E, outputs]
  for (int64_t o = 0; o < outputs; ++o) {
    for (int64_t e = 0; e < E; ++e) {
      columns_t[static_cast<size_t>(e * outputs + o)] =
          weight[static_cast<size_t>(o * width + column0 + e)];
    }
  }
  std::vector<double> sums(static_cast<size_t>(outputs));  // [outputs]
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t o = 0; o < outputs; ++o)
      sums[static_cast<size_t>(o)] = bias[static_cast<size_t>(o)];
    for (int64_t e = 0; e < E; ++e) {
      const double x = embedding[static_cast<size_t>(r * E + e)];
      const double* column = columns_t.data() + e * outputs;
      for (int64_t o = 0; o < outputs; ++o) sums[static_cast<size_t>(o)] += x * column[o];
    }
    for (int64_t o = 0; o < outputs; ++o) {
      out[r * out_stride + o] = static_cast<float>(sums[static_cast<size_t>(o)]);
    }
  }
}

std::vector<float> fold_embedding(const std::vector<float>& embedding, int64_t rows, int64_t E,
                                  const std::vector<float>& weight, int64_t outputs, int64_t width,
                                  int64_t column0, const std::vector<float>& bias) {
  std::vector<float> table(static_cast<size_t>(rows * outputs));  // [rows, outputs]
  fold_embedding_into(table.data(), outputs, embedding, rows, E, weight, outputs, width, column0,
                      bias);
  return table;
}

// Columns [begin, begin + count) of a row-major [rows, width] matrix.
std::vector<float> columns(const std::vector<float>& matrix, int64_t rows, int64_t width,
                           int64_t begin, int64_t count) {
  std::vector<float> out(static_cast<size_t>(rows * count));
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < count; ++c) {
      out[static_cast<size_t>(r * count + c)] = matrix[static_cast<size_t>(r * width + begin + c)];
    }
  }
  return out;
}

}  // namespace

const std::string& model_metadata_value(const safetensors::Metadata& metadata,
                                        const std::string& key, const std::string& path) {
  const auto found = metadata.find(key);
  if (found == metadata.end()) {
    fail(path, fmt::format("__metadata__ has no '{}' (not a dates model file?)", key));
  }
  return found->second;
}

double model_metadata_number(const std::string& text, const std::string& key,
                             const std::string& path, double minimum, double maximum) {
  double value = std::nan("");
  try {
    size_t used = 0;
    value = std::stod(text, &used);
    if (used != text.size()) value = std::nan("");
  } catch (const std::exception&) {
  }
  if (!(value >= minimum && value <= maximum)) {
    fail(path, fmt::format("__metadata__ '{}' must be a number in [{}, {}], found '{}'", key,
                           minimum, maximum, printable(text, 40)));
  }
  return value;
}

ModelMetadata read_model_metadata(const safetensors::Metadata& metadata, const std::string& path) {
  const auto& format = model_metadata_value(metadata, "format", path);
  if (format != kFormat) {
    fail(path, fmt::format("format '{}' is not supported; expected '{}'", format, kFormat));
  }
  ModelMetadata read;
  const auto& config_text = model_metadata_value(metadata, "config", path);
  try {
    read.config = config_from_yaml_text(config_text, path + " (config)");
  } catch (const ConfigError& error) {
    throw InferenceModelError(error.what());
  }
  // A file written before training.bucket_batches existed trained without bucketing, whatever
  // today's default is.
  if (config_text.find("bucket_batches:") == std::string::npos) {
    read.config.training.bucket_batches = 1;
  }
  const auto vocabulary = [&](const std::string& key) {
    try {
      return Vocabulary::from_tokens(
          nlohmann::json::parse(model_metadata_value(metadata, key, path))
              .get<std::vector<std::string>>());
    } catch (const InferenceModelError&) {
      throw;
    } catch (const std::exception& error) {
      fail(path, fmt::format("__metadata__ '{}' is not a valid vocabulary: {}", key, error.what()));
    }
  };
  read.source_vocabulary = vocabulary("source_vocabulary");
  read.target_vocabulary = vocabulary("target_vocabulary");
  // Written by `dates calibrate`; absent in a model never calibrated.
  if (const auto found = metadata.find("min_confidence"); found != metadata.end()) {
    read.min_confidence = model_metadata_number(found->second, "min_confidence", path, 0, 1);
    const auto how = metadata.find("calibration");
    read.calibration = how == metadata.end() ? "" : how->second;
  }
  return read;
}

bool runtime_supports(const ExperimentConfig& config, std::string* why) {
  if (config.model.attention != "bahdanau") {
    if (why != nullptr) {
      *why = fmt::format("the inference runtime runs Bahdanau models; this one uses {} attention",
                         config.model.attention);
    }
    return false;
  }
  return true;
}

double InferenceModel::multiply_adds(double source_length, double output_steps) const {
  const double H = static_cast<double>(encoder_hidden), K = static_cast<double>(key_size);
  const double Hd = static_cast<double>(decoder_hidden), A = static_cast<double>(attention_dim);
  const double Vt = static_cast<double>(target_vocabulary_size);
  const double encoder = 2 * source_length * 3 * H * H  // W_hh, both directions (W_ih: a table)
                         + H * Hd                       // the bridge
                         + source_length * K * A;       // the keys' projection
  const double step = (A + 3 * Hd) * Hd                 // [W_q; W_hh]
                      + source_length * (A + K)         // scores (v . tanh) and the context
                      + 3 * Hd * K                      // W_ih,c
                      + Vt * (Hd + K);  // the output layer (its embedding part: a table)
  return encoder + output_steps * step;
}

InferenceModel inference_model_from_tensors(
    const safetensors::Metadata& metadata,
    const std::vector<safetensors::FloatTensor>& tensors_by_name, const std::string& path) {
  auto read = read_model_metadata(metadata, path);
  std::string why;
  if (!runtime_supports(read.config, &why)) fail(path, why);
  InferenceModel model;
  model.config = std::move(read.config);
  model.source_vocabulary = std::move(read.source_vocabulary);
  model.target_vocabulary = std::move(read.target_vocabulary);
  model.min_confidence = read.min_confidence;
  model.calibration = std::move(read.calibration);

  const auto& sizes = model.config.model;
  const int64_t E = sizes.embedding_dim, H = sizes.encoder_hidden, K = 2 * H;
  const int64_t Hd = sizes.decoder_hidden, A = sizes.attention_dim;
  const int64_t Vs = model.source_vocabulary.size(), Vt = model.target_vocabulary.size();
  model.source_vocabulary_size = Vs;
  model.target_vocabulary_size = Vt;
  model.encoder_hidden = H;
  model.key_size = K;
  model.decoder_hidden = Hd;
  model.attention_dim = A;
  model.embedding_dim = E;

  Tensors tensors(tensors_by_name, path);
  // Encoder: both directions' input products folded with the embedding into one [Vs, 6H] table.
  const auto source_embedding = tensors.take("encoder.embedding.weight", {Vs, E});
  model.encoder_input_table.resize(static_cast<size_t>(Vs * 6 * H));
  for (int direction = 0; direction < 2; ++direction) {
    const std::string suffix = direction == 0 ? "_l0" : "_l0_reverse";
    const auto input_weight = tensors.take("encoder.rnn.weight_ih" + suffix, {3 * H, E});
    const auto input_bias = tensors.take("encoder.rnn.bias_ih" + suffix, {3 * H});
    model.encoder_hidden_weight[direction] =
        tensors.take("encoder.rnn.weight_hh" + suffix, {3 * H, H});
    model.encoder_hidden_bias[direction] = tensors.take("encoder.rnn.bias_hh" + suffix, {3 * H});
    // row v: [forward 3H | backward 3H], each direction's half folded in place
    fold_embedding_into(model.encoder_input_table.data() + direction * 3 * H, 6 * H,
                        source_embedding, Vs, E, input_weight, 3 * H, E, 0, input_bias);
  }
  model.bridge_weight = tensors.take("encoder.bridge.weight", {Hd, H});
  model.bridge_bias = tensors.take("encoder.bridge.bias", {Hd});

  const auto target_embedding = tensors.take("decoder.embedding.weight", {Vt, E});
  const auto query_weight = tensors.take("decoder.attention.query.weight", {A, Hd});
  model.key_weight = tensors.take("decoder.attention.key.weight", {A, K});
  model.key_bias = tensors.take("decoder.attention.key.bias", {A});
  model.v_weight = tensors.take("decoder.attention.v.weight", {1, A});
  const auto rnn_input_weight = tensors.take("decoder.rnn.weight_ih", {3 * Hd, E + K});
  const auto rnn_hidden_weight = tensors.take("decoder.rnn.weight_hh", {3 * Hd, Hd});
  const auto rnn_input_bias = tensors.take("decoder.rnn.bias_ih", {3 * Hd});
  const auto rnn_hidden_bias = tensors.take("decoder.rnn.bias_hh", {3 * Hd});
  const auto output_weight = tensors.take("decoder.output.weight", {Vt, Hd + K + E});
  const auto output_bias = tensors.take("decoder.output.bias", {Vt});
  tensors.check_all_taken();

  // [W_q; W_hh] and [0; b_hh]: the query and the GRU's hidden product in one.
  model.stacked_weight = query_weight;
  model.stacked_weight.insert(model.stacked_weight.end(), rnn_hidden_weight.begin(),
                              rnn_hidden_weight.end());
  model.stacked_bias.assign(static_cast<size_t>(A), 0.0f);
  model.stacked_bias.insert(model.stacked_bias.end(), rnn_hidden_bias.begin(),
                            rnn_hidden_bias.end());
  // The GRU input is [embedding; context]: its embedding columns fold into a table.
  model.input_table =
      fold_embedding(target_embedding, Vt, E, rnn_input_weight, 3 * Hd, E + K, 0, rnn_input_bias);
  model.input_weight_ctx = columns(rnn_input_weight, 3 * Hd, E + K, E, K);
  // The output layer reads [state; context; embedding].
  model.output_table =
      fold_embedding(target_embedding, Vt, E, output_weight, Vt, Hd + K + E, Hd + K, output_bias);
  model.output_weight_sc = columns(output_weight, Vt, Hd + K + E, 0, Hd + K);
  return model;
}

std::string inference_model_file(const std::string& checkpoint) {
  const std::string path = std::filesystem::is_directory(checkpoint)
                               ? (std::filesystem::path(checkpoint) / "model.safetensors").string()
                               : checkpoint;
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    fail(path,
         std::filesystem::exists(path, error)
             ? "is not a regular file; a checkpoint is a model.safetensors file or its run "
               "directory"
             : "no such file (a checkpoint is a model.safetensors file or its run directory)");
  }
  return path;
}

safetensors::FloatFile read_model_tensors(const std::string& path) {
  try {
    return safetensors::load_float32(path);
  } catch (const std::runtime_error& cause) {
    throw InferenceModelError(cause.what());
  }
}

InferenceModel load_inference_model(const std::string& checkpoint) {
  const auto path = inference_model_file(checkpoint);
  const auto file = read_model_tensors(path);
  auto model = inference_model_from_tensors(file.metadata, file.tensors, path);
  std::error_code size_error;
  model.file_bytes = std::filesystem::file_size(path, size_error);
  return model;
}

ComputeType parse_compute_type(const std::string& text) {
  if (text == "auto") return ComputeType::kAuto;
  if (text == "float32") return ComputeType::kFloat32;
  if (text == "int8") return ComputeType::kInt8;
  throw std::invalid_argument("compute type must be auto, float32 or int8, found '" + text + "'");
}

const char* to_string(ComputeType type) {
  switch (type) {
    case ComputeType::kAuto:
      return "auto";
    case ComputeType::kFloat32:
      return "float32";
    case ComputeType::kInt8:
      return "int8";
  }
  return "";
}

bool uses_int8_products(ComputeType type) {
  // auto: wherever a vector kernel runs them (AVX2 and wider; not the scalar reference).
  return type == ComputeType::kInt8 ||
         (type == ComputeType::kAuto && int8::vector_kernel_available());
}

InferenceModel::ProductWeight InferenceModel::product_weight(Product product) const {
  const int64_t H = encoder_hidden, K = key_size, A = attention_dim, Hd = decoder_hidden;
  const int64_t V = target_vocabulary_size;
  switch (product) {
    case Product::kEncoderForward:
      return {encoder_hidden_weight[0].data(), 3 * H, H};
    case Product::kEncoderBackward:
      return {encoder_hidden_weight[1].data(), 3 * H, H};
    case Product::kBridge:
      return {bridge_weight.data(), Hd, H};
    case Product::kKey:
      return {key_weight.data(), A, K};
    case Product::kStacked:
      return {stacked_weight.data(), A + 3 * Hd, Hd};
    case Product::kInputContext:
      return {input_weight_ctx.data(), 3 * Hd, K};
    case Product::kOutput:
      return {output_weight_sc.data(), V, Hd + K};
  }
  throw std::logic_error("product_weight: not a product");
}

namespace {

// Every product's weight matrix packed by `pack(weight, n, k)`.
template <class Packed, class Pack>
std::shared_ptr<const PackedProducts<Packed>> pack_products(const InferenceModel& model,
                                                            Pack pack) {
  auto packed = std::make_shared<PackedProducts<Packed>>();
  for (size_t index = 0; index < kProducts; ++index) {
    const auto weight = model.product_weight(static_cast<Product>(index));
    packed->weights[index] = pack(weight.weight, weight.n, weight.k);
  }
  return packed;
}

}  // namespace

void use_int8_products(InferenceModel& model) {
  model.packed_float.reset();
  model.int8 = pack_products<int8::PackedWeights>(model, int8::pack_weights);
}

void use_packed_float_products(InferenceModel& model) {
  model.int8.reset();
  model.packed_float =
      pack_products<packed_float::PackedWeights>(model, packed_float::pack_weights);
}

void prepare_products(InferenceModel& model, ComputeType compute) {
  if (uses_int8_products(compute)) {
    use_int8_products(model);
  } else if (packed_float::vector_kernel_available()) {
    use_packed_float_products(model);
  }
}

}  // namespace dates
