// A per-thread argument struct allocated by main, handed to its thread through
// pthread_create's argument and taken back after pthread_join: one hand-off
// suggestion whose fix releases it in main before pthread_create, acquires it
// in the thread before its loop (not at each iteration), releases it before
// the thread returns and acquires it in main after the join. Applied, the
// program builds with -Werror, runs clean in strict mode — where the
// unpatched program reports — and a seeded peek at the struct while its
// thread runs is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/arg.c
// RUN: %heddle-cc -g -O1 %t.dir/arg.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/arg.c %t.fixed/arg.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/arg.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/arg.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/arg.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) arg.c:[[#ALLOC:]]: The 16-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: struct work *w = p;
// FIXED-NEXT: heddle_acquire_write(w);
// FIXED-NEXT: for (int i = 0; i < 1000; i++)
// FIXED: heddle_release_write(w);
// FIXED-NEXT: return NULL;
// FIXED: works[i]->sum = 0;
// FIXED-NEXT: heddle_release_write(works[i]);
// FIXED-NEXT: pthread_create(&t[i], NULL, worker, works[i]);
// FIXED: pthread_join(t[i], NULL);
// FIXED-NEXT: heddle_acquire_write(works[i]);
// FIXED-NEXT: total += works[i]->sum;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: sharing-violation {{.*}}arg.c:{{[0-9]+}} in main
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct work {
  int id;
  long sum;
};

static void *worker(void *p) {
  struct work *w = p;
  for (int i = 0; i < 1000; i++)
    w->sum += w->id * i;
  return NULL;
}

int main(void) {
  pthread_t t[4];
  struct work *works[4];
  for (int i = 0; i < 4; i++) {
    works[i] = malloc(sizeof *works[i]);
    works[i]->id = i;
    works[i]->sum = 0;
    pthread_create(&t[i], NULL, worker, works[i]);
  }
  long total = 0;
#ifdef SEEDED_BUG
  total += works[0]->sum; /* its thread may still be writing it */
#endif
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], NULL);
    total += works[i]->sum;
    free(works[i]);
  }
  printf("%ld\n", total);
  return 0;
}
