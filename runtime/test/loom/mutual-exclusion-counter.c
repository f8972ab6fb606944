// A racy read-modify-write (the read and the write are two statements, with a
// yield between them) made atomic by a mutual-exclusion filter given at
// start-up: the code region from the read to the write excludes itself across
// threads. Without the filter: lost updates and a data-race report; with it:
// the exact total in every run and no report (the filter's lock is a
// happens-before edge for the race detector).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.plain.sarif -- %t > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: R=$(grep -n 'READ-HERE' %s | tail -1 | cut -d: -f1); W=$(grep -n 'WRITE-HERE' %s | tail -1 | cut -d: -f1); printf '// the read through the write\n{mutual-exclusion-counter.c:%%s, mutual-exclusion-counter.c:%%s} <> {mutual-exclusion-counter.c:%%s, mutual-exclusion-counter.c:%%s}\n' $R $W $R $W > %t.hfilter
// RUN: rm -f %t.out %t.err; for i in 1 2 3 4 5 6 7 8; do %heddle run --out %t.sarif --filter %t.hfilter -- %t >> %t.out 2>> %t.err || echo "exit=$?" >> %t.err; done
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// Every run printed the exact total, and nothing else.
// RUN: grep -c '^counter=8000 expected=8000$' %t.out | %FileCheck %s --check-prefix=EIGHT
// RUN: ! grep -v '^counter=8000 expected=8000$' %t.out
// The same through HEDDLE_OPTIONS, run directly (not under heddle run): exact, no report line.
// RUN: env HEDDLE_OPTIONS=filters=%t.hfilter %t > %t.direct.out 2> %t.direct.err
// RUN: grep -x 'counter=8000 expected=8000' %t.direct.out
// RUN: %FileCheck %s --check-prefix=DIRECT --allow-empty < %t.direct.err
// BUG: Data race
// BUG: exit=66
// FIXED-COUNT-8: heddle: 0 reports in 1 process
// FIXED-NOT: exit=
// FIXED-NOT: Data race
// EIGHT: {{^8$}}
// DIRECT-NOT: data-race
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

long counter;

static void *work(void *arg) {
  for (int i = 0; i < 2000; i++) {
    long v = counter; /* READ-HERE */
    if (i % 16 == 0) sched_yield(); /* invites another thread in between */
    counter = v + 1; /* WRITE-HERE */
  }
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("counter=%ld expected=8000\n", counter);
  return 0;
}
