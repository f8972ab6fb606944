// Annotated globals on pages of their own (PUSh's page-aligned globals):
// heddle-cc --backend=mpk puts each global a file defines and annotates in a
// page-aligned section padded to whole pages (runtime/pass/mpk_globals.cpp), so
// backend=mpk tags its pages with its domain's key like a heap object's. All
// accesses below are in code the instrumentation skips, so only the keys can
// tell them apart: a locked global under its lock and a private global by its
// owner are allowed; without the lock the fault reports lock-not-held, and the
// other thread's write to the private global a sharing-violation. The global
// beside them, not annotated, shares no page with them and is never reported.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long total;
HEDDLE_GLOBAL_LOCKED(total, &m);
static int mine[4] = {1, 2, 3, 4};
HEDDLE_GLOBAL(mine, HEDDLE_PRIVATE);
static long beside; /* not annotated: the check backend's, as before */

__attribute__((disable_sanitizer_instrumentation, noinline)) static void add(long *p, long n) {
  p[0] += n; // under the lock: allowed; without it (the unlocked thread): lock-not-held
}

__attribute__((disable_sanitizer_instrumentation, noinline)) static void put(int *p, int v) {
  p[1] = v; // by the owner: allowed; by another thread: sharing-violation
}

static void *locked_adder(void *arg) {
  (void)arg;
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&m);
    add(&total, 1);
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

static void *intruder(void *arg) {
  (void)arg;
  add(&total, 1000);
  put(mine, 7);
  beside++;
  return NULL;
}

int main(void) {
  put(mine, 5);
  pthread_t a, b, c;
  pthread_create(&a, NULL, locked_adder, NULL);
  pthread_create(&b, NULL, locked_adder, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_create(&c, NULL, intruder, NULL);
  pthread_join(c, NULL);
  pthread_mutex_lock(&m);
  printf("total=%ld mine[1]=%d beside=%ld\n", total, mine[1], beside);
  pthread_mutex_unlock(&m);
  return 0;
}

// The first access of `total` under the lock (verified, then the lock's key), the two violations:
// CHECK: heddle: backend mpk: 3 protection-key faults (1 settled, 2 violations, 0 in the runtime or libc)
// CHECK-DAG: #0 add {{.*}}global-domain.c:27
// CHECK-DAG: #0 put {{.*}}global-domain.c:31
// CHECK: heddle: 2 reports (1 sharing-violation, 1 lock-not-held) in 1 process (backend mpk)
// CHECK: exit=66
// OUT: total=1200 mine[1]=7 beside=1
