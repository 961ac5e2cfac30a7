#!/usr/bin/env bash
# Sequence-level knowledge distillation (Kim and Rush, 2016), the recipe of the student model:
#   1. the teacher translates its own training sources, greedily, each under its line's
#      convention (`dates eval --model-outputs`: the text as the model writes it);
#   2. those outputs replace the targets: OUT/train.tsv = source, teacher output, family, order;
#   3. the student config trains on them (validation stays the gold data of the config);
#   4. the student's --min-confidence is recalibrated on the config's validation data;
#   5. the student is scored on the config's test data.
# Rerun it whenever the teacher changes. Every step prints what it did; nothing outside OUT and
# the student's run directory is written.
#
#   bash scripts/distill.sh                              # checkpoints/real -> configs/student.yaml
#   bash scripts/distill.sh --teacher DIR --data TSV --config YAML --out DIR [--threads N]
#                           [--dates PATH] [--set section.key=value ...]
#
# --data defaults to the config's own data.train of the teacher (the sources it was trained on);
# --set options go to `dates train` (e.g. --set training.max_steps=200 for a quick run).
set -euo pipefail
cd "$(dirname "$0")/.."

teacher=checkpoints/real
data=data/real/train.tsv
config=configs/student.yaml
out=runs/distill
threads=2
dates=${DATES:-build/app/dates}
train_overrides=()
usage() { awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"; }  # the header above
while (($#)); do
  case $1 in
    --teacher) teacher=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --config) config=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --dates) dates=$2; shift 2 ;;
    --set) train_overrides+=(--set "$2"); shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "distill.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
for file in "$dates" "$config" "$data"; do
  [[ -e $file ]] || { echo "distill.sh: $file does not exist" >&2; exit 1; }
done
mkdir -p "$out"

echo "== 1. the teacher ($teacher) translates $data"
"$dates" eval --checkpoint "$teacher" --data "$data" --threads "$threads" \
  --model-outputs "$out/teacher-outputs.txt"

echo "== 2. $out/train.tsv: the teacher's outputs as targets"
/usr/bin/python3 - "$data" "$out/teacher-outputs.txt" "$out/train.tsv" <<'PY'
import sys
data, outputs, train = sys.argv[1:]
with open(data, encoding="utf-8") as f:
    lines = f.read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
with open(outputs, encoding="utf-8") as f:
    written = f.read().split("\n")
if written and written[-1] == "":
    written.pop()
if len(written) != len(lines):
    raise SystemExit(f"distill.sh: {outputs} has {len(written)} lines, {data} has {len(lines)}")
changed = 0
with open(train + ".tmp", "w", encoding="utf-8") as f:
    for line, output in zip(lines, written):
        fields = line.split("\t")
        if len(fields) < 2:
            raise SystemExit(f"distill.sh: {data}: a line without a target: {line!r}")
        changed += fields[1] != output
        fields[1] = output
        f.write("\t".join(fields) + "\n")
import os
os.replace(train + ".tmp", train)
print(f"{len(lines)} lines; the teacher's output differs from the gold target on {changed} "
      f"({changed / max(len(lines), 1):.4f})")
PY

echo "== 3. the student trains ($config)"
"$dates" train --config "$config" --set "data.train=$out/train.tsv" "${train_overrides[@]}"
run_dir=$(awk '$1 == "output_dir:" {print $2}' "$config")
for override in "${train_overrides[@]}"; do
  [[ $override == training.output_dir=* ]] && run_dir=${override#training.output_dir=}
done
valid=$(awk '$1 == "valid:" {print $2}' "$run_dir/config.yaml")
test=$(awk '$1 == "test:" {print $2}' "$run_dir/config.yaml")

echo "== 4. the student's --min-confidence, on $valid"
"$dates" calibrate --checkpoint "$run_dir" --data "$valid"

echo "== 5. the student on $test"
"$dates" eval --checkpoint "$run_dir" --data "$test" --threads "$threads"
echo "the student: $run_dir ($(du -h "$run_dir/model.safetensors" | cut -f1)); the teacher's outputs: $out/train.tsv"
