// A part's first access is not always its first element: four threads fill
// a global array's parts, each first reading one past its part's first
// element (a[lo + 1]) and then writing a[lo..hi). The runtime saw each
// thread's part begin one element in; before, the slice's parts were cut
// there (0, 2008, 4008, 6008) and the applied fix's strict run reported each
// part's first write. The parts now start at each thread's lowest known
// access, sure where the part below ends there: the fix's parts are the
// program's (250 elements each); applied, it builds with -Wall -Werror, runs
// clean in strict mode, and a seeded write into the next thread's part is
// still reported. The threads take their turns by a relaxed counter (no
// happens-before; its own racy annotation is the second fix): when all four
// made their first read before any wrote, the parts came out wrong (1 of 3
// lit runs at nice -20; infer-slice-reads-first.c, XFAIL, keeps that case).
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/fill.c
// RUN: %heddle-cc -g -O1 %t.dir/fill.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/fill.c %t.fixed/fill.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/fill.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/fill.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/fill.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) fill.c:{{[0-9]+}}: `values` was used by 5 threads in disjoint parts: {{.*}} begin at byte offsets 0, 2000, 4000, 6000; {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: static double values[N];
// FIXED-NEXT: static const size_t values_parts[4] = {250, 250, 250, 250};
// FIXED: heddle_slice(values, sizeof values[0], 4, values_parts);
// FIXED: heddle_acquire_write(&values[first]);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: 249750
// BUG: SUMMARY: heddle: sharing-violation {{.*}}fill.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define THREADS 4
#define N 1000

static double values[N];
static int turn; /* relaxed: the order of the threads, no happens-before */

struct band {
  size_t lo, hi;
};

static void *worker(void *arg) {
  const struct band *b = arg;
  while (__atomic_load_n(&turn, __ATOMIC_RELAXED) != (int)(b->lo * THREADS / N)) usleep(100);
  double next = values[b->lo + 1]; /* the first access: a read one past the part's first element */
  for (size_t i = b->lo; i < b->hi; i++) values[i] = (double)i * 0.5 + next;
#ifdef SEEDED_BUG
  if (b->lo == 0) values[b->hi] = 0; /* one past its part: the next thread's */
#endif
  __atomic_add_fetch(&turn, 1, __ATOMIC_RELAXED);
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
