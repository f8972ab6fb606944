// A loop that calls a function of the program keeps its loop-level check when
// that function cannot synchronise, free or change a policy, directly or
// through what it calls (scaled(): arithmetic and libm), and loses it when it
// can (hit(): a mutex), IR lines; so does a loop calling the C library's
// string and memory functions (matches(): a scanner's memcmp at every byte). The hoisted check still takes part in the
// race it is in: main writes out[7] after the worker's loop, ordered by
// nothing but a relaxed flag.
// RUN: %heddle-cc -O2 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t -lm
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define N 1024

__attribute__((noinline)) static double scaled(const double *x, double k) { return sqrt(*x) * k; }

// IR-LABEL: define {{.*}}@scale_all(
// IR: call void @__heddle_store_range(
// IR-NOT: call void @__heddle_store8(
// IR: ret void
__attribute__((noinline)) void scale_all(double *out, const double *in, int n) {
#pragma clang loop vectorize(disable) unroll(disable)
  for (int i = 0; i < n; i++) out[i] = scaled(&in[i], 2.0); // EVENTS-DAG: at=scale_all:[[@LINE]]
}

// IR-LABEL: define {{.*}}@matches(
// IR: call void @__heddle_load_range(
// IR-NOT: call void @__heddle_load1(
// IR: ret i64
__attribute__((noinline)) long matches(const char *buf, long n, const char *word, long len) {
  long found = 0;
  for (long i = 0; i + len <= n; i++)
    if (buf[i] == word[0] && memcmp(buf + i, word, (size_t)len) == 0) found++;
  return found;
}

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long hits;
__attribute__((noinline)) static void hit(void) {
  pthread_mutex_lock(&m);
  hits++;
  pthread_mutex_unlock(&m);
}

// IR-LABEL: define {{.*}}@count_all(
// IR-NOT: call void @__heddle_store_range(
// IR: ret void
__attribute__((noinline)) void count_all(double *out, int n) {
#pragma clang loop vectorize(disable) unroll(disable)
  for (int i = 0; i < n; i++) {
    out[i] = 1;
    hit();
  }
}

static double *in, *out, *counted;
static int done;

static void *worker(void *arg) {
  (void)arg;
  scale_all(out, in, N);
  count_all(counted, N);
  matches((const char *)in, N * sizeof *in, "ab", 2);
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return 0;
}

int main(void) {
  in = calloc(N, sizeof *in);
  out = calloc(N, sizeof *out);
  counted = calloc(N, sizeof *counted);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  out[7] = 1; // races with scale_all's write
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 1 report (1 data-race) in 1 process
// CHECK: exit=66
