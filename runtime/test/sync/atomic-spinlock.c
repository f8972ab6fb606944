// The legacy __sync builtins as synchronisation: a spinlock made of
// __sync_lock_test_and_set (an acquiring exchange) and __sync_lock_release (a
// release store) orders the threads that take turns on an object, and a
// __sync_fetch_and_add counter (a full barrier: release and acquire) tells
// main when every worker is done, before any join. Every hand-over is ordered:
// no report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

#define THREADS 3
#define ROUNDS 200

static int lock_word, finished; // accessed only atomically
static long *total;
HEDDLE_GLOBAL(total, HEDDLE_RACY);

static void spin_lock(void) {
  while (__sync_lock_test_and_set(&lock_word, 1))
    while (__atomic_load_n(&lock_word, __ATOMIC_RELAXED)) sched_yield();
}

static void spin_unlock(void) { __sync_lock_release(&lock_word); }

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < ROUNDS; i++) {
    spin_lock();
    heddle_acquire_write(total);
    *total += 1;
    heddle_release_write(total);
    spin_unlock();
  }
  __sync_fetch_and_add(&finished, 1);
  return 0;
}

int main(void) {
  total = heddle_malloc(sizeof *total, HEDDLE_INACCESSIBLE);
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, 0);
  while (__sync_fetch_and_add(&finished, 0) < THREADS) sched_yield();
  heddle_acquire_write(total); // ordered after every worker's release by the counter
  printf("total %ld\n", *total);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return 0;
}

// OUT: total 600
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
