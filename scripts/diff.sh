#!/usr/bin/env bash
# diff.sh [SEEDS] — the differential test against the original: UFO:AI's own
# RMA2, built from its sources with the harness in bench/peers/rma2, and ours
# on every assembly of every .ump file (the shipped maps in data/ump and the game's
# test files in tests/fixtures/ump), seeds 0..SEEDS-1
# (default 20; RMA2_DIFF_SEEDS too). tests/diff/rma2_diff.cpp says what is
# checked. One test per assembly; ends with "rma2 diff: N passed, M failed".
#
# The original's sources: UFOAI_SRC if set, else ../shared/peers/ufoai-rma2
# next to the clone, else /work/shared/peers/ufoai-rma2; when none is there
# the test fails and says so. The peer binary is cached under
# $PGW_CACHE/rma2-peer, keyed on a hash of its inputs (bench/peers/rma2/build.sh).
# Each seed of the original is capped at RMA2_CAP seconds (default 3: a few
# of its seeds-list runs take 10 s and more, and count as neither made nor
# failed). About 30 s here with the peer cached.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
source "$ROOT/bench/peers/rma2/shared_source.sh"

seeds="${1:-${RMA2_DIFF_SEEDS:-20}}"
[[ "$seeds" =~ ^[1-9][0-9]*$ ]] || { echo "diff.sh: SEEDS must be a positive whole number, not '$seeds'" >&2; exit 2; }

src="${UFOAI_SRC:-$(rma2_shared_source)}"
if [ -z "$src" ] || [ ! -f "$src/src/server/sv_rma.cpp" ]; then
  if [ -n "${UFOAI_SRC:-}" ]; then
    echo "rma2 diff: FAILED: the original's sources are missing: UFOAI_SRC=$UFOAI_SRC has no src/server/sv_rma.cpp"
  else
    echo "rma2 diff: FAILED: the original's sources are missing: neither ../shared/peers/ufoai-rma2 next to the"
    echo "  clone nor /work/shared/peers/ufoai-rma2 holds them; set UFOAI_SRC=DIR (see bench/peers/rma2/README.md)"
  fi
  exit 1
fi

mkdir -p "$BUILD"
if ! peer="$(UFOAI_SRC="$src" "$ROOT/bench/peers/rma2/build.sh" 2>"$BUILD/rma2-peer-build.log" | tail -1)" ||
   [ ! -x "$peer" ]; then
  echo "rma2 diff: FAILED: the peer could not be built from $src:"
  tail -n 8 "$BUILD/rma2-peer-build.log" | sed 's/^/  /'
  exit 1
fi
if [ -f "$BUILD/native/build.ninja" ]; then
  cmake --build "$BUILD/native" --target rma2_diff -j"$JOBS" >/dev/null
else
  "$ROOT/scripts/build.sh" native >/dev/null
fi

log "differential test: ours against the original RMA2 ($src), seeds 0-$((seeds - 1))"
RMA2_CAP="${RMA2_CAP:-3}" "$BUILD/native/rma2_diff" "$peer" "$ROOT/data/ump:$ROOT/tests/fixtures/ump" "$seeds"
