#!/usr/bin/env bash
# The speed benchmark (issue 6): the C++ `dates` binary against the eager PyTorch reference
# (scripts/bench/reference.py), same data, model, hyperparameters, batch size and threads, in
# one run. Prints a table and writes runs/bench/bench.json (--tiny: runs/bench/bench-tiny.json).
# Then data-parallel training on 1 and 2 ranks (scripts/bench/distributed.py): examples per
# second and all-reduce time per step, written to runs/bench/distributed.json.
#
#   bash scripts/bench.sh                 # the full benchmark (about 10 minutes on 2 cores)
#   bash scripts/bench.sh --tiny          # everything at a tiny size, well under a minute (CI)
#   bash scripts/bench.sh --threads 1,2   # also at 2 intra-op threads
#   bash scripts/bench.sh --help          # every option
#
# Needs a Release build of build/app/dates (or --dates PATH) and python3-torch; it uses
# /usr/bin/python3 (or $PYTHON), not the first python on PATH. See scripts/bench/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-/usr/bin/python3}"
"$PYTHON" scripts/bench/bench.py --python "$PYTHON" "$@"
distributed=(--config configs/bahdanau.yaml --steps 200)
# The data-parallel part runs the same binary as the first part (--dates PATH, as ctest passes
# from whichever build directory it runs in).
arguments=("$@")
for ((i = 0; i < ${#arguments[@]}; ++i)); do
  [[ ${arguments[i]} == --tiny ]] && distributed=(--config configs/tiny.yaml --steps 60 --log-every 10)
  [[ ${arguments[i]} == --dates ]] && distributed+=(--dates "${arguments[i + 1]}")
  [[ ${arguments[i]} == --dates=* ]] && distributed+=(--dates "${arguments[i]#--dates=}")
done
"$PYTHON" scripts/bench/distributed.py "${distributed[@]}"
