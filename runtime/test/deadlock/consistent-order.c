// Locks always taken in one order are no report, however often and however
// concurrently: four threads take a -> b -> c nested and hand over hand
// (a, b, release a, c, ...), relock a recursive mutex they hold and take a
// read lock they hold again (no edge into a lock already held). The one
// inversion of the run — x and y, at the end — is the only report, so a
// detector that reported nothing would fail here too.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
#define _GNU_SOURCE /* PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP */
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER,
                       c = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t recursive = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static pthread_rwlock_t table = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t x = PTHREAD_MUTEX_INITIALIZER, y = PTHREAD_MUTEX_INITIALIZER;

static void *in_order(void *arg) {
  for (int i = 0; i < 1000; i++) {
    pthread_mutex_lock(&recursive);
    pthread_mutex_lock(&recursive);
    pthread_rwlock_rdlock(&table);
    pthread_rwlock_rdlock(&table);
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&c);
    pthread_mutex_unlock(&c);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    pthread_mutex_lock(&a); // hand over hand
    pthread_mutex_lock(&b);
    pthread_mutex_unlock(&a);
    pthread_mutex_lock(&c);
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&c);
    pthread_rwlock_unlock(&table);
    pthread_rwlock_unlock(&table);
    pthread_mutex_unlock(&recursive);
    pthread_mutex_unlock(&recursive);
  }
  return arg;
}

static void *x_then_y(void *arg) {
  pthread_mutex_lock(&x);
  pthread_mutex_lock(&y);
  pthread_mutex_unlock(&y);
  pthread_mutex_unlock(&x);
  return arg;
}

static void *y_then_x(void *arg) {
  pthread_mutex_lock(&y);
  pthread_mutex_lock(&x); // the control: QUERY-line
  pthread_mutex_unlock(&x);
  pthread_mutex_unlock(&y);
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, in_order, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  pthread_create(&t[0], 0, x_then_y, 0);
  pthread_join(t[0], 0);
  pthread_create(&t[0], 0, y_then_x, 0);
  pthread_join(t[0], 0);
  return 0;
}

// TEXT:      Cycle in lock order: mutex `x` -> mutex `y` -> mutex `x` (a potential deadlock).
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion consistent-order.c:56 {{[0-9a-f]+}}:1 related=4 threads=T5,T6
// QUERY-NOT:  {{.}}
