// Greedy decoding of an InferenceModel without LibTorch: the encoder (both GRU directions over
// the input tables), the keys' projection and the Bahdanau decoder step of model/fused_bahdanau.h
// on raw memory, with the same BLAS products (nn/blas.h) and row kernels (nn/fused_kernels.h).
// A GreedyEngine owns its buffers and keeps them between batches: once it has seen a batch of a
// size, decoding another allocates nothing but the output strings. A row that has produced its
// end token leaves the working set at once (early exit per row). One engine per thread;
// greedy_translate fans batches out over threads.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <vector>

#include "dates/runtime/inference_model.h"

namespace dates {

struct GreedyTranslation {
  std::string output;          // the characters before the end token
  double log_probability = 0;  // of the whole output, the end token included when finished
  bool finished = false;       // produced the end token within the step limit
  int64_t steps = 0;           // decoded tokens, the end token included when finished
};

class GreedyEngine {
 public:
  explicit GreedyEngine(const InferenceModel& model) : model_(model) {}

  // Translates the sources `ids` (token ids, each non-empty; rows of one batch, any lengths) with
  // at most `max_steps` decoder steps a row, writing out[0 .. rows). The rows are decoded in
  // pieces whose keys fit in keys_cache_bytes() (at least kMinPieceRows rows a piece).
  void translate(const std::vector<const std::vector<int64_t>*>& ids, int64_t max_steps,
                 GreedyTranslation* out);

  // The bytes of keys a piece may hold: half of a core's L2 cache as the C library reports it
  // (the rest for the weights, tables and states each step reads), at least kMinKeysCacheBytes
  // (also where the size is not reported). A piece's size never changes a row's reading.
  static size_t keys_cache_bytes();
  static constexpr size_t kMinKeysCacheBytes = size_t{512} << 10;
  static constexpr size_t kMinPieceRows = 8;

 private:
  // Translates rows_ into out[0 .. rows_.size()).
  void translate_piece(int64_t max_steps, GreedyTranslation* out);
  void encode(int64_t rows, int64_t width);
  // Moves the decoder's per-row state of slot `from` into slot `to`.
  void move_slot(int64_t from, int64_t to);
  // c[r, :n] = addends[r][:n] + x[r, :k] w[:n, :k]^T for r < m, w the weight of `which`: in int8
  // or on packed float weights where the model has them, else through OpenBLAS.
  void product(Product which, int64_t m, const float* x, int64_t ldx, const float* const* addends,
               float* c, int64_t ldc);
  // Addends for product: `row` for each of `rows` rows; the row of `table` [*, width] of each
  // live slot's previous token.
  const float* const* same_row(const float* row, int64_t rows);
  const float* const* table_rows(const std::vector<float>& table, int64_t width, int64_t rows);
  const InferenceModel& model_;
  std::vector<const std::vector<int64_t>*> rows_;
  std::vector<int64_t> lengths_;
  // [B, S, K] keys, [B, S, A] projected keys, [B, S] mask, [B, H] x2 states, [B, 3H] products
  std::vector<float> keys_, projected_keys_, forward_state_, backward_state_, hidden_gates_;
  std::vector<uint8_t> mask_;
  // decoder: [B, Hd + K] the state and the context, [B, A + 3Hd], [B, 3Hd], [B, Vt]
  std::vector<float> state_context_, projections_, input_gates_, logits_;
  std::vector<float> scratch_;         // the row kernels' saved values and attention weights
  std::vector<int64_t> tokens_;        // [B, max_steps] by batch row
  std::vector<int64_t> slot_row_;      // the batch row in each live slot
  std::vector<int64_t> previous_;      // each live slot's previous token
  std::vector<const float*> addends_;  // a product's addend rows
  int8::QuantisedRows quantised_;      // the activations of an int8 product
};

// Engines of one model kept between calls of greedy_translate, so that a reader that decodes a
// stream piece by piece allocates (and faults in) its buffers once, not once a piece. Taking and
// giving back are thread-safe; it keeps as many engines as were ever in use at once.
class GreedyEnginePool {
 public:
  explicit GreedyEnginePool(std::shared_ptr<const InferenceModel> model);
  const InferenceModel& model() const { return *model_; }
  // An idle engine of the model, or a new one.
  std::unique_ptr<GreedyEngine> take();
  void give_back(std::unique_ptr<GreedyEngine> engine);
  // Engines idle in the pool now.
  size_t idle() const;

 private:
  std::shared_ptr<const InferenceModel> model_;
  mutable std::mutex mutex_;
  std::vector<std::unique_ptr<GreedyEngine>> idle_;
};

// Greedy translations of `sources` (normalised text, with the order control where the model
// reads one), in input order: encoded, taken shortest first in batches of `batch_size`, spread
// over `threads` threads (each with its own engine, single-threaded BLAS; taken from `engines`
// and given back to it when given, which must hold `model`), at most
// model.config.data.max_target_length + 1 steps each; `progress` (a terminal, or null) shows a
// progress line. Throws std::invalid_argument for an empty source or a pool of another model.
std::vector<GreedyTranslation> greedy_translate(const InferenceModel& model,
                                                const std::vector<std::string>& sources,
                                                int64_t batch_size, int64_t threads,
                                                std::ostream* progress = nullptr,
                                                GreedyEnginePool* engines = nullptr);

}  // namespace dates
