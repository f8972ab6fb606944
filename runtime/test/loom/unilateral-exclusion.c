// Unilateral exclusion (`r <> *`): while the region runs, no other thread is
// inside instrumented code. Thread "rotator" rewrites a two-word record in two
// statements with a sleep between (LOOM Fig. 2's close-then-reopen); "checker"
// threads read the record in plain code, outside any region, and count the
// times one statement saw it half-written; a "spinner" spins in a one-line
// loop and main waits in pthread_join, neither of which may hold a region up. (Two statements may of course see a
// region run between them: a paused thread stops at a statement boundary.) The filter is about the region only, yet no
// checker ever sees the middle state: they stay parked at their slots (also
// while spinning in a loop) until the region is done. Race mode sees the gate
// as synchronisation: no data race is reported with the filter.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.plain.sarif -- %t > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: %FileCheck %s --check-prefix=TORN < %t.plain.out
// RUN: B=$(grep -n 'REGION-BEGIN' %s | tail -1 | cut -d: -f1); E=$(grep -n 'REGION-END' %s | tail -1 | cut -d: -f1); printf '{unilateral-exclusion.c:%%s, unilateral-exclusion.c:%%s} <> *\n' $B $E > %t.hfilter
// RUN: rm -f %t.out %t.err; for i in 1 2 3; do %heddle run --out %t.sarif --filter %t.hfilter -- %t >> %t.out 2>> %t.err || echo "exit=$?" >> %t.err; done
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: grep -c '^torn=0 rotations=100$' %t.out | %FileCheck %s --check-prefix=THREE
// BUG: Data race
// BUG: exit=66
// TORN: torn={{[1-9][0-9]*}} rotations=100
// FIXED-COUNT-3: heddle: 0 reports in 1 process
// FIXED-NOT: exit=
// THREE: {{^3$}}
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <time.h>

long first, second; /* equal, except while a rotation is half done */
int done;
long torn;

static void pause_a_little(void) {
  struct timespec ts = {0, 200000};
  nanosleep(&ts, 0);
}

static void *rotator(void *arg) {
  for (int i = 1; i <= 100; i++) {
    first = i; /* REGION-BEGIN */
    pause_a_little();
    second = i; /* REGION-END */
    sched_yield();
  }
  __atomic_store_n(&done, 1, __ATOMIC_RELEASE);
  return arg;
}

/* Spins in a one-line loop: only the loop header's gate check can stop it for a
 * region (without it the region would wait for this thread forever). */
static void *spinner(void *arg) {
  while (!__atomic_load_n(&done, __ATOMIC_ACQUIRE)) {}
  return arg;
}

static void *checker(void *arg) {
  long seen = 0;
  while (!__atomic_load_n(&done, __ATOMIC_ACQUIRE)) {
    if (first != second) seen++; /* one statement: both reads between two slots */
  }
  __atomic_add_fetch(&torn, seen, __ATOMIC_RELAXED);
  return arg;
}

int main(void) {
  pthread_t r, c[2], s;
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, checker, 0);
  pthread_create(&s, 0, spinner, 0);
  pthread_create(&r, 0, rotator, 0);
  pthread_join(r, 0); /* main waits in a call out of instrumented code: it does not hold the regions up */
  pthread_join(s, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  printf("torn=%ld rotations=100\n", torn);
  return 0;
}
