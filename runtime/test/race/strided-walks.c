// Strided loop-level checks in race mode: a walk whose steps leave gaps (a
// matrix column; fft's butterflies, a half-block of each block, `i += len`
// with `k < len / 2` inside) is checked once before its loop — and the
// butterflies before the outer loop, under the inner loop's guard — by
// __heddle_{load,store}_strided, not per access (IR lines). The runtime
// checks exactly the elements walked: two threads filling their own columns
// of one matrix, or butterflies on their own halves of one array, at the same
// time are not races; a write between two walked elements (main's write of
// column 4 after the worker read column 3 of another matrix) is none either —
// a check of the walk's whole span would call it one; writes of walked
// elements, ordered by nothing but a relaxed flag, are (two reports). Main
// writes the first element of the column, the one a new epoch's record keeps
// exactly (docs/runtime.md, "What can be missed": a later element's race may
// be lost when it is the conflict that splits the object).
// RUN: %heddle-cc -O2 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
#include <pthread.h>
#include <stdlib.h>

#define ROWS 64
#define COLS 64
#define N 4096

// IR-LABEL: define {{.*}}@column_sum(
// IR: call void @__heddle_load_strided(
// IR-NOT: call void @__heddle_load8(
// IR: ret double
__attribute__((noinline)) double column_sum(const double *m, size_t rows, size_t cols, size_t c) {
  double s = 0;
  for (size_t r = 0; r < rows; r++) s += m[r * cols + c]; // EVENTS-DAG: at=column_sum:[[@LINE]]
  return s;
}

// IR-LABEL: define {{.*}}@column_fill(
// IR: call void @__heddle_store_strided(
// IR-NOT: call void @__heddle_store8(
// IR: ret void
__attribute__((noinline)) void column_fill(double *m, size_t rows, size_t cols, size_t c, double v) {
  for (size_t r = 0; r < rows; r++) m[r * cols + c] = v;
}

// Checked before the outer loop's first phi, not per block:
// IR-LABEL: define {{.*}}@butterflies(
// IR-NOT: phi
// IR: call void @__heddle_load_strided(
// IR: phi
// IR-NOT: call void @__heddle_load8(
// IR-NOT: call void @__heddle_load_range(
// IR: ret void
__attribute__((noinline)) void butterflies(double *a, size_t n, size_t len) {
  for (size_t i = 0; i < n; i += len)
#pragma clang loop vectorize(disable) unroll(disable)
    for (size_t k = 0; k < len / 2; k++) {
      double u = a[i + k], v = a[i + k + len / 2];
      a[i + k] = u + v; // EVENTS-DAG: at=butterflies:[[@LINE]]
      a[i + k + len / 2] = u - v;
    }
}

static double *mat, *col, *arr;
static int done;

static void *worker(void *arg) {
  (void)arg;
  column_fill(mat, ROWS, COLS, 1, 1.0); // while main fills column 2
  butterflies(arr + N / 2, N / 2, 8);   // while main does the first half
  double s = column_sum(col, ROWS, COLS, 3);
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return (void *)(long)s;
}

int main(void) {
  mat = calloc(ROWS * COLS, sizeof *mat);
  col = calloc(ROWS * COLS, sizeof *col);
  arr = calloc(N, sizeof *arr);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  column_fill(mat, ROWS, COLS, 2, 2.0);
  butterflies(arr, N / 2, 8);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  col[5 * COLS + 4] = 1; // between the worker's column-3 elements: no race
  col[3] = 1;            // races with column_sum's read
  arr[N / 2 + 3] = 1;    // races with the worker's butterflies
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 2 reports (2 data-race) in 1 process
// CHECK: exit=66
