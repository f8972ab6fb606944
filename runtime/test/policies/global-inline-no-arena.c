// The inline check of an access whose address is derived from a global
// variable of the module (runtime/pass/access_check.cpp) has no heap-arena
// test: a global is never in the arena (an index out of its bounds goes to
// the hook, which looks the address up). A pointer that may point anywhere
// keeps it. Then the verdicts: a locked global under its mutex, a private
// one by its owner, and an element of a global array written by a thread
// that does not own it — the one report, as before.
// The IR of the default build (heddle-cc --backend=mpk adds its guards to the check).
// UNSUPPORTED: backend-mpk
// RUN: %heddle-cc -O1 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// IR-LABEL: define {{.*}}@locked_read(
// IR-NOT: @__heddle_arena_lo
// IR: call {{.*}}@__heddle_load8(
// IR-LABEL: define {{.*}}@element_write(
// IR-NOT: @__heddle_arena_lo
// IR: call {{.*}}@__heddle_store4(
// IR-LABEL: define {{.*}}@pointer_read(
// IR: @__heddle_arena_lo
// IR: call {{.*}}@__heddle_load8(
// CHECK: Thread T1 wrote 4 bytes of `owned`, which is private to thread T0.
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process
// CHECK: exit=66
#include <heddle.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
long counter;
HEDDLE_GLOBAL_LOCKED(counter, &lock);
int owned[16];
HEDDLE_GLOBAL(owned, HEDDLE_PRIVATE);

__attribute__((noinline)) long locked_read(void) { return counter; }
__attribute__((noinline)) void element_write(int i, int v) { owned[i] = v; }
__attribute__((noinline)) long pointer_read(long *p) { return *p; }

static void *other(void *arg) {
  element_write(3, 1); /* owned is main's */
  return arg;
}

int main(void) {
  pthread_mutex_lock(&lock);
  counter = 5;
  long c = locked_read() + pointer_read(&counter);
  pthread_mutex_unlock(&lock);
  element_write(1, 2);
  pthread_t t;
  pthread_create(&t, 0, other, 0);
  pthread_join(t, 0);
  return c == 10 ? 0 : 1;
}
