// glibc reuses a pthread_t once its thread is gone, and a detached thread that
// exited keeps its runtime record, so a join must find the newest thread with
// that handle, not the stale detached one (slots are reused, so slot order is
// not creation order). 200 rounds: a detached thread runs and exits, a joined
// thread frees a lower slot, and the next joinable thread — reusing that slot
// and often the detached thread's handle — hands an object back to main
// through the join. A join ordered after the wrong thread would make main's
// acquire_write an unordered-policy-change; nothing is reported.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

#define ROUNDS 200
static int *box;
static int detached_done; // atomics only
HEDDLE_GLOBAL(detached_done, HEDDLE_RACY);

static void *detached(void *arg) {
  (void)arg;
  __atomic_add_fetch(&detached_done, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *idle(void *arg) { return arg; }

static void *writer(void *arg) {
  heddle_acquire_write(box);
  *box += 1;
  heddle_release_write(box);
  return arg;
}

int main(void) {
  box = heddle_malloc(sizeof *box, HEDDLE_PRIVATE);
  *box = 0;
  heddle_set_sticky_read(&box);
  for (int round = 1; round <= ROUNDS; round++) {
    pthread_t low, d, w;
    pthread_create(&low, 0, idle, 0);   // takes the lower slot
    pthread_create(&d, 0, detached, 0); // the higher one, kept after it exits
    pthread_detach(d);
    while (__atomic_load_n(&detached_done, __ATOMIC_ACQUIRE) < round) sched_yield();
    pthread_join(low, 0);
    heddle_release_write(box);
    pthread_create(&w, 0, writer, 0); // the lower slot again
    pthread_join(w, 0);
    heddle_acquire_write(box); // ordered after the writer only through this join
  }
  printf("box %d\n", *box);
  return 0;
}

// CHECK: box 200
// CHECK: exit=0
// SUM: heddle: 0 reports in 1 process
