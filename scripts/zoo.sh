#!/usr/bin/env bash
# Trains every attention variant of configs/ with the same data, seed and step budget, then
# writes the zoo table (and exact match by source length) into docs/zoo.md between the markers
# <!-- zoo:begin --> and <!-- zoo:end -->.
#   bash scripts/zoo.sh [STEPS]        # default budget 1000 steps per variant
set -euo pipefail
cd "$(dirname "$0")/.."
steps=${1:-1000}
binary=${DATES_BINARY:-build/app/dates}
variants=(bahdanau luong-dot luong-general luong-concat luong-local-p none)
mkdir -p runs/zoo
for variant in "${variants[@]}"; do
  echo "[zoo] training $variant for at most $steps steps"
  rm -rf "runs/zoo/$variant" && mkdir -p "runs/zoo/$variant"
  # Same budget for all: no early stop before the whole valid set is right. Random batches
  # without length bucketing, as the table of docs/zoo.md was measured.
  "$binary" train --config "configs/$variant.yaml" --output-dir "runs/zoo/$variant" \
    --max-steps "$steps" --set training.eval_every=100 --set training.target_exact_match=1.0 \
    --set training.bucket_batches=1 --threads 1 --skip-test 2> "runs/zoo/$variant/train.log" || {
    echo "[zoo] $variant failed; see runs/zoo/$variant/train.log" >&2
    exit 1
  }
  "$binary" eval --checkpoint "runs/zoo/$variant" --data data/test.tsv \
    --predictions "runs/zoo/$variant/test_predictions.txt" > "runs/zoo/$variant/test_eval.txt"
done
/usr/bin/python3 scripts/bench/zoo_table.py --runs runs/zoo --data data/test.tsv --readme docs/zoo.md \
  "${variants[@]}"
