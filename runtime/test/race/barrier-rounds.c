// A barrier orders each round's arrivals before that round's departures, not
// before the next round's: thread 0 swaps two global pointers after a barrier
// while the others read them after the same barrier (the second barrier of the
// iteration is missing). With one clock per barrier a thread that left a round
// late took the clock thread 0 released arriving in the next round, swap
// included: heddle (and TSan, same model) reported nothing in most runs. A
// new-user trial's Jacobi sweeps with this bug were missed in 8 of 9 runs.
// "ok" has the second barrier (silent); "reinit" destroys the barrier and
// initialises it again with another count between two phases (silent).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in ok reinit missing missing missing; do (%heddle run --format text --out %t.$m.sarif -- %t $m || true) 2>&1 | grep -E '^heddle: [0-9]+ report' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: ok: heddle: 0 reports in 1 process
// CHECK-NEXT: reinit: heddle: 0 reports in 1 process
// CHECK-NEXT: missing: heddle: {{[1-9][0-9]*}} reports
// CHECK-NEXT: missing: heddle: {{[1-9][0-9]*}} reports
// CHECK-NEXT: missing: heddle: {{[1-9][0-9]*}} reports
#include <pthread.h>
#include <string.h>

#define NT 4
static double a[64], b[64];
static double *cur = a, *next = b;
static pthread_barrier_t bar;
static const char *mode;

static void *worker(void *arg) {
  int id = (int)(long)arg;
  double s = 0;
  for (int it = 0; it < 200; it++) {
    s += cur[id];
    next[id] = s + 1;
    pthread_barrier_wait(&bar);
    if (id == 0) {
      double *t = cur;
      cur = next;
      next = t;
    }
    if (strcmp(mode, "missing")) pthread_barrier_wait(&bar);
  }
  return (void *)(long)(s > 0);
}

static void phase(int threads) {
  pthread_t t[NT];
  for (long i = 0; i < threads; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < threads; i++) pthread_join(t[i], 0);
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "ok";
  pthread_barrier_init(&bar, 0, NT);
  phase(NT);
  if (!strcmp(mode, "reinit")) {
    pthread_barrier_destroy(&bar);
    pthread_barrier_init(&bar, 0, NT - 1);
    phase(NT - 1);
  }
  return cur[0] < 0;
}
