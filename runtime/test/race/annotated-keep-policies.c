// In race mode an annotated object keeps PUSh's checks: a private heap object
// (heddle_malloc) touched by another thread, even after a join, is a
// sharing-violation, not a race (there is none); an unannotated object used
// the same way is silent.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Thread T1 wrote 4 bytes of a 4-byte heap object, which is private to thread T0.
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

static void *touch(void *p) { *(int *)p = 1; return 0; }

int main(void) {
  int *annotated = heddle_malloc(sizeof *annotated, HEDDLE_PRIVATE);
  int *plain = malloc(sizeof *plain);
  pthread_t t;
  pthread_create(&t, 0, touch, annotated);
  pthread_join(t, 0);
  pthread_create(&t, 0, touch, plain);
  pthread_join(t, 0);
  *plain = 2;
  return 0;
}
