#!/usr/bin/env bash
# PyTorch parity for every model of the zoo: for each variant, trains a small model with the real
# binary (`dates train`, 300 steps, small and unequal widths, 2 to 7 s on one thread) into
# SCRATCH/VARIANT/run, then one run of scripts/checks/check_pytorch_parity.py checks them all
# against the first 500 lines of data/test.tsv: every greedy output equal to `dates eval
# --predictions`, teacher-forced logits within 1e-4 of `dates eval --logits`, and copies of the
# checkpoint with unsupported model values refused by name (--check-refusals).
#
#   bash scripts/checks/check_zoo_parity.sh [--dates BINARY] SCRATCH [VARIANT...]
#   bash scripts/checks/check_zoo_parity.sh build/zoo-parity                 # every variant
#   bash scripts/checks/check_zoo_parity.sh build/zoo-parity luong-local-m   # one
#   bash scripts/checks/check_zoo_parity.sh --list                           # the variant names
#
# BINARY defaults to build/app/dates; relative paths are taken from the repository root.
# Exits 0 when every variant named holds, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-/usr/bin/python3}"
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}" OPENBLAS_NUM_THREADS="${OPENBLAS_NUM_THREADS:-1}"

# Each variant: its config and the overrides that make it the variant. The widths differ from
# one another (E 16, H 24, Hd 40, A 20) so that a confused dimension cannot load; luong-dot needs
# Hd = 2H. bahdanau-no-input-feeding checks that the key is ignored for Bahdanau, as in C++;
# bahdanau-digit-pairs that PyTorch cuts targets into digit pairs as Vocabulary::encode does.
variants=(bahdanau bahdanau-no-input-feeding bahdanau-digit-pairs luong-dot luong-general
          luong-general-no-input-feeding luong-concat luong-local-p luong-local-m none)
variant_arguments() {
  case $1 in
    bahdanau) echo "configs/bahdanau.yaml" ;;
    bahdanau-no-input-feeding) echo "configs/bahdanau.yaml --set model.input_feeding=false" ;;
    bahdanau-digit-pairs) echo "configs/bahdanau.yaml --set data.target_tokens=digit_pairs" ;;
    luong-dot) echo "configs/luong-dot.yaml --set model.decoder_hidden=48" ;;
    luong-general) echo "configs/luong-general.yaml" ;;
    luong-general-no-input-feeding)
      echo "configs/luong-general.yaml --set model.input_feeding=false" ;;
    luong-concat) echo "configs/luong-concat.yaml" ;;
    luong-local-p) echo "configs/luong-local-p.yaml --set model.local_window=3" ;;
    luong-local-m)
      echo "configs/luong-local-p.yaml --set model.attention=luong-local-m" \
           "--set model.local_window=6" ;;
    none) echo "configs/none.yaml" ;;
    *) return 1 ;;
  esac
}

binary=build/app/dates
if [[ ${1:-} == --list ]]; then printf '%s\n' "${variants[@]}"; exit 0; fi
if [[ ${1:-} == --dates ]]; then binary=${2:?--dates needs a path}; shift 2; fi
if [[ $# -lt 1 || $1 == -h || $1 == --help ]]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
scratch=$1
shift
selected=("$@")
[[ ${#selected[@]} -gt 0 ]] || selected=("${variants[@]}")
for variant in "${selected[@]}"; do
  if ! variant_arguments "$variant" > /dev/null; then
    echo "check_zoo_parity: unknown variant '$variant'; known: ${variants[*]}" >&2
    exit 2
  fi
done

failed=() checked=() also=()
for variant in "${selected[@]}"; do
  directory="$scratch/$variant"
  rm -rf "$directory" && mkdir -p "$directory"
  head -n 500 data/test.tsv > "$directory/test-500.tsv"
  read -r -a words <<< "$(variant_arguments "$variant")"  # the config, then its overrides
  training=(train --config "${words[0]}" --output-dir "$directory/run" --threads 1 --skip-test
            --max-steps 300 --set training.eval_every=300 --set training.learning_rate=0.01
            --set data.valid_examples=200 --set model.embedding_dim=16
            --set model.encoder_hidden=24 --set model.decoder_hidden=40
            --set model.attention_dim=20 "${words[@]:1}")
  echo "[zoo-parity] $variant: $binary ${training[*]}"
  if ! "$binary" "${training[@]}" 2> "$directory/train.log"; then
    tail -n 20 "$directory/train.log" >&2
    echo "[zoo-parity] $variant: training FAILED (log: $directory/train.log)" >&2
    failed+=("$variant")
    continue
  fi
  grep '^\[eval\]' "$directory/train.log" | tail -n 1 | sed "s/^/[zoo-parity] $variant: /" || true
  checked+=("$variant")
  also+=(--also "$directory/run" "$directory/test-500.tsv")
done
# One PyTorch process checks every trained variant (torch is loaded once).
if [[ ${#checked[@]} -gt 0 ]]; then
  parity_failed=0
  "$PYTHON" scripts/checks/check_pytorch_parity.py "${also[@]:1:2}" "$binary" "${also[@]:3}" \
    --check-refusals > "$scratch/parity.log" 2>&1 || parity_failed=1
  # Each "== SCRATCH/VARIANT/run on ..." header names the variant of the lines below it; after a
  # failure every line is shown, else the summaries.
  variant=${checked[0]}
  while IFS= read -r line; do
    if [[ $line == "== "* ]]; then
      variant=${line#"== $scratch/"}
      variant=${variant%%/run on *}
    elif [[ $line == "parity: "*" checkpoints hold"* ]]; then
      echo "[zoo-parity] ${line#parity: }"
    elif ((parity_failed)) && [[ $line != running:* ]] ||
         [[ $line == "PyTorch exact match"* || $line == "parity:"* ]]; then
      echo "[zoo-parity] $variant: $line"
    fi
  done < "$scratch/parity.log"
  if ((parity_failed)); then
    failed+=(parity)
  fi
fi
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "[zoo-parity] FAILED: ${failed[*]} (logs under $scratch)"
  exit 1
fi
echo "[zoo-parity] all ${#selected[@]} variant(s) hold: ${selected[*]}"
