# The VM's job under `scripts/in-vm.sh --serve` (appended to the exported
# environment; $job is the shared job directory): runs every request
# scripts/vm/exec.sh drops into queue/ (each writes its own output and
# status files), until the host creates stop.
# No exec per request besides the program's own: under TCG on a loaded host
# each exec cost 5-9 s (the dynamic loader's lookups over virtiofs, all
# emulated), and a request used to take three (bash, the program, mv) plus an
# mv in this loop, which serialised every request behind it: /bin/true took
# 16 s through exec.sh. So the loop remembers which requests it started instead
# of renaming them, and runs each in a subshell (a fork of this shell).
job=$(dirname "$0")
cd / || exit 125
# read -t on a FIFO nobody writes is a sleep without forking (slow under TCG).
mkfifo /dev/shm/tick && exec 9<>/dev/shm/tick
touch "$job/ready"
declare -A started
while [ ! -e "$job/stop" ]; do
  for request in "$job"/queue/*.sh; do
    [ -e "$request" ] || break
    [ -z "${started[$request]:-}" ] || continue
    started[$request]=1
    (. "$request") &
  done
  read -r -t 0.02 -u 9 || true
done
# No wait for the requests: the host creates stop only after CMD ended, so every request it still waited for has
# finished; one it gave up on was killed by its watchdog (exec.sh), and whatever still runs (a program's own
# children) is killed here so the VM powers off now.
kill -KILL -1 2>/dev/null
