#!/usr/bin/env bash
# Fresh build times, one commit after the other on this machine: for each COMMIT (default HEAD),
# a clean checkout in a scratch directory, then a timed configure (Ninja, Release), a timed build
# of `dates` alone at -j2, and a timed build of everything else (the tests) at -j2. Run it on a
# quiet machine: every other process on the 2 cores shows in the figures.
#
#   bash scripts/bench/build_time.sh [COMMIT...]        e.g. d0e9b38 HEAD
#   SCRATCH=DIR ...                                     where the checkouts go (default: mktemp -d)
# Prints one line a commit: configure, dates, rest, configure+dates, configure+everything (s).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
scratch=${SCRATCH:-$(mktemp -d)}
commits=("$@")
((${#commits[@]})) || commits=(HEAD)
now() { date +%s.%N; }
for commit in "${commits[@]}"; do
  tree=$scratch/$(git rev-parse --short "$commit")
  rm -rf "$tree"
  git clone -q "$repo" "$tree"
  git -C "$tree" checkout -q "$(git rev-parse "$commit")"
  started=$(now)
  cmake -S "$tree" -B "$tree/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >"$tree/configure.log" 2>&1
  configured=$(now)
  cmake --build "$tree/build" -j2 --target dates >"$tree/dates.log" 2>&1
  built_dates=$(now)
  cmake --build "$tree/build" -j2 >"$tree/all.log" 2>&1
  built_all=$(now)
  awk -v c="$commit" -v s="$started" -v a="$configured" -v d="$built_dates" -v e="$built_all" \
    'BEGIN { printf "%s: configure %.1f s, dates %.1f s, rest %.1f s; configure+dates %.1f s, configure+everything %.1f s\n", c, a - s, d - a, e - d, d - s, e - s }'
done
