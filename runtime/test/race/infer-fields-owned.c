// A global anonymous struct with one counter per thread (an array field,
// each element its thread's own) and a total added to under a mutex; main
// touches it only after the joins. One `fields` suggestion whose parts are
// each counter and the total; its fix slices the struct before the first
// thread's creation (untouched until then, each counter becomes its first
// user's own), makes the total locked, and takes every part over after the
// joins. The struct has no name: the lengths use __typeof__, and an element's
// size `sizeof tally.counts[0]` (tree-sitter-c's offsetof takes a field name
// only: the fix must parse). Applied: -Werror, clean in strict mode; a
// worker also counting into its neighbour's counter is reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/tally.c
// RUN: %heddle-cc -g -O1 %t.dir/tally.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/tally.c %t.fixed/tally.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/tally.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/tally.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DBUG_NEIGHBOUR %t.fixed/tally.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// RUN: %heddle-cc -g -O1 -DNO_TOTAL %t.dir/tally.c -o %t.nototal
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.nototal.sarif -- %t.nototal 2> %t.nototal.err
// RUN: %FileCheck %s --check-prefix=NOTOTAL < %t.nototal.err
// Without the total every part is one thread's own: a slice, told by field.
// NOTOTAL: heddle: suggestion (slice) tally.c:{{[0-9]+}}: `tally` was used by 5 threads, each in fields of its own: counts[0] | counts[1] | counts[2] | counts[3]{{.*}}. Split it by field with heddle_slice (lengths by offsetof, element size 1) before the threads start: {{.*}} No fix: heddle annotate writes a struct's split only when its runs of fields have different policies (a `fields` suggestion).
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: suggestion (slice)
// CHECK: heddle: suggestion (fields) tally.c:[[#@LINE+27]]: `tally` was used by 5 threads with a policy per field, none for the whole: counts[0], counts[1], counts[2], counts[3]: each one thread's own while others ran (T1, T2, T3, T4), used alone after the threads; total: locked by `tally_lock`, used alone after the threads. {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: pthread_t t[NTHREADS];
// FIXED-NEXT: static const size_t tally_parts[5] = {sizeof tally.counts[0], sizeof tally.counts[0], sizeof tally.counts[0], offsetof(__typeof__(tally), total) - offsetof(__typeof__(tally), counts) - 3 * sizeof tally.counts[0], sizeof(__typeof__(tally)) - offsetof(__typeof__(tally), total)}; /* by field: counts[0] | counts[1] | counts[2] | counts[3] | total */
// FIXED-NEXT: heddle_slice(&tally, 1, 5, tally_parts);
// FIXED-NEXT: heddle_set_locked(&tally.total, &tally_lock);
// FIXED-NEXT: for (long i = 0; i < NTHREADS; i++) pthread_create(
// FIXED: pthread_join(
// FIXED-NEXT: heddle_acquire_write(&tally.counts[0]);
// FIXED-NEXT: heddle_acquire_write(&tally.counts[1]);
// FIXED-NEXT: heddle_acquire_write(&tally.counts[2]);
// FIXED-NEXT: heddle_acquire_write(&tally.counts[3]);
// FIXED-NEXT: heddle_acquire_write(&tally.total);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// OUT: 1000 2000 3000 4000 = 10000
// BUG: SUMMARY: heddle: sharing-violation {{.*}}tally.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

enum { NTHREADS = 4 };

static struct {
  long counts[NTHREADS];
  long total;
} tally;
static pthread_mutex_t tally_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  long id = (long)arg;
  for (long i = 0; i < 1000 * (id + 1); i++) tally.counts[id]++;
#ifdef BUG_NEIGHBOUR
  tally.counts[(id + 1) % NTHREADS]++;
#endif
#ifndef NO_TOTAL
  pthread_mutex_lock(&tally_lock);
  tally.total += tally.counts[id];
  pthread_mutex_unlock(&tally_lock);
#endif
  return NULL;
}

int main(void) {
  pthread_t t[NTHREADS];
  for (long i = 0; i < NTHREADS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (long i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
  for (int i = 0; i < NTHREADS; i++) printf("%ld ", tally.counts[i]);
  printf("= %ld\n", tally.total);
  return 0;
}
