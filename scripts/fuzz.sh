#!/usr/bin/env bash
# fuzz.sh [SECONDS] — builds decode_fuzz (in build/asan) and runs the libFuzzer target
# decode_fuzz (every decoder of user text; tests/fuzz/decode_fuzz.cpp) for
# SECONDS (default 600), one process.
#
# Works on build/fuzz/corpus-work: the seed corpus (tests/fuzz/corpus) copied
# in, plus what earlier runs found there. Each input may take at most 5 s
# (-timeout: a hang is a failure) and the process 2048 MB. Prints the number
# of inputs run (libFuzzer's stat::number_of_executed_units); the whole log is
# build/fuzz/last-run.log. Exits non-zero on a crash, hang, leak or property
# violation, keeping the input in build/fuzz/artifacts/ (reproduce with
# build/asan/decode_fuzz FILE; add it to tests/fuzz/corpus once fixed).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

seconds="${1:-600}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a positive whole number, not '$seconds'" >&2; exit 2; }

"$ROOT/scripts/build.sh" fuzz >/dev/null

dir="$BUILD/fuzz"
mkdir -p "$dir/corpus-work" "$dir/artifacts"
cp "$ROOT"/tests/fuzz/corpus/* "$dir/corpus-work/"
log_file="$dir/last-run.log"

log "fuzzing the decoders for ${seconds} s (log: $log_file)"
status=0
"$BUILD/asan/decode_fuzz" "$dir/corpus-work" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
  -max_len=8192 -print_final_stats=1 -artifact_prefix="$dir/artifacts/" >"$log_file" 2>&1 || status=$?

execs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log_file" | tail -1)
rate=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$log_file" | tail -1)
units=$(ls "$dir/corpus-work" | wc -l)
if [ $status -ne 0 ]; then
  tail -40 "$log_file"
  crash=$(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log_file" | tail -1)
  echo "fuzz: FAILED (status $status) after ${execs:-?} executions${crash:+; input kept in $crash}"
  exit 1
fi
echo "fuzz: ${execs:-?} executions in ${seconds} s (${rate:-?}/s), no crash; corpus ${units} inputs"
[ -n "$execs" ]
