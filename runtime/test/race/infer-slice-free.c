// A heap array whose parts threads fill and which main only frees after
// joining them (the results went out through the threads' own output): a free
// is a write-like use, so the parts are taken over before it — the slice fix's
// acquire loop goes before the free. Applied, the program builds with -Werror
// and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/drop.c
// RUN: %heddle-cc -g -O1 %t.dir/drop.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > /dev/null 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/drop.c %t.fixed/drop.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/drop.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/drop.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > /dev/null 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: suggestion (slice) drop.c:{{[0-9]+}}: {{.*}} A thread freed the parts after their threads (drop.c:{{[0-9]+}}): take them over there with heddle_acquire_write. [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: int *squares = heddle_malloc(n * sizeof *squares, HEDDLE_UNTOUCHED);
// FIXED: for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 2; first += squares_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&squares[first]);
// FIXED-NEXT: free(squares);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct half {
  int *squares;
  int lo, hi;
};

static void *worker(void *arg) {
  struct half *h = arg;
  long sum = 0;
  for (int i = h->lo; i < h->hi; i++) {
    h->squares[i] = i * i;
    sum += h->squares[i];
  }
  printf("%ld\n", sum);
  return NULL;
}

int main(void) {
  int n = 600;
  int *squares = malloc(n * sizeof *squares);
  pthread_t th[2];
  struct half halves[2] = {{squares, 0, 300}, {squares, 300, 600}};
  for (int t = 0; t < 2; t++) pthread_create(&th[t], NULL, worker, &halves[t]);
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  free(squares);
  return 0;
}
