// pthread_cond_timedwait gives up its mutex and takes it again before it
// returns: a thread that waits on `m` while it holds `a` (taken under `m`)
// relocks `m` under `a` — the inverse order, reported even though one thread
// made both edges (another thread running the same code can deadlock with it).
// The second edge is made by the wait, before it blocks.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, a = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

int main(void) {
  struct timespec soon;
  clock_gettime(CLOCK_REALTIME, &soon);
  soon.tv_nsec = 0; /* already past: the wait times out at once */
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&a);
  pthread_cond_timedwait(&cv, &m, &soon); // relocks m
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&m);
  return 0;
}

// CHECK:      Cycle in lock order: mutex `m` -> mutex `a` -> mutex `m` (a potential deadlock).
// CHECK-NEXT:   Mutex `a` acquired by thread T0 while holding mutex `m`:
// CHECK-NEXT:     #0 main {{.*}}cond-wait-relock.c:20:3
// CHECK-NEXT:   Mutex `m` acquired earlier by thread T0:
// CHECK-NEXT:     #0 main {{.*}}cond-wait-relock.c:19:3
// CHECK-NEXT:   Mutex `m` acquired by thread T0 while holding mutex `a`:
// CHECK-NEXT:     #0 main {{.*}}cond-wait-relock.c:21:3
// CHECK-NEXT:   Mutex `a` acquired earlier by thread T0:
// CHECK-NEXT:     #0 main {{.*}}cond-wait-relock.c:20:3
// CHECK-NEXT:   Thread T0 is the main thread.
// CHECK:      heddle: 1 report (1 lock-order-inversion) in 1 process
// CHECK:      exit=66
