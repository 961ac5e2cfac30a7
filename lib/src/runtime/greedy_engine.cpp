#include "dates/runtime/greedy_engine.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <numeric>
#include <stdexcept>
#include <system_error>
#include <thread>

#include <unistd.h>

#include "dates/core/progress.h"
#include "dates/data/vocabulary.h"
#include "dates/nn/attention_inference.h"
#include "dates/nn/blas.h"
#include "dates/nn/fused_kernels.h"
#include "dates/nn/greedy_choice.h"
#include "dates/nn/gru_inference.h"

namespace dates {

const float* const* GreedyEngine::same_row(const float* row, int64_t rows) {
  addends_.assign(static_cast<size_t>(rows), row);
  return addends_.data();
}

const float* const* GreedyEngine::table_rows(const std::vector<float>& table, int64_t width,
                                             int64_t rows) {
  addends_.resize(static_cast<size_t>(rows));
  for (int64_t b = 0; b < rows; ++b) {
    addends_[static_cast<size_t>(b)] = table.data() + previous_[static_cast<size_t>(b)] * width;
  }
  return addends_.data();
}

void GreedyEngine::product(Product which, int64_t m, const float* x, int64_t ldx,
                           const float* const* addends, float* c, int64_t ldc) {
  if (model_.int8) {
    int8::product_onto((*model_.int8)[which], m, x, ldx, addends, c, ldc, quantised_);
    return;
  }
  if (model_.packed_float) {
    packed_float::product_onto((*model_.packed_float)[which], m, x, ldx, addends, c, ldc);
    return;
  }
  const auto weight = model_.product_weight(which);
  for (int64_t b = 0; b < m; ++b) {
    std::memcpy(c + b * ldc, addends[b], static_cast<size_t>(weight.n) * sizeof(float));
  }
  blas::gemm(false, true, m, weight.n, weight.k, 1.0f, x, ldx, weight.weight, weight.k, 1.0f, c,
             ldc);
}

void GreedyEngine::encode(int64_t B, int64_t S) {
  const auto& m = model_;
  const int64_t H = m.encoder_hidden, K = m.key_size, A = m.attention_dim, Hd = m.decoder_hidden;
  keys_.resize(static_cast<size_t>(B * S * K));
  mask_.assign(static_cast<size_t>(B * S), 0);
  for (int64_t b = 0; b < B; ++b) {
    const int64_t length = lengths_[static_cast<size_t>(b)];
    std::fill_n(mask_.begin() + b * S, length, uint8_t{1});
    // The padded positions' keys are zeros (the GRU writes the others).
    std::fill(keys_.begin() + (b * S + length) * K, keys_.begin() + (b + 1) * S * K, 0.0f);
  }
  hidden_gates_.resize(static_cast<size_t>(B * 3 * H));
  scratch_.resize(std::max<size_t>(scratch_.size(), static_cast<size_t>(5 * H)));
  float* r = scratch_.data();
  for (int direction = 0; direction < 2; ++direction) {
    auto& state = direction == 0 ? forward_state_ : backward_state_;  // [B, H]
    state.assign(static_cast<size_t>(B * H), 0.0f);
    const float* hidden_bias = m.encoder_hidden_bias[direction].data();  // [3H]
    for (int64_t step = 0; step < S; ++step) {
      // The backward direction reads each row from its last character: a row whose length is
      // <= t has not started, so its state is still the initial zeros.
      const int64_t t = direction == 0 ? step : S - 1 - step;
      // gh = h W_hh^T + b_hh
      product(direction == 0 ? Product::kEncoderForward : Product::kEncoderBackward, B,
              state.data(), H, same_row(hidden_bias, B), hidden_gates_.data(), 3 * H);
      for (int64_t b = 0; b < B; ++b) {
        if (t >= lengths_[static_cast<size_t>(b)]) continue;
        const auto id = (*rows_[static_cast<size_t>(b)])[static_cast<size_t>(t)];
        const float* gi = m.encoder_input_table.data() + id * 6 * H + direction * 3 * H;
        float* h = state.data() + b * H;
        float* out = keys_.data() + (b * S + t) * K + direction * H;  // keys [b, t, dir half]
        kernels::gru_gates_inference_row(H, gi, hidden_gates_.data() + b * 3 * H, h, out, r);
        std::memcpy(h, out, static_cast<size_t>(H) * sizeof(float));
      }
    }
  }
  // s_0 = tanh(bridge(the backward state at the first character)), the state part [B, :Hd] of
  // [s; c] [B, Hd + K]
  const int64_t W = Hd + K;
  state_context_.resize(static_cast<size_t>(B * W));
  product(Product::kBridge, B, backward_state_.data(), H, same_row(m.bridge_bias.data(), B),
          state_context_.data(), W);
  for (int64_t b = 0; b < B; ++b) {
    kernels::tanh_into(Hd, state_context_.data() + b * W, state_context_.data() + b * W);
  }
  // The keys' projection, once: [B S, K] x [A, K]^T + b_k
  projected_keys_.resize(static_cast<size_t>(B * S * A));
  product(Product::kKey, B * S, keys_.data(), K, same_row(m.key_bias.data(), B * S),
          projected_keys_.data(), A);
}

void GreedyEngine::move_slot(int64_t from, int64_t to) {
  // The keys, their projection and the mask stay where the batch row put them (read through
  // slot_row_); only the state moves.
  const int64_t Hd = model_.decoder_hidden;
  const int64_t W = Hd + model_.key_size;
  std::memcpy(state_context_.data() + to * W, state_context_.data() + from * W,
              static_cast<size_t>(Hd) * sizeof(float));
  previous_[static_cast<size_t>(to)] = previous_[static_cast<size_t>(from)];
  slot_row_[static_cast<size_t>(to)] = slot_row_[static_cast<size_t>(from)];
}

size_t GreedyEngine::keys_cache_bytes() {
  long level2 = -1;
#ifdef _SC_LEVEL2_CACHE_SIZE
  level2 = sysconf(_SC_LEVEL2_CACHE_SIZE);  // 0 or -1 where glibc cannot tell
#endif
  return std::max(kMinKeysCacheBytes, level2 > 0 ? static_cast<size_t>(level2) / 2 : size_t{0});
}

void GreedyEngine::translate(const std::vector<const std::vector<int64_t>*>& ids, int64_t max_steps,
                             GreedyTranslation* out) {
  // Each decoder step reads every live row's keys and projected keys, S (K + A) floats a row:
  // a batch is decoded in pieces whose keys stay in a core's L2 cache (keys_cache_bytes())
  // instead of coming from L3 at every step (1.1x faster at batch 256 with 512 KB, 2026-12-03;
  // on a CPU with 2 MB of L2, 1 MB pieces another 1.02x, 2026-12-05: docs/speed.md).
  const auto& m = model_;
  size_t longest = 0;
  for (const auto* row : ids) longest = std::max(longest, row->size());
  const auto row_bytes = std::max<size_t>(
      1, longest * static_cast<size_t>(m.key_size + m.attention_dim) * sizeof(float));
  static const size_t cache_bytes = keys_cache_bytes();
  const size_t piece = std::max<size_t>(kMinPieceRows, cache_bytes / row_bytes);
  for (size_t begin = 0; begin < ids.size(); begin += piece) {
    const size_t end = std::min(ids.size(), begin + piece);
    rows_.assign(ids.begin() + static_cast<std::ptrdiff_t>(begin),
                 ids.begin() + static_cast<std::ptrdiff_t>(end));
    translate_piece(max_steps, out + begin);
  }
}

void GreedyEngine::translate_piece(int64_t max_steps, GreedyTranslation* out) {
  const auto& m = model_;
  const auto& ids = rows_;
  const int64_t B = static_cast<int64_t>(ids.size());
  if (B == 0) return;
  lengths_.resize(static_cast<size_t>(B));
  int64_t S = 0;
  for (int64_t b = 0; b < B; ++b) {
    const auto length = static_cast<int64_t>(ids[static_cast<size_t>(b)]->size());
    if (length == 0) throw std::invalid_argument("GreedyEngine: a source without characters");
    lengths_[static_cast<size_t>(b)] = length;
    S = std::max(S, length);
  }
  encode(B, S);

  const int64_t K = m.key_size, A = m.attention_dim, Hd = m.decoder_hidden;
  const int64_t V = m.target_vocabulary_size, P = A + 3 * Hd, W = Hd + K;
  projections_.resize(static_cast<size_t>(B * P));
  input_gates_.resize(static_cast<size_t>(B * 3 * Hd));
  logits_.resize(static_cast<size_t>(B * V));
  scratch_.resize(
      std::max<size_t>(scratch_.size(), static_cast<size_t>(S * A + std::max(S, V) + 5 * Hd)));
  float* u = scratch_.data();  // [S, A] tanh values (the fallback attention row's), then [S]
                               // weights, then the gates' 5 Hd
  float* weights = u + S * A;
  float* saved = weights + std::max(S, V);
  tokens_.assign(static_cast<size_t>(B * max_steps), Vocabulary::kPad);
  for (int64_t b = 0; b < B; ++b) out[b] = GreedyTranslation{};
  // Rows 0 .. live-1 of the buffers are the rows still decoding; slot_row_[i] is the batch row in
  // slot i. A row that ends leaves the working set: the last live slot moves into its place, so
  // every product and row pass runs on the live rows only (early exit per row).
  slot_row_.resize(static_cast<size_t>(B));
  previous_.assign(static_cast<size_t>(B), Vocabulary::kBegin);
  for (int64_t b = 0; b < B; ++b) slot_row_[static_cast<size_t>(b)] = b;
  int64_t live = B;
  for (int64_t t = 0; t < max_steps && live > 0; ++t) {
    // [pq; gh] = s_{t-1} [W_q; W_hh]^T + [0; b_hh]
    product(Product::kStacked, live, state_context_.data(), W,
            same_row(m.stacked_bias.data(), live), projections_.data(), P);
    for (int64_t b = 0; b < live; ++b) {
      const int64_t row = slot_row_[static_cast<size_t>(b)];
      kernels::additive_attention_inference_row(
          S, A, K, projections_.data() + b * P, projected_keys_.data() + row * S * A,
          m.v_weight.data(), keys_.data() + row * S * K, mask_.data() + row * S, weights,
          state_context_.data() + b * W + Hd, u);
    }
    // gi = table[y_{t-1}] + c_t W_ih,c^T
    product(Product::kInputContext, live, state_context_.data() + Hd, W,
            table_rows(m.input_table, 3 * Hd, live), input_gates_.data(), 3 * Hd);
    for (int64_t b = 0; b < live; ++b) {
      float* state = state_context_.data() + b * W;  // s_{t-1} in, s_t out
      kernels::gru_gates_inference_row(Hd, input_gates_.data() + b * 3 * Hd,
                                       projections_.data() + b * P + A, state, state, saved);
    }
    // logits = table[y_{t-1}] + [s_t; c_t] W_out,sc^T
    product(Product::kOutput, live, state_context_.data(), W, table_rows(m.output_table, V, live),
            logits_.data(), V);
    // The argmax (the first of equal maxima, as LibTorch's max) and its log-softmax.
    for (int64_t b = 0; b < live; ++b) {
      // weights: scratch of at least V floats
      const auto choice = kernels::greedy_choice(V, logits_.data() + b * V, weights);
      const int64_t batch_row = slot_row_[static_cast<size_t>(b)];
      auto& translation = out[batch_row];
      translation.log_probability += choice.log_probability;
      translation.steps = t + 1;
      tokens_[static_cast<size_t>(batch_row * max_steps + t)] = choice.token;
      previous_[static_cast<size_t>(b)] = choice.token;
      if (choice.token == Vocabulary::kEnd) translation.finished = true;
    }
    // The rows that ended leave; the last live rows take their slots (walking down, so that a
    // moved row is never one that ended this step).
    for (int64_t b = live - 1; b >= 0; --b) {
      if (!out[slot_row_[static_cast<size_t>(b)]].finished) continue;
      const int64_t last = --live;
      if (b != last) move_slot(last, b);
    }
  }
  std::vector<int64_t> row_tokens;
  for (int64_t b = 0; b < B; ++b) {
    const auto begin = tokens_.begin() + b * max_steps;
    row_tokens.assign(begin, begin + out[b].steps);
    out[b].output = m.target_vocabulary.decode(row_tokens);
  }
}

GreedyEnginePool::GreedyEnginePool(std::shared_ptr<const InferenceModel> model)
    : model_(std::move(model)) {
  if (model_ == nullptr) throw std::invalid_argument("GreedyEnginePool needs a model, found none");
}

std::unique_ptr<GreedyEngine> GreedyEnginePool::take() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!idle_.empty()) {
      auto engine = std::move(idle_.back());
      idle_.pop_back();
      return engine;
    }
  }
  return std::make_unique<GreedyEngine>(*model_);
}

void GreedyEnginePool::give_back(std::unique_ptr<GreedyEngine> engine) {
  if (engine == nullptr) return;
  std::lock_guard<std::mutex> lock(mutex_);
  idle_.push_back(std::move(engine));
}

size_t GreedyEnginePool::idle() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return idle_.size();
}

std::vector<GreedyTranslation> greedy_translate(const InferenceModel& model,
                                                const std::vector<std::string>& sources,
                                                int64_t batch_size, int64_t threads,
                                                std::ostream* progress, GreedyEnginePool* engines) {
  if (batch_size < 1 || threads < 1) {
    throw std::invalid_argument(
        fmt::format("greedy_translate needs batch_size and threads >= 1, found {} and {}",
                    batch_size, threads));
  }
  if (engines != nullptr && &engines->model() != &model) {
    throw std::invalid_argument("greedy_translate: the engine pool holds another model's engines");
  }
  const size_t n = sources.size();
  std::vector<std::vector<int64_t>> ids(n);
  for (size_t i = 0; i < n; ++i) {
    ids[i] = model.source_vocabulary.encode(sources[i]);
    if (ids[i].empty()) {
      throw std::invalid_argument(fmt::format("greedy_translate: source {} is empty", i + 1));
    }
  }
  // Shortest first: a batch holds inputs of about one length (less padding, fewer idle steps).
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return ids[a].size() < ids[b].size(); });
  const size_t batch = static_cast<size_t>(batch_size);
  const size_t batches = (n + batch - 1) / batch;
  const int64_t max_steps = model.config.data.max_target_length + 1;
  blas::use_single_thread();
  std::vector<GreedyTranslation> results(n);
  ProgressLine progress_line("translate", static_cast<int64_t>(n), progress);
  std::atomic<size_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  const auto work = [&] {
    try {
      // An engine of the pool (its buffers already grown), or this call's own.
      std::unique_ptr<GreedyEngine> held =
          engines != nullptr ? engines->take() : std::make_unique<GreedyEngine>(model);
      struct GiveBack {
        GreedyEnginePool* engines;
        std::unique_ptr<GreedyEngine>& held;
        ~GiveBack() {
          if (engines != nullptr) engines->give_back(std::move(held));
        }
      } give_back{engines, held};
      GreedyEngine& engine = *held;
      std::vector<const std::vector<int64_t>*> rows;
      std::vector<GreedyTranslation> outputs;
      for (size_t taken = next++; taken < batches; taken = next++) {
        // The longest batches first: the last ones taken are the shortest, so the workers finish
        // together (the longest processing time first rule of scheduling).
        const size_t k = batches - 1 - taken;
        const size_t begin = k * batch, end = std::min(n, begin + batch);
        rows.clear();
        for (size_t i = begin; i < end; ++i) rows.push_back(&ids[order[i]]);
        outputs.resize(rows.size());
        engine.translate(rows, max_steps, outputs.data());
        for (size_t i = begin; i < end; ++i) results[order[i]] = std::move(outputs[i - begin]);
        progress_line.advance(static_cast<int64_t>(end - begin));
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = batches;  // the others stop at their next batch
    }
  };
  const size_t helpers = std::min(static_cast<size_t>(threads), std::max<size_t>(batches, 1)) - 1;
  std::vector<std::thread> pool;
  pool.reserve(helpers);
  for (size_t i = 0; i < helpers; ++i) {
    try {
      pool.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no thread to be had (memory, the process limit): fewer share the batches
    }
  }
  work();
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
  return results;
}

}  // namespace dates
