// A heap object stored once into a static pointer stays a heap object:
// LLVM's GlobalOpt would otherwise turn `p = malloc(n)` (or `new T`) into a
// static variable of its own, which heddle never sees, so the worker's write
// of main's private object would go unreported at -O1 and above. The pass
// keeps allocation calls as calls. Built as C (malloc) and as C++ (new), at
// -O1 and -O2; each build reports the read of `p` and the write of *p.
// RUN: %heddle-cc -O1 %s -o %t.c1 && { %t.c1 > %t.c1.out 2>&1; test $? -eq 66; } && %FileCheck %s < %t.c1.out
// RUN: %heddle-cc -O2 %s -o %t.c2 && { %t.c2 > %t.c2.out 2>&1; test $? -eq 66; } && %FileCheck %s < %t.c2.out
// RUN: %heddle-c++ -x c++ -O1 %s -o %t.cxx1 && { %t.cxx1 > %t.cxx1.out 2>&1; test $? -eq 66; } && %FileCheck %s < %t.cxx1.out
// RUN: %heddle-c++ -x c++ -O2 %s -o %t.cxx2 && { %t.cxx2 > %t.cxx2.out 2>&1; test $? -eq 66; } && %FileCheck %s < %t.cxx2.out
// The runtime and the reporter name the C++ static by its demangled symbol (`p`, not `_ZL1p`):
// RUN: %heddle run --out %t.sarif -- %t.cxx2 2> %t.named || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=NAMED < %t.named
// RUN: %FileCheck %s --check-prefix=NAMEDSARIF < %t.sarif
#include <pthread.h>
#include <stdlib.h>

#ifdef __cplusplus
#define ALLOCATE_INT() new int
#else
#define ALLOCATE_INT() malloc(sizeof(int))
#endif

static int *p;

static void *worker(void *arg) {
  (void)arg;
  *p = 1;
  return 0;
}

int main(void) {
  p = (int *)ALLOCATE_INT();
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}

// CHECK-DAG: heddle: sharing-violation: read of size 8 {{.*}} on 'p'
// CHECK-DAG: heddle: sharing-violation: write of size 4 {{.*}} on heap object
// CHECK: heddle: 2 reports (2 sharing-violation) in 1 process
// NAMED: Thread T1 read 8 bytes of `p`, which is private to thread T0.
// NAMEDSARIF: "object": "p"
