#!/usr/bin/env bash
# setup.sh — installs and builds every dependency; idempotent, quick when done.
#
#   1. deb-src for bookworm main (SDL2 and Dear ImGui come as Debian source packages)
#   2. Debian binary packages: emscripten, cmake, ninja, g++, clang, doctest-dev, nlohmann-json3-dev (core/records.cpp), chromium,
#      JDK (benchmark peer), DejaVu fonts and fonttools (the app's font, subset at build time); firefox-esr,
#      webkit2gtk-driver and xvfb (the e2e's other engines)
#   3. SDL2 2.26.5 and Dear ImGui 1.86 source packages, unpacked into the cache
#   4. SDL2 built for wasm twice (with and without pthreads) into the cache, its sources compiled directly
#   5. Dear ImGui built for wasm (with its SDL2 and WebGL2 backends) into the cache
#   6. Playwright Test, puppeteer-core, selenium-webdriver, Lighthouse and axe-core from npm (drive and audit
#      Debian's chromium, firefox-esr and WebKitWebDriver; never download a browser)
#
# The cache lives outside the clone (PGW_CACHE, default ~/.cache/pgw) and each
# SDL2 and ImGui build is keyed on its version, emcc version and flags, so a
# fresh clone on a warm machine reuses it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

SDL_DEB_VERSION="2.26.5+dfsg-1"
IMGUI_DEB_VERSION="1.86+ds-1"
APT_GET=(apt-get -o DPkg::Lock::Timeout=900 -y -q)
export DEBIAN_FRONTEND=noninteractive
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# ---------------------------------------------------------------------------
# 1. deb-src
DEBSRC=/etc/apt/sources.list.d/pgw-debsrc.sources
if ! grep -qsE '^Types:.*deb-src' /etc/apt/sources.list.d/*.sources &&
   ! grep -qsE '^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list; then
  uri="$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
  as_root tee "$DEBSRC" >/dev/null <<EOF
Types: deb-src
URIs: ${uri:-http://deb.debian.org/debian}
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  log "enabled deb-src in $DEBSRC"
fi

# ---------------------------------------------------------------------------
# 2. binary packages
PKGS=(emscripten cmake ninja-build g++ clang libclang-rt-14-dev make dpkg-dev doctest-dev nlohmann-json3-dev
      chromium python3 openjdk-17-jdk-headless fonts-dejavu-core fonttools sgt-puzzles
      libboost-dev)  # Boost headers: the Blocks peer (Fogleman's C++ Rush Hour solver) in the diff test and bench
# The e2e projects firefox and webkit (tests/e2e/engines.js): webkit2gtk-driver brings WebKitWebDriver, and
# MiniBrowser through libwebkit2gtk-4.1-0; both run in a window on an Xvfb of their own.
PKGS+=(firefox-esr webkit2gtk-driver xvfb)
command -v npm >/dev/null || PKGS+=(npm)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
need_update=0
[ ${#missing[@]} -gt 0 ] && need_update=1
apt-cache showsrc libsdl2 2>/dev/null | grep -q "^Version: ${SDL_DEB_VERSION}\$" || need_update=1
if [ $need_update = 1 ]; then
  log "apt-get update"
  as_root "${APT_GET[@]}" update >/dev/null
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  as_root "${APT_GET[@]}" install --no-install-recommends "${missing[@]}" >/dev/null
fi

# ---------------------------------------------------------------------------
# 3. source packages
mkdir -p "$PGW_CACHE/dl" "$PGW_CACHE/src" "$PGW_CACHE/build"
unpack() {  # unpack <source-package> <version> <dest>
  local pkg="$1" ver="$2" dest="$3"
  [ -f "$dest/.unpacked" ] && [ "$(cat "$dest/.unpacked")" = "$ver" ] && return
  log "fetching source package $pkg=$ver"
  if [ "$(id -u)" = 0 ] && id _apt >/dev/null 2>&1; then chown _apt "$PGW_CACHE/dl"; fi
  ( cd "$PGW_CACHE/dl" && apt-get source --download-only "$pkg=$ver" >/dev/null 2>&1 )
  rm -rf "$dest"
  # dpkg-source checks the tarballs against the signed .dsc and applies Debian's patches.
  dpkg-source --no-copy -x "$PGW_CACHE/dl/${pkg}_${ver}.dsc" "$dest" >/dev/null
  echo "$ver" >"$dest/.unpacked"
}
unpack libsdl2 "$SDL_DEB_VERSION" "$SDL_SRC"
unpack imgui "$IMGUI_DEB_VERSION" "$IMGUI_SRC"

# ---------------------------------------------------------------------------
# 4. SDL2 for wasm, twice: every object in a -pthread link must be built with -pthread. Its sources
# are compiled directly, as Emscripten's own SDL2 port does, with SDL's own configuration for
# Emscripten (include/SDL_config_emscripten.h, which SDL_config.h picks there): SDL's CMake build
# spent 160 of its 200 s in configure checks run one after another (each one an emcc run).
# The source folders are those SDL's CMakeLists.txt builds for Emscripten (the common ones, then the
# Emscripten, dummy and generic back ends its configuration names); pthread threads with -pthread.
SDL_DIRS=(. atomic audio cpuinfo dynapi events file haptic hidapi joystick libm locale misc power render render/*
          sensor stdlib thread timer video video/yuv2rgb audio/disk audio/dummy audio/emscripten
          filesystem/emscripten haptic/dummy joystick/emscripten joystick/virtual loadso/dlopen
          locale/emscripten misc/emscripten power/emscripten sensor/dummy timer/unix video/emscripten)
build_sdl() {  # build_sdl <variant> <thread back end> <cflags>
  local variant="$1" threads="$2" cflags="$3"
  local prefix="$PGW_CACHE/sdl2-$variant" bdir="$PGW_CACHE/build/sdl2-$variant"
  local want="SDL $SDL_DEB_VERSION direct2 threads=$threads cflags=$cflags emcc=$(emcc -dumpversion)"
  if [ -f "$prefix/.stamp" ] && [ "$(cat "$prefix/.stamp")" = "$want" ]; then return; fi
  log "building SDL2 for wasm ($variant), log in $bdir.log"
  rm -rf "$bdir" "$prefix"
  mkdir -p "$bdir" "$prefix/include/SDL2" "$prefix/lib"
  local dir sources=()
  for dir in "${SDL_DIRS[@]}" "thread/$threads"; do
    for f in "$SDL_SRC/src/$dir"/*.c; do [ -f "$f" ] && f="${f#"$SDL_SRC/src/"}" && sources+=("${f#./}"); done
  done
  # Objects named by their path (SDL_sysjoystick.c is in several folders).
  printf '%s\n' "${sources[@]}" | xargs -P "$JOBS" -I{} sh -c \
    'emcc -O3 -DNDEBUG -D_REENTRANT -fno-strict-aliasing -fvisibility=hidden -w '"$cflags"' -I"$1/include" \
       -idirafter "$1/src/video/khronos" -c "$1/src/{}" -o "$2/$(echo {} | tr / _).o"' \
    sh "$SDL_SRC" "$bdir" >"$bdir.log" 2>&1 ||
    { echo "SDL2 ($variant) build failed; see $bdir.log" >&2; return 1; }
  emar rcs "$prefix/lib/libSDL2.a" "$bdir"/*.o
  cp "$SDL_SRC"/include/*.h "$prefix/include/SDL2/"
  echo "$want" >"$prefix/.stamp"
}
build_sdl mt pthread "-pthread"
build_sdl st generic ""

# ---------------------------------------------------------------------------
# 5. Dear ImGui for wasm (core + SDL2 and OpenGL ES 3 / WebGL2 backends), a
# static library with its headers (imgui_internal.h too: the app's keyboard
# focus and touch scrolling use it), against each SDL2 above. Built with
# IMGUI_ENABLE_TEST_ENGINE: ImGui then reports every item it lays out
# (src/app/platform/ui_items.cpp keeps them for Tab focus, screen readers and
# tests). The folder's name says so, so trees built before keep theirs.
build_imgui() {  # build_imgui <variant> <cflags>
  local variant="$1" cflags="$2"
  local prefix="$PGW_CACHE/imgui-te-$variant" bdir="$PGW_CACHE/build/imgui-te-$variant"
  local defines="-DIMGUI_IMPL_OPENGL_ES3 -DIMGUI_DISABLE_OBSOLETE_FUNCTIONS -DIMGUI_ENABLE_TEST_ENGINE"
  local want="imgui $IMGUI_DEB_VERSION cflags=$cflags $defines emcc=$(emcc -dumpversion)"
  if [ -f "$prefix/.stamp" ] && [ "$(cat "$prefix/.stamp")" = "$want" ]; then return; fi
  log "building Dear ImGui for wasm ($variant)"
  rm -rf "$bdir" "$prefix"
  mkdir -p "$bdir" "$prefix/include" "$prefix/lib"
  local sources=(imgui.cpp imgui_draw.cpp imgui_tables.cpp imgui_widgets.cpp
                 backends/imgui_impl_sdl.cpp backends/imgui_impl_opengl3.cpp)
  printf '%s\n' "${sources[@]}" | xargs -P "$JOBS" -I{} sh -c \
    'em++ -O2 '"$cflags $defines"' -I"$1" -I"$1/backends" -I"$2" -c "$1/{}" -o "$3/$(basename {} .cpp).o"' \
    sh "$IMGUI_SRC" "$PGW_CACHE/sdl2-$variant/include/SDL2" "$bdir" >"$bdir.log" 2>&1 ||
    { echo "Dear ImGui ($variant) build failed; see $bdir.log" >&2; return 1; }
  emar rcs "$prefix/lib/libimgui.a" "$bdir"/*.o
  cp "$IMGUI_SRC"/{imgui.h,imconfig.h,imgui_internal.h,imstb_textedit.h,imstb_rectpack.h,imstb_truetype.h} \
     "$IMGUI_SRC"/backends/{imgui_impl_sdl.h,imgui_impl_opengl3.h} "$prefix/include/"
  echo "$want" >"$prefix/.stamp"
}
build_imgui mt "-pthread"
build_imgui st ""

# ---------------------------------------------------------------------------
# 6. @playwright/test (lock file committed; node_modules is not). The e2e tests
# use Debian's chromium (playwright.config.js): no browser is ever downloaded,
# nor `playwright install` run.
if [ ! -f "$ROOT/node_modules/.package-lock.json" ] ||
   [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
  log "npm ci"
  ( cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error >/dev/null )
fi
