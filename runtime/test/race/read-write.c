// A read racing with a write, on a global and on a heap object: both found,
// with the previous access as a related location and both threads' stacks.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif all | %FileCheck %s --check-prefix=SARIF
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// RUN: %sarif-validate %t.sarif
// CHECK-DAG: Data race: thread T{{[12]}} {{read|wrote}} 4 bytes of `flag`, not ordered after thread T{{[12]}}'s earlier {{write|read}} of it.
// CHECK-DAG: Object `flag` (4 bytes at 0x{{[0-9a-f]+}}) is unannotated.
// CHECK-DAG: Previous access by thread T{{[12]}} ({{read|write}}):
// CHECK-DAG: Data race: thread T{{[12]}} {{read|wrote}} 8 bytes of a 16-byte heap object
// CHECK-DAG: Allocated by thread T0 (allocation):
// CHECK: heddle: 2 reports (2 data-race) in 1 process
// CHECK: exit=66
// SARIF-DAG: data-race read-write.c:{{2[789]|3[34]}} {{.*}} related=1 threads=
// SARIF-DAG: data-race read-write.c:{{2[789]|3[34]}} {{.*}} related=2 threads=
// EVENTS-DAG: data-race access={{read|write}} accessSize=4
// EVENTS-DAG: {{.*}} {{read|write}} kinds=memory {{.*}}at={{writer|reader}}:{{2[789]|3[34]}}
// EVENTS-DAG: {{.*}} of 4 bytes (reported) kinds=memory,danger
#include <pthread.h>
#include <stdlib.h>

int flag;
long *shared;

static void *writer(void *p) {
  flag = 1;           // no lock, no join before main... reads it
  shared[1] = 42;
  return 0;
}
static void *reader(void *p) {
  long v = shared[1];
  return (void *)(long)(flag + v);
}

int main(void) {
  shared = calloc(2, sizeof *shared);
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
