// Slices heddle annotate gives no fix for yet, each with its reason in the
// message: an array from calloc (heddle_malloc would drop the zeroing, and
// memory the allocator zeroed is private to it), one its allocator filled
// before the threads took their parts whose threads walk their parts in a
// while loop (-DPREPARED: each part needs a hand-over, and the part's first
// index is no for loop's initialiser to acquire it at; a for loop gets a fix,
// infer-slice-prepared.c), and one whose parts main takes over in two loops
// (-DTWO_PLACES).
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/parts.c
// RUN: %heddle-cc -g -O1 -DZEROED %t.dir/parts.c -o %t.zeroed
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.zeroed.sarif -- %t.zeroed 2> %t.zeroed.err; echo "exit=$?" >> %t.zeroed.err
// RUN: %FileCheck %s --check-prefix=ZEROED < %t.zeroed.err
// RUN: %sarif-validate %t.zeroed.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.zeroed.sarif 2>&1 | %FileCheck %s --check-prefix=NOFIX
// RUN: %heddle-cc -g -O1 -DPREPARED %t.dir/parts.c -o %t.prepared
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.prepared.sarif -- %t.prepared 2> %t.prepared.err; echo "exit=$?" >> %t.prepared.err
// RUN: %FileCheck %s --check-prefix=PREPARED < %t.prepared.err
// RUN: %sarif-validate %t.prepared.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.prepared.sarif 2>&1 | %FileCheck %s --check-prefix=NOFIX
// RUN: %heddle-cc -g -O1 -DTWO_PLACES %t.dir/parts.c -o %t.two
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.two.sarif -- %t.two 2> %t.two.err; echo "exit=$?" >> %t.two.err
// RUN: %FileCheck %s --check-prefix=TWO < %t.two.err
// RUN: %sarif-validate %t.two.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.two.sarif 2>&1 | %FileCheck %s --check-prefix=NOFIX
// ZEROED: heddle: 0 reports in 1 process
// ZEROED: heddle: suggestion (slice) parts.c:{{[0-9]+}}: The 8000-byte heap object allocated here was used by 5 threads in disjoint parts: slice it with heddle_slice before the threads start, {{.*}} No fix: it is allocated by calloc, whose zeroing heddle_malloc would drop {{.*}}
// ZEROED-NOT: [fix available]
// ZEROED: exit=0
// PREPARED: heddle: 0 reports in 1 process
// PREPARED: heddle: suggestion (slice) parts.c:{{[0-9]+}}: The 8000-byte heap object allocated here was used by 5 threads in disjoint parts: slice it with heddle_slice once it is prepared (it was used before the threads took their parts) and hand each part to its thread: {{.*}} No fix: the index a part's thread begins with changes in a loop that is no for loop with an initialiser (the part's start is not written in its code there, or the partition changes as it runs).
// PREPARED-NOT: [fix available]
// PREPARED: exit=0
// TWO: heddle: suggestion (slice) parts.c:{{[0-9]+}}: {{.*}} No fix: its parts were taken over at several places: acquire each before its first use there.
// TWO-NOT: [fix available]
// TWO: exit=0
// NOFIX: 0 fixes in the diff (0 files), 0 refused, 1 without a fix
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4

struct band {
  double *values;
  size_t lo, hi;
};

static void *worker(void *arg) {
  struct band *b = arg;
#ifdef PREPARED
  size_t i = b->lo;
  while (i < b->hi) {
    b->values[i] += (double)i; /* on what main put there */
    i++;
  }
#else
  for (size_t i = b->lo; i < b->hi; i++) b->values[i] = (double)i;
#endif
  return NULL;
}

int main(void) {
  size_t n = 1000;
#ifdef ZEROED
  double *values = calloc(n, sizeof *values);
#else
  double *values = malloc(n * sizeof *values);
#endif
#ifdef PREPARED
  for (size_t i = 0; i < n; i++) values[i] = 1;
#endif
  pthread_t th[THREADS];
  struct band bands[THREADS];
  for (int t = 0; t < THREADS; t++) {
    bands[t] = (struct band){values, n * t / THREADS, n * (t + 1) / THREADS};
    pthread_create(&th[t], NULL, worker, &bands[t]);
  }
  double sum = 0;
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
#ifdef TWO_PLACES
  for (size_t i = 0; i < n / 2; i++) sum += values[i]; /* the first parts here, */
  for (size_t i = n / 2; i < n; i++) sum -= values[i]; /* the others there */
#else
  for (size_t i = 0; i < n; i++) sum += values[i];
#endif
  printf("%g\n", sum);
  free(values);
  return 0;
}
