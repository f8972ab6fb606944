// A program with no heddle call: main frees a job a worker it has not joined
// still holds; the worker reads it (a use after free) and frees it again (a
// double free). Race mode reports them as the memory errors they are — rules
// `use-after-free` and `double-free`, titled as the sanitizers title them,
// with the free's stack ("freed by thread T0 here") and the allocation's —
// not as a policy violation ("which is inaccessible", "Policy last changed")
// and an annotation's misuse ("misused the heddle API"): the user wrote no
// policy (new-user trial round 13, finding 2: yzfedora/httpserver's worker
// re-running its freed job). The worker starts its use only once main has
// freed, by a relaxed flag (no happens-before): the order, whatever the schedule.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// The program's lines, by the comments that mark them below (lit runs the RUN lines in one shell):
// RUN: line() { grep -n "/[*] $1 [*]/" %s | cut -d: -f1; }; lines="-D#ALLOC=$(line allocated) -D#FREE=$(line freed) -D#USE=$(line used) -D#AGAIN=$(line freed-again)"
// RUN: %FileCheck $lines %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck $lines %s --check-prefix=SARIF
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck $lines %s --check-prefix=MSG
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck $lines %s --check-prefix=EVENTS
// RUN: %sarif-validate %t.sarif
// No policy words anywhere: the program has none.
// RUN: ! grep -E 'sharing-violation|api-misuse|inaccessible|Policy last changed|heddle API' %t.err
//
// CHECK:      WARNING: heddle: use-after-free (pid {{[0-9]+}})
// CHECK-NEXT:   Use after free: thread T1 read 8 bytes of a 64-byte heap object after thread T0 freed it.
// CHECK-NEXT:   Read of size 8 at 0x{{[0-9a-f]+}} by thread T1:
// CHECK-NEXT:     #0 worker {{.*}}use-after-free-unannotated.c:[[#USE]]
// CHECK:        A 64-byte heap object at 0x{{[0-9a-f]+}}, freed by thread T0 here:
// CHECK-NEXT:     #0 main {{.*}}use-after-free-unannotated.c:[[#FREE]]
// CHECK-NEXT:   Allocated by thread T0 here:
// CHECK-NEXT:     #0 main {{.*}}use-after-free-unannotated.c:[[#ALLOC]]
// CHECK:      SUMMARY: heddle: use-after-free {{.*}}use-after-free-unannotated.c:[[#USE]] in worker
// CHECK:      WARNING: heddle: double-free (pid {{[0-9]+}})
// CHECK-NEXT:   Double free: thread T1 freed a 64-byte heap object, which thread T0 had freed already.
// CHECK-NEXT:   Call to free by thread T1:
// CHECK-NEXT:     #0 worker {{.*}}use-after-free-unannotated.c:[[#AGAIN]]
// CHECK:        A 64-byte heap object at 0x{{[0-9a-f]+}}, freed by thread T0 here:
// CHECK-NEXT:     #0 main {{.*}}use-after-free-unannotated.c:[[#FREE]]
// CHECK-NEXT:   Allocated by thread T0 here:
// CHECK-NEXT:     #0 main {{.*}}use-after-free-unannotated.c:[[#ALLOC]]
// CHECK:      SUMMARY: heddle: double-free {{.*}}use-after-free-unannotated.c:[[#AGAIN]] in worker
// CHECK:      heddle: 2 reports (1 use-after-free, 1 double-free) in 1 process
// CHECK:      exit=66
//
// SARIF:      use-after-free {{.*}}use-after-free-unannotated.c:[[#USE]] {{.*}} related=2 threads=T0,T1
// SARIF-NEXT: double-free {{.*}}use-after-free-unannotated.c:[[#AGAIN]] {{.*}} related=2 threads=T0,T1
//
// MSG:      use-after-free {{.*}}use-after-free-unannotated.c:[[#USE]]:{{[0-9]+}} occurrences=1
// MSG-NEXT:   message: Use after free: thread T1 read 8 bytes of a 64-byte heap object after thread T0 freed it. The object was [allocated here](1) by thread T0. It was [freed here](2) by thread T0.
// MSG-NEXT:   related 1 allocation site {{.*}}use-after-free-unannotated.c:[[#ALLOC]]:{{[0-9]+}}
// MSG-NEXT:   related 2 free site {{.*}}use-after-free-unannotated.c:[[#FREE]]:{{[0-9]+}}
// MSG:      double-free {{.*}}use-after-free-unannotated.c:[[#AGAIN]]:{{[0-9]+}} occurrences=1
// MSG-NEXT:   message: Double free: thread T1 freed a 64-byte heap object, which thread T0 had freed already. The object was [allocated here](1) by thread T0. It was [freed here](2) by thread T0.
// MSG-NEXT:   related 1 allocation site {{.*}}use-after-free-unannotated.c:[[#ALLOC]]:{{[0-9]+}}
// MSG-NEXT:   related 2 free site {{.*}}use-after-free-unannotated.c:[[#FREE]]:{{[0-9]+}}
//
// Both stacks as the thread flows: the allocation and the free in T0, the use (the second free) in T1.
// EVENTS:      use-after-free access=read accessSize=8
// EVENTS-NEXT:   T0 [1] allocation kinds=acquire,memory {{.*}} at=main:[[#ALLOC]]
// EVENTS-NEXT:   T0 [2] free kinds=release,memory {{.*}} at=main:[[#FREE]]
// EVENTS-NEXT:   T1 [3] read of 8 bytes (reported) kinds=memory,danger {{.*}} at=worker:[[#USE]]
// EVENTS:      double-free access=call accessSize=-
// EVENTS-NEXT:   T0 [1] allocation kinds=acquire,memory {{.*}} at=main:[[#ALLOC]]
// EVENTS-NEXT:   T0 [2] free kinds=release,memory {{.*}} at=main:[[#FREE]]
// EVENTS-NEXT:   T1 [3] free (reported call) kinds=call,function,danger {{.*}} at=worker:[[#AGAIN]]
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

struct job { long items[8]; };
static int freed; /* relaxed: the order only, no happens-before */

static void *worker(void *arg) {
  struct job *job = arg;
  while (!__atomic_load_n(&freed, __ATOMIC_RELAXED)) sched_yield();
  long first = job->items[0]; /* used */
  free(job);                  /* freed-again */
  return (void *)first;
}

int main(void) {
  pthread_t t;
  struct job *job = calloc(1, sizeof *job); /* allocated */
  if (pthread_create(&t, NULL, worker, job) != 0) return 1;
  free(job); /* freed */ /* while the worker, not joined, still holds it */
  __atomic_store_n(&freed, 1, __ATOMIC_RELAXED);
  return pthread_join(t, NULL);
}
