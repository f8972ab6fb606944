// Race mode, annotated memory: the user gave these objects a policy (one from
// heddle_malloc, one named by heddle_acquire_write), so a use after their free
// stays the policy's report — a sharing-violation "which is inaccessible" whose
// last policy change is the free — and a second free an api-misuse, as before
// session 22; only memory the program never annotated gets use-after-free and
// double-free (race/use-after-free-unannotated.c). The create edge orders the
// free before the worker's use, so the outcome is the same every run.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=LINES
// RUN: ! grep -E 'heddle: (use-after-free|double-free)' %t.err
// CHECK:      WARNING: heddle: sharing-violation (pid {{[0-9]+}})
// CHECK-NEXT:   Thread T1 read 4 bytes of a 4-byte heap object, which is inaccessible.
// CHECK-NEXT:   Detail: use after free: the object was freed
// CHECK:        Policy last changed by thread T0 (free):
// CHECK:      WARNING: heddle: api-misuse (pid {{[0-9]+}})
// CHECK-NEXT:   Thread T0 misused the heddle API on a 4-byte heap object.
// CHECK-NEXT:   Detail: the object was already freed (double free, or realloc of a freed pointer)
// CHECK:      heddle: 2 reports (1 sharing-violation, 1 api-misuse) in 1 process
// CHECK:      exit=66
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

static void *late_user(void *arg) {
  return (void *)(long)*(int *)arg; // LINES-DAG: sharing-violation {{.*}}use-after-free-annotated.c:[[@LINE]]
}

int main(void) {
  int *declared = heddle_malloc(sizeof *declared, HEDDLE_PRIVATE);
  *declared = 1;
  free(declared);
  pthread_t t;
  pthread_create(&t, NULL, late_user, declared);
  pthread_join(t, NULL);

  int *adopted = malloc(sizeof *adopted);
  heddle_acquire_write(adopted); /* annotated from here on */
  *adopted = 2;
  free(adopted);
  free(adopted); // LINES-DAG: api-misuse {{.*}}use-after-free-annotated.c:[[@LINE]]
  return 0;
}
