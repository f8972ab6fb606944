// A lock whose sections mostly read (logger's lookups against its inserts):
// the write a later section's read conflicts with was released more than
// WCP_RING (8) releases ago. The worker writes `x` under l (release 1), then
// writes `racy` with no lock, then takes l 12 times to read `count` (releases
// 2-13: they read only). main, forced after it by a relaxed flag (no edge),
// reads `x` under l — ordered after release 1 by rule (a) — and then `racy`.
// Only release 1 orders main's read of `x`; the worker's write of `racy`
// comes after it, so in another interleaving main's read of `racy` comes
// first: a predicted race. Before the lock kept its writing releases apart,
// release 1's clock was gone and release 6 (the oldest kept) stood in for it,
// which holds the write of `racy`: no report (wcp.c, release_clock).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %heddle run --srcroot %S --out %t.hb.sarif -- %t 2> %t.hb.err; echo "exit=$?" >> %t.hb.err
// RUN: %FileCheck --check-prefix=HB %s < %t.hb.err
// CHECK: Data race: thread T0 read 4 bytes of `racy`, not ordered after thread T1's earlier write of it.
// CHECK: predicted
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 worker {{.*}}wcp-read-sections.c:[[#WRITE:]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}wcp-read-sections.c:[[#WRITE+18]] in main
// CHECK-NOT: data-race
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
// HB-NOT: data-race
// HB: exit=0
#include <pthread.h>
#include <sched.h>

static pthread_mutex_t l = PTHREAD_MUTEX_INITIALIZER;
int x, racy, count;
static int flag; /* relaxed: no happens-before, only the order */

static void *worker(void *p) {
  pthread_mutex_lock(&l);
  x = 1;
  pthread_mutex_unlock(&l);
  racy = 1;
  int sum = 0;
  for (int i = 0; i < 12; i++) {
    pthread_mutex_lock(&l);
    sum += count;
    pthread_mutex_unlock(&l);
  }
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return (char *)p + sum; /* sum (0) keeps the reads */
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
  pthread_mutex_lock(&l);
  int v = x;
  pthread_mutex_unlock(&l);
  v += racy;
  pthread_join(t, 0);
  return v == 2 ? 0 : 1;
}
