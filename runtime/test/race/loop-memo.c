// A loop that cannot synchronise (no call, no atomic) but cannot be checked
// once before it either (two exits: a compressor's match loop) checks each
// access site's object once per loop entry: a hit on the memory the site found
// fine last skips the check (IR lines). Races still show: the worker's reads
// in the loop race with main's later write, and a second entry of the loop on
// another object is checked again (the memo is reset before the loop). In a
// loop nest that cannot synchronise (longest(): candidates around the match
// loop) the memo lives across the whole nest and is reset once before it; a
// candidate that is another object is still checked (v, u). Main
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
__attribute__((noinline)) size_t match_len(const unsigned char *a, const unsigned char *b, size_t max) {
  size_t n = 0;
  while (n < max && a[n] == b[n]) n++; // EVENTS-DAG: at=match_len:[[@LINE]]
  return n;
}

// IR-LABEL: define {{.*}}@longest(
// IR: %heddle.memo.hit{{[0-9]*}} = icmp ult i64
// IR-LABEL: define {{.*}}@worker(
__attribute__((noinline)) size_t longest(unsigned char *const *cands, size_t n, const unsigned char *b,
                                         size_t max) {
  size_t best = 0;
  for (size_t c = 0; c < n; c++) {
    size_t k = 0;
    while (k < max && cands[c][k] == b[k]) k++; // EVENTS-DAG: at=longest:[[@LINE]]
    if (k > best) best = k;
  }
  return best;
}

static unsigned char *x, *y, *z, *u, *v;
static int done;

static void *worker(void *arg) {
  (void)arg;
  size_t n = match_len(x, y, N); // x and y: equal, all read
  n += match_len(z, y, N);       // z differs at its last byte: all read
  unsigned char *cands[2] = {u, v};
  n += longest(cands, 2, y, N); // u and v: all read, one after the other
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return (void *)n;
}

int main(void) {
  x = calloc(N, 1);
  y = calloc(N, 1);
  z = calloc(N, 1);
  z[N - 1] = 1;
  u = calloc(N, 1);
  v = calloc(N, 1);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  x[0] = 1; // races with the worker's read of it in match_len
  z[0] = 1; // and so does this one (the loop's second entry)
  u[0] = 1; // and both candidates of the nest
  v[0] = 1;
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 4 reports (4 data-race) in 1 process
// CHECK: exit=66
