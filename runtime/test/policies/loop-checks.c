// Loops whose accesses are checked once per loop (a dense walk in a call-free
// loop) report exactly what per-access checks would: a walk over another
// thread's private array is reported at the loop's line; a walk that spans two
// slices of which only the first is this thread's reports the second; a
// loop reading one address each iteration is reported at its line; a
// conditional access that never happens is never reported.
// RUN: %heddle-cc -O2 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

#define N 1024
static int table[2 * N];
static int *foreign;
HEDDLE_GLOBAL(foreign, HEDDLE_RACY);

__attribute__((noinline)) static long sum(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i]; // CHECK-DAG: sharing-violation loop-checks.c:[[@LINE]]
  return s;
}

__attribute__((noinline)) static void fill(int *a, int n, int v) {
  for (int i = 0; i < n; i++) a[i] = v; // CHECK-DAG: sharing-violation loop-checks.c:[[@LINE]]
}

__attribute__((noinline)) static long same_cell(const int *cell, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += *cell * i; // CHECK-DAG: sharing-violation loop-checks.c:[[@LINE]]
  return s;
}

__attribute__((noinline)) static long guarded(const int *a, int n, int never) {
  long s = 0;
  for (int i = 0; i < n; i++)
    if (i == never) s += a[i];
  return s;
}

static void *worker(void *arg) {
  (void)arg;
  heddle_acquire_write(&table[0]); // the first slice is mine
  fill(table, N, 1);               // fine
  long s = sum(foreign, N);        // foreign is private to main
  fill(table, 2 * N, 2);           // runs into the second slice (main's)
  s += guarded(foreign, N, -1);    // the access never happens: no report
  s += same_cell(foreign + 7, N);  // one address every iteration
  return (void *)s;
}

int main(void) {
  size_t halves[2] = {N, N};
  heddle_slice(table, sizeof(int), 2, halves);
  heddle_acquire_write(&table[N]); // main owns the second slice
  foreign = malloc(N * sizeof(int));
  fill(foreign, N, 3);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}

// SUM: heddle: 3 reports (3 sharing-violation) in 1 process
