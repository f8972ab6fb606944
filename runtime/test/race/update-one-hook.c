// x++ is a load and a store of the same bytes with only computation between
// them: the load's hook (__heddle_update4, runtime/pass/update_pairs.cpp)
// checks the store too, and the store's own check is jumped over where it ran
// (the phi heddle.update.ran). In race mode that is one slow path per new
// epoch (one lock, one stack capture) instead of two, with the reports of the
// two checks: a counter bumped under the mutex by both threads is silent; a
// counter both bump without it races once (main's read, after the worker's
// write; its write at the same place is the same report), and inference
// still finds the mutex of the locked one.
// RUN: %heddle-cc -O1 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// IR-LABEL: define {{.*}}@bump_locked(
// IR: call void @__heddle_update4(ptr @locked_count, ptr %heddle.hook.rec)
// IR: %heddle.update.ran = phi i1
// IR: br i1 %heddle.update.ran,
// IR: call void @__heddle_store4(ptr @locked_count,
// CHECK: Data race: thread T0 read 4 bytes of `racy_count`, not ordered after thread T1's earlier write of it.
// CHECK: SUMMARY: heddle: data-race {{.*}}update-one-hook.c:{{[0-9]+}} in main
// CHECK-NOT: Data race
// CHECK: heddle: 1 report (1 data-race)
// CHECK: suggestion (locked) update-one-hook.c:{{[0-9]+}}: `locked_count` was accessed by 2 threads, always holding the mutex `m`
// CHECK: exit=66
#include <pthread.h>

int locked_count, racy_count;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done; /* relaxed: no happens-before, only the timing */

__attribute__((noinline)) void bump_locked(void) {
  pthread_mutex_lock(&m);
  locked_count++;
  pthread_mutex_unlock(&m);
}

static void *worker(void *p) {
  for (int i = 0; i < 100; i++) bump_locked();
  racy_count++;
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < 100; i++) bump_locked();
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  racy_count++;
  pthread_join(t, 0);
  return locked_count == 200 ? 0 : 1;
}
