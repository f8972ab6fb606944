// KNOWN BUG (XFAIL; found while hunting timing-dependent tests): the slice
// suggestion depends on the schedule. infer-slice-first-access.c's program,
// with every thread's first read (a[lo + 1]) made before any thread writes —
// what an idle machine does now and then when the four threads start together
// (that test failed 1 of 3 lit runs at nice -20: parts "0, 2000, 6000", a
// fix with three parts for four). Here a relaxed counter (no happens-before)
// forces that order every run: the parts come out as "0, 8, 16, 128, 2000,
// 2008, ..." or "0, 2000" (the read order decides) and a fix is offered for
// most of them. Expected: the program's four parts, as when the threads run
// one after the other, or no fix with the reason.
// XFAIL: *
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/fill.c
// RUN: %heddle-cc -g -O1 %t.dir/fill.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) fill.c:{{[0-9]+}}: `values` was used by 5 threads in disjoint parts: {{.*}} begin at byte offsets 0, 2000, 4000, 6000; {{.*}} [fix available]
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define THREADS 4
#define N 1000

static double values[N];
static int have_read; /* relaxed: no happens-before, only the order */

struct band {
  size_t lo, hi;
};

static void *worker(void *arg) {
  const struct band *b = arg;
  double next = values[b->lo + 1];
  __atomic_add_fetch(&have_read, 1, __ATOMIC_RELAXED);
  while (__atomic_load_n(&have_read, __ATOMIC_RELAXED) < THREADS) usleep(100);
  for (size_t i = b->lo; i < b->hi; i++) values[i] = (double)i * 0.5 + next;
  return NULL;
}

int main(void) {
  pthread_t th[THREADS];
  struct band bands[THREADS];
  for (int t = 0; t < THREADS; t++) {
    bands[t] = (struct band){(size_t)N * t / THREADS, (size_t)N * (t + 1) / THREADS};
    pthread_create(&th[t], NULL, worker, &bands[t]);
  }
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  double sum = 0;
  for (size_t i = 0; i < N; i++) sum += values[i];
  printf("%g\n", sum);
  return 0;
}
