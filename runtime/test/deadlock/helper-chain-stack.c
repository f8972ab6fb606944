// Where a held lock was acquired is marked by its innermost 8 frames only
// (acquisition_site.h). Taken through a chain of nine helpers that all
// returned before the next lock, none of the marked frames is on the stack
// any more: the stack shown is the 8 marked frames — cut short, never frames
// of another call. (two-lock-inversion.c rebuilds a deeper one in full.)
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

#define HELPER(name, next) \
  __attribute__((noinline)) static void name(void) { next; }
HELPER(h1, pthread_mutex_lock(&a))
HELPER(h2, h1())
HELPER(h3, h2())
HELPER(h4, h3())
HELPER(h5, h4())
HELPER(h6, h5())
HELPER(h7, h6())
HELPER(h8, h7())
HELPER(h9, h8())

static void *a_then_b(void *arg) {
  h9(); // returns holding a
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

static void *b_then_a(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, a_then_b, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, b_then_a, 0);
  pthread_join(t, 0);
  return 0;
}

// CHECK:      Mutex `a` acquired earlier by thread T1:
// CHECK-NEXT:   #0 h1 {{.*}}helper-chain-stack.c:15:
// CHECK-NEXT:   #1 h2 {{.*}}helper-chain-stack.c:16:
// CHECK-NEXT:   #2 h3
// CHECK-NEXT:   #3 h4
// CHECK-NEXT:   #4 h5
// CHECK-NEXT:   #5 h6
// CHECK-NEXT:   #6 h7
// CHECK-NEXT:   #7 h8 {{.*}}helper-chain-stack.c:22:
// CHECK-NEXT: Mutex `a` acquired by thread T2 while holding mutex `b`:
// CHECK:      heddle: 1 report (1 lock-order-inversion) in 1 process
