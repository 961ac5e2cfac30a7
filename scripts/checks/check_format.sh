#!/usr/bin/env bash
# The C++ of lib/, app/ and tests/ is formatted as .clang-format says (clang-format 14, Debian's
# clang-format package). Exit 1 naming every file that differs, with the first lines of its diff;
# fix them with `clang-format -i FILE`.
#
#   bash scripts/checks/check_format.sh [ROOT]          every .h/.cpp under ROOT/{lib,app,tests}
#   bash scripts/checks/check_format.sh --files F...    only these files
# The style is always this project's .clang-format, wherever the files are.
set -euo pipefail
clang_format=${CLANG_FORMAT:-clang-format}
if ! command -v "$clang_format" >/dev/null; then
  echo "check_format: $clang_format not found: install Debian's clang-format (scripts/setup.sh does)" >&2
  exit 2
fi
project_root=$(cd "$(dirname "$0")/../.." && pwd)
style_file=$project_root/.clang-format
files=()
if [[ ${1:-} == --files ]]; then
  shift
  files=("$@")
else
  root=${1:-$project_root}
  while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find "$root/lib" "$root/app" "$root/python" "$root/tests" -type f \( -name '*.h' -o -name '*.cpp' \) \
      -not -path '*/fixtures/*' -print0 | LC_ALL=C sort -z)
fi
((${#files[@]})) || { echo "check_format: no files to check" >&2; exit 2; }
failed=0
for file in "${files[@]}"; do
  if ! formatted=$("$clang_format" "--style=file:$style_file" "$file"); then
    echo "check_format: clang-format failed on $file" >&2
    exit 2
  fi
  if ! diff_text=$(diff -u --label "$file" --label "$file (clang-format)" "$file" - <<<"$formatted"); then
    echo "check_format: $file is not formatted as .clang-format says; run: clang-format -i $file"
    head -n 20 <<<"$diff_text"
    failed=1
  fi
done
if ((failed)); then exit 1; fi
echo "check_format: ${#files[@]} files formatted as .clang-format says"
