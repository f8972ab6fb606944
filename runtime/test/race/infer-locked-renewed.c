// The `locked by` proposal of an object whose epochs are renewed without the
// slow path (race.c `renew`): main sets `hits` and `misses` under m before it
// starts the worker, which bumps both under m 2,000 times — after its first
// turn every new epoch on them is renewed (the verbosity line counts them),
// since the usage would not change: same thread, the mutex every access held.
// `hits` is proposed locked by m, with HEDDLE_GLOBAL_LOCKED as the fix. The
// worker then reads `misses` once holding only `other`: that access must reach
// the slow path (a mutex other than the common one kills it), so no lock is
// proposed for `misses` — a renewal that looked at "same thread, a mutex
// held" only would have proposed m.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/ren.c
// RUN: %heddle-cc -g -O1 %t.dir/ren.c -o %t
// RUN: cd %t.dir && env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: ! grep 'suggestion (locked) .*`misses`' %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/ren.c %t.fixed/ren.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif
// RUN: grep -v '^//' %t.fixed/ren.c | %FileCheck %s --check-prefix=FIXED
// CHECK: heddle: race mode renewed {{[1-9][0-9][0-9][0-9]+}} epochs without the slow path
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (locked) ren.c:{{[0-9]+}}: `hits` was accessed by 2 threads, always holding the mutex `m`{{.*}}[fix available]
// CHECK: exit=0
// FIXED: static long hits;
// FIXED-NEXT: HEDDLE_GLOBAL_LOCKED(hits, &m);
// FIXED-NOT: HEDDLE_GLOBAL_LOCKED(misses
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, other = PTHREAD_MUTEX_INITIALIZER;
static long hits;
static long misses;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2000; i++) {
    pthread_mutex_lock(&m);
    hits++;
    misses++;
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&other);
  long seen = misses;
  pthread_mutex_unlock(&other);
  return (void *)seen;
}

int main(void) {
  pthread_mutex_lock(&m);
  hits = 1;
  misses = 1;
  pthread_mutex_unlock(&m);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  void *seen;
  pthread_join(t, &seen);
  pthread_mutex_lock(&m);
  printf("%ld %ld %ld\n", hits, misses, (long)seen);
  pthread_mutex_unlock(&m);
  return 0;
}
