#!/usr/bin/env bash
# Sets up, builds, trains configs/bahdanau.yaml (or the config given) and prints test exact match.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
build_dir=${BUILD_DIR:-build}
cmake --build "$build_dir" -j2 --target dates
"$build_dir/app/dates" train --config "${1:-configs/bahdanau.yaml}" "${@:2}"
