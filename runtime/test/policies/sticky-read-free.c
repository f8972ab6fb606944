// free() of a sticky-read object: allowed once no other thread can run
// concurrently (the condition heddle_set_sticky_read has), so fill, share
// read-only, join, free needs one annotation. Freed while a reader still runs
// (held in a barrier here, so the order is the same every run) it stays a
// sharing-violation naming that reader: a use after free waiting to happen.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck %s --check-prefix=MSG
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

enum { N = 64 };
static pthread_barrier_t read_done, freed;

static void *sum(void *arg) {
  const int *v = arg;
  long s = 0;
  for (int i = 0; i < N; i++) s += v[i];
  return (void *)s;
}

static void *sum_then_wait(void *arg) {
  void *s = sum(arg);
  pthread_barrier_wait(&read_done);
  pthread_barrier_wait(&freed); /* still running while main frees */
  return s;
}

static int *filled(void) {
  int *v = malloc(N * sizeof *v);
  for (int i = 0; i < N; i++) v[i] = i;
  heddle_set_sticky_read(v);
  return v;
}

int main(void) {
  pthread_barrier_init(&read_done, 0, 2);
  pthread_barrier_init(&freed, 0, 2);
  /* Fill, share read-only, join, free: clean. */
  int *a = filled();
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, sum, a);
  long total = 0;
  for (int i = 0; i < 2; i++) {
    void *s;
    pthread_join(t[i], &s);
    total += (long)s;
  }
  free(a);

  /* Freed while its reader still runs: reported. */
  int *b = filled();
  pthread_create(&t[0], 0, sum_then_wait, b);
  pthread_barrier_wait(&read_done);
  free(b); // CHECK: sharing-violation sticky-read-free.c:[[@LINE]]
  pthread_barrier_wait(&freed);
  pthread_join(t[0], 0);

  return total == 2 * (N * (N - 1) / 2) ? 0 : 1;
}

// CHECK-NOT: sticky-read-free.c
// MSG: free() of a sticky-read object while thread T{{[0-9]+}} may run concurrently
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// SUM: exit=66
