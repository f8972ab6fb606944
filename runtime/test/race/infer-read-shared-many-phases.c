// Read-shared phases with three different writer loops between them: the
// object changes hands at six distinct places (allocation → readers, readers
// → each writer loop, each loop → readers, readers → free), more than the
// runtime keeps per allocation site (4). Calls at only some of them would
// leave the strict run reporting, so the suggestion says why and has no fix.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (read-shared) infer-read-shared-many-phases.c:[[#@LINE+30]]: {{.*}} No fix: the run did not keep every place it changed hands (at most 4 per allocation site or global), and calls at only some of them would be wrong.{{$}}
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
  long total = phase(model);
  for (int i = 0; i < 8; i++) model[i] *= 2;
  total += phase(model);
  for (int i = 0; i < 8; i++) model[i] += 3;
  total += phase(model);
  printf("%ld\n", total);
  free(model);
  return 0;
}
