// A filter key over a local is read at the slot from the slot-padded copy of its function
// (key-by-parameter.c). A thread that entered a loop before a live install reaches the filter
// through the loop's back-edge twin (optimised code switched into slots, loom_twin.cpp), where
// the local lives in a register: there the variable is optimised out, and the install is
// refused with a clear error, never keyed by a wrong value. The same key on a parameter of a
// function without such a loop installs live; the refused filter is accepted at start-up, where
// no thread runs a twin.
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: L() { grep -n "$1" %s | tail -1 | cut -d: -f1; }; F=key-optimised-out.c; H=$(L HANDLE-LINE); A=$(L ADD-LINE); printf '{%%s:%%s (slot), %%s:%%s (slot)} <> {%%s:%%s (slot), %%s:%%s (slot)}\n' $F $H $F $H $F $H $F $H > %t.local.hfilter; printf '{%%s:%%s (req), %%s:%%s (req)} <> {%%s:%%s (req), %%s:%%s (req)}\n' $F $A $F $A $F $A $F $A > %t.param.hfilter
// RUN: rm -f %t.go %t.res %t.out %t.err; %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs running %t.out && kill -0 $pid; do sleep 0.01; done; \
// RUN:   %heddle filter add $pid %t.local.hfilter >> %t.res 2>&1; echo "local=$?" >> %t.res; \
// RUN:   %heddle filter add $pid %t.param.hfilter >> %t.res 2>&1; echo "param=$?" >> %t.res; \
// RUN:   touch %t.go; wait $pid; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RES < %t.res
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RES: local.hfilter:1:{{[0-9]+}}: error: 'slot' is optimised out at this line in the code a thread runs when it entered the loop before the filter was installed {{.*}} [filter-variable-optimised-out]
// RES: local=64
// RES: installed filter {{[0-9]+}} in process
// RES: param=0
// OUT: running
// OUT: served
// OUT: exit=0
// At start-up the key on the local is accepted and the program runs as without it.
// RUN: touch %t.go; env HEDDLE_OPTIONS=filters=%t.local.hfilter %t %t.go > %t.startup.out 2>&1; echo "exit=$?" >> %t.startup.out
// RUN: %FileCheck %s --check-prefix=STARTUP < %t.startup.out
// STARTUP-NOT: error
// STARTUP: served
// STARTUP: exit=0
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int stop;
static long served;

static __attribute__((noinline)) void handle(int req) {
  served += req; /* ADD-LINE */
}

static void *server(void *arg) {
  for (int round = 0; !atomic_load(&stop); round++) {
    int slot = round % 4;
    usleep(1000); /* blocks: the loop gets a back-edge twin */
    handle(slot); /* HANDLE-LINE */
  }
  return arg;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  pthread_t t;
  pthread_create(&t, 0, server, 0);
  printf("running %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) usleep(1000);
  atomic_store(&stop, 1);
  pthread_join(t, 0);
  printf("served %ld\n", served);
  return 0;
}
