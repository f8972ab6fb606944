// A heap object its allocating function hands to a helper to fill, after a
// release operation (here a logged mutex section), so the run records the
// helper's write as the last: the sticky-read fix went right after that
// write, inside fill(), naming main's `cfg`, which fill() does not have
// (fill's pointer is `c`): `heddle annotate` refused it (the same placement as
// docs/benchmarks.md round 14 finding 5's hash). Now the call goes into the
// allocating function after the call that filled it, before the statement
// that starts the threads, where `cfg` names the object. Applied, it builds
// with -Werror and runs clean in strict mode and in race mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/filler.c
// RUN: %heddle-cc -g -O1 %t.dir/filler.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle annotate --srcroot %t.dir --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: %FileCheck %s --check-prefix=FIXED < %t.dir/filler.c
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.dir/filler.c -o %t.fixed
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %heddle run --out %t.race.sarif -- %t.fixed 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (sticky-read) filler.c:[[#@LINE+37]]: The 8-byte heap object allocated here was read by {{[0-9]+}} threads and never written once they shared it: {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: c->scale = 3;
// FIXED-NEXT: }
// FIXED: fill(cfg, 4);
// FIXED-NEXT: pthread_t t[2];
// FIXED-NEXT: heddle_set_sticky_read(cfg);
// FIXED-NEXT: for (long i = 0; i < 2; i++)
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct config {
  int n;
  int scale;
};

static pthread_mutex_t log_m = PTHREAD_MUTEX_INITIALIZER;
static int logged;

static void fill(struct config *c, int n)
{
  c->n = n;
  c->scale = 3;
}

static void *reader(void *p)
{
  struct config *c = p;
  return (void *)(long)(c->n * c->scale);
}

int main(void)
{
  struct config *cfg = malloc(sizeof *cfg);
  pthread_mutex_lock(&log_m); /* a release operation: main's writes after it are recorded */
  logged++;
  pthread_mutex_unlock(&log_m);
  fill(cfg, 4);
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, reader, cfg);
  long sum = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  printf("sum=%ld logged=%d\n", sum, logged);
  free(cfg);
  return 0;
}
