// Precompiled for every target (lib, app, tests): the heavy, stable third-party headers.
#pragma once
#include <fmt/format.h>
#include <torch/torch.h>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>
