// A big array (500 KB: race mode's masks cover it in 8 KB granules, so its
// segments' cuts follow granules and the order the threads ran in) split
// unevenly among three threads: the slice suggestion's parts begin where each
// thread began using it, not at granule bounds, so the fix's parts are the
// program's own (21333, 21333, 21334 elements), in elements of what the global
// pointer it is stored in points to. Applied (with the pointer's own
// sticky-read), the program runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/big.c
// RUN: %heddle-cc -g -O2 %t.dir/big.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/big.c %t.fixed/big.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/big.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O2 -Wall -Werror %t.fixed/big.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) big.c:{{[0-9]+}}: The 512000-byte heap object allocated here was used by 4 threads in disjoint parts: {{.*}} begin at byte offsets 0, 170664, 341328; {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: counts = heddle_malloc(N * sizeof *counts, HEDDLE_UNTOUCHED);
// FIXED: static const size_t counts_parts[3] = {21333, 21333, 21334};
// FIXED-NEXT: heddle_slice(counts, sizeof *counts, 3, counts_parts);
// FIXED: heddle_acquire_write(&counts[first]);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64000
#define THREADS 3

static long *counts;

static void *worker(void *arg) {
  long t = (long)arg;
  for (long i = N * t / THREADS; i < N * (t + 1) / THREADS; i++) counts[i] = i % 7;
  return NULL;
}

int main(void) {
  counts = malloc(N * sizeof *counts);
  pthread_t th[THREADS];
  for (long t = 0; t < THREADS; t++) pthread_create(&th[t], NULL, worker, (void *)t);
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  long sum = 0;
  for (long i = 0; i < N; i++) sum += counts[i];
  printf("%ld\n", sum);
  free(counts);
  return 0;
}
