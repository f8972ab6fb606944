// Condition variables order a hand-over: T1 releases the buffer, signals;
// T2 waits, then acquires it. Ordered: no report. The same hand-over where T2
// only polls a flag it reads without synchronisation (a relaxed atomic) is
// reported.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready; // guarded by m
HEDDLE_GLOBAL_LOCKED(ready, &m);
static int *buf, *buf2;
HEDDLE_GLOBAL(buf, HEDDLE_RACY);
HEDDLE_GLOBAL(buf2, HEDDLE_RACY);
static atomic_int flag;

static void *producer(void *arg) {
  (void)arg;
  heddle_acquire_write(buf);
  buf[0] = 42;
  heddle_release_write(buf);
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);

  heddle_acquire_write(buf2);
  buf2[0] = 1;
  heddle_release_write(buf2);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  heddle_acquire_write(buf);
  buf[0]++;

  while (!atomic_load_explicit(&flag, memory_order_relaxed)) sched_yield();
  heddle_acquire_write(buf2); // CHECK-DAG: unordered-policy-change cond-handover.c:[[@LINE]]
  return 0;
}

int main(void) {
  buf = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  buf2 = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_t a, b;
  pthread_create(&b, 0, consumer, 0);
  pthread_create(&a, 0, producer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// SUM: heddle: 1 report (1 unordered-policy-change) in 1 process
