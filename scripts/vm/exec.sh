#!/usr/bin/env bash
# scripts/vm/exec.sh PROG [ARG...] — inside `scripts/in-vm.sh --serve CMD`,
# runs PROG in the VM with this process's environment, directory and
# regular-file stdin; its stdout and stderr come back on ours (into one stream
# when they are one here, so 2>&1 keeps the order), and its status (a death by
# signal: the same signal) becomes ours.
# A program still running after HEDDLE_VM_PROG_TIMEOUT seconds (default 600) is
# killed after scripts/vm/hung.sh printed where its threads wait, and this exits
# 124 (when this is killed, the program is killed too): one hanging test fails alone, with its stacks, instead of stalling the
# whole suite until ctest's timeout. If the VM dies (qemu exited: a panic, the
# OOM killer), this fails at once with the console's last lines.
set -euo pipefail
dir=${HEDDLE_VM_DIR:?scripts/vm/exec.sh runs only under scripts/in-vm.sh --serve}
[ $# -gt 0 ] || { echo "usage: scripts/vm/exec.sh PROG [ARG...]" >&2; exit 2; }
id=$$.$RANDOM$RANDOM
out=$dir/$id.out err=$dir/$id.err rc=$dir/$id.rc hung=$dir/$id.hung kill=$dir/$id.kill input=/dev/null
trap 'rm -f "$out" "$err" "$rc" "$hung" "$dir/$id.in" "$dir/queue/$id.sh"' EXIT
# Killed by the caller (lit's or ctest's timeout, timeout(1) in a RUN line): the program in the VM goes too.
trap 'touch "$kill" 2>/dev/null; exit 143' TERM INT HUP
prog_timeout=${HEDDLE_VM_PROG_TIMEOUT:-600}
case $prog_timeout in '' | *[!0-9]*) echo "heddle vm: HEDDLE_VM_PROG_TIMEOUT=$prog_timeout is not a number of seconds" >&2; exit 2 ;; esac
here=$(cd "$(dirname "$0")" && pwd)
if [ -f /dev/stdin ]; then
  input=$dir/$id.in
  cat >"$input"
fi
same=0
[ "$(readlink /proc/$$/fd/1)" = "$(readlink /proc/$$/fd/2)" ] && same=1
{
  export -p | grep -v -E '^declare -x (BASHOPTS|SHELLOPTS|BASH_[A-Z_]*|PWD|OLDPWD|SHLVL|_|HEDDLE_VM_DIR)='
  # Every way out writes the status file: the host waits for it (a cd that fails must not look like a hang).
  printf 'cd %q || { echo "heddle vm: cannot cd to %q in the VM" >%q; echo 125 >%q; exit; }\n' "$PWD" "$PWD" "$err" "$rc"
  printf '%q ' "$@"
  if [ "$same" = 1 ]; then printf '>%q 2>&1 <%q &\n' "$out" "$input"
  else printf '>%q 2>%q <%q &\n' "$out" "$err" "$input"; fi
  # The watchdog, once a second (a read of the serving loop's FIFO, fd 9, which nobody writes, is a sleep
  # without an exec): kills the program when this exec.sh was killed (a caller's timeout: `.kill`) or at the
  # program's timeout, after hung.sh said where it waits.
  printf 'hd_prog=$!\n'
  printf '( hd_left=%s; while [ ! -e %q ] && [ $((hd_left -= 1)) -ge 0 ]; do read -r -t 1 -u 9; done\n' \
    "$prog_timeout" "$kill"
  printf '  [ -e %q ] || bash %q "$hd_prog" %s >%q 2>&1; kill -KILL "$hd_prog"; rm -f %q ) &\n' \
    "$kill" "$here/hung.sh" "$prog_timeout" "$hung" "$kill"
  printf 'hd_dog=$!\nwait "$hd_prog"; hd_status=$?\nkill "$hd_dog" 2>/dev/null\n'
  # One write of the status, no rename (an exec, seconds under TCG): the wait below reads it once it is not empty.
  printf 'echo "$hd_status" >%q\n' "$rc"
} >"$dir/queue/$id.tmp"
mv "$dir/queue/$id.tmp" "$dir/queue/$id.sh"
while [ ! -s "$rc" ]; do
  # stop: the VM is shutting down; no directory: in-vm.sh ended (killed) and removed it.
  if [ -e "$dir/gone" ]; then
    echo "heddle vm: the VM died (qemu exited) before $1 finished; the console's last lines:" >&2
    tail -n 30 "$dir/console" >&2 2>/dev/null || true
    exit 125
  fi
  [ -e "$dir/stop" ] || [ ! -d "$dir" ] && { echo "heddle vm: the VM stopped before $1 finished" >&2; exit 125; }
  sleep 0.02
done
[ -f "$out" ] && cat "$out"
[ -f "$err" ] && cat "$err" >&2
if [ -s "$hung" ]; then
  cat "$hung" >&2
  exit 124
fi
status=$(cat "$rc")
if [ "$status" -gt 128 ] && [ "$status" -lt 160 ]; then
  # Died by a signal in the VM: die by it here (no core dump of this shell).
  sig=$((status - 128))
  rm -f "$out" "$err" "$rc" "$dir/$id.in"
  trap - EXIT "$sig"
  ulimit -c 0
  kill -s "$sig" $$
fi
exit "$status"
