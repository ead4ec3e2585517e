#!/usr/bin/env bash
# build.sh [--flags ours|peer] SIZE... — builds the Blocks benchmark peer, Michael
# Fogleman's C++ Rush Hour solver, once per board size (4 to 8: its bitboards are 64-bit
# and BoardSize is a compile-time constant), and prints one binary path a line, in the
# order of the sizes asked (default: 6).
#
# The peer's sources come from RUSH_SRC=DIR (its cpp/ folder) when set, else the
# project's copy ../shared/peers/fogleman-rush/cpp next to the clone, else
# /work/shared/peers/fogleman-rush/cpp (github.com/fogleman/rush at 3e3b839, MIT,
# unchanged). They are never modified: src/*.cpp and src/*.h but main.cpp, cluster.* and
# enumerator.* are copied into $BUILD/bench-rush/<size>-<flags>/src with a config.h for
# the size, the original's with these lines changed:
#   BoardSize = SIZE, PrimaryRow = (SIZE - 1) / 2 (the row our generator puts A on),
#   MinPieceSize = 1 (walls: fixed 1x1 pieces), MinWalls = 0, MaxWalls = 8 (our limit);
# everything else (PrimarySize 2, MaxPieceSize 3, MaxID, the masks) is left as it is.
# Our driver, rush_peer.cpp (this folder), is compiled with them; see its header.
#
# --flags ours (default): -std=c++14 -O3 -DNDEBUG, the optimisation of our own native
#   build (CMake's Release flags for g++), so both sides of a ratio have the same flags;
# --flags peer: the peer Makefile's release flags, -std=c++14 -O3 -flto -march=native -DNDEBUG
#   (linked with -flto -O3).
#
# Needs Boost's headers (Debian: libboost-dev). Each binary is cached as
# $PGW_CACHE/rush-peer/<key>/rush_peer, the key a hash of every input (the peer's files,
# the driver, this script, the size, the compiler's version, the flags and, for
# -march=native, the CPU the compiler sees), so a fresh clone on a warm machine does not
# compile it again.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/../../../scripts/env.sh"   # ROOT, PGW_CACHE, BUILD, log

CXX="${CXX:-g++}"
flags=ours
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --flags) flags="${2:-}"; shift 2 ;;
    --flags=*) flags="${1#--flags=}"; shift ;;
    [4-8]) sizes+=("$1"); shift ;;
    *) echo "usage: bench/peers/rush/build.sh [--flags ours|peer] SIZE...   (sizes 4 to 8)" >&2; exit 2 ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(6)
case "$flags" in
  ours) FLAGS=(-std=c++14 -O3 -DNDEBUG); LINK=() ;;
  peer) FLAGS=(-std=c++14 -O3 -flto -march=native -DNDEBUG); LINK=(-flto -O3) ;;
  *) echo "rush peer: --flags is ours or peer, not '$flags'" >&2; exit 2 ;;
esac

# --- the peer's sources ----------------------------------------------------------
if [ -n "${RUSH_SRC:-}" ]; then
  SRC="$(cd "$RUSH_SRC" 2>/dev/null && pwd)" || { echo "rush peer: RUSH_SRC=$RUSH_SRC is not a directory" >&2; exit 1; }
else
  SRC=""
  for d in "$ROOT/../shared/peers/fogleman-rush/cpp" /work/shared/peers/fogleman-rush/cpp; do
    if [ -f "$d/src/solver.cpp" ]; then SRC="$(cd "$d" && pwd)"; break; fi
  done
  if [ -z "$SRC" ]; then
    echo "rush peer: Fogleman's sources are missing: neither ../shared/peers/fogleman-rush/cpp next to the clone" >&2
    echo "  nor /work/shared/peers/fogleman-rush/cpp holds them; set RUSH_SRC=DIR (its cpp/ folder)" >&2
    exit 1
  fi
fi
PEER_FILES=(bb.cpp bb.h board.cpp board.h config.h move.cpp move.h piece.cpp piece.h solver.cpp solver.h)
for f in "${PEER_FILES[@]}"; do
  [ -f "$SRC/src/$f" ] || { echo "rush peer: $SRC/src/$f not found" >&2; exit 1; }
done
if ! echo '#include <boost/unordered_map.hpp>
#include <boost/container/small_vector.hpp>' | "$CXX" -std=c++14 -x c++ -fsyntax-only - 2>/dev/null; then
  echo "rush peer: Boost's headers are missing (boost/unordered_map.hpp, boost/container/small_vector.hpp):" >&2
  echo "  install the Debian package libboost-dev (apt-get install libboost-dev)" >&2
  exit 1
fi

# --- one binary per size ---------------------------------------------------------
WANT="$("$CXX" --version | head -n1) ${FLAGS[*]} | ${LINK[*]}"
if [ "$flags" = peer ]; then
  # what -march=native means on this CPU
  WANT="$WANT | $("$CXX" -march=native -Q --help=target 2>/dev/null | grep -E '^\s+-march=|^\s+-mtune=' | tr -s ' \t' ' ')"
fi
for size in "${sizes[@]}"; do
  OUT="$BUILD/bench-rush/$size-$flags"
  mkdir -p "$OUT/src" "$OUT/obj"
  for f in "${PEER_FILES[@]}"; do
    [ "$f" = config.h ] || cmp -s "$SRC/src/$f" "$OUT/src/$f" || cp "$SRC/src/$f" "$OUT/src/$f"
  done
  primary=$(((size - 1) / 2))
  sed -E -e "s/^const int BoardSize = [0-9]+;/const int BoardSize = $size;/" \
         -e "s/^const int PrimaryRow = [0-9]+;/const int PrimaryRow = $primary;/" \
         -e "s/^const int MinPieceSize = [0-9]+;/const int MinPieceSize = 1;/" \
         -e "s/^const int MinWalls = [0-9]+;/const int MinWalls = 0;/" \
         -e "s/^const int MaxWalls = [0-9]+;/const int MaxWalls = 8;/" \
         "$SRC/src/config.h" >"$OUT/src/config.h.new"
  for want in "BoardSize = $size;" "PrimaryRow = $primary;" "MinPieceSize = 1;" "MinWalls = 0;" "MaxWalls = 8;"; do
    grep -q "^const int $want" "$OUT/src/config.h.new" ||
      { echo "rush peer: could not set '$want' in the peer's config.h (has it changed?)" >&2; exit 1; }
  done
  if cmp -s "$OUT/src/config.h.new" "$OUT/src/config.h"; then rm -f "$OUT/src/config.h.new"; else mv "$OUT/src/config.h.new" "$OUT/src/config.h"; fi
  KEY="$( { echo "$WANT size=$size"; for f in "${PEER_FILES[@]}"; do sha256sum <"$OUT/src/$f"; done
            sha256sum <"$HERE/rush_peer.cpp"; sha256sum <"$HERE/build.sh"; } | sha256sum | cut -c1-24)"
  CACHED="$PGW_CACHE/rush-peer/$KEY/rush_peer"
  if [ ! -x "$CACHED" ]; then
    log "building rush_peer ${size}x${size} (--flags $flags: ${FLAGS[*]}) from $SRC" >&2
    objs=()
    for f in bb board move piece solver; do
      # the peer's files, unchanged; their warnings are the peer's, not shown
      "$CXX" "${FLAGS[@]}" -w -I"$OUT/src" -c "$OUT/src/$f.cpp" -o "$OUT/obj/$f.o"
      objs+=("$OUT/obj/$f.o")
    done
    "$CXX" "${FLAGS[@]}" -Wall -Wextra -I"$OUT/src" -c "$HERE/rush_peer.cpp" -o "$OUT/obj/rush_peer.o"
    "$CXX" "${FLAGS[@]}" "${LINK[@]}" -o "$OUT/rush_peer" "$OUT/obj/rush_peer.o" "${objs[@]}"
    [ "$("$OUT/rush_peer" --size)" = "$size" ] || { echo "rush peer: the ${size}x${size} build says another size" >&2; exit 1; }
    mkdir -p "$(dirname "$CACHED")"
    cp "$OUT/rush_peer" "$CACHED.tmp$$"
    mv "$CACHED.tmp$$" "$CACHED"
    echo "fogleman/rush cpp at $SRC, ${size}x${size}, ${FLAGS[*]} ${LINK[*]}" >"$(dirname "$CACHED")/origin"
  fi
  echo "$CACHED"
done
