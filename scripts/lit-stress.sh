#!/usr/bin/env bash
# Runs lit tests many times under different schedules, to find the ones whose
# outcome depends on thread interleaving or timing before CI does.
#   lit-stress.sh [--runs N] [--modes LIST] [--keep DIR] TEST...
# TEST: a lit test file or directory under runtime/test (as lit takes them).
# Each run is one lit invocation with -j1 over all TESTs, under one schedule:
#   plain     as the machine is
#   one-core  taskset -c 0: every thread on one core, long time slices
#   nice      nice -n 19: preempted by anything else on the machine (on a
#             loaded machine that starves the compiles too: slow)
#   busy      a busy loop pinned to the last core while the tests run
#   idle      nice -n -20 (root): ahead of everything else, so threads run in
#             parallel as on an idle machine — idle-only flakes (a merge sort's
#             mergers overlapping) show under load only this way
# (default: all five, N runs each, interleaved so that a change in the machine's
# load spreads over every mode). Prints per test and mode the failures out of N;
# the failing runs' lit output is kept under DIR (default: a new directory in
# $TMPDIR, named at the end, removed when nothing failed). Exit status 1 when
# anything failed. The SARIF validator is skipped (its verdict does not depend
# on the schedule, and it takes most of the time): the full suite runs it.
# Build dir: $HEDDLE_BUILD_DIR (default: build).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
runs=20
modes="plain one-core nice busy idle"
keep=""
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    --*) echo "lit-stress.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "lit-stress.sh: name at least one test, e.g. runtime/test/race/no-interleaving.c" >&2
  exit 2
fi
case $runs in ''|*[!0-9]*) echo "lit-stress.sh: --runs takes a number, not '$runs'" >&2; exit 2 ;; esac
for m in $modes; do
  case $m in plain|one-core|nice|busy|idle) ;;
    *) echo "lit-stress.sh: unknown mode '$m' (plain, one-core, nice, busy, idle)" >&2; exit 2 ;;
  esac
done
build=${HEDDLE_BUILD_DIR:-build}
case $build in /*) ;; *) build=$top/$build ;; esac
site=$build/runtime/test/lit.site.cfg.py
if [ ! -f "$site" ]; then
  echo "lit-stress.sh: $site not found: build first (HEDDLE_BUILD_DIR=$build bash scripts/build.sh)" >&2
  exit 2
fi
lit=/usr/lib/llvm-16/build/utils/lit/lit.py
made_keep=0
if [ -z "$keep" ]; then keep=$(mktemp -d "${TMPDIR:-/tmp}/heddle-lit-stress.XXXXXX"); made_keep=1; fi
mkdir -p "$keep"

busy_pid=""
stop_busy() {
  if [ -n "$busy_pid" ]; then kill "$busy_pid" 2>/dev/null || true; wait "$busy_pid" 2>/dev/null || true; fi
  busy_pid=""
}
trap stop_busy EXIT
trap 'exit 130' INT TERM # stop: the EXIT trap ends the busy loop
last_core=$(( $(nproc) - 1 ))

declare -A fails=() # test,mode -> failures
for ((i = 1; i <= runs; i++)); do
  for m in $modes; do
    prefix=()
    case $m in
      one-core) prefix=(taskset -c 0) ;;
      nice) prefix=(nice -n 19) ;;
      idle) prefix=(nice -n -20) ;;
      busy) taskset -c "$last_core" sh -c 'while :; do :; done' & busy_pid=$! ;;
    esac
    out=$keep/run-$i-$m.txt
    rc=0
    "${prefix[@]}" python3 "$lit" -j1 -v --param heddle_site_config="$site" --param heddle_skip_sarif_validate=1 "$@" >"$out" 2>&1 || rc=$?
    stop_busy
    failed=$(sed -n 's/^\(FAIL\|UNRESOLVED\|TIMEOUT\): heddle-runtime :: \(.*\) (.*/\2/p' "$out")
    # lit failing without naming a test (a bad path, a broken site file) is a failure too.
    if [ "$rc" != 0 ] && [ -z "$failed" ]; then failed="(lit-exit-$rc)"; fi
    if [ -z "$failed" ]; then rm -f "$out"; fi
    for t in $failed; do fails[$t,$m]=$(( ${fails[$t,$m]:-0} + 1 )); done
  done
  echo "run $i/$runs done" >&2
done

if [ ${#fails[@]} -eq 0 ]; then
  echo "no failures in $runs runs per mode (modes: $modes)"
  [ "$made_keep" = 0 ] || rm -rf "$keep"
  exit 0
fi
echo "failures out of $runs runs per mode (modes: $modes); the failing runs' lit output is in $keep"
for key in "${!fails[@]}"; do echo "${key%,*} ${key##*,} ${fails[$key]}/$runs"; done | sort
exit 1
