// A lock destroyed (or initialised again) is a new lock at the same address:
// the old one's edges must not make a cycle with the new one's. T1 takes
// a -> b; b is destroyed and initialised again; T2 takes b -> a: no report.
// The same for an rwlock, a spin lock, and a mutex initialised again without
// a destroy. The control — x and y, never destroyed — is the run's one report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
#include <pthread.h>

static pthread_mutex_t a, b, m, p, q, x, y;
static pthread_rwlock_t rw;
static pthread_spinlock_t spin;

static void *forward(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  pthread_rwlock_rdlock(&rw);
  pthread_mutex_lock(&m);
  pthread_spin_lock(&spin);
  pthread_spin_unlock(&spin);
  pthread_mutex_unlock(&m);
  pthread_rwlock_unlock(&rw);
  pthread_mutex_lock(&p);
  pthread_mutex_lock(&q);
  pthread_mutex_unlock(&q);
  pthread_mutex_unlock(&p);
  pthread_mutex_lock(&x);
  pthread_mutex_lock(&y);
  pthread_mutex_unlock(&y);
  pthread_mutex_unlock(&x);
  return arg;
}

static void *backward(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  pthread_spin_lock(&spin);
  pthread_mutex_lock(&m);
  pthread_rwlock_wrlock(&rw);
  pthread_rwlock_unlock(&rw);
  pthread_mutex_unlock(&m);
  pthread_spin_unlock(&spin);
  pthread_mutex_lock(&q);
  pthread_mutex_lock(&p);
  pthread_mutex_unlock(&p);
  pthread_mutex_unlock(&q);
  pthread_mutex_lock(&y);
  pthread_mutex_lock(&x); // the control: QUERY-line
  pthread_mutex_unlock(&x);
  pthread_mutex_unlock(&y);
  return arg;
}

static void run(void *(*fn)(void *)) {
  pthread_t t;
  pthread_create(&t, 0, fn, 0);
  pthread_join(t, 0);
}

int main(void) {
  pthread_mutex_t *mutexes[] = {&a, &b, &m, &p, &q, &x, &y};
  for (int i = 0; i < 7; i++) pthread_mutex_init(mutexes[i], 0);
  pthread_rwlock_init(&rw, 0);
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  run(forward);
  pthread_mutex_destroy(&b);
  pthread_mutex_init(&b, 0);
  pthread_rwlock_destroy(&rw);
  pthread_rwlock_init(&rw, 0);
  pthread_spin_destroy(&spin);
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  pthread_mutex_init(&q, 0); // again, without a destroy: a new mutex all the same
  run(backward);
  return 0;
}

// TEXT:      Cycle in lock order: mutex `x` -> mutex `y` -> mutex `x` (a potential deadlock).
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion destroy-reinit.c:54 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// QUERY-NOT:  {{.}}
