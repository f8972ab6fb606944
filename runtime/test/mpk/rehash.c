// More threads than keys (mpk_pool_keys=3: T0, T1 and T2 get one each, T3
// shares one by hash): the first hash function puts T3 on T1's key, so T3's
// writes into T1's private object go unseen until the hash changes. It changes
// every mpk_rehash_ms with all threads stopped (PUSh §3.3): T3 writes 200
// times, 1 ms apart, from code the instrumentation skips, so only the keys can
// find it: some rehash puts T3 on another key, the increment's read faults and
// is reported (8 bytes: the instruction's width, as no hook saw it). A miss
// needs every rehash in those 200 ms (dozens; one each 5 ms) to pick T1's key
// again, one chance in three each. T0, T1 and T2 wait (pthread_join, a relaxed
// flag): the stop signal interrupts them and they go on.
// -DNO_LOCKS: T3 never locks, so no thread of the program reaches a lock
// operation; the rehashes come from the runtime's own timer thread
// (heddle-rehash). Before it, nothing rehashed such a program and the
// violation stayed hidden (0 rehashes, 0 reports).
// mpk_rehash_max_pct=100: every due rehash happens. With the default bound (a
// tenth of the run) a rehash in the VM took 333 to 392 ms (the stop signals'
// round trip, emulated, load ~17), the next waited ten times that, and each
// run got 2 rehashes: a 1-in-9 chance that both kept T3 on T1's key.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1:mpk_pool_keys=3:mpk_rehash_ms=5:mpk_rehash_max_pct=100 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: %python %inputs/sarif_query.py %t.sarif mpk | %FileCheck %s --check-prefix=SARIF
// RUN: %heddle-cc -O1 -DNO_LOCKS %s -o %t.nolocks
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1:mpk_pool_keys=3:mpk_rehash_ms=5:mpk_rehash_max_pct=100 %heddle run --srcroot %S --out %t.nolocks.sarif -- %t.nolocks > %t.nolocks.out 2> %t.nolocks.err; echo "exit=$?" >> %t.nolocks.err
// RUN: %FileCheck %s < %t.nolocks.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.nolocks.out
// RUN: %python %inputs/sarif_query.py %t.nolocks.sarif mpk | %FileCheck %s --check-prefix=SARIF
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#ifndef NO_LOCKS
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#endif
static atomic_int t3_done; // relaxed: T2 only waits, no order is needed

__attribute__((disable_sanitizer_instrumentation, noinline)) static void poke(long *p) {
  p[0]++; // T3 into T1's object
}

static void *t2_main(void *arg) { // keeps its key, so T3 finds the pool empty
  (void)arg;
  while (!atomic_load_explicit(&t3_done, memory_order_relaxed)) usleep(1000);
  return NULL;
}

static void *t3_main(void *t1_object) {
  for (int i = 0; i < 200; i++) {
#ifndef NO_LOCKS
    pthread_mutex_lock(&m); // a safe point: a due rehash may happen here
    pthread_mutex_unlock(&m);
#endif
    poke(t1_object);
    usleep(1000);
  }
  atomic_store_explicit(&t3_done, 1, memory_order_relaxed);
  return NULL;
}

static void *t1_main(void *arg) {
  (void)arg;
  long *t1_object = calloc(1, 64); // private to T1, on T1's own key
  pthread_t t2, t3;
  pthread_create(&t2, NULL, t2_main, NULL);
  pthread_create(&t3, NULL, t3_main, t1_object);
  pthread_join(t3, NULL);
  pthread_join(t2, NULL);
  printf("T1's counter: %ld\n", t1_object[0]);
  return NULL;
}

int main(void) {
  pthread_t t1;
  pthread_create(&t1, NULL, t1_main, NULL);
  pthread_join(t1, NULL);
  return 0;
}

// CHECK: heddle: backend mpk: {{[0-9]+}} protection-key faults ({{[0-9]+}} settled, {{[1-9][0-9]*}} violations, {{.*}} {{[1-9][0-9]*}} rehashes ({{[0-9]+}} ms in all, the longest {{[0-9]+}} ms), 15 keys (3 pooled, 1 shared assignments)
// CHECK: WARNING: heddle: sharing-violation
// CHECK: Thread T3 read 8 bytes of a 64-byte heap object, which is private to thread T1.
// CHECK: #0 poke {{.*}}rehash.c:42
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// How often the keys were rehashed, in the summary and the SARIF run's properties:
// CHECK-NEXT: heddle: backend mpk: protection keys shared (1 thread without one of its own): {{[1-9][0-9]*}} rehashes, {{[0-9.]+}} per second
// CHECK: exit=66
// SARIF: mpk faults={{[1-9][0-9]*}} settled={{[0-9]+}} violations={{[1-9][0-9]*}} runtime={{[0-9]+}} pkruWrites={{[0-9]+}} pkeyMprotectCalls={{[1-9][0-9]*}} rehashes={{[1-9][0-9]*}} threadsSharingKeys=1 keys=15 poolKeys=3
// Every write happened (the reported ones single-stepped):
// OUT: T1's counter: 200
