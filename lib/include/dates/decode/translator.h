// Turning text into text with a trained model: the Translator (the model, its vocabularies and
// limits), greedy translation of many sources in batches, and the attention map of one output.
#pragma once

#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "dates/data/batching.h"
#include "dates/data/vocabulary.h"
#include "dates/decode/attention_map.h"
#include "dates/model/seq2seq.h"

namespace dates {

// What a model needs besides its weights to turn text into text.
struct Translator {
  Seq2Seq& model;
  const Vocabulary& source_vocabulary;
  const Vocabulary& target_vocabulary;
  int64_t max_target_length;  // outputs are cut after this many characters (+ the end token)
  torch::Device device;
  int64_t batch_size = 256;
  bool keep_attention = false;       // fill Translation::attention (costs memory on large files)
  std::ostream* progress = nullptr;  // a terminal for translate()'s progress line; null = none
};

struct Translation {
  std::string output;
  double log_probability = 0;  // of the whole output sequence, end token included
  bool finished = false;       // produced the end token (false: cut off at the maximum length)
  int64_t steps = 0;           // decoded tokens, the end token included when finished
  AttentionMap attention;      // source x output weights; empty unless keep_attention
  double probability() const { return std::exp(log_probability); }
};

// The attention map of one decoded row: `output_ids` [T] as decoded (stopping after kEnd),
// `weights` [T, S] float32 on the CPU, the source as characters.
AttentionMap attention_map(const std::string& source, const std::vector<int64_t>& output_ids,
                           const torch::Tensor& weights, const Vocabulary& target_vocabulary);

// Splits `sources` into batches of at most translator.batch_size and calls
// `each(chunk, batch, positions)` once per batch: `chunk` its sources, `batch` their source batch
// on the translator's device, `positions[i]` the index in `sources` of chunk[i]. The sources are
// taken shortest first, so that a batch holds inputs of about one length (less padding; a decoder
// loop ends when its rows do, at about one step); rows do not influence each other, so this
// changes only the time. On the CPU the batches are spread over the worker threads
// (core/workers.h): `each` runs concurrently and must only write results at its own positions.
// The translator's progress line, if any, advances by each batch.
void for_each_source_batch(
    const Translator& translator, const std::vector<std::string>& sources,
    const std::function<void(const std::vector<std::string>& chunk, const Batch& batch,
                             const std::vector<size_t>& positions)>& each);

// Greedy translations of already-normalised sources, in input order.
std::vector<Translation> translate(const Translator& translator,
                                   const std::vector<std::string>& sources);

}  // namespace dates
