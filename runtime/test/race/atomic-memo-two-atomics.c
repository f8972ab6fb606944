// A thread spinning on two atomics in one epoch checks each once: race.c's
// memo of checked atomic accesses keeps several by address. Peterson's
// waiter loads flag[other] and turn on every turn of its loop; with a memo
// of one entry the two loads evicted each other, and each took its object's
// lock and the slow path (issue #11: Peterson's two threads then fought over
// those locks all the time). Two threads spin here, each with loads only
// (no release: the loop is one epoch), so each checks the two atomics once
// whatever the schedule: 4 slow-path checks, 400,000 with one entry.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: data-race
// CHECK: heddle: race mode checked {{[0-9]}} atomic accesses
// CHECK: exit=0
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define SPINS 100000

/* Two objects, as Peterson's flags and turn, in one 64-byte line: the memo is
 * direct-mapped by (addr >> 2 ^ addr >> 6), so words 4 bytes apart in one
 * line map apart whatever the line's address (on lines of their own they
 * collided once libheddle's data moved the executable's globals: flag[1] and
 * turn 0x44 apart). Not static and stored by main: loads of a constant would
 * be folded away. */
_Alignas(64) struct {
  atomic_int flag[2];
  atomic_int turn;
} peterson;
#define flag peterson.flag
#define turn peterson.turn

static void *waiter(void *arg) {
  long self = (long)arg, other = 1 - self, seen = 0;
  for (int k = 0; k < SPINS; k++) seen += atomic_load(&flag[other]) + atomic_load(&turn);
  return (void *)seen;
}

int main(void) {
  pthread_t t[2];
  atomic_store_explicit(&turn, 0, memory_order_relaxed);
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, waiter, (void *)i);
  long seen = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    seen += (long)r;
  }
  printf("seen %ld\n", seen);
  return seen == 0 ? 0 : 1;
}
