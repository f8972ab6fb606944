// A filter installed live that deadlocks the program (LOOM §3.3): an order whose earlier event comes
// only after the later one in the same thread. The waiting thread gives up after filter_timeout_ms,
// the whole filter is removed, the program goes on, and the run's SARIF has a `filter-deadlock`
// result at the line where the thread waited, with its stack, and the install and the deadlock as
// notifications of the invocation. Then, with no timeout, the same filter is removed by hand:
// the waiting thread is released (removal never leaves a thread blocked), and `replace` swaps a
// filter for another in one step.
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: printf 'live-deadlock.c:%%s > live-deadlock.c:%%s\n' $(grep -n 'LATER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) > %t.hfilter
// RUN: rm -rf %t.logs %t.go %t.out %t.err && mkdir %t.logs; env HEDDLE_LOG_DIR=%t.logs HEDDLE_OPTIONS=filter_timeout_ms=300 %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs running %t.out && kill -0 $pid; do sleep 0.01; done; \
// RUN:   %heddle filter add $pid %t.hfilter > %t.res 2>&1; echo "add=$?" >> %t.res; \
// RUN:   while ! grep -qs 'deadlocks the program' %t.err && kill -0 $pid; do sleep 0.05; done; \
// RUN:   %heddle filter list $pid >> %t.res 2>&1; touch %t.go; wait $pid; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RES < %t.res
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RES: installed filter 1 in process
// RES-NEXT: add=0
// RES-NEXT: {{^}}1	removed: it deadlocked	{{.*}}live-deadlock.c.tmp.hfilter
// OUT: running
// OUT-NEXT: steps={{[0-9]+}}
// OUT-NEXT: exit=0
// ERR: heddle: warning: execution filter {{.*}}.hfilter:1:1: a thread waited {{[0-9]+}} ms in this constraint, so it deadlocks the program
// RUN: %heddle report --format none --out %t.sarif %t.logs; %python %inputs/sarif_query.py %t.sarif > %t.facts; %python %inputs/sarif_query.py %t.sarif events >> %t.facts
// RUN: %sarif-validate %t.sarif
// RUN: %FileCheck %s --check-prefix=SARIF -DEARLIER=$(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) < %t.facts
// SARIF: filter-deadlock {{.*}}live-deadlock.c:[[EARLIER]] {{.*}} threads=T1
// SARIF: notification note: Execution filter 1 ({{.*}}live-deadlock.c.tmp.hfilter) installed into the running program in process
// SARIF-NEXT: notification warning: Execution filter 1 ({{.*}}live-deadlock.c.tmp.hfilter) deadlocked process {{[0-9]+}}: a thread waited {{[0-9]+}} ms in its constraint at {{.*}}.hfilter:1:1; the filter was removed
// SARIF: {{^}}filter-deadlock access=
// SARIF-NEXT: T1 [1] {{.*}} at=step:[[EARLIER]] stack=step:[[EARLIER]],worker:{{[0-9]+}}
// No timeout: the thread waits until the filter is removed by hand. Then `replace` swaps a
// harmless filter (a region excluding itself) for another in one step.
// RUN: printf '{live-deadlock.c:%%s, live-deadlock.c:%%s} <> {live-deadlock.c:%%s, live-deadlock.c:%%s}\n' $(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'LATER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'LATER-LINE' %s | tail -1 | cut -d: -f1) > %t.region.hfilter
// RUN: rm -f %t.go %t.out2 %t.err2; env HEDDLE_OPTIONS=filter_timeout_ms=0 %t %t.go > %t.out2 2> %t.err2 & pid=$!; while ! grep -qs running %t.out2 && kill -0 $pid; do sleep 0.01; done; \
// RUN:   %heddle filter add $pid %t.hfilter > %t.res2 2>&1; sleep 0.3; \
// RUN:   %heddle filter list $pid >> %t.res2 2>&1; \
// RUN:   %heddle filter remove $pid 1 >> %t.res2 2>&1; echo "remove=$?" >> %t.res2; \
// RUN:   %heddle filter add $pid %t.region.hfilter >> %t.res2 2>&1; \
// RUN:   %heddle filter replace $pid 2 %t.region.hfilter >> %t.res2 2>&1; echo "replace=$?" >> %t.res2; \
// RUN:   %heddle filter list $pid >> %t.res2 2>&1; touch %t.go; wait $pid; echo "exit=$?" >> %t.out2
// RUN: %FileCheck %s --check-prefix=BYHAND < %t.res2
// RUN: %FileCheck %s --check-prefix=OUT < %t.out2
// BYHAND: installed filter 1 in process
// BYHAND-NEXT: {{^}}1	installed	{{.*}}.hfilter
// BYHAND-NEXT: removed filter 1 from process
// BYHAND-NEXT: remove=0
// BYHAND-NEXT: installed filter 2 in process
// BYHAND-NEXT: installed filter 3 in process {{[0-9]+}} (the old one removed)
// BYHAND-NEXT: replace=0
// BYHAND-NEXT: {{^}}1	removed	{{.*}}live-deadlock.c.tmp.hfilter
// BYHAND-NEXT: {{^}}2	removed	{{.*}}region.hfilter
// BYHAND-NEXT: {{^}}3	installed	{{.*}}region.hfilter
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int stop;
int steps;

static void step(void) {
  steps++; /* EARLIER-LINE */
  sched_yield();
  steps++; /* LATER-LINE */
}

static void *worker(void *arg) {
  while (!atomic_load(&stop)) {
    step();
    usleep(200);
  }
  return arg;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  printf("running %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) usleep(1000);
  atomic_store(&stop, 1);
  pthread_join(t, 0);
  printf("steps=%d\n", steps > 0);
  return 0;
}
