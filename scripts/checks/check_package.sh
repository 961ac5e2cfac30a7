#!/usr/bin/env bash
# The Debian package works on this machine (CI only: it installs system-wide, as root):
# `cpack -G DEB` in BUILD_DIR makes dates_<version>_amd64.deb, `apt-get install` installs it
# (its Depends must already be met by scripts/setup.sh's packages: nothing is downloaded), then
# `cd / && dates translate "3 march 2015"` must print what the build tree's binary prints, and
# examples/consumer must build against the installed package (find_package(dates) with no
# prefix given) and print the same, and `python3 -c "import dates; ..."` must read it too. The package is removed at the end unless --keep.
#
#   bash scripts/checks/check_package.sh BUILD_DIR [--keep]
set -euo pipefail
build=$(cd "${1:?usage: check_package.sh BUILD_DIR [--keep]}" && pwd)
keep=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d /tmp/dates-package.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check_package: $*" >&2; exit 1; }
sudo_prefix=()
[[ $(id -u) -eq 0 ]] || sudo_prefix=(sudo)

(cd "$build" && cpack -G DEB -B "$scratch/package") >"$scratch/cpack.log" 2>&1 ||
  { cat "$scratch/cpack.log" >&2; fail "cpack -G DEB failed"; }
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
deb=$scratch/package/dates_${version}_$(dpkg --print-architecture).deb
[[ -f $deb ]] || fail "cpack made $(ls "$scratch/package"), not $(basename "$deb")"
echo "check_package: built $(basename "$deb")"
dpkg-deb --field "$deb" Depends Recommends Suggests

# apt-get wants a path with a slash to read a local file (./dates_*.deb); --reinstall: a package
# of the same version left by --keep is replaced, not taken as the one under test.
(cd "$scratch/package" && DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" \
  apt-get install -y -q --reinstall --no-install-recommends "./$(basename "$deb")") >"$scratch/apt.log" 2>&1 ||
  { cat "$scratch/apt.log" >&2; fail "apt-get install failed"; }
[[ $keep == --keep ]] || trap '"${sudo_prefix[@]}" apt-get remove -y -q dates >/dev/null 2>&1; rm -rf "$scratch"' EXIT

installed=$(cd / && env -u DATES_MODEL bash -c 'command -v dates')
[[ $installed == /usr/bin/dates ]] || fail "dates on PATH is $installed, not the package's /usr/bin/dates"
expected=$(cd "$root" && "$build/app/dates" translate --checkpoint checkpoints/student "3 march 2015")
actual=$(cd / && env -u DATES_MODEL dates translate "3 march 2015") ||
  fail "cd / && dates translate \"3 march 2015\" failed (exit status $?)"
[[ $actual == "$expected" ]] || fail "the installed dates printed '$actual' instead of '$expected'"
echo "check_package: cd / && dates translate \"3 march 2015\" printed: $actual"

# The library part: the example finds the package under /usr by itself.
cp -r "$root/examples/consumer" "$scratch/source"
cmake -S "$scratch/source" -B "$scratch/build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON >"$scratch/consumer.log" 2>&1 &&
  cmake --build "$scratch/build" >>"$scratch/consumer.log" 2>&1 ||
  { cat "$scratch/consumer.log" >&2; fail "examples/consumer did not build against the package"; }
found=$(sed -n 's/^dates_DIR:PATH=//p' "$scratch/build/CMakeCache.txt")
[[ $found == /usr/* ]] || fail "find_package(dates) found $found, not the package's /usr"
consumer=$(cd / && env -u DATES_MODEL "$scratch/build/consumer" "3 march 2015") ||
  fail "examples/consumer failed from / (exit status $?)"
[[ $consumer == "$expected" ]] || fail "examples/consumer printed '$consumer' instead of '$expected'"
echo "check_package: examples/consumer built against $found prints the same"

# The Python module: installed where Debian's python3 finds it, with the package's model.
one_liner="import dates; print(dates.load().normalize_one('3 march 2015'))"
python_answer=$(cd / && env -u DATES_MODEL -u PYTHONPATH /usr/bin/python3 -c "$one_liner") ||
  fail "cd / && python3 -c \"$one_liner\" failed (exit status $?)"
[[ $python_answer == *"output='${expected%%$'\t'*}'"* ]] ||
  fail "the installed Python module printed '$python_answer', not the output '${expected%%$'\t'*}'"
module=$(cd / && env -u PYTHONPATH /usr/bin/python3 -c "import dates; print(dates.__file__)")
[[ $module == /usr/lib/* ]] || fail "python3 imported dates from $module, not the package's /usr/lib"
echo "check_package: cd / && python3 -c \"$one_liner\" printed: $python_answer ($module)"
[[ $keep == --keep ]] && echo "check_package: dates stays installed (--keep)"
echo "check_package: $(basename "$deb") installs and works"
