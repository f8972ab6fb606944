# The VM's job under `scripts/in-vm.sh --serve` (appended to the exported
# environment; $job is the shared job directory): runs every request
# scripts/vm/exec.sh moves into queue/ (each writes its own output and
# status files), until the host creates stop.
job=$(dirname "$0")
cd / || exit 125
# read -t on a FIFO nobody writes is a sleep without forking (slow under TCG).
mkfifo /dev/shm/tick && exec 9<>/dev/shm/tick
touch "$job/ready"
while [ ! -e "$job/stop" ]; do
  for request in "$job"/queue/*.sh; do
    [ -e "$request" ] || break
    mv "$request" "$request.taken" 2>/dev/null || continue
    bash "$request.taken" &
  done
  read -r -t 0.02 -u 9 || true
done
wait
