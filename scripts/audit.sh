#!/usr/bin/env bash
# audit.sh [SITE] — the page audited as a test layer (scripts/audit.js): Lighthouse 12.2.3's
# accessibility, best practices and SEO, desktop and mobile, each at least 0.95 (AUDIT_MIN_SCORE), on a
# page that shows the app and that the back/forward cache restores, and axe-core in the started app
# (desktop, phone, embed) with no critical or serious violation, on Debian's chromium (CHROMIUM=…).
# SITE defaults to $BUILD/site (scripts/build.sh wasm wasm-st site); it is served with the cross-origin
# isolation headers, as scripts/start.sh serves it. Prints a PASS or FAIL line per check and ends with
# "audit: N passed, M failed"; Lighthouse's reports (HTML and JSON) and axe's results go to
# $BUILD/audit. About 45 s.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

if [ ! -d "$ROOT/node_modules/lighthouse" ] || [ ! -d "$ROOT/node_modules/axe-core" ]; then
  echo "FAIL lighthouse and axe-core are installed: no node_modules/lighthouse or node_modules/axe-core (scripts/setup.sh)"
  echo "audit: 0 passed, 1 failed"
  exit 1
fi
cd "$ROOT"
exec node "$ROOT/scripts/audit.js" "${1:-$BUILD/site}"
