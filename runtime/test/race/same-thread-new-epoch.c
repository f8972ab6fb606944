// A thread's access in a new epoch to a record that holds only its own earlier
// epochs takes race.c's shortcut (no record is judged), but the record must
// still move to the new epoch: main takes the mutex after the worker's unlock,
// so it is ordered after the worker's first write and read (under the lock)
// but not after the second ones (after the unlock): both races are reported,
// each naming the later access — set(2)/get() after the unlock, not the calls
// under the lock from the same function at the same stack depth (the site
// stack cache, site_stack.c, tells them apart by the return address).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 wrote 4 bytes of `x`, not ordered after thread T1's earlier write of it.
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 set {{.*}}same-thread-new-epoch.c:[[#SET:]]:
// CHECK-NEXT: #1 worker {{.*}}same-thread-new-epoch.c:[[#SET+9]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}same-thread-new-epoch.c:[[#SET+20]] in main
// CHECK: Data race: thread T0 wrote 4 bytes of `y`, not ordered after thread T1's earlier read of it.
// CHECK: Previous access by thread T1 (read):
// CHECK-NEXT: #0 get {{.*}}same-thread-new-epoch.c:[[#SET+1]]:
// CHECK-NEXT: #1 worker {{.*}}same-thread-new-epoch.c:[[#SET+10]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}same-thread-new-epoch.c:[[#SET+21]] in main
// CHECK: heddle: 2 reports (2 data-race)
// CHECK: exit=66
#include <pthread.h>
#include <unistd.h>

int x, y;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag; /* relaxed: no happens-before, only the timing */

__attribute__((noinline)) static void set(int v) { x = v; }
__attribute__((noinline)) static int get(void) { return y; }

static void *worker(void *p) {
  int s = 0;
  pthread_mutex_lock(&m);
  set(1);
  s += get();
  pthread_mutex_unlock(&m);
  set(2);
  s += get();
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return (void *)(long)s;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) usleep(1000);
  pthread_mutex_lock(&m);
  x = 3;
  y = 4;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
