#!/usr/bin/env bash
# The world model's recipe (configs/world.yaml): English and the world's languages in one model.
#   1. the world's languages: data/world/{train,valid,test}.tsv, written by
#      `dates generate --formats world --context data/context --sentences data/sentences
#      --months data/months` (ICU's CLDR data, running text of data/context, sentence frames of
#      data/sentences, the months' cases of data/months) when absent (committed: seed 27);
#   2. OUT/train.tsv: the English student's training data (the teacher's outputs,
#      runs/distill/train.tsv, from scripts/distill.sh) and data/world/train.tsv, shuffled
#      (seed 27); OUT/valid.tsv and OUT/test.tsv: data/real's and data/world's gold splits,
#      interleaved in proportion;
#   3. the model trains (configs/world.yaml);
#   4. its --min-confidence is recalibrated on OUT/valid.tsv;
#   5. it is scored on OUT/test.tsv (per family: English families and world-<language>).
# Nothing outside OUT, data/world (only when absent) and the run directory is written.
#
#   bash scripts/world.sh
#   bash scripts/world.sh --english TSV --config YAML --out DIR [--threads N] [--dates PATH]
#                         [--english-weight W] [--set section.key=value ...]
#
# --english defaults to runs/distill/train.tsv (run scripts/distill.sh first on a fresh clone);
# --english-weight W (default 2.0, the default model's): the English lines are W times as many
# in OUT/train.tsv (each once per whole of W, and a seeded share of them once more for the
# fraction);
# --set options go to `dates train` (e.g. --set training.max_steps=200 for a quick run).
set -euo pipefail
cd "$(dirname "$0")/.."

english=runs/distill/train.tsv
config=configs/world.yaml
out=runs/world-data
threads=2
english_weight=2.0
dates=${DATES:-build/app/dates}
train_overrides=()
usage() { awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"; }  # the header above
while (($#)); do
  case $1 in
    --english) english=$2; shift 2 ;;
    --config) config=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --english-weight) english_weight=$2; shift 2 ;;
    --dates) dates=$2; shift 2 ;;
    --set) train_overrides+=(--set "$2"); shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "world.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
for file in "$dates" "$config" "$english" data/real/valid.tsv data/real/test.tsv; do
  [[ -e $file ]] || { echo "world.sh: $file does not exist" >&2; exit 1; }
done
mkdir -p "$out"

echo "== 1. the world's languages (data/world)"
if [[ ! -e data/world/train.tsv ]]; then
  "$dates" generate --formats world --context data/context --sentences data/sentences --months data/months \
    --output-dir data/world \
    --train 300000 --valid 3000 --test 5000 --seed 27
else
  echo "data/world/train.tsv is there ($(wc -l < data/world/train.tsv) lines)"
fi

echo "== 2. $out: English and the world's languages"
/usr/bin/python3 - "$english" "$out" "$english_weight" <<'PY'
import math, os, random, sys
english, out, weight = sys.argv[1], sys.argv[2], float(sys.argv[3])
if not weight >= 1:
    sys.exit(f"world.sh: --english-weight is {sys.argv[3]}: expected a number >= 1")
def lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f.read().split("\n") if line]
def write(path, rows):
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    os.replace(path + ".tmp", path)
english_lines = lines(english)
extra = english_lines * (math.floor(weight) - 1)
share = round((weight - math.floor(weight)) * len(english_lines))
extra += random.Random(28).sample(english_lines, share)
train = english_lines + extra + lines("data/world/train.tsv")
random.Random(27).shuffle(train)
write(f"{out}/train.tsv", train)
for split in ("valid", "test"):
    first, second = lines(f"data/real/{split}.tsv"), lines(f"data/world/{split}.tsv")
    rows, i, j = [], 0, 0
    while i < len(first) or j < len(second):  # in proportion: i/len(first) ~ j/len(second)
        if i < len(first) and (j >= len(second) or i * len(second) <= j * len(first)):
            rows.append(first[i]); i += 1
        else:
            rows.append(second[j]); j += 1
    write(f"{out}/{split}.tsv", rows)
print(f"{len(train)} training lines ({len(english_lines) + len(extra)} English); valid and test: data/real and data/world interleaved")
PY

echo "== 3. the model trains ($config)"
"$dates" train --config "$config" --set "data.train=$out/train.tsv" \
  --set "data.valid=$out/valid.tsv" --set "data.test=$out/test.tsv" "${train_overrides[@]}"
run_dir=$(awk '$1 == "output_dir:" {print $2}' "$config")
for override in "${train_overrides[@]}"; do
  [[ $override == training.output_dir=* ]] && run_dir=${override#training.output_dir=}
done

echo "== 4. its --min-confidence, on $out/valid.tsv"
"$dates" calibrate --checkpoint "$run_dir" --data "$out/valid.tsv"

echo "== 5. the model on $out/test.tsv"
"$dates" eval --checkpoint "$run_dir" --data "$out/test.tsv" --threads "$threads"
echo "the model: $run_dir ($(du -h "$run_dir/model.safetensors" | cut -f1))"
