// The bad interleaving never happens in this run (the writer is done when main
// reads, thanks to a relaxed flag, which is no synchronisation): still a race,
// and found. (A sleep gave that order only if the writer got a core within
// it; on a loaded machine main could read first, the race reported the other
// way round.)
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 read 4 bytes of `result`, not ordered after thread T1's earlier write of it.
// CHECK: SUMMARY: heddle: data-race {{.*}}no-interleaving.c:[[@LINE+17]] in main
// CHECK: exit=66
#include <pthread.h>
#include <unistd.h>

int result;
static int written; /* relaxed: no happens-before, only the order */
static void *compute(void *p) {
  result = 42;
  __atomic_store_n(&written, 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, compute, 0);
  while (!__atomic_load_n(&written, __ATOMIC_RELAXED)) usleep(1000);
  int r = result;
  pthread_join(t, 0);
  return r == 42 ? 0 : 1;
}
