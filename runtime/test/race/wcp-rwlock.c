// The rwlock form of wcp-predicted.c (wcp=1): the worker writes `x` under the
// write lock of rwlock a, then write-locks rwlock b for something else; main,
// forced after it by a relaxed flag, reads `x` under b's read lock. b's write
// unlock → read lock is an edge only where the sections conflict, and they do
// not: a predicted race. Then the same hand-off done right — `y` written under
// a's write lock and `ready` under b's, main reading `ready` under b's read
// lock before `y` — stays silent (the sections on b conflict on `ready`).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 read 4 bytes of `x`, not ordered after thread T1's earlier write of it.
// CHECK: predicted
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 worker {{.*}}wcp-rwlock.c:[[#WRITE:]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}wcp-rwlock.c:[[#WRITE+16]] in main
// CHECK-NOT: data-race
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
#include <pthread.h>
#include <sched.h>

int x, y, other, ready;
static pthread_rwlock_t a = PTHREAD_RWLOCK_INITIALIZER, b = PTHREAD_RWLOCK_INITIALIZER;
static int flag; /* relaxed: no happens-before, only the order */

static void *worker(void *p) {
  pthread_rwlock_wrlock(&a);
  x = 1;
  y = 1;
  pthread_rwlock_unlock(&a);
  pthread_rwlock_wrlock(&b);
  other = 2;
  ready = 1;
  pthread_rwlock_unlock(&b);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
  pthread_rwlock_rdlock(&b);
  int v = x;
  pthread_rwlock_unlock(&b);
  pthread_rwlock_rdlock(&b);
  int r = ready;
  pthread_rwlock_unlock(&b);
  if (r) v += y;
  pthread_join(t, 0);
  return v == 2 ? 0 : 1;
}
