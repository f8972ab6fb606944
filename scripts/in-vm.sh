#!/usr/bin/env bash
# scripts/in-vm.sh CMD [ARG...] — runs CMD in a QEMU VM whose CPU has memory
# protection keys (PKU), in the current directory, with the host's environment,
# and exits with CMD's status; CMD's stdout and stderr come out on ours.
# scripts/in-vm.sh --serve CMD [ARG...] — boots one such VM, runs CMD on the
# host, and every `scripts/vm/exec.sh PROG [ARG...]` CMD starts runs PROG in the
# VM (how ctest -L mpk runs lit: compilers on the host, test programs in the VM).
#
# Why: libheddle's backend=mpk needs pkey_alloc(2) and SEGV_PKUERR, and most
# machines (this one too) have no PKU. QEMU emulates it (-cpu max, TCG, since
# KVM can only pass through what the host CPU has).
# How: the Debian cloud kernel (scripts/vm/kernel.sh; has PKU support) boots a
# busybox initramfs built here on the fly (scripts/vm/init), which mounts the
# host's whole root file system over virtiofs, chroots into it and runs the job
# — so the build directory, compilers and tools are the host's own files, and
# files written in the VM appear on the host as they are written.
# Environment: HEDDLE_VM_MEM (MiB, default 2048), HEDDLE_VM_CPUS (default: nproc,
# at most 4), HEDDLE_VM_TIMEOUT (seconds, default 3600: the VM is killed and the
# status is 124).
set -euo pipefail
serve=0
if [ "${1:-}" = --serve ]; then
  serve=1
  shift
fi
if [ $# -eq 0 ]; then
  echo "usage: scripts/in-vm.sh [--serve] CMD [ARG...]  (runs CMD in a PKU-capable QEMU VM;" \
    "--serve: CMD on the host, scripts/vm/exec.sh PROG in the VM)" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
for tool in qemu-system-x86_64 busybox; do
  command -v "$tool" >/dev/null || {
    echo "heddle vm: $tool is missing; run scripts/bootstrap.sh (Debian packages qemu-system-x86, busybox-static)" >&2
    exit 2
  }
done
virtiofsd=/usr/lib/qemu/virtiofsd
[ -x "$virtiofsd" ] || { echo "heddle vm: $virtiofsd is missing (Debian package qemu-system-common)" >&2; exit 2; }
kernel=$(bash "$here/vm/kernel.sh") || exit 2
mem=${HEDDLE_VM_MEM:-2048}
cpus=${HEDDLE_VM_CPUS:-$(nproc)}
[ "$cpus" -le 4 ] || cpus=4
timeout_s=${HEDDLE_VM_TIMEOUT:-3600}

job=$(mktemp -d "${TMPDIR:-/tmp}/heddle-vm.XXXXXX")
vfs_pid= qemu_pid= watch_pid=
cleanup() {
  if [ -n "$watch_pid" ]; then kill "$watch_pid" 2>/dev/null || true; fi
  if [ -n "$qemu_pid" ]; then kill "$qemu_pid" 2>/dev/null || true; fi
  if [ -n "$vfs_pid" ]; then kill "$vfs_pid" 2>/dev/null || true; fi
  rm -rf "$job"
}
trap cleanup EXIT

# The job the VM's init runs: the caller's environment and directory, then
# CMD with its output and status in files the host reads back — or, to serve,
# a loop that runs each request scripts/vm/exec.sh drops into queue/.
{
  export -p | grep -v -E '^declare -x (BASHOPTS|SHELLOPTS|BASH_[A-Z_]*|PWD|OLDPWD|SHLVL|_)='
  if [ "$serve" = 1 ]; then
    cat "$here/vm/serve.sh"
  else
    printf 'cd %q || exit 125\n' "$PWD"
    printf '%q ' "$@"
    printf '>%q 2>%q </dev/null\n' "$job/out" "$job/err"
    printf 'echo $? >%q\n' "$job/rc"
  fi
} >"$job/job.sh"
mkdir -p "$job/queue"

# The initramfs: static busybox, the init script, the virtio/virtiofs modules, unix_diag (sock_diag for
# AF_UNIX sockets: libheddle pairs a program's own AF_UNIX connections through it, runtime/lib/unix_peer.c;
# the kernel cannot load it on demand here, the initramfs has no modprobe tree).
root=$job/initramfs
mkdir -p "$root"/{bin,proc,sys,dev,host,mod}
cp "$(command -v busybox)" "$root/bin/busybox"
cp "$here/vm/init" "$root/init"
chmod +x "$root/init"
for m in drivers/virtio/virtio drivers/virtio/virtio_ring drivers/virtio/virtio_pci_legacy_dev \
  drivers/virtio/virtio_pci_modern_dev drivers/virtio/virtio_pci fs/fuse/fuse fs/fuse/virtiofs net/unix/unix_diag; do
  cp "$kernel/modules/kernel/$m.ko" "$root/mod/"
done
(cd "$root" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1) >"$job/initrd"

"$virtiofsd" --socket-path="$job/vfs.sock" -o source=/ -o sandbox=chroot -o cache=auto \
  -o log_level=err >"$job/virtiofsd.log" 2>&1 &
vfs_pid=$!
# The waits below end as soon as their file appears or the process that makes it exits; their bounds are
# for a loaded host: the VM took 44 s to come up to serve at load 22 on 2 cores, close
# to the 60 s that was the bound.
for _ in $(seq 600); do [ -S "$job/vfs.sock" ] && break; kill -0 "$vfs_pid" 2>/dev/null || break; sleep 0.05; done

# no_timer_check: on a loaded host TCG boots so slowly that the kernel's IO-APIC
# timer check fails and panics ("setup_IO_APIC"), seen with 15+ jobs on 2 cores.
timeout --kill-after=10 "$timeout_s" qemu-system-x86_64 -accel tcg,thread=multi -cpu max -smp "$cpus" -m "$mem" \
  -nographic -no-reboot -monitor none -serial file:"$job/console" \
  -kernel "$kernel/vmlinuz" -initrd "$job/initrd" \
  -append "console=ttyS0 quiet loglevel=3 panic=-1 no_timer_check rdinit=/init heddle_job=$job" \
  -chardev socket,id=vfs,path="$job/vfs.sock" \
  -device vhost-user-fs-pci,queue-size=1024,chardev=vfs,tag=host \
  -object memory-backend-memfd,id=mem,size="${mem}M",share=on -numa node,memdev=mem \
  >"$job/qemu.log" 2>&1 &
qemu_pid=$!

vm_failed() {
  echo "heddle vm: $1" >&2
  tail -n 20 "$job/console" "$job/qemu.log" "$job/virtiofsd.log" >&2 2>/dev/null || true
}

if [ "$serve" = 1 ]; then
  for _ in $(seq 6000); do
    [ -e "$job/ready" ] && break
    kill -0 "$qemu_pid" 2>/dev/null || break
    sleep 0.05
  done
  if [ ! -e "$job/ready" ]; then
    vm_failed "the VM did not come up to serve (waited up to 300 s)"
    exit 125
  fi
  # A VM that dies while CMD runs (a panic, the OOM killer, HEDDLE_VM_TIMEOUT) must not leave exec.sh waiting
  # for a status no one will write: `gone` makes every waiting and later exec.sh fail with the console's tail.
  (while kill -0 "$qemu_pid" 2>/dev/null; do sleep 1; done; touch "$job/gone") &
  watch_pid=$!
  status=0
  HEDDLE_VM_DIR=$job "$@" || status=$?
  touch "$job/stop"
  wait "$qemu_pid" 2>/dev/null || true
  qemu_pid=
  exit "$status"
fi

status=0
wait "$qemu_pid" || status=$?
qemu_pid=
[ -f "$job/out" ] && cat "$job/out"
[ -f "$job/err" ] && cat "$job/err" >&2
if [ -f "$job/rc" ]; then
  exit "$(cat "$job/rc")"
fi
vm_failed "the command did not finish in the VM (qemu status $status)"
[ "$status" -eq 124 ] && echo "heddle vm: timed out after ${timeout_s}s (HEDDLE_VM_TIMEOUT)" >&2
[ "$status" -ne 0 ] && exit "$status"
exit 125
