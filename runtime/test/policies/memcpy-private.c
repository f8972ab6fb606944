// libc calls are accesses of the objects they touch: memcpy into another
// thread's private object is reported at the memcpy call (the first frame is
// the program's, not the interceptor's); so are memset and strcpy.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static void *writer(void *p) {
  char local[64] = "from another thread";
  memcpy(p, local, sizeof local); // CHECK-DAG: sharing-violation memcpy-private.c:[[@LINE]]
  memset(p, 0, 8); // CHECK-DAG: sharing-violation memcpy-private.c:[[@LINE]]
  strcpy(p, "x"); // CHECK-DAG: sharing-violation memcpy-private.c:[[@LINE]]
  return 0;
}

int main(void) {
  char *buf = malloc(64);
  memset(buf, 0, 64); // the owner: fine
  pthread_t t;
  pthread_create(&t, 0, writer, buf);
  pthread_join(t, 0);
  return buf[63];
}

// TEXT: Write of size 64 at 0x{{[0-9a-f]+}} by thread T1:
// TEXT-NEXT: #0 writer {{.*}}memcpy-private.c:15
// SUM: heddle: 3 reports (3 sharing-violation) in 1 process
