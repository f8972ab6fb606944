// A race that happens-before misses and weak causal precedence predicts
// (wcp=1, docs/runtime.md "Predicted races (WCP)"), with mutexes and with
// rwlocks (b read-locked by main: a write unlock → read lock is conditional
// too). The worker writes `x` under lock a, then takes lock b for something
// else (`other`); main, forced after it by a relaxed flag (no edge), reads
// `x` under b — the wrong lock. In this run b's unlock → lock orders the two
// accesses, but b's critical sections touch no common object, so in another
// interleaving main's read can come first: a data race, reported as
// predicted. Then the same hand-off done right — `y` written under a and
// `ready` under b, main reading `ready` under b before `y` — stays silent
// (the sections on b conflict on `ready`). Without wcp, 0 reports.
// RUN: %heddle-cc -g -O1 -DMODE_MUTEX %s -o %t.mutex
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.mutex.sarif -- %t.mutex 2> %t.mutex.err; echo "exit=$?" >> %t.mutex.err
// RUN: %FileCheck %s < %t.mutex.err
// RUN: %heddle run --srcroot %S --out %t.mutex.hb.sarif -- %t.mutex 2> %t.mutex.hb.err; echo "exit=$?" >> %t.mutex.hb.err
// RUN: %FileCheck --check-prefix=HB %s < %t.mutex.hb.err
// RUN: %heddle-cc -g -O1 -DMODE_RWLOCK %s -o %t.rw
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.rw.sarif -- %t.rw 2> %t.rw.err; echo "exit=$?" >> %t.rw.err
// RUN: %FileCheck %s < %t.rw.err
// RUN: %heddle run --srcroot %S --out %t.rw.hb.sarif -- %t.rw 2> %t.rw.hb.err; echo "exit=$?" >> %t.rw.hb.err
// RUN: %FileCheck --check-prefix=HB %s < %t.rw.hb.err
// CHECK: Data race: thread T0 read 4 bytes of `x`, not ordered after thread T1's earlier write of it.
// CHECK: predicted
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 worker {{.*}}wcp-predicted.c:[[#WRITE:]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}wcp-predicted.c:[[#WRITE+16]] in main
// CHECK-NOT: data-race
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
// HB-NOT: data-race
// HB: exit=0
#include <pthread.h>
#include <sched.h>

#if defined(MODE_RWLOCK)
static pthread_rwlock_t a = PTHREAD_RWLOCK_INITIALIZER, b = PTHREAD_RWLOCK_INITIALIZER;
#define LOCK pthread_rwlock_wrlock
#define READ_LOCK pthread_rwlock_rdlock
#define UNLOCK pthread_rwlock_unlock
#elif defined(MODE_MUTEX)
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
#define LOCK pthread_mutex_lock
#define READ_LOCK pthread_mutex_lock
#define UNLOCK pthread_mutex_unlock
#else
#error "build with -DMODE_MUTEX or -DMODE_RWLOCK"
#endif

int x, y, other, ready;
static int flag; /* relaxed: no happens-before, only the order */

static void *worker(void *p) {
  LOCK(&a);
  x = 1;
  y = 1;
  UNLOCK(&a);
  LOCK(&b);
  other = 2;
  ready = 1;
  UNLOCK(&b);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
  READ_LOCK(&b);
  int v = x;
  UNLOCK(&b);
  READ_LOCK(&b);
  int r = ready;
  UNLOCK(&b);
  if (r) v += y;
  pthread_join(t, 0);
  return v == 2 ? 0 : 1;
}
