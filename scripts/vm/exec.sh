#!/usr/bin/env bash
# scripts/vm/exec.sh PROG [ARG...] — inside `scripts/in-vm.sh --serve CMD`,
# runs PROG in the VM with this process's environment, directory and
# regular-file stdin; its stdout and stderr come back on ours (into one stream
# when they are one here, so 2>&1 keeps the order), and its status (a death by
# signal: the same signal) becomes ours.
set -euo pipefail
dir=${HEDDLE_VM_DIR:?scripts/vm/exec.sh runs only under scripts/in-vm.sh --serve}
[ $# -gt 0 ] || { echo "usage: scripts/vm/exec.sh PROG [ARG...]" >&2; exit 2; }
id=$$.$RANDOM$RANDOM
out=$dir/$id.out err=$dir/$id.err rc=$dir/$id.rc input=/dev/null
trap 'rm -f "$out" "$err" "$rc" "$dir/$id.in"' EXIT
if [ -f /dev/stdin ]; then
  input=$dir/$id.in
  cat >"$input"
fi
same=0
[ "$(readlink /proc/$$/fd/1)" = "$(readlink /proc/$$/fd/2)" ] && same=1
{
  export -p | grep -v -E '^declare -x (BASHOPTS|SHELLOPTS|BASH_[A-Z_]*|PWD|OLDPWD|SHLVL|_|HEDDLE_VM_DIR)='
  printf 'cd %q || exit 125\n' "$PWD"
  printf '%q ' "$@"
  if [ "$same" = 1 ]; then printf '>%q 2>&1 <%q\n' "$out" "$input"
  else printf '>%q 2>%q <%q\n' "$out" "$err" "$input"; fi
  # One write of the status, no rename (an exec, seconds under TCG): the wait below reads it once it is not empty.
  printf 'echo $? >%q\n' "$rc"
} >"$dir/queue/$id.tmp"
mv "$dir/queue/$id.tmp" "$dir/queue/$id.sh"
while [ ! -s "$rc" ]; do
  # stop: the VM is shutting down; no directory: in-vm.sh ended (killed) and removed it.
  [ -e "$dir/stop" ] || [ ! -d "$dir" ] && { echo "heddle vm: the VM stopped before $1 finished" >&2; exit 125; }
  sleep 0.02
done
[ -f "$out" ] && cat "$out"
[ -f "$err" ] && cat "$err" >&2
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
