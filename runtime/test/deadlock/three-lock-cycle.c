// A cycle of three locks of three kinds — a global mutex `a`, a mutex on the
// heap, a global spin lock `c` — made by three threads run one after the
// other (a -> heap, heap -> c, c -> a): no two edges alone form a cycle, the
// third closes it. One result with six related locations and three thread
// flows; the heap mutex has no name, so it is "mutex at 0x...".
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
static pthread_spinlock_t c;

static void *a_then_heap(void *heap) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(heap); // T1
  pthread_mutex_unlock(heap);
  pthread_mutex_unlock(&a);
  return 0;
}

static void *heap_then_c(void *heap) {
  pthread_mutex_lock(heap);
  pthread_spin_lock(&c); // T2
  pthread_spin_unlock(&c);
  pthread_mutex_unlock(heap);
  return 0;
}

static void *c_then_a(void *arg) {
  pthread_spin_lock(&c);
  pthread_mutex_lock(&a); // T3: closes the cycle
  pthread_mutex_unlock(&a);
  pthread_spin_unlock(&c);
  return arg;
}

int main(void) {
  pthread_mutex_t *heap = malloc(sizeof *heap);
  pthread_mutex_init(heap, NULL);
  pthread_spin_init(&c, PTHREAD_PROCESS_PRIVATE);
  void *(*order[])(void *) = {a_then_heap, heap_then_c, c_then_a};
  for (int i = 0; i < 3; i++) {
    pthread_t t;
    pthread_create(&t, 0, order[i], heap);
    pthread_join(t, 0);
  }
  return 0;
}

// TEXT:      WARNING: heddle: lock-order-inversion (pid
// TEXT-NEXT:   Cycle in lock order: mutex `a` -> mutex at 0x[[HEAP:[0-9a-f]+]] -> mutex `c` -> mutex `a` (a potential deadlock).
// TEXT-NEXT:   Mutex at 0x[[HEAP]] acquired by thread T1 while holding mutex `a`:
// TEXT-NEXT:     #0 a_then_heap {{.*}}three-lock-cycle.c:20:3
// TEXT-NEXT:   Mutex `a` acquired earlier by thread T1:
// TEXT-NEXT:     #0 a_then_heap {{.*}}three-lock-cycle.c:19:3
// TEXT-NEXT:   Mutex `c` acquired by thread T2 while holding mutex at 0x[[HEAP]]:
// TEXT-NEXT:     #0 heap_then_c {{.*}}three-lock-cycle.c:28:3
// TEXT-NEXT:   Mutex at 0x[[HEAP]] acquired earlier by thread T2:
// TEXT-NEXT:     #0 heap_then_c {{.*}}three-lock-cycle.c:27:3
// TEXT-NEXT:   Mutex `a` acquired by thread T3 while holding mutex `c`:
// TEXT-NEXT:     #0 c_then_a {{.*}}three-lock-cycle.c:36:3
// TEXT-NEXT:   Mutex `c` acquired earlier by thread T3:
// TEXT-NEXT:     #0 c_then_a {{.*}}three-lock-cycle.c:35:3
// TEXT-NEXT:   Thread T1 (start routine a_then_heap) created by thread T0 at:
// TEXT:        Thread T2 (start routine heap_then_c) created by thread T0 at:
// TEXT:        Thread T3 (start routine c_then_a) created by thread T0 at:
// TEXT:      SUMMARY: heddle: lock-order-inversion {{.*}}three-lock-cycle.c:36 in c_then_a
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion three-lock-cycle.c:36 {{[0-9a-f]+}}:1 related=6 threads=T1,T2,T3
// QUERY-NOT:  {{.}}

// SARIF:      "text": "Cycle in lock order: mutex `a` -> mutex at 0x[[HEAP:[0-9a-f]+]] -> mutex `c` -> mutex `a` (a potential deadlock). Thread T1 acquired mutex at 0x[[HEAP]] [here](2) while holding mutex `a`, [acquired here](1). Thread T2 acquired mutex `c` [here](4) while holding mutex at 0x[[HEAP]], [acquired here](3). Thread T3 acquired mutex `a` [here](6) while holding mutex `c`, [acquired here](5); this closed the cycle."
// SARIF:      "text": "mutex `c` acquired here (held while taking mutex `a`)"
// SARIF:      "text": "mutex `a` acquired here while holding mutex `c`, closing the cycle"
// SARIF:      "mutexes": [
// SARIF-NEXT:   "a",
// SARIF-NEXT:   "0x[[HEAP]]",
// SARIF-NEXT:   "c"
// SARIF-NEXT: ],
