// backend=mpk finds a violation by the protection-key fault alone: the write
// below is in a function the instrumentation skips (no inline check, no hook),
// so the check backend never sees it; under backend=mpk the page is tagged
// with T0's key, T1's PKRU denies it, and the fault handler reports it at the
// instruction's line and width (4 bytes), then lets that one instruction run
// (single step) and the program goes on as under the check backend.
// backend=auto (HEDDLE_TEST_BACKEND: what the VM stub appends) chooses mpk
// here, where pkey_alloc works: the keys find the same violation, and the
// text summary and the SARIF run's properties say that auto chose mpk.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: %python %inputs/sarif_query.py %t.sarif backend | %FileCheck %s --check-prefix=SARIF
// RUN: env HEDDLE_TEST_BACKEND=auto HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.auto.sarif -- %t > %t.auto.out 2> %t.auto.err; echo "exit=$?" >> %t.auto.err
// RUN: %FileCheck %s --check-prefix=AUTO < %t.auto.err
// RUN: %python %inputs/sarif_query.py %t.auto.sarif backend | %FileCheck %s --check-prefix=AUTOSARIF
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((disable_sanitizer_instrumentation, noinline)) static void poke(int *p) {
  p[3] = 7; // the violation, uninstrumented
}

static void *worker(void *arg) {
  poke(arg);
  return NULL;
}

int main(void) {
  int *p = calloc(16, sizeof(int)); // private to T0
  pthread_t t;
  pthread_create(&t, NULL, worker, p);
  pthread_join(t, NULL);
  printf("value=%d\n", p[3]);
  return 0;
}

// CHECK:      heddle: backend mpk: 1 protection-key faults (0 settled, 1 violations, 0 in the runtime or libc)
// CHECK:      WARNING: heddle: sharing-violation
// CHECK-NEXT:   Thread T1 wrote 4 bytes of a 64-byte heap object, which is private to thread T0.
// CHECK:          #0 poke {{.*}}hardware-fault.c:24
// CHECK-NEXT:     #1 worker {{.*}}hardware-fault.c:28
// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// CHECK:      exit=66
// OUT: value=7
// SARIF: backend=mpk{{$}}
// AUTO:      Thread T1 wrote 4 bytes of a 64-byte heap object, which is private to thread T0.
// AUTO:        #0 poke {{.*}}hardware-fault.c:24
// AUTO:      heddle: 1 report (1 sharing-violation) in 1 process (backend mpk, chosen by backend=auto)
// AUTO:      exit=66
// AUTOSARIF: backend=mpk requested=auto
