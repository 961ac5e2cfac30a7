#!/usr/bin/env bash
# The installed tree works from anywhere (ctest install_run_anywhere): `cmake --install BUILD
# --prefix` a scratch directory, then the installed `dates translate` run from / (no checkout
# around it) must find its default model and print what the build tree's binary prints with
# --checkpoint checkpoints/student; the library, its headers, CMake package and dates.pc are there.
#
#   bash scripts/checks/check_install.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_install.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=$(mktemp -d /tmp/dates-install.XXXXXX)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
expected=$(cd "$root" && "$build/app/dates" translate --checkpoint checkpoints/student "3 march 2015" "10/8/13")
actual=$(cd / && env -u DATES_MODEL "$prefix/bin/dates" translate "3 march 2015" "10/8/13")
if [[ "$actual" != "$expected" ]]; then
  echo "check_install: the installed dates printed" >&2
  printf '%s\n' "$actual" >&2
  echo "instead of" >&2
  printf '%s\n' "$expected" >&2
  exit 1
fi
[[ -f $prefix/share/dates/checkpoints/student/model.safetensors ]]
# The library for other programs (scripts/checks/check_consumer.sh builds one against it), without the
# service's headers (dates_serve is not installed).
libdir=$(dirname "$(find "$prefix" -name libdates.a)")
for file in "$libdir/libdates.a" "$prefix/include/dates/normalizer.h" \
    "$libdir/cmake/dates/datesConfig.cmake" "$libdir/cmake/dates/datesConfigVersion.cmake" \
    "$libdir/cmake/dates/datesTargets.cmake" "$libdir/pkgconfig/dates.pc"; do
  [[ -f $file ]] || { echo "check_install: $file was not installed" >&2; exit 1; }
done
if [[ -e $prefix/include/dates/serve ]]; then
  echo "check_install: the service's headers were installed with the library" >&2
  exit 1
fi
echo "check_install: $prefix/bin/dates translates from / with its installed default model"
