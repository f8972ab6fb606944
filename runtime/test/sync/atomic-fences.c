// Fences with relaxed atomics (C11 7.17.4): a release fence before a relaxed
// store, read by a relaxed load followed by an acquire fence, synchronises
// like a release store read by an acquire load. Two patterns, both ordered,
// no report:
//  - message passing: T1 releases an object, fence(release), relaxed store of
//    a flag; T2 spins on relaxed loads, fence(acquire), acquires the object;
//  - reference counting: every worker drops its read access and its reference
//    with a releasing fetch_sub; the one that drops the last reference runs
//    fence(acquire) and takes the object over for writing.
// Without the fences (-DNO_FENCES) neither is ordered.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=FENCES < %t.err
// RUN: %heddle-cc -O1 -DNO_FENCES %s -o %t.nofences
// RUN: %heddle run --srcroot %S --out %t.nofences.sarif -- %t.nofences 2> %t.nofences.err; echo "exit=$?" >> %t.nofences.err
// RUN: %FileCheck %s --check-prefix=NO-FENCES < %t.nofences.err
// RUN: %python %inputs/sarif_query.py %t.nofences.sarif results | %FileCheck %s --check-prefix=AT
#include <heddle.h>
#include <pthread.h>
#include <sched.h>

#ifdef NO_FENCES
#define FENCE(order) ((void)0)
#else
#define FENCE(order) __atomic_thread_fence(order)
#endif

#define READERS 3

static int flag, refs = READERS; // accessed only atomically
static int *message, *shared;
HEDDLE_GLOBAL(message, HEDDLE_RACY);
HEDDLE_GLOBAL(shared, HEDDLE_RACY);

static void *sender(void *arg) {
  (void)arg;
  heddle_acquire_write(message);
  *message = 7;
  heddle_release_write(message);
  FENCE(__ATOMIC_RELEASE);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return 0;
}

static void *receiver(void *arg) {
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
  FENCE(__ATOMIC_ACQUIRE);
  heddle_acquire_write(message); // AT-DAG: unordered-policy-change atomic-fences.c:[[@LINE]]
  *(int *)arg = *message;
  return 0;
}

static void *reader(void *arg) {
  heddle_acquire_read(shared);
  long seen = *shared;
  heddle_release_read(shared);
  if (__atomic_fetch_sub(&refs, 1, __ATOMIC_RELEASE) == 1) {
    FENCE(__ATOMIC_ACQUIRE);
    heddle_acquire_write(shared); // AT-DAG: unordered-policy-change atomic-fences.c:[[@LINE]]
    *shared = 0;
  }
  return (void *)seen;
}

int main(void) {
  message = heddle_malloc(sizeof *message, HEDDLE_INACCESSIBLE);
  shared = heddle_malloc(sizeof *shared, HEDDLE_READ_SHARED);
  heddle_release_read(shared); // main's own read access: the readers take theirs
  int received = 0;
  pthread_t s, r, readers[READERS];
  pthread_create(&s, 0, sender, 0);
  pthread_create(&r, 0, receiver, &received);
  for (int i = 0; i < READERS; i++) pthread_create(&readers[i], 0, reader, 0);
  pthread_join(s, 0);
  pthread_join(r, 0);
  for (int i = 0; i < READERS; i++) pthread_join(readers[i], 0);
  return received == 7 ? 0 : 1;
}

// FENCES: heddle: 0 reports in 1 process
// FENCES: exit=0
// NO-FENCES: heddle: 2 reports (2 unordered-policy-change) in 1 process
// NO-FENCES: exit=66
