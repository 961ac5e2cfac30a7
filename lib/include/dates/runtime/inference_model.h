// A trained Bahdanau model for inference without LibTorch: the model file read into plain float
// memory (io/safetensors_format.h), its config and vocabularies, and the products that do not
// depend on the input folded into tables once at load:
//
//   encoder input table   [Vs, 6H]  = E_src [W_ih,fwd; W_ih,bwd]^T + [b_ih,fwd; b_ih,bwd]
//   decoder input table   [Vt, 3Hd] = E_tgt W_ih,E^T + b_ih      (the GRU input's embedding part)
//   decoder output table  [Vt, Vt]  = E_tgt W_out,E^T + b_out    (the output layer's embedding
//   part) stacked state weights [A + 3Hd, Hd] = [W_q; W_hh], bias [0; b_hh]
//
// so that a character costs one table row instead of a product. The names and shapes are the
// LibTorch model's (model/checkpoint.h writes them); every tensor is checked against the config
// before use, with the file and the tensor named. runtime/greedy_engine.h decodes with it;
// tests/runtime/ prove it equal to the LibTorch model.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/data/vocabulary.h"
#include "dates/io/config.h"
#include "dates/io/safetensors_format.h"
#include "dates/nn/int8_products.h"
#include "dates/nn/packed_float_products.h"

namespace dates {

// The runtime's matrix products, one a weight matrix: the encoder's recurrent products (forward
// and backward), the bridge, the keys' projection, and the decoder's three a step (the stacked
// state weights, the GRU input's context part, the output layer's state and context part).
enum class Product {
  kEncoderForward,
  kEncoderBackward,
  kBridge,
  kKey,
  kStacked,
  kInputContext,
  kOutput,
};
inline constexpr size_t kProducts = 7;

// The model's weight matrices packed for a product kernel, indexed by Product: quantised for
// int8 products (nn/int8_products.h) or laid out for float products (nn/packed_float_products.h).
template <class Packed>
struct PackedProducts {
  std::array<Packed, kProducts> weights;
  const Packed& operator[](Product product) const { return weights[static_cast<size_t>(product)]; }
};
using Int8Weights = PackedProducts<int8::PackedWeights>;
using PackedFloatWeights = PackedProducts<packed_float::PackedWeights>;

// A model file the runtime cannot use: not a dates model, another architecture, wrong shapes.
class InferenceModelError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct InferenceModel {
  ExperimentConfig config;
  Vocabulary source_vocabulary;
  Vocabulary target_vocabulary;
  double min_confidence = 0;  // `dates calibrate`'s threshold; 0 when never calibrated
  std::string calibration;
  uint64_t file_bytes = 0;  // size of the model file

  // Sizes: source and target vocabularies, encoder hidden H (keys K = 2H), decoder hidden Hd,
  // attention A, target embedding E.
  int64_t source_vocabulary_size = 0, target_vocabulary_size = 0;
  int64_t encoder_hidden = 0, key_size = 0, decoder_hidden = 0, attention_dim = 0;
  int64_t embedding_dim = 0;

  // Encoder (direction 0 forward, 1 backward).
  std::vector<float> encoder_input_table;       // [Vs, 6H]
  std::vector<float> encoder_hidden_weight[2];  // [3H, H]
  std::vector<float> encoder_hidden_bias[2];    // [3H]
  std::vector<float> bridge_weight;             // [Hd, H]
  std::vector<float> bridge_bias;               // [Hd]
  // Attention.
  std::vector<float> key_weight;  // [A, K]
  std::vector<float> key_bias;    // [A]
  std::vector<float> v_weight;    // [A]
  // Decoder.
  std::vector<float> stacked_weight;    // [A + 3Hd, Hd]: W_q over W_hh
  std::vector<float> stacked_bias;      // [A + 3Hd]: zeros over b_hh
  std::vector<float> input_table;       // [Vt, 3Hd]
  std::vector<float> input_weight_ctx;  // [3Hd, K]
  std::vector<float> output_table;      // [Vt, Vt]
  std::vector<float>
      output_weight_sc;  // [Vt, Hd + K]: the output layer's state and context columns

  // Set by prepare_products: the products run in int8 with int32 sums (int8), or in float on
  // weights packed once (packed_float), or, both null, in float through OpenBLAS.
  std::shared_ptr<const Int8Weights> int8;
  std::shared_ptr<const PackedFloatWeights> packed_float;
  // Whether the products go through a BLAS's gemm (nn/blas.h): neither of the above.
  bool multiplies_through_blas() const { return !int8 && !packed_float; }

  // The weight matrix of `product` (row-major [n, k]) and its shape.
  struct ProductWeight {
    const float* weight;
    int64_t n, k;
  };
  ProductWeight product_weight(Product product) const;

  // Multiply-adds of one input of `source_length` characters (the order control included) and
  // `output_steps` decoder steps (the end token included): the work greedy decoding does.
  double multiply_adds(double source_length, double output_steps) const;
};

// How the runtime multiplies: kFloat32 (float products, proven equal to LibTorch's within float
// rounding: on weights packed once where the CPU has AVX2 and FMA, else OpenBLAS's), kInt8 (int8
// products, nn/int8_products.h: by AMX or VNNI, by AVX2 on weights of 7 bits or, slowly, by the
// scalar reference, the same integer sums as the vector kernel of the process), kAuto (int8
// where a vector kernel runs them: a CPU with AVX2 or wider; float32 elsewhere).
enum class ComputeType { kAuto, kFloat32, kInt8 };
// "auto", "float32", "int8"; throws std::invalid_argument naming the choices otherwise.
ComputeType parse_compute_type(const std::string& text);
const char* to_string(ComputeType type);
// Whether `type` runs int8 products on this CPU.
bool uses_int8_products(ComputeType type);

// Quantises every weight matrix of `model` for int8 products (the encoder's recurrent and
// bridge products, the keys' projection, and the decoder's three products a step); the tables
// stay float. The greedy engine then multiplies in int8.
void use_int8_products(InferenceModel& model);
// Lays every weight matrix of `model` out for the packed float kernel (the same products in float,
// without OpenBLAS's packing at each call); only where packed_float::vector_kernel_available().
void use_packed_float_products(InferenceModel& model);
// The products `compute` asks for on this CPU: int8 where uses_int8_products, else float on packed
// weights where the CPU has AVX2 and FMA, else OpenBLAS's float products.
void prepare_products(InferenceModel& model, ComputeType compute);

// What a dates model file's __metadata__ says besides its weights, read and checked once for both
// loaders (model/checkpoint.h's load_model and load_inference_model): the format, the config (a
// file written before training.bucket_batches existed trained without bucketing), both
// vocabularies, and `dates calibrate`'s threshold.
struct ModelMetadata {
  ExperimentConfig config;
  Vocabulary source_vocabulary;
  Vocabulary target_vocabulary;
  double min_confidence = 0;  // 0 when never calibrated
  std::string calibration;
};

// Throws InferenceModelError naming `path` and the entry that is missing or wrong.
ModelMetadata read_model_metadata(const safetensors::Metadata& metadata, const std::string& path);

// The entry `key`; throws InferenceModelError naming `path` when it is missing.
const std::string& model_metadata_value(const safetensors::Metadata& metadata,
                                        const std::string& key, const std::string& path);

// A metadata number in [minimum, maximum] (NaN and infinities never are); throws
// InferenceModelError naming `path`, `key` and the text.
double model_metadata_number(const std::string& text, const std::string& key,
                             const std::string& path, double minimum, double maximum);

// Whether the runtime can run the model a config describes (Bahdanau attention); `why` says what
// it cannot run otherwise.
bool runtime_supports(const ExperimentConfig& config, std::string* why = nullptr);

// The model from a model file's metadata and its float32 tensors (what load_inference_model reads;
// model/checkpoint.h passes a LibTorch model's parameters). `path` names it in errors.
InferenceModel inference_model_from_tensors(const safetensors::Metadata& metadata,
                                            const std::vector<safetensors::FloatTensor>& tensors,
                                            const std::string& path);

// The model file of `checkpoint` (the file itself, or model.safetensors in a run directory),
// checked to be a regular file; throws InferenceModelError naming it otherwise.
std::string inference_model_file(const std::string& checkpoint);

// A model file's float32 tensors and metadata (safetensors::load_float32), its errors as
// InferenceModelError.
safetensors::FloatFile read_model_tensors(const std::string& path);

// Reads a model file (`checkpoint` may be its run directory) without LibTorch. Throws
// InferenceModelError naming the file and what is wrong.
InferenceModel load_inference_model(const std::string& checkpoint);

}  // namespace dates
