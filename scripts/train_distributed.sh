#!/usr/bin/env bash
# Data-parallel training on this machine: launches N ranks of `dates train` on 127.0.0.1 with a
# free port, waits for all of them, and fails (with the first failing rank's status) if any fails.
#   bash scripts/train_distributed.sh N [CONFIG] [EXTRA TRAIN ARGUMENTS...]
#   bash scripts/train_distributed.sh 2 configs/tiny.yaml --output-dir runs/tiny-2 --max-steps 300
# training.batch_size stays the global batch (each rank trains on batch_size / N of it). Rank 0
# logs to this terminal and writes the run directory; the other ranks log to
# $LOG_DIR/rank-R.log (default: a fresh directory under /tmp), shown if they fail.
# DATES_BINARY overrides the executable (default build/app/dates).
set -euo pipefail
cd "$(dirname "$0")/.."

if (($# < 1)) || ! [[ $1 =~ ^[1-9][0-9]*$ ]]; then
  sed -n '2,8p' "$0" >&2
  exit 2
fi
ranks=$1
shift
config=configs/bahdanau.yaml
if (($# > 0)) && [[ $1 != -* ]]; then
  config=$1
  shift
fi
binary=${DATES_BINARY:-build/app/dates}
[[ -x $binary ]] || { echo "train_distributed: $binary not found; build first (bash scripts/setup.sh && cmake --build build -j2)" >&2; exit 2; }

# A port nobody listens on now (bind port 0 and read what the kernel chose).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null ||
  echo $((20000 + RANDOM % 40000)))
log_dir=${LOG_DIR:-$(mktemp -d /tmp/dates-ranks.XXXXXX)}
mkdir -p "$log_dir"
echo "[train_distributed] $ranks rank(s) on 127.0.0.1:$port, config $config; ranks 1.. log to $log_dir" >&2

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap 'cleanup; exit 130' INT TERM

for ((rank = 0; rank < ranks; rank++)); do
  if ((rank == 0)); then
    OMP_NUM_THREADS=1 "$binary" train --config "$config" --world-size "$ranks" --rank 0 \
      --master "127.0.0.1:$port" "$@" &
  else
    OMP_NUM_THREADS=1 "$binary" train --config "$config" --world-size "$ranks" --rank "$rank" \
      --master "127.0.0.1:$port" "$@" >"$log_dir/rank-$rank.log" 2>&1 &
  fi
  pids+=($!)
done

# Each rank stops by itself within training.distributed_timeout_seconds when another fails.
status=0
for ((rank = 0; rank < ranks; rank++)); do
  if wait "${pids[$rank]}"; then
    continue
  else
    code=$?
  fi
  echo "[train_distributed] rank $rank failed with status $code" >&2
  if ((rank > 0)); then tail -n 5 "$log_dir/rank-$rank.log" >&2 || true; fi
  ((status != 0)) || status=$code
done
exit "$status"
