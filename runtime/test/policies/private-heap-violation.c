// Plain malloc memory is private to the allocating thread: another thread's
// write is a sharing-violation, reported at the user's line, with the
// allocation site. The owner's own accesses never report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
#include <pthread.h>
#include <stdlib.h>

static int *data;

static void *worker(void *arg) {
  int *p = arg;
  p[1] = 5; // the violation
  return NULL;
}

int main(void) {
  int *p = malloc(16 * sizeof(int));
  p[0] = 1; // owner: fine
  pthread_t t;
  pthread_create(&t, NULL, worker, p);
  pthread_join(t, NULL);
  data = p;
  return data[0] - 1;
}

// CHECK:      WARNING: heddle: sharing-violation
// CHECK-NEXT:   Thread T1 wrote 4 bytes of a 64-byte heap object, which is private to thread T0.
// CHECK-NEXT:   Write of size 4 at 0x{{[0-9a-f]+}} by thread T1:
// CHECK-NEXT:     #0 worker {{.*}}private-heap-violation.c:15:8
// CHECK:        Allocated by thread T0 (allocation):
// CHECK-NEXT:     #0 main {{.*}}private-heap-violation.c:20:12
// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process
// CHECK:      exit=66
