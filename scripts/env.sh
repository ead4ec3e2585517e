# env.sh — paths and tool settings shared by the scripts (sourced, not run).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PGW_CACHE="${PGW_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pgw}"
SDL_SRC="$PGW_CACHE/src/SDL2-2.26.5"
IMGUI_SRC="$PGW_CACHE/src/imgui-1.86"
BUILD="${BUILD_DIR:-$ROOT/build}"
JOBS="${JOBS:-$(nproc)}"

# Debian's emcc needs Debian's node modules (acorn) when node is not Debian's own.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
# emscripten 3.1.6 output under node 20: without this it tries fetch() for the .wasm.
NODE_RUN=(node --no-experimental-fetch)

log() { printf '==> %s\n' "$*"; }
