// Float products on packed weights (nn/packed_float_products.h): both kernels against the product
// in float64 within float32 rounding, the AVX2 kernel against the scalar reference bit for bit
// (the same FMA chain), on random matrices of odd shapes and on the default model's own weights;
// products onto addend rows; and a row's result the same whatever rows stand beside it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "dates/nn/packed_float_products.h"
#include "dates/runtime/inference_model.h"
#include "random_matrix.h"

using namespace dates;

namespace {

using testing::random_matrix;

// C = start + x w^T through the packed product, against the float64 sum: the largest error over
// its float32 bound (k + 2 roundings of at most 2^-24 of the sum of the terms' magnitudes).
double check_against_float64(const packed_float::PackedWeights& packed, const std::vector<float>& w,
                             const std::vector<float>& x, int64_t m, int64_t n, int64_t k,
                             bool force_reference) {
  const float start = 0.25f;  // the product accumulates into C
  std::vector<float> c(static_cast<size_t>(m * n), start);
  packed_float::product_onto(packed, m, x.data(), k, nullptr, c.data(), n, force_reference);
  double worst = 0;
  for (int64_t r = 0; r < m; ++r) {
    for (int64_t col = 0; col < n; ++col) {
      double exact = start, magnitude = start;
      for (int64_t j = 0; j < k; ++j) {
        const double term =
            double{x[static_cast<size_t>(r * k + j)]} * w[static_cast<size_t>(col * k + j)];
        exact += term;
        magnitude += std::fabs(term);
      }
      const double bound = double(k + 2) * std::ldexp(magnitude, -24) + 1e-30;
      const double error = std::fabs(double{c[static_cast<size_t>(r * n + col)]} - exact);
      worst = std::max(worst, error / bound);
    }
  }
  return worst;
}

}  // namespace

TEST_CASE("packed float products are the float64 product within float32 rounding",
          "[packed-float]") {
  std::mt19937 random(25);
  // Odd shapes: n not a multiple of 8 (masked lanes), blocks not of 3, m not of 4; the model's.
  const std::vector<std::array<int64_t, 3>> shapes = {{1, 1, 1},    {3, 17, 5},     {5, 33, 7},
                                                      {7, 45, 256}, {32, 368, 112}, {9, 49, 272},
                                                      {4, 24, 4},   {2, 9, 160}};
  for (const auto& [m, n, k] : shapes) {
    INFO("m " << m << ", n " << n << ", k " << k);
    const auto w = random_matrix(n, k, 0.3f, random);
    const auto x = random_matrix(m, k, 1.0f, random);
    const auto packed = packed_float::pack_weights(w.data(), n, k);
    CHECK(check_against_float64(packed, w, x, m, n, k, /*force_reference=*/true) <= 1.0);
    CHECK(check_against_float64(packed, w, x, m, n, k, /*force_reference=*/false) <= 1.0);
  }
}

TEST_CASE("the packed float vector kernel gives the reference's bits", "[packed-float]") {
  if (!packed_float::vector_kernel_available()) {
    WARN("this CPU has no AVX2 and FMA: only the reference runs here");
    return;
  }
  std::mt19937 random(7);
  // Every remainder of 4 rows and of 3 blocks, a partial last block, full tiles.
  for (const auto& [m, n, k] : std::vector<std::array<int64_t, 3>>{
           {1, 1, 1}, {6, 50, 13}, {7, 20, 9}, {3, 33, 40}, {13, 100, 130}, {33, 368, 112}}) {
    INFO("m " << m << ", n " << n << ", k " << k);
    const auto w = random_matrix(n, k, 0.5f, random);
    const auto x = random_matrix(m, k, 2.0f, random);
    const auto packed = packed_float::pack_weights(w.data(), n, k);
    std::vector<float> vector(static_cast<size_t>(m * n), 1.0f), reference = vector;
    packed_float::product_onto(packed, m, x.data(), k, nullptr, vector.data(), n, false);
    packed_float::product_onto(packed, m, x.data(), k, nullptr, reference.data(), n, true);
    CHECK(vector == reference);
  }
}

TEST_CASE("a packed float product onto addend rows, and each row alone", "[packed-float]") {
  // product_onto reads each row's addend where null addends read C: the same bits; a shared row
  // and a row of its own each. A row's result is the same when it is computed alone (a tile of
  // one row) as among 7 (tiles of 4 and 3), and C is not written past column n.
  std::mt19937 random(11);
  const int64_t m = 7, n = 37, k = 50, ldc = 40;
  const auto w = random_matrix(n, k, 0.5f, random);
  const auto x = random_matrix(m, k, 2.0f, random);
  const auto table = random_matrix(3, n, 1.0f, random);
  const auto packed = packed_float::pack_weights(w.data(), n, k);
  for (const bool force_reference : {false, true}) {
    if (!force_reference && !packed_float::vector_kernel_available()) continue;
    for (const bool shared : {true, false}) {
      INFO((force_reference ? "reference" : "vector") << (shared ? ", one shared row" : ", rows"));
      std::vector<const float*> addends(m);
      std::vector<float> expected(static_cast<size_t>(m * ldc), -7.0f);
      for (int64_t r = 0; r < m; ++r) {
        addends[r] = table.data() + (shared ? 1 : r % 3) * n;
        std::copy(addends[r], addends[r] + n, expected.begin() + r * ldc);
      }
      packed_float::product_onto(packed, m, x.data(), k, nullptr, expected.data(), ldc,
                                 force_reference);
      std::vector<float> onto(static_cast<size_t>(m * ldc), -7.0f);
      packed_float::product_onto(packed, m, x.data(), k, addends.data(), onto.data(), ldc,
                                 force_reference);
      CHECK(onto == expected);
      for (int64_t r = 0; r < m; ++r) {
        std::vector<float> alone(static_cast<size_t>(ldc), -7.0f);
        packed_float::product_onto(packed, 1, x.data() + r * k, k, addends.data() + r, alone.data(),
                                   ldc, force_reference);
        CHECK(std::equal(alone.begin(), alone.end(), onto.begin() + r * ldc));
      }
    }
  }
}

TEST_CASE("packed float products of the default model's weights on its own activations",
          "[packed-float]") {
  // Real inputs: the decoder's stacked recurrent weights [A + 3Hd, Hd] times states in (-1, 1)
  // (tanh of rows of the encoder's input table), as the int8 test takes them.
  const auto model = load_inference_model(std::string(DATES_SOURCE_DIR) + "/checkpoints/student");
  const int64_t Hd = model.decoder_hidden, P = model.attention_dim + 3 * Hd;
  const int64_t rows = std::min<int64_t>(model.source_vocabulary_size, 40);
  std::vector<float> states(static_cast<size_t>(rows * Hd));
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t j = 0; j < Hd; ++j) {
      const auto& table = model.encoder_input_table;
      states[static_cast<size_t>(r * Hd + j)] =
          std::tanh(table[static_cast<size_t>((r * 6 * model.encoder_hidden + j) % table.size())]);
    }
  }
  const auto stacked = packed_float::pack_weights(model.stacked_weight.data(), P, Hd);
  CHECK(check_against_float64(stacked, model.stacked_weight, states, rows, P, Hd, false) <= 1.0);
  CHECK(check_against_float64(stacked, model.stacked_weight, states, rows, P, Hd, true) <= 1.0);
}
