// Globals that threads change with atomic read-modify-writes or atomic stores
// once shared are written, not sticky-read (new-user trials rcu, krefmsg: their
// atomic writes did not count, and "never written once they shared it" was
// proposed). Atomic only: racy. Atomic whenever other threads could run and
// plain only alone (main after the joins: the atomref trial's counters, which
// got no suggestion before): racy too — strict mode checks neither. Atomic
// writes and a plain read while other threads ran (`mixed`, read by worker 0
// after a barrier): no ordered policy explains the atomic writes — no
// suggestion. A global the threads only read stays sticky-read.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: `mixed`
// CHECK-DAG: heddle: suggestion (racy) infer-atomic-writes.c:[[@LINE+13]]: `hits` was accessed by 5 threads only atomically: annotate it racy. [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) infer-atomic-writes.c:[[@LINE+13]]: `limit` was read by 5 threads and never written once they shared it
// CHECK-DAG: heddle: suggestion (racy) infer-atomic-writes.c:[[@LINE+13]]: `total` was accessed by 5 threads atomically whenever another thread could run, plainly only alone (before the threads or after the joins): annotate it racy. [fix available]
// CHECK-DAG: heddle: suggestion (racy) infer-atomic-writes.c:[[@LINE+13]]: `current` was accessed by 5 threads atomically whenever another thread could run, plainly only alone
// CHECK-DAG: heddle: suggestion (racy) infer-atomic-writes.c:[[@LINE+13]]: `stored` was accessed by 5 threads atomically whenever another thread could run, plainly only alone
// CHECK-NOT: `mixed`
// CHECK: heddle: 5 annotation suggestions
// CHECK: exit=0
// Before: `total`, `current` and `stored` got no suggestion (the atomref trial's
// counters alike).
#include <pthread.h>
#include <stdio.h>

static long hits;      /* atomic only: racy */
static long limit;     /* read only once shared: sticky-read */
static long total;     /* __atomic_fetch_add by the workers, read plainly after the joins */
static long *current;  /* __atomic_exchange_n by the workers */
static long stored;    /* __atomic_store_n by the workers */
static long cells[4];
static long mixed;     /* __atomic_fetch_add by the workers, read plainly by worker 0 while the others run */
static pthread_barrier_t added;

static void *worker(void *arg) {
  long i = (long)arg;
  for (long k = 0; k < limit; k++) __atomic_fetch_add(&total, k, __ATOMIC_RELAXED);
  __atomic_exchange_n(&current, &cells[i], __ATOMIC_ACQ_REL);
  __atomic_store_n(&stored, i, __ATOMIC_RELAXED);
  __atomic_fetch_add(&hits, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&mixed, 1, __ATOMIC_RELAXED);
  pthread_barrier_wait(&added);
  if (i == 0) printf("mixed %ld\n", mixed);
  pthread_barrier_wait(&added); /* the others run until worker 0 has read it */
  return 0;
}

int main(void) {
  pthread_t t[4];
  pthread_barrier_init(&added, 0, 4);
  current = &cells[0];
  limit = 1000;
  __atomic_store_n(&hits, 0, __ATOMIC_RELAXED);
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("%ld %ld %ld %ld\n", total, (long)(current - cells), stored, __atomic_load_n(&hits, __ATOMIC_RELAXED));
  return 0;
}
