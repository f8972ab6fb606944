// An execution order with a count (docs/filters.md): `p {3} > c` makes the
// consumer's line wait until the producer's line has run three times (each
// run adds 1/3). Without the filter main reads before anything was produced.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %t > %t.plain.out
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.plain.out
// RUN: P=$(grep -n 'PRODUCE-LINE' %s | tail -1 | cut -d: -f1); C=$(grep -n 'CONSUME-LINE' %s | tail -1 | cut -d: -f1); printf 'order-count.c:%%s {3} > order-count.c:%%s\n' $P $C > %t.hfilter
// RUN: %heddle run --out %t.sarif --filter %t.hfilter -- %t > %t.out 2> %t.err
// RUN: %FileCheck %s --check-prefix=COUNTED < %t.out
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.err
// A count from a global (`rounds`, 2 here), read when the producer's line first completes.
// RUN: P=$(grep -n 'PRODUCE-LINE' %s | tail -1 | cut -d: -f1); C=$(grep -n 'CONSUME-LINE' %s | tail -1 | cut -d: -f1); printf 'order-count.c:%%s {rounds} > order-count.c:%%s\n' $P $C > %t.global.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.global.hfilter %t | %FileCheck %s --check-prefix=GLOBAL
// PLAIN: seen=0
// COUNTED: seen=3
// CLEAN: heddle: 0 reports in 1 process
// GLOBAL: seen=2
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

int produced;
int rounds = 2;

static void *producer(void *arg) {
  for (int i = 0; i < 3; i++) {
    usleep(40000);
    __atomic_add_fetch(&produced, 1, __ATOMIC_RELEASE); /* PRODUCE-LINE */
    usleep(40000);
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  int seen = __atomic_load_n(&produced, __ATOMIC_ACQUIRE); /* CONSUME-LINE */
  printf("seen=%d\n", seen);
  pthread_join(t, 0);
  return 0;
}
