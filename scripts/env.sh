# env.sh — paths and tool settings shared by the scripts (sourced, not run).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PGW_CACHE="${PGW_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pgw}"
SDL_SRC="$PGW_CACHE/src/SDL2-2.26.5"
IMGUI_SRC="$PGW_CACHE/src/imgui-1.86"
BUILD="${BUILD_DIR:-$ROOT/build}"
JOBS="${JOBS:-$(nproc)}"

# Debian's emcc needs Debian's node modules (acorn) when node is not Debian's own.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
# Debian's emcc, em++ and emar run "${EMSDK_PYTHON:-python3}": Debian's own python, not the first python3
# on the PATH (a pyenv shim there spawns a few dozen processes per call: 0.8 CPU s per compile, against 0.3).
export EMSDK_PYTHON="${EMSDK_PYTHON:-/usr/bin/python3}"
# emscripten 3.1.6 output under node 20: without this it tries fetch() for the .wasm.
NODE_RUN=(node --no-experimental-fetch)

log() { printf '==> %s\n' "$*"; }
