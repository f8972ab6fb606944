// Arrays the allocating thread prepared (filled) before worker threads each
// took a part (LLNL style): a heap array main fills and each worker updates
// over [lo, hi), and a global grid main fills and each worker updates by rows
// (`grid[r * COLS + c]` in two nested loops). The slice suggestions' fixes
// leave the allocation as it is (the array is the preparer's), slice each
// array where the preparation is over — before the statement creating the
// workers — and release every part there, acquire each part in the worker
// before its loops at the subscript's first index (the loops' initialisers:
// `&j->values[j->lo]`, `&grid[j->row0 * COLS + 0]`), and take the parts over
// after the joins. Applied, the program builds with -Wall -Werror, runs clean
// in strict mode — where the unpatched program reports — and a seeded write
// one past a worker's part is still reported. Before heddle annotate wrote
// these hand-overs, both suggestions were messages only ("prepared").
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/prepared.c
// RUN: %heddle-cc -g -O1 %t.dir/prepared.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck %s --check-prefix=RELATED
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/prepared.c %t.fixed/prepared.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/prepared.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/prepared.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/prepared.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (slice) prepared.c:{{[0-9]+}}: The 8000-byte heap object allocated here was used by 5 threads in disjoint parts: slice it with heddle_slice once it is prepared {{.*}} begin at byte offsets 0, 2000, 4000, 6000; {{.*}} The parts' threads began using them at prepared.c:93. {{.*}} [fix available]
// CHECK-DAG: heddle: suggestion (slice) prepared.c:{{[0-9]+}}: `grid` was used by 5 threads in disjoint parts: slice it with heddle_slice once it is prepared {{.*}} begin at byte offsets 0, 800, 1600, 2400; {{.*}} [fix available]
// CHECK: exit=0
// RELATED: annotation-suggestion prepared.c:{{[0-9]+}}:
// RELATED: related 1 the preparing thread's last access before the parts were taken prepared.c:
// RELATED-NEXT: related 2 a part's thread began using it here prepared.c:93:
// RELATED-NEXT: related 3 the parts used after their threads prepared.c:
// RELATED: annotation-suggestion prepared.c:{{[0-9]+}}:
// RELATED: related 1 the preparing thread's last access before the parts were taken prepared.c:
// RELATED-NEXT: related 2 a part's thread began using it here prepared.c:95:
// RELATED-NEXT: related 3 the parts used after their threads prepared.c:
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: static double grid[ROWS * COLS];
// FIXED-NEXT: static const size_t grid_parts[4] = {100, 100, 100, 100}; /* one run's parts: write the program's own if they depend on the input */
// FIXED: struct job *j = arg;
// FIXED-NEXT: heddle_acquire_write(&j->values[j->lo]); /* this thread's part */
// FIXED-NEXT: for (size_t i = j->lo; i < j->hi; i++)
// FIXED-NEXT: heddle_acquire_write(&grid[j->row0 * COLS + 0]); /* this thread's part */
// FIXED-NEXT: for (size_t r = j->row0; r < j->row1; r++)
// FIXED: double *values = malloc(n * sizeof *values);
// FIXED: struct job jobs[THREADS];
// FIXED-NEXT: static const size_t values_parts[4] = {250, 250, 250, 250}; /* one run's parts: write the program's own if they depend on the input */
// FIXED-NEXT: heddle_slice(values, sizeof *values, 4, values_parts);
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += values_parts[part++])
// FIXED-NEXT: heddle_release_write(&values[first]); /* each part goes to the thread that takes it */
// FIXED-NEXT: heddle_slice(grid, sizeof grid[0], 4, grid_parts);
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += grid_parts[part++])
// FIXED-NEXT: heddle_release_write(&grid[first]); /* each part goes to the thread that takes it */
// FIXED-NEXT: for (int t = 0; t < THREADS; t++) {
// FIXED: double sum = 0;
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += values_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&values[first]); /* the parts are this thread's now */
// FIXED-NEXT: for (size_t i = 0; i < n; i++) sum += values[i];
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 4; first += grid_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&grid[first]); /* the parts are this thread's now */
// FIXED-NEXT: for (size_t i = 0; i < ROWS * COLS; i++) sum += grid[i];
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: 660100
// BUG: SUMMARY: heddle: sharing-violation {{.*}}prepared.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4
#define ROWS 8
#define COLS 50
static double grid[ROWS * COLS];

struct job {
  double *values;
  size_t lo, hi, row0, row1;
};

static void *worker(void *arg) {
  struct job *j = arg;
  for (size_t i = j->lo; i < j->hi; i++) j->values[i] += (double)i; /* on what main put there */
  for (size_t r = j->row0; r < j->row1; r++)
    for (size_t c = 0; c < COLS; c++) grid[r * COLS + c] *= 2;
#ifdef SEEDED_BUG
  if (j->lo == 0) j->values[j->hi] = 0; /* one past its part: the next thread's */
#endif
  return NULL;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 1000;
  double *values = malloc(n * sizeof *values);
  for (size_t i = 0; i < n; i++) values[i] = 1;
  for (size_t i = 0; i < ROWS * COLS; i++) grid[i] = (double)i;
  pthread_t th[THREADS];
  struct job jobs[THREADS];
  for (int t = 0; t < THREADS; t++) {
    jobs[t] = (struct job){values, n * t / THREADS, n * (t + 1) / THREADS, ROWS * t / THREADS, ROWS * (t + 1) / THREADS};
    pthread_create(&th[t], NULL, worker, &jobs[t]);
  }
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  double sum = 0;
  for (size_t i = 0; i < n; i++) sum += values[i];
  for (size_t i = 0; i < ROWS * COLS; i++) sum += grid[i];
  printf("%g\n", sum);
  free(values);
  return 0;
}
