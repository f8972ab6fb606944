// A heap struct of dotprod's shape: main allocates and fills it, passes it
// to the workers, which read `data` and `n` and add into `total` and
// `rounds` under a global mutex (two fields written in one locked epoch: the
// second write passes the inline check unseen, its record's mask counts);
// main reads the results after the joins and frees the struct. One `fields`
// suggestion, and a fix that splits the object through its variable (`st`,
// `struct stats` from DWARF), before the threads, takes the locked part over
// after the joins; the free after the joins is allowed. Applied: -Werror,
// clean in strict mode; a worker writing `n` (the seeded bug) is reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/stats.c
// RUN: %heddle-cc -g -O1 %t.dir/stats.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/stats.c %t.fixed/stats.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/stats.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/stats.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DBUG_WORKER_WRITES_N %t.fixed/stats.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: suggestion (slice)
// CHECK: heddle: suggestion (fields) stats.c:[[#@LINE+50]]: The 32-byte heap object allocated here (struct stats) was used by 5 threads with a policy per field, none for the whole: data, n: sticky-read (never written once shared); total, rounds: locked by `total_lock`, used alone after the threads. {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: struct stats *st = malloc(sizeof *st);
// FIXED: st->rounds = 0;
// FIXED: static const size_t st_parts[2] = {offsetof(struct stats, total), sizeof(struct stats) - offsetof(struct stats, total)}; /* by field: data, n | total, rounds */
// FIXED-NEXT: heddle_slice(st, 1, 2, st_parts);
// FIXED-NEXT: heddle_set_sticky_read(&st->data);
// FIXED-NEXT: heddle_set_locked(&st->total, &total_lock);
// FIXED-NEXT: for (int i = 0; i < NTHREADS; i++) pthread_create(
// FIXED: heddle_acquire_write(&st->total);
// FIXED-NEXT: printf(
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// OUT: total 1998000 in 4 rounds
// BUG: Thread T{{[0-9]+}} wrote 8 bytes of a 16-byte heap object, which is sticky-read.
// BUG: SUMMARY: heddle: sharing-violation {{.*}}stats.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { NTHREADS = 4, N = 1000 };

struct stats {
  const double *data;
  long n;
  double total;
  long rounds;
};

static double data[N];
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  struct stats *st = arg;
  double sum = 0;
  for (long i = 0; i < st->n; i++) sum += st->data[i];
#ifdef BUG_WORKER_WRITES_N
  st->n = N;
#endif
  pthread_mutex_lock(&total_lock);
  st->total += sum;
  st->rounds++;
  pthread_mutex_unlock(&total_lock);
  return NULL;
}

int main(void) {
  for (int i = 0; i < N; i++) data[i] = i;
  struct stats *st = malloc(sizeof *st);
  st->data = data;
  st->n = N;
  st->total = 0;
  st->rounds = 0;
  pthread_t t[NTHREADS];
  for (int i = 0; i < NTHREADS; i++) pthread_create(&t[i], NULL, worker, st);
  for (int i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
  printf("total %.0f in %ld rounds\n", st->total, st->rounds);
  free(st);
  return 0;
}
