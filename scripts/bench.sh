#!/usr/bin/env bash
# bench.sh — Slide solver and generator benchmark: ours (native and wasm under
# node) against seed 003's algorithm in Java (bench/peers/SlideyBlocks.java).
# Not part of the test suite. Needs scripts/setup.sh first. About 2–3 minutes
# on 2 cores once built.
#
#   1. builds build/native and build/wasm (scripts/build.sh) and the Java peer
#   2. build/native/slide_bench: makes the boards (build/bench/boards.txt), times them
#   3. the Java peer: the same boards, then its own generator loop
#   4. build/wasm/slide_bench.js under node: regenerates the boards and checks
#      they match the native ones, then the same timings
#   5. prints one table; raw figures and logs stay in build/bench/
#
# Settings (environment): BENCH_MIN_TIME (s of solving per size, 0.5),
# PEER_CAP (s per board for the peer, 10), PEER_GEN_CAP (s per size for the
# peer's generator, 15), GEN_LEVELS (levels per size, 6).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

MIN_TIME="${BENCH_MIN_TIME:-0.5}"
PEER_CAP="${PEER_CAP:-10}"
PEER_GEN_CAP="${PEER_GEN_CAP:-15}"
GEN_LEVELS="${GEN_LEVELS:-6}"
OUT="$BUILD/bench"
JAVA_OUT="$BUILD/bench-java"
mkdir -p "$OUT" "$JAVA_OUT"
rm -f "$OUT"/*.tsv
started=$SECONDS

# --- 1. build ------------------------------------------------------------------
"$ROOT/scripts/build.sh" native
if ! "$ROOT/scripts/build.sh" wasm; then
  # The browser app may be mid-edit in a working tree; the benchmark only needs its own target.
  log "wasm tree did not build completely; building only slide_bench"
  cmake --build "$BUILD/wasm" -j"$JOBS" --target slide_bench
fi
if ! "${NODE_RUN[@]}" "$BUILD/wasm/slide_bench.js" --help >/dev/null 2>&1; then
  # Two builds of one tree at once can leave slide_bench.js and .wasm from different links.
  log "build/wasm/slide_bench.js does not start; linking it again"
  rm -f "$BUILD/wasm/slide_bench.js"
  cmake --build "$BUILD/wasm" -j"$JOBS" --target slide_bench
fi
log "javac bench/peers/SlideyBlocks.java"
javac -d "$JAVA_OUT" "$ROOT/bench/peers/SlideyBlocks.java"

failed=0
# --- 2. native -----------------------------------------------------------------
log "native: $BUILD/native/slide_bench"
"$BUILD/native/slide_bench" --min-time "$MIN_TIME" --gen-levels "$GEN_LEVELS" \
  --write-boards "$OUT/boards.txt" --results "$OUT/native.tsv" | tee "$OUT/native.log" || failed=1

# --- 3. the peer (seed 003 in Java), with the native run's generation targets ---
targets="$(awk -F'\t' '$1 == "gen" { printf "%s%s:%s", sep, $2, $4; sep = "," }' "$OUT/native.tsv")"
log "peer: java SlideyBlocks (cap ${PEER_CAP} s a board, generator ${PEER_GEN_CAP} s a size)"
java -cp "$JAVA_OUT" SlideyBlocks --boards "$OUT/boards.txt" --results "$OUT/peer.tsv" \
  --cap "$PEER_CAP" --min-time "$MIN_TIME" --gen-levels "$GEN_LEVELS" --gen-cap "$PEER_GEN_CAP" \
  --gen-targets "$targets" | tee "$OUT/peer.log" || failed=1

# --- 4. wasm -------------------------------------------------------------------
log "wasm: node $BUILD/wasm/slide_bench.js"
"${NODE_RUN[@]}" "$BUILD/wasm/slide_bench.js" --min-time "$MIN_TIME" --gen-levels "$GEN_LEVELS" \
  --check-boards "$OUT/boards.txt" --results "$OUT/wasm.tsv" | tee "$OUT/wasm.log" || failed=1

# --- 5. the table ----------------------------------------------------------------
for f in native wasm peer; do [ -f "$OUT/$f.tsv" ] || : >"$OUT/$f.tsv"; done
echo
set +e
awk -F'\t' -v failed="$failed" -v cap="$PEER_CAP" -v gencap="$PEER_GEN_CAP" '
function rate(x) {
  if (x == "" || x == 0) return "-"
  if (x >= 1e6) return sprintf("%.2fM", x / 1e6)
  if (x >= 1e3) return sprintf("%.1fk", x / 1e3)
  return sprintf("%.0f", x)
}
function ratio(a, b) { return (a == "" || b == "" || b == 0) ? "-" : sprintf("%.0fx", a / b) }
function ms(x) { return x == "" ? "-" : (x < 10 ? sprintf("%.2f", x) : sprintf("%.0f", x)) }
FILENAME ~ /native.tsv$/ { src = "n" }
FILENAME ~ /wasm.tsv$/   { src = "w" }
FILENAME ~ /peer.tsv$/   { src = "p" }
$1 == "boards" { sum[src] = $3 }
$1 == "solve" {
  sizes[$2] = 1
  if (src == "p") {
    pboards[$2] = $3; pskip[$2] = $4; prate[$2] = $8; pseen[$2] = $9; pmis[$2] = $10
  } else {
    boards[$2] = $3; states[$2] = $4; srate[src, $2] = $7
  }
}
$1 == "gen" {
  if (src == "p") { pgms[$2] = $5; pgcap[$2] = $7; pgtries[$2] = $6 }
  else { gms[src, $2] = $5; gsum[src, $2] = $7; gtarget[$2] = $4; gtried[src, $2] = $6 }
}
END {
  n = 0
  for (s = 3; s <= 12; s++) if (s in sizes) order[++n] = s
  print "Solve: states per second. states/bd = distinct positions slide::solve reaches per board; the peer is"
  print "timed on the same boards and credited with the same counts, so a ratio is a time ratio. peer seen ="
  print "the seed BFS'"'"'s own seen.size() at its goal, for information."
  printf "%-6s %6s %9s %9s | %10s %10s %10s | %9s %9s | %s\n", "size", "boards", "states/bd", "peer seen", \
         "native", "wasm", "peer", "nat/peer", "wasm/peer", "target (>=100x native, >=30x wasm)"
  miss = 0
  for (i = 1; i <= n; i++) {
    s = order[i]
    rn = srate["n", s]; rw = srate["w", s]; rp = prate[s]
    verdict = "ok"
    if (rp == "" || rp == 0) verdict = "no peer figure"
    else if (rn == "" || rw == "") { verdict = "INCOMPLETE"; miss = 1 }
    else if (rn / rp < 100 || rw / rp < 30) { verdict = "MISSED"; miss = 1 }
    note = pskip[s] > 0 ? sprintf(" (peer skipped %d over %ss)", pskip[s], cap) : ""
    printf "%-6s %6s %9.0f %9.0f | %10s %10s %10s | %9s %9s | %s%s\n", s "x" s, boards[s], states[s] / boards[s], \
           pseen[s], rate(rn), rate(rw), rate(rp), ratio(rn, rp), ratio(rw, rp), verdict, note
  }
  print ""
  print "Generate: mean ms per level with optimal moves >= target. Ours: slide::generate, default densities; it maps"
  print "each layout within a budget, so it never searches from an unsolvable start, and returns the exact par."
  print "Peer: setUpGrid + shuffle(50) + bfs until bfs >= target; an unsolvable shuffle (bfs 0) is searched to the"
  print "end of its reachable set and retried; nothing bounds one bfs but our cap."
  printf "%-6s %6s | %9s %9s %11s | %9s %9s | %s\n", "size", "target", "native", "wasm", "peer", "nat/peer", "wasm/peer", \
         "tries: ours (layouts) / peer (shuffles)"
  for (i = 1; i <= n; i++) {
    s = order[i]
    p = pgms[s]; capped = pgcap[s] > 0
    pcell = (capped ? ">" : "") ms(p)
    rn = ratio(p, gms["n", s]); rw = ratio(p, gms["w", s])
    if (capped) { rn = ">=" rn; rw = ">=" rw }
    printf "%-6s %6s | %9s %9s %11s | %9s %9s | %.1f / %.1f%s\n", s "x" s, gtarget[s], ms(gms["n", s]), ms(gms["w", s]), \
           pcell, rn, rw, gtried["n", s], pgtries[s], capped ? sprintf("  (peer stopped at the %ss cap)", gencap) : ""
  }
  print ""
  det = (sum["n"] != "" && sum["n"] == sum["w"]) ? "identical" : "DIFFERENT"
  gdet = "identical"
  for (i = 1; i <= n; i++) if (gsum["n", order[i]] != gsum["w", order[i]]) gdet = "DIFFERENT"
  mism = 0
  for (s in pmis) mism += pmis[s]
  printf "Cross-checks: boards native vs wasm %s (%s); generated levels native vs wasm %s;\n", det, sum["n"], gdet
  printf "              peer optimal move counts vs slide::solve: %s\n", mism ? mism " MISMATCHES" : "all equal"
  if (failed) print "!! a benchmark program reported a failure; see build/bench/*.log"
  if (miss) print "!! a speed target was missed"
  exit (failed || mism || det != "identical" || gdet != "identical") ? 1 : 0
}' "$OUT/native.tsv" "$OUT/wasm.tsv" "$OUT/peer.tsv" | tee "$OUT/table.txt"
status=${PIPESTATUS[0]}
echo "(total $((SECONDS - started)) s; logs and raw figures in ${OUT#$ROOT/}/)"
exit "$status"
