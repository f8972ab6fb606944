// A program's start-up removes the control sockets of processes that died (runtime/loom/control.c),
// but not one a live process of another pid namespace listens on, although its pid does not exist
// here: a VM sharing the host's /tmp over virtiofs (scripts/in-vm.sh) once removed the sockets of
// programs running on the host, and their `heddle filter` failed with "no control socket".
// In the VM (mpk-lit) a program cannot tell a socket a host program listens on from a dead one, so
// the VM gives programs a control directory of their own (scripts/vm/init): the listened one is left
// (the dead one may go: any heddle program starting on the host meanwhile sweeps it).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %python %S/Inputs/stale_sockets.py %t | %FileCheck %s --check-prefix=%if program-in-vm %{VM%} %else %{CHECK%}
// CHECK: dead process's socket removed
// CHECK-NEXT: other namespace's socket left
// VM: other namespace's socket left
#include <unistd.h>

int main(void) {
  usleep(100000); /* time for a control thread to start (the sweep ran there before it moved to start-up) */
  return 0;
}
