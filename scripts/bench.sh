#!/usr/bin/env bash
# The speed benchmark: the C++ `dates` binary against the eager PyTorch reference
# (scripts/bench/reference.py), same data, model, hyperparameters, batch size and threads, in
# one run, first on equal OpenBLAS kernels (both sides get the family `dates` itself would choose
# on this CPU, and OMP_WAIT_POLICY=PASSIVE), then on stock kernels (nothing set: the reference
# as python3 gets it, `dates` as a user runs it), plus `dates translate` of a 100,000-line file
# at 2 threads beside python-dateutil. Prints both tables and a markdown block for the README's
# speed section; writes runs/bench/bench.json and runs/bench/README-speed.md (--tiny:
# runs/bench/bench-tiny.json and README-speed-tiny.md).
# Then data-parallel training on 1 and 2 ranks (scripts/bench/distributed.py): examples per
# second and all-reduce time per step, written to runs/bench/distributed.json.
# Then the normaliser section (scripts/bench/normaliser.py, issue 25): `dates translate` with its
# default model (default settings, --threads 1 and 2) against python-dateutil, dateparser and
# chrono-node on the same 100,000 lines, exact match on the real-world set beside the speed;
# written to runs/bench/normaliser.json and README-normaliser.md (--tiny: ...-tiny).
#
#   bash scripts/bench.sh                 # the full benchmark, both tables, then the normaliser section (estimated 10 minutes, then 30-60)
#   bash scripts/bench.sh --tiny          # everything at a tiny size, about a minute (CI)
#   bash scripts/bench.sh --normaliser    # the normaliser section only; every other option goes to
#                                         # scripts/bench/normaliser.py (--tiny, --dates PATH,
#                                         # --checkpoint DIR, --lines, --repeats, --no-peers, --out DIR, --help)
#   bash scripts/bench.sh --threads 1,2   # also at 2 threads (dates: 2 worker threads)
#   bash scripts/bench.sh --no-stock      # the equal-kernel table only
#   bash scripts/bench.sh --blas-coretype Haswell   # force the kernel family of the first table
#   bash scripts/bench.sh --help          # every option
#
# Needs a Release build of build/app/dates (or --dates PATH) and python3-torch; it uses
# /usr/bin/python3 (or $PYTHON), not the first python on PATH. See scripts/bench/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-/usr/bin/python3}"
# The command as typed, for the README block bench.py prints.
command_line="bash scripts/bench.sh"
for argument in "$@"; do
  if [[ $argument =~ ^[A-Za-z0-9_./=:,+-]+$ ]]; then
    command_line+=" $argument"  # nothing a shell would read differently (printf %q escapes ",")
  else
    command_line+=" $(printf '%q' "$argument")"
  fi
done
# --normaliser: the normaliser section alone, with the rest of the command line.
normaliser_arguments=()
normaliser_only=0
for argument in "$@"; do
  if [[ $argument == --normaliser ]]; then normaliser_only=1; else normaliser_arguments+=("$argument"); fi
done
if ((normaliser_only)); then
  exec "$PYTHON" scripts/bench/normaliser.py --command-line "$command_line" --python "$PYTHON" \
    ${normaliser_arguments[@]+"${normaliser_arguments[@]}"}
fi
"$PYTHON" scripts/bench/bench.py --python "$PYTHON" --command-line "$command_line" "$@"
for argument in "$@"; do [[ $argument == -h || $argument == --help ]] && exit 0; done
distributed=(--config configs/bahdanau.yaml --steps 200)
# The data-parallel part and the normaliser section run the same binary as the first part
# (--dates PATH, as ctest passes from whichever build directory it runs in). The normaliser
# section times the binary's default model (bench.py's --checkpoint is the first part's model),
# takes --tiny and --repeats, and writes beside bench.py's JSON when --out moves it.
normaliser=()
arguments=("$@")
for ((i = 0; i < ${#arguments[@]}; ++i)); do
  [[ ${arguments[i]} == --tiny ]] && distributed=(--config configs/tiny.yaml --steps 60 --log-every 10)
  [[ ${arguments[i]} == --tiny ]] && normaliser+=(--tiny)
  [[ ${arguments[i]} == --dates ]] && distributed+=(--dates "${arguments[i + 1]}")
  [[ ${arguments[i]} == --dates=* ]] && distributed+=(--dates "${arguments[i]#--dates=}")
  [[ ${arguments[i]} == --dates ]] && normaliser+=(--dates "${arguments[i + 1]}")
  [[ ${arguments[i]} == --dates=* ]] && normaliser+=(--dates "${arguments[i]#--dates=}")
  [[ ${arguments[i]} == --repeats ]] && normaliser+=(--repeats "${arguments[i + 1]}")
  [[ ${arguments[i]} == --repeats=* ]] && normaliser+=(--repeats "${arguments[i]#--repeats=}")
  [[ ${arguments[i]} == --out ]] && normaliser+=(--out "$(dirname "${arguments[i + 1]}")")
  [[ ${arguments[i]} == --out=* ]] && normaliser+=(--out "$(dirname "${arguments[i]#--out=}")")
done
"$PYTHON" scripts/bench/distributed.py "${distributed[@]}"
"$PYTHON" scripts/bench/normaliser.py --command-line "$command_line" --python "$PYTHON" \
  ${normaliser[@]+"${normaliser[@]}"}
