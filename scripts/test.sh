#!/usr/bin/env bash
# test.sh — set up, build, and run every test layer:
#   1. doctest unit tests, native (g++)
#   2. the same tests under AddressSanitizer + UBSan
#   3. the same tests compiled to wasm, run under node
#   4. fuzzing: libFuzzer on every decoder for FUZZ_SECONDS (default 20; scripts/fuzz.sh), one test
#   5. the differential test against the original RMA2 (scripts/diff.sh; its sources from UFOAI_SRC or
#      ../shared/peers/ufoai-rma2), one test per assembly; fails when the sources are missing
#   6. the Blocks differential test against Fogleman's C++ Rush Hour solver (scripts/blocks_diff.sh; its
#      sources from ../shared/peers/fogleman-rush, built with libboost-dev), one test per position
#   7. end-to-end: Playwright Test on the served page, one project per device in Debian's headless
#      Chromium, and a smoke set in Firefox and WebKit (playwright.config.js; screenshots in build/e2e,
#      failures' traces in build/e2e/results)
#   8. the page's audit: Lighthouse (accessibility, best practices, SEO) and axe-core (scripts/audit.sh)
#
# The e2e starts as soon as what it needs is built (the site, both app builds, levelgen natively and in
# wasm) and runs beside everything else: the unit tests' three trees build side by side, and each tree's
# tests (layers 1-3; the native tree's then 5, 6, the audit, then 4) start as soon as it is built.
# No check measures wall time (they measure CPU time or the work's own counters, and paced jobs wait for
# the test), so a busy machine cannot fail them, and the e2e's waits for the browser leave a core to the
# builds. The audit runs after the diffs, beside the e2e (it checks no timing). Ends with each layer's
# time and counts, and one line "total: N passed, M failed" (test cases over all layers).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

start=$SECONDS
LOGS="$BUILD/test-logs"
rm -rf "$LOGS"
mkdir -p "$LOGS"

# A layer writes its output to $LOGS/<layer>.log and its result to $LOGS/<layer>.result:
# "<passed> <failed> <status> <seconds>". Output goes to files, not $(...): a browser left behind
# by a killed run would hold a pipe open.
doctest_counts() {  # doctest_counts <log>: "passed failed" of its summary line, or nothing
  sed -nE 's/^\[doctest\] test cases: *[0-9]+ *\| *([0-9]+) passed *\| *([0-9]+) failed.*/\1 \2/p' "$1" | tail -1
}
summary_counts() {  # summary_counts <log> <word>: "passed failed" of "<word>: N passed, M failed[; ...]"
  sed -nE "s/^$2: ([0-9]+) passed, ([0-9]+) failed(; .*)?\$/\\1 \\2/p" "$1" | tail -1
}
# A step's CPU seconds (user + system): the builtin `times` in a subshell of its own that runs only the
# step, so no other step's processes are counted. Browsers are not: Chromium's renderers and GPU process
# are not reaped through Playwright, so the e2e and audit layers show none; the run's last line gives
# the machine's CPU time over the whole run instead (/proc/stat).
with_cpu() {  # with_cpu <file> <command...>: runs the command, writes its CPU seconds to <file>
  local out="$1" status=0; shift
  ( rc=0; "$@" || rc=$?; times >"$out.times"; exit $rc ) || status=$?
  sed -n 2p "$out.times" | tr 'ms' '  ' | awk '{ printf "%d\n", $1 * 60 + $2 + $3 * 60 + $4 }' >"$out"
  return $status
}
machine_cpu() {  # the machine's CPU seconds since boot (user, nice and system over all cores)
  awk '/^cpu / { printf "%d\n", ($2 + $3 + $4) / 100 }' /proc/stat
}
cpu0=$(machine_cpu)
run_layer() {  # run_layer <layer> <doctest|summary word> <command...>
  local layer="$1" kind="$2"; shift 2
  local t0=$SECONDS status=0 counts
  with_cpu "$LOGS/$layer.cpu" "$@" >"$LOGS/$layer.log" 2>&1 </dev/null || status=$?
  if [ "$kind" = doctest ]; then counts=$(doctest_counts "$LOGS/$layer.log"); else counts=$(summary_counts "$LOGS/$layer.log" "$kind"); fi
  echo "${counts:-0 1} $status $((SECONDS - t0))" >"$LOGS/$layer.result"
}
fuzz_layer() {  # one test: a crash or hang fails it (scripts/fuzz.sh keeps the input)
  local status=0
  "$ROOT/scripts/fuzz.sh" "${FUZZ_SECONDS:-20}" || status=$?
  if [ $status -eq 0 ]; then echo "fuzz: 1 passed, 0 failed"; else echo "fuzz: 0 passed, 1 failed"; fi
  return $status
}

# The page's audit: Lighthouse (accessibility, best practices, SEO >= 0.95, desktop and mobile) and axe-core
# in the started app (no critical or serious violation); reports in build/audit (scripts/audit.sh).
audit_layer() {
  log "audit (beside the end-to-end tests): Lighthouse and axe-core, headless Chromium"
  run_layer audit audit timeout -k 10 600 "$ROOT/scripts/audit.sh"
}

with_cpu "$LOGS/setup.cpu" "$ROOT/scripts/setup.sh"
setup_s=$((SECONDS - start))
with_cpu "$LOGS/build-e2e.cpu" "$ROOT/scripts/build.sh" e2e
build_e2e_s=$((SECONDS - start - setup_s))

log "end-to-end (in the background): Playwright Test; Chromium headless, Firefox and WebKit in windows on an Xvfb of their own"
# E2E_ONLY=slide,flow runs some parts (playwright.config.js); the reporter counts checks.
mkdir -p "$BUILD/e2e"
( cd "$ROOT" && run_layer e2e e2e timeout -k 10 "${E2E_TIMEOUT:-4200}" node_modules/.bin/playwright test ) &
pid_e2e=$!

# The unit tests' three trees build side by side, and each tree's tests start as soon as it is built
# (they waited for the slowest tree, and the sanitizer layer then ran alone at the end; issue 23).
# Each layer has a time limit well above its usual time (native ~1 min, asan ~4, wasm ~5 on two cores,
# more side by side), so a hang fails its layer instead of eating CI's time.
build_step() {  # build_step <name> <build.sh target>: log in $LOGS/build-<name>.log, seconds in .secs
  local t0=$SECONDS status=0
  with_cpu "$LOGS/build-$1.cpu" "$ROOT/scripts/build.sh" "$2" >"$LOGS/build-$1.log" 2>&1 || status=$?
  echo $((SECONDS - t0)) >"$LOGS/build-$1.secs"
  if [ $status -ne 0 ]; then
    tail -30 "$LOGS/build-$1.log"
    echo "test.sh: building $1 failed (above; whole log $LOGS/build-$1.log)" >&2
  fi
  return $status
}
not_run() { for layer in "$@"; do echo "0 1 1 0" >"$LOGS/$layer.result"; done; }
# The sanitizer layer in two halves side by side, split by source file into halves of about equal time:
# it is often the run's last layer, and alone it left a core idle (issue 23). Both halves' output, then
# one doctest summary of the two; fails if either fails. (Split so, each half took 45-55% of the whole.)
ASAN_HALF='*test_builtin_collections*,*test_slide_solver*,*test_slide_generator*,*test_kinds*'
asan_halves() {
  local a=0 b=0 pa pb c1 c2
  ASAN_OPTIONS=detect_leaks=1 timeout -k 10 1800 "$BUILD/asan/unit_tests" --no-colors --source-file="$ASAN_HALF" \
    >"$LOGS/asan-1.log" 2>&1 &
  pa=$!
  ASAN_OPTIONS=detect_leaks=1 timeout -k 10 1800 "$BUILD/asan/unit_tests" --no-colors --source-file-exclude="$ASAN_HALF" \
    >"$LOGS/asan-2.log" 2>&1 &
  pb=$!
  wait $pa || a=$?
  wait $pb || b=$?
  cat "$LOGS/asan-1.log" "$LOGS/asan-2.log"
  c1=$(doctest_counts "$LOGS/asan-1.log")
  c2=$(doctest_counts "$LOGS/asan-2.log")
  if [ -n "$c1" ] && [ -n "$c2" ]; then
    set -- $c1 $c2
    echo "[doctest] test cases: $(($1 + $2 + $3 + $4)) | $(($1 + $3)) passed | $(($2 + $4)) failed (two halves)"
  fi
  [ $a -eq 0 ] && [ $b -eq 0 ]
}
log "unit tests (native, asan, wasm), fuzzing and the two diffs, each as soon as its tree is built; logs in $LOGS"
(
  if build_step asan units-asan; then
    touch "$LOGS/asan.built"
    run_layer asan doctest asan_halves
  else
    touch "$LOGS/asan.unbuilt"; not_run asan
  fi
) &
pid_asan=$!
(
  if build_step wasm units-wasm; then
    run_layer wasm doctest timeout -k 10 1800 "${NODE_RUN[@]}" "$BUILD/wasm/unit_tests.js" --no-colors
  else
    not_run wasm
  fi
) &
pid_wasm=$!
if build_step native units-native; then
  run_layer native doctest timeout -k 10 900 "$BUILD/native/unit_tests" --no-colors
  # The differential test against the original: one test per assembly (missing sources fail it).
  run_layer diff "rma2 diff" timeout -k 10 1200 "$ROOT/scripts/diff.sh"
  # The Blocks solver against Fogleman's Rush Hour solver: one test per position (a missing peer fails it).
  run_layer blocks-diff "blocks diff" timeout -k 10 600 "$ROOT/scripts/blocks_diff.sh"
else
  not_run native diff blocks-diff
fi
audit_layer
# The fuzzer is built in the sanitizer tree.
while [ ! -e "$LOGS/asan.built" ] && [ ! -e "$LOGS/asan.unbuilt" ]; do sleep 1; done
if [ -e "$LOGS/asan.built" ]; then run_layer fuzz fuzz fuzz_layer; else not_run fuzz; fi
wait $pid_asan $pid_wasm || true
log "waiting for the end-to-end tests"
wait $pid_e2e || true
cp "$LOGS/e2e.log" "$BUILD/e2e/run.log"

# What each layer said, then the table.
passed=0
failed=0
layer_failed=()
table=()
for layer in native asan wasm fuzz diff blocks-diff e2e audit; do
  read -r p f status secs <"$LOGS/$layer.result"
  case "$layer" in
    native|asan|wasm)
      log "unit tests: $layer"
      grep -E '^\[doctest\] (test cases|assertions)|ERROR|FATAL|cancel landed' "$LOGS/$layer.log" || true ;;
    *) log "$layer"; cat "$LOGS/$layer.log" ;;
  esac
  # A layer without its summary line failed as a whole: show its end.
  [ "$p $f" != "0 1" ] || [ "$layer" = fuzz ] || tail -20 "$LOGS/$layer.log"
  passed=$((passed + p))
  failed=$((failed + f))
  [ "$status" -eq 0 ] && [ "$f" -eq 0 ] || layer_failed+=("$layer")
  cpu=$(cat "$LOGS/$layer.cpu" 2>/dev/null || echo '?')
  case "$layer" in e2e|audit) cpu='-' ;; esac
  table+=("$(printf '  %-12s %5d s  %5s CPU s  %5d passed  %3d failed' "$layer" "$secs" "$cpu" "$p" "$f")")
done
flaky=$(sed -nE 's/^e2e: .*; passed only when run again: (.*)$/\1/p' "$LOGS/e2e.log")
[ -z "$flaky" ] || echo "flaky e2e tests (passed only when run again): $flaky"

echo "time by layer (the e2e ran beside everything after 'build e2e'; each unit tree's build and then its"
echo "tests beside the others', the native tree's followed by the diffs, the audit and fuzzing; CPU s: what"
echo "the step's own processes used, user and system, on all cores, browsers not counted):"
printf '  %-12s %5d s  %5s CPU s\n' setup "$setup_s" "$(cat "$LOGS/setup.cpu")" "build e2e" "$build_e2e_s" "$(cat "$LOGS/build-e2e.cpu")"
for tree in native asan wasm; do
  printf '  %-12s %5s s  %5s CPU s\n' "build $tree" "$(cat "$LOGS/build-$tree.secs" 2>/dev/null || echo '?')" \
    "$(cat "$LOGS/build-$tree.cpu" 2>/dev/null || echo '?')"
done
printf '%s\n' "${table[@]}"
total_s=$((SECONDS - start))
total_cpu=$(($(machine_cpu) - cpu0))
printf '  %-12s %5d s  %5s CPU s  (the whole machine, browsers and all: %d%% of its %d cores busy)\n' total "$total_s" \
  "$total_cpu" $((100 * total_cpu / (total_s * $(nproc) + 1))) "$(nproc)"
[ ${#layer_failed[@]} -eq 0 ] || echo "failing layers: ${layer_failed[*]}"
echo "total: $passed passed, $failed failed"
[ ${#layer_failed[@]} -eq 0 ]
