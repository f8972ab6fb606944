// The copies of one access an unrolled loop makes (clang -O2 reads a byte
// loop's p[i], p[i+1], p[i+2], p[i+3] per iteration) get one span check
// together (runtime/pass/span_merge.cpp), the union of their spans: exactly
// the bytes the loop reads. So a hash of the thread's own slice up to its last
// byte reports nothing, one byte further (into main's slice) is reported at
// the loop's line, and so is a hash of main's private buffer (one finding of
// the same place and stack: "also reported at this location").
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %heddle-cc -O2 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 256
static unsigned char table[2 * N];
static unsigned char *foreign;
HEDDLE_GLOBAL(foreign, HEDDLE_RACY);

__attribute__((noinline)) static uint64_t hash(const unsigned char *p, size_t n) {
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull; // CHECK: sharing-violation loop-checks-unrolled.c:[[@LINE]]
  return h;
}

static void *worker(void *arg) {
  (void)arg;
  heddle_acquire_write(&table[0]); // the first slice is mine
  uint64_t h = hash(table, N);     // fine
  h += hash(table + 5, N - 5);     // up to my slice's last byte: fine
  h += hash(table + 5, N - 4);     // one byte of main's slice
  h += hash(foreign, N);           // main's private buffer
  return (void *)(uintptr_t)h;
}

int main(void) {
  size_t halves[2] = {N, N};
  heddle_slice(table, 1, 2, halves);
  heddle_acquire_write(&table[N]); // main owns the second slice
  foreign = malloc(N);
  memset(foreign, 7, N);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}

// IR-LABEL: define {{.*}} @hash(
// IR: %heddle.span.union = add i64 %{{[0-9]+}}, 3
// IR: call void @__heddle_load_range(ptr %p, i64 %heddle.span.union)
// CHECK-NOT: sharing-violation
// SUM: Also reported at this location for a 256-byte heap object
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// SUM: exit=66
