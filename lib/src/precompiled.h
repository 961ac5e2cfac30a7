// Precompiled for every target (lib, app, tests): the heavy, stable third-party headers.
#pragma once
#include <torch/torch.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <map>
#include <string>
#include <vector>
