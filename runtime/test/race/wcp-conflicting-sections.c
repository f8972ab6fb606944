// Weak causal precedence keeps a lock's edge where the critical sections
// touch a common object (wcp=1): the worker writes `x` under mutex a, then sets
// `ready` under mutex b; main polls `ready` under b and reads `x` once it is
// set. The sections on b conflict (a write and reads of `ready`), so the
// worker's unlock of b orders main's read of `x`: no report, predicted or not.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: data-race
// CHECK: exit=0
#include <pthread.h>
#include <sched.h>

int x, ready;
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *p) {
  pthread_mutex_lock(&a);
  x = 1;
  pthread_mutex_unlock(&a);
  pthread_mutex_lock(&b);
  ready = 1;
  pthread_mutex_unlock(&b);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  for (int seen = 0; !seen;) {
    pthread_mutex_lock(&b);
    seen = ready;
    pthread_mutex_unlock(&b);
    if (!seen) sched_yield();
  }
  int v = x;
  pthread_join(t, 0);
  return v == 1 ? 0 : 1;
}
