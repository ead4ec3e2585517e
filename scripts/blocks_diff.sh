#!/usr/bin/env bash
# blocks_diff.sh — the Blocks differential test: our `levelgen blocks solve` against Michael
# Fogleman's C++ Rush Hour solver (bench/peers/rush: ../shared/peers/fogleman-rush/cpp compiled
# unchanged, per board size, with our driver) on the same Rush positions, 4x4 to 7x7:
#   - 240 random boards, 60 a size (bench/peers/rush/random_boards.py, seed 1: Python's own
#     generator, independent of ours; with and without walls; many cannot be solved),
#   - levels of `levelgen blocks generate` (sizes 4-7, targets up to 35 moves, with and
#     without walls, seeds 1 and 2),
#   - Fogleman's hardest 6x6 (51 moves) and the two boards of his main.cpp (15, 24).
# One test per position. A position passes when
#   - ours solves it in N moves: the peer's Solver::CountMoves is N, and our solution, replayed
#     with the peer's Board::Moves (every move legal there), ends Board::Solved in N moves;
#   - ours says it cannot be solved: a breadth-first search over the peer's Board::Moves
#     reaches no Board::Solved position, and reaches as many positions as ours says it did
#     (CountMoves itself never returns on such a board: it deepens forever).
# Ends with "blocks diff: N passed, M failed". Needs libboost-dev (the peer's headers) and
# python3. The peer binaries are cached under $PGW_CACHE/rush-peer (bench/peers/rush/build.sh);
# about 20-30 s here once they are.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

OUT="$BUILD/blocks-diff"
mkdir -p "$OUT"
rm -f "$OUT"/*.tsv "$OUT"/*.txt

# --- the peer, 4x4 to 7x7 (our optimisation flags) ------------------------------------
if ! bins="$("$ROOT/bench/peers/rush/build.sh" 4 5 6 7 2>"$OUT/peer-build.log")"; then
  echo "blocks diff: FAILED: the peer could not be built:"
  tail -n 6 "$OUT/peer-build.log" | sed 's/^/  /'
  exit 1
fi
declare -A peer
read -r peer[4] peer[5] peer[6] peer[7] <<<"$(echo $bins)"

# --- ours ----------------------------------------------------------------------------------
if [ -f "$BUILD/native/build.ninja" ]; then
  cmake --build "$BUILD/native" --target levelgen -j"$JOBS" >/dev/null
else
  "$ROOT/scripts/build.sh" native >/dev/null
fi
L="$BUILD/native/levelgen"
command -v python3 >/dev/null || { echo "blocks diff: FAILED: python3 is needed (bench/peers/rush/random_boards.py)"; exit 1; }

# --- the positions: BOARD <tab> where it comes from -----------------------------------
log "blocks differential test: ours against Fogleman's C++ solver ($(dirname "${peer[6]}"))"
{
  printf 'BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.\tFogleman: the hardest 6x6 (51 moves)\n'
  printf 'BB.C...D.CEE.DAAFGH.IIFGH.JKK.LLJ...\tFogleman: main.cpp (15 moves)\n'
  printf 'B..CDDBEEC.F.G.AAF.GHHIJKKL.IJ..L.MM\tFogleman: main.cpp (24 moves)\n'
  for n in 4 5 6 7; do
    python3 "$ROOT/bench/peers/rush/random_boards.py" "$n" 60 1 | sed "s/\$/\trandom_boards.py $n 60 1/"
  done
  # size, min moves, walls (seeds 1 and 2)
  while read -r n m k; do
    for seed in 1 2; do echo "$n $m $k $seed"; done
  done <<'EOF' | xargs -P "$JOBS" -L 1 sh -c '
    "$0" blocks generate --width "$1" --height "$1" --min-moves "$2" --walls "$3" --seed "$4" 2>/dev/null |
      sed -nE "s/.*\"board\":\"([^\"]*)\".*/\1\tlevelgen blocks generate --width $1 --height $1 --min-moves $2 --walls $3 --seed $4/p"' \
    "$L" | sort -t"$(printf '\t')" -k2
4 4 0
4 6 0
4 6 1
5 8 0
5 14 0
5 10 2
6 15 0
6 25 0
6 35 0
6 20 2
6 20 4
7 20 3
EOF
} | awk -F'\t' '!seen[$1]++' >"$OUT/positions.tsv"

# --- ours: the CLI, one position a run -----------------------------------------------------
# BOARD <tab> solved|unsolvable|error <tab> moves or positions reachable <tab> our solution
while IFS=$'\t' read -r board from; do
  status=0
  answer="$(printf '%s\n' "$board" | "$L" blocks solve - 2>"$OUT/stderr.txt")" || status=$?
  if [ "$status" = 0 ] && moves="$(printf '%s' "$answer" | sed -nE 's/.*"optimal_moves":([0-9]+).*/\1/p')" &&
     [ -n "$moves" ]; then
    printf '%s\tsolved\t%s\t%s\n' "$board" "$moves" "$(printf '%s' "$answer" | sed -nE 's/.*"moves":"([^"]*)".*/\1/p')"
  elif [ "$status" = 2 ] && grep -q "cannot be solved" "$OUT/stderr.txt"; then
    printf '%s\tunsolvable\t%s\t-\n' "$board" "$(sed -nE 's/.*\(([0-9]+) positions reachable.*/\1/p' "$OUT/stderr.txt")"
  else
    printf '%s\terror\t-\texit %s: %s\n' "$board" "$status" "$(tr '\n\t' '  ' <"$OUT/stderr.txt")"
  fi
done <"$OUT/positions.tsv" >"$OUT/ours.tsv"

# --- the peer, per size: CountMoves and our solution replayed; the others searched --------
# Our text reader names the pieces again (blocks/text.hpp: A, then the others in the order of
# their first cells, row by row), and our solution uses those names: the peer is given the
# board with its cars renamed by that rule (CANON below), so the letters mean the same cars.
CANON='
function canon(b,   i, c, k, map, letters, out) {
  letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnpqrstuvwyz"
  map["A"] = "A"; k = 1
  for (i = 1; i <= length(b); i++) {
    c = substr(b, i, 1)
    if (c == "." || c == "o" || c == "x" || (c in map)) continue
    map[c] = substr(letters, ++k, 1)
  }
  out = ""
  for (i = 1; i <= length(b); i++) { c = substr(b, i, 1); out = out ((c in map) ? map[c] : (c == "o" ? "." : c)) }
  return out
}'
for n in 4 5 6 7; do
  awk -F'\t' -v c=$((n * n)) "$CANON"'
    length($1) == c && $2 == "solved" { print canon($1) "\t" $4 }' "$OUT/ours.tsv" >"$OUT/solvable-$n.txt"
  awk -F'\t' -v c=$((n * n)) "$CANON"'
    length($1) == c && $2 == "unsolvable" { print canon($1) }' "$OUT/ours.tsv" >"$OUT/unsolvable-$n.txt"
  # A board ours calls solvable that is not would make CountMoves run forever: capped.
  timeout -k 5 120 "${peer[$n]}" --verify <"$OUT/solvable-$n.txt" >>"$OUT/peer.tsv" ||
    echo "(the ${n}x${n} peer stopped early: exit $?)" >>"$OUT/peer-notes.txt"
  timeout -k 5 120 "${peer[$n]}" --reach <"$OUT/unsolvable-$n.txt" >>"$OUT/peer-reach.tsv" ||
    echo "(the ${n}x${n} peer's search stopped early: exit $?)" >>"$OUT/peer-notes.txt"
done

# --- the verdicts --------------------------------------------------------------------------
[ ! -f "$OUT/peer-notes.txt" ] || cat "$OUT/peer-notes.txt"
verdict=0
awk -F'\t' -v L="$L" -v p4="${peer[4]}" -v p5="${peer[5]}" -v p6="${peer[6]}" -v p7="${peer[7]}" "$CANON"'
BEGIN { P[4] = p4; P[5] = p5; P[6] = p6; P[7] = p7 }
FILENAME ~ /positions.tsv$/ { order[++n] = $1; from[$1] = $2; next }
FILENAME ~ /ours.tsv$/ { st[$1] = $2; val[$1] = $3; sol[$1] = $4; next }
FILENAME ~ /peer.tsv$/ { pm[$1] = $2; pv[$1] = $6; next }
FILENAME ~ /peer-reach.tsv$/ { rs[$1] = $2; rn[$1] = $4; next }
END {
  for (i = 1; i <= n; i++) {
    b = order[i]; size = int(sqrt(length(b)) + 0.5); why = ""; cb = canon(b)
    if (st[b] == "solved") {
      if (!(cb in pm)) why = "the peer gave no answer (CountMoves did not return within the cap?)"
      else if (pm[cb] != val[b]) why = "ours " val[b] " moves, the peer'"'"'s CountMoves " pm[cb]
      else if (pv[cb] != "ok") why = "our solution " sol[b] ", by the peer'"'"'s rules on " cb ": " pv[cb]
      sz[size, "s"]++; if (val[b] + 0 > top[size]) top[size] = val[b] + 0
    } else if (st[b] == "unsolvable") {
      if (!(cb in rs)) why = "the peer'"'"'s search gave no answer"
      else if (rs[cb] != "unsolvable") why = "ours: cannot be solved; the peer'"'"'s search: " rs[cb] " (" rn[cb] " positions)"
      else if (rn[cb] != val[b]) why = "cannot be solved, but ours reached " val[b] " positions and the peer " rn[cb]
      sz[size, "u"]++
    } else why = "ours: " sol[b]
    if (why == "") { passed++; continue }
    failed++
    printf "FAIL %s (%s): %s\n", b, from[b], why
    printf "     echo %s | %s blocks solve -;  echo %s | %s%s\n", b, L, b, P[size], st[b] == "unsolvable" ? " --reach" : ""
  }
  for (s = 4; s <= 7; s++)
    printf "  %dx%d: %d positions, %d solvable (up to %d moves), %d not\n", s, s, sz[s, "s"] + sz[s, "u"], sz[s, "s"], top[s], sz[s, "u"]
  printf "blocks diff: %d passed, %d failed\n", passed, failed
  exit failed ? 1 : 0
}' "$OUT/positions.tsv" "$OUT/ours.tsv" "$OUT/peer.tsv" "$OUT/peer-reach.tsv" || verdict=$?
exit "$verdict"
