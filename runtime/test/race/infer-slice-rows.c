// A textbook matrix multiply: bands of rows of C (stored flat), one per
// thread, and main reading the diagonal after the joins in a loop the
// optimiser unrolls: main takes the parts over from several return addresses
// of one line, which is still one place for the fix's acquire loop (A and B
// are annotated by hand). Applied, the program builds with -Werror and runs
// clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/rows.c
// RUN: %heddle-cc -g -O2 %t.dir/rows.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > /dev/null 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/rows.c %t.fixed/rows.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/rows.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O2 -Wall -Werror %t.fixed/rows.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > /dev/null 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: suggestion (slice) rows.c:{{[0-9]+}}: `C` was used by 5 threads in disjoint parts: {{.*}} begin at byte offsets 0, 131072, 262144, 393216; {{.*}} (rows.c:[[#READ:]]): take them over there with heddle_acquire_write. [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: static const size_t C_parts[4] = {16384, 16384, 16384, 16384};
// FIXED: heddle_slice(C, sizeof C[0], 4, C_parts);
// FIXED: heddle_acquire_write(&C[first]);
// FIXED-NEXT: for (int i = 0; i < SIZE; i++) trace += C[i * SIZE + i];
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

#define SIZE 256
#define NUM_THREADS 4

double A[SIZE * SIZE], B[SIZE * SIZE];
double C[SIZE * SIZE];

void *multiply(void *arg) {
  long id = (long)arg;
  int from = id * SIZE / NUM_THREADS, to = (id + 1) * SIZE / NUM_THREADS;
  for (int i = from; i < to; i++)
    for (int j = 0; j < SIZE; j++) {
      double sum = 0;
      for (int k = 0; k < SIZE; k++) sum += A[i * SIZE + k] * B[k * SIZE + j];
      C[i * SIZE + j] = sum;
    }
  return NULL;
}

int main(void) {
  for (int i = 0; i < SIZE * SIZE; i++) {
    A[i] = i % 7;
    B[i] = i % 5;
  }
  heddle_set_sticky_read(A);
  heddle_set_sticky_read(B);
  pthread_t threads[NUM_THREADS];
  for (long t = 0; t < NUM_THREADS; t++) pthread_create(&threads[t], NULL, multiply, (void *)t);
  for (int t = 0; t < NUM_THREADS; t++) pthread_join(threads[t], NULL);
  double trace = 0;
  for (int i = 0; i < SIZE; i++) trace += C[i * SIZE + i];
  printf("trace %g\n", trace);
  return 0;
}
