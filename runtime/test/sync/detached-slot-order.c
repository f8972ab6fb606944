// A detached thread that ends without synchronising with anyone stays unordered with the rest of the program:
// main's heddle_set_sticky_read afterwards is an invalid policy change (the thread may still run, as far as
// happens-before knows). It must stay reported when main first creates and joins another thread (VARIANT=1):
// that thread must not take the finished detached thread's slot (continuing its clock, and joined by main, it
// would make the detached thread look ordered before main). Detached threads' slots serve only when no other
// slot is left.
// RUN: %heddle-cc -I%inputs -O1 %s -o %t0
// RUN: %heddle run --srcroot %S --out %t0.sarif -- %t0 > %t0.out 2> %t0.err; echo "exit=$?" >> %t0.out
// RUN: %FileCheck %s < %t0.err
// RUN: %FileCheck %s --check-prefix=EXIT < %t0.out
// RUN: %heddle-cc -I%inputs -O1 -DVARIANT=1 %s -o %t1
// RUN: %heddle run --srcroot %S --out %t1.sarif -- %t1 > %t1.out 2> %t1.err; echo "exit=$?" >> %t1.out
// RUN: %FileCheck %s < %t1.err
// RUN: %FileCheck %s --check-prefix=EXIT < %t1.out
#include <heddle.h>
#include <pthread.h>
#include "live_threads.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int *x;
static void *detached_fn(void *a) { return a; }
static void *joined_fn(void *a) { return a; }


int main(void) {
  x = heddle_malloc(sizeof *x, HEDDLE_PRIVATE);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t d;
  pthread_create(&d, &attr, detached_fn, 0);
  while (live_threads() > 1) usleep(1000);
#if VARIANT
  pthread_t n;
  pthread_create(&n, 0, joined_fn, 0);
  pthread_join(n, 0);
#endif
  heddle_set_sticky_read(x); // seeded: the detached thread is not ordered before this
  printf("done\n");
  return 0;
}
// CHECK: WARNING: heddle: invalid-policy-change
// CHECK: heddle_set_sticky_read while thread T1 may run concurrently
// EXIT: done
// EXIT: exit=66
