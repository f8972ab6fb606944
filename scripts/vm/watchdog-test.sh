#!/usr/bin/env bash
# scripts/vm/watchdog-test.sh — ctest mpk-vm-watchdog: under `scripts/in-vm.sh
# --serve`, a program that outlives HEDDLE_VM_PROG_TIMEOUT is killed and its
# exec.sh exits 124 naming where its threads wait (scripts/vm/hung.sh), and a
# program whose exec.sh is killed by its caller dies in the VM too. Without
# these, one hanging test program stalled the whole `mpk-lit` suite until
# ctest's 1800 s timeout (CI, stop 29) with nothing to say which.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "watchdog test: FAIL: $*"; exit 1; }
# 1. The timeout: a sleeping thread waits in the kernel (hrtimer/nanosleep).
out=$(HEDDLE_VM_PROG_TIMEOUT=3 bash "$here/exec.sh" sleep 1000 2>&1)
status=$?
[ "$status" = 124 ] || fail "a program past HEDDLE_VM_PROG_TIMEOUT=3 gave status $status, not 124: $out"
grep -q 'still ran after 3s (HEDDLE_VM_PROG_TIMEOUT): killed' <<<"$out" || fail "no timeout message: $out"
grep -q '^== pid [0-9]* tid [0-9]* sleep state S' <<<"$out" || fail "no per-thread wait state: $out"
echo "$out" | head -n 30
# 2. The caller's kill: exec.sh killed after 2 s; the program (it would print "late") must not live on.
marker=$(mktemp -u "${TMPDIR:-/tmp}/heddle-watchdog.XXXXXX")
timeout 5 bash "$here/exec.sh" bash -c "sleep 30; echo late > $marker" 2>/dev/null
status=$?
[ "$status" = 124 ] || fail "timeout 5 exec.sh gave status $status, not 124"
# The watchdog checks once a second; the program would write the marker at 30 s.
sleep 35
[ ! -e "$marker" ] || { rm -f "$marker"; fail "the program outlived its killed exec.sh"; }
# 3. A normal program is untouched: its output and status come back.
out=$(HEDDLE_VM_PROG_TIMEOUT=60 bash "$here/exec.sh" bash -c 'echo hello; exit 7')
status=$?
[ "$status" = 7 ] && [ "$out" = hello ] || fail "a normal program gave status $status and '$out'"
echo "watchdog test: ok"
