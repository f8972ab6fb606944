#!/usr/bin/env bash
# ctest mpk-figures: scripts/mpk-figures.sh (docs/mpk.md's figures procedure) works end to end.
# Its input errors are clear (exit 2 with what and how to fix), and in the PKU VM at a tiny scale
# it prints one table row per program with real backend=mpk counters (the columns a PKU machine's
# run of record is read from) and the geometric-mean line. Numbers, not times, are checked:
# times are emulated there.
set -euo pipefail
top=$(cd "$(dirname "$0")/../../.." && pwd)
figures=$top/scripts/mpk-figures.sh
fail() { echo "mpk-figures test: $*" >&2; exit 1; }

# Bad input: an unknown program, a missing binary directory.
set +e
err=$(MPK_FIGURE_PROGRAMS=kmeans,no-such-program bash "$figures" 2>&1 >/dev/null); rc=$?
set -e
[ "$rc" = 2 ] || fail "unknown program: exit $rc, expected 2"
grep -q "names 'no-such-program', not a program of the suite" <<<"$err" || fail "unknown program: message was: $err"
set +e
err=$(MPK_HEDDLE_DIR=/nonexistent MPK_FIGURE_PROGRAMS=kmeans bash "$figures" 2>&1 >/dev/null); rc=$?
set -e
[ "$rc" = 2 ] || fail "missing binaries: exit $rc, expected 2"
grep -q "/nonexistent/kmeans is missing: build the suite first" <<<"$err" || fail "missing binaries: message was: $err"

# The real thing, in the VM: two programs, one run each, scale 0.002, 2 threads.
out=$(MPK_FIGURE_RUNS=1 MPK_FIGURE_PROGRAMS="kmeans pipeline" bash "$figures" --vm 0.002 2)
echo "$out"
awk -F'|' -v want="kmeans pipeline" '
  function num(x) { gsub(/ /, "", x); return x ~ /^[0-9]+(\.[0-9]+)?$/ }
  /^\| (kmeans|pipeline) / {
    name = $2; gsub(/ /, "", name); rows[name] = 1
    if (NF != 15) { print "row " name ": " NF - 2 " columns, expected 13"; bad = 1 }
    for (i = 3; i <= 14; i++) if (!num($i)) { print "row " name " column " i - 1 " not a number: " $i; bad = 1 }
    if ($6 + 0 < 1000 || $7 + 0 < 1000) { print "row " name ": RSS below 1000 KiB"; bad = 1 }
    if ($11 + 0 < 1) { print "row " name ": no PKRU writes (backend=mpk did not run?)"; bad = 1 }
    if ($13 + 0 < 1) { print "row " name ": no pkey_mprotect calls"; bad = 1 }
    if (name == "pipeline" && $9 + 0 < 1) { print "row pipeline: no protection-key faults (its stages hand records over)"; bad = 1 }
  }
  /^geometric means over 2 programs: check\/native [0-9.]+, mpk\/native [0-9.]+, RSS mpk\/check [0-9.]+/ { geo = 1 }
  END {
    n = split(want, w, " "); for (i = 1; i <= n; i++) if (!(w[i] in rows)) { print "no row for " w[i]; bad = 1 }
    if (!geo) { print "no geometric-mean line"; bad = 1 }
    exit bad }' <<<"$out" || fail "the table above is not what docs/mpk.md describes"
echo "mpk-figures test: ok"
