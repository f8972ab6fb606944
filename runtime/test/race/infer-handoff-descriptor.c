// Objects handed over through file descriptors (the new-user trials pipeline
// and evfd): a producer allocates records and writes their pointers into a
// pipe, and fills batches whose pointers it writes, two at a time, into a
// second pipe; a consumer reads, uses and frees both. Heddle orders a
// descriptor's reads after its writes (TSan's model), but the fix's statement
// reader did not count write() as publishing nor read() as synchronising:
// each release went past the loop to the function's end, where the loop's
// `r`/`v` is out of scope, and the fix was refused ("`r` is not declared
// before line N"). The batch's acquire, named `pair[k]`, was also lifted out
// of the loop over k (only `pair[0]` would have been acquired): a lifted call
// must keep every variable of its name, not only the first. Now both are
// released before the write in their loop and acquired in the consumer's. A
// global `table` filled in the same loop (one element per iteration, each
// announced on a third pipe) and read by main after the join gets its
// release after the loop, not before the announcement inside it, where the
// next iteration would write it released. Applied, the program builds with
// -Wall -Werror, runs clean in strict mode, and a record written after it was
// sent is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/pipe.c
// RUN: %heddle-cc -g -O1 %t.dir/pipe.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/pipe.c %t.fixed/pipe.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pipe.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/pipe.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/pipe.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) pipe.c:{{[0-9]+}}: The 24-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) pipe.c:{{[0-9]+}}: The 64-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) pipe.c:{{[0-9]+}}: `table` moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: int *v = malloc(BATCH * sizeof *v);
// FIXED: heddle_release_write(v);
// FIXED-NEXT: if (b % 2 == 1) /* two at a time */
// FIXED: write(ticks[1], &one, 1);
// FIXED-NEXT: }
// FIXED-NEXT: heddle_release_write(&table);
// FIXED: struct rec *r = malloc(sizeof *r);
// FIXED: heddle_release_write(r);
// FIXED-NEXT: write(recs[1], &r, sizeof r);
// FIXED: for (int k = 0; k < 2; k++) {
// FIXED-NEXT: heddle_acquire_write(pair[k]);
// FIXED-NEXT: for (int i = 0; i < BATCH; i++) total += pair[k][i];
// FIXED: heddle_acquire_write(r);
// FIXED-NEXT: ids += r->id + r->sum;
// FIXED: heddle_acquire_write(&table);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: total 5440 ids 4950
// BUG: SUMMARY: heddle: sharing-violation {{.*}}pipe.c:{{[0-9]+}} in producer
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define RECORDS 100
#define BATCH 16
#define BATCHES 8

struct rec {
  int id;
  long sum;
  struct rec *unused;
};

static int recs[2], ready[2], ticks[2];
static long table[BATCHES]; /* filled by the producer, read by main after the join */

static void *producer(void *arg) {
  (void)arg;
  int *pair[2];
  for (int b = 0; b < BATCHES; b++) {
    int *v = malloc(BATCH * sizeof *v);
    for (int i = 0; i < BATCH; i++) v[i] = b * 10 + i;
    pair[b % 2] = v;
    if (b % 2 == 1) /* two at a time */
      write(ready[1], pair, sizeof pair);
    table[b] = b;
    char one = 1;
    write(ticks[1], &one, 1);
  }
  for (int i = 0; i < RECORDS; i++) {
    struct rec *r = malloc(sizeof *r);
    r->id = i;
    r->sum = 0;
    r->unused = NULL;
    write(recs[1], &r, sizeof r);
#ifdef SEEDED_BUG
    r->sum = 1; /* after sending it: the consumer's */
#endif
  }
  struct rec *end = NULL;
  write(recs[1], &end, sizeof end);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  long total = 0, ids = 0;
  for (int got = 0; got < BATCHES; got += 2) {
    int *pair[2];
    read(ready[0], pair, sizeof pair);
    for (int k = 0; k < 2; k++) {
      for (int i = 0; i < BATCH; i++) total += pair[k][i];
      free(pair[k]);
    }
  }
  struct rec *r;
  while (read(recs[0], &r, sizeof r) == sizeof r && r) {
    ids += r->id + r->sum;
    free(r);
  }
  printf("total %ld ids %ld\n", total, ids);
  return NULL;
}

int main(void) {
  if (pipe(recs) || pipe(ready) || pipe(ticks)) return 1;
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  long sum = 0;
  for (int b = 0; b < BATCHES; b++) sum += table[b];
  printf("table %ld\n", sum);
  return 0;
}
