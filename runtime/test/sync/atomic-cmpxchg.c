// Compare-and-exchange as synchronisation. A successful one has its success
// order: T1 publishes a pointer with a releasing CAS and T2 takes it with an
// acquiring CAS. A failed one is a load with its failure order: T2 waits with
// a CAS whose success order is relaxed (no edge while it succeeds) and whose
// failure order is acquire, so the CAS that fails on seeing T1's flag orders
// T2 after T1. Both hand-overs are ordered: no report. With a relaxed failure
// order (-DFAILURE_ORDER=__ATOMIC_RELAXED) the second one is not.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=EDGE < %t.err
// RUN: %heddle-cc -O1 -DFAILURE_ORDER=__ATOMIC_RELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=NO-EDGE < %t.relaxed.err
// RUN: %python %inputs/sarif_query.py %t.relaxed.sarif results | %FileCheck %s --check-prefix=AT
#include <heddle.h>
#include <pthread.h>
#include <sched.h>

#ifndef FAILURE_ORDER
#define FAILURE_ORDER __ATOMIC_ACQUIRE
#endif

static int *slot;  // accessed only atomically
static int flag;   // accessed only atomically
static int *other;
HEDDLE_GLOBAL(other, HEDDLE_RACY);

static void *producer(void *arg) {
  (void)arg;
  int *box = heddle_malloc(sizeof *box, HEDDLE_PRIVATE);
  *box = 1;
  heddle_release_write(box);
  int *empty = 0;
  __atomic_compare_exchange_n(&slot, &empty, box, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);

  heddle_acquire_write(other);
  *other = 2;
  heddle_release_write(other);
  __atomic_store_n(&flag, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *consumer(void *arg) {
  int *box;
  do box = __atomic_load_n(&slot, __ATOMIC_RELAXED);
  while (!box || !__atomic_compare_exchange_n(&slot, &box, (int *)0, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED));
  heddle_acquire_write(box);
  *box += 1;

  for (int expected = 0; __atomic_compare_exchange_n(&flag, &expected, 0, 0, __ATOMIC_RELAXED, FAILURE_ORDER);
       expected = 0)
    sched_yield();
  heddle_acquire_write(other); // AT: unordered-policy-change atomic-cmpxchg.c:[[@LINE]]
  *(int *)arg = *box + *other;
  return 0;
}

int main(void) {
  other = heddle_malloc(sizeof *other, HEDDLE_INACCESSIBLE);
  int result = 0;
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, &result);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return result == 4 ? 0 : 1;
}

// EDGE: heddle: 0 reports in 1 process
// EDGE: exit=0
// NO-EDGE: heddle: 1 report (1 unordered-policy-change) in 1 process
// NO-EDGE: exit=66
