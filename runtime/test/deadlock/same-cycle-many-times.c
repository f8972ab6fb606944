// One cycle hit many times is one report. In one lifetime of the mutexes the
// closing edge is new only once: twenty threads repeating the inversion make
// one record. Mutexes destroyed and initialised again make the same cycle
// anew each round: the runtime logs it once (dedup=1: the same mutexes
// and stacks), or every round with dedup=0 — and then the reporter merges the
// rounds (same mutex pairs, same places) into one result seen 5 times.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=ONCE < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=ONCE-QUERY
// RUN: %heddle-cc -O1 -DROUNDS=5 %s -o %t.rounds
// RUN: %heddle run --srcroot %S --out %t.rounds.sarif -- %t.rounds 2> %t.rounds.err; echo "exit=$?" >> %t.rounds.err
// RUN: %python %inputs/sarif_query.py %t.rounds.sarif | %FileCheck %s --check-prefix=ONCE-QUERY
// RUN: env HEDDLE_OPTIONS=dedup=0 %heddle run --srcroot %S --out %t.dedup0.sarif -- %t.rounds 2> %t.dedup0.err; echo "exit=$?" >> %t.dedup0.err
// RUN: %FileCheck %s --check-prefix=MERGED < %t.dedup0.err
// RUN: %python %inputs/sarif_query.py %t.dedup0.sarif | %FileCheck %s --check-prefix=MERGED-QUERY
// RUN: %FileCheck %s --check-prefix=MERGED-SARIF < %t.dedup0.sarif
// RUN: %sarif-validate %t.dedup0.sarif
#include <pthread.h>

static pthread_mutex_t a, b;

static void *a_then_b(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

static void *b_then_a(void *arg) {
  for (int i = 0; i < 5; i++) {
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a); // closes
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
  }
  return arg;
}

static void run(void *(*fn)(void *)) {
  pthread_t t;
  pthread_create(&t, 0, fn, 0);
  pthread_join(t, 0);
}

int main(void) {
#ifdef ROUNDS
  for (int round = 0; round < ROUNDS; round++) {
    pthread_mutex_init(&a, 0);
    pthread_mutex_init(&b, 0);
    run(a_then_b);
    run(b_then_a);
    pthread_mutex_destroy(&a);
    pthread_mutex_destroy(&b);
  }
#else
  pthread_mutex_init(&a, 0);
  pthread_mutex_init(&b, 0);
  run(a_then_b);
  for (int i = 0; i < 20; i++) run(b_then_a);
#endif
  return 0;
}

// ONCE:       heddle: 1 report (1 lock-order-inversion) in 1 process
// ONCE:       exit=66
// ONCE-QUERY:      lock-order-inversion same-cycle-many-times.c:34 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// ONCE-QUERY-NEXT: process reports=1 exited=True

// MERGED:       (seen 5 times)
// MERGED:       heddle: 1 report (1 lock-order-inversion) in 1 process
// MERGED:       exit=66
// MERGED-QUERY:      lock-order-inversion same-cycle-many-times.c:34 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// MERGED-QUERY-NEXT: process reports=5 exited=True
// MERGED-SARIF:      this closed the cycle. Seen 5 times."
// MERGED-SARIF:      "occurrences": 5
