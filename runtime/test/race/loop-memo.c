// A loop that cannot synchronise (no call, no atomic) but cannot be checked
// once before it either (two exits: a compressor's match loop) checks each
// access site's object once per loop entry: a hit on the memory the site found
// fine last skips the check (IR lines). Races still show: the worker's reads
// in the loop race with main's later write, and a second entry of the loop on
// another object is checked again (the memo is reset before the loop). Main
// writes the first byte the loop read: a write to a later byte, read only
// after the first in that epoch, is the miss docs/runtime.md describes ("What
// can be missed", the first one), with or without the memo.
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
#include <pthread.h>
#include <stdlib.h>

#define N 4096

// IR-LABEL: define {{.*}}@match_len(
// IR: %heddle.memo.hit{{[0-9]*}} = icmp ult i64
// IR: heddle.memo.set{{[0-9]*}}:
// IR-LABEL: define {{.*}}@worker(
__attribute__((noinline)) size_t match_len(const unsigned char *a, const unsigned char *b, size_t max) {
  size_t n = 0;
  while (n < max && a[n] == b[n]) n++; // EVENTS-DAG: at=match_len:[[@LINE]]
  return n;
}

static unsigned char *x, *y, *z;
static int done;

static void *worker(void *arg) {
  (void)arg;
  size_t n = match_len(x, y, N); // x and y: equal, all read
  n += match_len(z, y, N);       // z differs at its last byte: all read
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return (void *)n;
}

int main(void) {
  x = calloc(N, 1);
  y = calloc(N, 1);
  z = calloc(N, 1);
  z[N - 1] = 1;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  x[0] = 1; // races with the worker's read of it in match_len
  z[0] = 1; // and so does this one (the loop's second entry)
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 2 reports (2 data-race) in 1 process
// CHECK: exit=66
