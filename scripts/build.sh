#!/usr/bin/env bash
# build.sh [native] [asan] [wasm] [wasm-st] [site] [serve] [e2e] [units] [tests] — builds the named trees (default: all).
#   serve          only what serving needs (scripts/start.sh): levelgen, the two app builds and the
#                  kinds' worker module, then the site; no unit tests or benchmarks
#   e2e            what the end-to-end tests need: serve's, and levelgen in wasm
#   units          the unit tests natively, in wasm and under the sanitizers, and the RMA2 diff's harness
#   units-native, units-wasm, units-asan   one tree's part of units (scripts/test.sh builds them side by
#                  side, and runs each tree's tests as soon as its tree is built)
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

configure() {  # configure <dir> <cmake args...>: once per tree (again for a tree configured before unity builds)
  local dir="$1"; shift
  # Every tree is a unity build: a library's files compiled a few at a time (the app without threads:
  # 247 CPU s one by one, 159 so; the sanitizer tree 266 and 170). CMakeLists.txt opts out what cannot.
  if [ ! -f "$dir/build.ninja" ] || ! grep -q '^CMAKE_UNITY_BUILD:[A-Z]*=ON' "$dir/CMakeCache.txt"; then
    "$@" -B "$dir" -S "$ROOT" -G Ninja -DPGW_CACHE="$PGW_CACHE" -DCMAKE_UNITY_BUILD=ON >/dev/null
  fi
}

# The trees build side by side (each ninja -j$JOBS): a tree's last steps are one link at a time (the app
# without threads links in about 35 s on one core), and the others' compiles fill the other core.
# side_by_side <name> <command...> [-- <name> <command...>]...: each one's output goes to the screen as
# a whole when it ends; fails if any fails.
side_by_side() {
  local names=() pids=() logs=() cmd=() status=0 i
  local dir; dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    local name="$1"; shift
    cmd=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do cmd+=("$1"); shift; done
    [ $# -eq 0 ] || shift
    names+=("$name"); logs+=("$dir/${#names[@]}.log")
    "${cmd[@]}" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      log "built ${names[$i]}"; tail -3 "${logs[$i]}"
    else
      status=1; log "building ${names[$i]} failed:"; tail -40 "${logs[$i]}"
    fi
  done
  rm -rf "$dir"
  return $status
}

configure_native() { configure "$BUILD/native" cmake -DCMAKE_BUILD_TYPE=Release; }
configure_wasm() {
  # emcmake's default emulator flag is rejected by node 20; ctest runs node through this.
  configure "$BUILD/wasm" emcmake cmake -DCMAKE_BUILD_TYPE=Release \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
}
configure_wasm_st() {
  # No threads: the kinds' worker module for pages without cross-origin isolation.
  configure "$BUILD/wasm-st" emcmake cmake -DCMAKE_BUILD_TYPE=Release -DPGW_THREADS=OFF
}

build_native() {
  configure_native
  cmake --build "$BUILD/native" -j"$JOBS"
}

configure_asan() {
  # clang, so that the fuzz target shares the tree's objects (it had a tree of its own, a third of the
  # unit tests' build time). A tree an older checkout configured with g++ is configured again.
  if [ -f "$BUILD/asan/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++' "$BUILD/asan/CMakeCache.txt"; then
    rm -rf "$BUILD/asan"
  fi
  configure "$BUILD/asan" env CC=clang CXX=clang++ cmake -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPGW_SANITIZE=ON
}

ASAN_BUILD=(cmake --build "$BUILD/asan" -j"$JOBS" --target unit_tests decode_fuzz)
build_asan() {
  configure_asan
  "${ASAN_BUILD[@]}"
}

build_wasm() {
  configure_wasm
  cmake --build "$BUILD/wasm" -j"$JOBS"
}

build_wasm_st() {
  configure_wasm_st
  cmake --build "$BUILD/wasm-st" -j"$JOBS"
}

build_fuzz() {
  configure_asan
  cmake --build "$BUILD/asan" -j"$JOBS" --target decode_fuzz
}

build_serve() {
  configure_native
  configure_wasm
  configure_wasm_st
  side_by_side native cmake --build "$BUILD/native" -j"$JOBS" --target levelgen \
    -- wasm cmake --build "$BUILD/wasm" -j"$JOBS" --target app \
    -- wasm-st cmake --build "$BUILD/wasm-st" -j"$JOBS" --target app kinds_worker
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

UNITS_NATIVE=(cmake --build "$BUILD/native" -j"$JOBS" --target unit_tests rma2_diff)
UNITS_WASM=(cmake --build "$BUILD/wasm" -j"$JOBS" --target unit_tests)
build_units() {
  configure_native
  configure_wasm
  configure_asan
  side_by_side native "${UNITS_NATIVE[@]}" -- wasm "${UNITS_WASM[@]}" -- asan "${ASAN_BUILD[@]}"
}
build_units_native() { configure_native; "${UNITS_NATIVE[@]}"; }
build_units_wasm() { configure_wasm; "${UNITS_WASM[@]}"; }

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
    units-native|units-wasm) log "build $t"; "build_${t/-/_}" ;;
    units-asan) log "build $t"; build_asan ;;
    *) echo "build.sh: unknown target '$t' (native, asan, wasm, wasm-st, site, fuzz, serve, e2e, units," \
      "units-native, units-wasm, units-asan, tests)" >&2; exit 2 ;;
  esac
done
