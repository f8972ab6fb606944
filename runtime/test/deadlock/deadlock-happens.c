// A deadlock that happens, not only a cycle in the lock order: each thread
// holds one mutex and waits for the other's (a barrier makes both hold theirs
// first, every run). The last thread to wait finds the cycle of waiting
// threads (runtime/deadlock/wait_for.c); heddle logs it — the cycle's finding
// becomes an error saying the run deadlocked — and ends the program with exit
// 66 instead of letting it hang. -DTHREE: three threads in a ring.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
// RUN: %heddle-cc -O0 -DTHREE %s -o %t3
// RUN: %heddle run --srcroot %S --out %t3.sarif -- %t3 2> %t3.err; echo "exit=$?" >> %t3.err
// RUN: %FileCheck %s --check-prefix=THREE < %t3.err
// deadlock_exit=0: logged and said, then the program waits as it would without heddle (the timeout only ends
// the hang the test provokes; not with program-in-vm: it would end the stub here, not the program in the VM).
// RUN: %if program-in-vm %{true%} %else %{env HEDDLE_OPTIONS=deadlock_exit=0 timeout 5 %t 2> %t.wait; echo "exit=$?" >> %t.wait%}
// RUN: %if program-in-vm %{true%} %else %{%FileCheck %s --check-prefix=WAIT < %t.wait%}
#include <pthread.h>
#include <stdio.h>

#ifdef THREE
#define N 3
#else
#define N 2
#endif
static pthread_mutex_t m[N] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER
#ifdef THREE
                               , PTHREAD_MUTEX_INITIALIZER
#endif
};
static pthread_barrier_t all_hold_one;

static void *diner(void *arg) {
  long i = (long)arg;
  pthread_mutex_lock(&m[i]);           // holds its own
  pthread_barrier_wait(&all_hold_one);
  pthread_mutex_lock(&m[(i + 1) % N]); // waits for the next one's
  return arg;
}

int main(void) {
  pthread_t t[N];
  pthread_barrier_init(&all_hold_one, NULL, N);
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, diner, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  puts("not reached");
  return 0;
}

// TEXT:      heddle: deadlock: T{{[12]}} waits for mutex 0x{{[0-9a-f]+}}, T{{[12]}} waits for mutex 0x{{[0-9a-f]+}}, each held by the next: none can go on
// TEXT-NEXT: heddle: deadlock_exit=1: ending the program (exit 66) instead of letting it hang
// TEXT:      WARNING: heddle: lock-order-inversion (pid
// TEXT-NEXT:   Deadlock in this run: mutex `m{{(\+40)?}}` -> mutex `m{{(\+40)?}}` -> mutex `m{{(\+40)?}}` (each thread waited for a mutex the next one held).
// TEXT:      SUMMARY: heddle: lock-order-inversion {{.*}}deadlock-happens.c:38 in diner
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT-NOT:  not reached
// TEXT:      exit=66

// SARIF:      "ruleId": "lock-order-inversion",
// SARIF-NEXT: "ruleIndex": 6,
// SARIF-NEXT: "level": "error",
// SARIF-NEXT: "message": {
// SARIF-NEXT:   "text": "Deadlock in this run: mutex
// SARIF:      "deadlocked": true

// THREE:      heddle: deadlock: T{{[123]}} waits for mutex {{.*}}, T{{[123]}} waits for mutex {{.*}}, T{{[123]}} waits for mutex {{.*}}, each held by the next: none can go on
// THREE:      Deadlock in this run: mutex `m{{.*}}` -> mutex `m{{.*}}` -> mutex `m{{.*}}` -> mutex `m{{.*}}` (each thread waited for a mutex the next one held).
// THREE:      heddle: 1 report (1 lock-order-inversion) in 1 process
// THREE:      exit=66

// WAIT:      heddle: deadlock: T{{[12]}} waits for mutex
// WAIT-NOT:  deadlock_exit=1
// WAIT-NOT:  not reached
// WAIT:      exit=124
