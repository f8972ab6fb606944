// A release/acquire chain across three threads still orders (transitively),
// however a release publishes its clock: T1 writes item k and releases
// `made` = k + 1; T2 waits for it with acquire loads and, the only writer of
// `relayed`, releases `relayed` = k + 1 without touching the items; T3 waits
// for `relayed` and reads item k, then writes it. T3 is ordered after T1's
// write only through T2's clock, whose T1 entry grows with every acquire of
// T2: a release that published only the releaser's own epoch would lose it
// (a false race on `items` in every run). The relay loop is long enough for
// each thread to release many times (2,000 items).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=CHAIN < %t.err
// Without the middle release (a relaxed store) T3 is ordered after nothing
// of T1's: a race on `items`, whatever the schedule.
// RUN: %heddle-cc -g -O1 -DRELAY_ORDER=memory_order_relaxed %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=BROKEN < %t.relaxed.err
// Nor with a relaxed load at T2 (relaxed atomics give no edge).
// RUN: %heddle-cc -g -O1 -DWAIT_ORDER=memory_order_relaxed %s -o %t.relaxed-load
// RUN: %heddle run --srcroot %S --out %t.relaxed-load.sarif -- %t.relaxed-load 2> %t.relaxed-load.err; echo "exit=$?" >> %t.relaxed-load.err
// RUN: %FileCheck %s --check-prefix=BROKEN < %t.relaxed-load.err
// CHAIN-NOT: data-race
// CHAIN: heddle: 0 reports in 1 process
// CHAIN: exit=0
// BROKEN: Data race: thread T3 {{read|wrote}} 4 bytes of `items`
// BROKEN: exit=66
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifndef RELAY_ORDER
#define RELAY_ORDER memory_order_release
#endif
#ifndef WAIT_ORDER
#define WAIT_ORDER memory_order_acquire
#endif

#define ITEMS 2000

int items[ITEMS];
atomic_int made, relayed;

static void *maker(void *unused) {
  for (int k = 0; k < ITEMS; k++) {
    items[k] = k + 1;
    atomic_store_explicit(&made, k + 1, memory_order_release);
  }
  return unused;
}

static void *relay(void *unused) {
  for (int k = 0; k < ITEMS; k++) {
    while (atomic_load_explicit(&made, WAIT_ORDER) <= k) {
    }
    atomic_store_explicit(&relayed, k + 1, RELAY_ORDER);
  }
  return unused;
}

static void *taker(void *unused) {
  long sum = 0;
  for (int k = 0; k < ITEMS; k++) {
    while (atomic_load_explicit(&relayed, memory_order_acquire) <= k) {
    }
    sum += items[k];
    items[k] = 0;
  }
  return (void *)sum;
}

int main(void) {
  pthread_t t[3];
  void *(*body[3])(void *) = {maker, relay, taker};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, body[i], 0);
  void *sum;
  pthread_join(t[0], 0);
  pthread_join(t[1], 0);
  pthread_join(t[2], &sum);
  printf("sum %ld\n", (long)sum);
  return (long)sum == (long)ITEMS * (ITEMS + 1) / 2 ? 0 : 1;
}
