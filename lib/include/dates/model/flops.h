// Analytic floating-point operation counts of the Bahdanau seq2seq model (the speed benchmark,
// scripts/bench/, divides them by measured time to say what fraction of the machine's
// matrix-multiply rate training reaches).
//
// Conventions (the usual ones of FLOP accounting, e.g. Kaplan et al. 2020, "6 N" per token):
// - one multiply-add is 2 FLOPs: a matrix product [m, k] x [k, n] is 2 m k n FLOPs, a
//   Linear(in, out) applied to one vector 2 in out (its bias, out more, is counted with the
//   elementwise operations);
// - an elementwise add, multiply, subtract, divide, max, exp, tanh or sigmoid is 1 FLOP per
//   element (a transcendental counts as one, although it costs more cycles); selects, copies,
//   concatenations, embedding lookups, masks, argmax and index arithmetic are 0;
// - training = forward + backward, and the backward pass is counted as 2x the forward (one
//   product for the input gradient and one for the weight gradient per forward product, and the
//   same factor is used for the elementwise operations); the optimizer and the gradient clipping
//   run once a step, so per example they are divided by the batch size.
//
// Per layer and per example, with S the source length the encoder reads (packed: no padding),
// Sa the source length attention reads (the batch's padded width), T the decoder steps (target
// characters + 1 for </s>; the batch's longest under batching), E the embedding size, H the
// encoder GRU size per direction, K = 2H the key size, Hd the decoder GRU size, A the attention
// size, Vt the target vocabulary:
//   encoder.embedding            0
//   encoder.rnn (bidirectional)  matmul 2 dir x S x 2 x 3H (E + H); elementwise 2 x S x 16 H
//                                (two 3H bias adds; r, z: add + sigmoid; n: r*h_n, +x_n, tanh;
//                                h' = n + z (h - n): 3)
//   encoder.bridge               matmul 2 H Hd; elementwise 2 Hd (bias, tanh)
//   decoder.attention.key        matmul 2 Sa K A, once a sequence; elementwise Sa A (bias)
//   and at each of the T steps:
//   decoder.embedding            0
//   decoder.attention.query      matmul 2 Hd A
//   decoder.attention.score      matmul 2 Sa A (v); elementwise 2 Sa A (add, tanh)
//   decoder.attention.softmax    elementwise 5 Sa (max, subtract, exp, sum, divide)
//   decoder.attention.context    matmul 2 Sa K
//   decoder.rnn (GRUCell)        matmul 2 x 3Hd (E + K + Hd); elementwise 16 Hd
//   decoder.output               matmul 2 (Hd + K + E) Vt; elementwise Vt (bias)
//   loss (training) / choice     elementwise 5 Vt (log_softmax: max, subtract, exp, sum; pick);
//     (greedy)                   the same 5 Vt for greedy's log_softmax and max
// Optimizer, per step: gradient clipping 3 P (square, sum, scale), Adam 13 P (two moments 7,
// denominator 3, update 3), P the parameter count.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dates/data/data.h"
#include "dates/model/seq2seq.h"

namespace dates {

// One layer's forward FLOPs for one example.
struct LayerFlops {
  std::string layer;       // e.g. "encoder.rnn"
  std::string formula;     // the count written out, e.g. "2 dir x S x 2 x 3H (E + H)"
  double matmul = 0;       // FLOPs of matrix products (multiply-add = 2)
  double elementwise = 0;  // FLOPs of everything else
  double total() const { return matmul + elementwise; }
};

// The lengths a count is evaluated at (means over examples, or one batch's widths).
struct SequenceLengths {
  double source = 0;           // S: characters the encoder reads
  double attended_source = 0;  // Sa: positions attention reads (>= S under padding)
  double decoder_steps = 0;    // T: target characters + 1
};

struct FlopCount {
  bool inference = false;          // bahdanau_inference_flops: no training figures
  std::vector<LayerFlops> layers;  // forward, per example, in execution order
  int64_t parameters = 0;          // P
  int64_t batch_size = 1;
  double forward_matmul = 0;  // sums over `layers`
  double forward_elementwise = 0;
  double forward() const { return forward_matmul + forward_elementwise; }
  double optimizer_per_example = 0;  // (3 P + 13 P) / batch size
  // Training: 3 x forward (forward + backward) + the optimizer's share.
  double training_matmul() const { return 3 * forward_matmul; }
  double training() const { return 3 * forward() + optimizer_per_example; }
};

// The parameter count of the Bahdanau model with these sizes, from the formula (equal to the
// sum of numel() over Seq2Seq(options)->parameters(); a test checks it).
int64_t bahdanau_parameter_count(const Seq2SeqOptions& options);

// Forward and training FLOPs of one example of the Bahdanau model at `lengths`, with the
// optimizer's share for `batch_size` examples a step. The forward count serves greedy decoding
// too (its log_softmax + max costs what the loss's log_softmax does). Throws
// std::invalid_argument unless options.attention is "bahdanau", the sizes and the batch size
// are positive and the lengths are >= 0 with Sa >= S.
FlopCount bahdanau_flops(const Seq2SeqOptions& options, const SequenceLengths& lengths,
                         int64_t batch_size = 64);

// Forward FLOPs of one input under greedy decoding in the inference runtime
// (runtime/inference_model.h): what does not depend on the input is folded into tables at load,
// so the encoder's input product and both embedding products of the decoder are lookups:
//   encoder.rnn      2 dir x S x [2 x 3H H matmul + 16 H + 3H (the table row's add)]
//   decoder.rnn      T x [2 x 3Hd (K + Hd) matmul + 16 Hd]
//   decoder.output   T x [2 (Hd + K) Vt matmul + Vt (the table row's add)]
// the rest as bahdanau_flops. Sa = S (each input alone; a batch pads to its longest). Its matmul
// total is 2 x InferenceModel::multiply_adds (a test checks it). No optimizer; batch_size 1.
FlopCount bahdanau_inference_flops(const Seq2SeqOptions& options, const SequenceLengths& lengths);

// Length statistics of a training set under this project's batching.
struct LengthStatistics {
  int64_t examples = 0;
  SequenceLengths mean;    // per example: mean S, Sa = S, mean T (no padding; "useful" work)
  SequenceLengths padded;  // under batching: mean S (packed encoder), mean over the batches of
                           // the batch's longest source (Sa) and longest target + 1 (T)
  int64_t batches = 0;     // batches averaged for `padded`
};

// Means over `examples` (characters as split_characters counts them; the target's steps as
// `target_vocabulary` cuts it into tokens, when given: digit pairs are one step), and the padded
// widths averaged over the first `batches` batches of BatchSchedule(source lengths, batch_size,
// seed, bucket_batches) (0 = one epoch): the shapes `dates train` runs.
LengthStatistics length_statistics(const std::vector<Example>& examples, int64_t batch_size,
                                   int64_t bucket_batches, uint64_t seed, int64_t batches = 0,
                                   const Vocabulary* target_vocabulary = nullptr);

// A plain-text table of the count: one row per layer (matmul, elementwise, formula), the
// forward and training totals; with the lengths it was evaluated at.
std::string flop_table(const FlopCount& count, const SequenceLengths& lengths);

// The count as a JSON object text: {"parameters", "batch_size", "lengths": {...}, "layers":
// [{"layer", "formula", "matmul", "elementwise"}], "forward_matmul", "forward_elementwise",
// "forward", "optimizer_per_example", "training_matmul", "training"}.
std::string flop_json(const FlopCount& count, const SequenceLengths& lengths);

}  // namespace dates
