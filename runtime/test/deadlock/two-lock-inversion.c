// Two mutexes taken in both orders by two threads that never run at the same
// time (T1 is joined before T2 starts): no deadlock in this run, but a cycle
// in the lock order, reported once as lock-order-inversion where T2 closed it,
// with every acquisition's stack. T1 takes `a` through a helper that returns
// with it held, 14 frames deep: its stack is rebuilt from the frames that are
// still on the stack when `b` is taken (acquisition_site.h), all 18 of them.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
// Run directly: the runtime's stderr line and count; halt_on_error stops at it.
// RUN: %t 2> %t.direct; echo "exit=$?" >> %t.direct
// RUN: %FileCheck %s --check-prefix=DIRECT < %t.direct
// RUN: env HEDDLE_OPTIONS=halt_on_error=1 %t 2> %t.halt; echo "exit=$?" >> %t.halt
// RUN: %FileCheck %s --check-prefix=HALT < %t.halt
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static void lock_it(pthread_mutex_t *m) {
  pthread_mutex_lock(m); // a: helper-a
}

__attribute__((noinline)) static void a_then_b(void) {
  lock_it(&a); // a: caller-a
  pthread_mutex_lock(&b); // b: under-a
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
}

__attribute__((noinline)) static void nest(int depth) {
  if (depth) nest(depth - 1); // nest
  else a_then_b();
}

static void *t1(void *arg) {
  nest(14);
  return arg;
}

static void *t2(void *arg) {
  pthread_mutex_lock(&b); // b: first
  pthread_mutex_lock(&a); // a: closes
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, t1, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, t2, 0);
  pthread_join(t, 0);
  return 0;
}

// TEXT:      WARNING: heddle: lock-order-inversion (pid
// TEXT-NEXT:   Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock).
// TEXT-NEXT:   Mutex `b` acquired by thread T1 while holding mutex `a`:
// TEXT-NEXT:     #0 a_then_b {{.*}}two-lock-inversion.c:29:3
// TEXT-NEXT:     #1 nest {{.*}}two-lock-inversion.c:36:
// TEXT-NEXT:     #2 nest {{.*}}two-lock-inversion.c:35:
// TEXT:          #16 t1 {{.*}}two-lock-inversion.c:40:3
// TEXT-NEXT:   Mutex `a` acquired earlier by thread T1:
// TEXT-NEXT:     #0 lock_it {{.*}}two-lock-inversion.c:24:3
// TEXT-NEXT:     #1 a_then_b {{.*}}two-lock-inversion.c:28:3
// TEXT-NEXT:     #2 nest {{.*}}two-lock-inversion.c:36:
// TEXT-NEXT:     #3 nest {{.*}}two-lock-inversion.c:35:
// TEXT:          #17 t1 {{.*}}two-lock-inversion.c:40:3
// TEXT-NEXT:   Mutex `a` acquired by thread T2 while holding mutex `b`:
// TEXT-NEXT:     #0 t2 {{.*}}two-lock-inversion.c:46:3
// TEXT-NEXT:   Mutex `b` acquired earlier by thread T2:
// TEXT-NEXT:     #0 t2 {{.*}}two-lock-inversion.c:45:3
// TEXT-NEXT:   Thread T1 (start routine t1) created by thread T0 at:
// TEXT-NEXT:     #0 main {{.*}}two-lock-inversion.c:54:3
// TEXT-NEXT:   Thread T2 (start routine t2) created by thread T0 at:
// TEXT-NEXT:     #0 main {{.*}}two-lock-inversion.c:56:3
// TEXT-NEXT: SUMMARY: heddle: lock-order-inversion {{.*}}two-lock-inversion.c:46 in t2
// TEXT-NEXT: ==================
// TEXT-NEXT: heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion two-lock-inversion.c:46 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// QUERY-NOT:  {{.}}

// One threadFlow per edge, its two acquisitions in cycle order, the closing one last.
// EVENTS:      lock-order-inversion access=- accessSize=-
// EVENTS-NEXT:   T1 [1] mutex `a` acquired here (held while taking mutex `b`) kinds=acquire,lock nesting=0 at=lock_it:24 stack=lock_it:24,a_then_b:28,nest:36,nest:35,
// EVENTS-NEXT:   T1 [2] mutex `b` acquired here while holding mutex `a` kinds=acquire,lock nesting=0 at=a_then_b:29 stack=a_then_b:29,nest:36,nest:35,
// EVENTS-NEXT:   T2 [3] mutex `b` acquired here (held while taking mutex `a`) kinds=acquire,lock nesting=0 at=t2:45 stack=t2:45{{$}}
// EVENTS-NEXT:   T2 [4] mutex `a` acquired here while holding mutex `b`, closing the cycle kinds=acquire,lock,danger nesting=0 at=t2:46 stack=t2:46{{$}}
// EVENTS-NOT:  {{.}}

// SARIF:      "ruleId": "lock-order-inversion",
// SARIF-NEXT: "ruleIndex": 6,
// SARIF-NEXT: "level": "warning",
// SARIF-NEXT: "message": {
// SARIF-NEXT:   "text": "Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock). Thread T1 acquired mutex `b` [here](2) while holding mutex `a`, [acquired here](1). Thread T2 acquired mutex `a` [here](4) while holding mutex `b`, [acquired here](3); this closed the cycle."
// SARIF:      "locations": [
// SARIF:        "uri": "two-lock-inversion.c",
// SARIF:        "startLine": 46,
// SARIF:      "relatedLocations": [
// SARIF:        "id": 1,
// SARIF:        "startLine": 24,
// SARIF:        "text": "mutex `a` acquired here (held while taking mutex `b`)"
// SARIF:        "id": 2,
// SARIF:        "startLine": 29,
// SARIF:        "text": "mutex `b` acquired here while holding mutex `a`"
// SARIF:        "id": 3,
// SARIF:        "startLine": 45,
// SARIF:        "text": "mutex `b` acquired here (held while taking mutex `a`)"
// SARIF:        "id": 4,
// SARIF:        "startLine": 46,
// SARIF:        "text": "mutex `a` acquired here while holding mutex `b`, closing the cycle"
// SARIF:      "threadFlows": [
// SARIF:        "id": "T1",
// SARIF-NEXT:   "message": {
// SARIF-NEXT:     "text": "Thread T1, created by thread T0 at two-lock-inversion.c:54"
// SARIF:        "id": "T2",
// SARIF-NEXT:   "message": {
// SARIF-NEXT:     "text": "Thread T2, created by thread T0 at two-lock-inversion.c:56"
// SARIF:      "properties": {
// SARIF-NEXT:   "pid": {{[0-9]+}},
// SARIF-NEXT:   "thread": 2,
// SARIF-NEXT:   "mutexes": [
// SARIF-NEXT:     "a",
// SARIF-NEXT:     "b"
// SARIF-NEXT:   ],
// SARIF-NEXT:   "occurrences": 1

// DIRECT:      heddle: lock-order-inversion: mutexes 0x[[A:[0-9a-f]+]] => 0x[[B:[0-9a-f]+]] => 0x[[A]] taken in this order by T1, T2 at pc 0x{{[0-9a-f]+}}
// DIRECT-NEXT: ==================
// DIRECT-NEXT: WARNING: heddle: lock-order-inversion (pid {{[0-9]+}})
// DIRECT:      SUMMARY: heddle: lock-order-inversion {{.*}}two-lock-inversion.c:{{[0-9]+}} in
// DIRECT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// DIRECT-NEXT: exit=66
// HALT:      heddle: lock-order-inversion: mutexes
// HALT-NEXT: heddle: halt_on_error=1: stopping at the first report
// HALT-NEXT: exit=66
