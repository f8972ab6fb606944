// Only the program's own user or root may change its filters: the control socket lives in a
// directory of mode 0700 (another uid cannot even reach it), and the program checks the peer's
// credentials (SO_PEERCRED) itself, which the second case shows: a process of uid 65534 that can
// pass the directory's permissions (CAP_DAC_OVERRIDE) is still refused. Root is let in.
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// REQUIRES: root
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: rm -f %t.go %t.res %t.out %t.err; %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs running %t.out && kill -0 $pid; do sleep 0.01; done; \
// RUN:   ls -ld /tmp/heddle-0 | cut -c1-10 >> %t.res; \
// RUN:   setpriv --reuid=65534 --regid=65534 --clear-groups %heddle filter list $pid >> %t.res 2>&1; echo "nobody=$?" >> %t.res; \
// RUN:   setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=+dac_override --ambient-caps=+dac_override %heddle filter list $pid >> %t.res 2>&1; echo "peercred=$?" >> %t.res; \
// RUN:   %heddle filter list $pid >> %t.res 2>&1; echo "root=$?" >> %t.res; \
// RUN:   touch %t.go; wait $pid; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.res
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// CHECK: drwx------
// CHECK-NEXT: heddle filter: permission denied connecting to process {{[0-9]+}} (/tmp/heddle-0/filter-{{[0-9]+}}.sock): only its own user (uid 0) or root may change its filters
// CHECK-NEXT: nobody=69
// CHECK-NEXT: heddle: permission denied: process {{[0-9]+}} takes execution filters only from its own user (uid 0) or root
// CHECK-NEXT: peercred=69
// CHECK-NEXT: root=0
// OUT: running
// OUT-NEXT: done
// OUT-NEXT: exit=0
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  printf("running %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) usleep(1000);
  printf("done\n");
  return 0;
}
