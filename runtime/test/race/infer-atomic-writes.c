// Globals that threads change with atomic read-modify-writes or atomic stores
// once shared are written, not sticky-read (new-user trials rcu, krefmsg: their
// atomic writes did not count, and "never written once they shared it" was
// proposed). Atomic only: racy. Atomic writes and plain reads (main after the
// joins): no ordered policy explains the atomic writes — no suggestion. A
// global the threads only read stays sticky-read.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: `total`
// CHECK-NOT: `current`
// CHECK-NOT: `stored`
// CHECK-DAG: heddle: suggestion (racy) infer-atomic-writes.c:[[@LINE+10]]: `hits` was accessed by 5 threads only atomically: annotate it racy. [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) infer-atomic-writes.c:[[@LINE+10]]: `limit` was read by 5 threads and never written once they shared it
// CHECK-NOT: `total`
// CHECK-NOT: `current`
// CHECK-NOT: `stored`
// CHECK: heddle: 2 annotation suggestions
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>

static long hits;      /* atomic only: racy */
static long limit;     /* read only once shared: sticky-read */
static long total;     /* __atomic_fetch_add by the workers, read plainly after the joins */
static long *current;  /* __atomic_exchange_n by the workers */
static long stored;    /* __atomic_store_n by the workers */
static long cells[4];

static void *worker(void *arg) {
  long i = (long)arg;
  for (long k = 0; k < limit; k++) __atomic_fetch_add(&total, k, __ATOMIC_RELAXED);
  __atomic_exchange_n(&current, &cells[i], __ATOMIC_ACQ_REL);
  __atomic_store_n(&stored, i, __ATOMIC_RELAXED);
  __atomic_fetch_add(&hits, 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  pthread_t t[4];
  current = &cells[0];
  limit = 1000;
  __atomic_store_n(&hits, 0, __ATOMIC_RELAXED);
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("%ld %ld %ld %ld\n", total, (long)(current - cells), stored, __atomic_load_n(&hits, __ATOMIC_RELAXED));
  return 0;
}
