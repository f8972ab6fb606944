// A race that happens-before misses and weak causal precedence predicts
// (wcp=1, docs/runtime.md "Predicted races (WCP)"): the worker writes `x`
// under mutex a, then takes mutex b for something else (`other`); main, forced
// after it by a relaxed flag (no edge), reads `x` under b — the wrong lock. In
// this run b's unlock → lock orders the two accesses, but b's critical
// sections touch no common object, so in another interleaving main's read can
// come first: a data race, reported as predicted. Without wcp, 0 reports.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %heddle run --srcroot %S --out %t.hb.sarif -- %t 2> %t.hb.err; echo "exit=$?" >> %t.hb.err
// RUN: %FileCheck --check-prefix=HB %s < %t.hb.err
// CHECK: Data race: thread T0 read 4 bytes of `x`, not ordered after thread T1's earlier write of it.
// CHECK: predicted
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 worker {{.*}}wcp-predicted.c:[[#WRITE:]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}wcp-predicted.c:[[#WRITE+14]] in main
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
// HB-NOT: data-race
// HB: exit=0
#include <pthread.h>
#include <sched.h>

int x, other;
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static int flag; /* relaxed: no happens-before, only the order */

static void *worker(void *p) {
  pthread_mutex_lock(&a);
  x = 1;
  pthread_mutex_unlock(&a);
  pthread_mutex_lock(&b);
  other = 2;
  pthread_mutex_unlock(&b);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
  pthread_mutex_lock(&b);
  int v = x;
  pthread_mutex_unlock(&b);
  pthread_join(t, 0);
  return v == 1 ? 0 : 1;
}
