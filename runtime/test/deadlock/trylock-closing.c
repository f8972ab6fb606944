// A trylock never waits, so it cannot close a cycle: T1 takes a then b, T2
// holds b and try-locks a (it succeeds: no one holds a) — no report. But a
// lock taken with trylock is held like any other and orders the locks taken
// under it: T3 try-locks c, then waits for a; T4 holds a and waits for c — a
// cycle c -> a -> c, the run's one report (so the test fails without the
// detector too). Try variants of rwlocks and spin locks likewise.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER,
                       c = PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_spinlock_t spin;

static void *a_then_b(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_rwlock_wrlock(&rw);
  pthread_spin_lock(&spin);
  pthread_spin_unlock(&spin);
  pthread_rwlock_unlock(&rw);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

static void *b_then_try_a(void *arg) {
  pthread_spin_lock(&spin);
  if (pthread_rwlock_tryrdlock(&rw) != 0) abort();
  pthread_rwlock_unlock(&rw);
  if (pthread_rwlock_trywrlock(&rw) != 0) abort();
  pthread_rwlock_unlock(&rw);
  pthread_spin_unlock(&spin);
  pthread_mutex_lock(&b);
  if (pthread_mutex_trylock(&a) != 0) abort();
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  pthread_rwlock_rdlock(&rw);
  if (pthread_spin_trylock(&spin) != 0) abort();
  pthread_spin_unlock(&spin);
  pthread_rwlock_unlock(&rw);
  return arg;
}

static void *try_c_then_a(void *arg) {
  if (pthread_mutex_trylock(&c) != 0) abort();
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&c);
  return arg;
}

static void *a_then_c(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&c); // the control: QUERY-line
  pthread_mutex_unlock(&c);
  pthread_mutex_unlock(&a);
  return arg;
}

int main(void) {
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  void *(*order[])(void *) = {a_then_b, b_then_try_a, try_c_then_a, a_then_c};
  for (int i = 0; i < 4; i++) {
    pthread_t t;
    pthread_create(&t, 0, order[i], 0);
    pthread_join(t, 0);
  }
  return 0;
}

// TEXT:      Cycle in lock order: mutex `c` -> mutex `a` -> mutex `c` (a potential deadlock).
// TEXT-NEXT:   Mutex `a` acquired by thread T3 while holding mutex `c`:
// TEXT:        Mutex `c` acquired earlier by thread T3:
// TEXT-NEXT:     #0 try_c_then_a {{.*}}trylock-closing.c:50:7
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion trylock-closing.c:59 {{[0-9a-f]+}}:1 related=4 threads=T3,T4
// QUERY-NOT:  {{.}}
