// Loop-level checks in race mode. Three walks that are checked once before
// their loop, not per access (IR lines): a walk starting at
// `base + (b % per) * k` (histogram's blocks: SCEV writes the start with a
// division the expander refuses unless the program already divided by that
// value), a walk in a loop that calls libm (fft's and blackscholes's loops),
// and a span the enclosing loop does not change (kmeans's centroids, read for
// every point: checked once before the outer loop). Each still takes part in
// the race it is in: main writes every object after the worker walked it,
// ordered by nothing but a relaxed flag.
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t -lm
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
#include <math.h>
#include <pthread.h>
#include <stdlib.h>

#define N 4096

// Extern, so that the calls' constant arguments are not propagated into them.
#define PER 8

// The span's check has an inline fast path (a heap slot the thread may use as
// is skips the call):
// IR-LABEL: define {{.*}}@block_sum(
// IR: heddle.range.heap:
// IR: call void @__heddle_load_range(
// IR-NOT: call void @__heddle_load1(
// IR: ret i64
__attribute__((noinline)) unsigned long block_sum(const unsigned char *img, size_t b, size_t per,
                                                        size_t n) {
  size_t lo = b % per * 256, hi = lo + 256 < n ? lo + 256 : n;
  unsigned long s = 0;
  for (size_t i = lo; i < hi; i++) s += img[i]; // EVENTS-DAG: at=block_sum:[[@LINE]]
  return s;
}

// IR-LABEL: define {{.*}}@with_sin(
// IR: call void @__heddle_load_range(
// IR-NOT: call void @__heddle_load8(
// IR: ret double
__attribute__((noinline)) double with_sin(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += sin(x[i]); // EVENTS-DAG: at=with_sin:[[@LINE]]
  return s;
}

// Both walks are checked before the outer loop's first phi:
// IR-LABEL: define {{.*}}@nearest(
// IR-NOT: phi
// IR: call void @__heddle_load_range(
// IR-NOT: phi
// IR: call void @__heddle_load_range(
// IR: phi
// IR-NOT: call void @__heddle_load4(
// IR: ret i64
#define K 16
__attribute__((noinline)) long nearest(const int *points, int n, const int *centroids) {
  long total = 0;
  for (int i = 0; i < n; i++) {
    int best = 0, best_d = 1 << 30;
#pragma clang loop unroll(disable) // K iterations: not flattened into the outer loop
    for (int c = 0; c < K; c++) {
      int d = abs(points[i] - centroids[c]); // EVENTS-DAG: at=nearest:[[@LINE]]
      if (d < best_d) best = c, best_d = d;
    }
    total += best;
  }
  return total;
}

static unsigned char *img;
static double *xs;
static int *points, *centroids;
static int done;

static void *worker(void *arg) {
  unsigned long s = block_sum(img, (size_t)arg, PER, N);
  s += (unsigned long)with_sin(xs, N);
  s += (unsigned long)nearest(points, N, centroids);
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return (void *)s;
}

int main(void) {
  img = calloc(N, 1);
  xs = calloc(N, sizeof *xs);
  points = calloc(N, sizeof *points);
  centroids = calloc(K, sizeof *centroids);
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)(size_t)11);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  img[(11 % PER) * 256 + 3] = 1; // races with block_sum's read
  xs[5] = 1;                     // with with_sin's
  centroids[3] = 1;              // with nearest's
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 3 reports (3 data-race) in 1 process
// CHECK: exit=66
