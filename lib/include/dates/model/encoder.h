// The source side: character embeddings and a bidirectional GRU run on packed sequences, so
// padding never reaches a recurrent state.
#pragma once

#include <torch/nn/cloneable.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/pimpl.h>
#include <torch/types.h>

#include <cstdint>
#include <tuple>

namespace dates {

struct EncoderOutput {
  torch::Tensor keys;           // [B, S, 2H]: forward and backward states; zero on padding
  torch::Tensor mask;           // [B, S] bool: true on real positions (length_mask)
  torch::Tensor initial_state;  // [B, Hd]: the decoder's first state
};

// Parameters: embedding.weight [V, E]; rnn.{weight,bias}_{ih,hh}_l0[_reverse] as torch.nn.GRU;
// bridge.weight [Hd, H], bridge.bias [Hd].
class EncoderImpl : public torch::nn::Cloneable<EncoderImpl> {
 public:
  EncoderImpl(int64_t vocabulary_size, int64_t embedding_dim, int64_t hidden_size,
              int64_t decoder_hidden_size);
  void reset() override;

  // source_ids [B, S] (padded with Vocabulary::kPad), source_lengths [B] (all >= 1).
  EncoderOutput forward(const torch::Tensor& source_ids, const torch::Tensor& source_lengths);

  // The two implementations, each returning keys [B, S, 2H] and the backward direction's state
  // at position 0 [B, H]: torch::nn::GRU on packed sequences (the reference, and the path of
  // other devices and dtypes), and the fused GRU sequence (dates/nn/fused_gru_sequence.h).
  std::tuple<torch::Tensor, torch::Tensor> module_forward(const torch::Tensor& source_ids,
                                                          const torch::Tensor& source_lengths);
  std::tuple<torch::Tensor, torch::Tensor> fused_forward(const torch::Tensor& source_ids,
                                                         const torch::Tensor& source_lengths);

  int64_t vocabulary_size, embedding_dim, hidden_size, decoder_hidden_size;
  // forward() takes the fused path where it can run (float32 on the CPU); false = the module.
  bool fused_kernels = true;
  torch::nn::Embedding embedding{nullptr};
  torch::nn::GRU rnn{nullptr};
  torch::nn::Linear bridge{nullptr};  // s_0 = tanh(bridge(backward state at position 0))
};
TORCH_MODULE(Encoder);

}  // namespace dates
