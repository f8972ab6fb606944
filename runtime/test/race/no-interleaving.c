// The bad interleaving never happens in this run (the writer is long done when
// main reads, thanks to a sleep, not synchronisation): still a race, and found.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 read 4 bytes of `result`, not ordered after thread T1's earlier write of it.
// CHECK: SUMMARY: heddle: data-race {{.*}}no-interleaving.c:19 in main
// CHECK: exit=66
#include <pthread.h>
#include <unistd.h>

int result;
static void *compute(void *p) { result = 42; return 0; }

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, compute, 0);
  usleep(200 * 1000);
  int r = result;
  pthread_join(t, 0);
  return r == 42 ? 0 : 1;
}
