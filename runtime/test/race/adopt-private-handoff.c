// A hand-off written by hand (or by heddle annotate) on a program otherwise
// unannotated, run in race mode (the default): main fills a heap struct,
// releases it, the worker acquires, uses and releases it, main takes it back
// after the join. Its first policy call adopts the object; race mode used to
// adopt it as untouched, so main's heddle_release_write was "not allowed on
// a untouched object" (trial round 14, finding 1) while strict mode, where
// main's filling made it main's, found it correct. Now race mode adopts it as
// private to its one user, as strict mode has it: both modes are silent, and
// both still report a worker that writes it after releasing it.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.err
// RUN: %heddle-cc -g -O1 -DSEEDED_BUG %s -o %t.bug
// RUN: %heddle run --out %t.bug.sarif -- %t.bug > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.strict.sarif -- %t.bug > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.err
// RUN: %heddle-cc -g -O1 -DFRESH %s -o %t.fresh
// RUN: %heddle run --out %t.fresh.sarif -- %t.fresh > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=FRESH < %t.err
// CLEAN-NOT: invalid-policy-change
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
// BUG: sharing-violation
// BUG: adopt-private-handoff.c:{{[0-9]+}}
// BUG: exit=66
// A release of memory nobody used since its allocation stays refused, as in strict mode.
// FRESH: invalid-policy-change
// FRESH: not allowed on an untouched object
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct args {
  int n, total;
};

static void *worker(void *p) {
  struct args *a = p;
  heddle_acquire_write(a);
  for (int i = 0; i < a->n; i++) a->total += i;
  heddle_release_write(a);
#ifdef SEEDED_BUG
  a->total++; /* after giving it back */
#endif
  return NULL;
}

int main(void) {
  struct args *a = malloc(sizeof *a);
#ifndef FRESH
  a->n = 10;
  a->total = 0;
#endif
  heddle_release_write(a);
  pthread_t t;
  pthread_create(&t, NULL, worker, a);
  pthread_join(t, NULL);
  heddle_acquire_write(a);
  printf("%d\n", a->total);
  free(a);
  return 0;
}
