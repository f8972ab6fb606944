// A thread that only re-reads atomics it has checked in this epoch is
// waiting for another thread, and yields its core every 256 such reads
// (race.c spin_reread): a spin lock's waiter whose holder is not running
// (a ticket lock handed to a descheduled thread, one core) no longer spins
// through whole time slices (issue #11). Counted, not timed: the waiter
// reads `flag` 100,000 times in one epoch (the first read takes the slow
// path, 99,999 re-reads: 390 yields); the worker reads it as often but bumps
// a counter (an atomic write) between reads, which is work, not a wait: no
// yield. Without the yield the exit line has no such count; a worker taken
// for a waiter would make it 780.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: data-race
// CHECK: heddle: race mode yielded 390 times in spin waits
// CHECK: exit=0
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define READS 100000

/* Cache lines apart: the memo is direct-mapped by address. Not static and
 * stored by main: loads of a constant would be folded away. */
_Alignas(64) atomic_int flag;
_Alignas(64) atomic_long progress;

static void *waiter(void *unused) {
  long seen = 0;
  for (int k = 0; k < READS; k++) seen += atomic_load_explicit(&flag, memory_order_acquire);
  return (void *)seen;
}

static void *worker(void *unused) {
  long seen = 0;
  for (int k = 0; k < READS; k++) {
    atomic_fetch_add_explicit(&progress, 1, memory_order_relaxed);
    seen += atomic_load_explicit(&flag, memory_order_acquire);
  }
  return (void *)seen;
}

int main(void) {
  atomic_store_explicit(&flag, 0, memory_order_relaxed);
  pthread_t w, k;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&k, 0, worker, 0);
  void *a, *b;
  pthread_join(w, &a);
  pthread_join(k, &b);
  printf("seen %ld progress %ld\n", (long)a + (long)b, (long)atomic_load(&progress));
  return (long)a + (long)b == 0 ? 0 : 1;
}
