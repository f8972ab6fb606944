// A global array whose parts four threads fill, each its own, and which main
// reads after joining them: one slice suggestion whose fix slices the array
// before the threads start (in the helper that creates them, before its loop;
// the observed parts, in elements, as a `static const` array after the
// array's definition; each slice untouched until its thread uses it) and
// takes the parts over after the joins, before main's read loop.
// Applied, the program builds with -Werror and runs clean in strict mode —
// where the unpatched program reports — and a seeded write into the next
// thread's part is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/fill.c
// RUN: %heddle-cc -g -O1 %t.dir/fill.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
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
// CHECK: heddle: suggestion (slice) fill.c:[[#DEF:]]: `out` was used by 5 threads in disjoint parts: slice it with heddle_slice before the threads start, each part untouched until its thread uses it. The parts this run observed begin at byte offsets 0, 2000, 4000, 6000; if the partition depends on the input, write the program's own expression for it. A thread used the parts after their threads (fill.c:[[#READ:]]): take them over there with heddle_acquire_write. [fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: static double out[N];
// FIXED-NEXT: static const size_t out_parts[4] = {250, 250, 250, 250}; /* one run's parts: write the program's own if they depend on the input */
// FIXED: static void start(pthread_t *th) {
// FIXED-NEXT: heddle_slice(out, sizeof out[0], 4, out_parts);
// FIXED-NEXT: for (long t = 0; t < THREADS; t++) {
// FIXED: double sum = 0;
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += out_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&out[first]); /* the parts are this thread's now */
// FIXED-NEXT: for (int i = 0; i < N; i++)
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: 249750
// BUG: SUMMARY: heddle: sharing-violation {{.*}}fill.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

#define N 1000
#define THREADS 4
static double out[N];

static void *worker(void *arg) {
  long t = (long)arg;
  for (long i = t * (N / THREADS); i < (t + 1) * (N / THREADS); i++) out[i] = (double)i * 0.5;
#ifdef SEEDED_BUG
  if (t == 0) out[N / THREADS] = -1; /* the first element of thread 1's part */
#endif
  return NULL;
}

static void start(pthread_t *th) {
  for (long t = 0; t < THREADS; t++) {
    pthread_create(&th[t], NULL, worker, (void *)t);
  }
}

int main(void) {
  pthread_t th[THREADS];
  start(th);
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += out[i];
  printf("%g\n", sum);
  return 0;
}
