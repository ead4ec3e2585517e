#!/usr/bin/env bash
# build.sh [native] [asan] [wasm] [wasm-st] [site] [serve] [e2e] [units] [tests] — builds the named trees (default: all).
#   serve          only what serving needs (scripts/start.sh): levelgen, the two app builds and the
#                  kinds' worker module, then the site; no unit tests or benchmarks
#   e2e            what the end-to-end tests need: serve's, and levelgen in wasm
#   units          the unit tests natively, in wasm and under the sanitizers, and the RMA2 diff's harness
#   tests          what scripts/test.sh needs: e2e's and units'; no benchmarks
#   build/native   g++ Release: levelgen CLI, unit tests, benchmarks
#   build/asan     clang with AddressSanitizer + UBSan and libFuzzer's coverage: unit tests and decode_fuzz
#   build/wasm     emcc Release, pthreads: the app, unit tests and benchmarks for node
#   build/wasm-st  emcc Release, no threads: the app for pages without cross-origin isolation
#                  (pgw-st, jobs sliced with Asyncify) and pgw-kinds, the generators for a plain Web Worker
#   build/site     the static site: index.html, the app's js/wasm, web assets, icons (scripts/make_icons.py),
#                  the service worker stamped with its file list and version (scripts/stamp_sw.py)
#   fuzz           decode_fuzz alone, in build/asan (scripts/fuzz.sh)
# Needs scripts/setup.sh first. Incremental: only what changed is rebuilt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

configure() {  # configure <dir> <cmake args...>: once per tree
  local dir="$1"; shift
  [ -f "$dir/build.ninja" ] || "$@" -B "$dir" -S "$ROOT" -G Ninja -DPGW_CACHE="$PGW_CACHE" >/dev/null
}

build_native() {
  configure "$BUILD/native" cmake -DCMAKE_BUILD_TYPE=Release
  cmake --build "$BUILD/native" -j"$JOBS"
}

configure_asan() {
  # clang, so that the fuzz target shares the tree's objects (it had a tree of its own, a third of the
  # unit tests' build time). A tree an older checkout configured with g++ is configured again.
  if [ -f "$BUILD/asan/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++' "$BUILD/asan/CMakeCache.txt"; then
    rm -rf "$BUILD/asan"
  fi
  # A unity build: the libraries' files compiled a few at a time (170 CPU s against 266, CMakeLists.txt).
  configure "$BUILD/asan" env CC=clang CXX=clang++ cmake -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPGW_SANITIZE=ON \
    -DCMAKE_UNITY_BUILD=ON
}

build_asan() {
  configure_asan
  cmake --build "$BUILD/asan" -j"$JOBS" --target unit_tests decode_fuzz
}

build_wasm() {
  # emcmake's default emulator flag is rejected by node 20; ctest runs node through this.
  configure "$BUILD/wasm" emcmake cmake -DCMAKE_BUILD_TYPE=Release \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
  cmake --build "$BUILD/wasm" -j"$JOBS"
}

build_wasm_st() {
  # No threads: the kinds' worker module for pages without cross-origin isolation.
  configure "$BUILD/wasm-st" emcmake cmake -DCMAKE_BUILD_TYPE=Release -DPGW_THREADS=OFF
  cmake --build "$BUILD/wasm-st" -j"$JOBS"
}

build_fuzz() {
  configure_asan
  cmake --build "$BUILD/asan" -j"$JOBS" --target decode_fuzz
}

build_serve() {
  configure "$BUILD/native" cmake -DCMAKE_BUILD_TYPE=Release
  cmake --build "$BUILD/native" -j"$JOBS" --target levelgen
  configure "$BUILD/wasm" emcmake cmake -DCMAKE_BUILD_TYPE=Release \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
  cmake --build "$BUILD/wasm" -j"$JOBS" --target app
  configure "$BUILD/wasm-st" emcmake cmake -DCMAKE_BUILD_TYPE=Release -DPGW_THREADS=OFF
  cmake --build "$BUILD/wasm-st" -j"$JOBS" --target app kinds_worker
  build_site
}

build_site() {
  local site="$BUILD/site"
  mkdir -p "$site"
  cp "$ROOT/index.html" "$site/"
  cp "$ROOT"/web/* "$site/" 2>/dev/null || true
  cp "$BUILD"/wasm/pgw.{js,wasm,worker.js} "$site/"
  cp "$BUILD"/wasm-st/pgw-kinds.{js,wasm} "$BUILD"/wasm-st/pgw-st.{js,wasm} "$site/"
  # Icons are drawn by a script (redrawn when it changes); the service worker
  # gets the list of files to cache and their version last, when all are in place.
  [ "$site/icon-512.png" -nt "$ROOT/scripts/make_icons.py" ] || python3 "$ROOT/scripts/make_icons.py" "$site"
  python3 "$ROOT/scripts/stamp_sw.py" "$site"
}

build_e2e() {
  build_serve
  # levelgen in wasm: the e2e's determinism checks compare it with the native one.
  cmake --build "$BUILD/wasm" -j"$JOBS" --target levelgen
}

build_units() {
  configure "$BUILD/native" cmake -DCMAKE_BUILD_TYPE=Release
  cmake --build "$BUILD/native" -j"$JOBS" --target unit_tests rma2_diff
  configure "$BUILD/wasm" emcmake cmake -DCMAKE_BUILD_TYPE=Release \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
  cmake --build "$BUILD/wasm" -j"$JOBS" --target unit_tests
  build_asan
}

build_tests() {
  build_e2e
  build_units
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(native asan wasm wasm-st site)
for t in "${targets[@]}"; do
  case "$t" in
    native|asan|wasm|site|fuzz|serve|e2e|units|tests) log "build $t"; "build_$t" ;;
    wasm-st) log "build $t"; build_wasm_st ;;
    *) echo "build.sh: unknown target '$t' (native, asan, wasm, wasm-st, site, fuzz, serve, e2e, units, tests)" >&2; exit 2 ;;
  esac
done
