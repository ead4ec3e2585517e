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
#   7. end-to-end: Playwright Test drives Debian's headless Chromium on the served page, one project
#      per device (playwright.config.js; screenshots in build/e2e, failures' traces in build/e2e/results)
# Ends with one line "total: N passed, M failed" (test cases over all layers).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh" native asan wasm wasm-st site

passed=0
failed=0
layer_failed=()
run_doctest() {  # run_doctest <layer> <command...>
  local layer="$1"; shift
  log "unit tests: $layer"
  local out status=0
  out=$("$@" 2>&1) || status=$?
  printf '%s\n' "$out" | grep -E '^\[doctest\] (test cases|assertions)|ERROR|FATAL|cancel landed' || true
  local line p f
  line=$(printf '%s\n' "$out" | grep -E '^\[doctest\] test cases:' | tail -1 || true)
  p=$(printf '%s' "$line" | sed -nE 's/.*\| *([0-9]+) passed.*/\1/p')
  f=$(printf '%s' "$line" | sed -nE 's/.*\| *([0-9]+) failed.*/\1/p')
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
  if [ $status -ne 0 ] || [ -z "$line" ]; then
    [ -n "$line" ] || { printf '%s\n' "$out" | tail -20; failed=$((failed + 1)); }
    layer_failed+=("$layer")
  fi
}

# Each layer has a time limit well above its usual time (native ~1 min, asan ~4,
# wasm ~5 on two cores), so a hang fails its layer instead of eating CI's time.
run_doctest native timeout -k 10 900 "$BUILD/native/unit_tests" --no-colors
run_doctest asan timeout -k 10 1500 env ASAN_OPTIONS=detect_leaks=1 "$BUILD/asan/unit_tests" --no-colors
run_doctest wasm timeout -k 10 1500 "${NODE_RUN[@]}" "$BUILD/wasm/unit_tests.js" --no-colors

# Fuzzing, bounded: counted as one test (a crash or hang fails it; scripts/fuzz.sh keeps the input).
if "$ROOT/scripts/fuzz.sh" "${FUZZ_SECONDS:-20}"; then passed=$((passed + 1)); else failed=$((failed + 1)); layer_failed+=(fuzz); fi

# run_counted <layer> <summary word> <command...>: runs a layer that ends with the line
# "<summary word>: N passed, M failed" (perhaps followed by "; K flaky") and adds its counts
# (no such line: one failure).
run_counted() {
  local layer="$1" word="$2"; shift 2
  local out status=0 p f
  out=$("$@" 2>&1) || status=$?
  printf '%s\n' "$out"
  p=$(printf '%s\n' "$out" | sed -nE "s/^$word: ([0-9]+) passed, ([0-9]+) failed(; .*)?\$/\\1/p" | tail -1 || true)
  f=$(printf '%s\n' "$out" | sed -nE "s/^$word: ([0-9]+) passed, ([0-9]+) failed(; .*)?\$/\\2/p" | tail -1 || true)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-1}))
  [ $status -eq 0 ] && [ -n "$p" ] || layer_failed+=("$layer")
}

# The differential test against the original: one test per assembly (missing sources fail it).
run_counted diff "rma2 diff" timeout -k 10 1200 "$ROOT/scripts/diff.sh"
# The Blocks solver against Fogleman's Rush Hour solver: one test per position (a missing peer fails it).
run_counted blocks-diff "blocks diff" timeout -k 10 600 "$ROOT/scripts/blocks_diff.sh"

log "end-to-end: Playwright Test, headless Chromium"
# Into a file, not $(...): a browser left behind by a killed run would hold a pipe open.
# E2E_ONLY=slide,flow runs some parts (playwright.config.js); the reporter counts checks.
mkdir -p "$BUILD/e2e"
e2e_status=0
( cd "$ROOT" && timeout -k 10 "${E2E_TIMEOUT:-2700}" node_modules/.bin/playwright test ) >"$BUILD/e2e/run.log" 2>&1 ||
  e2e_status=$?
run_counted e2e e2e bash -c 'cat "$1"; exit "$2"' _ "$BUILD/e2e/run.log" "$e2e_status"
flaky=$(sed -nE 's/^e2e: .*; passed only when run again: (.*)$/\1/p' "$BUILD/e2e/run.log")
[ -z "$flaky" ] || echo "flaky e2e tests (passed only when run again): $flaky"

[ ${#layer_failed[@]} -eq 0 ] || echo "failing layers: ${layer_failed[*]}"
echo "total: $passed passed, $failed failed"
[ ${#layer_failed[@]} -eq 0 ]
