#!/usr/bin/env bash
# A program outside the project builds against the installed library (ctest install_consumer):
# `cmake --install BUILD --prefix` a scratch directory, then examples/consumer is configured and
# built against that prefix only (find_package(dates) with CMAKE_PREFIX_PATH=prefix, no package
# registry, and a copy of the example outside the source tree), and once more with pkg-config;
# both are run from / and must print what the build tree's `dates translate --checkpoint
# checkpoints/student` prints for the same inputs, with the same exit status. Then the Python
# module installed in the prefix is imported from / and must print the same for one input.
#
#   bash scripts/checks/check_consumer.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: check_consumer.sh BUILD_DIR}" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d /tmp/dates-consumer.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
prefix=$scratch/prefix
fail() { echo "check_consumer: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
cp -r "$root/examples/consumer" "$scratch/source"
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$scratch/source" -B "$scratch/build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
  -DCMAKE_FIND_PACKAGE_NO_SYSTEM_PACKAGE_REGISTRY=ON -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
  >"$scratch/configure.log" 2>&1 || { cat "$scratch/configure.log" >&2; fail "configuring the example failed"; }
found=$(sed -n 's/^dates_DIR:PATH=//p' "$scratch/build/CMakeCache.txt")
[[ $found == "$prefix/"* ]] || fail "find_package(dates) found $found, not the installed $prefix"
cmake --build "$scratch/build" >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log" >&2; fail "building the example failed"; }
# The facade keeps LibTorch private: the consumer's compile line names none of its headers.
if grep -q "torch" "$scratch/build/compile_commands.json"; then
  fail "the consumer was compiled with LibTorch's flags: $(cat "$scratch/build/compile_commands.json")"
fi
# The same program through dates.pc (its model passed in by DATES_MODEL=modeldir).
export PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name dates.pc)")
# shellcheck disable=SC2046
c++ -std=c++17 -O2 "$scratch/source/main.cpp" -o "$scratch/pc-consumer" \
  $(pkg-config --cflags --libs dates) || fail "building the example with pkg-config failed"
modeldir=$(pkg-config --variable=modeldir dates)

inputs=("3 march 2015" "10/8/13" "Thu Sep 25 10:36:28 BRST 2003" "Sept. 2003" "hello" "31/12/1999")
translate() {  # the build tree's dates, its status as the last line
  (cd "$root" && "$build/app/dates" translate --checkpoint checkpoints/student "$@"; echo "status $?") 2>/dev/null
}
from_root() { (cd / && env -u DATES_MODEL "$@"; echo "status $?") 2>/dev/null; }
compare() {  # NAME EXPECTED ACTUAL
  if [[ "$3" != "$2" ]]; then
    printf 'check_consumer: %s printed\n%s\ninstead of\n%s\n' "$1" "$3" "$2" >&2
    exit 1
  fi
}
set +e
compare "the CMake-built consumer" "$(translate "${inputs[@]}")" \
  "$(from_root "$scratch/build/consumer" "${inputs[@]}")"
compare "the CMake-built consumer with --order dmy" "$(translate --order dmy 3/4/15 "")" \
  "$(from_root "$scratch/build/consumer" --order dmy 3/4/15 "")"
compare "the pkg-config-built consumer" "$(translate "${inputs[@]}")" \
  "$(cd / && DATES_MODEL=$modeldir "$scratch/pc-consumer" "${inputs[@]}" 2>/dev/null; echo "status $?")"
set -e
echo "check_consumer: examples/consumer built against $prefix (CMake and pkg-config) prints what dates translate prints"

# The Python module installed in the prefix: from /, with only the prefix's package on the path
# and the model installed beside it, it reads as translate does.
site=$(find "$prefix" -type d -name dist-packages | head -n 1)
[[ -f $site/dates/__init__.py ]] || fail "cmake --install put no Python package in $prefix (found ${site:-no dist-packages})"
one_liner="import dates; r = dates.load().normalize_one('3 march 2015'); print(f'{r.output}\t{r.probability:.4f}'); print(dates.__file__)"
python_answer=$(cd / && env -u DATES_MODEL PYTHONPATH="$site" /usr/bin/python3 -c "$one_liner") ||
  fail "cd / && python3 -c \"$one_liner\" failed with the installed package"
expected=$(cd "$root" && "$build/app/dates" translate --checkpoint checkpoints/student "3 march 2015")
compare "the installed Python module" "$expected"$'\n'"$site/dates/__init__.py" "$python_answer"
echo "check_consumer: python3 -c \"import dates; ...\" from / with $site prints what dates translate prints"
