// Calls inlined into calls inlined into a function: every level is a frame of
// its own, named by its function and placed at its call site (libdw's
// dwarf_getscopes alone leaves the inlined chain after its first level:
// the report named the outer function at the inner call's line, and C++
// reports stopped inside the standard library's headers).
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: #0 bump {{.*}}inline-frames.c:[[@LINE+9]]
// CHECK-NEXT: #1 bump_twice {{.*}}inline-frames.c:[[@LINE+9]]
// CHECK-NEXT: #2 worker {{.*}}inline-frames.c:[[@LINE+12]]
// CHECK: SUMMARY: heddle: {{.*}}inline-frames.c:[[@LINE+6]] in bump
// CHECK: exit=66
#include <pthread.h>

long counter;

static inline __attribute__((always_inline)) void bump(long *p) { *p += 1; }
static inline __attribute__((always_inline)) void bump_twice(long *p) { bump(p); }

static void *worker(void *arg) {
  (void)arg;
  bump_twice(&counter);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
