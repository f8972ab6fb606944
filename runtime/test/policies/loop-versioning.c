// A loop that may leave early (a compressor's match loop) runs in two versions
// (runtime/pass/loop_versioning.cpp): its preheader tests the span the loop
// could touch — from its bound, not its exact count — against one heap slot
// whose record allows the accesses as is, and runs a copy without their
// checks when it does; otherwise the original, checked access by access. So
// the reports are exactly the per-access checks': another thread's private
// buffer is reported at the loop's line (the test fails, the checked loop
// reports), a span reaching past the thread's own object into another's is
// reported only where the loop really goes there, and a loop that could run
// far past its buffer but stops at a mismatch inside it reports nothing.
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %heddle-cc -O2 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static size_t match(const uint8_t *a, const uint8_t *b, size_t max) {
  size_t len = 0;
  while (len < max && a[len] == b[len]) len++; // CHECK: sharing-violation loop-versioning.c:[[@LINE]]
  return len;
}

static void *other(void *arg) {
  (void)arg;
  uint8_t *theirs = malloc(256); // private to this thread
  memset(theirs, 'x', 256);
  return theirs;
}

int main(void) {
  uint8_t *mine = malloc(256), *theirs;
  memset(mine, 'x', 256);
  size_t total = 0;
  for (int i = 0; i < 100; i++) total += match(mine, mine + 128, 128); // own object: the copy
  mine[200] = 'y';
  total += match(mine, mine + 1, (size_t)-1 / 2); // could run far past mine: checked; stops at mine[200]
  total += match(mine, mine + 64, 1000); // the span leaves the slot: checked; stops at mine[200]
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  pthread_join(t, (void **)&theirs);
  total += match(mine, theirs, 16); // another thread's private object: checked, reported once
  return total > 0 ? 0 : 1;
}

// The preheader's tests (a slot each for a's and b's spans), the copy of match's
// loop without checks, then the checked original.
// IR-LABEL: define internal {{.*}} @match(
// IR: land.rhs.preheader:
// IR: heddle.range.heap:
// IR: heddle.range.heap{{[0-9]+}}:
// IR: land.rhs.heddle.once:
// IR-NOT: call
// IR: while.body.heddle.once:
// IR-NOT: call
// IR: land.rhs.heddle.checked:
// IR: call void @__heddle_load1
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// SUM: exit=66
