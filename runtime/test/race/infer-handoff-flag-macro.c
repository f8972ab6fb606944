// A worker started first spins on a ready flag that main sets — through a
// macro, SET_READY(), a C11 release store — after it allocated and filled the
// input (the new-user trial volflag). Two gaps made the applied fix fail in
// strict mode: (1) the statement reader skipped preprocessor lines, so
// `SET_READY();` was no publishing call and the global `input`'s release went
// to the end of main, after the worker's acquire (invalid-policy-change);
// (2) the heap buffer, filled by main in its allocation's epoch while the
// worker already ran, was proposed sticky-read, which heddle_set_sticky_read
// cannot express with a thread running (no fix; the strict run reported the
// worker's reads). Now a macro of the file is read through its body (every
// definition: the `#ifdef BUG` one and the other), and an object allocated
// while another thread runs is no sticky-read candidate (race.c): both are
// hand-offs released before SET_READY() (the buffer's calls between the
// global's: `heddle_acquire_write(input)` reads `input`, annotation-lint's
// plan.ts orders a global's acquire first and its release last). Applied, the program builds with
// -Wall -Werror, runs clean in strict mode, and a seeded write of the input
// after SET_READY() is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/flag.c
// RUN: %heddle-cc -g -O1 %t.dir/flag.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/flag.c %t.fixed/flag.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/flag.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/flag.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/flag.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) flag.c:{{[0-9]+}}: The 4000-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) flag.c:{{[0-9]+}}: `input` moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: while (!IS_READY()) ;
// FIXED-NEXT: heddle_acquire_write(&input);
// FIXED-NEXT: heddle_acquire_write(input);
// FIXED-NEXT: for (int i = 0; i < N; i++) out += input[i];
// FIXED: input = malloc(N * sizeof *input);
// FIXED-NEXT: for (int i = 0; i < N; i++) input[i] = i;
// FIXED-NEXT: heddle_release_write(input);
// FIXED-NEXT: heddle_release_write(&input);
// FIXED-NEXT: SET_READY();
// FIXED: heddle_acquire_write(&input);
// FIXED-NEXT: heddle_acquire_write(input);
// FIXED-NEXT: free(input);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: out 499500
// BUG: SUMMARY: heddle: sharing-violation {{.*}}flag.c:{{[0-9]+}} in main
// BUG: exit=66
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#ifdef BUG
static volatile int ready;
#define SET_READY() (ready = 1)
#define IS_READY() (ready)
#else
static atomic_int ready;
#define SET_READY() atomic_store_explicit(&ready, 1, memory_order_release)
#define IS_READY() atomic_load_explicit(&ready, memory_order_acquire)
#endif
static int *input;
static long out;

static void *worker(void *arg) {
  (void)arg;
  while (!IS_READY()) ;
  for (int i = 0; i < N; i++) out += input[i];
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  input = malloc(N * sizeof *input);
  for (int i = 0; i < N; i++) input[i] = i;
  SET_READY();
#ifdef SEEDED_BUG
  input[0] = -1; /* after handing it over: the worker's */
#endif
  pthread_join(t, NULL);
  printf("out %ld\n", out);
  free(input);
  return 0;
}
