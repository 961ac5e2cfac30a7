#!/usr/bin/env bash
# The speed benchmark (issue 6): the C++ `dates` binary against the eager PyTorch reference
# (scripts/bench/reference.py), same data, model, hyperparameters, batch size and threads, in
# one run. Prints a table and writes runs/bench/bench.json (--tiny: runs/bench/bench-tiny.json).
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
exec "$PYTHON" scripts/bench/bench.py --python "$PYTHON" "$@"
