// A heap array from malloc, stored in a plain variable, whose parts four
// threads fill (each through its own argument struct) and which main sums
// and frees after joining them: the slice suggestion's fix allocates it
// untouched (heddle_malloc(n, HEDDLE_UNTOUCHED) in malloc's place), slices it
// right after (the observed parts in elements of the pointee type) and takes
// the parts over before main's loop. Applied, the program builds with
// -Werror, runs clean in strict mode — where the unpatched program reports —
// and a seeded write one past a thread's part is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/bands.c
// RUN: %heddle-cc -g -O1 %t.dir/bands.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/bands.c %t.fixed/bands.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/bands.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/bands.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/bands.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) bands.c:[[#ALLOC:]]: The 8000-byte heap object allocated here was used by 5 threads in disjoint parts: {{.*}} begin at byte offsets 0, 2000, 4000, 6000; {{.*}} (bands.c:{{[0-9]+}}): take them over there with heddle_acquire_write. [fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: double *values = heddle_malloc(n * sizeof *values, HEDDLE_UNTOUCHED);
// FIXED-NEXT: static const size_t values_parts[4] = {250, 250, 250, 250}; /* one run's parts: write the program's own if they depend on the input */
// FIXED-NEXT: heddle_slice(values, sizeof *values, 4, values_parts);
// FIXED-NEXT: pthread_t th[THREADS];
// FIXED: double sum = 0;
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += values_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&values[first]); /* the parts are this thread's now */
// FIXED-NEXT: for (size_t i = 0; i < n; i++) sum += values[i];
// FIXED-NEXT: printf
// FIXED-NEXT: free(values);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: 249750
// BUG: SUMMARY: heddle: sharing-violation {{.*}}bands.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4

struct band {
  double *out;
  size_t lo, hi;
};

static void *worker(void *arg) {
  struct band *b = arg;
  for (size_t i = b->lo; i < b->hi; i++) b->out[i] = (double)i * 0.5;
#ifdef SEEDED_BUG
  if (b->lo == 0) b->out[b->hi] = 0; /* one past its part: the next thread's */
#endif
  return NULL;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 1000;
  double *values = malloc(n * sizeof *values);
  pthread_t th[THREADS];
  struct band bands[THREADS];
  for (int t = 0; t < THREADS; t++) {
    bands[t] = (struct band){values, n * t / THREADS, n * (t + 1) / THREADS};
    pthread_create(&th[t], NULL, worker, &bands[t]);
  }
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  double sum = 0;
  for (size_t i = 0; i < n; i++) sum += values[i];
  printf("%g\n", sum);
  free(values);
  return 0;
}
