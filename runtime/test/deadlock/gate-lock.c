// Gate locks: two locks taken in both orders, but always under one global
// lock (OSTEP's main-deadlock-global), cannot deadlock — the threads that
// take them are serialised by the gate — and are no report. Each edge keeps
// the exclusive locks held every time it was made (lock_graph.h). The gate
// must be exclusive (a read lock is none), held on both sides, and held each
// time: one making of the edge without it opens the cycle again.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --out %t.g.sarif -- %t gated 2> %t.g; echo "exit=$?" >> %t.g
// RUN: %FileCheck %s --check-prefix=SILENT < %t.g
// RUN: %heddle run --out %t.3.sarif -- %t three 2> %t.3; echo "exit=$?" >> %t.3
// RUN: %FileCheck %s --check-prefix=SILENT < %t.3
// RUN: %heddle run --srcroot %S --out %t.w.sarif -- %t widened 2> %t.w; echo "exit=$?" >> %t.w
// RUN: %FileCheck %s --check-prefix=WIDENED < %t.w
// RUN: %python %inputs/sarif_query.py %t.w.sarif results | %FileCheck %s --check-prefix=WIDENED-QUERY
// RUN: %heddle run --srcroot %S --out %t.o.sarif -- %t one-side 2> %t.o; echo "exit=$?" >> %t.o
// RUN: %FileCheck %s --check-prefix=ONE-SIDE < %t.o
// RUN: %heddle run --srcroot %S --out %t.r.sarif -- %t read-gate 2> %t.r; echo "exit=$?" >> %t.r
// RUN: %FileCheck %s --check-prefix=READ-GATE < %t.r
#include <pthread.h>
#include <string.h>

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t shared_gate = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER,
                       c = PTHREAD_MUTEX_INITIALIZER;
static void two(pthread_mutex_t *first, pthread_mutex_t *second) {
  pthread_mutex_lock(first);
  pthread_mutex_lock(second); // second
  pthread_mutex_unlock(second);
  pthread_mutex_unlock(first);
}

static void gated(pthread_mutex_t *first, pthread_mutex_t *second) {
  pthread_mutex_lock(&gate);
  two(first, second);
  pthread_mutex_unlock(&gate);
}

static void read_gated(pthread_mutex_t *first, pthread_mutex_t *second) {
  pthread_rwlock_rdlock(&shared_gate);
  two(first, second);
  pthread_rwlock_unlock(&shared_gate);
}

static void *t1(void *arg) {
  const char *mode = arg;
  if (!strcmp(mode, "read-gate")) read_gated(&a, &b);
  else gated(&a, &b);
  return arg;
}

static void *t2(void *arg) {
  const char *mode = arg;
  if (!strcmp(mode, "read-gate")) read_gated(&b, &a);
  else if (!strcmp(mode, "one-side")) two(&b, &a);
  else if (!strcmp(mode, "three")) gated(&b, &c);
  else gated(&b, &a);
  return arg;
}

static void *t3(void *arg) {
  const char *mode = arg;
  if (!strcmp(mode, "widened")) {
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b); // widens
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
  } else if (!strcmp(mode, "three")) {
    two(&c, &a); // c -> a ungated, but a -> b and b -> c share the gate
  }
  return arg;
}

int main(int argc, char **argv) {
  char *mode = argc > 1 ? argv[1] : "gated";
  void *(*body[])(void *) = {t1, t2, t3};
  for (int i = 0; i < 3; i++) { // one after another: the order is the test's
    pthread_t t;
    pthread_create(&t, 0, body[i], mode);
    pthread_join(t, 0);
  }
  return 0;
}

// SILENT-NOT: lock-order-inversion
// SILENT:     exit=0

// WIDENED:      WARNING: heddle: lock-order-inversion (pid
// WIDENED-NEXT:   Cycle in lock order: mutex `b` -> mutex `a` -> mutex `b` (a potential deadlock).
// WIDENED:        Mutex `b` acquired by thread T3 while holding mutex `a`:
// WIDENED-NEXT:     #0 t3 {{.*}}gate-lock.c:65:5
// WIDENED:      heddle: 1 report (1 lock-order-inversion) in 1 process
// WIDENED:      exit=66
// WIDENED-QUERY:      lock-order-inversion gate-lock.c:{{[0-9]+}} {{[0-9a-f]+}}:1 related=4 threads=T2,T3
// WIDENED-QUERY-NOT:  {{.}}

// ONE-SIDE:      Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock).
// ONE-SIDE:      heddle: 1 report (1 lock-order-inversion) in 1 process
// ONE-SIDE:      exit=66

// READ-GATE:      Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock).
// READ-GATE:      heddle: 1 report (1 lock-order-inversion) in 1 process
// READ-GATE:      exit=66
