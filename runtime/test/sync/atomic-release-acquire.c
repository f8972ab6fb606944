// A release store of an atomic, read by an acquire load, is a happens-before
// edge (C11 synchronises-with; ThreadSanitizer's model). T1 allocates a
// private object, writes it, releases it and publishes the pointer with a
// release store; T2 spins on an acquire load and acquires the object: ordered,
// no report. The edge needs both halves: a relaxed store or a relaxed load
// leaves T2's acquire unordered after T1's release (unordered-policy-change).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=EDGE < %t.err
//
// RUN: %heddle-cc -O1 -DSTORE_ORDER=__ATOMIC_RELAXED -DLOAD_ORDER=__ATOMIC_RELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=NO-EDGE < %t.relaxed.err
// RUN: %python %inputs/sarif_query.py %t.relaxed.sarif results | %FileCheck %s --check-prefix=AT
//
// RUN: %heddle-cc -O1 -DLOAD_ORDER=__ATOMIC_RELAXED %s -o %t.relaxed-load
// RUN: %heddle run --srcroot %S --out %t.relaxed-load.sarif -- %t.relaxed-load 2> %t.relaxed-load.err; echo "exit=$?" >> %t.relaxed-load.err
// RUN: %FileCheck %s --check-prefix=NO-EDGE < %t.relaxed-load.err
//
// RUN: %heddle-cc -O1 -DSTORE_ORDER=__ATOMIC_RELAXED %s -o %t.relaxed-store
// RUN: %heddle run --srcroot %S --out %t.relaxed-store.sarif -- %t.relaxed-store 2> %t.relaxed-store.err; echo "exit=$?" >> %t.relaxed-store.err
// RUN: %FileCheck %s --check-prefix=NO-EDGE < %t.relaxed-store.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>

#ifndef STORE_ORDER
#define STORE_ORDER __ATOMIC_RELEASE
#endif
#ifndef LOAD_ORDER
#define LOAD_ORDER __ATOMIC_ACQUIRE
#endif

static int *slot; // accessed only atomically: never checked

static void *producer(void *arg) {
  (void)arg;
  int *box = heddle_malloc(sizeof *box, HEDDLE_PRIVATE);
  *box = 1;
  heddle_release_write(box);
  __atomic_store_n(&slot, box, STORE_ORDER);
  return 0;
}

static void *consumer(void *arg) {
  int *box;
  while (!(box = __atomic_load_n(&slot, LOAD_ORDER))) sched_yield();
  heddle_acquire_write(box); // AT: unordered-policy-change atomic-release-acquire.c:[[@LINE]] {{.*}} threads={{.*}}T1,T2
  *box += 1;
  *(int *)arg = *box;
  return 0;
}

int main(void) {
  int result = 0;
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, &result);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return result == 2 ? 0 : 1;
}

// EDGE: heddle: 0 reports in 1 process
// EDGE: exit=0
// NO-EDGE: heddle: 1 report (1 unordered-policy-change) in 1 process
// NO-EDGE: exit=66
