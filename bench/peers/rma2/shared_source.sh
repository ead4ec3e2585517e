# shared_source.sh — sourced by build.sh and scripts/diff.sh (ROOT set): the
# original's sources as the project keeps them beside its clones, UFO:AI
# master of 2015 copied file by file (see that folder's README.md). Prints
# the first of these that holds sv_rma.cpp; nothing when none does:
#   $ROOT/../shared/peers/ufoai-rma2, /work/shared/peers/ufoai-rma2
rma2_shared_source() {
  local dir
  for dir in "$ROOT/../shared/peers/ufoai-rma2" /work/shared/peers/ufoai-rma2; do
    if [ -f "$dir/src/server/sv_rma.cpp" ]; then
      (cd "$dir" && pwd)
      return 0
    fi
  done
  return 0
}
