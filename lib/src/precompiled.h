// Precompiled for the targets whose sources use LibTorch (lib, serve, app, tests; see
// cmake/DatesIncludes.cmake): the heavy, stable third-party headers. Only the parts of LibTorch
// the project uses (tensors, the modules and optimizers it builds on, autograd functions), not
// <torch/torch.h>, which would add data loaders, serialization and the JIT to every file.
#pragma once
#include <fmt/format.h>
#include <torch/autograd.h>
#include <torch/cuda.h>
#include <torch/nn/functional/linear.h>
#include <torch/nn/functional/loss.h>
#include <torch/nn/module.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/nn/utils/rnn.h>
#include <torch/optim/adam.h>
#include <torch/optim/sgd.h>
#include <torch/types.h>
#include <torch/utils.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>
