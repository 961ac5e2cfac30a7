#!/usr/bin/env bash
# Installs what `dates` needs from Debian 12 packages (idempotent: only what is missing) and
# configures a Release build in build/. Run as root, or with sudo available.
#   bash scripts/setup.sh            # install + configure
#   BUILD_DIR=out bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake ninja-build pkg-config
  clang-format                             # the format check (scripts/checks/check_format.sh)
  libtorch-dev libopenblas0-pthread       # LibTorch 1.13 and a fast BLAS (reference BLAS is 7x slower)
  libgloo-dev                              # Gloo headers for LibTorch's c10d (distributed training)
  libfmt-dev libcli11-dev libyaml-cpp-dev nlohmann-json3-dev catch2
  libicu-dev                               # ICU: text in any script, CLDR's dates (generate --formats world)
  libboost1.74-dev                         # dates serve (HTTP: Boost.Beast and Boost.Asio, header-only)
  python3-torch python3-numpy             # only for scripts/ (fixtures, PyTorch parity)
  python3-dev pybind11-dev                 # the Python module (python/: pybind11 over the facade)
  python3-pandas python3-dask python3-distributed python3-pytest  # its pandas and Dask parts, its tests
  python3-dateutil                        # scripts/checks/check_reading_rule.py, scripts/provenance/real_world/
  python3-dateparser                      # scripts/provenance/real_world/peers.py (the peers beside us)
  python3-yaml                            # scripts/provenance/score_candidate.py (a run's config.yaml)
  tzdata libc-bin                          # scripts/provenance/check_zone_abbreviations.py (zone files, zdump)
  locales-all python3-convertdate          # scripts/provenance/languages/check.py (glibc's names, other calendars)
  patch                                    # scripts/checks/run_mutants.sh
  dpkg-dev file                            # cpack -G DEB's Depends (dpkg-shlibdeps), scripts/checks/check_package.sh
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  echo "[setup] installing: ${missing[*]}"
  sudo_prefix=()
  [[ $(id -u) -eq 0 ]] || sudo_prefix=(sudo)
  "${sudo_prefix[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "[setup] all packages present"
fi

build_dir=${BUILD_DIR:-build}
# CMakePresets.json's "release" preset: Ninja, Release.
cmake --preset release -B "$build_dir"
echo "[setup] configured $build_dir; build with: cmake --build $build_dir -j2"
