#!/usr/bin/env bash
# bench.sh [slide|slide-deep|flow|flow-batch|pack|cities|assembly|blocks|memory|collections|lab] — benchmarks against peers;
# no argument runs slide, flow, cities and assembly (slide-deep, pack, blocks, memory and collections only
# when named).
# Not part of the test suite. Needs scripts/setup.sh first.
#
# slide: the Slide solver and generator, ours (native and wasm under node)
# against seed 003's algorithm in Java (bench/peers/SlideyBlocks.java). About
# 2–3 minutes on 2 cores once built.
#   1. builds build/native and build/wasm (scripts/build.sh) and the Java peer
#   2. build/native/slide_bench: makes the boards (build/bench/boards.txt), times them
#   3. the Java peer: the same boards, then its own generator loop
#   4. build/wasm/slide_bench.js under node: regenerates the boards and checks
#      they match the native ones, then the same timings
#   5. prints one table; raw figures and logs stay in build/bench/
#
# flow: Flow generation per puzzle, unique and non-unique mode, ours (native
# and wasm under node) against Simon Tatham's Net (`sgt-net --generate N WxH`,
# Debian's sgt-puzzles). About 1 minute once built.
#   1. builds build/native and build/wasm (flow_bench)
#   2. build/native/flow_bench and build/wasm/flow_bench.js: per size and mode,
#      mean and median ms per level, backtracks, a checksum of the levels
#   3. Net: start-up time t(1) (--generate 1) and t(N) (--generate N, N doubled
#      until a run lasts PEER_MIN_TIME); ms per puzzle = (t(N) - t(1)) / (N - 1)
#   4. prints one table (build/bench/flow_table.txt); fails when native and
#      wasm made different levels or a level was not generated or not unique
#   5. the batch (also alone: flow-batch, native only, about 1 minute): 15×15
#      unique levels, FLOW_BATCH_COUNT (1000) in one process on one job, in
#      FLOW_BATCH_ROUNDS (5) alternating rounds of three runs, each timed by its
#      CPU (user + sys) and peak RSS (/usr/bin/time): the generator alone
#      (flow_bench --batch: flow::generate only), what `levelgen flow generate
#      --count N --jobs 1` delivers (every line with its certificate, printed),
#      and Net (`sgt-net --generate N 15x15`); medians per puzzle, the ratios to
#      Net, and peak RSS at N and at 4×N for levelgen and Net (flat: levelgen
#      streams its lines). Seeds from FLOW_BATCH_SEED (20000, none the code was
#      tuned on). Table in build/bench/flow_batch_table.txt; fails when a line
#      is missing or not unique, or levelgen takes more than half Net's time.
#
# slide-deep: the deepest par the old (sampling) and the climbing Slide
# generators find within 10 s per size, 4×4 to 12×12, natively, in the same
# run (slide_bench --deep), then the 10×10 targets (--min-moves 25 and 35 on
# seeds 1–10). About 4–5 minutes. Table in build/bench/slide_deep_table.txt.
# Then the untuned targets (slide_bench --targets, about 2–3 minutes): 10×10
# --min-moves 25 on seeds 1000–1009 and 5000–5009 (none the climbers were
# tuned on) with levelgen's climber (2), and on 1000–1009 with climber 1 beside
# it: per seed CPU seconds and moves, medians, met counts. Table in
# build/bench/slide_targets_table.txt.
#
# flow also times levels asked for each difficulty (easy…expert at 7, 10, 15
# and 25; FLOW_DIFFICULTY_SIZES) natively and in wasm, with Net at the same
# sizes, and the share of grades today's generator (no difficulty) makes
# (FLOW_GRADES levels a size, 200; native).
#
# pack: levels per second of `levelgen … --count N` with 1 job and with one
# per core (Flow 15×15 medium, Flow 10×10 hard, Slide 8×8), natively.
#
# cities: Cities generation at 200, 500 and 1000 tiles a side (s 3, l 6, open),
# ours (native and wasm under node, cities_bench) against seed 002's algorithm
# in JavaScript (bench/peers/shuffling-cities.js) and the npm package
# poisson-disk-sampling (Bridson), all in one run by bench/cities_bench.js
# (table in build/bench/cities_table.txt). About 1 minute once built.
#
# assembly: every assembly of every shipped map (data/ump) for seeds
# 0..49 with the default cvars, ours (native and wasm under node,
# assembly_bench) against the original RMA2 (bench/peers/rma2: UFO:AI's
# sv_rma.cpp from Debian's ufoai source package, or, when Debian cannot serve
# it, from the project's copy in ../shared/peers/ufoai-rma2; UFOAI_SRC=DIR
# builds it from that tree instead). When the peer cannot be built, ours
# still runs and the table says the peer is missing (and the script exits
# non-zero). Table in build/bench/assembly_table.txt.
#
# blocks: the Blocks solver (Rush Hour) against Michael Fogleman's C++ Solver
# (bench/peers/rush: ../shared/peers/fogleman-rush/cpp compiled unchanged per board size
# with our driver; needs libboost-dev) on the same positions in the same run, and our
# generator's times and depths, natively. About 8 minutes of CPU once built, 10 minutes on this
# shared 2-core machine (CPU-time figures, so a busy machine takes longer, not different).
#   1. builds build/native (blocks_bench, levelgen) and the peer for 5x5, 6x6 and 7x7, with
#      our optimisation flags (-O3) and with its Makefile's (-O3 -flto -march=native)
#   2. generation figures (blocks_bench gen, CPU time, BLOCKS_JOBS runs at a time): 6x6 to
#      30/40/45 moves (40 also with a climber thread a core, as levelgen runs it), 5x5 to 20,
#      7x7 to 30/40, Klotski 4x5 to 60, seeds 1000-1009, each run capped at BLOCKS_GEN_CAP s
#      of CPU (BLOCKS_TARGET_CAP for 6x6 to 40); the deepest 6x6 in BLOCKS_DEEP_SECONDS (60) s
#      of CPU on seeds 1000-1002
#   3. the positions (build/bench/blocks_positions.txt): levelgen blocks generate at fixed
#      targets and seeds 2000-2002 (5x5, 6x6, 7x7; with and without walls), the generation
#      runs' levels that met their target, Fogleman's 51-move board and two others
#   4. times blocks_bench solve (pgw::blocks::solve, CPU ms a position) and the peer's
#      CountMoves (CPU ms) on every position, then the whole `levelgen blocks solve -` and
#      the whole peer process per position (wall ms, median of 3); fails when a move
#      count differs or the peer rejects our solution
#   5. prints two tables (build/bench/blocks_table.txt); raw figures in build/bench/blocks_*
#
# Settings (environment): BENCH_MIN_TIME (s of solving per size, 0.5; for flow:
# s of generation per row), PEER_CAP (s per board for the peer, 10),
# PEER_GEN_CAP (s per size for the peer's generator, 15), GEN_LEVELS (levels
# per size, 6); flow: FLOW_SIZES (7,15,25,40), FLOW_ALL_SIZES (sizes with an
# extra row for environment "all", 15,40; empty for none), PEER_MIN_TIME (s
# per Net run, 1), NET (the Net binary, /usr/games/sgt-net); blocks: BLOCKS_GEN_CAP (s of CPU per
# generation run, 20), BLOCKS_TARGET_CAP (the same for the 6x6 40-move rows, 30),
# BLOCKS_DEEP_SECONDS (60), BLOCKS_JOBS (generation runs at a time, nproc), BLOCKS_MIN_MS (ms of
# CPU per position and solver, 20).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

what="${1:-all}"
case "$what" in
  slide|slide-deep|flow|flow-batch|pack|cities|assembly|blocks|memory|collections|lab|all) ;;
  *) echo "usage: scripts/bench.sh [slide|slide-deep|flow|flow-batch|pack|cities|assembly|blocks|memory|collections|lab]   (no argument: all but slide-deep, flow-batch, pack, blocks, memory, collections and lab)" >&2; exit 2 ;;
esac

# memory: the app's wasm memory at each kind's largest job, both builds, in
# Chromium (bench/memory.js; docs/architecture.md, "Memory"). About 6 minutes.
if [ "$what" = memory ]; then
  "$ROOT/scripts/build.sh" wasm wasm-st site
  exec node "$ROOT/bench/memory.js"
fi

# collections: link lengths, a collection's grid and first level after the tap,
# a store of 10,000 solves loaded and exported/imported (bench/collections.js;
# the records store's own load time natively: build/native/records_bench).
# About a minute.
if [ "$what" = collections ]; then
  "$ROOT/scripts/build.sh" native wasm wasm-st site
  "$BUILD/native/records_bench"
  exec node "$ROOT/bench/collections.js"
fi

# lab: the app's Lab in Chromium against native `levelgen lab` on the same link, one after the other,
# with 1, 2 and 4 workers, a sweep of each kind (Slide 6,000 levels, Flow 9,000, Cities 1,200,
# Assembly 300, Blocks 200): levels per second and their ratio; then the build without threads (its
# plain Web Worker) against native on one thread, the same sweeps (tests/e2e/lab.e2e.js's two benchmark
# tests, skipped by the suite). LAB_KINDS=slide (a list) runs only those kinds' sweeps. About 6 minutes.
if [ "$what" = lab ]; then
  "$ROOT/scripts/build.sh" e2e
  cd "$ROOT"
  PGW_BENCH=1 node_modules/.bin/playwright test lab --project=desktop -g "a benchmark" --reporter=list --retries=0 \
    --workers=1 | tee "$BUILD/bench-lab.log" | grep -E '^lab throughput|passed|failed'
  exit "${PIPESTATUS[0]}"
fi

MIN_TIME="${BENCH_MIN_TIME:-0.5}"
PEER_CAP="${PEER_CAP:-10}"
PEER_GEN_CAP="${PEER_GEN_CAP:-15}"
GEN_LEVELS="${GEN_LEVELS:-6}"
FLOW_SIZES="${FLOW_SIZES-7,15,25,40}"
FLOW_ALL_SIZES="${FLOW_ALL_SIZES-15,40}"
FLOW_DIFFICULTY_SIZES="${FLOW_DIFFICULTY_SIZES-7,10,15,25}"
FLOW_GRADES="${FLOW_GRADES:-200}"
PEER_MIN_TIME="${PEER_MIN_TIME:-1}"
NET="${NET:-/usr/games/sgt-net}"
OUT="$BUILD/bench"
JAVA_OUT="$BUILD/bench-java"
mkdir -p "$OUT"
started=$SECONDS

# --- 1. build ------------------------------------------------------------------
targets=()
case "$what" in slide|slide-deep|all) targets+=(slide_bench) ;; esac
case "$what" in pack) targets+=(levelgen) ;; esac
case "$what" in flow|all) targets+=(flow_bench) ;; flow-batch) targets+=(flow_bench levelgen) ;; esac
case "$what" in cities|all) targets+=(cities_bench) ;; esac
case "$what" in assembly|all) targets+=(assembly_bench) ;; esac
case "$what" in blocks) targets+=(blocks_bench levelgen) ;; esac
# A tree configured before bench/<kind>_bench.cpp existed has no target for it (CMakeLists.txt
# looks for the file when it configures): configure it again.
for t in "${targets[@]}"; do
  if [ -f "$BUILD/native/build.ninja" ] && [ -f "$ROOT/bench/$t.cpp" ] &&
     ! grep -q "^build $t:" "$BUILD/native/build.ninja"; then
    cmake -S "$ROOT" -B "$BUILD/native" >/dev/null
  fi
done
if ! "$ROOT/scripts/build.sh" native; then
  # Tests may be mid-edit in a working tree; the benchmarks only need their own targets.
  log "native tree did not build completely; building only ${targets[*]}"
  cmake --build "$BUILD/native" -j"$JOBS" --target "${targets[@]}"
fi
if [ "$what" = slide-deep ] || [ "$what" = pack ] || [ "$what" = blocks ] || [ "$what" = flow-batch ]; then :  # native only
elif ! "$ROOT/scripts/build.sh" wasm; then
  # The browser app may be mid-edit in a working tree; the benchmark only needs its own target.
  log "wasm tree did not build completely; building only ${targets[*]}"
  cmake --build "$BUILD/wasm" -j"$JOBS" --target "${targets[@]}"
fi
for t in "${targets[@]}"; do
  [ "$what" = slide-deep ] || [ "$what" = pack ] || [ "$what" = blocks ] || [ "$what" = flow-batch ] && break
  if ! "${NODE_RUN[@]}" "$BUILD/wasm/$t.js" --help >/dev/null 2>&1; then
    # Two builds of one tree at once can leave a .js and .wasm from different links.
    log "build/wasm/$t.js does not start; linking it again"
    rm -f "$BUILD/wasm/$t.js"
    cmake --build "$BUILD/wasm" -j"$JOBS" --target "$t"
  fi
done

# ===================================================================== Slide ===
run_slide() {
mkdir -p "$JAVA_OUT"
rm -f "$OUT"/{native,wasm,peer}.tsv
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
set -e
return "$status"
}

# ====================================================================== Flow ===
# net_time N WxH: one `sgt-net --generate N WxH`; prints "wall user sys" in
# seconds and checks that it printed N game IDs of exactly those parameters
# (a wrapping grid would print "WxHw:").
net_time() {
  local n="$1" spec="$2" TIMEFORMAT='%R %U %S'
  # NET_DEFAULT would change the defaults the parameter string leaves alone (unique, barriers).
  { time env -u NET_DEFAULT "$NET" --generate "$n" "$spec" >"$OUT/flow_peer_ids.txt" 2>/dev/null; } \
    2>"$OUT/flow_peer_time.txt" || { echo "!! $NET --generate $n $spec failed" >&2; return 1; }
  local got
  got="$(grep -c "^${spec}:" "$OUT/flow_peer_ids.txt" || true)"
  if [ "$got" != "$n" ] || [ "$(wc -l <"$OUT/flow_peer_ids.txt")" != "$n" ]; then
    echo "!! $NET --generate $n $spec: expected $n game IDs '${spec}:…', got $got" >&2
    return 1
  fi
  cat "$OUT/flow_peer_time.txt"
}

# median_of_runs K N WxH: the run with the median wall time of K runs.
median_of_runs() {
  local k="$1" i
  for ((i = 0; i < k; i++)); do net_time "$2" "$3" || return 1; done | sort -n | sed -n "$(((k + 1) / 2))p"
}

run_flow() {
local failed=0 s
rm -f "$OUT"/flow_*.tsv

# --- 2. ours, native and wasm ----------------------------------------------------
log "native: $BUILD/native/flow_bench"
"$BUILD/native/flow_bench" --min-time "$MIN_TIME" --sizes "$FLOW_SIZES" --all-sizes "$FLOW_ALL_SIZES" \
  --difficulty-sizes "$FLOW_DIFFICULTY_SIZES" --grades "$FLOW_GRADES" --grade-sizes "$FLOW_DIFFICULTY_SIZES" \
  --results "$OUT/flow_native.tsv" | tee "$OUT/flow_native.log" || failed=1
log "wasm: node $BUILD/wasm/flow_bench.js"
"${NODE_RUN[@]}" "$BUILD/wasm/flow_bench.js" --min-time "$MIN_TIME" --sizes "$FLOW_SIZES" \
  --all-sizes "$FLOW_ALL_SIZES" --difficulty-sizes "$FLOW_DIFFICULTY_SIZES" --grades 0 \
  --results "$OUT/flow_wasm.tsv" | tee "$OUT/flow_wasm.log" || failed=1

# --- 3. the peer: Simon Tatham's Net ---------------------------------------------
if [ ! -x "$NET" ]; then
  log "installing sgt-puzzles (for $NET)"
  if [ "$(id -u)" = 0 ]; then apt-get install -y sgt-puzzles; else sudo apt-get install -y sgt-puzzles; fi
fi
log "peer: $NET --generate N WxH (runs of >= ${PEER_MIN_TIME} s; start-up from --generate 1)"
{
  echo "Net: per size, start-up t(1) = median of 5 runs of --generate 1; N doubled from 50 until a run takes"
  echo ">= ${PEER_MIN_TIME} s; t(N) = median of 3 more runs; ms/puzzle = (t(N) - t(1)) / (N - 1)"
  printf '  %-6s %6s %10s %10s %12s %12s\n' size N "t(1) ms" "t(N) s" "ms/puzzle" "cpu ms/puz"
} | tee "$OUT/flow_peer.log"
local net_sizes
net_sizes="$(printf '%s\n' ${FLOW_SIZES//,/ } ${FLOW_DIFFICULTY_SIZES//,/ } | sort -n -u | tr '\n' ' ')"
for s in $net_sizes; do
  local spec="${s}x${s}" one n=50 run
  one="$(median_of_runs 5 1 "$spec")" || { failed=1; continue; }
  while :; do
    run="$(net_time "$n" "$spec")" || { failed=1; continue 2; }
    awk -v w="${run%% *}" -v t="$PEER_MIN_TIME" 'BEGIN { exit !(w >= t) }' && break
    n=$((n * 2))
  done
  run="$(median_of_runs 3 "$n" "$spec")" || { failed=1; continue; }
  echo "$s $n $one $run" | awk -v tsv="$OUT/flow_peer.tsv" '{
      size = $1; n = $2; w1 = $3; c1 = $4 + $5; wn = $6; cn = $7 + $8
      per = (wn - w1) / (n - 1) * 1000
      cpu = (cn - c1) / (n - 1) * 1000
      printf "  %-6s %6d %10.1f %10.3f %12.4f %12.4f\n", size "x" size, n, w1 * 1000, wn, per, cpu
      printf "net\t%d\t%d\t%.4f\t%.4f\t%.5f\t%.5f\n", size, n, w1 * 1000, wn, per, cpu >> tsv
    }' | tee -a "$OUT/flow_peer.log"
done

# --- 4. the table ----------------------------------------------------------------
for f in flow_native flow_wasm flow_peer; do [ -f "$OUT/$f.tsv" ] || : >"$OUT/$f.tsv"; done
echo
set +e
awk -F'\t' -v failed="$failed" '
function ms(x) { return x == "" ? "-" : (x < 10 ? sprintf("%.3f", x) : sprintf("%.1f", x)) }
function ratio(a, b) { return (a == "" || b == "" || b == 0) ? "-" : sprintf("%.2fx", a / b) }
FILENAME ~ /flow_native.tsv$/ { src = "n" }
FILENAME ~ /flow_wasm.tsv$/   { src = "w" }
FILENAME ~ /flow_peer.tsv$/   { src = "p" }
$1 == "net" { net[$2] = $6; netcpu[$2] = $7; netn[$2] = $3 }
$1 == "diff" {
  dkey = $3 SUBSEP $4
  if (!(dkey in dseen)) { dseen[dkey] = 1; drows[++dn] = dkey }
  dmean[src, dkey] = $7; dmed[src, dkey] = $8; disl[src, dkey] = $10; dsum[src, dkey] = $11; fails += $12
}
$1 == "grades" {
  gkey = $3 SUBSEP $4; grows[++gn] = gkey
  gl[gkey] = $5; ge[gkey] = $6; gm[gkey] = $7; gh[gkey] = $8; gx[gkey] = $9; gu[gkey] = $10; gs[gkey] = $11
}
$1 == "flow" {
  key = $2 SUBSEP $3
  if (!(key in seen)) { seen[key] = 1; rows[++n] = key }
  mean[src, key, $4] = $7; median[src, key, $4] = $8; bt[src, key, $4] = $9; rep[src, key, $4] = $10
  sum[src, key, $4] = $12; fails += $13
}
END {
  print "Flow generation, ms per puzzle (means over a fixed list of seeds; unique = the solver verified one"
  print "solution). Net = sgt-net --generate N WxH (no wrapping, no barriers, unique: its defaults),"
  print "start-up subtracted; Net cpu = its user + sys time per puzzle, for information. Net/ours > 1 means"
  print "ours is faster (wall-clock, shared machine). bt = mean backtracks (unique / non-unique, native);"
  print "rep = mean unique-mode repairs (refills of ambiguous cells)."
  printf "%-6s %-11s | %9s %9s %9s %9s | %9s %8s | %8s %8s | %9s %9s | %-11s %5s\n", "size", "env", \
         "nat uniq", "(median)", "wasm uniq", "(median)", "Net", "Net cpu", "Net/nat", "Net/wasm", "nat any", \
         "wasm any", "bt u / any", "rep"
  for (i = 1; i <= n; i++) {
    split(rows[i], k, SUBSEP); env = k[1]; s = k[2]; key = rows[i]
    busy = (net[s] != "" && netcpu[s] > 0 && net[s] > 1.25 * netcpu[s]) ? "*" : ""
    if (busy != "") anybusy = 1
    printf "%-6s %-11s | %9s %9s %9s %9s | %9s %8s | %8s %8s | %9s %9s | %-11s %5s\n", s "x" s, env, \
           ms(mean["n", key, "unique"]), ms(median["n", key, "unique"]), ms(mean["w", key, "unique"]), \
           ms(median["w", key, "unique"]), busy ms(net[s]), ms(netcpu[s]), ratio(net[s], mean["n", key, "unique"]), \
           ratio(net[s], mean["w", key, "unique"]), ms(mean["n", key, "any"]), ms(mean["w", key, "any"]), \
           sprintf("%.2f / %.2f", bt["n", key, "unique"], bt["n", key, "any"]), sprintf("%.2f", rep["n", key, "unique"])
    for (m = 0; m < 2; m++) {
      mode = m ? "any" : "unique"
      if (sum["n", key, mode] == "" || sum["n", key, mode] != sum["w", key, mode]) {
        diff = diff sprintf(" %sx%s/%s/%s", s, s, env, mode)
      }
    }
  }
  if (anybusy) {
    print "* Net'"'"'s wall time was over 1.25x its CPU time (user + sys): it waited for a core, the machine"
    print "  was busy; ours may have been too. Rerun on a quieter machine for cleaner figures."
  }
  print ""
  t15 = "countryside" SUBSEP 15; t40 = "countryside" SUBSEP 40
  if ((t15 in seen) && net[15] != "") {
    v = mean["n", t15, "unique"]
    printf "Target native unique <= 1x Net at 15x15: %s (%s ms vs Net %s ms, %s)\n", \
           (v != "" && v <= net[15]) ? "MET" : "NOT MET", ms(v), ms(net[15]), ratio(net[15], v)
  } else print "Target native unique <= 1x Net at 15x15: not measured (needs size 15 and the peer)"
  if (t40 in seen) {
    v = mean["w", t40, "unique"]
    printf "Target 40x40 unique in wasm < 50 ms:     %s (%s ms)\n", (v != "" && v < 50) ? "MET" : "NOT MET", ms(v)
  } else print "Target 40x40 unique in wasm < 50 ms: not measured (needs size 40)"
  if (dn) {
    print ""
    print "Flow by difficulty, ms per level asked for that difficulty (countryside, density 60; every level graded"
    print "as asked by the ladder). Net = sgt-net'"'"'s ms per unique puzzle of the same size; Net/ours > 1: ours faster."
    print "isl = islands packed per level (hard, expert: flow/generator.hpp)."
    printf "%-6s %-7s | %9s %9s %9s %9s | %9s | %8s %8s | %7s\n", "size", "grade", "nat mean", "(median)", \
           "wasm mean", "(median)", "Net", "Net/nat", "Net/wasm", "isl"
    for (i = 1; i <= dn; i++) {
      split(drows[i], k, SUBSEP); s = k[1]; d = k[2]; key = drows[i]
      printf "%-6s %-7s | %9s %9s %9s %9s | %9s | %8s %8s | %7.1f\n", s "x" s, d, ms(dmean["n", key]), \
             ms(dmed["n", key]), ms(dmean["w", key]), ms(dmed["w", key]), ms(net[s]), ratio(net[s], dmean["n", key]), \
             ratio(net[s], dmean["w", key]), disl["n", key]
      if (dsum["n", key] == "" || dsum["n", key] != dsum["w", key]) diff = diff sprintf(" %sx%s/%s", s, s, d)
    }
    h = 15 SUBSEP "hard"; e = 15 SUBSEP "expert"
    if (h in dseen) printf "Target hard 15x15 native < 50 ms:    %s (%s ms)\n", (dmean["n", h] != "" && dmean["n", h] < 50) ? "MET" : "NOT MET", ms(dmean["n", h])
    if (e in dseen) printf "Target expert 15x15 wasm < 500 ms:   %s (%s ms)\n", (dmean["w", e] != "" && dmean["w", e] < 500) ? "MET" : "NOT MET", ms(dmean["w", e])
  }
  if (gn) {
    print ""
    print "Share of grades today'"'"'s generator (no difficulty) makes, certified by the ladder (native; several = more"
    print "than one solution, unrated = unique but beyond the ladder):"
    printf "%-6s %-7s %6s | %7s %7s %7s %7s %8s %8s\n", "size", "mode", "levels", "easy", "medium", "hard", "expert", "unrated", "several"
    for (i = 1; i <= gn; i++) {
      key = grows[i]; split(key, k, SUBSEP); n = gl[key]
      printf "%-6s %-7s %6d | %6.1f%% %6.1f%% %6.1f%% %6.1f%% %7.1f%% %7.1f%%\n", k[1] "x" k[1], k[2], n, 100 * ge[key] / n, \
             100 * gm[key] / n, 100 * gh[key] / n, 100 * gx[key] / n, 100 * gu[key] / n, 100 * gs[key] / n
    }
  }
  printf "Cross-check: levels native vs wasm %s\n", diff == "" ? "identical (CRC-32 of each row'"'"'s first levels)" : "DIFFERENT:" diff
  if (fails) print "!! " fails " level(s) not generated or not unique; see build/bench/flow_*.log"
  if (failed) print "!! a benchmark program reported a failure; see build/bench/flow_*.log"
  exit (failed || fails || diff != "" || n == 0) ? 1 : 0
}' "$OUT/flow_native.tsv" "$OUT/flow_wasm.tsv" "$OUT/flow_peer.tsv" | tee "$OUT/flow_table.txt"
status=${PIPESTATUS[0]}
set -e
echo
run_flow_batch || status=1
return "$status"
}

# cpu_rss FILE CMD...: runs CMD (its output to FILE), then prints "<user+sys s> <peak RSS KiB>".
cpu_rss() {
  local file="$1"; shift
  /usr/bin/time -f "%U %S %M" -o "$OUT/flow_batch_time.txt" "$@" >"$file" 2>/dev/null ||
    { echo "!! $* failed" >&2; return 1; }
  awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$OUT/flow_batch_time.txt"
}

# The batch (step 5 above): generator alone, levelgen --count and Net, CPU time per puzzle and peak RSS.
run_flow_batch() {
local n="${FLOW_BATCH_COUNT:-1000}" rounds="${FLOW_BATCH_ROUNDS:-5}" seed="${FLOW_BATCH_SEED:-20000}" r status=0
local L="$BUILD/native/levelgen" B="$BUILD/native/flow_bench"
local cmd=("$L" flow generate --width 15 --height 15 --unique --count "$n" --jobs 1 --seed "$seed")
local gen=("$B" --batch "$n" --batch-seed "$seed" --batch-size 15)
[ -x "$NET" ] || { echo "!! $NET missing (apt-get install sgt-puzzles)" >&2; return 1; }
log "flow batch: $rounds alternating rounds of $n 15x15 unique levels (seeds $seed-$((seed + n - 1))), --jobs 1, vs Net"
rm -f "$OUT/flow_batch.tsv"
for ((r = 0; r < rounds; r++)); do
  # Alternate who goes first, so neither always runs on a warmer (or busier) machine.
  local order=(gen cmd net)
  [ $((r % 2)) = 1 ] && order=(net cmd gen)
  for who in "${order[@]}"; do
    case "$who" in
      gen) echo "gen $(cpu_rss "$OUT/flow_batch_gen.txt" "${gen[@]}")" ;;
      cmd) echo "cmd $(cpu_rss "$OUT/flow_batch_lines.txt" "${cmd[@]}")" ;;
      net) echo "net $(cpu_rss "$OUT/flow_batch_net.txt" env -u NET_DEFAULT "$NET" --generate "$n" 15x15)" ;;
    esac
  done
done >>"$OUT/flow_batch.tsv" || status=1
# Every line there, each unique with its certificate; Net made its N ids.
local lines certified ids
lines="$(wc -l <"$OUT/flow_batch_lines.txt")"
certified="$(grep -c '"unique":true,.*"certificate":{"unique":true,"solutions":1' "$OUT/flow_batch_lines.txt" || true)"
ids="$(grep -c '^15x15:' "$OUT/flow_batch_net.txt" || true)"
# Peak memory at 4×N: levelgen streams its lines, so it stays flat.
local cmd4=("$L" flow generate --width 15 --height 15 --unique --count "$((4 * n))" --jobs 1 --seed "$seed")
echo "cmd4 $(cpu_rss /dev/null "${cmd4[@]}")" >>"$OUT/flow_batch.tsv" || status=1
echo "net4 $(cpu_rss /dev/null env -u NET_DEFAULT "$NET" --generate "$((4 * n))" 15x15)" >>"$OUT/flow_batch.tsv" || status=1
set +e
awk -v n="$n" -v rounds="$rounds" -v seed="$seed" -v lines="$lines" -v certified="$certified" -v ids="$ids" '
function median(who,   k, i, j, t, v) {
  k = cnt[who]
  for (i = 1; i <= k; i++) v[i] = cpu[who, i]
  for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
  return k ? (k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2) : 0
}
function maxrss(who,   i, m) { m = 0; for (i = 1; i <= cnt[who]; i++) if (rss[who, i] > m) m = rss[who, i]; return m }
{ c = ++cnt[$1]; cpu[$1, c] = $2; rss[$1, c] = $3 }
END {
  g = median("gen") / n * 1000; c = median("cmd") / n * 1000; t = median("net") / n * 1000
  printf "Flow 15x15 unique, %d levels in one process on one job (seeds %d-%d), against Net (sgt-net --generate %d 15x15).\n", n, seed, seed + n - 1, n
  printf "CPU time (user + sys) per puzzle, whole process; medians of %d alternating rounds. Peak RSS: the most of the rounds.\n", rounds
  printf "  %-58s %10s %9s %12s %12s\n", "", "ms/puzzle", "vs Net", "RSS " n, "RSS " 4 * n
  printf "  %-58s %10.2f %8.2fx %9.1f MiB %12s\n", "ours, generator alone (flow_bench --batch: flow::generate)", g, t ? g / t : 0, maxrss("gen") / 1024, "-"
  printf "  %-58s %10.2f %8.2fx %9.1f MiB %8.1f MiB\n", "ours, what levelgen flow generate --count delivers", c, t ? c / t : 0, maxrss("cmd") / 1024, maxrss("cmd4") / 1024
  printf "  %-58s %10.2f %8.2fx %9.1f MiB %8.1f MiB\n", "Net (sgt-net --generate)", t, 1, maxrss("net") / 1024, maxrss("net4") / 1024
  printf "  (levelgen --count: every line with its code and certificate: grade and uniqueness proof; %d of %d lines unique and certified)\n", certified, n
  bad = (lines != n || certified != n || ids != n || !t)
  if (bad) printf "!! expected %d lines, all unique and certified, and %d Net ids: got %d lines, %d certified, %d ids\n", n, n, lines, certified, ids
  ok = t && c <= 0.5 * t
  printf "Target levelgen --count <= 0.5x Net per puzzle: %s (%.2fx; Net/ours %.2fx)\n", ok ? "MET" : "NOT MET", t ? c / t : 0, c ? t / c : 0
  exit (bad || !ok) ? 1 : 0
}' "$OUT/flow_batch.tsv" | tee "$OUT/flow_batch_table.txt"
[ "${PIPESTATUS[0]}" = 0 ] || status=1
set -e
return "$status"
}

# ==================================================================== Cities ===
run_cities() {
log "cities: ours (native, wasm), seed 002 in JS, Bridson (poisson-disk-sampling)"
node "$ROOT/bench/cities_bench.js" "$BUILD/native/cities_bench" "$BUILD/wasm/cities_bench.js" 200,500,1000 \
  "$MIN_TIME" | tee "$OUT/cities_table.txt"
return "${PIPESTATUS[0]}"
}

# ================================================================== Assembly ===
run_assembly() {
log "assembly: ours (native, wasm) against the original RMA2"
local peer="-" status=0
if peer="$("$ROOT/bench/peers/rma2/build.sh" 2>"$OUT/rma2_build.log" | tail -1)" && [ -x "$peer" ]; then :; else
  log "the RMA2 peer could not be built (build/bench/rma2_build.log): $(tail -1 "$OUT/rma2_build.log")"
  peer="-"
  status=1
fi
sed -n 's/^rma2 peer: /==> rma2 peer: /p' "$OUT/rma2_build.log"  # e.g. Debian's package not available
local origin=""
[ "$peer" = "-" ] || origin="$(cat "$(dirname "$peer")/origin" 2>/dev/null || true)"
node "$ROOT/bench/assembly_bench.js" "$BUILD/native/assembly_bench" "$BUILD/wasm/assembly_bench.js" "$peer" \
  "$ROOT/data/ump" 50 "$origin" | tee "$OUT/assembly_table.txt"
[ "${PIPESTATUS[0]}" = 0 ] || status=1
return "$status"
}

# ================================================================ Slide deep ===
run_slide_deep() {
log "native: $BUILD/native/slide_bench --deep (about 4-5 minutes)"
local status=0
"$BUILD/native/slide_bench" --deep --results "$OUT/slide_deep.tsv" | tee "$OUT/slide_deep.log" || status=1
echo
awk -F'\t' '
$1 == "deep" { sizes[++n] = $2; oldp[$2] = $3; oldc[$2] = $4; newp[$2] = $5; newc[$2] = $6 }
$1 == "target" {
  k = $2 SUBSEP $3; cnt[k]++; met[k] += $5; t[k, cnt[k]] = $7; cpu[k, cnt[k]] = $8; if ($5) mt[k, ++mcnt[k]] = $7
  rows[++nr] = sprintf("%-4s %-6s %4d | %-6s %4d | %8.2f %8.2f | %7.1f", $2, $3, $4, $5 ? "met" : "missed", $6, $7 / 1000, $8 / 1000, $9 / 1e6)
}
function median(k, arr, c,   i, j, v, tmp) {
  if (c == 0) return "-"
  for (i = 1; i <= c; i++) tmp[i] = arr[k, i]
  for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (tmp[j] < tmp[i]) { v = tmp[i]; tmp[i] = tmp[j]; tmp[j] = v }
  return c % 2 ? tmp[(c + 1) / 2] : (tmp[c / 2] + tmp[c / 2 + 1]) / 2
}
END {
  print "Slide: deepest par found within 10 s, default densities (20% stationary, 15% moving), natively."
  print "old = the sampling generator (levelgen --no-climb), climbing = the new one; calls = generate() calls"
  print "in the 10 s (seeds 1, 2, ...; each keeps its deepest level; pars checked by slide::solve)."
  printf "%-6s | %8s %7s | %12s %7s | %s\n", "size", "old par", "calls", "climbing par", "calls", "climbing - old"
  for (i = 1; i <= n; i++) { s = sizes[i]
    printf "%-6s | %8d %7d | %12d %7d | %+d\n", s "x" s, oldp[s], oldc[s], newp[s], newc[s], newp[s] - oldp[s] }
  print ""
  print "10x10 targets per seed (default densities, each generator'"'"'s default budget): par (exact: slide::solve),"
  print "wall and CPU seconds of generate() (the machine is shared: wall also counts the other processes), positions"
  print "explored (millions; the same on any machine)."
  printf "%-4s %-6s %4s | %-6s %4s | %8s %8s | %7s\n", "min", "gen", "seed", "target", "par", "wall s", "cpu s", "M pos"
  for (i = 1; i <= nr; i++) print rows[i]
  print ""
  print "Summary, ms of generate():"
  printf "%-4s %-6s | %5s %5s | %12s %12s %12s\n", "min", "gen", "seeds", "met", "median ms", "median (met)", "median cpu"
  for (m = 25; m <= 35; m += 10) for (g = 0; g < 2; g++) {
    name = g ? "climb" : "old"; k = m SUBSEP name
    if (!cnt[k]) continue
    printf "%-4s %-6s | %5d %5d | %12.0f %12s %12.0f\n", m, name, cnt[k], met[k], median(k, t, cnt[k]), \
           mcnt[k] ? sprintf("%.0f", median(k, mt, mcnt[k])) : "-", median(k, cpu, cnt[k])
  }
  k = 25 SUBSEP "climb"
  by_wall = (met[k] >= 9 && median(k, t, cnt[k]) < 3000) ? "MET" : "NOT MET"
  by_cpu = (met[k] >= 9 && median(k, cpu, cnt[k]) < 3000) ? "MET" : "NOT MET"
  printf "Target 10x10 m25 met on >= 9 of 10 seeds, median < 3 s: %s by wall time, %s by CPU time\n", by_wall, by_cpu
  k = 35 SUBSEP "climb"
  printf "Target 10x10 m35 met within the budget on most seeds:   %s (%d of %d)\n", (met[k] * 2 > cnt[k]) ? "MET" : "NOT MET", met[k], cnt[k]
}' "$OUT/slide_deep.tsv" | tee "$OUT/slide_deep_table.txt"
echo
: > "$OUT/slide_targets.tsv"
for run in "2 1000" "2 5000" "1 1000"; do
  set -- $run
  log "native: $BUILD/native/slide_bench --targets --climber $1 --target-first $2"
  "$BUILD/native/slide_bench" --targets --climber "$1" --target-first "$2" --results "$OUT/slide_targets.part" || status=1
  cat "$OUT/slide_targets.part" >> "$OUT/slide_targets.tsv"
done
rm -f "$OUT/slide_targets.part"
echo
awk -F'\t' '
$1 == "target" {
  k = $3 SUBSEP int($4 / 1000); n[k]++; met[k] += $5; cpu[k, n[k]] = $8 / 1000; pos[k, n[k]] = $9 / 1e6
  rows[++nr] = sprintf("%-6s %5d | %-6s %4d | %8.2f | %7.1f", $3, $4, $5 ? "met" : "missed", $6, $8 / 1000, $9 / 1e6)
  if (!(k in seen)) { seen[k] = 1; keys[++nk] = k }
}
function median(k, arr, c,   i, j, v, tmp) {
  for (i = 1; i <= c; i++) tmp[i] = arr[k, i]
  for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (tmp[j] < tmp[i]) { v = tmp[i]; tmp[i] = tmp[j]; tmp[j] = v }
  return c % 2 ? tmp[(c + 1) / 2] : (tmp[c / 2] + tmp[c / 2 + 1]) / 2
}
END {
  print "Slide 10x10 --min-moves 25 on untuned seeds, default densities and budget, natively: CPU seconds of"
  print "generate() (this process'"'"'s own time) and positions explored (millions; the same on any machine)."
  print "climb2 = levelgen'"'"'s climber (params .climb2), climb = climber 1 (.climb, bands, the daily)."
  printf "%-6s %5s | %-6s %4s | %8s | %7s\n", "gen", "seed", "target", "par", "cpu s", "M pos"
  for (i = 1; i <= nr; i++) print rows[i]
  print ""
  printf "%-6s %-9s | %5s %5s | %12s %12s\n", "gen", "seeds", "runs", "met", "median cpu s", "median M pos"
  for (i = 1; i <= nk; i++) { k = keys[i]; split(k, part, SUBSEP)
    printf "%-6s %4d-%4d | %5d %5d | %12.2f %12.1f\n", part[1], part[2] * 1000, part[2] * 1000 + n[k] - 1, n[k], met[k], \
           median(k, cpu, n[k]), median(k, pos, n[k]) }
  for (i = 1; i <= nk; i++) { k = keys[i]; split(k, part, SUBSEP); if (part[1] != "climb2") continue
    printf "Target climb2 seeds %d-: 10 of 10 met, median <= 2 s of CPU: %s\n", part[2] * 1000, \
           (met[k] == n[k] && median(k, cpu, n[k]) <= 2) ? "MET" : "NOT MET" }
}' "$OUT/slide_targets.tsv" | tee "$OUT/slide_targets_table.txt"
return "$status"
}

# ===================================================================== Packs ===
# pack_rate JOBS ARGS...: levels per second levelgen reports for one --count run.
pack_rate() {
  local jobs="$1"; shift
  "$BUILD/native/levelgen" "$@" --jobs "$jobs" 2>&1 >/dev/null | sed -nE 's/.*levels in ([0-9.e+-]+) s \(([0-9.e+-]+) levels\/s\).*/\2 \1/p'
}

run_pack() {
local cores status=0 line one all
cores="$(nproc)"
log "packs: levelgen --count, 1 job and $cores jobs"
{
  echo "Packs: levelgen <kind> generate ... --count N, natively: levels per second with 1 job and with $cores (all cores)."
  printf '%-40s %6s | %12s %12s | %7s\n' "levels" "N" "1 job/s" "$cores jobs/s" "speedup"
  while IFS='|' read -r label n args; do
    one="$(pack_rate 1 $args --count "$n" --seed 1)"
    all="$(pack_rate "$cores" $args --count "$n" --seed 1)"
    if [ -z "$one" ] || [ -z "$all" ]; then status=1; echo "!! $label: levelgen failed"; continue; fi
    awk -v l="$label" -v n="$n" -v a="${one%% *}" -v b="${all%% *}" 'BEGIN {
      printf "%-40s %6d | %12.1f %12.1f | %6.2fx\n", l, n, a, b, b / a }'
  done <<'EOF2'
flow 15x15 countryside, medium|4000|flow generate --width 15 --height 15 --difficulty medium
flow 10x10 countryside, hard|2000|flow generate --width 10 --height 10 --difficulty hard
flow 15x15 countryside, expert|24|flow generate --width 15 --height 15 --difficulty expert
slide 8x8, par 12+, climbing|100|slide generate --width 8 --height 8 --min-moves 12
EOF2
} | tee "$OUT/pack_table.txt"
return "$status"
}

# ==================================================================== Blocks ===
# blocks_cli_wall CMD... < line: the median wall ms of 3 runs of CMD on one position.
blocks_cli_wall() {
  local line i t0 t1 LC_ALL=C
  IFS= read -r line
  for i in 1 2 3; do
    t0=$EPOCHREALTIME
    printf '%s\n' "$line" | "$@" >/dev/null 2>&1 || true
    t1=$EPOCHREALTIME
    echo "$t0 $t1"
  done | awk '{ print ($2 - $1) * 1000 }' | sort -g | sed -n 2p
}

run_blocks() {
local status=0 size out jobs cap tcap deep min_ms line seed
local B="$BUILD/native/blocks_bench" L="$BUILD/native/levelgen"
jobs="${BLOCKS_JOBS:-$(nproc)}"; cap="${BLOCKS_GEN_CAP:-20}"; tcap="${BLOCKS_TARGET_CAP:-30}"
deep="${BLOCKS_DEEP_SECONDS:-60}"
min_ms="${BLOCKS_MIN_MS:-20}"
rm -f "$OUT"/blocks_*.tsv "$OUT"/blocks_positions*.txt

# --- 1. the peer, per size: our flags (-O3), its Makefile's (-O3 -flto -march=native) ---
declare -A peer own
log "peer: Fogleman's C++ Solver, 5x5 6x6 7x7 (bench/peers/rush/build.sh; log build/bench/blocks_peer_build.log)"
if ! out="$("$ROOT/bench/peers/rush/build.sh" --flags ours 5 6 7 2>"$OUT/blocks_peer_build.log")"; then
  tail -n 4 "$OUT/blocks_peer_build.log" >&2
  return 1
fi
read -r peer[5] peer[6] peer[7] <<<"$(echo $out)"
if ! out="$("$ROOT/bench/peers/rush/build.sh" --flags peer 5 6 7 2>>"$OUT/blocks_peer_build.log")"; then
  tail -n 4 "$OUT/blocks_peer_build.log" >&2
  return 1
fi
read -r own[5] own[6] own[7] <<<"$(echo $out)"

# --- 2. generation figures (CPU time; our generator only) ------------------------
log "generation: seeds 1000-1009 per target, $jobs at a time, each capped at $cap s of CPU ($tcap s: 6x6, 40 moves)"
{
  "$B" gen --width 6 --height 6 --min-moves 30 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
  # the issue's target (6x6, 40 moves): a longer cap, so that a run near it does not flip the count
  "$B" gen --width 6 --height 6 --min-moves 40 --seeds 1000-1009 --jobs "$jobs" --cap "$tcap"
  # as levelgen runs it here: the two climbers on one thread a core, one run at a time
  "$B" gen --width 6 --height 6 --min-moves 40 --seeds 1000-1009 --threads "$(nproc)" --cap "$tcap"
  "$B" gen --width 6 --height 6 --min-moves 45 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
  "$B" gen --width 5 --height 5 --min-moves 20 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
  "$B" gen --width 7 --height 7 --min-moves 30 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
  "$B" gen --width 7 --height 7 --min-moves 40 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
  "$B" gen --rules klotski --width 4 --height 5 --min-moves 60 --seeds 1000-1009 --jobs "$jobs" --cap "$cap"
} | tee "$OUT/blocks_gen.tsv" | cut -f1-10 || status=1
log "the deepest 6x6 in $deep s of CPU, seeds 1000-1002 (three at once, each on its own CPU clock)"
"$B" gen --width 6 --height 6 --min-moves 51 --seeds 1000-1002 --jobs 3 --cap "$deep" --label deep |
  tee -a "$OUT/blocks_gen.tsv" | cut -f1-10 || status=1

# --- 3. the positions ---------------------------------------------------------------
log "positions: levelgen blocks generate (seeds 2000-2002), the met generation runs, Fogleman's boards"
while read -r w m k; do
  for seed in 2000 2001 2002; do echo "$w $m $k $seed"; done
done <<'EOF2' | xargs -P "$jobs" -L 1 sh -c '
  "$0" blocks generate --width "$1" --height "$1" --min-moves "$2" --walls "$3" --seed "$4" |
    sed -nE "s/.*\"board\":\"([^\"]*)\".*/\1\tlevelgen blocks generate --width $1 --height $1 --min-moves $2 --walls $3 --seed $4/p"' \
  "$L" | sort -t"$(printf '\t')" -k2 >"$OUT/blocks_positions_cli.tsv"
5 5 0
5 10 0
5 15 0
5 12 2
6 10 0
6 15 0
6 20 0
6 25 0
6 30 0
6 35 0
6 20 2
6 25 4
7 10 0
7 20 0
7 25 0
7 20 3
EOF2
{
  printf 'BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.\tFogleman: the hardest 6x6 (51 moves)\n'
  printf 'BB.C...D.CEE.DAAFGH.IIFGH.JKK.LLJ...\tFogleman: main.cpp (15 moves)\n'
  printf 'B..CDDBEEC.F.G.AAF.GHHIJKKL.IJ..L.MM\tFogleman: main.cpp (24 moves)\n'
  cat "$OUT/blocks_positions_cli.tsv"
  awk -F'\t' '$2 != "deep" && $2 !~ /klotski/ && $4 == 1 && $11 != "-" {
    printf "%s\tblocks_bench gen %s seed %s\n", $11, $2, $3 }' "$OUT/blocks_gen.tsv"
} | awk -F'\t' '!seen[$1]++' >"$OUT/blocks_positions.tsv"
cut -f1 "$OUT/blocks_positions.tsv" >"$OUT/blocks_positions.txt"
log "$(wc -l <"$OUT/blocks_positions.txt") positions in build/bench/blocks_positions.txt (sources: blocks_positions.tsv)"

# --- 4. the solvers on the same positions ----------------------------------------
log "ours: blocks_bench solve (pgw::blocks::solve; CPU, >= $min_ms ms a position)"
"$B" solve --min-ms "$min_ms" <"$OUT/blocks_positions.txt" >"$OUT/blocks_ours.tsv" || status=1
for size in 5 6 7; do
  log "peer ${size}x${size}: Solver::CountMoves (CPU, >= $min_ms ms a position); our solutions checked by its rules"
  awk -F'\t' -v n=$((size * size)) 'length($2) == n && $3 ~ /^[0-9]+$/ { print $2 "\t" $8 }' "$OUT/blocks_ours.tsv" |
    timeout -k 5 1200 "${peer[$size]}" --verify --min-ms "$min_ms" | sed "s/^/$size\t/" >>"$OUT/blocks_peer.tsv" ||
    { echo "!! the ${size}x${size} peer failed or ran over 20 minutes" >&2; status=1; }
  awk -F'\t' -v n=$((size * size)) 'length($2) == n && $3 ~ /^[0-9]+$/ { print $2 }' "$OUT/blocks_ours.tsv" |
    timeout -k 5 1200 "${own[$size]}" --min-ms "$min_ms" | sed "s/^/$size\t/" >>"$OUT/blocks_peer_own.tsv" ||
    { echo "!! the ${size}x${size} peer (its own flags) failed or ran over 20 minutes" >&2; status=1; }
done
log "whole commands: levelgen blocks solve - and the peer process, one position each (wall, median of 3)"
while IFS= read -r line; do
  size=$(awk -v n=${#line} 'BEGIN { print int(sqrt(n) + 0.5) }')
  [ -n "${peer[$size]:-}" ] || continue
  printf '%s\t%s\t%s\n' "$line" "$(blocks_cli_wall "$L" blocks solve - <<<"$line")" \
    "$(blocks_cli_wall "${peer[$size]}" <<<"$line")" >>"$OUT/blocks_cli.tsv"
done < <(awk -F'\t' '$3 ~ /^[0-9]+$/ { print $2 }' "$OUT/blocks_ours.tsv")

# --- 5. the tables --------------------------------------------------------------
echo
set +e
awk -F'\t' -v min_ms="$min_ms" -v deep="$deep" -v cxx="$(${CXX:-g++} --version | head -n1)" '
function band(m) { return m >= 50 ? 5 : int(m / 10) }
function bname(b) { return b == 5 ? "50+" : (b * 10 == 0 ? 1 : b * 10) "-" (b * 10 + 9) }
function ms(x) { return x < 1 ? sprintf("%.3f", x) : (x < 100 ? sprintf("%.2f", x) : sprintf("%.0f", x)) }
function ratio(a, b) { return b > 0 ? sprintf("%.1fx", a / b) : "-" }
function median(arr, c,   i, j, v, t) {
  for (i = 1; i <= c; i++) t[i] = arr[i]
  for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (t[j] < t[i]) { v = t[i]; t[i] = t[j]; t[j] = v }
  return c % 2 ? t[(c + 1) / 2] : (t[c / 2] + t[c / 2 + 1]) / 2
}
FILENAME ~ /blocks_ours.tsv$/ {
  n++; bd[n] = $2; if ($3 !~ /^[0-9]+$/) { bad[++nbad] = $2 " ours: " $3 " " $8; next }
  moves[$2] = $3; ours[$2] = $5; states[$2] = $7; size[$2] = int(sqrt(length($2)) + 0.5); next
}
FILENAME ~ /blocks_peer.tsv$/ { pm[$2] = $3; pt[$2] = $4; ver[$2] = $7; next }
FILENAME ~ /blocks_peer_own.tsv$/ { om[$2] = $3; ot[$2] = $4; next }
FILENAME ~ /blocks_cli.tsv$/ { cli[$1] = $2; pcli[$1] = $3; next }
FILENAME ~ /blocks_gen.tsv$/ {
  if ($2 == "deep") { dn++; dseed[dn] = $3; dpar[dn] = $5; dcpu[dn] = $6; dwall[dn] = $7; dbo[dn] = $8; dst[dn] = $9; dlv[dn] = ($11 != "-" ? $11 : $12); next }
  if (!($2 in gseen)) { gseen[$2] = 1; gorder[++gn] = $2 }
  # an unmet run counts as the cap (a lower bound: it stopped there, or earlier when its budget ran out)
  k = $2; gc[k]++; gmet[k] += $4; gcap[k] = $13; gw[k, gc[k]] = $7 / 1000
  gt[k, gc[k]] = ($4 || $6 > $13 * 1000 ? $6 / 1000 : $13)
  if (!(k in gmin) || $5 < gmin[k]) gmin[k] = $5; if ($5 > gmax[k]) gmax[k] = $5
  if ($6 / 1000 > gtmax[k]) gtmax[k] = $6 / 1000; if (!$4) gunmet[k]++
}
END {
  mism = 0
  for (i = 1; i <= n; i++) {
    b = bd[i]; if (!(b in moves)) continue
    if (!(b in pm)) { bad[++nbad] = b " no answer from the peer"; continue }
    if (pm[b] != moves[b] || (b in om && om[b] != moves[b])) { bad[++nbad] = b " moves: ours " moves[b] ", peer " pm[b] ", peer (own flags) " om[b]; continue }
    if (ver[b] != "ok") { bad[++nbad] = b " our solution, by the peer: " ver[b]; continue }
    k = size[b] SUBSEP band(moves[b]); cnt[k]++; so[k] += ours[b]; sp[k] += pt[b]; sw[k] += ot[b]; st[k] += states[b]
    if (pt[b] < ours[b]) pf[k]++
    if (b in cli) { cc[k]++; sc[k] += cli[b]; spc[k] += pcli[b] }
    K = size[b] SUBSEP "all"; cnt[K]++; so[K] += ours[b]; sp[K] += pt[b]; sw[K] += ot[b]; st[K] += states[b]
    if (pt[b] < ours[b]) pf[K]++
    if (b in cli) { cc[K]++; sc[K] += cli[b]; spc[K] += pcli[b] }
  }
  printf "Blocks solver against Fogleman'"'"'s C++ Solver (Solver::CountMoves), the same positions in one run.\n"
  printf "ms = mean per position. CPU: process CPU time of one solve (ours: pgw::blocks::solve in blocks_bench; peer:\n"
  printf "CountMoves, a fresh Solver a call), repeated to >= %s ms a position. CLI: wall time of the whole\n", min_ms
  printf "`levelgen blocks solve -` and of the whole peer process on one position (start-up included), median of 3.\n"
  printf "Flags: ours -O3 -DNDEBUG (CMake Release, -std=c++17); peer -O3 -DNDEBUG (same) and, \"own\", its Makefile'"'"'s\n"
  printf "-O3 -flto -march=native -DNDEBUG (-std=c++14); %s. ratio = peer / ours (> 1: ours faster).\n", cxx
  printf "%-5s %-6s %4s %9s | %9s %9s %7s | %9s %7s | %11s | %8s %8s %7s\n", "size", "moves", "pos", "states", \
         "ours CPU", "peer CPU", "ratio", "peer own", "ratio", "peer faster", "CLI ours", "CLI peer", "ratio"
  for (s = 5; s <= 7; s++) {
    for (b = 0; b <= 6; b++) {
      k = s SUBSEP (b == 6 ? "all" : b); if (!cnt[k]) continue
      c = cnt[k]
      printf "%-5s %-6s %4d %9.0f | %9s %9s %7s | %9s %7s | %5d of %-3d | %8s %8s %7s\n", s "x" s, b == 6 ? "all" : bname(b), c, \
             st[k] / c, ms(so[k] / c), ms(sp[k] / c), ratio(sp[k], so[k]), ms(sw[k] / c), ratio(sw[k], so[k]), pf[k], c, \
             cc[k] ? ms(sc[k] / cc[k]) : "-", cc[k] ? ms(spc[k] / cc[k]) : "-", cc[k] ? ratio(spc[k], sc[k]) : "-"
    }
  }
  hb = "BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM."
  if (hb in pm) printf "Fogleman'"'"'s hardest (51 moves): ours %s ms, peer %s ms (own flags %s ms): %s\n", ms(ours[hb]), ms(pt[hb]), ms(ot[hb]), ratio(pt[hb], ours[hb])
  print ""
  printf "Generation (ours, natively): blocks_bench gen = pgw::blocks::generate, seeds 1000-1009, CPU seconds of the\n"
  printf "generating thread; a run is capped (cap: s of CPU) and then keeps the deepest level it had (unmet: counted\n"
  printf "at the cap, so a median or max with \">\" is a lower bound). par = the levels'"'"' exact optimal moves.\n"
  printf "A .tN row: Budget::threads N, as levelgen sets it (a thread a core), one run at a time: its CPU is the\n"
  printf "process'"'"'s (all climbers; the same levels and work as one thread), its wall time what a user waits.\n"
  printf "%-18s %5s %4s %5s | %10s %10s %11s | %s\n", "target", "seeds", "cap", "met", "median s", "max s", "median wall", "pars (min-max)"
  for (i = 1; i <= gn; i++) {
    k = gorder[i]; c = gc[k]
    for (j = 1; j <= c; j++) { t1[j] = gt[k, j]; t2[j] = gw[k, j] }
    med = median(t1, c); exact = c % 2 ? gmet[k] >= (c + 1) / 2 : gmet[k] >= c / 2 + 1
    printf "%-18s %5d %4s %5d | %10s %10s %11.2f | %d-%d\n", k, c, gcap[k], gmet[k], (exact ? "" : ">") sprintf("%.2f", med), \
           (gunmet[k] ? ">" : "") sprintf("%.2f", gtmax[k]), median(t2, c), gmin[k], gmax[k]
  }
  if (dn) {
    print ""
    printf "The deepest 6x6 (no walls) found in %s s of CPU per seed (--min-moves 51: a run that reaches 51, the\n", deep
    printf "known maximum, stops there):\n"
    printf "%-6s %7s %8s %8s %8s %10s  %s\n", "seed", "deepest", "CPU s", "wall s", "boards", "M states", "level"
    for (i = 1; i <= dn; i++)
      printf "%-6s %7d %8.1f %8.1f %8d %10.1f  %s\n", dseed[i], dpar[i], dcpu[i] / 1000, dwall[i] / 1000, dbo[i], dst[i] / 1e6, dlv[i]
  }
  print ""
  if (nbad) {
    printf "!! %d CROSS-CHECK FAILURES (move counts differ, the peer rejects our solution, or a position failed):\n", nbad
    for (i = 1; i <= nbad; i++) print "!!   " bad[i]
  } else {
    printf "Cross-check: on all %d positions the optimal move counts agree (ours, the peer with both flags), and each of\n", n
    printf "             our solutions is legal by the peer'"'"'s Board::Moves and ends Board::Solved.\n"
  }
  exit nbad ? 1 : 0
}' "$OUT/blocks_ours.tsv" "$OUT/blocks_peer.tsv" "$OUT/blocks_peer_own.tsv" "$OUT/blocks_cli.tsv" \
   "$OUT/blocks_gen.tsv" | tee "$OUT/blocks_table.txt"
[ "${PIPESTATUS[0]}" = 0 ] || status=1
set -e
return "$status"
}

# ==================================================================== run ===
status=0
case "$what" in slide|all) run_slide || status=1 ;; esac
case "$what" in slide-deep) run_slide_deep || status=1 ;; esac
case "$what" in pack) run_pack || status=1 ;; esac
case "$what" in blocks) run_blocks || status=1 ;; esac
if [ "$what" = all ]; then echo; fi
case "$what" in flow|all) run_flow || status=1 ;; esac
case "$what" in flow-batch) run_flow_batch || status=1 ;; esac
if [ "$what" = all ]; then echo; fi
case "$what" in cities|all) run_cities || status=1 ;; esac
if [ "$what" = all ]; then echo; fi
case "$what" in assembly|all) run_assembly || status=1 ;; esac
echo "(total $((SECONDS - started)) s; logs and raw figures in ${OUT#$ROOT/}/)"
exit "$status"
