#!/usr/bin/env bash
# Race mode under stress (docs/reliability.md, "Stress and fuzz"): the ten correct benchmark programs with
# their annotations compiled out, under `heddle run` at 32 and 64 threads, ROUNDS times each. A run passes
# when it exits 0 (no report) and prints its verified checksum ("ok").
# Usage: scripts/reliability/race-stress.sh [ROUNDS] [SCALE]   (defaults 3, 0.2; needs a build in build/)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3} scale=${2:-0.2}
bin="$top/build/bin" src="$top/tests/benchmarks"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
programs=(blackscholes fft histogram kmeans kvserver logger matmul pfscan pipeline wordcount)
for p in "${programs[@]}"; do
  extra=()
  [ "$p" = pipeline ] && extra=("$src/programs/lz.c")
  "$bin/heddle-cc" -O2 -g -DHEDDLE_NO_ANNOTATIONS -I"$src/common" "$src/programs/$p.c" "${extra[@]}" \
    "$src/common/bench.c" -o "$work/$p" -lm
done
ok=0 failed=0
for r in $(seq "$rounds"); do
  for t in 32 64; do
    for p in "${programs[@]}"; do
      status=0
      out=$(cd "$work" && "$bin/heddle" run --out "$work/$p.sarif" -- "./$p" --threads "$t" --scale "$scale" 2>&1) || status=$?
      if [ "$status" = 0 ] && grep -q ' ok$' <<<"$out"; then
        ok=$((ok + 1))
      else
        failed=$((failed + 1))
        echo "FAILED: $p --threads $t (round $r): exit $status"
        grep -m3 'report\|WRONG' <<<"$out" || true
      fi
    done
  done
done
echo "race-stress: $ok of $((ok + failed)) runs clean (rounds=$rounds, scale=$scale, 32 and 64 threads)"
[ "$failed" = 0 ]
