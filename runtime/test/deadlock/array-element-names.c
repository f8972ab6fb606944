// A lock-order cycle between elements of an array of mutexes names them as the
// program does, `mutex[1]` and `mutex[2]` (as suggestions and data races name
// elements), not by byte offset (`mutex+40`): Butenhof's backoff.c (trial 18, F9).
// The threads run one after the other, so the cycle is only a potential one.
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
// CHECK-NOT: mutex+
// CHECK: Cycle in lock order: mutex `mutex[{{[12]}}]` -> mutex `mutex[{{[12]}}]` -> mutex `mutex[{{[12]}}]` (a potential deadlock).
// CHECK-NOT: mutex+
// CHECK: heddle: 1 report (1 lock-order-inversion) in 1 process
// CHECK: exit=66
// SARIF-NOT: mutex+
// SARIF: mutex `mutex[{{[12]}}]`
#include <pthread.h>

pthread_mutex_t mutex[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};

static void *lock_pair(void *arg) {
  int first = arg ? 2 : 1, second = arg ? 1 : 2;
  pthread_mutex_lock(&mutex[first]);
  pthread_mutex_lock(&mutex[second]);
  pthread_mutex_unlock(&mutex[second]);
  pthread_mutex_unlock(&mutex[first]);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, lock_pair, NULL);
  pthread_join(t, NULL);
  pthread_create(&t, NULL, lock_pair, &t);
  pthread_join(t, NULL);
  return 0;
}
