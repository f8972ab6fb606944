// A model main rewrites between two phases in which two threads read it at
// once: the writes are ordered, the reads are not ordered with each other, so
// it is no hand-off (each thread's acquire_write would take it from a reader
// still reading) and no sticky-read (written after it was shared): read-shared
// phases, proposed as such.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK-NOT: suggestion (hand-off)
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (read-shared) infer-read-shared.c:[[#@LINE+30]]: The 64-byte heap object allocated here was read by 5 threads at once and written only while no other thread used it
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_barrier_t both_reading;

static void *reader(void *arg) {
  const long *model = arg;
  pthread_barrier_wait(&both_reading); /* the two readers overlap */
  long sum = 0;
  for (int i = 0; i < 8; i++) sum += model[i];
  return (void *)sum;
}

static long phase(long *model) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, reader, model);
  long total = 0;
  for (int i = 0; i < 2; i++) {
    void *sum;
    pthread_join(t[i], &sum);
    total += (long)sum;
  }
  return total;
}

int main(void) {
  pthread_barrier_init(&both_reading, NULL, 2);
  long *model = malloc(8 * sizeof *model);
  for (int i = 0; i < 8; i++) model[i] = i;
  long first = phase(model);
  for (int i = 0; i < 8; i++) model[i] *= 2; /* between the phases */
  long second = phase(model);
  printf("%ld %ld\n", first, second);
  free(model);
  return 0;
}
