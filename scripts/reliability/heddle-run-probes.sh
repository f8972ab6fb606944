#!/usr/bin/env bash
# Reliability probes of `heddle run` and its reports (docs/reliability.md,
# "heddle run and reports"): signal storms around heddle run, the crash/kill
# matrix, long paths, a symlink planted at the SARIF's temporary name, exec.
# Each probe runs ROUNDS times and prints one figure line,
#   <probe>: <ok>/<rounds> <what held>
# and the script exits 1 when any round failed (the failing round's files are
# kept in the work directory, whose path is printed).
#
#   scripts/reliability/heddle-run-probes.sh [--rounds N] [--bin DIR] [PROBE...]
#
# PROBE: signals timeout crashes long-paths symlink exec (default: all).
# --bin: where heddle and heddle-cc are (default: build/bin of this checkout).
# The lit test runtime/test/crash/reliability-probes.test runs every probe
# with 3 rounds on each `scripts/test.sh`; the figures in docs/reliability.md
# are from 20 rounds (--rounds 20).
set -uo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
rounds=20
bin=$top/build/bin
probes=()
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "heddle-run-probes: unknown option $1 (see --help)" >&2; exit 64 ;;
    *) probes+=("$1"); shift ;;
  esac
done
[ ${#probes[@]} -gt 0 ] || probes=(signals timeout crashes long-paths symlink exec)
for tool in heddle heddle-cc; do
  if [ ! -x "$bin/$tool" ]; then
    echo "heddle-run-probes: $bin/$tool not found; build first (scripts/build.sh) or pass --bin" >&2
    exit 64
  fi
done
heddle=$bin/heddle
work=$(mktemp -d "${TMPDIR:-/tmp}/heddle-probes.XXXXXX")
failed=0

# The program under test: one use-after-free report per call of report()
# (dedup=0 makes `reports` of them: a slow report), then what argv[1] says.
cat > "$work/probe.c" <<'EOF'
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void report(void) {
  int *p = malloc(sizeof *p);
  free(p);
  *(volatile int *)p = 1; /* use after free */
}

int main(int argc, char **argv) {
  const char *how = argc > 1 ? argv[1] : "exit";
  int n = argc > 2 ? atoi(argv[2]) : 1;
  for (int i = 0; i < n; i++) report();
  if (argc > 3) close(open(argv[3], O_CREAT | O_WRONLY, 0600)); /* ready */
  if (!strcmp(how, "wait")) for (;;) pause();
  if (!strcmp(how, "segv")) *(volatile int *)0 = 1;
  if (!strcmp(how, "abort")) abort();
  if (!strcmp(how, "kill")) raise(SIGKILL);
  if (!strcmp(how, "term")) raise(SIGTERM);
  if (!strcmp(how, "bus")) raise(SIGBUS);
  if (!strcmp(how, "fork-segv")) {
    pid_t pid = fork();
    if (pid == 0) { report(); *(volatile int *)0 = 1; }
    waitpid(pid, 0, 0);
  }
  if (!strcmp(how, "exec")) execl("/bin/true", "true", (char *)0);
  return !strcmp(how, "exit3") ? 3 : 0;
}
EOF
"$bin/heddle-cc" -O1 "$work/probe.c" -o "$work/probe" || { echo "heddle-run-probes: cannot build the probe program" >&2; exit 70; }
export HEDDLE_OPTIONS=unannotated=private:dedup=0

# sarif_ok FILE MIN_RESULTS [SIGNAL_NAME]: a complete SARIF (it parses) with at
# least MIN_RESULTS results; with SIGNAL_NAME, the invocation names that signal.
sarif_ok() {
  python3 - "$@" <<'EOF'
import json, sys
path, want = sys.argv[1], int(sys.argv[2])
signal = sys.argv[3] if len(sys.argv) > 3 else None
try:
    run = json.load(open(path))["runs"][0]
except Exception:
    sys.exit(1)
inv = run["invocations"][0]
if len(run["results"]) < want:
    sys.exit(1)
if signal and (inv["executionSuccessful"] or inv.get("properties", {}).get("programSignalName") != signal):
    sys.exit(1)
EOF
}

# figure NAME OK WHAT: prints the probe's line; a short count fails the script.
figure() {
  echo "$1: $2/$rounds $3"
  [ "$2" -eq "$rounds" ] || failed=1
}

# Two signals 2 ms apart to heddle's process group (what GNU timeout does:
# heddle, then the group; a double Ctrl-C is the same), while heddle reads the
# 20,000 reports' log. The report must be complete, nothing left behind.
probe_signals() {
  local sig ok=0 dir=$work/signals
  for sig in TERM INT; do
    ok=0
    for i in $(seq "$rounds"); do
      rm -rf "$dir" && mkdir -p "$dir/tmp"
      # --default-signal: a background job of a script starts with SIGINT ignored.
      TMPDIR=$dir/tmp setsid env --default-signal=INT "$heddle" run --format none --out "$dir/out.sarif" -- \
        "$work/probe" wait 20000 "$dir/ready" & local pid=$!
      # At most 60 s for the program to log its reports (heddle may have failed to start it).
      local waited=0
      while [ ! -e "$dir/ready" ] && [ "$waited" -lt 6000 ] && kill -0 "$pid" 2>/dev/null; do
        sleep 0.01; waited=$((waited + 1))
      done
      kill -"$sig" -- -"$pid"; sleep 0.002; kill -"$sig" -- -"$pid"
      wait "$pid"; local rc=$?
      local code=$((128 + $(kill -l "$sig")))
      if [ "$rc" -eq "$code" ] && sarif_ok "$dir/out.sarif" 1 "SIG$sig" &&
         [ -z "$(ls -A "$dir/tmp")" ] && [ -z "$(ls "$dir"/out.sarif.tmp.* 2>/dev/null)" ]; then
        ok=$((ok + 1))
      fi
    done
    figure "signals-$sig" "$ok" "runs with two SIG$sig 2 ms apart to the process group wrote a complete SARIF, exited $((128 + $(kill -l "$sig"))) and left no temporary file"
  done
}

# GNU timeout around heddle run, as in CI: timeout -s TERM 0.3 heddle run …
probe_timeout() {
  local ok=0 dir=$work/timeout
  for i in $(seq "$rounds"); do
    rm -rf "$dir" && mkdir -p "$dir/tmp"
    TMPDIR=$dir/tmp timeout -s TERM 0.3 "$heddle" run --format none --out "$dir/out.sarif" -- \
      "$work/probe" wait 20000
    if sarif_ok "$dir/out.sarif" 1 SIGTERM && [ -z "$(ls -A "$dir/tmp")" ] &&
       [ -z "$(ls "$dir"/out.sarif.tmp.* 2>/dev/null)" ]; then
      ok=$((ok + 1))
    fi
  done
  figure timeout "$ok" "runs of 'timeout -s TERM 0.3 heddle run' (a 20,000-report program) wrote a complete SARIF and left no temporary file"
}

# How the program ends × what heddle run says: exit status, results, signal.
probe_crashes() {
  local how want sig min ok dir=$work/crashes
  mkdir -p "$dir"
  for row in "exit 66 - 1" "exit3 66 - 1" "segv 139 SIGSEGV 1" "abort 134 SIGABRT 1" "kill 137 SIGKILL 1" \
             "term 143 SIGTERM 1" "bus 135 SIGBUS 1" "fork-segv 66 - 1"; do
    set -- $row
    how=$1 want=$2 sig=$3 min=$4 ok=0
    for i in $(seq "$rounds"); do
      "$heddle" run --format none --out "$dir/$how.sarif" -- "$work/probe" "$how" 1 2>/dev/null
      local rc=$?
      if [ "$sig" = - ]; then sarif_ok "$dir/$how.sarif" "$min"; else sarif_ok "$dir/$how.sarif" "$min" "$sig"; fi &&
        [ "$rc" -eq "$want" ] && ok=$((ok + 1))
    done
    local named=""
    [ "$sig" = - ] || named=", the invocation naming $sig"
    figure "crash-$how" "$ok" "runs ending by '$how' exited $want with the report in the SARIF$named"
  done
  # A direct run (no heddle run): symbolized file:line frames at exit, status 66.
  ok=0
  for i in $(seq "$rounds"); do
    "$work/probe" exit3 1 2> "$dir/direct.err"
    local rc=$?
    [ "$rc" -eq 66 ] && grep -q "probe.c:[0-9]*:[0-9]* (probe+0x" "$dir/direct.err" && ok=$((ok + 1))
  done
  figure direct-run "$ok" "direct runs with a report exited 66 and printed symbolized file:line frames"
}

# 600-character TMPDIR, executable path and HEDDLE_LOG_DIR.
probe_long_paths() {
  local long ok=0 dir=$work/long
  long=$dir/$(printf 'd%.0s' $(seq 200))/$(printf 'e%.0s' $(seq 200))/$(printf 'f%.0s' $(seq 200))
  for i in $(seq "$rounds"); do
    rm -rf "$dir" && mkdir -p "$long/tmp" "$long/logs" && cp "$work/probe" "$long/probe"
    TMPDIR=$long/tmp "$heddle" run --out "$dir/run.sarif" -- "$long/probe" exit 1 2> "$dir/run.err"
    local rc=$?
    HEDDLE_LOG_DIR=$long/logs "$long/probe" exit 1 2>/dev/null
    "$heddle" report --format none --out "$dir/report.sarif" "$long/logs"
    local rc2=$?
    [ "$rc" -eq 66 ] && [ "$rc2" -eq 66 ] && grep -q "probe.c:[0-9]*:[0-9]* (probe+0x" "$dir/run.err" &&
      sarif_ok "$dir/run.sarif" 1 && sarif_ok "$dir/report.sarif" 1 && [ -z "$(ls -A "$long/tmp")" ] &&
      ok=$((ok + 1))
  done
  figure long-paths "$ok" "runs with a ${#long}-character TMPDIR, HEDDLE_LOG_DIR and executable directory kept the report and symbolized it"
}

# A symlink planted at the old predictable temporary name <out>.tmp.<pid>.
probe_symlink() {
  local ok=0 dir=$work/symlink
  mkdir -p "$dir/logs"
  HEDDLE_LOG_DIR=$dir/logs "$work/probe" exit 1 2>/dev/null
  for i in $(seq "$rounds"); do
    rm -f "$dir/out.sarif" "$dir"/out.sarif.tmp.*
    echo precious > "$dir/victim"
    sh -c 'ln -s "$1/victim" "$1/out.sarif.tmp.$$" && exec "$2" report --format none --out "$1/out.sarif" "$1/logs"' \
      sh "$dir" "$heddle"
    [ "$(cat "$dir/victim")" = precious ] && [ -f "$dir/out.sarif" ] && [ ! -L "$dir/out.sarif" ] &&
      sarif_ok "$dir/out.sarif" 1 && ok=$((ok + 1))
  done
  figure symlink "$ok" "runs with a symlink planted at <out>.tmp.<pid> left its target unchanged and wrote the SARIF"
}

# A program that execs /bin/true is not reported as crashed.
probe_exec() {
  local ok=0 dir=$work/exec
  mkdir -p "$dir"
  for i in $(seq "$rounds"); do
    "$heddle" run --out "$dir/out.sarif" -- "$work/probe" exec 1 2> "$dir/err"
    grep -q "exec'd /bin/true" "$dir/err" && ! grep -q crashed "$dir/err" && ok=$((ok + 1))
  done
  figure exec "$ok" "runs of a program that execs /bin/true said it exec'd, not crashed"
}

for p in "${probes[@]}"; do
  case $p in
    signals) probe_signals ;;
    timeout) probe_timeout ;;
    crashes) probe_crashes ;;
    long-paths) probe_long_paths ;;
    symlink) probe_symlink ;;
    exec) probe_exec ;;
    *) echo "heddle-run-probes: unknown probe $p" >&2; exit 64 ;;
  esac
done
if [ "$failed" = 0 ]; then rm -rf "$work"; else echo "heddle-run-probes: failures; files kept in $work" >&2; fi
exit "$failed"
