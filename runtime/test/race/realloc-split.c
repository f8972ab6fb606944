// A split object grown in place by realloc (its slot has room): the access
// past the old size is checked, not looped over forever (the object moves:
// its segments covered only the old size). It hung before.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
// OUT: done 2
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static char *buf;
static pthread_barrier_t b;
static void *w(void *p) { long k = (long)p; pthread_barrier_wait(&b); for (int i = 0; i < 100; i++) buf[k * 100 + i] = 1; return 0; }
int main(void) {
  buf = malloc(200);
  pthread_barrier_init(&b, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, w, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  buf = realloc(buf, 250);
  buf[240] = 2;
  printf("done %d\n", buf[240]);
  return 0;
}
