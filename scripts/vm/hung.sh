#!/usr/bin/env bash
# scripts/vm/hung.sh PID SECONDS — in the VM, for exec.sh's watchdog: says that
# PID has run SECONDS and where each of its threads (and its children's) waits:
# the kernel's wait channel and stack, then gdb's backtrace of every thread.
# Its output goes to the test's stderr, so a hang in CI names its place.
pid=$1 secs=$2
echo "heddle vm: $(tr '\0' ' ' </proc/"$pid"/cmdline 2>/dev/null) (pid $pid) still ran after ${secs}s" \
  "(HEDDLE_VM_PROG_TIMEOUT): killed; where its threads wait:"
for proc in "$pid" $(cat /proc/"$pid"/task/*/children 2>/dev/null); do
  for task in /proc/"$proc"/task/*; do
    tid=${task##*/}
    echo "== pid $proc tid $tid $(cat "$task/comm" 2>/dev/null) state $(awk '{print $3}' "$task/stat" 2>/dev/null)" \
      "wchan $(cat "$task/wchan" 2>/dev/null)"
    sed 's/^/   /' "$task/stack" 2>/dev/null
  done
done
if command -v gdb >/dev/null; then
  timeout 120 gdb -p "$pid" -batch -nx -ex 'set pagination off' -ex 'thread apply all bt 20' 2>&1 |
    grep -E '^(Thread|#)' | head -n 200
fi
