// An acquire that finds nothing new to acquire is cheap (sync.c's per-thread
// memo of each object's release count), and one after a new release still
// orders. Two workers publish their result with a releasing fetch_add on one
// counter (its clock is then a join of both: the summary of its last release
// cannot say "seen"); main spins on it with acquire loads and reads both
// results. The second worker starts only once main has acquired the first
// worker's release (a relaxed flag: no edge), so main's memo holds the count
// after one release when the second arrives; its result is still ordered.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=ACQREL < %t.err
// Without release/acquire nothing orders the results: still a race.
// RUN: %heddle-cc -g -O1 -DRELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED < %t.relaxed.err
// ACQREL-NOT: data-race
// The 100000 acquire loads after both releases join at most once; before the
// memo each of them took the counter's lock and joined its clock.
// ACQREL: heddle: {{[0-9][0-9]?}} acquires joined a clock
// ACQREL: exit=0
// RELAXED: Data race: thread T0 read 8 bytes of `results`
// RELAXED: exit=66
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifdef RELAXED
#define RELEASE memory_order_relaxed
#define ACQUIRE memory_order_relaxed
#else
#define RELEASE memory_order_release
#define ACQUIRE memory_order_acquire
#endif

#define SPINS 100000

long results[2];
atomic_int done;
atomic_int second_may_start; /* relaxed only: orders the schedule, not the threads */

static void *worker(void *arg) {
  long i = (long)arg;
  if (i == 1)
    while (!atomic_load_explicit(&second_may_start, memory_order_relaxed)) {
    }
  results[i] = 10 * (i + 1);
  atomic_fetch_add_explicit(&done, 1, RELEASE);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  while (atomic_load_explicit(&done, ACQUIRE) < 1) {
  }
  atomic_store_explicit(&second_may_start, 1, memory_order_relaxed);
  while (atomic_load_explicit(&done, ACQUIRE) < 2) {
  }
  long sum = results[0] + results[1];
  /* nothing new to acquire: each of these finds the count it saw */
  int seen = 0;
  for (int k = 0; k < SPINS; k++) seen += atomic_load_explicit(&done, ACQUIRE);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  printf("sum %ld seen %d\n", sum, seen);
  return sum == 30 ? 0 : 1;
}
