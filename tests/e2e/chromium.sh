#!/bin/sh
# chromium.sh — Debian's chromium for the e2e tests (playwright.config.js), without the right to raise
# its own priority. Run as root, Chromium puts its GPU process at nice -8, and in software GL that
# process does most of the e2e's work: the unit tests' compilers beside it got what was left, and the
# sanitizer tree, the longest of scripts/test.sh's paths, took 1146 s to build (issue 23). Only root
# has the right to drop; anyone else never had it.
CHROMIUM_BIN="${CHROMIUM:-/usr/bin/chromium}"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set=-sys_nice "$CHROMIUM_BIN" "$@"
fi
exec "$CHROMIUM_BIN" "$@"
