// The slow path's site stacks (runtime/race/site_stack.c) come from a
// per-thread cache when the walk's innermost 4 frames are a stack the thread
// captured before; the walk is compared with the cached frames as it goes,
// so a stack that differs only in its 4th frame (the same set/mid/top chain
// at the same depth, called from another line of worker) must still miss.
// The worker writes x under the mutex through one call of top, then after
// the unlock through another: main, ordered after the first write only,
// races with the second, and the previous access's stack names the second
// call's line. Built without sibling calls, so each frame stays on the stack.
// RUN: %heddle-cc -g -O1 -fno-optimize-sibling-calls %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 wrote 4 bytes of `x`, not ordered after thread T1's earlier write of it.
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 set {{.*}}site-stack-deep-frames.c:[[#SET:]]:
// CHECK-NEXT: #1 mid {{.*}}site-stack-deep-frames.c:[[#SET+1]]:
// CHECK-NEXT: #2 top {{.*}}site-stack-deep-frames.c:[[#SET+2]]:
// CHECK-NEXT: #3 worker {{.*}}site-stack-deep-frames.c:[[#SET+8]]:
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
#include <pthread.h>
#include <unistd.h>

int x;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag; /* relaxed: no happens-before, only the timing */

__attribute__((noinline)) static void set(int v) { x = v; }
__attribute__((noinline)) static void mid(int v) { set(v); }
__attribute__((noinline)) static void top(int v) { mid(v); }

static void *worker(void *p) {
  pthread_mutex_lock(&m);
  top(1);
  pthread_mutex_unlock(&m);
  top(2);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) usleep(1000);
  pthread_mutex_lock(&m);
  x = 3;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
