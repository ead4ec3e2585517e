#!/usr/bin/env bash
# start.sh — the main job: set up what is missing, build, and serve the app at
# http://127.0.0.1:8080 (PORT=… to change) with the cross-origin isolation
# headers that pthreads need. Ctrl-C stops the server.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh" serve  # not the unit tests and benchmarks: scripts/test.sh builds those
log "levelgen CLI: $BUILD/native/levelgen"
exec python3 "$ROOT/scripts/serve.py" --dir "$BUILD/site" --port "${PORT:-8080}"
