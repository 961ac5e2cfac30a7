// Products in int8 (nn/int8_products.h): the vector kernel against the scalar reference (the
// same integer sums), and both against the product in float64 within the bound the header
// states, on random matrices of odd shapes and on the default model's own weights.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "dates/nn/int8_products.h"
#include "dates/runtime/inference_model.h"
#include "random_matrix.h"

using namespace dates;

namespace {

using testing::random_matrix;

// Checks C_int8 against the float64 product, element by element, within the header's bound
// (plus float32 rounding of the result); returns the largest error over its bound.
double check_against_float64(const int8::PackedWeights& packed, const std::vector<float>& w,
                             const std::vector<float>& x, int64_t m, int64_t n, int64_t k,
                             bool force_reference) {
  const float start = 0.25f;  // the product accumulates into C
  std::vector<float> c(static_cast<size_t>(m * n), start);
  int8::QuantisedRows rows;
  int8::product_accumulate(packed, m, x.data(), k, c.data(), n, rows, force_reference);
  double worst = 0;
  for (int64_t r = 0; r < m; ++r) {
    double x_largest = 0, x_abs_sum = 0;
    for (int64_t j = 0; j < k; ++j) {
      x_largest = std::max(x_largest, double{std::fabs(x[static_cast<size_t>(r * k + j)])});
      x_abs_sum += std::fabs(x[static_cast<size_t>(r * k + j)]);
    }
    const double sx = x_largest / 127;
    for (int64_t col = 0; col < n; ++col) {
      double exact = start, w_largest = 0, w_abs_sum = 0;
      for (int64_t j = 0; j < k; ++j) {
        const double wj = w[static_cast<size_t>(col * k + j)];
        exact += double{x[static_cast<size_t>(r * k + j)]} * wj;
        w_largest = std::max(w_largest, std::fabs(wj));
        w_abs_sum += std::fabs(wj);
      }
      const double sw = w_largest / packed.levels;  // 63 where the kernel is avx2
      const double bound = sx / 2 * w_abs_sum + sw / 2 * x_abs_sum + double(k) * sx * sw / 4 +
                           1e-5 * (std::fabs(exact) + x_abs_sum * w_largest);
      const double error = std::fabs(double{c[static_cast<size_t>(r * n + col)]} - exact);
      worst = std::max(worst, error / bound);
    }
  }
  return worst;
}

}  // namespace

TEST_CASE("int8 products stay within the stated bound of the float64 product", "[int8]") {
  std::mt19937 random(25);
  // Odd shapes: k not a multiple of 4, n not of 16, m not of 4; and the model's own shapes.
  const std::vector<std::array<int64_t, 3>> shapes = {
      {1, 1, 1}, {3, 17, 5}, {5, 33, 7}, {7, 45, 256}, {64, 448, 128}, {9, 192, 64}, {4, 16, 4}};
  for (const auto& [m, n, k] : shapes) {
    INFO("m " << m << ", n " << n << ", k " << k);
    const auto w = random_matrix(n, k, 0.3f, random);
    auto x = random_matrix(m, k, 1.0f, random);
    if (m > 1) std::fill_n(x.begin(), k, 0.0f);  // a zero row quantises to zeros
    const auto packed = int8::pack_weights(w.data(), n, k);
    CHECK(check_against_float64(packed, w, x, m, n, k, /*force_reference=*/true) <= 1.0);
    CHECK(check_against_float64(packed, w, x, m, n, k, /*force_reference=*/false) <= 1.0);
  }
}

TEST_CASE("the int8 vector kernel gives the reference's results", "[int8]") {
  if (!int8::vector_kernel_available()) {
    WARN("this CPU has neither AVX-512 VNNI nor AVX2: only the reference runs here");
    return;
  }
  INFO("kernel " << int8::kernel_name(int8::vector_kernel()));
  std::mt19937 random(7);
  for (const auto& [m, n, k] : std::vector<std::array<int64_t, 3>>{
           {1, 1, 1},
           {6, 50, 13},
           {7, 20, 9},
           {3, 33, 40},
           {13, 100, 130},
           {256, 45, 256},
           {33, 384, 128},
           {8, 17, 64},
           {11, 70, 33}}) {  // every remainder of 6 rows (VNNI's tiles) and of 3 (AVX2's), and
                             // full tiles of 4 blocks
    INFO("m " << m << ", n " << n << ", k " << k);
    const auto w = random_matrix(n, k, 0.5f, random);
    const auto x = random_matrix(m, k, 2.0f, random);
    const auto packed = int8::pack_weights(w.data(), n, k);
    std::vector<float> vector(static_cast<size_t>(m * n), 1.0f), reference = vector;
    int8::QuantisedRows rows;
    int8::product_accumulate(packed, m, x.data(), k, vector.data(), n, rows, false);
    int8::product_accumulate(packed, m, x.data(), k, reference.data(), n, rows, true);
    for (size_t i = 0; i < vector.size(); ++i) {
      // The same integer sums; the final scaling may round once differently (a fused multiply-add).
      CHECK(vector[i] == Approx(reference[i]).epsilon(1e-6).margin(1e-6));
    }
  }
}

TEST_CASE("the largest byte products do not saturate the AVX2 kernel's 16-bit pair sums",
          "[int8]") {
  // x = 1 everywhere quantises to 127 + 128 = 255, w = +-1 to +-levels: each pair of products is
  // 2 x 255 x levels, 32,130 at AVX2's 63 levels (under 32,767) and 64,770 were the weights of 8
  // bits there (vpmaddubsw would saturate). Hand computation: row n of w is all s_n, so
  // C[r, n] = start + k s_n exactly (every step a power of two's reciprocal times k, in float32
  // within one rounding).
  INFO("kernel " << int8::kernel_name(int8::vector_kernel()));
  const int64_t m = 5, n = 19, k = 68;
  std::vector<float> w(static_cast<size_t>(n * k)), x(static_cast<size_t>(m * k), 1.0f);
  for (int64_t row = 0; row < n; ++row) {
    std::fill_n(w.begin() + row * k, k, row % 3 == 1 ? -1.0f : 1.0f);
  }
  const auto packed = int8::pack_weights(w.data(), n, k);
  for (const bool force_reference : {false, true}) {
    if (!force_reference && !int8::vector_kernel_available()) continue;
    INFO((force_reference ? "reference" : "vector"));
    std::vector<float> c(static_cast<size_t>(m * n), 0.5f);
    int8::QuantisedRows rows;
    int8::product_accumulate(packed, m, x.data(), k, c.data(), n, rows, force_reference);
    for (int64_t r = 0; r < m; ++r) {
      for (int64_t col = 0; col < n; ++col) {
        const double expected = 0.5 + double(k) * (col % 3 == 1 ? -1.0 : 1.0);
        CHECK(c[static_cast<size_t>(r * n + col)] == Approx(expected).epsilon(1e-6));
      }
    }
  }
}

TEST_CASE("AMX tiles give the VNNI kernel's bits", "[int8]") {
  // The same integer sums in tiles of 16 rows by 64 bytes and the same scaling: every output equal,
  // for rows and k that fill no tile (1, 15, 17, 33 rows; k 13, 64, 65, 130, 200) and blocks of
  // outputs in odd numbers.
  if (int8::vector_kernel() != int8::Kernel::amx) {
    WARN("this CPU (or DATES_INT8_AMX=0) runs no AMX: kernel "
         << int8::kernel_name(int8::vector_kernel()));
    return;
  }
  std::mt19937 random(11);
  for (const auto& [m, n, k] : std::vector<std::array<int64_t, 3>>{{1, 1, 1},
                                                                   {15, 50, 13},
                                                                   {17, 16, 64},
                                                                   {33, 336, 65},
                                                                   {32, 48, 130},
                                                                   {64, 100, 200},
                                                                   {3, 384, 160}}) {
    INFO("m " << m << ", n " << n << ", k " << k);
    const auto w = random_matrix(n, k, 0.5f, random);
    const auto x = random_matrix(m, k, 2.0f, random);
    const auto packed = int8::pack_weights(w.data(), n, k);
    std::vector<float> tiles(static_cast<size_t>(m * n), 1.0f), vnni = tiles;
    int8::QuantisedRows rows;
    int8::product_onto_by(int8::Kernel::amx, packed, m, x.data(), k, nullptr, tiles.data(), n,
                          rows);
    int8::product_onto_by(int8::Kernel::vnni, packed, m, x.data(), k, nullptr, vnni.data(), n,
                          rows);
    int differ = 0;
    for (size_t i = 0; i < tiles.size(); ++i) differ += tiles[i] != vnni[i];
    CHECK(differ == 0);
  }
  // A kernel this process does not run is refused by name.
  const auto packed = int8::pack_weights(std::vector<float>(8, 1.0f).data(), 2, 4);
  int8::QuantisedRows rows;
  float out[2] = {};
  CHECK_THROWS_WITH(
      int8::product_onto_by(int8::Kernel::avx2, packed, 1, std::vector<float>(4, 1.0f).data(), 4,
                            nullptr, out, 2, rows),
      Catch::Contains("avx2 kernel does not run here"));
}

TEST_CASE("int8 products of the default model's weights on its own activations", "[int8]") {
  // Real inputs: the decoder's stacked recurrent weights [A + 3Hd, Hd] times states in (-1, 1)
  // (tanh of the bridge's product of real encoder-table rows), and the output layer.
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
  const auto stacked = int8::pack_weights(model.stacked_weight.data(), P, Hd);
  CHECK(check_against_float64(stacked, model.stacked_weight, states, rows, P, Hd, false) <= 1.0);
  CHECK(check_against_float64(stacked, model.stacked_weight, states, rows, P, Hd, true) <= 1.0);
}

TEST_CASE("an int8 product onto addend rows is the product accumulated onto them", "[int8]") {
  // product_onto reads each row's addend where product_accumulate reads C: the same sums, so the
  // same bits, on both kernels; a shared row and a row of its own each.
  std::mt19937 random(11);
  const int64_t m = 7, n = 37, k = 50;
  const auto w = random_matrix(n, k, 0.5f, random);
  const auto x = random_matrix(m, k, 2.0f, random);
  const auto table = random_matrix(3, n, 1.0f, random);
  const auto packed = int8::pack_weights(w.data(), n, k);
  for (const bool force_reference : {false, true}) {
    if (!force_reference && !int8::vector_kernel_available()) continue;
    for (const bool shared : {true, false}) {
      INFO((force_reference ? "reference" : "vector") << (shared ? ", one shared row" : ", rows"));
      std::vector<const float*> addends(m);
      std::vector<float> expected(static_cast<size_t>(m * n));
      for (int64_t r = 0; r < m; ++r) {
        addends[r] = table.data() + (shared ? 1 : r % 3) * n;
        std::copy(addends[r], addends[r] + n, expected.begin() + r * n);
      }
      int8::QuantisedRows rows;
      int8::product_accumulate(packed, m, x.data(), k, expected.data(), n, rows, force_reference);
      std::vector<float> onto(static_cast<size_t>(m * n), 99.0f);  // never read
      int8::product_onto(packed, m, x.data(), k, addends.data(), onto.data(), n, rows,
                         force_reference);
      CHECK(onto == expected);
    }
  }
}
