// Atomic accesses never report (they are synchronisation, not checked accesses), even on an
// object private to another thread; the plain access next to them does.
// RUN: %heddle-cc -O2 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct counters {
  atomic_long hits;
  long plain;
};

static void *bump(void *arg) {
  struct counters *c = arg;
  for (int i = 0; i < 1000; i++) {
    atomic_fetch_add(&c->hits, 1);
    __atomic_fetch_add(&c->plain, 0, __ATOMIC_RELAXED);
    (void)atomic_load_explicit(&c->hits, memory_order_acquire);
  }
  c->plain = 1; // CHECK-DAG: sharing-violation atomics.c:[[@LINE]]
  return 0;
}

int main(void) {
  struct counters *c = calloc(1, sizeof *c);
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, bump, c);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return atomic_load(&c->hits) == 4000 ? 0 : 1;
}

// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// SUM: exit=66
