// An execution order with a count (docs/filters.md): `p {3} > c` makes the
// consumer's line wait until the producer's line has run three times (each
// run adds 1/3). Without the filter main reads before anything was produced.
// The argument holds the producer before its production number HOLD (from 0;
// default: never) until main has read, by a relaxed flag — no synchronisation,
// and no wait for the filter, which holds main instead: the 40 ms sleeps alone
// left main's read to the scheduler (seen=1 in 2 of 20 runs at nice 19 on a
// loaded machine; `{rounds}` could see 3 when main woke late).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %t 0 > %t.plain.out
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.plain.out
// RUN: P=$(grep -n 'PRODUCE-LINE' %s | tail -1 | cut -d: -f1); C=$(grep -n 'CONSUME-LINE' %s | tail -1 | cut -d: -f1); printf 'order-count.c:%%s {3} > order-count.c:%%s\n' $P $C > %t.hfilter
// RUN: %heddle run --out %t.sarif --filter %t.hfilter -- %t > %t.out 2> %t.err
// RUN: %FileCheck %s --check-prefix=COUNTED < %t.out
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.err
// A count from a global (`rounds`, 2 here), read when the producer's line first completes.
// RUN: P=$(grep -n 'PRODUCE-LINE' %s | tail -1 | cut -d: -f1); C=$(grep -n 'CONSUME-LINE' %s | tail -1 | cut -d: -f1); printf 'order-count.c:%%s {rounds} > order-count.c:%%s\n' $P $C > %t.global.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.global.hfilter %t 2 | %FileCheck %s --check-prefix=GLOBAL
// PLAIN: seen=0
// COUNTED: seen=3
// CLEAN: heddle: 0 reports in 1 process
// GLOBAL: seen=2
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int produced;
int rounds = 2;
static int hold = 3, main_read; /* main_read: relaxed, no happens-before */

static void *producer(void *arg) {
  for (int i = 0; i < 3; i++) {
    if (i == hold)
      while (!__atomic_load_n(&main_read, __ATOMIC_RELAXED)) usleep(1000);
    usleep(40000);
    __atomic_add_fetch(&produced, 1, __ATOMIC_RELEASE); /* PRODUCE-LINE */
    usleep(40000);
  }
  return arg;
}

int main(int argc, char **argv) {
  if (argc > 1) hold = atoi(argv[1]);
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  int seen = __atomic_load_n(&produced, __ATOMIC_ACQUIRE); /* CONSUME-LINE */
  __atomic_store_n(&main_read, 1, __ATOMIC_RELAXED);
  printf("seen=%d\n", seen);
  pthread_join(t, 0);
  return 0;
}
