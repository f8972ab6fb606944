// An acquire skips its join when the acquirer is already ordered after the
// last release (runtime/lib/sync.c). A reused slot must not fool that test:
// the new holder continues the slot's clock without inheriting the old
// holder's, so its entry for the slot says nothing about what the old holder
// had acquired. Q writes an object, releases it and sets a flag (release);
// A acquires that flag, then releases `handoff` and is joined; B, created by
// a spawner that never synchronised with A, Q or main after it started, takes
// A's slot and acquires `handoff`: through A it is ordered after Q, and its
// acquire_write of Q's object is no report. A shortcut that trusted B's entry
// for the slot would skip the join and report an unordered-policy-change.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>

static int q_done, handoff, a_joined; // accessed only atomically
static int *obj;
HEDDLE_GLOBAL(obj, HEDDLE_RACY);

static void *q_thread(void *arg) {
  (void)arg;
  heddle_acquire_write(obj);
  *obj = 1;
  heddle_release_write(obj);
  __atomic_store_n(&q_done, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *a_thread(void *arg) {
  (void)arg;
  while (!__atomic_load_n(&q_done, __ATOMIC_ACQUIRE)) sched_yield();
  __atomic_store_n(&handoff, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *b_thread(void *arg) {
  while (!__atomic_load_n(&handoff, __ATOMIC_ACQUIRE)) sched_yield();
  heddle_acquire_write(obj); // ordered after Q's release through A
  *(int *)arg = *obj + 1;
  return 0;
}

static void *spawner(void *arg) {
  // Relaxed: learning that A was joined orders nothing.
  while (!__atomic_load_n(&a_joined, __ATOMIC_RELAXED)) sched_yield();
  pthread_t b;
  pthread_create(&b, 0, b_thread, arg); // takes A's slot, the last one given back
  pthread_join(b, 0);
  return 0;
}

int main(void) {
  obj = heddle_malloc(sizeof *obj, HEDDLE_INACCESSIBLE);
  int result = 0;
  pthread_t s, q, a;
  pthread_create(&s, 0, spawner, &result); // before Q and A: knows nothing of them
  pthread_create(&q, 0, q_thread, 0);
  pthread_create(&a, 0, a_thread, 0);
  pthread_join(a, 0);
  __atomic_store_n(&a_joined, 1, __ATOMIC_RELAXED);
  pthread_join(s, 0);
  pthread_join(q, 0);
  return result == 2 ? 0 : 1;
}

// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
