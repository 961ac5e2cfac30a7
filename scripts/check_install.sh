#!/usr/bin/env bash
# The installed tree works from anywhere (ctest install_run_anywhere): `cmake --install BUILD
# --prefix` a scratch directory, then the installed `dates translate` run from / (no checkout
# around it) must find its default model and print what the build tree's binary prints with
# --checkpoint checkpoints/real.
#
#   bash scripts/check_install.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_install.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=$(mktemp -d /tmp/dates-install.XXXXXX)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
expected=$(cd "$root" && "$build/app/dates" translate --checkpoint checkpoints/real "3 march 2015" "10/8/13")
actual=$(cd / && env -u DATES_MODEL "$prefix/bin/dates" translate "3 march 2015" "10/8/13")
if [[ "$actual" != "$expected" ]]; then
  echo "check_install: the installed dates printed" >&2
  printf '%s\n' "$actual" >&2
  echo "instead of" >&2
  printf '%s\n' "$expected" >&2
  exit 1
fi
[[ -f $prefix/share/dates/checkpoints/real/model.safetensors ]]
echo "check_install: $prefix/bin/dates translates from / with its installed default model"
